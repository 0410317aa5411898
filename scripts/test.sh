#!/usr/bin/env bash
# `npm test`: every check, in order of speed. Every step runs whatever an earlier one
# did; the run ends with one line counting the tests of every runner
# ("tests: N passed, N failed") and exits non-zero when any step failed.
set -uo pipefail
cd "$(dirname "$0")/.."
counts=$(mktemp -d)
trap 'rm -rf "$counts"' EXIT
failed=()

# step NAME COMMAND...: runs one step and remembers it when it fails.
step() {
  local name=$1
  shift
  echo "== $name"
  "$@" || failed+=("$name")
}
# The vitest steps are package.json's test:core and test:e2e (one list of which spec runs where);
# vitest's JSON report says how many tests ran; the kit prints " N pass" and " N fail".
# A file whose setup (beforeAll) failed skips its tests and fails no test: it counts as one failure.
vitest_counts() { node -e 'try { const r = require(process.argv[1]); const setups = r.testResults.filter((f) => f.status === "failed" && !f.assertionResults.some((t) => t.status === "failed")).length; console.log(r.numPassedTests, r.numFailedTests + setups) } catch { console.log(0, 0) }' "$1"; }
kit_count() { sed -n "s/^ *\([0-9][0-9]*\) $1\$/\1/p" "$counts/kit.txt" | tail -n 1; }

step "typecheck" ./typecheck.sh
step "validate --strict" bash scripts/validate.sh
step "bundle matches the sources" node scripts/bundle.mjs --check
step "core, CLI and fuzz (vitest)" \
  npm run --silent test:core -- --reporter=default --reporter=json --outputFile.json="$counts/core.json"
step "engine kit (claude plugin test)" bash -o pipefail -c 'bash scripts/engine-test.sh | tee "$1"' _ "$counts/kit.txt"
step "end to end (real headless sessions, an install from the marketplace, an interactive session under tmux)" env LOOP_GUARD_CORPUS_QUIET=1 \
  npm run --silent test:e2e -- --reporter=default --reporter=json --outputFile.json="$counts/e2e.json"

read -r core_pass core_fail < <(vitest_counts "$counts/core.json")
read -r e2e_pass e2e_fail < <(vitest_counts "$counts/e2e.json")
kit_pass=$(kit_count pass)
kit_fail=$(kit_count fail)
echo
[ ${#failed[@]} -eq 0 ] || echo "failed steps: $(IFS=,; echo "${failed[*]}" | sed 's/,/, /g')"
echo "tests: $((core_pass + ${kit_pass:-0} + e2e_pass)) passed, $((core_fail + ${kit_fail:-0} + e2e_fail)) failed"
[ ${#failed[@]} -eq 0 ]
