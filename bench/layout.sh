#!/usr/bin/env bash
# The render time of the 80-product chart of issue 27 (samples/gallery-hard/eighty-products: 80
# bakery and coffee products, a long flat tail), drawn as a PNG at 800 × 600 like `make gallery`,
# with --layout-json as scripts/checks/gallery-names.py draws it: the best wall-clock and CPU seconds
# of RUNS runs (default 7, bench/lib/timing.sh), after one untimed run that warms the font caches.
# Needs /usr/bin/time. Runs in 2 s on this 2-core machine once the release build is there (best
# of 7: 0.22 s wall, 0.13 s CPU, 49 MB at load 5.5); building the release first takes minutes.
#
#     BINARY=/work/before-juice-report bench/layout.sh      # another build, same chart
#     RUNS=15 bench/layout.sh                               # the release build, built first
#     CHART=sixty-cold-pressed bench/layout.sh              # another gallery-hard input
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/lib/timing.sh
binary=${BINARY:-$(bash scripts/setup/build-release.sh --quiet)}
runs="${RUNS:-7}"
chart="${CHART:-eighty-products}"
input="samples/gallery-hard/$chart.csv"
[ -f "$input" ] || { echo "no $input" >&2; exit 1; }
eval "set -- $(cat "samples/gallery-hard/$chart.args" 2>/dev/null)"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
command=("$binary" --totals "$input" -o "$out/$chart.png" --layout-json "$out/$chart.json" -q "$@")
notes=$("${command[@]}" 2>&1) || { echo "$notes" >&2; exit 1; }
printf 'machine: %s cores, load %s; %s %s\n' "$(nproc)" "$(cut -d' ' -f1-3 /proc/loadavg)" "$binary" "$("$binary" --version)"
best_of "$runs" "${command[@]}" || exit 1
printf '%-40s best of %s: wall %5.2f s  cpu %5.2f s  peak RSS %d MB\n' "$chart (PNG 800×600)" "$runs" \
    "$best_wall" "$best_cpu" "$((peak_rss / 1024))"
