#!/bin/sh
# Run once by the postgres image on a new primary (docker-entrypoint-initdb.d): the role the streaming
# replica (compose `postgres-replica`) connects as, and the pg_hba line that lets it ask for WAL.
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  -v password="$REPLICATION_PASSWORD" <<'SQL'
create role replicator with replication login password :'password';
SQL
echo "host replication replicator all scram-sha-256" >> "$PGDATA/pg_hba.conf"
