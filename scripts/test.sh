#!/usr/bin/env bash
# `npm test`: every check, in order of speed. Stops at the first that fails.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== typecheck"; ./typecheck.sh
echo "== validate --strict"; bash scripts/validate.sh
echo "== core (vitest)"; node_modules/.bin/vitest run --exclude test/e2e.spec.ts
echo "== engine kit (claude plugin test)"; bash scripts/engine-test.sh
echo "== end to end (real headless session)"; node_modules/.bin/vitest run test/e2e.spec.ts
