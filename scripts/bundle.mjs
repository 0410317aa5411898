// bundle.mjs (`npm run bundle`): builds what users get, from the sources, into plugin/ (committed,
// generated: `.gitattributes` marks it so, and diffs show it as one changed line a file):
//   the plugin as the marketplace installs it (its entry's source): copies of
//   .claude-plugin/plugin.json and icon.png, the sample transcript and LICENSE, and one built
//   file per entry point, each beginning with a banner that says it is generated, importing
//   nothing (no npm package, no file of its own) and holding no source file twice:
//   - hooks/register.js, the hooks module (hooks/register.ts and every hooks/ file it imports,
//     types stripped), named by a hooks/hooks.json of its own: the engine loads a .js module,
//     and `claude plugin validate --strict` accepts the bundle (its scan and type check);
//   - dist/loop-guard.mjs, the audit CLI (cli/ and the hooks/ core it shares), for Node, so
//     `loop-guard audit` needs no build step and no dependencies;
//   and bin/loop-guard.mjs as bin/loop-guard, pointed at the audit bundle beside it: the
//   engine puts bin/ on its Bash tool's PATH, and the file's name is the command's. The
//   repository's own bin/loop-guard.mjs (the npm package's command) runs the same bundle.
//   The repository root holds package.json and a lock file for development, and the engine
//   runs `npm ci` in any installed plugin folder that has both (450 MB); plugin/ has neither,
//   and none of test/, bench/, the tools or the TypeScript sources.
// `node scripts/bundle.mjs --check` (a step of `npm test`) changes nothing and fails when
// plugin/ differs from what the sources give, naming the fix.
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { rolldown } from 'rolldown'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const DO_NOT_EDIT = 'by `npm run bundle`. Do not edit: edit the sources and run it again.'
/** What the installed plugin holds as copies: [path in plugin/, path in the repository]. */
const PLUGIN_FILES = [
  ['.claude-plugin/plugin.json', '.claude-plugin/plugin.json'],
  ['.claude-plugin/icon.png', '.claude-plugin/icon.png'],
  ['samples/claude-code', 'samples/claude-code'],
  ['LICENSE', 'LICENSE'],
]
/** The hooks module's entry as the sources name it, and its built name in plugin/hooks/. */
const HOOKS_ENTRY = './register.ts'
const HOOKS_BUILT = './register.js'

/**
 * One entry point and every file it imports as one ES module that imports nothing but
 * what `mayImport` allows: a leftover import (an npm package, `import()`) would not load in
 * the engine or would need a dependency beside the bundle, so it fails the build instead.
 */
async function bundleOne(input, platform, banner, mayImport) {
  // tsconfig.node.json, not tsconfig.json, which extends the engine's types that ./typecheck.sh lays
  const build = await rolldown({ input: join(ROOT, input), platform, cwd: ROOT, tsconfig: join(ROOT, 'tsconfig.node.json'), logLevel: 'warn' })
  const { output } = await build.generate({ format: 'esm', banner })
  await build.close()
  const chunks = output.filter((o) => o.type === 'chunk')
  if (chunks.length !== 1) throw new Error(`${input} bundled into ${chunks.length} files, not one`)
  const left = [...chunks[0].imports.filter((i) => !mayImport(i)), ...chunks[0].dynamicImports]
  if (left.length > 0) throw new Error(`the bundle of ${input} still imports ${left.join(', ')}`)
  return chunks[0].code
}

/** The hooks module for the engine: no Node, no DOM, so not even `node:` imports. */
async function bundleHooks() {
  const list = readFileSync(join(ROOT, 'hooks', 'hooks.json'), 'utf8')
  if (JSON.stringify(JSON.parse(list).modules) !== JSON.stringify([HOOKS_ENTRY])) throw new Error(`hooks/hooks.json no longer names ${HOOKS_ENTRY} alone`)
  const code = await bundleOne(join('hooks', HOOKS_ENTRY), 'neutral', `// loop-guard's hooks module, bundled from hooks/ ${DO_NOT_EDIT}`, () => false)
  return { code, list: list.replace(HOOKS_ENTRY, HOOKS_BUILT) }
}

/** The audit CLI for Node (`node:` imports only). */
const bundleCli = () => bundleOne(join('cli', 'main.ts'), 'node', `// loop-guard audit CLI, bundled from cli/ and hooks/ ${DO_NOT_EDIT}`, (specifier) => specifier.startsWith('node:'))

/** The repository's command runs ../plugin/dist/; in plugin/ the bundle is ../dist/. */
const BUNDLE_FROM_REPO = "'../plugin/dist/loop-guard.mjs'"

/** Writes plugin/ under `out` (the repository, or a scratch folder to compare). */
async function build(out) {
  const [hooks, cli] = await Promise.all([bundleHooks(), bundleCli()])
  const plugin = join(out, 'plugin')
  rmSync(plugin, { recursive: true, force: true })
  for (const [to, from] of PLUGIN_FILES) cpSync(join(ROOT, from), join(plugin, to), { recursive: true })
  mkdirSync(join(plugin, 'hooks'))
  writeFileSync(join(plugin, 'hooks', 'hooks.json'), hooks.list)
  writeFileSync(join(plugin, 'hooks', HOOKS_BUILT), hooks.code)
  mkdirSync(join(plugin, 'dist'))
  writeFileSync(join(plugin, 'dist', 'loop-guard.mjs'), cli)
  const command = readFileSync(join(ROOT, 'bin', 'loop-guard.mjs'), 'utf8')
  if (!command.includes(BUNDLE_FROM_REPO)) throw new Error(`bin/loop-guard.mjs no longer imports ${BUNDLE_FROM_REPO}`)
  mkdirSync(join(plugin, 'bin'))
  writeFileSync(join(plugin, 'bin', 'loop-guard'), command.replace(BUNDLE_FROM_REPO, "'../dist/loop-guard.mjs'"), { mode: 0o755 })
}

/** Every file under `dir`, by path relative to it. */
function files(dir) {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true }).map(String).filter((f) => statSync(join(dir, f)).isFile()).sort()
}

/** The paths under plugin/ where `a` and `b` differ. */
function differences(a, b) {
  const paths = (dir) => files(join(dir, 'plugin')).map((f) => `plugin/${f}`)
  const all = [...new Set([...paths(a), ...paths(b)])].sort()
  const read = (dir, f) => (existsSync(join(dir, f)) ? readFileSync(join(dir, f)) : undefined)
  return all.filter((f) => {
    const [x, y] = [read(a, f), read(b, f)]
    return x === undefined || y === undefined || !x.equals(y)
  })
}

if (process.argv.includes('--check')) {
  const scratch = mkdtempSync(join(tmpdir(), 'loop-guard-bundle-'))
  try {
    await build(scratch)
    const stale = differences(ROOT, scratch)
    if (stale.length > 0) {
      process.stderr.write(`not what the sources give: ${stale.join(', ')}\nrun \`npm run bundle\` and commit the result.\n`)
      process.exit(1)
    }
    process.stdout.write('plugin/ matches the sources.\n')
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
} else {
  await build(ROOT)
  const size = files(join(ROOT, 'plugin')).reduce((n, f) => n + statSync(join(ROOT, 'plugin', f)).size, 0)
  process.stdout.write(`wrote plugin/ (${files(join(ROOT, 'plugin')).length} files, ${Math.round(size / 1024)} KB)\n`)
}
