/**
 * The real-engine bench's floor: a mod whose one hook, on `tool.call`, only returns
 * `await next(e)`. With the option `appendHook` it also passes each tool-result row on
 * through `session.append`, and with `stepHook` each streamed chunk through `turn.step`,
 * so the bench prices the hand-off of each event loop-guard hooks, apart from its work.
 */
import type { Register } from 'claude-code'

export const register: Register = (on, options) => {
  on('tool.call', async ($, e, next) => await next(e))
  if (options.appendHook === true) on('session.append', { door: 'tool-result' }, async ($, e, next) => await next(e))
  if (options.stepHook === true) {
    on('turn.step', async function* ($, e, next) {
      const stream = next(e)
      for await (const chunk of stream) yield chunk
      return await stream.result
    })
  }
}
