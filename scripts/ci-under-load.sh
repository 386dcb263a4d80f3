#!/usr/bin/env bash
# CI on a busy machine: `.ci/run` on a fresh clone while two busy loops hold both cores, the way a
# shared 2-core runner at load 5-6 sees it. The loops are killed at the end whatever happens.
#   scripts/ci-under-load.sh [BRANCH]        (default: the current branch; the clone is under $TMPDIR)
# Pass the environment CI needs (DATABASE_URL, E2E_PORT, E2E_SMTP_PORT, ...) as for `.ci/run` itself.
set -euo pipefail

repo="$(cd "$(dirname "$0")/.." && pwd)"
branch="${1:-$(git -C "$repo" rev-parse --abbrev-ref HEAD)}"
work="$(mktemp -d "${TMPDIR:-/tmp}/shim-ci-under-load.XXXXXX")"
# mktemp makes the folder 0700: the embedded PostgreSQL runs its binaries as the `postgres` user, who must reach them.
chmod 755 "$work"
loops=()
ci=""

finish() {
  local status=$?
  # The CI run is a process group of its own (setsid): stop all of it, then the loops.
  if [ -n "$ci" ]; then kill -TERM -- "-$ci" 2>/dev/null || true; fi
  for pid in "${loops[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  rm -rf "$work"
  echo "ci-under-load: $([ "$status" -eq 0 ] && echo passed || echo "failed ($status)") after $((SECONDS / 60)) min"
  exit "$status"
}
trap finish EXIT
trap 'exit 130' INT TERM

git clone --quiet --branch "$branch" "$repo" "$work/repo"
for _ in 1 2; do
  yes > /dev/null &
  loops+=("$!")
done
echo "ci-under-load: ${branch} in ${work}/repo, busy loops ${loops[*]}, load $(cut -d' ' -f1-3 /proc/loadavg)"
cd "$work/repo"
# In the background and waited for: bash runs a trap only once a foreground command ends, so a Ctrl-C or
# SIGTERM during a 20-minute run would otherwise leave the loops and the run going.
CI=true setsid bash .ci/run &
ci=$!
wait "$ci"
