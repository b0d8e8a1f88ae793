#!/usr/bin/env bash
# A chain of three stores, each with its own PostgreSQL server, read by juice-report through a
# front server, against the same orders on a single server.
#
# Starts five PostgreSQL servers on loopback (scripts/servers/postgres-server.sh): the single server
# holds every order with its store (gangnam, hongdae or jamsil, by the order's id); each store's
# server holds that store's orders; the front's `orders` is partitioned by store (LIST), its
# partitions the stores' tables through postgres_fdw. juice-report reads both URLs unchanged:
# it finds the partition key and groups by it too, so each store's server adds up its own orders
# and only per-group totals cross the network. The checks: the chart's totals (--summary json),
# a period's and the daily report's files agree exactly; the front's plan (EXPLAIN ANALYZE
# VERBOSE of juice-report's statement) shows `GROUP BY` in every store's remote SQL and how many
# rows reach the front; the chart is timed on both; and the chain's live page (`serve` on the
# front with --notify-url for each store) must show an order committed on a store's server
# within a second. The servers are stopped at the end.
#
#     scripts/checks/sharded-postgres.sh            # 200,000 generated orders (make sharded)
#     ORDERS=5000000 scripts/checks/sharded-postgres.sh
#     BINARY=.build/release/juice-report scripts/checks/sharded-postgres.sh
#
# Needs PostgreSQL's server and client (scripts/setup/install-deps.sh test); builds the debug
# binary unless BINARY is set. How long: not timed here; five servers started, 200,000 orders
# loaded twice (single server and stores), then a few charts and reports: a minute or two.
set -euo pipefail
cd "$(dirname "$0")/../.."
orders="${ORDERS:-200000}"
base="${PGSHARD_PORT:-55441}"
single_port=$base front_port=$((base + 1))
stores=(gangnam hongdae jamsil)
if [ -n "${BINARY:-}" ]; then
    binary="$BINARY"
else
    swift build --product juice-report >/dev/null
    binary="$(swift build --show-bin-path)/juice-report"
fi
data=".build/pgshard"
mkdir -p "$data"
csv="$(pwd)/$data/orders-$orders.csv"
[ -s "$csv" ] || python3 scripts/fixtures/make-orders.py --orders "$orders" --format csv > "$csv"

stop_all() {
    for name in single front "${stores[@]}"; do bash scripts/servers/postgres-server.sh stop "shard-$name" || true; done
}
trap stop_all EXIT
export PGPASSWORD=postgres
sql() {  # sql PORT DATABASE: runs standard input as the superuser
    psql -X -q -v ON_ERROR_STOP=1 -h 127.0.0.1 -p "$1" -U postgres -d "$2"
}
store_port() {  # store_port INDEX
    echo $((base + 2 + $1))
}

bash scripts/servers/postgres-server.sh start shard-single "$single_port"
bash scripts/servers/postgres-server.sh start shard-front "$front_port"
for i in "${!stores[@]}"; do bash scripts/servers/postgres-server.sh start "shard-${stores[$i]}" "$(store_port "$i")"; done

# The single server: the generated orders, each order in one store (chosen by its id), and the
# first half of them a month earlier, so the orders span two months.
bash scripts/servers/load-orders-postgres.sh "$single_port" shop "$csv"
sql "$single_port" shop <<SQL
SET TimeZone = 'Asia/Seoul';
ALTER TABLE orders ADD COLUMN store text;
UPDATE orders SET store = (ARRAY['gangnam', 'hongdae', 'jamsil'])[1 + abs(hashtext(id)) % 3],
                  "orderedAt" = CASE WHEN id <= 'A$(printf %07d $((orders / 2)))' THEN "orderedAt" - interval '1 month' ELSE "orderedAt" END;
VACUUM ANALYZE orders;
SQL

# Each store's server: a plain table with that store's orders, copied from the single server.
columns='id text NOT NULL, "orderedAt" timestamptz, juice text NOT NULL, quantity integer, "unitPrice" integer, status text, store text'
for i in "${!stores[@]}"; do
    store=${stores[$i]} port=$(store_port "$i")
    sql "$port" postgres <<< "CREATE DATABASE shop"
    sql "$port" shop <<< "CREATE TABLE orders ($columns)"
    psql -X -q -v ON_ERROR_STOP=1 -h 127.0.0.1 -p "$single_port" -U postgres -d shop \
        -c "\\copy (SELECT * FROM orders WHERE store = '$store') TO '$data/$store.csv' WITH (FORMAT csv)"
    sql "$port" shop <<< "\\copy orders FROM '$data/$store.csv' WITH (FORMAT csv)
ANALYZE orders;"
done

