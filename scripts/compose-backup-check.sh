#!/usr/bin/env bash
# The compose restore drill, for a machine with Docker: brings docker-compose.yml up under a project of its own,
# takes full backups through the pgBackRest sidecar, writes rows, notes the time, drops their table, restores the
# primary to the noted time (the README's steps) and checks the rows are back and what came after is not.
# Exit 0 when every check holds, 1 at the first that does not. KEEP=1 leaves the stack running afterwards.
#
#   scripts/compose-backup-check.sh
#
# It publishes the same ports as the deployment (8080, 8025): stop a running `shim-korea` stack first.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
project=${COMPOSE_PROJECT:-shim-backup-check}
export JWT_SECRET=${JWT_SECRET:-$(head -c 48 /dev/urandom | base64)}
export LOCAL_STANDINS=true SEED_DEMO=${SEED_DEMO:-false}

dc() { docker compose --project-name "$project" --file "$root/docker-compose.yml" "$@"; }
sql() { dc exec -T postgres psql --username shim --dbname shim --no-psqlrc -v ON_ERROR_STOP=1 -Atc "$1"; }
step() { printf '\n== %s\n' "$*"; }
fail() {
  printf '\nFAIL: %s\n' "$*" >&2
  exit 1
}

# wait_for WHAT SECONDS COMMAND…: retries COMMAND every 3 s until it succeeds or the seconds run out.
wait_for() {
  local what=$1 limit=$2
  local deadline=$((SECONDS + limit))
  shift 2
  until "$@" >/dev/null 2>&1; do
    ((SECONDS < deadline)) || fail "$what: not within $limit s"
    sleep 3
  done
}
site_answers() { dc exec -T nginx wget -q -O /dev/null http://127.0.0.1/healthz; }
ok_backups_at_least() { [ "$(sql "select count(*) from backup_runs where method = 'pgbackrest' and ok")" -ge "$1" ]; }
primary_promoted() { [ "$(sql 'select pg_is_in_recovery()')" = f ]; }

cleanup() {
  local status=$?
  if [ "${KEEP:-0}" = 1 ]; then
    echo "KEEP=1: project $project left running (docker compose -p $project down -v removes it)"
  else
    dc down --volumes --remove-orphans >/dev/null 2>&1 || true
  fi
  exit "$status"
}

command -v docker >/dev/null || fail "docker is not installed"
docker compose version >/dev/null 2>&1 || fail "the docker compose plugin is missing"
docker info >/dev/null 2>&1 || fail "no Docker daemon answers"
trap cleanup EXIT

step "1. Stack up (project $project)"
dc up --detach --build
wait_for "the site through nginx" 900 site_answers
echo "site answers"

step "2. Full backups: the sidecar's first, then one by hand"
wait_for "the sidecar's first full backup in backup_runs" 600 ok_backups_at_least 1
dc exec -T backup shim-backup run || fail "shim-backup run failed"
ok_backups_at_least 2 || fail "the backup by hand left no good row in backup_runs"
sql "select id || ' ' || label || ' ok=' || ok || ' bytes=' || coalesce(bytes::text, '-') from backup_runs order by id"

step "3. Rows written, time noted, table dropped"
sql "create table backup_drill (id int primary key, note text);
     insert into backup_drill select g, 'before ' || g from generate_series(1, 100) g;"
sleep 1
target=$(sql "select now()")
echo "restore target: $target"
sleep 1
sql "create table backup_drill_after (id int); insert into backup_drill_after values (1);"
sql "drop table backup_drill"
# pgbackrest check switches to a new WAL segment and waits until the current one is in MinIO.
dc exec -T backup pgbackrest --stanza=shim check || fail "WAL did not reach MinIO"

step "4. Restore to $target"
restore_started=$SECONDS
dc stop app1 app2 backup postgres-replica postgres
dc run --rm --no-deps -T backup pgbackrest --stanza=shim --delta --type=time "--target=$target" \
  --target-action=promote restore || fail "pgbackrest restore failed"
# The standby followed the abandoned timeline: it is copied again from the restored primary.
dc rm --force --stop postgres-replica
docker volume rm "${project}_postgres-replica-data" >/dev/null
dc up --detach postgres
wait_for "the primary to replay WAL to the target and promote" 900 primary_promoted

step "5. Rows checked"
rows=$(sql "select count(*) from backup_drill") || fail "table backup_drill is not back"
[ "$rows" = 100 ] || fail "backup_drill has $rows rows, expected 100"
[ "$(sql "select to_regclass('backup_drill_after') is null")" = t ] ||
  fail "backup_drill_after, made after the target, is there"
echo "backup_drill: 100 rows back; backup_drill_after (made after the target): absent"

step "6. Stack back, and a backup on the new timeline"
dc up --detach
wait_for "the site through nginx after the restore" 900 site_answers
restore_seconds=$((SECONDS - restore_started))
wait_for "the sidecar after the restore" 120 dc exec -T backup pg_isready --host /var/run/postgresql --quiet
dc exec -T backup shim-backup run || fail "a backup after the restore failed"
dc exec -T app1 node -e "fetch('http://127.0.0.1:4000/readyz').then((r) => r.text()).then(console.log)" || true

printf '\nPASS: restored to %s; %s s from stopping the apps to the site answering again\n' "$target" "$restore_seconds"
