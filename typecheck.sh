#!/usr/bin/env bash
# Type-checks the hooks and tests against the engine's own types.
# The types are laid by the engine itself: an interactive `claude --plugin-dir .`
# writes .claude-plugin/types/ within seconds of starting. We start one under
# `script` (a pseudo-terminal) with a throwaway HOME, wait for the files, and stop it:
# it runs in a process group of its own (setsid), and only that group is ended, so a
# developer's own `claude --plugin-dir .` session is never touched.
# They are laid again when missing or written by another engine build.
set -euo pipefail
cd "$(dirname "$0")"

claude=node_modules/.bin/claude
types=.claude-plugin/types/claude-code/index.d.ts
want="// Written by Claude Code $("$claude" --version | cut -d' ' -f1)."

if [ ! -f "$types" ] || [ "$(head -n 1 "$types")" != "$want" ]; then
  echo "typecheck: laying the engine's types ($want)"
  home=$(mktemp -d)
  trap 'rm -rf "$home"' EXIT
  printf '{"hasCompletedOnboarding":true,"projects":{"%s":{"hasTrustDialogAccepted":true}}}\n' "$PWD" > "$home/.claude.json"
  rm -rf .claude-plugin/types
  HOME="$home" ANTHROPIC_API_KEY=sk-ant-dummy setsid script -qfec "$claude --plugin-dir $PWD" /dev/null > /dev/null 2>&1 < /dev/null &
  session=$! # setsid (already a child, not a group leader) runs script in place: this pid is the group's id
  for _ in $(seq 1 120); do
    [ -f "$types" ] && [ "$(head -n 1 "$types")" = "$want" ] && break
    sleep 0.5
  done
  sleep 1 # let the sibling files land too
  kill -- -"$session" 2>/dev/null || true
  wait "$session" 2>/dev/null || true
  [ -f "$types" ] || { echo "typecheck: the engine did not lay its types" >&2; exit 1; }
fi

node_modules/.bin/tsc --noEmit -p tsconfig.json
node_modules/.bin/tsc --noEmit -p tsconfig.node.json
node_modules/.bin/tsc --noEmit -p bench/kit/tsconfig.json
echo "typecheck: passed"