# The front: `orders` partitioned by store, each partition a store's table, and a read-only role.
# fdw_tuple_cost 0.2 is PostgreSQL 17's default (15's is 0.01, which prices a row sent over the
# network so low that the planner would rather fetch every row than the per-group totals).
sql "$front_port" postgres <<< "CREATE DATABASE shop"
{
    echo "CREATE EXTENSION postgres_fdw;"
    echo "CREATE ROLE reader LOGIN PASSWORD 'reader';"
    echo "CREATE TABLE orders ($columns) PARTITION BY LIST (store);"
    for i in "${!stores[@]}"; do
        store=${stores[$i]}
        echo "CREATE SERVER $store FOREIGN DATA WRAPPER postgres_fdw OPTIONS (host '127.0.0.1', port '$(store_port "$i")', dbname 'shop', fetch_size '10000', fdw_tuple_cost '0.2');"
        echo "CREATE USER MAPPING FOR PUBLIC SERVER $store OPTIONS (user 'postgres', password 'postgres');"
        echo "CREATE FOREIGN TABLE orders_$store PARTITION OF orders FOR VALUES IN ('$store') SERVER $store OPTIONS (table_name 'orders');"
    done
    echo "GRANT SELECT ON orders TO reader;"
    # The front's statistics of the stores' tables, which its planner needs to see that adding up
    # on a store's server sends fewer rows than sending them all.
    echo "ANALYZE orders;"
} | sql "$front_port" shop

single="postgresql://reader:reader@127.0.0.1:$single_port/shop?sslmode=disable"
front="postgresql://reader:reader@127.0.0.1:$front_port/shop?sslmode=disable"
status=0
check() {  # check NAME ARGS...: the same run against the single server and the front must print the same
    local a b
    a=$("$binary" "$single" "${@:2}" 2>/dev/null) || { echo "sharded: $1: the single server run failed" >&2; status=1; return; }
    b=$("$binary" "$front" "${@:2}" 2>/dev/null) || { echo "sharded: $1: the sharded run failed" >&2; status=1; return; }
    if [ "$a" == "$b" ]; then
        echo "sharded: $1: same totals ($(grep -m1 '"units"' <<< "$a" | tr -d ' ,' || true))"
    else
        echo "sharded: $1: DIFFERENT totals" >&2
        diff <(echo "$a") <(echo "$b") >&2 || true
        status=1
    fi
}
check "both months" --summary json --tz Asia/Seoul --metric revenue
check "October" --summary json --tz Asia/Seoul --month 2026-10
check "one week across the shards" --summary json --tz Asia/Seoul --from 2026-10-28 --to 2026-11-03
rm -rf "$data/daily-single" "$data/daily-front"
"$binary" daily "$single" --tz Asia/Seoul --out-dir "$data/daily-single" -q
"$binary" daily "$front" --tz Asia/Seoul --out-dir "$data/daily-front" -q
if diff -r "$data/daily-single" "$data/daily-front" >/dev/null; then
    echo "sharded: daily report: same $(ls "$data/daily-front" | wc -l) files"
else
    echo "sharded: daily report: DIFFERENT files" >&2
    status=1
fi
"$binary" hours "$single" --tz Asia/Seoul -o "$data/hours-single.png" -q
"$binary" hours "$front" --tz Asia/Seoul -o "$data/hours-front.png" -q
if cmp -s "$data/hours-single.png" "$data/hours-front.png"; then
    echo "sharded: hours: same chart"
else
    echo "sharded: hours: DIFFERENT charts" >&2
    status=1
fi

