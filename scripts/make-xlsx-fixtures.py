#!/usr/bin/env python3
"""Writes the Excel reader's fixtures into Tests/JuiceExcelTests/__Fixtures__/ (and the sample
samples/exports/square-items.xlsx), with openpyxl for workbooks as Excel-compatible tools write
them and Python's zipfile for the ones whose XML must be exactly so.

    pip install openpyxl                    # for this script only; juice-report never needs it
    python3 scripts/make-xlsx-fixtures.py   # rewrites every file (same content every run)
    python3 scripts/make-xlsx-fixtures.py --large 100000 /tmp/big.xlsx   # a benchmark input, and its CSV beside it

Files:

    square-items.xlsx     a Square "Items" export (header as in the README's exports table) on a
                          sheet named "Items": 60 line items from a fixed seed, Korean and
                          English names and a case variant, refunds (negative Qty and money).
                          Dates are real Excel dates on even rows and text on odd rows, times
                          real Excel times except every fifth row; money is numbers in a
                          "$"#,##0.00 format; Qty numbers (1.0)
    square-items.csv      the same rows as Square writes them ($8.00, -$1.82, 2026-07-18, 12:59:30)
    square-items.expected.json
                          units and revenue (ten-thousandths of a dollar) per chart name,
                          summed here from the rows, not by reading any file back
    strings-and-gaps.xlsx written by hand: every element with an `x:` prefix, shared strings
                          with rich-text runs and a phonetic guide, inline strings, a formula's
                          string result, a boolean, an error cell, cells without references,
                          skipped cells and rows, an empty formatted row
    two-sheets.xlsx       sheets "Summary" (a note, not a table), "주문" (an order history in
                          juice-report's own columns, times as Excel date-times) and "Notes"
    slashed-dates.xlsx    Item, Qty and When as text, the dates slashed (`3/11/26 9:00`): only the
                          third row's day (25) says they are day first
    hidden-first.xlsx     a hidden sheet "Lookup" before the visible "Sales" (juice, quantity)
    wide-daily.xlsx       a wide table (issue 28): a sheet "Daily" of 날짜 (real Excel dates, one
                          day as text), one column of units per product (numbers, one 3.0, blank
                          cells), a 합계 column and a "Revenue (₩)" column, and a 합계 row without a date
    empty.xlsx            a workbook whose only sheet is empty
    corrupt.xlsx          square-items.xlsx with its sheet's compressed data overwritten (0xFF:
                          a deflate block of the reserved type, so inflating fails at once)
    not-a-zip.xlsx        CSV text misnamed .xlsx
    encrypted.xlsx        the first block of an OLE compound file (what a password-protected
                          workbook or an old .xls is)
    malformed.xlsx        a sheet whose XML closes a tag it never opened
    no-workbook.xlsx      a zip holding only a text file
    returns.xlsx          written by hand: juice-report's own columns, €14.05 of sales and a return
                          of one Apple Juice (quantity -1, amount -€1.20), so €12.85 net, and a
                          refunded order with a return line (left out whole); times Excel
                          date-times, money numbers in a "€"#,##0.00 format (issue 28)
    pairs/orders-N.xlsx and pairs/orders-N.csv (N = 1, 2, 3)
                          the same 300 generated orders (seeds 1-3; multi-item orders, statuses,
                          Korean and English names, prices with cents) as a workbook (times as
                          Excel date-times, prices numbers) and as CSV text
"""
import csv
import datetime as dt
import io
import json
import pathlib
import random
import sys
import zipfile

import openpyxl

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUT = ROOT / "Tests" / "JuiceExcelTests" / "__Fixtures__"
SAMPLE = ROOT / "samples" / "exports" / "square-items.xlsx"

# openpyxl stamps the current time into docProps/core.xml; fix it so every run writes the same workbook.
FIXED_TIME = dt.datetime(2026, 11, 22, 0, 0, 0)

