// A vitest setup file: every fast-check property runs from the seed vitest.config.ts
// chose (fixed for `npm test`, so a run is repeatable; drawn anew by `npm run fuzz`).
// A property that names its own seed keeps it.
import fc from 'fast-check'

fc.configureGlobal({ seed: Number(process.env.LOOP_GUARD_SEED) })
