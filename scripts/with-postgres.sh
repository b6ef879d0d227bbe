#!/usr/bin/env bash
# Runs a command with DATABASE_URL pointing at a throwaway PostgreSQL 15 cluster, then removes the
# cluster. PostgreSQL refuses to run as root, so as root it runs as the postgres user. It listens on
# loopback only, with trust authentication.
#   scripts/with-postgres.sh node scripts/test.mjs --projects api
set -euo pipefail
PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
PG_PORT=${PG_PORT:-54329}
PG_DIR=$(mktemp -d /tmp/tgde-pg.XXXXXX)
as_postgres() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }
[ "$(id -u)" = 0 ] && chown postgres "$PG_DIR"
as_postgres "'$PG_BIN/initdb' -D '$PG_DIR/data' -U postgres --auth=trust --no-sync > /dev/null"
as_postgres "'$PG_BIN/pg_ctl' -D '$PG_DIR/data' -l '$PG_DIR/log' -w -o \"-p $PG_PORT -k $PG_DIR -c listen_addresses=127.0.0.1\" start > /dev/null"
stop_pg() { as_postgres "'$PG_BIN/pg_ctl' -D '$PG_DIR/data' -m immediate stop > /dev/null" || true; rm -rf "$PG_DIR"; }
trap stop_pg EXIT
DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres" "$@"
