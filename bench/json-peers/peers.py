#!/usr/bin/env python3
"""Other JSON readers doing juice-report's adding-up on an order JSON file, for
bench/json-peers.sh to time beside `juice-report FILE --summary json`: parse every
order of the `{"orders":[...]}` file that scripts/fixtures/make-orders.py writes, keep completed
orders (no status, or a status that is "completed" without case or surrounding spaces), and
add up the units per juice (an order's `items`, or its own `juice` and `quantity`; a missing
quantity is 1). Each peer prints its units per juice as JSON, by the name the till wrote,
most first.

    .build/bench-venv/bin/python bench/json-peers/peers.py orjson   .build/bench/orders-1000000.json
    .build/bench-venv/bin/python bench/json-peers/peers.py pandas   .build/bench/orders-1000000.json
    .build/bench-venv/bin/python bench/json-peers/peers.py simdjson .build/bench/orders-1000000.json
    .build/bench-venv/bin/python bench/json-peers/peers.py simdjson-lazy .build/bench/orders-1000000.json
    .build/bench-venv/bin/python bench/json-peers/peers.py duckdb   .build/bench/orders-1000000.json
    .build/bench-venv/bin/python bench/json-peers/peers.py check PEER-OUTPUT.json SUMMARY.json

- orjson: `orjson.loads` of the whole file into Python objects, then a loop over the orders.
- pandas: the file read with the standard library's `json.load` (pd.read_json would make one
  column of dicts of the `orders` wrapper), `pd.DataFrame` of the orders, the completed
  ones filtered with column operations, the multi-item orders' `items` exploded into rows,
  then `groupby("juice")["quantity"].sum()`.
- simdjson: the PyPI package pysimdjson (module `simdjson`, simdjson's C++ parser with a
  Python binding), two ways: `simdjson.loads` of the file's bytes into Python objects (its
  drop-in for json.loads), then the same loop as orjson; and `simdjson-lazy`,
  `Parser().parse` and the same loop over its lazy proxies (less memory, each field looked
  up through the binding). This is simdjson as Python uses it, not simdjson's C++ on its own.
- duckdb: DuckDB's read_json of the whole file (one JSON value, hence maximum_object_size),
  the orders unnested, the multi-item orders' items unnested, the completed ones' units
  summed with GROUP BY juice, as bench/end-to-end/duckdb-sum.py does for the CSV file. DuckDB
  uses every core, as juice-report does; the Python loops use one.

`check` compares a peer's totals with juice-report's `--summary json` output: the till's
names are put on juice-report's menu names with the fixed table below (the generator writes
nine names for seven juices; juice-report matches names against its menu), and any
difference in a juice's units, or a name the table does not know, fails with exit status 1.

Benchmark tools only: juice-report uses none of these packages. bench/json-peers.sh installs
them into .build/bench-venv (scripts/setup/python-venv.sh) when missing. Each peer takes 2 to
11 s on the 1M-order file on this 2-core machine (README.md, "Speed"); `check` well under a second.
"""
import json
import sys

# The generator's till names (scripts/fixtures/make-orders.py, JUICES) -> juice-report's menu names.
MENU = {
    "strawberryBanana": "딸바쥬스", "strawberry": "딸기쥬스", "딸기쥬스": "딸기쥬스",
    "mango": "망고쥬스", "망고쥬스": "망고쥬스", "banana": "바나나쥬스",
    "mangoKiwi": "망고키위쥬스", "kiwi": "키위쥬스", "pineapple": "파인애플쥬스",
}


def completed(status):
    return status is None or status.strip().lower() in ("", "completed")


def add_up(orders):
    """The loop shared by the orjson and simdjson peers: works on dicts and on pysimdjson's
    lazy objects alike (both have .get)."""
    totals = {}
    for order in orders:
        if not completed(order.get("status")):
            continue
        items = order.get("items")
        if items is None:
            juice, quantity = order.get("juice"), order.get("quantity")
            totals[juice] = totals.get(juice, 0) + (1 if quantity is None else quantity)
        else:
            for item in items:
                juice, quantity = item.get("juice"), item.get("quantity")
                totals[juice] = totals.get(juice, 0) + (1 if quantity is None else quantity)
    return totals


