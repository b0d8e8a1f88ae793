#!/usr/bin/env bash
# Our gallery-hard charts beside matplotlib's, to look at (issue 27: "drawn beside matplotlib and
# looked at"): draws each samples/gallery-hard input (or the NAMEs given) as `make gallery` does,
# into output/gallery-hard/NAME.png, with BINARY (default: the release build, not rebuilt), then
# matplotlib's into output/gallery-hard-matplotlib/ and both in one PNG into
# output/gallery-hard-beside/NAME.png (scripts/gallery-hard-matplotlib.py --beside).
# matplotlib and Pillow are installed into .build/gallery-venv with pip when missing.
#
#     scripts/gallery-hard-beside.sh
#     BINARY=/work/before-juice-report scripts/gallery-hard-beside.sh eighty-products canvas-375x667
set -euo pipefail
cd "$(dirname "$0")/.."
binary="${BINARY:-.build/release/juice-report}"
[ -x "$binary" ] || { echo "no juice-report at $binary (build it, or set BINARY)" >&2; exit 1; }
venv=".build/gallery-venv"
if ! "$venv/bin/python" -c 'import matplotlib, PIL' 2>/dev/null; then
    echo "installing matplotlib and pillow into $venv (pip)" >&2
    [ -x "$venv/bin/python" ] || python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet matplotlib pillow >&2
fi
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
"$venv/bin/python" scripts/gallery-hard-matplotlib.py --beside \
    --ours-caption "juice-report $("$binary" --version)" "$@"
