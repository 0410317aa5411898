#!/usr/bin/env node
// loop-guard's command line (`loop-guard audit …`): runs the audit CLI bundled in
// plugin/dist/loop-guard.mjs (committed; `npm run bundle` regenerates it from cli/ and hooks/)
// with this process's streams and exits with its status, so it needs no build step and
// no dependencies. The installed plugin carries this file as bin/loop-guard, which the
// engine puts on its Bash tool's PATH (`! loop-guard audit` at the prompt), importing the
// bundle beside it there (scripts/bundle.mjs rewrites the path); with no
// package.json beside it there Node reads it as CommonJS, so it uses no import statement
// and no top-level await. A closed stdout (`… | head`) ends the run quietly.
process.stdout.on('error', (error) => {
  if (error.code === 'EPIPE') process.exit(0)
  throw error
})

import('../plugin/dist/loop-guard.mjs')
  .then(({ main }) => main(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr, env: process.env }))
  .then((status) => {
    process.exitCode = status
  })
