import { test } from 'vitest'
import { verdictOf } from '../../hooks/detectors/detector.js'
import { atLeast, cleanText } from '../../hooks/judge.js'
import { isReadOnlyCommand } from '../../cli/read-only.js'
import { readOutcome } from '../../hooks/outcome.js'
import { halfOf, OUTPUT_FIXTURES } from '../fixtures/outputs/index.js'
import type { FixtureRun } from '../fixtures/outputs/index.js'
async function kept(run: FixtureRun) {
  const o: any = await readOutcome(run.result, {}, run.args)
  return { failed: o.kind === 'failure', polled: o.kind === 'success' && (o.isReadOnly || isReadOnlyCommand(String(run.args.command ?? '-'))), text: o.text, identity: o.identity, signature: `${o.kind} ${o.fingerprint}`, looseFingerprint: o.looseFingerprint }
}
function diff(a?: string, b?: string): string {
  if (a === undefined || b === undefined) return '(no text)'
  const x = cleanText(a).split('\n'), y = cleanText(b).split('\n')
  if (x.length !== y.length) return `lines ${x.length} vs ${y.length}`
  return x.map((l, i) => (l === y[i] ? '' : `  - ${l}\n  + ${y[i]}`)).filter(Boolean).join('\n')
}
test('scratch', async () => {
  const half = process.env.HALF ?? 'design'
  for (const f of OUTPUT_FIXTURES) {
    if (halfOf(f.program) !== half) continue
    const a = await kept(f.first), b = await kept(f.sameOutcome), c = await kept(f.changed)
    const vs = verdictOf(a, b), vc = verdictOf(a, c)
    if (!atLeast(vs, 'same')) console.log(`LOOP MISSED ${f.name} (${vs})\n${diff(a.text, b.text)}`)
    if (atLeast(vc, 'same')) console.log(`CHANGE MISSED ${f.name} (${vc})\n${diff(a.text, c.text)}`)
  }
})