SQUARE_COLUMNS = ["Date", "Time", "Time Zone", "Category", "Item", "Qty", "Price Point Name", "SKU", "Modifiers Applied",
                  "Gross Sales", "Discounts", "Net Sales", "Tax", "Transaction ID", "Payment ID", "Device Name", "Notes",
                  "Details", "Event Type", "Location", "Dining Option", "Customer ID", "Customer Name",
                  "Customer Reference ID", "Unit", "Count", "GTIN", "Itemization Type", "Commission", "Employee",
                  "Fulfillment Note", "Channel", "Token", "Card Brand", "PAN Suffix"]
MONEY_COLUMNS = {"Gross Sales", "Discounts", "Net Sales", "Tax", "Commission"}

# (item as typed, category, price in cents, the name the chart shows)
SQUARE_ITEMS = [
    ("Strawberry Juice", "Juice", 800, "Strawberry"),
    ("딸기쥬스", "Juice", 800, "Strawberry"),
    ("망고쥬스", "Juice", 850, "Mango"),
    ("Matcha Latte", "Coffee", 550, "Matcha Latte"),
    ("matcha latte ", "Coffee", 550, "Matcha Latte"),
    ("sticker", "Merchandise", 200, "sticker"),
]
# Weights keep "Matcha Latte" the more frequent spelling, so the chart shows it.
SQUARE_WEIGHTS = [3, 3, 3, 4, 1, 2]


def money_text(cents):
    sign = "-" if cents < 0 else ""
    return f"{sign}${abs(cents) // 100:,}.{abs(cents) % 100:02d}"


def square_rows(count=60, seed=11):
    rng = random.Random(seed)
    rows = []
    for index in range(count):
        item, category, price, _ = rng.choices(SQUARE_ITEMS, SQUARE_WEIGHTS)[0]
        qty = rng.randint(1, 3)
        refund = index % 9 == 8
        gross = price * qty
        discount = -182 if rng.random() < 0.2 else 0
        net = gross + discount
        tax = round(net * 0.0775)
        sign = -1 if refund else 1
        day = dt.date(2026, 7, 1) + dt.timedelta(days=rng.randrange(31))
        time = dt.time(rng.randrange(8, 23), rng.randrange(60), rng.randrange(60))
        transaction = f"TX{index // 2 + 1:04d}"
        rows.append({
            "Date": day, "Time": time, "Time Zone": "Eastern Time (US & Canada)", "Category": category, "Item": item,
            "Qty": float(sign * qty), "Price Point Name": "Regular", "SKU": "", "Modifiers Applied": "12oz, Oat Milk" if category == "Coffee" else "",
            "Gross Sales": sign * gross, "Discounts": sign * discount, "Net Sales": sign * net, "Tax": sign * tax,
            "Transaction ID": transaction, "Payment ID": f"P{index // 2 + 1:04d}", "Device Name": "Counter",
            "Notes": "Canceled Order" if refund else "", "Details": "Details", "Event Type": "Refund" if refund else "Payment",
            "Location": "Main St", "Dining Option": rng.choice(["For Here", "To Go"]), "Customer ID": "", "Customer Name": "",
            "Customer Reference ID": "", "Unit": "ea", "Count": sign * qty, "GTIN": "", "Itemization Type": "Physical Item",
            "Commission": 0, "Employee": "Ann", "Fulfillment Note": "", "Channel": "Register", "Token": f"t{index}",
            "Card Brand": "Visa", "PAN Suffix": "1234",
        })
    return rows


def square_expected(rows):
    names = {item: shown for item, _, _, shown in SQUARE_ITEMS}
    units, revenue = {}, {}
    for row in rows:
        shown = names[row["Item"]]
        units[shown] = units.get(shown, 0) + int(row["Qty"])
        revenue[shown] = revenue.get(shown, 0) + row["Net Sales"] * 100  # cents to ten-thousandths
    return {"units": units, "revenue": revenue, "lines": len(rows)}


def fix_times(workbook):
    workbook.properties.created = FIXED_TIME
    workbook.properties.modified = FIXED_TIME


def save(workbook, path):
    fix_times(workbook)
    # openpyxl sets `modified` to now while saving; write to memory, then restamp the zip deterministically.
    buffer = io.BytesIO()
    workbook.save(buffer)
    restamp(buffer.getvalue(), path)


