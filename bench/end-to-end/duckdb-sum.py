#!/usr/bin/env python3
"""DuckDB doing juice-report's adding-up on an order CSV, for bench/end-to-end.sh to time
beside the Swift reader: read_csv, keep completed orders (status compared without case or
surrounding spaces; an empty status is completed), GROUP BY juice summing quantity (an
empty quantity is 1). Prints the units per juice as JSON, most first.

    .build/bench-venv/bin/python bench/end-to-end/duckdb-sum.py .build/bench/orders-1000000.csv

A benchmark tool only: juice-report does not use DuckDB. bench/end-to-end.sh installs it into
.build/bench-venv (scripts/setup/python-venv.sh bench duckdb) when it is missing. Takes 0.2 to
0.5 s for the 1M-order CSV on this 2-core machine (README.md, "Speed").

Like the CSV order format, the status of a row is its order's status (the generator writes
it on every row of an order), so filtering rows is filtering orders. DuckDB uses every
core (PRAGMA threads); juice-report's figures in bench/end-to-end.sh are for its own threading.
"""
import json
import sys

import duckdb

QUERY = """
SELECT juice, sum(coalesce(quantity, 1))::BIGINT AS units
FROM read_csv($path, header = true, delim = ',', quote = '"', escape = '"',
              types = {'id': 'VARCHAR', 'orderedAt': 'VARCHAR', 'juice': 'VARCHAR',
                       'quantity': 'BIGINT', 'unitPrice': 'BIGINT', 'status': 'VARCHAR'})
WHERE status IS NULL OR lower(trim(status)) IN ('', 'completed')
GROUP BY juice
ORDER BY units DESC, juice
"""


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: bench/end-to-end/duckdb-sum.py FILE.csv")
    rows = duckdb.connect().execute(QUERY, {"path": sys.argv[1]}).fetchall()
    json.dump(dict(rows), sys.stdout, ensure_ascii=False)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
