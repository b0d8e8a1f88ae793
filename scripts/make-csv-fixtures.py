#!/usr/bin/env python3
"""Writes the CSV reader's encoding and delimiter fixtures into
Tests/JuiceIngestTests/__Fixtures__/csv/: one small order history, written the ways tills
and spreadsheets write it, and the totals it must add up to.

    python3 scripts/make-csv-fixtures.py        # rewrites every file (same bytes every run)

Files (the same 12 rows, 10 orders, in each):

    utf8.csv          UTF-8, no BOM, `,`, LF line ends
    utf8-bom.csv      UTF-8 with a BOM (EF BB BF), as Excel's "CSV UTF-8" writes
    utf16le-bom.csv   UTF-16 little-endian with a BOM (FF FE), as Excel's "Unicode text" writes
    utf16be-bom.csv   UTF-16 big-endian with a BOM (FE FF)
    cp949.csv         CP949 (Korean Windows' code page, Python's 'cp949' codec), no BOM: its
                      Hangul is not valid UTF-8
    semicolon.csv     UTF-8, `;` separated with CRLF line ends, as Excel writes CSV in
                      European locales (the line break inside a quoted cell stays a bare LF,
                      as Excel writes one typed with Alt+Enter)
    tab.tsv           UTF-8, tab separated, LF line ends
    expected.json     units per juice over completed orders (keyed by the juice text exactly
                      as written in the files: the test maps it through the menu), and the
                      numbers of orders, sold orders and excluded orders; computed here from
                      ORDERS, not by reading any CSV back
    bad-unterminated.csv  UTF-8; a quote opened on line 4 is never closed
    bad-not-utf8.csv      Latin-1 (`café`, `crème`: bytes E9, E8 before ASCII) that is
                          neither valid UTF-8 nor valid CP949

Every file quotes only the cells its own delimiter needs quoted (RFC 4180, as Excel and
Python's csv module do): a cell holding a comma is quoted in the `,` files but bare in
`semicolon.csv` and `tab.tsv`, a cell holding a `;` is quoted only in `semicolon.csv`, and
the cells holding a quote or a line break are quoted everywhere. The `note` column comes
before `juice` so that a cell split in the wrong place shifts the juice, quantity and status
columns and so changes the totals.
"""
import json
import pathlib
import sys

OUT = pathlib.Path(__file__).resolve().parent.parent / "Tests" / "JuiceIngestTests" / "__Fixtures__" / "csv"

COLUMNS = ["id", "orderedAt", "note", "juice", "quantity", "unitPrice", "status"]

# One order per entry: id, time, status ("" = completed), then its items as
# (juice, quantity or None for an empty cell meaning 1, unit price, note).
ORDERS = [
    ("1001", "2026-11-21T09:15:02+09:00", "completed", [("딸기쥬스", 2, 5000, "")]),
    ("1002", "2026-11-21T09:21:47+09:00", "", [("바나나쥬스", None, 4500, "얼음 적게, 빨대 없이")]),
    ("1003", "2026-11-21T10:02:15+09:00", "completed", [
        ("망고쥬스", 1, 5500, 'said "extra cold"'),
        ("딸기쥬스", 3, 5000, ""),
        ("kiwi", 1, 5000, ""),
    ]),
    ("1004", "2026-11-21T11:40:00+09:00", "", [("수박주스", 2, 6000, "문 앞에 두세요\nring twice")]),
    ("1005", "2026-11-21T12:05:31+09:00", "cancelled", [("바나나쥬스", 4, 4500, "")]),
    ("1006", "2026-11-21T13:18:09+09:00", "refunded", [("망고쥬스", 1, 5500, "to go; bag please")]),
    ("1007", "2026-11-21T15:47:53+09:00", "", [("kiwi", 2, 5000, "")]),
    ("1008", "2026-11-21T18:30:00+09:00", "completed", [("딸기쥬스", None, 5000, "")]),
    ("1009", "2026-11-22T08:59:59+09:00", "", [("수박주스", 1, 6000, "")]),
    ("1010", "2026-11-22T09:15:02+09:00", "", [("망고쥬스", 2, 5500, "")]),
]