def restamp(data, path):
    """Rewrites a zip with fixed entry times and a fixed core.xml time, so reruns give the same bytes."""
    source = zipfile.ZipFile(io.BytesIO(data))
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as target:
        for info in source.infolist():
            content = source.read(info.filename)
            if info.filename == "docProps/core.xml":
                text = content.decode()
                start = text.find("<dcterms:modified")
                if start >= 0:
                    end = text.find("</dcterms:modified>", start) + len("</dcterms:modified>")
                    text = text[:start] + '<dcterms:modified xsi:type="dcterms:W3CDTF">2026-11-22T00:00:00Z</dcterms:modified>' + text[end:]
                content = text.encode()
            target.writestr(zipfile.ZipInfo(info.filename, date_time=(2026, 11, 22, 0, 0, 0)), content, zipfile.ZIP_DEFLATED)


def write_square(rows):
    workbook = openpyxl.Workbook()
    sheet = workbook.active
    sheet.title = "Items"
    sheet.append(SQUARE_COLUMNS)
    for number, row in enumerate(rows):
        values = []
        for column in SQUARE_COLUMNS:
            value = row[column]
            if column == "Date" and number % 2 == 1:
                value = value.isoformat()  # the date as text, as a CSV pasted into a sheet leaves it
            elif column == "Time" and number % 5 == 4:
                value = value.strftime("%H:%M:%S")
            elif column in MONEY_COLUMNS:
                value = value / 100
            values.append(value)
        sheet.append(values)
        line = sheet.max_row
        for column, name in enumerate(SQUARE_COLUMNS, start=1):
            cell = sheet.cell(row=line, column=column)
            if name in MONEY_COLUMNS:
                cell.number_format = '"$"#,##0.00'
            elif name == "Date" and isinstance(cell.value, (dt.date, dt.datetime)):
                cell.number_format = "yyyy-mm-dd"
            elif name == "Time" and isinstance(cell.value, dt.time):
                cell.number_format = "h:mm:ss"
    save(workbook, OUT / "square-items.xlsx")
    SAMPLE.write_bytes((OUT / "square-items.xlsx").read_bytes())

    with open(OUT / "square-items.csv", "w", newline="", encoding="utf-8") as file:
        writer = csv.writer(file, lineterminator="\n")
        writer.writerow(SQUARE_COLUMNS)
        for row in rows:
            out = []
            for column in SQUARE_COLUMNS:
                value = row[column]
                if column == "Date":
                    value = value.isoformat()
                elif column == "Time":
                    value = value.strftime("%H:%M:%S")
                elif column in MONEY_COLUMNS:
                    value = money_text(value)
                elif column == "Qty":
                    value = f"{value:.1f}"
                out.append(value)
            writer.writerow(out)
    (OUT / "square-items.expected.json").write_text(json.dumps(square_expected(rows), ensure_ascii=False, indent=1, sort_keys=True) + "\n")


