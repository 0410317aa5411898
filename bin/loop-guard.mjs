#!/usr/bin/env node
// loop-guard's command line (`npx loop-guard audit …`): runs the compiled CLI in
// dist/cli/main.js (built by `npm run build`) with this process's streams and exits
// with its status. A closed stdout (`… | head`) ends the run quietly.
process.stdout.on('error', (error) => {
  if (error.code === 'EPIPE') process.exit(0)
  throw error
})

let cli
try {
  cli = await import('../dist/cli/main.js')
} catch (error) {
  if (error?.code !== 'ERR_MODULE_NOT_FOUND') throw error
  process.stderr.write('loop-guard: the CLI is not built (dist/cli/main.js is missing); run `npm run build` first.\n')
  process.exit(2)
}
process.exitCode = await cli.main(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr, env: process.env })
