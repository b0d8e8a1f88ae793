#!/usr/bin/env bash
# How soon an order committed to a file, a SQLite database or PostgreSQL (with --notify-channel,
# and polling) reaches 200 open event streams of `juice-report serve`, and the server's idle CPU
# (issue 38, item 2); bench/serve/sources.py says how each is measured and prints the table.
# Exits non-zero when the median for the file, SQLite or PostgreSQL with --notify-channel is over
# 100 ms.
#
#     bench/serve-sources.sh                      # 20,000 orders in each source, 20 commits each
#     bench/serve-sources.sh --orders 100000      # other options go to serve/sources.py
#
# Starts a throwaway PostgreSQL server (scripts/servers/postgres-server.sh; its packages from
# scripts/setup/install-deps.sh test) and stops it; builds the release binary (BINARY to use
# another). How long: about 2 minutes once the release build is there (10 s idle per source).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup/install-deps.sh test >/dev/null
if [ -n "${BINARY:-}" ]; then
    binary="$BINARY"
else
    binary=$(bash scripts/setup/build-release.sh --quiet)
fi
pg_name="serve-sources-$$"
cleanup() { bash scripts/servers/postgres-server.sh stop "$pg_name" >/dev/null 2>&1 || true; }
trap cleanup EXIT
pg_port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
bash scripts/servers/postgres-server.sh start "$pg_name" "$pg_port" >/dev/null
PGPASSWORD=postgres psql -X -q -v ON_ERROR_STOP=1 -h 127.0.0.1 -p "$pg_port" -U postgres -d postgres \
    -c "CREATE DATABASE shop" -c "CREATE ROLE reader LOGIN PASSWORD 'reader'" \
    -c "GRANT pg_read_all_data TO reader"
# 200 streams and the bench's own sockets: more open files than a default soft limit of 1024 leaves spare.
ulimit -n 4096 2>/dev/null || true
PGPASSWORD=postgres python3 bench/serve/sources.py --binary "$binary" \
    --psql "psql -X -q -h 127.0.0.1 -p $pg_port -U postgres -d shop" \
    --pg-url "postgresql://reader:reader@127.0.0.1:$pg_port/shop?sslmode=disable" "$@"
