#!/bin/bash
# The compose backup sidecar (docker-compose.yml `backup`), with pgBackRest and stanza `shim`:
#   shim-backup schedule   make the stanza, take a first full backup when the repository has none, then one
#                          full backup a night at BACKUP_AT (HH:MM, default 03:00) in BACKUP_TZ (Asia/Seoul).
#   shim-backup run        one full backup now (what the schedule runs; also by hand, see the README).
# Every backup, good or failed, becomes a row of backup_runs, which the app's /readyz and metrics read.
# pgBackRest expires backups older than BACKUP_RETENTION_DAYS after each good one.
set -euo pipefail

stanza=shim
socket=/var/run/postgresql
psql_shim=(psql --host "$socket" --username shim --dbname shim --no-psqlrc --quiet -v ON_ERROR_STOP=1)

log() { echo "backup: $*"; }

# A row of backup_runs. The app makes the table; before its first start the row is only logged.
record_run() {
  local label=$1 started=$2 ok=$3 bytes=$4 error=$5
  if ! "${psql_shim[@]}" -v label="$label" -v started="$started" -v ok="$ok" -v bytes="$bytes" -v error="$error" <<'SQL'; then
insert into backup_runs (method, label, started_at, finished_at, ok, bytes, error)
values ('pgbackrest', :'label', :'started', now(), :'ok', nullif(:'bytes', '')::bigint, nullif(:'error', ''));
SQL
    log "could not write backup_runs (has the app migrated yet?): $label ok=$ok"
  fi
}

backup_now() {
  local started output label bytes
  started=$(date --utc '+%Y-%m-%d %H:%M:%S+00')
  log "full backup starting"
  if output=$(pgbackrest --stanza="$stanza" --type=full backup 2>&1); then
    echo "$output"
    # The newest backup in the repository is the one just taken; delta = the bytes it added.
    read -r label bytes < <(pgbackrest --stanza="$stanza" --output=json info |
      jq -r '.[0].backup[-1] | "\(.label) \(.info.repository.delta)"')
    record_run "$label" "$started" true "$bytes" ''
    log "full backup $label done ($bytes bytes in the repository)"
  else
    echo "$output" >&2
    record_run "full $started" "$started" false '' "$(echo "$output" | grep -E 'ERROR|WARN' | tail -n 3)"
    log "full backup FAILED"
    return 1
  fi
}

# Only the schedule reads BACKUP_TZ: pgBackRest names backups by the process's clock, and a label earlier
# than the last one (after a change of TZ) is refused.
seconds_until_next() {
  local now next
  now=$(date +%s)
  next=$(TZ=${BACKUP_TZ:-Asia/Seoul} date -d "today ${BACKUP_AT:-03:00}" +%s)
  ((next > now)) || next=$(TZ=${BACKUP_TZ:-Asia/Seoul} date -d "tomorrow ${BACKUP_AT:-03:00}" +%s)
  echo $((next - now))
}

schedule() {
  local sleeper=''
  # docker stop ends the wait at once rather than after the grace period.
  trap 'log "stopping"; [ -z "$sleeper" ] || kill "$sleeper" 2>/dev/null; exit 0' TERM INT
  until pg_isready --host "$socket" --username shim --dbname shim --quiet; do sleep 2; done
  # The app's first start makes backup_runs; waiting for it also skips the image's first-run setup server.
  local deadline=$((SECONDS + 900))
  until [ "$("${psql_shim[@]}" -Atc "select to_regclass('backup_runs') is not null" 2>/dev/null)" = t ]; do
    if ((SECONDS >= deadline)); then
      log "backup_runs is still missing after 900 s: backing up anyway"
      break
    fi
    sleep 5
  done
  # stanza-create does nothing when the stanza is there and matches; check proves WAL reaches MinIO.
  pgbackrest --stanza="$stanza" stanza-create
  pgbackrest --stanza="$stanza" check || log "WAL archiving check FAILED: see the postgres service's log"
  if [ "$(pgbackrest --stanza="$stanza" --output=json info | jq '.[0].backup | length')" = 0 ]; then
    backup_now || true
  fi
  while true; do
    local wait_seconds
    wait_seconds=$(seconds_until_next)
    log "next full backup in ${wait_seconds} s (${BACKUP_AT:-03:00} ${BACKUP_TZ:-Asia/Seoul})"
    sleep "$wait_seconds" &
    sleeper=$!
    wait "$sleeper"
    backup_now || true
  done
}

case "${1:-}" in
  schedule) schedule ;;
  run) backup_now ;;
  *)
    echo "usage: shim-backup schedule | run" >&2
    exit 2
    ;;
esac
