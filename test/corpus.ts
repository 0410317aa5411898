// Where the research corpus of real sessions is, for the specs that audit it
// (test/cli/corpus.spec.ts) and for vitest.config.ts, which leaves those specs out,
// saying why, when it is not there (a fresh clone has nothing beside it).
import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/** $LOOP_GUARD_CORPUS (a relative path is taken from the repository), else shared/corpus beside it. */
export const CORPUS = resolve(REPO, process.env.LOOP_GUARD_CORPUS ?? join('..', 'shared', 'corpus'))

/** Why the corpus cannot be used, or undefined when it can. */
export function corpusMissing(): string | undefined {
  if (existsSync(join(CORPUS, 'traces')) && existsSync(join(CORPUS, 'manifest.json'))) return undefined
  return `no traces/ and manifest.json in ${CORPUS} (set LOOP_GUARD_CORPUS to the corpus folder)`
}
