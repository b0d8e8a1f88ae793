#!/usr/bin/env python3
"""Draws every samples/gallery-hard input the way matplotlib does out of the box, for comparison
with `make gallery`: `ax.pie` with labels and autopct, at the same canvas size, into
output/gallery-hard-matplotlib/. Needs matplotlib from PyPI and the Noto CJK fonts."""
import csv, pathlib, shlex
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt

matplotlib.rcParams["font.family"] = ["Noto Sans CJK KR", "DejaVu Sans"]
root = pathlib.Path(__file__).resolve().parent.parent
out = root / "output" / "gallery-hard-matplotlib"
out.mkdir(parents=True, exist_ok=True)
for table in sorted((root / "samples" / "gallery-hard").glob("*.csv")):
    args = shlex.split((table.with_suffix(".args")).read_text()) if table.with_suffix(".args").exists() else []
    options = dict(zip(args[::2], args[1::2]))
    width, height = float(options.get("--width", 800)), float(options.get("--height", 600))
    rows = [(row["juice"], float(row["value"])) for row in csv.DictReader(table.open(encoding="utf-8"))]
    rows = [row for row in rows if row[1] > 0]
    if options.get("--sort") != "input":
        rows.sort(key=lambda row: -row[1])
    figure, axes = plt.subplots(figsize=(width / 100, height / 100), dpi=100)
    axes.pie([value for _, value in rows], labels=[name for name, _ in rows], autopct="%1.1f%%",
             startangle=-float(options.get("--start-angle", 0)), counterclock=False,
             wedgeprops={"width": 1 - float(options["--donut"])} if "--donut" in options else None)
    axes.set_title(options.get("--title", "Juice sales"))
    figure.savefig(out / f"{table.stem}.png")
    plt.close(figure)
    print(out / f"{table.stem}.png")
