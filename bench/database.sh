#!/usr/bin/env bash
# Times the chart from orders kept in PostgreSQL three ways, for 1M and 5M generated orders
# (scripts/fixtures/make-orders.py's CSV loaded with COPY into a throwaway server on 127.0.0.1:55451):
#
#   url     juice-report postgresql://… -o pie.png        (the server adds up, one statement)
#   copy    psql \copy of the rows to a CSV file, then juice-report FILE -o pie.png
#   totals  psql \copy of a hand-written GROUP BY, then juice-report --totals FILE -o pie.png
#   daily   juice-report daily postgresql://… (a chart per day and index.html), and the same
#           24 days drawn from a file of one order per juice and day (drawing alone)
#   sqlite  the same orders in a SQLite file: juice-report sqlite:… against the sqlite3 shell's
#           own GROUP BY + --totals on the same file
#
# and prints the ratios the README quotes: the URL against the hand GROUP BY, and daily against
# the chart, for each database.
#
# Each job runs RUNS times (default 3, bench/lib/timing.sh) with the release build; the best wall
# time is shown, and the peak RSS of the juice-report process. The server is stopped at the end.
# Needs /usr/bin/time, PostgreSQL's server and client and the sqlite3 shell
# (scripts/setup/install-deps.sh test). How long: minutes on this 2-core machine; the jobs take
# 0.2 to 6.6 s a run (README.md, "From a database"), and loading 5M orders with COPY comes on top.
#
#     bench/database.sh
#     SIZES="1000000" RUNS=5 bench/database.sh
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/lib/timing.sh
binary=${BINARY:-$(bash scripts/setup/build-release.sh --quiet)}
sizes="${SIZES:-1000000 5000000}"
runs="${RUNS:-3}"
port="${PGBENCH_PORT:-55451}"
data=".build/bench-db"
mkdir -p "$data"
bash scripts/servers/postgres-server.sh start bench "$port"
trap 'bash scripts/servers/postgres-server.sh stop bench' EXIT
export PGPASSWORD=postgres
psql=(psql -X -q -v ON_ERROR_STOP=1 -h 127.0.0.1 -p "$port" -U postgres)

# best COMMAND: runs a shell command RUNS times; prints "best-seconds peak-KB" (RSS of the
# largest process /usr/bin/time saw: juice-report's, never the server's).
best() {
    best_of "$runs" bash -c "set -o pipefail; $1" || { echo "database: failed: $1" >&2; exit 1; }
    echo "$best_wall $peak_rss"
}

printf 'machine: %s cores, load %s; %s\n' "$(nproc)" "$(cut -d' ' -f1-3 /proc/loadavg)" "$(psql -V)"
printf '%-34s %8s %10s\n' job seconds "peak RSS"
# What drawing a daily report costs on its own: one order per juice and day over the same 24
# days, so reading is nothing and the charts and page are everything.
python3 - "$data/one-per-day.csv" <<'PY'
import sys
juices = ["strawberryBanana", "strawberry", "mango", "banana", "kiwi", "mangoKiwi", "orange", "grape", "watermelon"]
with open(sys.argv[1], "w") as out:
    out.write("id,orderedAt,juice,quantity,unitPrice,status\n")
    for day in range(1, 25):
        for number, juice in enumerate(juices):
            out.write(f"D{day}-{number},2026-11-{day:02d}T12:00:00+09:00,{juice},{number + day},5000,\n")
PY
read -r s r <<< "$(best "rm -rf '$data/daily' && '$binary' daily '$data/one-per-day.csv' --out-dir '$data/daily' -q --tz Asia/Seoul")"
printf '%-34s %8.2f %7.1f MB\n' "daily drawing alone (24 days)" "$s" "$(awk -v k="$r" 'BEGIN { print k / 1024 }')"
for size in $sizes; do
    csv="$(pwd)/$data/orders-$size.csv"
    [ -s "$csv" ] || python3 scripts/fixtures/make-orders.py --orders "$size" --format csv > "$csv"
    database="orders_$size"
    bash scripts/servers/load-orders-postgres.sh "$port" "$database" "$csv"
    url="postgresql://postgres:postgres@127.0.0.1:$port/$database?sslmode=disable"
    conn="-h 127.0.0.1 -p $port -U postgres -d $database"
    report() {
        [ -n "$2" ] || exit 1  # the job failed (best said which)
        printf '%-34s %8.2f %7.1f MB\n' "$1" "$2" "$(awk -v k="$3" 'BEGIN { print k / 1024 }')"
    }
    read -r s r <<< "$(best "'$binary' '$url' -o '$data/pie.png' -q --tz Asia/Seoul")"
    report "url, $size orders" "$s" "$r"
    pg_url=$s
    # Times as RFC 3339 (PostgreSQL's own text, 2026-11-01 00:00:02+09, is not a time juice-report reads).
    cat > "$data/export.sql" <<SQL
