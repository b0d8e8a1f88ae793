#!/usr/bin/env bash
# The Excel reader against fastexcel and against the CSV reader, on the same line items: writes
# a Square "Items" export of ROWS line items (default 100,000; 35 columns, real Excel dates and
# times, money in a "$" format) as .xlsx and as .csv (scripts/fixtures/make-xlsx-fixtures.py --large,
# same rows every run), then charts each with the release build RUNS times (default 3), and
# loads the same sheet with fastexcel (Rust's calamine, from PyPI: `load_sheet`, which reads
# every cell into Arrow columns; less work than a chart, which adds up and draws too). It
# prints the best wall-clock and CPU seconds and the largest peak RSS of each, and the
# workbook's CPU time over fastexcel's (issue 20's target: at most 1.0). Runs are timed by
# bench/lib/timing.sh.
#
# Needs /usr/bin/time and python3's venv module: openpyxl (to write the workbook) and fastexcel
# come from PyPI into .build/bench-venv (scripts/setup/python-venv.sh); neither is used by the
# tool. How long: about 20 s once the workbook exists (each run 1 to 2 s, README.md "Excel
# workbooks"); writing the 100,000-row workbook with openpyxl the first time takes a minute or more.
#
#     bench/xlsx.sh
#     ROWS=20000 RUNS=5 bench/xlsx.sh
#     BINARY=/tmp/old/juice-report bench/xlsx.sh   # another build, same files
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/lib/timing.sh
binary=${BINARY:-$(bash scripts/setup/build-release.sh --quiet)}
rows="${ROWS:-100000}"
runs="${RUNS:-3}"
data=".build/bench"
mkdir -p "$data"
python=$(bash scripts/setup/python-venv.sh bench openpyxl fastexcel)
book="$data/square-$rows.xlsx"
if [ ! -s "$book" ]; then
    echo "writing $book and ${book%.xlsx}.csv (openpyxl takes a while)" >&2
    "$python" scripts/fixtures/make-xlsx-fixtures.py --large "$rows" "$book"
fi

# measure NAME COMMAND...: runs COMMAND RUNS times; prints its best wall and CPU seconds and
# largest peak RSS, and leaves the best CPU seconds in $best_cpu.
measure() {
    local name=$1
    shift
    best_of "$runs" "$@" || exit 1
    printf '%-44s wall %6.2f s  cpu %6.2f s  peak RSS %5d MB\n' "$name" "$best_wall" "$best_cpu" "$((peak_rss / 1024))"
}

printf 'machine: %s cores, load %s; %s rows, %s bytes of workbook\n' "$(nproc)" "$(cut -d' ' -f1-3 /proc/loadavg)" "$rows" "$(stat -c %s "$book")"
measure "juice-report $(basename "$book")" "$binary" "$book" --metric revenue -q -o "$data/xlsx-bench.png"
workbook_cpu=$best_cpu
measure "fastexcel $("$python" -c 'import fastexcel; print(fastexcel.__version__)') load_sheet" "$python" -c '
import sys, fastexcel
sheet = fastexcel.read_excel(sys.argv[1]).load_sheet(0)
print(sheet.height)' "$book"
fastexcel_cpu=$best_cpu
measure "juice-report $(basename "${book%.xlsx}.csv")" "$binary" "${book%.xlsx}.csv" --metric revenue -q -o "$data/xlsx-bench.png"
awk -v w="$workbook_cpu" -v f="$fastexcel_cpu" 'BEGIN { printf "workbook CPU / fastexcel CPU: %.2f\n", w / f }'
