#!/usr/bin/env bash
# End-to-end benchmark: generates 1M and 5M orders (scripts/fixtures/make-orders.py, same bytes
# every time) as a JSON wrapper and as JSON Lines, and runs the release build's full jobs on
# each: the chart (`juice-report FILE -o pie.png`: read, add up, draw, write the PNG) and the
# daily report (`juice-report daily FILE --out-dir DIR`: a chart per day and index.html), in
# the same run, printing seconds, MB/s, orders/s, peak RSS, and daily's time as a multiple of
# the chart's. The same orders as CSV (one row per item) get the chart job too, and beside it
# DuckDB doing the same adding-up on the same CSV file (bench/end-to-end/duckdb-sum.py: read_csv,
# completed orders, GROUP BY juice; the whole Python process is timed, start-up included).
# The period report (`juice-report report FILE -o report.pdf`) runs beside daily, with its time
# as a multiple of the chart's. Then the daily report and the period report (.pdf and .eml)
# of samples/month.json, and last a line comparing the CSV chart's
# time to the JSON chart's and to DuckDB's at 1M orders (or the first size). Each job runs
# RUNS times (default 3, bench/lib/timing.sh); the best time and the largest RSS are shown.
#
# Needs /usr/bin/time and python3's venv module; DuckDB comes from PyPI into .build/bench-venv
# (scripts/setup/python-venv.sh), never used by the tool. How long: minutes on this 2-core
# machine; each run of a 5M job takes 1 to 9 s (README.md, "Speed"), times RUNS, and writing the
# 5M files the first time comes on top (they are kept in .build/bench). `SIZES=100000 RUNS=2`
# ran in 12 s here once its files and DuckDB were there.
#
#     bench/end-to-end.sh            # 1M and 5M
#     SIZES="1000000" RUNS=5 bench/end-to-end.sh
#     BINARY=/tmp/old/juice-report bench/end-to-end.sh   # another build (an earlier commit's), same files
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/lib/timing.sh
binary=${BINARY:-$(bash scripts/setup/build-release.sh --quiet)}
sizes="${SIZES:-1000000 5000000}"
runs="${RUNS:-3}"
data=".build/bench"
mkdir -p "$data"
python=$(bash scripts/setup/python-venv.sh bench duckdb)

# measure ARGS...: runs the binary RUNS times; prints "best-seconds peak-KB".
measure() {
    measure_command "$binary" "$@" -q
}

# measure_command COMMAND ARGS...: runs any command RUNS times, its standard output
# discarded; prints "best-seconds peak-KB", or "failed 0" when a run failed (best_of said why;
# row then stops the script, which a subshell's exit could not).
measure_command() {
    if best_of "$runs" "$@"; then echo "$best_wall $peak_rss"; else echo "failed 0"; fi
}

row() {  # row NAME BYTES ORDERS SECONDS PEAK-KB [CHART-SECONDS]
    [ "$4" != failed ] || { echo "end-to-end: $1 failed" >&2; exit 1; }
    awk -v f="$1" -v b="$2" -v n="$3" -v s="$4" -v r="$5" -v c="${6:-}" 'BEGIN {
        s = (s < 0.005) ? 0.005 : s
        ratio = (c == "") ? "" : sprintf("%.1f× chart", s / ((c < 0.005) ? 0.005 : c))
        printf "%-30s %8.1f %8.2f %7.0f %10.0f %7.1f MB  %s\n", f, b / 1e6, s, b / 1e6 / s, n / s, r / 1024, ratio }'
}

printf 'machine: %s cores, load %s\n' "$(nproc)" "$(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-30s %8s %8s %7s %10s %10s\n' job MB seconds MB/s orders/s "peak RSS"
# generate SIZE FORMAT: the orders file, made once and kept (same bytes every time); prints its path.
generate() {
    local file="$data/orders-$1.$2"
    if [ ! -s "$file" ]; then
        python3 scripts/fixtures/make-orders.py --orders "$1" --format "$2" > "$file.tmp" && mv "$file.tmp" "$file"
    fi
    echo "$file"
}

compare_size=""
for size in $sizes; do
    for format in json ndjson; do
        file=$(generate "$size" "$format")
        bytes=$(stat -c %s "$file")
        read -r chart chart_rss <<< "$(measure "$file" -o "$data/pie.png")"
        row "chart $(basename "$file")" "$bytes" "$size" "$chart" "$chart_rss"
        if [ "$format" = json ]; then json_chart=$chart; fi
        rm -rf "$data/daily"
        read -r daily daily_rss <<< "$(measure daily "$file" --out-dir "$data/daily" --tz UTC)"
        row "daily $(basename "$file")" "$bytes" "$size" "$daily" "$daily_rss" "$chart"
        read -r report report_rss <<< "$(measure report "$file" -o "$data/report.pdf" --tz UTC)"
        row "report $(basename "$file")" "$bytes" "$size" "$report" "$report_rss" "$chart"
    done
    file=$(generate "$size" csv)
    bytes=$(stat -c %s "$file")
    read -r csv_chart csv_rss <<< "$(measure "$file" -o "$data/pie.png")"
    row "chart $(basename "$file")" "$bytes" "$size" "$csv_chart" "$csv_rss"
    read -r duckdb duckdb_rss <<< "$(measure_command "$python" bench/end-to-end/duckdb-sum.py "$file")"
    row "duckdb $(basename "$file")" "$bytes" "$size" "$duckdb" "$duckdb_rss"
    # The comparison line is for 1M orders, or the first size when 1M is not run.
    if [ -z "$compare_size" ] || { [ "$size" = 1000000 ] && [ "$compare_size" != 1000000 ]; }; then
        compare_size=$size compare_json=$json_chart compare_csv=$csv_chart compare_duckdb=$duckdb
    fi
done
month=samples/month.json
read -r seconds rss <<< "$(measure daily "$month" --out-dir "$data/month" --tz Asia/Seoul)"
row "daily $(basename "$month")" "$(stat -c %s "$month")" "$(grep -c '"id"' "$month")" "$seconds" "$rss"
for format in pdf eml; do
    read -r seconds rss <<< "$(measure report "$month" --month 2026-11 -o "$data/month-report.$format" --tz Asia/Seoul)"
    row "report $(basename "$month") .$format" "$(stat -c %s "$month")" "$(grep -c '"id"' "$month")" "$seconds" "$rss"
done
awk -v n="$compare_size" -v c="$compare_csv" -v j="$compare_json" -v d="$compare_duckdb" 'BEGIN {
    f = 0.005; c = (c < f) ? f : c; j = (j < f) ? f : j; d = (d < f) ? f : d
    printf "csv vs json and duckdb, %d orders: chart from CSV %.2f s = %.2f× the JSON chart (%.2f s), %.2f× DuckDB (%.2f s)\n", n, c, c / j, j, c / d, d }'
