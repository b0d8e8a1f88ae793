#!/usr/bin/env python3
"""Writes samples/sales.json (two weeks) or, with --month, samples/month.json (all of
November 2026): a juice shop's orders, the same bytes every run.

Uneven sales across all seven menu juices, some orders written with Korean names or
loose spelling, some with several items, some cancelled or refunded.
"""
import json
import random
import sys

MENU = [  # id, weight, unit price (KRW), names the till may write instead of the id
    ("strawberryBanana", 22, 5500, ["딸바쥬스", "딸기바나나쥬스"]),
    ("strawberry", 20, 5000, ["딸기쥬스", " Strawberry "]),
    ("mango", 16, 5500, ["망고쥬스", "MANGO"]),
    ("banana", 13, 4500, ["바나나쥬스"]),
    ("mangoKiwi", 11, 6000, ["망고키위쥬스", "망키쥬스"]),
    ("kiwi", 10, 5000, ["키위쥬스"]),
    ("pineapple", 8, 5500, ["파인애플쥬스"]),
]


def pick(rng):
    juice, _, price, aliases = rng.choices(MENU, weights=[m[1] for m in MENU])[0]
    name = rng.choice(aliases) if rng.random() < 0.25 else juice
    quantity = rng.choices([1, 2, 3, 4], weights=[70, 20, 7, 3])[0]
    return name, quantity, price


def main(path, days):
    rng = random.Random(20261121)
    orders = []
    for day in days:
        for _ in range(rng.randint(18, 30)):
            minutes = rng.randint(10 * 60, 21 * 60 - 1)
            seconds = rng.randint(0, 59)
            order = {
                "orderedAt": f"2026-11-{day:02d}T{minutes // 60:02d}:{minutes % 60:02d}:{seconds:02d}+09:00",
            }
            if rng.random() < 0.15:
                items = []
                for _ in range(rng.randint(2, 3)):
                    name, quantity, price = pick(rng)
                    item = {"juice": name, "unitPrice": price}
                    if quantity > 1:
                        item["quantity"] = quantity
                    items.append(item)
                order["items"] = items
            else:
                name, quantity, price = pick(rng)
                order.update({"juice": name, "quantity": quantity, "unitPrice": price})
            roll = rng.random()
            if roll < 0.04:
                order["status"] = "cancelled"
            elif roll < 0.05:
                order["status"] = "refunded"
            orders.append(order)
    orders.sort(key=lambda o: o["orderedAt"])
    orders = [{"id": f"A-{serial:04d}", **order} for serial, order in enumerate(orders, start=1)]
    with open(path, "w", encoding="utf-8") as f:
        f.write('{"orders": [\n')
        f.write(",\n".join("  " + json.dumps(o, ensure_ascii=False) for o in orders))
        f.write("\n]}\n")


if __name__ == "__main__":
    if "--month" in sys.argv[1:]:
        main("samples/month.json", range(1, 31))
    else:
        main(sys.argv[1] if len(sys.argv) > 1 else "samples/sales.json", range(8, 22))
