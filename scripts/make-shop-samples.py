#!/usr/bin/env python3
"""Writes samples/shops/: sales shaped like the public till exports a new user brings (seeded, so
the same bytes every run; under a second).

- bakery.csv: a French bakery's till export (the columns of the public "bakery sales" data set:
  date, time, ticket_number, article, Quantity, unit_price with a decimal comma and a euro sign),
  28 days of February 2017, 40 articles with long and short names, opening at 07:00, a few
  tickets after midnight, returns written as a negative quantity.
- chain.csv: a three-store coffee chain (the columns of the public "coffee shop sales" data set:
  transaction_id, transaction_date, transaction_time, transaction_qty, store_id, store_location,
  product_id, unit_price, product_category, product_type, product_detail), January to March 2023,
  a few returns (transaction_qty -1).
- chain.xlsx: the same rows as an Excel workbook (sheet "Transactions"), dates and times as real
  Excel date and time cells, prices as numbers in a "$"#,##0.00 format, as the public workbook is.
  Written with openpyxl (pip install openpyxl; for this script only, never for juice-report).

Usage: python3 scripts/make-shop-samples.py [OUTDIR]   (default samples/shops)
"""
import csv
import datetime
import os
import random
import sys

OUT = sys.argv[1] if len(sys.argv) > 1 else "samples/shops"

BAKERY_ARTICLES = [
    ("TRADITIONAL BAGUETTE", 1.20, 30), ("CROISSANT", 1.10, 18), ("PAIN AU CHOCOLAT", 1.20, 14),
    ("COUPE", 0.15, 10), ("BANETTE", 1.05, 9), ("BAGUETTE", 0.90, 8), ("CAMPAGNE", 1.60, 4),
    ("SPECIAL BREAD", 2.40, 4), ("CEREAL BAGUETTE", 1.30, 4), ("FORMULE SANDWICH", 7.00, 4),
    ("TARTELETTE", 2.00, 3), ("BOULE 400G", 1.50, 3), ("VIK BREAD", 2.20, 2), ("FICELLE", 0.75, 2),
    ("PAIN AUX RAISINS", 1.20, 2), ("SEIGLE", 2.50, 2), ("MOISSON", 2.50, 2), ("CHAUSSON AUX POMMES", 1.60, 2),
    ("GRAND FAR BRETON", 2.30, 1), ("COOKIE", 1.20, 1), ("BRIOCHE", 1.60, 1), ("ECLAIR", 2.10, 1),
    ("FLAN", 2.00, 1), ("MILLES FEUILLES", 2.40, 1), ("TARTE FRUITS 4P", 11.50, 1), ("PARIS BREST", 2.50, 1),
    ("KOUIGN AMANN", 2.50, 1), ("DIVERS VIENNOISERIE", 1.20, 1), ("SABLE F  P", 1.10, 1), ("TRAITEUR", 3.50, 1),
    ("SANDWICH COMPLET", 4.50, 1), ("QUIM BREAD", 2.20, 1), ("GAL FRANGIPANE 6P", 18.00, 0.5),
    ("ROYAL 4P", 14.00, 0.3), ("PAIN BANETTE", 1.20, 0.5), ("NANTAIS", 1.50, 0.5), ("BROWNIES", 1.70, 0.5),
    ("CAFE OU EAU", 1.00, 1), ("THE", 1.20, 0.5), ("BOISSON 33CL", 1.50, 0.5),
]

HOUR_WEIGHTS = {7: 6, 8: 12, 9: 11, 10: 10, 11: 14, 12: 16, 13: 9, 14: 5, 15: 5, 16: 7, 17: 9, 18: 6, 19: 3}


def euro(amount):
    return ("%.2f" % amount).replace(".", ",") + " €"


