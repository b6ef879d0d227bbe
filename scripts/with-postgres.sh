#!/usr/bin/env bash
# Runs a command with DATABASE_URL pointing at a throwaway PostgreSQL 15 cluster, then removes the
# cluster. It listens on loopback only, with trust authentication; scripts/pg-server.sh starts and
# stops it (the command may use it too, with the TGDE_PG_* variables exported here).
#   scripts/with-postgres.sh node scripts/test.mjs --projects api
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
export PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
export TGDE_PG_PORT=${PG_PORT:-54329}
export TGDE_PG_DIR=$(mktemp -d /tmp/tgde-pg.XXXXXX)
as_postgres() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }
[ "$(id -u)" = 0 ] && chown postgres "$TGDE_PG_DIR"
as_postgres "'$PG_BIN/initdb' -D '$TGDE_PG_DIR/data' -U postgres --auth=trust --no-sync > /dev/null"
"$here/pg-server.sh" start
stop_pg() { "$here/pg-server.sh" stop immediate || true; rm -rf "$TGDE_PG_DIR"; }
trap stop_pg EXIT
DATABASE_URL="postgres://postgres@127.0.0.1:$TGDE_PG_PORT/postgres" "$@"