def rows():
    """The history as rows of text cells, header first."""
    yield COLUMNS
    for id_, stamp, status, items in ORDERS:
        for juice, quantity, price, note in items:
            yield [id_, stamp, note, juice, "" if quantity is None else str(quantity), str(price), status]


def expected():
    """The totals, from ORDERS directly: no CSV is read back."""
    units, sold, excluded = {}, 0, 0
    for _, _, status, items in ORDERS:
        if status not in ("", "completed"):
            excluded += 1
            continue
        sold += 1
        for juice, quantity, _, _ in items:
            units[juice] = units.get(juice, 0) + (1 if quantity is None else quantity)
    return {
        "description": "scripts/make-csv-fixtures.py: units per juice (as written) over completed orders",
        "rows": sum(len(items) for *_, items in ORDERS),
        "orders": len(ORDERS),
        "soldOrders": sold,
        "excludedOrders": excluded,
        "unitsByJuice": dict(sorted(units.items(), key=lambda kv: (-kv[1], kv[0]))),
        "totalUnits": sum(units.values()),
    }


def cell(text, delimiter):
    """RFC 4180 minimal quoting for this delimiter."""
    if any(c in text for c in (delimiter, '"', "\r", "\n")):
        return '"' + text.replace('"', '""') + '"'
    return text


def table(delimiter=",", newline="\n"):
    return "".join(delimiter.join(cell(c, delimiter) for c in row) + newline for row in rows())


def unterminated():
    """Header and two good rows (one with a quoted cell, closed on its line), then on line 4
    a quote that never closes, then plain rows with no quote in them, which a reader swallows
    into that cell: it must stop at the end of the file and name line 4 as where the quote
    opened, not trip over a stray quote further on."""
    lines = table().splitlines(keepends=True)
    assert all(line.count('"') % 2 == 0 for line in lines[:3]), "lines 1-3 must hold whole rows"
    broken = '1003,2026-11-21T10:02:15+09:00,"said extra cold,망고쥬스,1,5500,completed\n'
    return "".join(lines[:3]) + broken + "".join(line for line in lines[4:] if '"' not in line)


def not_utf8():
    """ASCII rows with Latin-1 names: é (E9) and è (E8) each followed by an ASCII byte."""
    text = (
        "id,orderedAt,juice,quantity,unitPrice,status\n"
        "2001,2026-11-21T09:15:02+09:00,café frappé,1,5000,\n"
        "2002,2026-11-21T09:20:00+09:00,crème de mangue,2,5500,\n"
        "2003,2026-11-21T09:25:00+09:00,kiwi,1,5000,\n"
    )
    return text.encode("latin-1")


def check_not_utf8(data):
    for codec in ("utf-8", "cp949"):
        try:
            data.decode(codec)
        except UnicodeDecodeError:
            continue
        sys.exit(f"bad-not-utf8.csv decodes as {codec}; pick other bytes")


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    text = table()
    files = {
        "utf8.csv": text.encode("utf-8"),
        "utf8-bom.csv": b"\xef\xbb\xbf" + text.encode("utf-8"),
        "utf16le-bom.csv": b"\xff\xfe" + text.encode("utf-16-le"),
        "utf16be-bom.csv": b"\xfe\xff" + text.encode("utf-16-be"),
        "cp949.csv": text.encode("cp949"),
        "semicolon.csv": table(";", "\r\n").encode("utf-8"),
        "tab.tsv": table("\t").encode("utf-8"),
        "bad-unterminated.csv": unterminated().encode("utf-8"),
        "bad-not-utf8.csv": not_utf8(),
        "expected.json": (json.dumps(expected(), ensure_ascii=False, indent=2) + "\n").encode("utf-8"),
    }
    # The CP949 file must not be readable as UTF-8 by accident: a reader that guesses the
    # encoding has to see that it is not UTF-8.
    try:
        files["cp949.csv"].decode("utf-8")
        sys.exit("cp949.csv is valid UTF-8")
    except UnicodeDecodeError:
        pass
    assert files["cp949.csv"].decode("cp949") == text
    check_not_utf8(files["bad-not-utf8.csv"])
    for name, data in files.items():
        (OUT / name).write_bytes(data)
        print(f"{len(data):6d}  {OUT / name}")


if __name__ == "__main__":
    main()