def peer_orjson(path):
    import orjson
    with open(path, "rb") as f:
        return add_up(orjson.loads(f.read())["orders"])


def peer_simdjson(path):
    import simdjson
    with open(path, "rb") as f:
        return add_up(simdjson.loads(f.read())["orders"])


def peer_simdjson_lazy(path):
    import simdjson
    parser = simdjson.Parser()
    with open(path, "rb") as f:
        document = parser.parse(f.read())
    return add_up(document["orders"])


DUCKDB_QUERY = """
WITH o AS (SELECT unnest(orders) AS o FROM read_json($path, maximum_object_size = 2147483647)),
lines AS (
    SELECT o.juice AS juice, o.quantity AS quantity, o.status AS status FROM o WHERE o.items IS NULL
    UNION ALL
    SELECT i.juice, i.quantity, status
    FROM (SELECT unnest(o.items) AS i, o.status AS status FROM o WHERE o.items IS NOT NULL)
)
SELECT juice, sum(coalesce(quantity, 1))::BIGINT AS units
FROM lines
WHERE status IS NULL OR lower(trim(status)) IN ('', 'completed')
GROUP BY juice
"""


def peer_duckdb(path):
    import duckdb
    return dict(duckdb.connect().execute(DUCKDB_QUERY, {"path": path}).fetchall())


def peer_pandas(path):
    import pandas as pd
    with open(path, "rb") as f:
        orders = pd.DataFrame(json.load(f)["orders"])
    for column in ("status", "items", "juice", "quantity"):
        if column not in orders:
            orders[column] = None
    status = orders["status"].astype("string").str.strip().str.lower()
    orders = orders[status.isna() | status.isin(["", "completed"])]
    single = orders.loc[orders["items"].isna(), ["juice", "quantity"]]
    items = orders["items"].dropna().explode().dropna()
    multi = pd.DataFrame(items.tolist(), columns=["juice", "quantity"]) if len(items) else single.iloc[0:0]
    lines = pd.concat([single, multi[["juice", "quantity"]]], ignore_index=True)
    lines["quantity"] = lines["quantity"].fillna(1).astype("int64")
    return {str(k): int(v) for k, v in lines.groupby("juice")["quantity"].sum().items()}


def check(peer_file, summary_file):
    with open(peer_file, encoding="utf-8") as f:
        peer = json.load(f)
    with open(summary_file, encoding="utf-8") as f:
        summary = json.load(f)
    unknown = sorted(set(peer) - set(MENU))
    if unknown:
        sys.exit(f"{peer_file}: till names the menu table does not know: {unknown}")
    mapped = {}
    for name, units in peer.items():
        mapped[MENU[name]] = mapped.get(MENU[name], 0) + units
    expected = {j["product"]: j["units"] for j in summary["products"] if j["units"]}
    if mapped != expected:
        lines = [f"  {name}: peer {mapped.get(name)} juice-report {expected.get(name)}"
                 for name in sorted(set(mapped) | set(expected)) if mapped.get(name) != expected.get(name)]
        sys.exit(f"{peer_file}: totals differ from juice-report's:\n" + "\n".join(lines))
    print(sum(mapped.values()))


PEERS = {"orjson": peer_orjson, "pandas": peer_pandas, "simdjson": peer_simdjson,
         "simdjson-lazy": peer_simdjson_lazy, "duckdb": peer_duckdb}


def main():
    if len(sys.argv) == 4 and sys.argv[1] == "check":
        check(sys.argv[2], sys.argv[3])
        return
    if len(sys.argv) != 3 or sys.argv[1] not in PEERS:
        sys.exit("usage: bench/json-peers/peers.py orjson|pandas|simdjson|simdjson-lazy|duckdb FILE.json | check PEER.json SUMMARY.json")
    totals = PEERS[sys.argv[1]](sys.argv[2])
    json.dump(dict(sorted(totals.items(), key=lambda kv: (-kv[1], kv[0]))), sys.stdout, ensure_ascii=False)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
