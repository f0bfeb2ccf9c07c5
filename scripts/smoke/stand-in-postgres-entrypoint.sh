#!/bin/sh
# The official postgres image's start, as far as compose.yaml uses it: a new data folder is initialised with
# POSTGRES_USER / POSTGRES_PASSWORD (password auth over TCP) and POSTGRES_DB, then postgres runs with the
# command's flags.
set -eu
[ "${1:-}" = postgres ] && shift
user=${POSTGRES_USER:-postgres}
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  : "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD is required}"
  pwfile=$(mktemp)
  printf '%s\n' "$POSTGRES_PASSWORD" >"$pwfile"
  initdb --pgdata="$PGDATA" --username="$user" --pwfile="$pwfile" --auth-local=trust --auth-host=scram-sha-256 >/dev/null
  rm -f "$pwfile"
  db=${POSTGRES_DB:-$user}
  if [ "$db" != postgres ]; then
    pg_ctl --pgdata="$PGDATA" --wait --silent -o "-c listen_addresses= -c unix_socket_directories=/tmp" start
    createdb --host=/tmp --username="$user" "$db"
    pg_ctl --pgdata="$PGDATA" --wait --silent stop
  fi
fi
exec postgres -D "$PGDATA" -c unix_socket_directories=/tmp "$@"
