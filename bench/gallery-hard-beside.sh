#!/usr/bin/env bash
# Our gallery-hard charts beside matplotlib's, to look at (issue 27: "drawn beside matplotlib and
# looked at"): draws each samples/gallery-hard input (or the NAMEs given) as `make gallery` does,
# into output/gallery-hard/NAME.png, with BINARY (default: the release build, not rebuilt), then
# matplotlib's into output/gallery-hard-matplotlib/ and both in one PNG into
# output/gallery-hard-beside/NAME.png (bench/gallery-hard-beside/draw-matplotlib.py --beside).
# A comparison to look at, not a timing. Needs python3's venv module and the Noto CJK fonts:
# matplotlib and Pillow come from PyPI into .build/gallery-venv (scripts/setup/python-venv.sh).
# How long: under a minute for the whole gallery-hard set (each of our charts about a second,
# matplotlib's about as long), plus matplotlib's install the first time.
#
#     bench/gallery-hard-beside.sh
#     BINARY=/work/before-juice-report bench/gallery-hard-beside.sh eighty-products canvas-375x667
set -euo pipefail
cd "$(dirname "$0")/.."
binary="${BINARY:-.build/release/juice-report}"
[ -x "$binary" ] || { echo "no juice-report at $binary (build it, or set BINARY)" >&2; exit 1; }
python=$(bash scripts/setup/python-venv.sh gallery matplotlib pillow)
if [ $# -eq 0 ]; then
    set -- $(for input in samples/gallery-hard/*.csv; do basename "$input" .csv; done)
fi
mkdir -p output/gallery-hard
for name in "$@"; do
    [ -f "samples/gallery-hard/$name.csv" ] || { echo "no samples/gallery-hard/$name.csv" >&2; exit 1; }
    (
        eval "set -- $(cat "samples/gallery-hard/$name.args" 2>/dev/null)"
        notes=$("$binary" --totals "samples/gallery-hard/$name.csv" -o "output/gallery-hard/$name.png" -q "$@" 2>&1) || {
            echo "$name: $notes" >&2
            exit 1
        }
    )
done
"$python" bench/gallery-hard-beside/draw-matplotlib.py --beside \
    --ours-caption "juice-report $("$binary" --version)" "$@"