MAIN_NS = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
REL_NS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
PKG_REL_NS = "http://schemas.openxmlformats.org/package/2006/relationships"
CONTENT_TYPES = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>"""
ROOT_RELS = f"""<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="{PKG_REL_NS}"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>"""


def hand_workbook(path, sheet_xml, shared_strings=None, styles=None, prefix="x"):
    p = f"{prefix}:" if prefix else ""
    ns = f'xmlns:{prefix}="{MAIN_NS}"' if prefix else f'xmlns="{MAIN_NS}"'
    workbook = (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<{p}workbook {ns} xmlns:r="{REL_NS}">'
                f'<{p}sheets><{p}sheet name="Sheet1" sheetId="1" r:id="rId7"/></{p}sheets></{p}workbook>')
    rels = [f'<Relationship Id="rId7" Type="{REL_NS}/worksheet" Target="/xl/worksheets/sheet1.xml"/>']
    if shared_strings is not None:
        rels.append(f'<Relationship Id="rId8" Type="{REL_NS}/sharedStrings" Target="strings.xml"/>')
    if styles is not None:
        rels.append(f'<Relationship Id="rId9" Type="{REL_NS}/styles" Target="styles.xml"/>')
    workbook_rels = f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="{PKG_REL_NS}">{"".join(rels)}</Relationships>'
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        def put(name, text):
            archive.writestr(zipfile.ZipInfo(name, date_time=(2026, 11, 22, 0, 0, 0)), text.encode(), zipfile.ZIP_DEFLATED)
        put("[Content_Types].xml", CONTENT_TYPES)
        put("_rels/.rels", ROOT_RELS)
        put("xl/workbook.xml", workbook)
        put("xl/_rels/workbook.xml.rels", workbook_rels)
        put("xl/worksheets/sheet1.xml", sheet_xml)
        if shared_strings is not None:
            put("xl/strings.xml", shared_strings)
        if styles is not None:
            put("xl/styles.xml", styles)


def write_strings_and_gaps():
    strings = f"""<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<x:sst xmlns:x="{MAIN_NS}" count="5" uniqueCount="5">
<x:si><x:t>juice</x:t></x:si>
<x:si><x:r><x:rPr><x:b/></x:rPr><x:t>딸기</x:t></x:r><x:r><x:t xml:space="preserve">쥬스</x:t></x:r></x:si>
<x:si><x:t>mango</x:t><x:rPh sb="0" eb="5"><x:t>マンゴー</x:t></x:rPh><x:phoneticPr fontId="1"/></x:si>
<x:si><x:t>said "hi", twice; &amp; left</x:t></x:si>
<x:si><x:t>two
lines</x:t></x:si>
</x:sst>"""
    # Style 1 shows a date and time; style 2 money in won after the digits.
    styles = f"""<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<x:styleSheet xmlns:x="{MAIN_NS}"><x:numFmts count="2"><x:numFmt numFmtId="164" formatCode="yyyy\\-mm\\-dd\\ hh:mm:ss"/><x:numFmt numFmtId="165" formatCode="#,##0&quot;원&quot;"/></x:numFmts>
<x:cellStyleXfs count="1"><x:xf numFmtId="0"/></x:cellStyleXfs>
<x:cellXfs count="3"><x:xf numFmtId="0"/><x:xf numFmtId="164" applyNumberFormat="1"/><x:xf numFmtId="165" applyNumberFormat="1"/></x:cellXfs></x:styleSheet>"""
    sheet = f"""<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<x:worksheet xmlns:x="{MAIN_NS}"><x:dimension ref="A1:G7"/><x:sheetData>
