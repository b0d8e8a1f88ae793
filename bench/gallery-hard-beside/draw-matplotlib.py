#!/usr/bin/env python3
"""Draws every samples/gallery-hard input (or the NAMEs given) the way matplotlib does out of the
box, for comparison with `make gallery`: `ax.pie` with labels and autopct, at the same canvas
size (--width/--height of NAME.args, 800 × 600 by default), into output/gallery-hard-matplotlib/.
It follows the options that change what is drawn: --title, --sort (value, name or input),
--top N (the rest folded into one "Other (n)" slice), --start-angle and --donut; it keeps the
names as the input writes them.

With --beside, it also puts our chart (output/gallery-hard/NAME.png, as `make gallery` or
bench/gallery-hard-beside.sh draws it) and matplotlib's side by side, or one above the other
on canvases twice as wide as tall, into output/gallery-hard-beside/NAME.png.

    "$(bash scripts/setup/python-venv.sh gallery matplotlib pillow)" \
        bench/gallery-hard-beside/draw-matplotlib.py [--beside] [NAME...]

Needs matplotlib (and Pillow for --beside) from PyPI and the Noto CJK fonts;
bench/gallery-hard-beside.sh installs them into .build/gallery-venv (scripts/setup/python-venv.sh)
and does it all. A few seconds per chart."""
import argparse
import csv
import pathlib
import shlex

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt

matplotlib.rcParams["font.family"] = ["Noto Sans CJK KR", "DejaVu Sans"]
root = pathlib.Path(__file__).resolve().parents[2]
gallery = root / "samples" / "gallery-hard"
output = root / "output"


def options_of(table):
    """NAME.args as a dict of flag to value (flags without a value map to True)."""
    args_file = table.with_suffix(".args")
    args = shlex.split(args_file.read_text(encoding="utf-8")) if args_file.exists() else []
    options, index = {}, 0
    while index < len(args):
        if index + 1 < len(args) and not args[index + 1].startswith("--"):
            options[args[index]] = args[index + 1]
            index += 2
        else:
            options[args[index]] = True
            index += 1
    return options


def rows_of(table, options):
    """The table's (name, value) rows above 0, in the order and with the folding the options ask."""
    with table.open(encoding="utf-8", newline="") as file:
        rows = [(row["juice"], float(row["value"])) for row in csv.DictReader(file)]
    rows = [row for row in rows if row[1] > 0]
    order = options.get("--sort", "value")
    if order == "name":
        rows.sort(key=lambda row: row[0])
    elif order != "input":
        rows.sort(key=lambda row: -row[1])
    top = int(options["--top"]) if "--top" in options else None
    if top is not None and len(rows) > top:
        kept = sorted(rows, key=lambda row: -row[1])[:top]
        folded = [row for row in rows if row not in kept]
        rows = [row for row in rows if row in kept] + [(f"Other ({len(folded)})", sum(v for _, v in folded))]
    return rows


def draw(table):
    options = options_of(table)
    width, height = float(options.get("--width", 800)), float(options.get("--height", 600))
    rows = rows_of(table, options)
    figure, axes = plt.subplots(figsize=(width / 100, height / 100), dpi=100)
    axes.pie([value for _, value in rows], labels=[name for name, _ in rows], autopct="%1.1f%%",
             startangle=-float(options.get("--start-angle", 0)), counterclock=False,
             wedgeprops={"width": 1 - float(options["--donut"])} if "--donut" in options else None)
    axes.set_title(options.get("--title", "Juice sales"))
    path = output / "gallery-hard-matplotlib" / f"{table.stem}.png"
    figure.savefig(path)
    plt.close(figure)
    return path


def caption_font(size):
    from PIL import ImageFont
    for candidate in ("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
                      "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"):
        if pathlib.Path(candidate).exists():
            return ImageFont.truetype(candidate, size)
    return ImageFont.load_default(size=size)


def beside(name, ours, theirs, ours_caption):
    """Our chart and matplotlib's in one PNG, each under a caption."""
    from PIL import Image, ImageDraw
    left, right = Image.open(ours).convert("RGB"), Image.open(theirs).convert("RGB")
    caption, gap = 30, 12
    stacked = left.width >= 2 * left.height
    if stacked:
        size = (max(left.width, right.width), left.height + right.height + 2 * caption + gap)
        places = [(0, caption), (0, left.height + 2 * caption + gap)]
    else:
        size = (left.width + right.width + gap, max(left.height, right.height) + caption)
        places = [(0, caption), (left.width + gap, caption)]
    sheet = Image.new("RGB", size, "white")
    pen = ImageDraw.Draw(sheet)
    font = caption_font(16)
    for image, (x, y), text in zip((left, right), places,
                                   (f"{name} · {ours_caption}", f"{name} · matplotlib {matplotlib.__version__}")):
        sheet.paste(image, (x, y))
        pen.rectangle([x, y, x + image.width - 1, y + image.height - 1], outline="#d0d7de")
        pen.text((x + 6, y - caption + 5), text, fill="#1f2328", font=font)
    path = output / "gallery-hard-beside" / f"{name}.png"
    sheet.save(path)
    return path


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("names", nargs="*", help="gallery-hard inputs (NAME); default: all")
    parser.add_argument("--beside", action="store_true",
                        help="also put output/gallery-hard/NAME.png beside it in output/gallery-hard-beside/")
    parser.add_argument("--ours-caption", default="juice-report", help="the caption over our chart")
    arguments = parser.parse_args()
    tables = [gallery / f"{name}.csv" for name in arguments.names] or sorted(gallery.glob("*.csv"))
    (output / "gallery-hard-matplotlib").mkdir(parents=True, exist_ok=True)
    if arguments.beside:
        (output / "gallery-hard-beside").mkdir(parents=True, exist_ok=True)
    for table in tables:
        theirs = draw(table)
        print(theirs)
        if arguments.beside:
            ours = output / "gallery-hard" / f"{table.stem}.png"
            if not ours.exists():
                print(f"  no {ours}: draw it first (make gallery, or bench/gallery-hard-beside.sh)")
                continue
            print(beside(table.stem, ours, theirs, arguments.ours_caption))


if __name__ == "__main__":
    main()
