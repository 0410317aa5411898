import { configDefaults, defineConfig } from 'vitest/config'
import { corpusMissing } from './test/corpus.js'

// vitest runs the pure core's specs (*.spec.ts); the engine kit runs *.test.ts.
// Every spec compiles with tsconfig.node.json: tsconfig.json extends the engine's
// types, which ./typecheck.sh lays, and the specs must run before and without them.
// The corpus specs need the research corpus: without it they are left out, in one line
// (which npm test's end-to-end step, running no corpus spec, quiets with LOOP_GUARD_CORPUS_QUIET).
const missing = corpusMissing()
if (missing !== undefined && process.env.LOOP_GUARD_CORPUS_QUIET === undefined) process.stderr.write(`corpus specs skipped (test/cli/corpus.spec.ts): ${missing}\n`)

export default defineConfig({
  tsconfig: 'tsconfig.node.json',
  test: {
    include: ['test/**/*.spec.ts'],
    exclude: [...configDefaults.exclude, ...(missing === undefined ? [] : ['test/cli/corpus.spec.ts'])],
    testTimeout: 20_000,
  },
})
