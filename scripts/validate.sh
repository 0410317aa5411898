#!/usr/bin/env bash
# `claude plugin validate --strict` on the repository (the marketplace and the plugin at its
# root, with the plugin directory's own rules: its hooks/*.ts are scanned and type-checked), the
# plugin as installed (plugin/, made by `npm run bundle`: its one built hooks/register.js is
# scanned by the same rules, but validate type-checks no .js) and the test fixture plugin.
set -euo pipefail
cd "$(dirname "$0")/.."
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
for plugin in . plugin; do
  HOME="$home" node_modules/.bin/claude plugin validate --profile directory --strict "$plugin" | tail -n 1
done
HOME="$home" node_modules/.bin/claude plugin validate --strict test/e2e/scripted-model | tail -n 1
