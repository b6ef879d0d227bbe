#!/usr/bin/env bash
# Starts or stops the throwaway PostgreSQL cluster of scripts/with-postgres.sh (which sets the TGDE_PG_*
# variables). Tests that take the database away while the product runs call it too:
#   scripts/pg-server.sh stop      scripts/pg-server.sh start
# PostgreSQL refuses to run as root, so as root it runs as the postgres user.
set -euo pipefail
action="${1:?usage: scripts/pg-server.sh start|stop [immediate]}"
: "${TGDE_PG_DIR:?run this under scripts/with-postgres.sh}"
: "${TGDE_PG_PORT:?run this under scripts/with-postgres.sh}"
PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
as_postgres() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }
case "$action" in
  start)
    as_postgres "'$PG_BIN/pg_ctl' -D '$TGDE_PG_DIR/data' -l '$TGDE_PG_DIR/log' -w -o \"-p $TGDE_PG_PORT -k $TGDE_PG_DIR -c listen_addresses=127.0.0.1\" start > /dev/null"
    ;;
  stop)
    as_postgres "'$PG_BIN/pg_ctl' -D '$TGDE_PG_DIR/data' -m ${2:-fast} -w stop > /dev/null"
    ;;
  *)
    echo "usage: scripts/pg-server.sh start|stop [immediate]" >&2
    exit 2
    ;;
esac
