#!/usr/bin/env bash
# Runs a command (by default `swift test`) with a throwaway PostgreSQL server holding generated
# orders, and stops the server afterwards whatever the command's result:
#
#   - a cluster on 127.0.0.1:55431 (scripts/servers/postgres-server.sh), as an unprivileged user, offering
#     TLS with a self-signed certificate made for the run;
#   - database `shop`: table `orders` with ORDERS (default 1,000,000) generated orders loaded
#     with COPY from the same CSV the tests read as a file (scripts/servers/load-orders-postgres.sh);
#     table `bad_orders` with values the order rules refuse, `decimal_orders` with prices in
#     decimals, and a table with a hostile name.
#
# The tests find it through JUICE_REPORT_TEST_POSTGRES_URL and JUICE_REPORT_TEST_ORDERS_CSV.
#
# Needs PostgreSQL's server and client and python3 (scripts/setup/install-deps.sh test). How
# long, besides COMMAND: loading the million orders took 3 to 5 s on this 2-core machine under
# load (the line it prints), plus a few seconds for initdb and the start; writing the CSV the first
# time takes about 90 s more (scripts/fixtures/make-orders.py; it is kept in .build/pgtest).
# PGTEST_PORT and PGTEST_NAME give another port and folder, but the tests' expected messages name
# port 55431, so only the default passes them all.
set -euo pipefail
cd "$(dirname "$0")/../.."
port="${PGTEST_PORT:-55431}"
name="${PGTEST_NAME:-test}"  # the server's folder, /tmp/juice-pg-NAME
orders="${ORDERS:-1000000}"
data=".build/pgtest"
mkdir -p "$data"
csv="$(pwd)/$data/orders-$orders.csv"
[ -s "$csv" ] || python3 scripts/fixtures/make-orders.py --orders "$orders" --format csv > "$csv"

PGSERVER_TLS=1 bash scripts/servers/postgres-server.sh start "$name" "$port"
trap 'bash scripts/servers/postgres-server.sh stop "$name"' EXIT
started=$(date +%s)
bash scripts/servers/load-orders-postgres.sh "$port" shop "$csv"
PGPASSWORD=postgres psql -X -q -v ON_ERROR_STOP=1 -h 127.0.0.1 -p "$port" -U postgres -d shop <<'SQL'
CREATE TABLE bad_orders (id text, "orderedAt" timestamptz, juice text, quantity numeric, "unitPrice" integer, status text);
INSERT INTO bad_orders VALUES
    ('B1', '2026-11-02 09:00+09', 'mango', 1, 5000, NULL),
    ('B2', '2026-11-02 10:00+09', 'kiwi', 2.5, 5000, NULL),
    ('B3', 'infinity', 'kiwi', 1, 5000, NULL),
    ('B4', '2026-11-02 11:00+09', 'kiwi', 1, 5000, 'lost'),
    ('B5', '2026-11-02 12:00+09', 'mango', 3, 5000, 'completed');
CREATE TABLE "orders""; DROP TABLE orders; --" AS SELECT * FROM orders WHERE id < 'A0000100';
-- Prices with decimals, in a numeric column (the revenue sums take them as they are).
CREATE TABLE decimal_orders (id text, "orderedAt" timestamptz, juice text, quantity integer, "unitPrice" numeric, status text);
INSERT INTO decimal_orders VALUES
    ('D1', '2026-11-02 09:00+09', 'mango', 1, 4999.5, NULL),
    ('D2', '2026-11-02 10:00+09', 'mango', NULL, 0.25, NULL),
    ('D3', '2026-11-03 10:00+09', 'kiwi', 3, 1.75, 'completed');
GRANT SELECT ON ALL TABLES IN SCHEMA public TO reader;
-- A sequence the reader may advance: a --query calling nextval() must still not write.
CREATE SEQUENCE orders_written;
GRANT USAGE, UPDATE ON SEQUENCE orders_written TO reader;
SQL
echo "test-with-postgres: $orders orders loaded in $(( $(date +%s) - started )) s" >&2
export JUICE_REPORT_TEST_POSTGRES_URL="postgresql://reader:reader@127.0.0.1:$port/shop?sslmode=disable"
export JUICE_REPORT_TEST_ORDERS_CSV="$csv"
# For the fault tests: the superuser (to end a session mid-query), the server's certificate and
# an unrelated one (TLS), and the socket directory (a Unix-socket URL).
export JUICE_REPORT_TEST_POSTGRES_ADMIN_URL="postgresql://postgres:postgres@127.0.0.1:$port/shop?sslmode=disable"
export JUICE_REPORT_TEST_POSTGRES_DIR="/tmp/juice-pg-$name"
if [ "$#" -eq 0 ]; then set -- swift test; fi
"$@"
