#!/usr/bin/env bash
# The Excel reader against the CSV reader on the same line items: writes a Square "Items"
# export of ROWS line items (default 100,000; 35 columns, real Excel dates and times, money
# in a "$" format) as .xlsx and as .csv (scripts/make-xlsx-fixtures.py --large, same rows
# every run; openpyxl is installed into .build/bench-venv with pip when missing, never used by
# the tool), then charts each with the release build RUNS times (default 3), printing the
# best wall-clock and CPU seconds and the largest peak RSS.
#
#     scripts/bench-xlsx.sh
#     ROWS=20000 RUNS=5 scripts/bench-xlsx.sh
#     BINARY=/tmp/old/juice-report scripts/bench-xlsx.sh   # another build, same files
set -euo pipefail
source "$(dirname "$0")/bench-common.sh"
rows="${ROWS:-100000}"
runs="${RUNS:-3}"
data=".build/bench"
mkdir -p "$data"
venv=".build/bench-venv"
if ! "$venv/bin/python" -c 'import openpyxl' 2>/dev/null; then
    echo "installing openpyxl into $venv (pip) to write the workbook" >&2
    [ -x "$venv/bin/python" ] || python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet openpyxl >&2
fi
book="$data/square-$rows.xlsx"
if [ ! -s "$book" ]; then
    echo "writing $book and ${book%.xlsx}.csv (openpyxl takes a while)" >&2
    "$venv/bin/python" scripts/make-xlsx-fixtures.py --large "$rows" "$book"
fi

for input in "$book" "${book%.xlsx}.csv"; do
    best_wall="" best_cpu="" peak=0
    for _ in $(seq "$runs"); do
        /usr/bin/time -f "%e %U %S %M" -o "$data/time.txt" "$binary" "$input" --metric revenue -q -o "$data/xlsx-bench.png"
        read -r wall user system rss < "$data/time.txt"
        cpu=$(echo "$user + $system" | bc)
        if [ -z "$best_wall" ] || [ "$(echo "$wall < $best_wall" | bc)" = 1 ]; then best_wall=$wall; fi
        if [ -z "$best_cpu" ] || [ "$(echo "$cpu < $best_cpu" | bc)" = 1 ]; then best_cpu=$cpu; fi
        [ "$rss" -gt "$peak" ] && peak=$rss
    done
    printf '%-40s %10s bytes  wall %6.2f s  cpu %6.2f s  peak RSS %5d MB\n' "$(basename "$input")" \
        "$(stat -c %s "$input")" "$best_wall" "$best_cpu" "$((peak / 1024))"
done
