#!/usr/bin/env bash
# Usage: bash scripts/test-node24.sh [dir] [vitest args…] — the unit and server suites (Vitest; the
# server suite on SQLite only, to keep CI time modest) again under Node 24, fetched from the npm
# registry into dir (a temp dir by default). better-sqlite3 13 is a Node-API addon with prebuilt
# binaries, so the same node_modules serves every Node version: nothing is rebuilt.
set -euo pipefail
cd "$(dirname "$0")/.."
work="${1:-}"
shift || true
if [ -z "$work" ]; then
  work="$(mktemp -d)"
  trap 'rm -rf "$work"' EXIT
fi
node24="$(bash scripts/fetch-node.sh 24 "$work")"
echo "unit + server tests on Node $("$node24/bin/node" -v)"
PATH="$node24/bin:$PATH" env -u TEST_DATABASE_URL npx vitest run "$@"
