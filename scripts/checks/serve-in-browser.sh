#!/usr/bin/env bash
# Opens the live page of `juice-report serve` in headless Chromium and checks that it follows its
# sources without a reload: one server reads a JSON Lines file, a SQLite database and a throwaway
# PostgreSQL server's database (--poll 0.5); an order appended to the file, a row inserted into
# SQLite, a row inserted into PostgreSQL and more units of a juice each show in the page's table
# and pie within 2 s (WITHIN to change), with no reload, no error logged, and the page's own
# script running under its Content-Security-Policy (scripts/checks/serve-in-browser.py drives the
# browser through its DevTools protocol and prints each latency). Leaves a screenshot of the page
# after the changes in output/serve-screenshot.png.
#
# Needs chromium (installed with apt-get when missing), PostgreSQL's server and client
# (scripts/setup/install-deps.sh test) and websocket-client in .build/test-venv
# (scripts/setup/install-test-python.sh); builds the release binary. How long: not timed here;
# a PostgreSQL server started and stopped and four changes of at most WITHIN (2 s) each, about a
# minute once the release build is there.
set -euo pipefail
cd "$(dirname "$0")/../.."

source scripts/setup/apt-tool.sh
need_command chromium
bash scripts/setup/install-deps.sh test >/dev/null
bash scripts/setup/install-test-python.sh
python=.build/test-venv/bin/python

binary=$(bash scripts/setup/build-release.sh --quiet)
day=2026-11-14
root=$(mktemp -d)
pg_name="serve-browser-$$"
server=""
browser=""
# stop PID [TARGET]: SIGTERM to TARGET (PID, or -PID for its process group), SIGKILL when PID is
# still running 10 s later (a server that missed its SIGTERM must not hold the run), then reaped.
running() { local state; state=$(awk '{ print $3 }' "/proc/$1/stat" 2>/dev/null) && [ "$state" != Z ]; }
stop() {
    local pid=$1 target=${2:-$1}
    kill -- "$target" 2>/dev/null || true
    for _ in $(seq 100); do
        running "$pid" || break
        sleep 0.1
    done
    if running "$pid"; then
        echo "check-serve: $pid still running 10 s after SIGTERM; killed" >&2
        kill -9 -- "$target" 2>/dev/null || true
    fi
    wait "$pid" 2>/dev/null || true
}
cleanup() {
    [ -z "$browser" ] || stop "$browser" "-$browser"
    [ -z "$server" ] || stop "$server"
    bash scripts/servers/postgres-server.sh stop "$pg_name" >/dev/null 2>&1 || true
    rm -rf "$root"
}
trap cleanup EXIT
fail() { echo "check-serve: FAILED: $*" >&2; exit 1; }
free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }

# The three sources, each holding orders of the day already.
cat >"$root/orders.ndjson" <<JSON
{"id":"F-1","orderedAt":"${day}T10:00:00+09:00","juice":"mango","quantity":2,"unitPrice":5500}
{"id":"F-2","orderedAt":"${day}T11:00:00+09:00","juice":"kiwi","quantity":1,"unitPrice":5000}
JSON
python3 - "$root/shop.sqlite" "$day" <<'PY'
import sqlite3, sys
with sqlite3.connect(sys.argv[1]) as db:
    db.execute("CREATE TABLE orders (id TEXT, orderedAt TEXT, juice TEXT, quantity INTEGER, unitPrice INTEGER, status TEXT)")
    db.execute("INSERT INTO orders VALUES ('S-1', ?, 'mangoKiwi', 1, 6000, NULL)", (sys.argv[2] + "T12:00:00+09:00",))
PY
pg_port=$(free_port)
bash scripts/servers/postgres-server.sh start "$pg_name" "$pg_port"
psql=(psql -X -q -v ON_ERROR_STOP=1 -h 127.0.0.1 -p "$pg_port" -U postgres)
PGPASSWORD=postgres "${psql[@]}" -d postgres -c "CREATE DATABASE shop" -c "CREATE ROLE reader LOGIN PASSWORD 'reader'"
PGPASSWORD=postgres "${psql[@]}" -d shop <<SQL
CREATE TABLE orders (id text NOT NULL, "orderedAt" timestamptz, juice text NOT NULL, quantity integer, "unitPrice" integer, status text);
INSERT INTO orders VALUES ('P-1', '$day 13:00+09', 'banana', 1, 4500, NULL);
GRANT SELECT ON orders TO reader;
SQL

"$binary" serve "$root/orders.ndjson" "sqlite://$root/shop.sqlite" \
    "postgresql://reader:reader@127.0.0.1:$pg_port/shop?sslmode=disable" \
    --poll 0.5 --tz Asia/Seoul --port 0 2>"$root/server.log" &
server=$!
port=""
for _ in $(seq 100); do
    port=$(sed -n 's|.*serving http://127.0.0.1:\([0-9]*\)/.*|\1|p' "$root/server.log")
    [ -n "$port" ] && break
    kill -0 "$server" 2>/dev/null || { cat "$root/server.log" >&2; fail "the server did not start"; }
    sleep 0.1
done
[ -n "$port" ] || fail "the server did not say which port it serves within 10 s"
curl -sf "http://127.0.0.1:$port/healthz" >/dev/null || fail "/healthz: $(curl -s "http://127.0.0.1:$port/healthz")"

source scripts/setup/chromium.sh
start_chromium "$root" || fail "Chromium did not open its DevTools port within 15 s"

mkdir -p output
status=0
"$python" scripts/checks/serve-in-browser.py --devtools "$devtools" --page "http://127.0.0.1:$port/?date=$day" --day "$day" \
    --file "$root/orders.ndjson" --sqlite "$root/shop.sqlite" --within "${WITHIN:-2}" \
    --psql "env PGPASSWORD=postgres ${psql[*]} -d shop" --screenshot output/serve-screenshot.png || status=$?
if [ "$status" -ne 0 ]; then
    echo "check-serve: the server's log:" >&2
    tail -20 "$root/server.log" >&2
    exit "$status"
fi
echo "1 passed, 0 failed"
