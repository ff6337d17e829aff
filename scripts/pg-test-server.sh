#!/usr/bin/env bash
# Starts a throwaway PostgreSQL on loopback for the test suite and prints its URL on stdout.
# Installs PostgreSQL with apt-get when its binaries are missing (CI machines are fresh).
# Usage: eval "$(bash scripts/pg-test-server.sh start)"  ...  bash scripts/pg-test-server.sh stop
set -euo pipefail
PORT="${PG_TEST_PORT:-54331}"
DIR="${PG_TEST_DIR:-/tmp/bitaqa-pg-test}"
find_bin() {
  for d in /usr/lib/postgresql/*/bin; do [ -x "$d/pg_ctl" ] && { echo "$d"; return 0; }; done
  return 1
}
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
case "${1:-start}" in
  start)
    if ! BIN=$(find_bin); then
      echo "PostgreSQL not found; installing it with apt-get" >&2
      (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql) >&2
      BIN=$(find_bin)
    fi
    if [ "$(id -u)" = 0 ] && ! id postgres >/dev/null 2>&1; then useradd -r postgres; fi
    as_pg "$BIN/pg_ctl" -D "$DIR/data" status >/dev/null 2>&1 && as_pg "$BIN/pg_ctl" -D "$DIR/data" -m fast stop >&2 || true
    rm -rf "$DIR"; mkdir -p "$DIR"; [ "$(id -u)" = 0 ] && chown postgres "$DIR"
    as_pg "$BIN/initdb" -D "$DIR/data" -A trust -U postgres >/dev/null
    as_pg "$BIN/pg_ctl" -D "$DIR/data" -w -l "$DIR/log" \
      -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" start >&2
    echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$PORT/postgres"
    ;;
  stop)
    BIN=$(find_bin) && as_pg "$BIN/pg_ctl" -D "$DIR/data" -m fast stop >&2 || true
    ;;
esac
