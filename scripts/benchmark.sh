#!/usr/bin/env bash
# End-to-end benchmark: generates 1M and 5M orders (scripts/generate-orders.py, same bytes
# every time) as a JSON wrapper and as JSON Lines, and runs the release build's full jobs on
# each: the chart (`juice-report FILE -o pie.png`: read, add up, draw, write the PNG) and the
# daily report (`juice-report daily FILE --out-dir DIR`: a chart per day and index.html), in
# the same run, printing seconds, MB/s, orders/s, peak RSS, and daily's time as a multiple of
# the chart's. Last, the daily report of samples/month.json. Each job runs RUNS times
# (default 3); the best time and the largest RSS are shown.
#
#     scripts/benchmark.sh            # 1M and 5M
#     SIZES="1000000" RUNS=5 scripts/benchmark.sh
#     BINARY=/tmp/old/juice-report scripts/benchmark.sh   # another build (an earlier commit's), same files
set -euo pipefail
cd "$(dirname "$0")/.."
sizes="${SIZES:-1000000 5000000}"
runs="${RUNS:-3}"
data=".build/bench"
mkdir -p "$data"
command -v /usr/bin/time >/dev/null || { echo "needs /usr/bin/time (apt-get install time)" >&2; exit 1; }
if [ -n "${BINARY:-}" ]; then
    binary="$BINARY"
else
    swift build -c release --product juice-report >/dev/null
    binary="$(swift build -c release --show-bin-path)/juice-report"
fi

# measure ARGS...: runs the binary RUNS times; prints "best-seconds peak-KB".
measure() {
    local best="" peak=0 out seconds rss
    for _ in $(seq "$runs"); do
        out=$( { /usr/bin/time -f '%e %M' "$binary" "$@" -q; } 2>&1 | tail -1 )
        seconds=${out% *}
        rss=${out#* }
        if [ -z "$best" ] || awk "BEGIN{exit !($seconds < $best)}"; then best=$seconds; fi
        if [ "$rss" -gt "$peak" ]; then peak=$rss; fi
    done
    echo "$best $peak"
}

row() {  # row NAME BYTES ORDERS SECONDS PEAK-KB [CHART-SECONDS]
    awk -v f="$1" -v b="$2" -v n="$3" -v s="$4" -v r="$5" -v c="${6:-}" 'BEGIN {
        s = (s < 0.005) ? 0.005 : s
        ratio = (c == "") ? "" : sprintf("%.1f× chart", s / ((c < 0.005) ? 0.005 : c))
        printf "%-30s %8.1f %8.2f %7.0f %10.0f %7.1f MB  %s\n", f, b / 1e6, s, b / 1e6 / s, n / s, r / 1024, ratio }'
}

printf 'machine: %s cores, load %s\n' "$(nproc)" "$(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-30s %8s %8s %7s %10s %10s\n' job MB seconds MB/s orders/s "peak RSS"
for size in $sizes; do
    for format in json ndjson; do
        file="$data/orders-$size.$format"
        if [ ! -s "$file" ]; then
            python3 scripts/generate-orders.py --orders "$size" --format "$format" > "$file.tmp" && mv "$file.tmp" "$file"
        fi
        bytes=$(stat -c %s "$file")
        read -r chart chart_rss <<< "$(measure "$file" -o "$data/pie.png")"
        row "chart $(basename "$file")" "$bytes" "$size" "$chart" "$chart_rss"
        rm -rf "$data/daily"
        read -r daily daily_rss <<< "$(measure daily "$file" --out-dir "$data/daily" --tz UTC)"
        row "daily $(basename "$file")" "$bytes" "$size" "$daily" "$daily_rss" "$chart"
    done
done
month=samples/month.json
read -r seconds rss <<< "$(measure daily "$month" --out-dir "$data/month" --tz Asia/Seoul)"
row "daily $(basename "$month")" "$(stat -c %s "$month")" "$(grep -c '"id"' "$month")" "$seconds" "$rss"
