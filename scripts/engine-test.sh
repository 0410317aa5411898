#!/usr/bin/env bash
# Runs the engine-kit tests (*.test.ts) with a throwaway HOME, as every engine run here does.
set -euo pipefail
cd "$(dirname "$0")/.."
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
HOME="$home" node_modules/.bin/claude plugin test .