<x:row r="1"><x:c r="A1" t="inlineStr"><x:is><x:t>id</x:t></x:is></x:c><x:c r="B1" t="s"><x:v>0</x:v></x:c><x:c r="C1" t="str"><x:f>"quantity"</x:f><x:v>quantity</x:v></x:c><x:c r="D1" t="inlineStr"><x:is><x:r><x:t>no</x:t></x:r><x:r><x:t>te</x:t></x:r></x:is></x:c><x:c r="E1" t="inlineStr"><x:is><x:t>unitPrice</x:t></x:is></x:c><x:c r="F1" t="inlineStr"><x:is><x:t>paid</x:t></x:is></x:c><x:c r="G1" t="inlineStr"><x:is><x:t>orderedAt</x:t></x:is></x:c></x:row>
<x:row r="2"><x:c r="A2"><x:v>1</x:v></x:c><x:c r="B2" t="s"><x:v>1</x:v></x:c><x:c r="C2"><x:v>2</x:v></x:c><x:c r="E2" s="2"><x:v>5000</x:v></x:c><x:c r="G2" s="1"><x:v>46347.5</x:v></x:c></x:row>
<x:row r="4"><x:c r="A4"><x:v>2</x:v></x:c><x:c r="B4" t="s"><x:v>2</x:v></x:c><x:c r="D4" t="s"><x:v>3</x:v></x:c><x:c r="E4" s="2"><x:v>5500</x:v></x:c><x:c r="F4" t="b"><x:v>0</x:v></x:c><x:c r="G4" s="1"><x:v>46347.75001157</x:v></x:c></x:row>
<x:row r="5"><x:c r="A5" s="1"/><x:c r="B5" s="2"/></x:row>
<x:row><x:c t="inlineStr"><x:is><x:t>3</x:t></x:is></x:c><x:c t="inlineStr"><x:is><x:t>kiwi</x:t></x:is></x:c><x:c><x:v>3</x:v></x:c><x:c t="s"><x:v>4</x:v></x:c><x:c><x:v>5000</x:v></x:c><x:c t="e"><x:v>#N/A</x:v></x:c></x:row>
<x:row r="7"><x:c r="A7"><x:v>4</x:v></x:c><x:c r="B7" t="str"><x:f>B4&amp;"쥬스"</x:f><x:v>망고쥬스</x:v></x:c><x:c r="C7"><x:v>1</x:v></x:c><x:c r="E7"><x:v>5500.1000000000004</x:v></x:c><x:c r="F7" t="b"><x:v>1</x:v></x:c></x:row>
</x:sheetData></x:worksheet>"""
    hand_workbook(OUT / "strings-and-gaps.xlsx", sheet, shared_strings=strings, styles=styles)


def write_returns():
    # Style 1 shows a date and time; style 2 money in euros.
    styles = f"""<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="{MAIN_NS}"><numFmts count="2"><numFmt numFmtId="164" formatCode="yyyy\\-mm\\-dd\\ hh:mm:ss"/><numFmt numFmtId="165" formatCode="&quot;€&quot;#,##0.00"/></numFmts>