def bakery(rng):
    rows = []
    ticket = 150040
    names = [a[0] for a in BAKERY_ARTICLES]
    weights = [a[2] for a in BAKERY_ARTICLES]
    prices = {a[0]: a[1] for a in BAKERY_ARTICLES}
    for day in range(1, 29):
        date = datetime.date(2017, 2, day)
        weekend = date.weekday() >= 5
        tickets = rng.randint(70, 90) + (40 if weekend else 0)
        for _ in range(tickets):
            hour = rng.choices(list(HOUR_WEIGHTS), weights=[w * (1.4 if weekend and h < 12 else 1) for h, w in HOUR_WEIGHTS.items()])[0]
            time = "%02d:%02d" % (hour, rng.randrange(60))
            ticket += 1
            for article in dict.fromkeys(rng.choices(names, weights=weights, k=rng.randint(1, 3))):
                quantity = rng.choices([1, 2, 3, 4], weights=[70, 20, 6, 4])[0]
                rows.append((date.isoformat(), time, ticket, article, quantity, euro(prices[article])))
            if rng.random() < 0.01:
                # A return at the till: the article given back, its quantity negative.
                article = rng.choices(names[:6])[0]
                ticket += 1
                rows.append((date.isoformat(), time, ticket, article, -1, euro(prices[article])))
        if day % 7 == 3:
            # A private event: tickets rung up after midnight, which belong to the evening before with --day-starts 04:00.
            next_day = (date + datetime.timedelta(days=1)).isoformat()
            for minute in (5, 20, 40):
                ticket += 1
                rows.append((next_day, "00:%02d" % minute, ticket, "FORMULE SANDWICH", 2, euro(7.00)))
    rows.sort(key=lambda r: (r[0], r[1], r[2]))
    with open(os.path.join(OUT, "bakery.csv"), "w", newline="", encoding="utf-8") as f:
        writer = csv.writer(f)
        writer.writerow(["date", "time", "ticket_number", "article", "Quantity", "unit_price"])
        writer.writerows(rows)
    return len(rows)


CHAIN_STORES = [(3, "Astoria", 1.0), (5, "Lower Manhattan", 0.9), (8, "Hell's Kitchen", 1.05)]
CHAIN_PRODUCTS = [
    # product_id, unit_price, category, type, detail, weight
    (22, 2.00, "Coffee", "Drip coffee", "Our Old Time Diner Blend Sm", 10), (23, 2.50, "Coffee", "Drip coffee", "Our Old Time Diner Blend Lg", 8),
    (32, 3.00, "Coffee", "Gourmet brewed coffee", "Ethiopia Rg", 8), (33, 3.50, "Coffee", "Gourmet brewed coffee", "Ethiopia Lg", 7),
    (38, 3.75, "Coffee", "Barista Espresso", "Latte", 12), (39, 4.25, "Coffee", "Barista Espresso", "Latte Rg", 10),
    (40, 3.75, "Coffee", "Barista Espresso", "Cappuccino", 9), (41, 4.25, "Coffee", "Barista Espresso", "Cappuccino Lg", 8),
    (42, 3.00, "Coffee", "Barista Espresso", "Espresso shot", 5), (45, 3.00, "Tea", "Brewed Chai tea", "Spicy Eye Opener Chai Rg", 7),
    (46, 3.50, "Tea", "Brewed Chai tea", "Spicy Eye Opener Chai Lg", 6), (49, 3.00, "Tea", "Brewed Black tea", "Earl Grey Rg", 6),
    (50, 3.00, "Tea", "Brewed Chai tea", "Morning Sunrise Chai Rg", 8), (54, 2.50, "Tea", "Brewed herbal tea", "Peppermint Rg", 5),
    (57, 3.10, "Drinking Chocolate", "Hot chocolate", "Dark chocolate Rg", 6), (58, 3.50, "Drinking Chocolate", "Hot chocolate", "Dark chocolate Lg", 5),
    (69, 3.50, "Bakery", "Scone", "Oatmeal Scone", 3), (70, 3.75, "Bakery", "Scone", "Jumbo Savory Scone", 4),
    (73, 3.50, "Bakery", "Pastry", "Chocolate Croissant", 4), (77, 3.00, "Bakery", "Biscotti", "Hazelnut Biscotti", 2),
    (79, 3.50, "Bakery", "Pastry", "Croissant", 3), (84, 0.80, "Flavours", "Regular syrup", "Hazelnut syrup", 3),
    (87, 3.00, "Coffee beans", "Organic Beans", "Brazilian - Organic", 0.4), (9, 45.00, "Branded", "Clothing", "I Need My Bean! T-shirt", 0.2),
]
CHAIN_HOURS = {6: 4, 7: 12, 8: 14, 9: 14, 10: 15, 11: 8, 12: 7, 13: 7, 14: 7, 15: 7, 16: 7, 17: 6, 18: 5, 19: 3, 20: 1}


