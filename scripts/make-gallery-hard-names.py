#!/usr/bin/env python3
"""Writes the issue 27 cases of samples/gallery-hard ("Names on real catalogues"): NAME.csv (a
totals table `juice,value`) and NAME.args (the chart options `make gallery` passes), the same
bytes every run. Each case is one the issue measured; the comment above it says what it broke.

    python3 scripts/make-gallery-hard-names.py            # into samples/gallery-hard
    python3 scripts/make-gallery-hard-names.py DIRECTORY

The older gallery-hard inputs (four-long-codes, forty-long-product-names, thirty-countries,
banner-1200x240, ...) were written by hand and are not touched here.
"""
import csv
import io
import pathlib
import random
import sys

CASES = {}


def case(name, args=""):
    """Registers a function returning [(name, value)] as the case NAME drawn with ARGS."""
    def register(function):
        CASES[name] = (function, args)
        return function
    return register


@case("eight-coffee-drinks")
def eight_coffee_drinks():
    # Issue 27: seven of eight names cut to about 13 characters, even "Cappuccino (S… 4%" and
    # "Hot American… 19%", while the pie keeps a radius of 207 on 800 × 600. Names up to 39
    # characters: each slice (all are 3 % or more) must be named.
    return [("Iced Caramel Latte (Large)", 238), ("Hot Americano (Large)", 187),
            ("Iced Vanilla Latte Extra Shot (Regular)", 151), ("Cafe Mocha with Whipped Cream (Regular)", 122),
            ("Iced Americano (Regular)", 108), ("Flat White with Almond Milk (Small)", 93),
            ("Nitro Cold Brew Sweet Cream (Large)", 61), ("Cappuccino (Small)", 40)]


@case("fifteen-coffee-drinks")
def fifteen_coffee_drinks():
    # Issue 27: 2 named, 5 cut, 8 bare figures (Plotly names 13). Eleven slices of 3 % or more,
    # every name under 40 characters: each of the eleven must be named on 800 × 600.
    return [("Iced Caramel Latte (Large)", 212), ("Hot Americano Double Shot (Regular)", 168),
            ("Vanilla Oat Flat White (Small)", 131), ("Iced Caramel Latte (Regular)", 118),
            ("Hazelnut Cappuccino Extra Foam (Large)", 97), ("Iced Americano (Large)", 86),
            ("Vanilla Oat Flat White (Large)", 74), ("Honey Oat Latte with Cinnamon (Regular)", 63),
            ("Cold Brew with Sweet Cream (Large)", 55), ("Matcha Latte with Oat Milk (Small)", 46),
            ("Iced Hazelnut Latte (Regular)", 38), ("Mocha with Whipped Cream (Large)", 31),
            ("Caramel Macchiato (Small)", 24), ("Espresso Con Panna (Single)", 17),
            ("Brown Sugar Oat Shaken Espresso", 13)]


@case("three-product-codes")
def three_product_codes():
    # Issue 27: three products of one code, as a wholesaler's export names them; all three
    # labels read "641402 (Desc…ttle)", identical to the eye. (four-long-codes has four codes
    # that differ in their digits; there the small three read "64140N (Descri…".)
    return [("641402 (Description 641402 Cloudy Apple / 1L Bottle)", 462),
            ("641402 (Description 641402 Blood Orange / 1L Bottle)", 318),
            ("641402 (Description 641402 Red Grape / 1L Bottle)", 227)]


@case("forty-long-names")
def forty_long_names():
    # Issue 27: forty products whose names differ in the middle (the flavour) and share their
    # ends (the pack); the biggest labels read "Cold-Pressed…- 1L / Gift Box", three alike.
    # Every name is at most 40 characters. (forty-long-product-names differs at the end.)
    flavours = ["Green Detox", "Beet Apple", "Ginger Zing", "Citrus Kale", "Berry Beet",
                "Mango Chili", "Watermelon", "Pineapple", "Celery Lime", "Carrot Pear"]
    packs = ["1L / Gift Box", "500ml / Glass", "250ml / Shot", "1L / 6-Pack"]
    # The gift boxes of the three best flavours sell best, then a long tail.
    order = [(f, packs[0]) for f in flavours[:3]]
    rest = [(f, p) for p in packs for f in flavours if (f, p) not in order]
    random.Random(27).shuffle(rest)
    names = [f"Cold-Pressed {flavour} - {pack}" for flavour, pack in order + rest]
    assert all(len(name) <= 40 for name in names), [n for n in names if len(n) > 40]
    return [(name, round(410 * 0.91 ** rank)) for rank, name in enumerate(names)]


@case("sixty-cold-pressed")
def sixty_cold_pressed():
    # Issue 27: sixty numbered juices of near-equal sales: 40 labels, every one "2%", no name.
    rng = random.Random(60)
    return [(f"Cold-Pressed Juice No. {n}", rng.randint(24, 44)) for n in range(1, 61)]


