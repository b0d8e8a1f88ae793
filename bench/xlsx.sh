#!/usr/bin/env bash
# The Excel reader against fastexcel and against the CSV reader, on the same line items: writes
# a Square "Items" export of ROWS line items (default 100,000; 35 columns, real Excel dates and
# times, money in a "$" format) as .xlsx and as .csv (scripts/make-xlsx-fixtures.py --large,
# same rows every run), then charts each with the release build RUNS times (default 3), and
# loads the same sheet with fastexcel (Rust's calamine, from PyPI: `load_sheet`, which reads
# every cell into Arrow columns; less work than a chart, which adds up and draws too). It
# prints the best wall-clock and CPU seconds and the largest peak RSS of each, and the
# workbook's CPU time over fastexcel's (issue 20's target: at most 1.0).
#
# openpyxl (to write the workbook) and fastexcel are installed into .build/bench-venv with pip
# when missing; neither is used by the tool.
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
if ! "$venv/bin/python" -c 'import openpyxl, fastexcel' 2>/dev/null; then
    echo "installing openpyxl and fastexcel into $venv (pip)" >&2
    [ -x "$venv/bin/python" ] || python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet openpyxl fastexcel >&2
fi
book="$data/square-$rows.xlsx"
if [ ! -s "$book" ]; then
    echo "writing $book and ${book%.xlsx}.csv (openpyxl takes a while)" >&2
    "$venv/bin/python" scripts/make-xlsx-fixtures.py --large "$rows" "$book"
fi

# measure NAME COMMAND...: runs COMMAND RUNS times; prints its best wall and CPU seconds and
# largest peak RSS, and leaves the best CPU seconds in $best_cpu.
measure() {
    local name=$1 wall user system rss cpu best_wall="" peak=0
    shift
    best_cpu=""
    for _ in $(seq "$runs"); do
        /usr/bin/time -f "%e %U %S %M" -o "$data/time.txt" "$@" >/dev/null 2>"$data/stderr.txt" || {
            cat "$data/stderr.txt" >&2
            exit 1
        }
        read -r wall user system rss < "$data/time.txt"
        cpu=$(echo "$user + $system" | bc)
        if [ -z "$best_wall" ] || [ "$(echo "$wall < $best_wall" | bc)" = 1 ]; then best_wall=$wall; fi
        if [ -z "$best_cpu" ] || [ "$(echo "$cpu < $best_cpu" | bc)" = 1 ]; then best_cpu=$cpu; fi
        [ "$rss" -gt "$peak" ] && peak=$rss
    done
    printf '%-44s wall %6.2f s  cpu %6.2f s  peak RSS %5d MB\n' "$name" "$best_wall" "$best_cpu" "$((peak / 1024))"
}

printf 'machine: %s cores, load %s; %s rows, %s bytes of workbook\n' "$(nproc)" "$(cut -d' ' -f1-3 /proc/loadavg)" "$rows" "$(stat -c %s "$book")"
measure "juice-report $(basename "$book")" "$binary" "$book" --metric revenue -q -o "$data/xlsx-bench.png"
workbook_cpu=$best_cpu
measure "fastexcel $("$venv/bin/python" -c 'import fastexcel; print(fastexcel.__version__)') load_sheet" "$venv/bin/python" -c '
import sys, fastexcel
sheet = fastexcel.read_excel(sys.argv[1]).load_sheet(0)
print(sheet.height)' "$book"
fastexcel_cpu=$best_cpu
measure "juice-report $(basename "${book%.xlsx}.csv")" "$binary" "${book%.xlsx}.csv" --metric revenue -q -o "$data/xlsx-bench.png"
printf 'workbook CPU / fastexcel CPU: %.2f\n' "$(echo "$workbook_cpu / $fastexcel_cpu" | bc -l)"