<cellStyleXfs count="1"><xf numFmtId="0"/></cellStyleXfs>
<cellXfs count="3"><xf numFmtId="0"/><xf numFmtId="164" applyNumberFormat="1"/><xf numFmtId="165" applyNumberFormat="1"/></cellXfs></styleSheet>"""

    def text(ref, value):
        return f'<c r="{ref}" t="inlineStr"><is><t>{value}</t></is></c>'

    def number(ref, value, style=None):
        styled = f' s="{style}"' if style else ""
        return f'<c r="{ref}"{styled}><v>{value}</v></c>'

    header = "".join(text(f"{column}1", name) for column, name in zip("ABCDEFG", ["id", "orderedAt", "juice", "quantity", "unitPrice", "amount", "status"]))
    # (id, Excel date-time on 2026-11-21, juice, quantity, unit price, amount, status)
    orders = [(1, "46347.375", "Orange Juice", 2, "3.5", None, None),
              (2, "46347.4375", "Apple Juice", 1, "3.85", None, "completed"),
              (3, "46347.5", "Orange Juice", 1, "3.2", None, None),
              (4, "46347.625", "Apple Juice", -1, None, "-1.2", None),
              (5, "46347.65625", "Orange Juice", -1, "3.5", None, "refunded")]
    rows = [f'<row r="1">{header}</row>']
    for line, (order, when, juice, quantity, price, amount, status) in enumerate(orders, start=2):
        cells = [number(f"A{line}", order), number(f"B{line}", when, 1), text(f"C{line}", juice), number(f"D{line}", quantity)]
        if price is not None:
            cells.append(number(f"E{line}", price, 2))
        if amount is not None:
            cells.append(number(f"F{line}", amount, 2))
        if status is not None:
            cells.append(text(f"G{line}", status))
        rows.append(f'<row r="{line}">{"".join(cells)}</row>')
    sheet = (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="{MAIN_NS}"><sheetData>\n'
             + "\n".join(rows) + "\n</sheetData></worksheet>")
    hand_workbook(OUT / "returns.xlsx", sheet, styles=styles, prefix=None)


def write_two_sheets():
    workbook = openpyxl.Workbook()
    summary = workbook.active
    summary.title = "Summary"
    summary.append(["Report for July"])
    orders = workbook.create_sheet("주문")
    orders.append(["id", "orderedAt", "juice", "quantity", "unitPrice"])
    for row in [("A-1", dt.datetime(2026, 11, 21, 9, 15, 2), "딸기쥬스", 2, 4500),
                ("A-2", dt.datetime(2026, 11, 21, 9, 17, 40), "mango", 1, 5000),
                ("A-3", dt.datetime(2026, 11, 22, 10, 0, 0), "딸기쥬스", 1, 4500)]:
        orders.append(list(row))
        orders.cell(row=orders.max_row, column=2).number_format = "yyyy-mm-dd hh:mm:ss"
    notes = workbook.create_sheet("Notes")
    notes.append(["nothing here"])
    save(workbook, OUT / "two-sheets.xlsx")


def write_slashed_dates():
    workbook = openpyxl.Workbook()
    sheet = workbook.active
    sheet.title = "Sales"
    for row in [["Item", "Qty", "When"], ["딸기쥬스", 2, "3/11/26 9:00"], ["kiwi", 1, "4/11/26 12:30"], ["mango", 1, "25/11/26 18:05"]]:
        sheet.append(row)
    save(workbook, OUT / "slashed-dates.xlsx")


def write_hidden_first():
    workbook = openpyxl.Workbook()
    lookup = workbook.active
    lookup.title = "Lookup"
    lookup.append(["price list, not sales"])
    lookup.sheet_state = "hidden"
    sales = workbook.create_sheet("Sales")
    for row in [["juice", "quantity"], ["kiwi", 2], ["mango", 1]]:
        sales.append(row)
    workbook.active = 1
    save(workbook, OUT / "hidden-first.xlsx")


def write_broken():
    workbook = openpyxl.Workbook()
    save(workbook, OUT / "empty.xlsx")

    data = bytearray((OUT / "square-items.xlsx").read_bytes())
    with zipfile.ZipFile(io.BytesIO(bytes(data))) as archive:
        info = archive.getinfo("xl/worksheets/sheet1.xml")
    header = info.header_offset
    name_length = int.from_bytes(data[header + 26:header + 28], "little")
    extra_length = int.from_bytes(data[header + 28:header + 30], "little")
    start = header + 30 + name_length + extra_length
    data[start:start + 16] = b"\xff" * 16
    (OUT / "corrupt.xlsx").write_bytes(bytes(data))

    (OUT / "not-a-zip.xlsx").write_text("id,juice\n1,kiwi\n")
    (OUT / "encrypted.xlsx").write_bytes(bytes([0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1]) + bytes(504))
    hand_workbook(OUT / "malformed.xlsx", f"""<?xml version="1.0" encoding="UTF-8"?>
