#!/usr/bin/env bash
# `claude plugin validate --strict` on the plugin (the repo root) and the test fixture plugin.
set -euo pipefail
cd "$(dirname "$0")/.."
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
HOME="$home" node_modules/.bin/claude plugin validate --strict . | tail -n 1
HOME="$home" node_modules/.bin/claude plugin validate --strict test/e2e/scripted-model | tail -n 1