def chain(rng):
    rows = []
    transaction = 1
    weights = [p[5] for p in CHAIN_PRODUCTS]
    day = datetime.date(2023, 1, 1)
    while day <= datetime.date(2023, 3, 31):
        for store_id, location, busy in CHAIN_STORES:
            for _ in range(int(rng.randint(20, 30) * busy * (1 + (day - datetime.date(2023, 1, 1)).days / 200))):
                hour = rng.choices(list(CHAIN_HOURS), weights=list(CHAIN_HOURS.values()))[0]
                product = rng.choices(CHAIN_PRODUCTS, weights=weights)[0]
                quantity = rng.choices([1, 2, 3], weights=[80, 15, 5])[0]
                if rng.random() < 0.004:
                    quantity = -1
                rows.append((transaction, "%d/%d/%d" % (day.month, day.day, day.year),
                             "%02d:%02d:%02d" % (hour, rng.randrange(60), rng.randrange(60)), quantity, store_id, location,
                             product[0], "%.2f" % product[1], product[2], product[3], product[4]))
                transaction += 1
        day += datetime.timedelta(days=1)
    header = ["transaction_id", "transaction_date", "transaction_time", "transaction_qty", "store_id", "store_location",
              "product_id", "unit_price", "product_category", "product_type", "product_detail"]
    with open(os.path.join(OUT, "chain.csv"), "w", newline="", encoding="utf-8") as f:
        writer = csv.writer(f)
        writer.writerow(header)
        writer.writerows(rows)
    workbook(header, rows)
    return len(rows)


def workbook(header, rows):
    import openpyxl
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "Transactions"
    sheet.append(header)
    for row in rows:
        month, day, year = (int(part) for part in row[1].split("/"))
        hour, minute, second = (int(part) for part in row[2].split(":"))
        sheet.append([row[0], datetime.date(year, month, day), datetime.time(hour, minute, second), row[3], row[4], row[5], row[6],
                      float(row[7]), row[8], row[9], row[10]])
    for cells in sheet.iter_rows(min_row=2):
        cells[1].number_format = "m/d/yyyy"
        cells[2].number_format = "h:mm:ss"
        cells[7].number_format = '"$"#,##0.00'
    # A fixed creation time, so the same rows give the same bytes.
    book.properties.created = book.properties.modified = datetime.datetime(2023, 4, 1)
    path = os.path.join(OUT, "chain.xlsx")
    book.save(path)
    # openpyxl stamps each zip entry with the time it ran: rewrite them with a fixed one.
    import zipfile
    with zipfile.ZipFile(path) as source:
        entries = [(info.filename, source.read(info.filename)) for info in source.infolist()]
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as target:
        for name, data in entries:
            if name == "docProps/core.xml":
                # openpyxl sets the modified time to the time it saved.
                import re
                data = re.sub(rb"<dcterms:modified([^>]*)>[^<]*<", rb"<dcterms:modified\1>2023-04-01T00:00:00Z<", data)
            target.writestr(zipfile.ZipInfo(name, date_time=(2023, 4, 1, 0, 0, 0)), data, compress_type=zipfile.ZIP_DEFLATED)


if __name__ == "__main__":
    os.makedirs(OUT, exist_ok=True)
    print("bakery.csv: %d rows" % bakery(random.Random(2017)))
    print("chain.csv: %d rows" % chain(random.Random(2023)))
