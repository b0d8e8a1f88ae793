#!/usr/bin/env python3
"""Writes samples/gallery/*.json: hard inputs for the pie layout, the same bytes every run."""
import json
import os
import random
import sys

MENU = ["strawberry", "banana", "pineapple", "kiwi", "mango", "strawberryBanana", "mangoKiwi"]
LONG_NAMES = [
    "제주한라봉레몬에이드쥬스", "유기농케일사과셀러리쥬스", "블루베리요거트스무디쥬스", "자몽허니블랙티쥬스",
    "수박화채쥬스", "청포도민트쥬스", "복숭아아이스티쥬스", "당근오렌지진저쥬스", "비트사과레몬쥬스",
    "아보카도바나나쥬스", "토마토바질쥬스", "레드향쥬스", "천혜향쥬스", "패션후르츠에이드쥬스",
    "라즈베리히비스커스쥬스", "코코넛파인애플쥬스", "용과망고스무디쥬스", "리치로즈쥬스",
    "샤인머스캣쥬스", "무화과우유쥬스", "단호박라떼쥬스",
]


def orders(counts, status=None):
    """One order per juice with the given quantity, in a fixed order."""
    result = []
    for index, (juice, quantity) in enumerate(counts):
        order = {"id": f"G-{index + 1:04d}", "orderedAt": f"2026-11-21T{9 + index % 12:02d}:{index % 60:02d}:00+09:00",
                 "juice": juice, "quantity": quantity}
        if status:
            order["status"] = status
        result.append(order)
    return result


def main(directory):
    rng = random.Random(7)
    cases = {
        "one-juice": orders([("kiwi", 12)]),
        "two-equal": orders([("strawberry", 40), ("banana", 40)]),
        "steep-tail": orders(list(zip(MENU, [400, 150, 60, 25, 10, 5, 2]))),
        "long-names": orders([(name, q) for name, q in zip(MENU[:4] + LONG_NAMES,
                                                             [420, 300, 260, 200, 150, 120, 90, 80, 70, 60, 50, 40,
                                                              30, 24, 18, 14, 10, 8, 6, 5, 4, 3, 2, 2, 1])]),
        "sixty-juices": orders([(f"쥬스 {i + 1:02d}", rng.randint(1, 60)) for i in range(60)]),
        "one-dominant": orders([("strawberryBanana", 9900)] + list(zip(
            ["kiwi", "mango", "banana", "pineapple", "strawberry", "mangoKiwi"], [30, 20, 20, 15, 10, 5]))),
        "no-sales": orders([("kiwi", 2), ("mango", 1)], status="cancelled"),
    }
    os.makedirs(directory, exist_ok=True)
    for name, content in cases.items():
        with open(os.path.join(directory, f"{name}.json"), "w", encoding="utf-8") as f:
            json.dump({"orders": content}, f, ensure_ascii=False, indent=1)
            f.write("\n")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "samples/gallery")
