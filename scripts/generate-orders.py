#!/usr/bin/env python3
"""Writes a large synthetic order history for benchmarks: the same bytes for the same
arguments (a fixed linear congruential generator, no dependence on Python's `random`).

    scripts/generate-orders.py --orders 1000000 --format json   > orders-1m.json
    scripts/generate-orders.py --orders 1000000 --format ndjson > orders-1m.ndjson

Orders average about 111 bytes: mostly one juice, some several items, Korean names,
cancelled and refunded orders, all in November 2026 (+09:00).
"""
import argparse
import sys

JUICES = [  # name as the till writes it, weight, unit price
    ("strawberryBanana", 22, 5500), ("strawberry", 20, 5000), ("mango", 16, 5500),
    ("banana", 13, 4500), ("mangoKiwi", 11, 6000), ("kiwi", 10, 5000),
    ("pineapple", 8, 5500), ("딸기쥬스", 5, 5000), ("망고쥬스", 4, 5500),
]
TABLE = [j for j in JUICES for _ in range(j[1])]


class Lcg:
    """Numerical Recipes' 32-bit LCG: fixed forever, so the bytes are too."""

    def __init__(self, seed):
        self.state = seed & 0xFFFFFFFF

    def next(self, bound):
        self.state = (self.state * 1664525 + 1013904223) & 0xFFFFFFFF
        return (self.state >> 8) % bound


def orders(count, seed):
    rng = Lcg(seed)
    second = 0
    for number in range(1, count + 1):
        second += rng.next(5)
        day = 1 + (second // 86400) % 30
        clock = second % 86400
        stamp = f"2026-11-{day:02d}T{clock // 3600:02d}:{clock // 60 % 60:02d}:{clock % 60:02d}+09:00"
        head = f'{{"id":"A{number:07d}","orderedAt":"{stamp}",'
        roll = rng.next(100)
        status = ',"status":"cancelled"' if roll < 3 else ',"status":"refunded"' if roll < 4 else ""
        if rng.next(100) < 12:
            items = []
            for _ in range(2 + rng.next(2)):
                name, _, price = TABLE[rng.next(len(TABLE))]
                items.append(f'{{"juice":"{name}","quantity":{1 + rng.next(3)},"unitPrice":{price}}}')
            yield head + '"items":[' + ",".join(items) + "]" + status + "}"
        else:
            name, _, price = TABLE[rng.next(len(TABLE))]
            # Most tills leave out a quantity of one.
            quantity = f'"quantity":{1 + rng.next(4)},' if rng.next(10) < 3 else ""
            yield head + f'"juice":"{name}",{quantity}"unitPrice":{price}' + status + "}"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--orders", type=int, required=True)
    parser.add_argument("--format", choices=["json", "ndjson"], default="json")
    parser.add_argument("--seed", type=int, default=20261121)
    args = parser.parse_args()
    out = sys.stdout
    write = out.write
    if args.format == "json":
        write('{"orders":[\n')
        first = True
        for line in orders(args.orders, args.seed):
            write(line if first else ",\n" + line)
            first = False
        write("\n]}\n")
    else:
        for line in orders(args.orders, args.seed):
            write(line + "\n")


if __name__ == "__main__":
    main()
