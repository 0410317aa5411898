import { configDefaults, defineConfig } from 'vitest/config'
import { corpusMissing } from './test/corpus.js'

// vitest runs the pure core's specs (*.spec.ts); the engine kit runs *.test.ts.
// Every spec compiles with tsconfig.node.json: tsconfig.json extends the engine's
// types, which ./typecheck.sh lays, and the specs must run before and without them.
// The corpus specs need the research corpus: without it they are left out, in one line
// (which npm test's end-to-end step, running no corpus spec, quiets with LOOP_GUARD_CORPUS_QUIET).
const missing = corpusMissing()
if (missing !== undefined && process.env.LOOP_GUARD_CORPUS_QUIET === undefined) process.stderr.write(`corpus specs skipped (test/cli/corpus.spec.ts): ${missing}\n`)

// Property tests run from one seed: fixed, so `npm test` gives the same verdict every run;
// `npm run fuzz` (LOOP_GUARD_FUZZ=1) draws one and prints it; LOOP_GUARD_SEED=<n> replays it.
const seed = process.env.LOOP_GUARD_SEED ?? (process.env.LOOP_GUARD_FUZZ ? String(Math.floor(Math.random() * 2 ** 31)) : '20261130')
if (process.env.LOOP_GUARD_FUZZ) process.stderr.write(`fuzz: fast-check seed ${seed} (LOOP_GUARD_SEED=${seed} npm run fuzz replays it)\n`)

export default defineConfig({
  tsconfig: 'tsconfig.node.json',
  test: {
    include: ['test/**/*.spec.ts'],
    exclude: [...configDefaults.exclude, ...(missing === undefined ? [] : ['test/cli/corpus.spec.ts'])],
    setupFiles: ['test/seed.ts'],
    env: { LOOP_GUARD_SEED: seed },
    // the slowest spec took 7 s on a 2-core machine at load 14 (a property test); 60 s keeps any from failing on load alone
    testTimeout: 60_000,
  },
})
