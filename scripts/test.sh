#!/usr/bin/env bash
# `npm test`: every check, in order of speed. Stops at the first that fails, and ends
# with one line counting the tests of every runner: "tests: N passed, N failed".
set -euo pipefail
cd "$(dirname "$0")/.."
counts=$(mktemp -d)
trap 'rm -rf "$counts"' EXIT

# vitest's JSON report says how many tests ran; the kit prints " N pass" and " N fail".
vitest_counts() { node -e 'const r = require(process.argv[1]); console.log(r.numPassedTests, r.numFailedTests)' "$1"; }

echo "== typecheck"; ./typecheck.sh
echo "== validate --strict"; bash scripts/validate.sh
echo "== core, CLI and fuzz (vitest)"
node_modules/.bin/vitest run --exclude test/e2e.spec.ts --exclude test/terminal.spec.ts --reporter=default --reporter=json --outputFile.json="$counts/core.json"
echo "== engine kit (claude plugin test)"
bash scripts/engine-test.sh | tee "$counts/kit.txt"
echo "== end to end (real headless sessions, and an interactive one under tmux)"
node_modules/.bin/vitest run test/e2e.spec.ts test/terminal.spec.ts --reporter=default --reporter=json --outputFile.json="$counts/e2e.json"

read -r core_pass core_fail < <(vitest_counts "$counts/core.json")
read -r e2e_pass e2e_fail < <(vitest_counts "$counts/e2e.json")
kit_pass=$(sed -n 's/^ *\([0-9][0-9]*\) pass$/\1/p' "$counts/kit.txt" | tail -n 1)
kit_fail=$(sed -n 's/^ *\([0-9][0-9]*\) fail$/\1/p' "$counts/kit.txt" | tail -n 1)
echo
echo "tests: $((core_pass + ${kit_pass:-0} + e2e_pass)) passed, $((core_fail + ${kit_fail:-0} + e2e_fail)) failed"