# The plans the front makes for juice-report's own statements (JUICE_REPORT_SHOW_QUERY prints
# each as sent, with its binds), run with ANALYZE: which nodes run where, the SQL each store's
# server is sent, and how many rows reach the front from each.
plan() {  # plan NAME ARGS...: juice-report's arguments
    local output statement binds explained
    output=$(JUICE_REPORT_SHOW_QUERY=1 "$binary" "${@:2}" 2>&1 >/dev/null)
    statement=$(sed -n 's/^juice-report: query: //p' <<< "$output" | tail -1)
    binds=$(sed -n 's/^juice-report: binds: \[\(.*\)\]$/\1/p' <<< "$output" | tail -1 | sed 's/"/'"'"'/g')
    echo "sharded: the front's plan for $1 (binds: $binds):"
    explained=$(sql "$front_port" shop <<SQL
SET enable_partitionwise_aggregate = on;
PREPARE juice_report AS $statement;
EXPLAIN (ANALYZE, VERBOSE, COSTS OFF, TIMING OFF) EXECUTE juice_report${binds:+($binds)};
SQL
)
    grep -E 'Aggregate|Append|Foreign Scan|Remote SQL' <<< "$explained" | sed -E 's/^(.{0,200}).*/\1…/'
    local scans grouped
    scans=$(grep -c 'Remote SQL' <<< "$explained" || true)
    grouped=$(grep 'Remote SQL' <<< "$explained" | grep -c 'GROUP BY' || true)
    echo "sharded: $1: $grouped of $scans remote statements add up on the store's server (GROUP BY);" \
        "rows reaching the front: $(grep -E '^ *->  (Async )?Foreign Scan' <<< "$explained" | sed -nE 's/.*rows=([0-9]+).*/\1/p' | awk '{ total += $1 } END { print total + 0 }')"
    if [ "$scans" -eq 0 ] || [ "$grouped" -ne "$scans" ]; then
        echo "sharded: $1: a store's rows are sent to the front unsummed" >&2
        status=1
    fi
}
plan "both months" "$front" --summary json --tz Asia/Seoul
plan "October" "$front" --summary json --tz Asia/Seoul --month 2026-10
# The daily report's day is width_bucket over a constant array of the days' starts (`DayStarts`),
# which postgres_fdw sends on to a shard like any built-in function of constants.
rm -rf "$data/daily-plan"
plan "the daily report" daily "$front" --tz Asia/Seoul --out-dir "$data/daily-plan" -q
# The hours (the page of hours, and the live page's): the hour is width_bucket over the hours'
# starts (`HourStarts`), sent on to a shard the same way.
plan "the hours" hours "$front" --tz Asia/Seoul -o "$data/hours-plan.png" -q

# The chart itself, timed on the single server and through the front (best of three).
timed() {  # timed URL: best wall seconds of three chart runs
    local best="" start end seconds
    for _ in 1 2 3; do
        start=$(date +%s.%N)
        "$binary" "$1" -o "$data/pie.png" -q --tz Asia/Seoul
        end=$(date +%s.%N)
        seconds=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.2f", b - a }')
        if [ -z "$best" ] || awk "BEGIN{exit !($seconds < $best)}"; then best=$seconds; fi
    done
    echo "$best"
}
echo "sharded: chart of $orders orders: single server $(timed "$single") s, three stores through the front $(timed "$front") s"

# The chain's live page: `serve` on the front, hearing each store's server (--notify-url) on the
# channel the documented trigger notifies on where the rows are written. Each of six orders, two
# per store, is timed from its commit on a store's server to the first /totals.json of the front
# that shows it; the check fails when one does not show within 5 s. Issue 38 asks for a second:
# the figure is printed beside that target.
for i in "${!stores[@]}"; do sql "$(store_port "$i")" shop < docs/notify-trigger.sql; done
serve_port=$((base + 10))
notify=()
for i in "${!stores[@]}"; do
    notify+=(--notify-url "postgresql://postgres:postgres@127.0.0.1:$(store_port "$i")/shop?sslmode=disable")
done
"$binary" serve "$front" --port "$serve_port" --tz Asia/Seoul --notify-channel juice_report "${notify[@]}" \
    2>"$data/serve.log" &
serve_pid=$!
trap 'kill "$serve_pid" 2>/dev/null || true; stop_all' EXIT
totals() { curl -s --max-time 2 "http://127.0.0.1:$serve_port/totals.json"; }
for _ in $(seq 100); do curl -sf -o /dev/null "http://127.0.0.1:$serve_port/healthz" && break; sleep 0.1; done
seen=()
for round in 1 2; do
    for i in "${!stores[@]}"; do
        before=$(totals)
        start=$(date +%s.%N)
        sql "$(store_port "$i")" shop <<< "INSERT INTO orders VALUES ('live-$round-$i', now(), 'kiwi', 1, 4500, NULL, '${stores[$i]}')"
        seconds=""
        while awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN { exit !(b - a < 5) }'; do
            if [ "$(totals)" != "$before" ]; then
                seconds=$(awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN { printf "%.3f", b - a }')
                break
            fi
            sleep 0.01
        done
        if [ -z "$seconds" ]; then
            echo "sharded: live page: an order on ${stores[$i]}'s server did not show within 5 s" >&2
            status=1
            seconds=5
        fi
        seen+=("$seconds")
    done
done
kill "$serve_pid" 2>/dev/null || true
wait "$serve_pid" 2>/dev/null || true
sorted=$(printf '%s\n' "${seen[@]}" | sort -n)
echo "sharded: live page: an order committed on a store's server shows on the front's page after" \
    "$(tr '\n' ' ' <<< "$sorted")s (median $(sed -n 3p <<< "$sorted") s, worst $(tail -1 <<< "$sorted") s)"
if awk -v worst="$(tail -1 <<< "$sorted")" 'BEGIN { exit !(worst > 1) }'; then
    echo "sharded: live page: slower than issue 38's second"
fi
exit $status
