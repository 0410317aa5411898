import { test } from 'vitest'
import { verdictOf } from '../../hooks/detectors/detector.js'
import { atLeast } from '../../hooks/judge.js'
import { readOutcome } from '../../hooks/outcome.js'
import { isReadOnlyCommand } from '../../cli/read-only.js'
import { OUTPUT_FIXTURES } from '../fixtures/outputs/index.js'
async function kept(args: any, r: any) {
  const o: any = await readOutcome(r, {}, args)
  return { failed: o.kind === 'failure', polled: o.kind === 'success' && (o.isReadOnly || isReadOnlyCommand(String(args.command ?? '-'))), text: o.text, identity: o.identity, signature: `${o.kind} ${o.fingerprint}`, looseFingerprint: o.looseFingerprint }
}
test('x', async () => {
  for (const f of OUTPUT_FIXTURES) {
    const t = f.first.result.text
    if (typeof t !== 'string') continue
    const a = await kept(f.first.args, f.first.result)
    for (const token of f.values) for (let at = 0; at < token.length; at++) {
      if (!/\d/.test(token[at]!)) continue
      const ch = `${token.slice(0, at)}${(Number(token[at]) + 1) % 10}${token.slice(at + 1)}`
      const nt = t.split(token).join(ch)
      const r = { ...f.first.result, text: nt, ...(typeof f.first.result.result === 'string' ? { result: nt } : {}) }
      const b = await kept(f.first.args, r)
      if (atLeast(verdictOf(a, b), 'same')) { console.log('VALUE LOST', f.name, JSON.stringify(token), '->', JSON.stringify(ch)); break }
    }
  }
})