<worksheet xmlns="{MAIN_NS}"><sheetData>
<row r="1"><c r="A1" t="inlineStr"><is><t>juice</t></is></c></row>
<row r="2"><c r="A2" t="inlineStr"><is><t>kiwi</t></is></c></row>
<row r="3"><c r="A3" t="inlineStr"><is><t>mango</t></is></x></row>
</sheetData></worksheet>""", prefix=None)
    with zipfile.ZipFile(OUT / "no-workbook.xlsx", "w") as archive:
        archive.writestr(zipfile.ZipInfo("hello.txt", date_time=(2026, 11, 22, 0, 0, 0)), "hello\n")


PAIR_JUICES = ["딸기쥬스", "바나나쥬스", "Mango", "kiwi", "Strawberry Banana", "망키쥬스", "Matcha Latte", "matcha latte"]


def order_rows(count, seed):
    rng = random.Random(seed)
    rows = []
    moment = dt.datetime(2026, 11, 1, 8, 0, 0)
    for number in range(1, count + 1):
        moment += dt.timedelta(seconds=rng.randrange(60, 4000))
        status = rng.choices(["completed", "", "cancelled", "refunded"], [6, 3, 1, 1])[0]
        for _ in range(rng.choice([1, 1, 1, 2, 3])):
            juice = rng.choice(PAIR_JUICES)
            quantity = rng.choice([None, 1, 1, 2, 3, 4])
            price = rng.choice([4500, 5000, 5500, 3.5, 4.25, 6000])
            rows.append((f"O-{seed}-{number:04d}", moment, juice, quantity, price, status))
    return rows


def write_pair(count, seed, xlsx_path, csv_path):
    rows = order_rows(count, seed)
    workbook = openpyxl.Workbook(write_only=True)
    sheet = workbook.create_sheet("Orders")
    sheet.append(["id", "orderedAt", "juice", "quantity", "unitPrice", "status"])
    from openpyxl.cell import WriteOnlyCell
    for row in rows:
        when = WriteOnlyCell(sheet, value=row[1])
        when.number_format = "yyyy-mm-dd hh:mm:ss"
        sheet.append([row[0], when, row[2], row[3], row[4], row[5]])
    save(workbook, xlsx_path)
    with open(csv_path, "w", newline="", encoding="utf-8") as file:
        writer = csv.writer(file, lineterminator="\n")
        writer.writerow(["id", "orderedAt", "juice", "quantity", "unitPrice", "status"])
        for row in rows:
            writer.writerow([row[0], row[1].strftime("%Y-%m-%d %H:%M:%S"), row[2], "" if row[3] is None else row[3], row[4], row[5]])


def write_large(count, path):
    """A Square export of `count` line items (write-only mode, so openpyxl holds no rows), and the same as CSV."""
    rows = square_rows(count, seed=99)
    workbook = openpyxl.Workbook(write_only=True)
    sheet = workbook.create_sheet("Items")
    sheet.append(SQUARE_COLUMNS)
    from openpyxl.cell import WriteOnlyCell
    for row in rows:
        values = []
        for column in SQUARE_COLUMNS:
            value = row[column]
            if column in MONEY_COLUMNS:
                value = WriteOnlyCell(sheet, value=value / 100)
                value.number_format = '"$"#,##0.00'
            elif column == "Date":
                value = WriteOnlyCell(sheet, value=value)
                value.number_format = "yyyy-mm-dd"
            elif column == "Time":
                value = WriteOnlyCell(sheet, value=value)
                value.number_format = "h:mm:ss"
            values.append(value)
        sheet.append(values)
    workbook.save(path)
    with open(pathlib.Path(path).with_suffix(".csv"), "w", newline="", encoding="utf-8") as file:
        writer = csv.writer(file, lineterminator="\n")
        writer.writerow(SQUARE_COLUMNS)
        for row in rows:
            writer.writerow([row["Date"].isoformat() if c == "Date" else row["Time"].strftime("%H:%M:%S") if c == "Time"
                             else money_text(row[c]) if c in MONEY_COLUMNS else f"{row[c]:.1f}" if c == "Qty" else row[c]
                             for c in SQUARE_COLUMNS])


def write_wide():
    workbook = openpyxl.Workbook()
    sheet = workbook.active
    sheet.title = "Daily"
    rows = [["날짜", "딸기쥬스", "Kiwi", "mango", "합계", "Revenue (₩)"],
            [dt.datetime(2026, 11, 20), 12, None, 3, 15, 75000],
            [dt.datetime(2026, 11, 21), 7, 4, None, 11, 55000],
            ["2026-11-22", 3.0, 2, 1, 6, 30000],
            ["합계", 22, 6, 4, 32, 160000]]
    for row in rows:
        sheet.append(row)
    for cell in sheet["A"][1:3]:
        cell.number_format = "yyyy-mm-dd"
    save(workbook, OUT / "wide-daily.xlsx")


def main():
    if len(sys.argv) == 4 and sys.argv[1] == "--large":
        write_large(int(sys.argv[2]), sys.argv[3])
        return
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "pairs").mkdir(exist_ok=True)
    write_square(square_rows())
    write_strings_and_gaps()
    write_two_sheets()
    write_slashed_dates()
    write_hidden_first()
    write_wide()
    write_broken()
    write_returns()
    for seed in (1, 2, 3):
        write_pair(300, seed, OUT / "pairs" / f"orders-{seed}.xlsx", OUT / "pairs" / f"orders-{seed}.csv")


if __name__ == "__main__":
    main()