\\copy (SELECT id, to_char("orderedAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "orderedAt", juice, quantity, "unitPrice", status FROM orders) TO '$data/export.csv' WITH (FORMAT csv, HEADER true)
SQL
    read -r s r <<< "$(best "psql -X -q $conn -f '$data/export.sql' && '$binary' '$data/export.csv' -o '$data/pie.png' -q --tz Asia/Seoul")"
    report "psql \\copy + file, $size orders" "$s" "$r"
    group="SELECT juice, sum(coalesce(quantity, 1)) AS value FROM orders WHERE status IS NULL OR lower(btrim(status)) = 'completed' GROUP BY juice"
    read -r s r <<< "$(best "psql -X -q $conn -c \"\\\\copy ($group) TO '$data/totals.csv' WITH (FORMAT csv, HEADER true)\" && '$binary' --totals '$data/totals.csv' -o '$data/pie.png' -q")"
    report "GROUP BY + --totals, $size orders" "$s" "$r"
    pg_group=$s
    # One row per order, its id the primary key (each order's first line): orders are then
    # counted without DISTINCT, the shape of a shop that keeps one juice per order.
    "${psql[@]}" -d "$database" -c "CREATE TABLE orders_single AS SELECT DISTINCT ON (id) * FROM orders ORDER BY id" \
        -c "ALTER TABLE orders_single ADD PRIMARY KEY (id)" -c "ANALYZE orders_single" -c "GRANT SELECT ON orders_single TO reader"
    read -r s r <<< "$(best "'$binary' '$url' --table orders_single -o '$data/pie.png' -q --tz Asia/Seoul")"
    report "url, one row per order" "$s" "$r"
    single_url=$s
    single_group="SELECT juice, sum(coalesce(quantity, 1)) AS value FROM orders_single WHERE status IS NULL OR lower(btrim(status)) = 'completed' GROUP BY juice"
    read -r s r <<< "$(best "psql -X -q $conn -c \"\\\\copy ($single_group) TO '$data/totals.csv' WITH (FORMAT csv, HEADER true)\" && '$binary' --totals '$data/totals.csv' -o '$data/pie.png' -q")"
    report "GROUP BY + --totals, one per order" "$s" "$r"
    single_groupby=$s
    rm -rf "$data/daily"
    read -r s r <<< "$(best "rm -rf '$data/daily' && '$binary' daily '$url' --out-dir '$data/daily' -q --tz Asia/Seoul")"
    report "daily by url, $size orders" "$s" "$r"
    pg_daily=$s

    # The same orders in a SQLite file, typed as a till's database would keep them.
    db="$data/orders-$size.sqlite"
    if [ ! -s "$db" ]; then
        rm -f "$db"
        sqlite3 "$db" <<SQL
CREATE TABLE orders (id TEXT NOT NULL, orderedAt TEXT, juice TEXT NOT NULL, quantity INTEGER, unitPrice INTEGER, status TEXT);
.mode csv
.import --skip 1 '$csv' orders
UPDATE orders SET quantity = NULL WHERE quantity = '';
UPDATE orders SET status = NULL WHERE status = '';
SQL
    fi
    read -r s r <<< "$(best "'$binary' 'sqlite:$db' -o '$data/pie.png' -q --tz Asia/Seoul")"
    report "sqlite url, $size orders" "$s" "$r"
    lite_url=$s
    lite_group="SELECT juice, sum(coalesce(quantity, 1)) AS value FROM orders WHERE status IS NULL OR lower(trim(status)) = 'completed' GROUP BY juice"
    read -r s r <<< "$(best "sqlite3 -header -csv '$db' \"$lite_group\" > '$data/lite-totals.csv' && '$binary' --totals '$data/lite-totals.csv' -o '$data/pie.png' -q")"
    report "sqlite3 GROUP BY + --totals, $size" "$s" "$r"
    lite_groupby=$s
    read -r s r <<< "$(best "rm -rf '$data/daily' && '$binary' daily 'sqlite:$db' --out-dir '$data/daily' -q --tz Asia/Seoul")"
    report "daily by sqlite url, $size orders" "$s" "$r"
    lite_daily=$s
    awk -v n="$size" -v u="$pg_url" -v g="$pg_group" -v d="$pg_daily" -v lu="$lite_url" -v lg="$lite_groupby" -v ld="$lite_daily" \
        -v su="$single_url" -v sg="$single_groupby" 'BEGIN {
        printf "ratios, %s orders: PostgreSQL url/GROUP BY %.2f (one row per order %.2f), daily/url %.2f; SQLite url/GROUP BY %.2f, daily/url %.2f\n",
            n, u / g, su / sg, d / u, lu / lg, ld / lu }'
done
