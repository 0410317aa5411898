#!/usr/bin/env bash
# `npm run test:under-load`: runs the engine-kit step (`--all`: the whole `npm test`) while
# two CPU-bound processes keep both cores of a 2-core machine busy, as a shared CI runner
# would, and stops them when the run ends, however it ends. Prints the load before and
# after, and how long the run took; exits with the run's status.
set -uo pipefail
cd "$(dirname "$0")/.."
case "${1:-}" in
  '') run=(bash scripts/engine-test.sh) ;;
  --all) run=(bash scripts/test.sh) ;;
  *) echo "usage: scripts/under-load.sh [--all]" >&2; exit 2 ;;
esac

# job control: the run gets a process group of its own, so an interrupt can end all of it
set -m
hogs=()
runner=''
stop_hogs() {
  for pid in "${hogs[@]}"; do kill "$pid" 2>/dev/null; done
  for pid in "${hogs[@]}"; do wait "$pid" 2>/dev/null; done
  hogs=()
}
interrupted() {
  [ -z "$runner" ] || kill -- "-$runner" 2>/dev/null
  exit 130
}
trap stop_hogs EXIT
trap interrupted INT TERM
for _ in 1 2; do
  node -e 'for (;;) {}' &
  hogs+=($!)
done

echo "under load: two busy processes (${hogs[*]}) beside: ${run[*]}"
echo "load before: $(uptime)"
start=$(date +%s)
# in the background, so that an interrupt is handled at once rather than when the run ends
"${run[@]}" &
runner=$!
wait "$runner"
status=$?
echo "load after: $(uptime)"
echo "under load: ${run[*]} took $(($(date +%s) - start)) s, exit status $status"
exit $status
