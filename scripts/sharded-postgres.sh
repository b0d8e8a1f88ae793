#!/usr/bin/env bash
# Orders sharded by month over PostgreSQL servers, read by juice-report with its usual query.
#
# Starts three PostgreSQL servers on loopback (scripts/postgres-server.sh): shard 1 holds
# October's orders, shard 2 November's, and the front server's partitioned `orders` table
# has the shards' tables as postgres_fdw foreign partitions (by month of "orderedAt"), with
# enable_partitionwise_aggregate on. The same orders also go into one table on a single
# server. juice-report then reads both URLs, unchanged, and the check is that the chart's
# totals (--summary json), a period's and the daily report's index agree exactly. It prints
# the plan the front makes for juice-report's statement. The servers are stopped at the end.
#
#     scripts/sharded-postgres.sh            # 200,000 generated orders
#     ORDERS=1000000 scripts/sharded-postgres.sh
#     BINARY=.build/release/juice-report scripts/sharded-postgres.sh
set -euo pipefail
cd "$(dirname "$0")/.."
orders="${ORDERS:-200000}"
base="${PGSHARD_PORT:-55441}"
single_port=$base shard1_port=$((base + 1)) shard2_port=$((base + 2)) front_port=$((base + 3))
if [ -n "${BINARY:-}" ]; then
    binary="$BINARY"
else
    swift build --product juice-report >/dev/null
    binary="$(swift build --show-bin-path)/juice-report"
fi
data=".build/pgshard"
mkdir -p "$data"
csv="$(pwd)/$data/orders-$orders.csv"
[ -s "$csv" ] || python3 scripts/generate-orders.py --orders "$orders" --format csv > "$csv"

stop_all() {
    for name in single shard1 shard2 front; do bash scripts/postgres-server.sh stop "$name" || true; done
}
trap stop_all EXIT
export PGPASSWORD=postgres
sql() {  # sql PORT DATABASE: runs standard input as the superuser
    psql -X -q -v ON_ERROR_STOP=1 -h 127.0.0.1 -p "$1" -U postgres -d "$2"
}

for spec in "single $single_port" "shard1 $shard1_port" "shard2 $shard2_port" "front $front_port"; do
    bash scripts/postgres-server.sh start $spec
done

# The single server: the generated orders (all in November), the first half moved to October
# (a month earlier on Seoul's calendar), so the orders span two months.
bash scripts/load-orders-postgres.sh "$single_port" shop "$csv"
sql "$single_port" shop <<SQL
SET TimeZone = 'Asia/Seoul';
UPDATE orders SET "orderedAt" = "orderedAt" - interval '1 month' WHERE id <= 'A$(printf %07d $((orders / 2)))';
VACUUM ANALYZE orders;
SQL

# Each shard: a plain table with its month's orders, copied from the single server.
for shard in "1 $shard1_port 2026-10-01 2026-11-01" "2 $shard2_port 2026-11-01 2026-12-01"; do
    set -- $shard
    sql "$2" postgres <<< "CREATE DATABASE shop"
    sql "$2" shop <<< 'CREATE TABLE orders (id text NOT NULL, "orderedAt" timestamptz, juice text NOT NULL, quantity integer, "unitPrice" integer, status text)'
    psql -X -q -v ON_ERROR_STOP=1 -h 127.0.0.1 -p "$single_port" -U postgres -d shop \
        -c "\\copy (SELECT * FROM orders WHERE \"orderedAt\" >= '$3 00:00+09' AND \"orderedAt\" < '$4 00:00+09') TO '$data/shard$1.csv' WITH (FORMAT csv)"
    sql "$2" shop <<< "\\copy orders FROM '$data/shard$1.csv' WITH (FORMAT csv)
ANALYZE orders;"
done

# The front: a partitioned table whose partitions are the shards' tables, and a read-only role.
sql "$front_port" postgres <<< "CREATE DATABASE shop"
sql "$front_port" shop <<SQL
CREATE EXTENSION postgres_fdw;
CREATE ROLE reader LOGIN PASSWORD 'reader';
CREATE SERVER shard1 FOREIGN DATA WRAPPER postgres_fdw OPTIONS (host '127.0.0.1', port '$shard1_port', dbname 'shop', fetch_size '10000');
CREATE SERVER shard2 FOREIGN DATA WRAPPER postgres_fdw OPTIONS (host '127.0.0.1', port '$shard2_port', dbname 'shop', fetch_size '10000');
CREATE USER MAPPING FOR PUBLIC SERVER shard1 OPTIONS (user 'postgres', password 'postgres');
CREATE USER MAPPING FOR PUBLIC SERVER shard2 OPTIONS (user 'postgres', password 'postgres');
CREATE TABLE orders (id text NOT NULL, "orderedAt" timestamptz, juice text NOT NULL, quantity integer, "unitPrice" integer, status text)
    PARTITION BY RANGE ("orderedAt");
CREATE FOREIGN TABLE orders_2026_10 PARTITION OF orders FOR VALUES FROM ('2026-10-01 00:00+09') TO ('2026-11-01 00:00+09')
    SERVER shard1 OPTIONS (table_name 'orders');
CREATE FOREIGN TABLE orders_2026_11 PARTITION OF orders FOR VALUES FROM ('2026-11-01 00:00+09') TO ('2026-12-01 00:00+09')
    SERVER shard2 OPTIONS (table_name 'orders');
GRANT SELECT ON orders TO reader;
ALTER DATABASE shop SET enable_partitionwise_aggregate = on;
ALTER DATABASE shop SET enable_partitionwise_join = on;
SQL

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

# The plans the front makes for juice-report's own statements (JUICE_REPORT_SHOW_QUERY prints
# each as sent, with its binds): which nodes run where, and the SQL each shard is sent.
plan() {  # plan NAME ARGS...
    local output statement binds
    output=$(JUICE_REPORT_SHOW_QUERY=1 "$binary" "$front" --summary json "${@:2}" 2>&1 >/dev/null)
    statement=$(sed -n 's/^juice-report: query: //p' <<< "$output")
    binds=$(sed -n 's/^juice-report: binds: \[\(.*\)\]$/\1/p' <<< "$output" | sed 's/"/'"'"'/g')
    echo "sharded: the front's plan for $1 (binds: $binds):"
    sql "$front_port" shop <<SQL | grep -E 'Aggregate|Append|Foreign Scan|Remote SQL' | sed -E 's/^(.{0,160}).*/\1…/'
PREPARE juice_report AS $statement;
EXPLAIN (VERBOSE, COSTS OFF) EXECUTE juice_report${binds:+($binds)};
SQL
}
plan "both months" --tz Asia/Seoul
plan "October" --tz Asia/Seoul --month 2026-10
exit $status
