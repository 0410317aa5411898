// bundle.mjs (`npm run bundle`): builds what users get, from the sources, into plugin/ (committed):
//   the plugin as the marketplace installs it (its entry's source): copies of
//   .claude-plugin/plugin.json and icon.png, hooks/, the sample transcript, LICENSE;
//   dist/loop-guard.mjs, the audit CLI (cli/ and the hooks/ core it shares) as one file that
//   imports nothing but Node's own, so `loop-guard audit` needs no build step and no
//   dependencies; and bin/loop-guard.mjs as bin/loop-guard, pointed at the bundle beside it:
//   the engine puts bin/ on its Bash tool's PATH, and the file's name is the command's. The
//   repository's own bin/loop-guard.mjs (the npm package's command) runs the same bundle. The repository root holds
//                        package.json and a lock file for development, and the engine runs
//                        `npm ci` in any installed plugin folder that has both (450 MB);
//                        plugin/ has neither, and none of test/, bench/ or the tools.
// `node scripts/bundle.mjs --check` (a step of `npm test`) changes nothing and fails when
// plugin/ differs from what the sources give, naming the fix.
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { rolldown } from 'rolldown'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const BANNER = '// loop-guard audit CLI, bundled from cli/ and hooks/ by `npm run bundle`. Do not edit: edit the sources and run it again.'
/** What the installed plugin holds: [path in plugin/, path in the repository]. */
const PLUGIN_FILES = [
  ['.claude-plugin/plugin.json', '.claude-plugin/plugin.json'],
  ['.claude-plugin/icon.png', '.claude-plugin/icon.png'],
  ['hooks', 'hooks'],
  ['samples/claude-code', 'samples/claude-code'],
  ['LICENSE', 'LICENSE'],
]

async function bundleCli() {
  // tsconfig.node.json, not tsconfig.json, which extends the engine's types that ./typecheck.sh lays
  const build = await rolldown({ input: join(ROOT, 'cli', 'main.ts'), platform: 'node', cwd: ROOT, tsconfig: join(ROOT, 'tsconfig.node.json'), logLevel: 'warn' })
  const { output } = await build.generate({ format: 'esm', banner: BANNER })
  await build.close()
  return output[0].code
}

/** The repository's command runs ../plugin/dist/; in plugin/ the bundle is ../dist/. */
const BUNDLE_FROM_REPO = "'../plugin/dist/loop-guard.mjs'"

/** Writes plugin/ under `out` (the repository, or a scratch folder to compare). */
async function build(out) {
  const cli = await bundleCli()
  const plugin = join(out, 'plugin')
  rmSync(plugin, { recursive: true, force: true })
  for (const [to, from] of PLUGIN_FILES) cpSync(join(ROOT, from), join(plugin, to), { recursive: true })
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