BAKERY = [
    "Butter Croissant", "Iced Americano", "Cafe Latte", "Pain au Chocolat", "Hot Americano",
    "Almond Croissant", "Cappuccino", "Sourdough Loaf", "Cinnamon Roll", "Vanilla Latte",
    "Flat White", "Blueberry Muffin", "Baguette", "Cold Brew", "Caramel Macchiato",
    "Ham & Cheese Croissant", "Banana Bread Slice", "Chocolate Chip Cookie", "Cafe Mocha",
    "Matcha Latte", "Egg Tart", "Plain Bagel", "Everything Bagel", "Scone with Clotted Cream",
    "Lemon Drizzle Cake", "Carrot Cake Slice", "Cheesecake Slice", "Brownie", "Hot Chocolate",
    "Chai Latte", "Earl Grey Tea", "English Breakfast Tea", "Peppermint Tea", "Espresso",
    "Double Espresso", "Cortado", "Iced Vanilla Latte", "Iced Caramel Latte", "Oat Milk Latte",
    "Honey Oat Latte", "Focaccia", "Ciabatta Roll", "Multigrain Loaf", "Rye Loaf",
    "Brioche Bun", "Pretzel", "Apple Turnover", "Danish Pastry", "Cinnamon Sugar Donut",
    "Glazed Donut", "Jam Donut", "Macaron Box (6)", "Madeleine", "Financier", "Canele",
    "Quiche Lorraine", "Spinach Feta Roll", "Sausage Roll", "Tuna Sandwich", "BLT Sandwich",
    "Chicken Pesto Panini", "Tomato Mozzarella Panini", "Granola Pot", "Yoghurt Parfait",
    "Fresh Orange Juice", "Lemonade", "Sparkling Water", "Still Water", "Kombucha",
    "Iced Tea Peach", "Affogato", "Babka Slice", "Kouign-Amann", "Pistachio Croissant",
    "Morning Bun", "Hot Cross Bun", "Shortbread", "Oatmeal Raisin Cookie", "Gift Card",
    "Reusable Cup",
]


@case("eighty-products")
def eighty_products():
    # Issue 27: a bakery-café's 80 products, a long flat tail (2.8 % down to 0.7 %, most of 1–3 %): 33
    # labels all read "2%" and not one name on the chart; the names sit in a 9 px legend.
    assert len(BAKERY) == 80 and len(set(BAKERY)) == 80
    rng = random.Random(80)
    values = sorted((round(2400 / (rank + 6) ** 0.5 * rng.uniform(0.85, 1.15)) for rank in range(80)), reverse=True)
    return list(zip(BAKERY, values))


@case("seven-juices-six-slivers")
def seven_juices_six_slivers():
    # Issue 27: one juice of 9,000 units and six of 3–60; four slivers get no label though the
    # column above and below is empty ("no room for the labels of 망고쥬스, 수박쥬스, …").
    return [("딸기쥬스", 9000), ("바나나쥬스", 60), ("키위쥬스", 25), ("망고쥬스", 9),
            ("수박쥬스", 6), ("자몽에이드", 4), ("당근쥬스", 3)]


@case("mixed-korean-english")
def mixed_korean_english():
    # Issue 27: 5 English and 4 Korean drinks, no --names: the English majority picks the
    # chart's language and 딸기바나나쥬스 (a menu spelling) is drawn "Strawberry Banana", a
    # name the input never wrote.
    return [("Iced Americano", 140), ("딸기바나나쥬스", 118), ("Cafe Latte", 96),
            ("망고쥬스", 81), ("Vanilla Cold Brew", 64), ("수박쥬스", 52),
            ("Lemon Ginger Tea", 37), ("자몽에이드", 29), ("Hot Chocolate", 18)]


@case("region-one-99-6", '--title "Sales by region"')
def region_one_99_6():
    # Issue 27: a region table, one region 99.6 %: 2 of 20 named (16 before names-first).
    others = [("Piedmont", 180), ("Veneto", 130), ("Emilia-Romagna", 110), ("Lazio", 95),
              ("Tuscany", 80), ("Liguria", 70), ("Trentino-South Tyrol", 60), ("Friuli-Venezia Giulia", 52),
              ("Campania", 45), ("Apulia", 38), ("Sicily", 32), ("Marche", 27), ("Sardinia", 22),
              ("Umbria", 18), ("Abruzzo", 14), ("Aosta Valley", 11), ("Calabria", 8), ("Basilicata", 5),
              ("Molise", 3)]
    return [("Lombardy", 249000)] + others


@case("canvas-1600x400", "--width 1600 --height 400")
def canvas_1600x400():
    # Issue 27: a wide dashboard strip: 10 px labels, a 9 px legend, and the chart uses only
    # x = 473–1127, about 470 px empty on either side.
    return [("Strawberry Smoothie", 312), ("Mango Lassi", 254), ("Green Detox", 201), ("Orange Juice", 187),
            ("Acai Bowl", 143), ("Banana Shake", 118), ("Watermelon", 97), ("Kiwi Lime", 76),
            ("Pineapple Mint", 58), ("Carrot Ginger", 41), ("Blueberry Yoghurt", 29), ("Coconut Water", 17)]


@case("canvas-375x667", "--width 375 --height 667")
def canvas_375x667():
    # Issue 27: a phone in portrait: 10 px labels and a 9 px legend (digits about 6.5 px tall).
    return [("아메리카노", 286), ("카페라떼", 204), ("바닐라라떼", 151), ("콜드브루", 118),
            ("딸기라떼", 96), ("녹차라떼", 77), ("자몽에이드", 63), ("레몬에이드", 48),
            ("카라멜마끼아또", 36), ("초코라떼", 25), ("복숭아아이스티", 16)]


def main(directory):
    directory.mkdir(parents=True, exist_ok=True)
    for name, (function, args) in CASES.items():
        rows = function()
        assert len({juice for juice, _ in rows}) == len(rows), f"{name}: a name twice"
        text = io.StringIO()
        writer = csv.writer(text, lineterminator="\n")
        writer.writerow(["juice", "value"])
        writer.writerows(rows)
        (directory / f"{name}.csv").write_text(text.getvalue(), encoding="utf-8")
        (directory / f"{name}.args").write_text(args + "\n", encoding="utf-8")
        print(directory / f"{name}.csv", f"{len(rows)} rows")


if __name__ == "__main__":
    default = pathlib.Path(__file__).resolve().parent.parent / "samples" / "gallery-hard"
    main(pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else default)
