import { test } from 'vitest'
import { judgeTexts } from '../../hooks/judge.js'
test('x', () => {
  const m = (v: string[]) => `# Running:\n\nRun options: --seed ${v[0]}\n\n${v[1]}\n\nFinished in ${v[2]}s, ${v[3]} runs/s, ${v[4]} assertions/s.\n\n1) Failure:\nfoo\n5 runs, 9 assertions, 1 failures, 0 errors, 0 skips`
  console.log(judgeTexts(m(['15295','..F..','0.004312','1159.5547','2087.1985']), m(['402','F....','0.011873','421.1235','758.0224'])))
  console.log(judgeTexts(m(['15295','..F..','0.004312','1159.5547','2087.1985']), m(['402','..F..','0.004312','1159.5547','2087.1985'])))
  console.log(judgeTexts(m(['15295','..F..','0.004312','1159.5547','2087.1985']), m(['15295','F....','0.004312','1159.5547','2087.1985'])))
  console.log(judgeTexts(m(['15295','..F..','0.004312','1159.5547','2087.1985']), m(['15295','..F..','0.011873','421.1235','758.0224'])))
})
