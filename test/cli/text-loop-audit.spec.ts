// The audit counts text loops like any other loop: a Claude Code transcript whose answer
// or thinking chants one passage is read block by block (cli/transcripts.ts), replayed
// through the same text-loop rule (cli/replay.ts), and shown in --json, the report and the
// page; the calls the history shows after the ended response, until a prompt, are saved.
import { describe, expect, test } from 'vitest'
import { answer, callAndResult, jsonLines, prompt, runCli, tempFiles } from './fixtures.js'

const CHANT = `The migration failed. ${'I will run the migration again to see whether it passes now. '.repeat(120)}`
const thinking = (response: string, text: string) => ({ ...answer(response, '', 'end_turn'), message: { id: response, role: 'assistant', type: 'message', stop_reason: 'end_turn', content: [{ type: 'thinking', thinking: text }] } })

describe('text loops in the audit', () => {
  test('a chanting answer is one text-loop loop whose ended turn saves the calls after it', async () => {
    const dir = tempFiles({ 's.jsonl': [prompt('go'), ...callAndResult(1, 'Bash', { command: 'ls' }, 'a'), answer('msg_2', CHANT, null), ...callAndResult(3, 'Bash', { command: 'make' }, 'b')] })
    const run = await runCli(['audit', '--json', dir])
    const [session, total] = jsonLines(run.stdout)
    expect(session).toMatchObject({ calls: 2, actions: [{ index: 1, agent: 'main', tool: 'Text', action: 'abort', rule: 'text-loop' }] })
    expect((total as { total: { saved: number } }).total.saved).toBe(1)
  })

  test('thinking that chants counts alike, as Thinking', async () => {
    const dir = tempFiles({ 's.jsonl': [prompt('go'), thinking('msg_1', CHANT)] })
    const [session] = jsonLines((await runCli(['audit', '--json', dir])).stdout)
    expect(session).toMatchObject({ actions: [{ tool: 'Thinking', action: 'abort', rule: 'text-loop' }] })
  })

  test('an answer that repeats on purpose is no loop', async () => {
    const table = Array.from({ length: 200 }, (_, i) => `| row ${i} | ${(i * 37) % 101} ms |`).join('\n')
    const dir = tempFiles({ 's.jsonl': [prompt('go'), answer('msg_1', table)] })
    const [session] = jsonLines((await runCli(['audit', '--json', dir])).stdout)
    expect(session).toMatchObject({ actions: [] })
  })

  test('the report names the rule and quotes the passage', async () => {
    const dir = tempFiles({ 's.jsonl': [prompt('go'), answer('msg_1', CHANT)] })
    const run = await runCli(['audit', dir])
    expect(run.stdout).toMatch(/Text `I will run the migration again to see whether it passes now\.` ×\d+ in main: one passage repeated in the model's text or thinking/)
  })
})
