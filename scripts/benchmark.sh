#!/usr/bin/env bash
# End-to-end benchmark: generates 1M and 5M orders (scripts/generate-orders.py, same bytes
# every time) as a JSON wrapper and as JSON Lines, runs the release build's full job
# (`juice-report FILE -o pie.png`) on each, and prints seconds, MB/s, orders/s and peak RSS.
# Each file is run RUNS times (default 3); the best time and the largest RSS are shown.
#
#     scripts/benchmark.sh            # 1M and 5M
#     SIZES="1000000" RUNS=5 scripts/benchmark.sh
set -euo pipefail
cd "$(dirname "$0")/.."
sizes="${SIZES:-1000000 5000000}"
runs="${RUNS:-3}"
data=".build/bench"
mkdir -p "$data"
command -v /usr/bin/time >/dev/null || { echo "needs /usr/bin/time (apt-get install time)" >&2; exit 1; }
swift build -c release --product juice-report >/dev/null
binary="$(swift build -c release --show-bin-path)/juice-report"

printf 'machine: %s cores, load %s\n' "$(nproc)" "$(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-22s %10s %8s %9s %12s %9s\n' file MB seconds MB/s orders/s "peak RSS"
for size in $sizes; do
    for format in json ndjson; do
        file="$data/orders-$size.$format"
        if [ ! -s "$file" ]; then
            python3 scripts/generate-orders.py --orders "$size" --format "$format" > "$file.tmp" && mv "$file.tmp" "$file"
        fi
        bytes=$(stat -c %s "$file")
        best=""
        peak=0
        for _ in $(seq "$runs"); do
            out=$( { /usr/bin/time -f '%e %M' "$binary" "$file" -o "$data/pie.png" -q; } 2>&1 | tail -1 )
            seconds=${out% *}
            rss=${out#* }
            if [ -z "$best" ] || awk "BEGIN{exit !($seconds < $best)}"; then best=$seconds; fi
            if [ "$rss" -gt "$peak" ]; then peak=$rss; fi
        done
        awk -v f="$(basename "$file")" -v b="$bytes" -v s="$best" -v n="$size" -v r="$peak" 'BEGIN {
            s = (s < 0.005) ? 0.005 : s
            printf "%-22s %10.1f %8.2f %9.0f %12.0f %7.1f MB\n", f, b / 1e6, s, b / 1e6 / s, n / s, r / 1024 }'
    done
done
