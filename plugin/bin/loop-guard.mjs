#!/usr/bin/env node
// loop-guard's command line (`loop-guard audit …`): runs the audit CLI bundled in
// dist/loop-guard.mjs (committed; `npm run bundle` regenerates it from cli/ and hooks/)
// with this process's streams and exits with its status, so it needs no build step and
// no dependencies: in a clone, a packed tarball, or the installed plugin, whose bin/ the
// engine puts on its Bash tool's PATH. A closed stdout (`… | head`) ends the run quietly.
import { main } from '../dist/loop-guard.mjs'

process.stdout.on('error', (error) => {
  if (error.code === 'EPIPE') process.exit(0)
  throw error
})

process.exitCode = await main(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr, env: process.env })
