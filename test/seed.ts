// A vitest setup file: every fast-check property runs from the seed vitest.config.ts
// chose (fixed for `npm test`, so a run is repeatable; drawn anew by `npm run fuzz`).
// So a spec names no seed of its own: one that did would run the same cases under
// `npm run fuzz` too.
import fc from 'fast-check'

fc.configureGlobal({ seed: Number(process.env.LOOP_GUARD_SEED) })
