/**
 * The bench plugin's hooks module: loop-guard and a pass-through mod side by side, so
 * one kit run can time both, call by call, interleaved.
 *
 * Contract: calls of the tool `mcp__bench__guarded` go through loop-guard's real `register`
 * (its `tool.call` hook narrowed to that tool by bench/kit-run's copy; see bench/README.md);
 * calls of `mcp__bench__pass_through` go through one `tool.call` hook that only calls `next(e)`
 * (the floor); calls of `mcp__bench__pass_through_3` through such a hook on each of
 * `tool.call`, `tool.check` and `classic.PreToolUse` (what a mod that also observed
 * permission verdicts would pay, as loop-guard once did); calls of any other tool reach
 * the test's engine hook with no plugin hook at all.
 * Copied by bench/run into a throwaway plugin as `hooks/bench-register.ts`.
 */
import type { Register } from 'claude-code'
import { register as loopGuard } from './register.js'

export const register: Register = (on, options) => {
  on('tool.call', { tool: 'mcp__bench__pass_through' }, ($, e, next) => next(e))
  on('tool.call', { tool: 'mcp__bench__pass_through_3' }, ($, e, next) => next(e))
  on('tool.check', { tool: 'mcp__bench__pass_through_3' }, ($, e, next) => next(e))
  on('classic.PreToolUse', { tool_name: 'mcp__bench__pass_through_3' }, ($, e, next) => next(e))
  loopGuard(on, options)
}
