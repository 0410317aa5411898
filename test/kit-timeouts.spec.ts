// Every engine-kit test file (*.test.ts) takes `test` from test/engine/kit.ts, whose
// time limit holds on a busy machine, not the kit's own, whose 5 s default did not.
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

const TESTS = fileURLToPath(new URL('.', import.meta.url))
const kitFiles = readdirSync(TESTS, { recursive: true }).map(String).filter((f) => f.endsWith('.test.ts'))

test('there are engine-kit test files to check', () => {
  expect(kitFiles.length).toBeGreaterThan(0)
})

test.each(kitFiles)('%s takes test from kit.ts, not from claude-code/testing', (file) => {
  const text = readFileSync(join(TESTS, file), 'utf8')
  const fromKit = [...text.matchAll(/^import \{([^}]*)\} from 'claude-code\/testing'/gm)].flatMap((m) => m[1]!.split(',').map((n) => n.trim()))
  expect(fromKit).not.toContain('test')
  expect(text).toMatch(/^import \{[^}]*\btest\b[^}]*\} from '(\.\/|\.\.\/engine\/)kit\.js'/m)
})
