#!/usr/bin/env python3
"""Writes a large synthetic order history for benchmarks: the same bytes for the same
arguments (a fixed linear congruential generator, no dependence on Python's `random`).

    scripts/generate-orders.py --orders 1000000 --format json   > orders-1m.json
    scripts/generate-orders.py --orders 1000000 --format ndjson > orders-1m.ndjson
    scripts/generate-orders.py --orders 1000000 --format csv    > orders-1m.csv

Orders average about 111 bytes: mostly one juice, some several items, Korean names,
cancelled and refunded orders, all in November 2026 (+09:00).

The three formats hold the same orders, so they add up to the same totals. CSV has the
header `id,orderedAt,juice,quantity,unitPrice,status` and one row per item: an order of
several items is consecutive rows sharing its id, with the time and status on each row. A
cell the JSON leaves out (a quantity of one, the status of a completed order) is empty.
Cells are quoted only where RFC 4180 needs it (none of the generated values does); lines
end in `\\n`.
"""
import argparse
import sys

JUICES = [  # name as the till writes it, weight, unit price
    ("strawberryBanana", 22, 5500), ("strawberry", 20, 5000), ("mango", 16, 5500),
    ("banana", 13, 4500), ("mangoKiwi", 11, 6000), ("kiwi", 10, 5000),
    ("pineapple", 8, 5500), ("딸기쥬스", 5, 5000), ("망고쥬스", 4, 5500),
]
TABLE = [j for j in JUICES for _ in range(j[1])]
CSV_HEADER = "id,orderedAt,juice,quantity,unitPrice,status\n"


class Lcg:
    """Numerical Recipes' 32-bit LCG: fixed forever, so the bytes are too."""

    def __init__(self, seed):
        self.state = seed & 0xFFFFFFFF

    def next(self, bound):
        self.state = (self.state * 1664525 + 1013904223) & 0xFFFFFFFF
        return (self.state >> 8) % bound


def records(count, seed):
    """Yields (id, orderedAt, status or None, items, is_multi) per order, where items is a
    list of (juice, quantity or None, unit price). The draws from the generator are in a
    fixed order that every format shares: changing it changes every file's bytes."""
    rng = Lcg(seed)
    second = 0
    for number in range(1, count + 1):
        second += rng.next(5)
        day = 1 + (second // 86400) % 30
        clock = second % 86400
        stamp = f"2026-11-{day:02d}T{clock // 3600:02d}:{clock // 60 % 60:02d}:{clock % 60:02d}+09:00"
        roll = rng.next(100)
        status = "cancelled" if roll < 3 else "refunded" if roll < 4 else None
        if rng.next(100) < 12:
            items = []
            for _ in range(2 + rng.next(2)):
                name, _, price = TABLE[rng.next(len(TABLE))]
                items.append((name, 1 + rng.next(3), price))
            yield f"A{number:07d}", stamp, status, items, True
        else:
            name, _, price = TABLE[rng.next(len(TABLE))]
            # Most tills leave out a quantity of one.
            quantity = 1 + rng.next(4) if rng.next(10) < 3 else None
            yield f"A{number:07d}", stamp, status, [(name, quantity, price)], False


def json_orders(count, seed):
    """One JSON object per order: an `items` array for several items, flat fields for one."""
    for id_, stamp, status, items, multi in records(count, seed):
        head = f'{{"id":"{id_}","orderedAt":"{stamp}",'
        tail = f',"status":"{status}"' if status else ""
        if multi:
            body = ",".join(f'{{"juice":"{name}","quantity":{quantity},"unitPrice":{price}}}'
                            for name, quantity, price in items)
            yield head + '"items":[' + body + "]" + tail + "}"
        else:
            name, quantity, price = items[0]
            quantity = f'"quantity":{quantity},' if quantity is not None else ""
            yield head + f'"juice":"{name}",{quantity}"unitPrice":{price}' + tail + "}"


def csv_cell(value):
    """RFC 4180: quoted only when the cell holds a comma, a quote or a line break."""
    text = "" if value is None else str(value)
    if any(c in text for c in ',"\r\n'):
        return '"' + text.replace('"', '""') + '"'
    return text


def csv_rows(count, seed):
    """The CSV text of each order: one row per item, the order's id, time and status on each."""
    for id_, stamp, status, items, _ in records(count, seed):
        head = f"{csv_cell(id_)},{csv_cell(stamp)},"
        tail = f",{csv_cell(status)}\n"
        yield "".join(f"{head}{csv_cell(name)},{csv_cell(quantity)},{csv_cell(price)}{tail}"
                      for name, quantity, price in items)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--orders", type=int, required=True)
    parser.add_argument("--format", choices=["json", "ndjson", "csv"], default="json")
    parser.add_argument("--seed", type=int, default=20261121)
    args = parser.parse_args()
    out = sys.stdout
    write = out.write
    if args.format == "json":
        write('{"orders":[\n')
        first = True
        for line in json_orders(args.orders, args.seed):
            write(line if first else ",\n" + line)
            first = False
        write("\n]}\n")
    elif args.format == "ndjson":
        for line in json_orders(args.orders, args.seed):
            write(line + "\n")
    else:
        write(CSV_HEADER)
        for rows in csv_rows(args.orders, args.seed):
            write(rows)


if __name__ == "__main__":
    main()
