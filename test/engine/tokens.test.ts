/**
 * The token estimate in `/loop-guard`, on the engine's kit: the model's responses come
 * from a `turn.step` beneath the plugin that reports each response's usage, as the
 * engine's stream does, and each response makes one call.
 *
 * The running example: a build retried verbatim seven times while it keeps failing, each
 * response costing 1,000 tokens (100 input, 50 output, 800 cache reads, 50 cache writes).
 * With the default options the guard speaks on calls 2 to 7 and refuses 5 to 7.
 */
import { describe, expect } from 'claude-code/testing'
import type { Engine } from 'claude-code/testing'
import type { On, TurnUsage } from 'claude-code'
import { beneath, failed, test, tools } from './kit.js'
import type { Call } from './kit.js'

const USAGE: TurnUsage = { input_tokens: 100, output_tokens: 50, cache_read_input_tokens: 800, cache_creation_input_tokens: 50, model: 'claude-test' }
const BUILD: Call = { tool: 'Bash', command: 'npm run build', description: 'Build the project' }

/** The model beneath the plugin: response `i` asks for the call `toolu_<i>`, its usage in the stop chunk or only in the result. */
function model(on: On, usageIn: 'stop chunk' | 'result'): void {
  on('turn.step', async function* (_$, e) {
    yield { kind: 'tool', index: 0, id: `toolu_${e.index}`, name: 'Bash' }
    yield { kind: 'stop', stopReason: 'tool_use', usage: usageIn === 'stop chunk' ? USAGE : null }
    return { turnId: e.turnId, index: e.index, answer: '', toolUses: [], stopReason: 'tool_use', usage: usageIn === 'result' ? USAGE : null }
  })
}

/** `responses` model responses, each followed by its failing build. */
async function stuckBuild($: Engine, responses: number): Promise<void> {
  await $.turn.start({ text: 'make it build', turnId: 'turn-1' })
  for (let i = 0; i < responses; i++) {
    for await (const _chunk of $.turn.step({ turnId: 'turn-1', index: i, model: 'claude-test', messageCount: 1 })) {
      // the plugin notes the response's call and usage as the chunks pass
    }
    await $.tool.call({ ...BUILD, tool_use_id: `toolu_${i}` })
  }
}

async function report($: Engine): Promise<string> {
  const answer = await $.command.run({ command: 'loop-guard', args: '', origin: { kind: 'composer' }, presentation: { isFullscreen: false, columns: 120 } })
  return answer.text ?? ''
}

function engine(on: On, usageIn: 'stop chunk' | 'result' = 'stop chunk'): void {
  beneath(on)
  tools(on, () => failed('src/app.ts(3,7): error TS2322'))
  model(on, usageIn)
}

describe('/loop-guard estimates what loops cost in tokens', () => {
  test("it shares each response's usage among its calls: those in flagged loops, and those refused", async ($, on) => {
    engine(on)
    await stuckBuild($, 7)
    expect(await report($)).toContain('estimated tokens: 6,000 of 7,000 on calls in flagged loops (4,800 cache reads) · 3,000 on refused calls')
  })

  test('a step whose usage comes only in its result counts the same', async ($, on) => {
    engine(on, 'result')
    await stuckBuild($, 7)
    expect(await report($)).toContain('estimated tokens: 6,000 of 7,000 on calls in flagged loops')
  })

  test('calls outside a loop count in the whole only', async ($, on) => {
    engine(on)
    await stuckBuild($, 1)
    expect(await report($)).toContain('estimated tokens: 0 of 1,000 on calls in flagged loops (0 cache reads) · 0 on refused calls')
  })

  test('before any response reported usage, the report says so', async ($, on) => {
    engine(on)
    expect(await report($)).toContain('estimated tokens: no usage reported yet')
  })

  test('a new session starts the estimate afresh', async ($, on) => {
    engine(on)
    await stuckBuild($, 7)
    await $.session.end({ reason: 'clear', sessionId: 'session-1', resume: { id: 'session-1' } })
    expect(await report($)).toContain('estimated tokens: no usage reported yet')
  })
})
