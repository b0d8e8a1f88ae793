#!/usr/bin/env bash
# Loads generated orders into a PostgreSQL database as a shop would keep them: one row per
# item (scripts/fixtures/make-orders.py's CSV, so the file and the table hold the same orders),
# with COPY, an index on the order time, and a read-only role `reader` (password "reader").
#
#     scripts/servers/load-orders-postgres.sh PORT DATABASE CSV-FILE
#
# Connects as the superuser postgres (password "postgres") on 127.0.0.1:PORT.
#
# Needs psql (scripts/setup/install-deps.sh test). How long: 3 to 5 s for a million orders on
# this 2-core machine under load (COPY, the index, ANALYZE; scripts/servers/test-with-postgres.sh).
set -euo pipefail
port="$1"
database="$2"
csv="$3"
export PGPASSWORD=postgres
psql=(psql -X -q -v ON_ERROR_STOP=1 -h 127.0.0.1 -p "$port" -U postgres)
"${psql[@]}" -d postgres -c "DROP DATABASE IF EXISTS $database" -c "CREATE DATABASE $database"
"${psql[@]}" -d postgres -c "DO \$\$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'reader') THEN CREATE ROLE reader LOGIN PASSWORD 'reader'; END IF; END \$\$"
"${psql[@]}" -d "$database" <<SQL
CREATE TABLE orders (
    id text NOT NULL,
    "orderedAt" timestamptz,
    juice text NOT NULL,
    quantity integer,
    "unitPrice" integer,
    status text
);
\copy orders FROM '$csv' WITH (FORMAT csv, HEADER true)
CREATE INDEX orders_ordered_at ON orders ("orderedAt");
ANALYZE orders;
GRANT SELECT ON ALL TABLES IN SCHEMA public TO reader;
SQL
