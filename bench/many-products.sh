#!/usr/bin/env bash
# Charts of far more products than the canvas can name: flat catalogues of 5,000 and 20,000
# products (scripts/fixtures/make-flat-catalogue.py, fixed seed), each with a shop menu file of a
# tenth as many other products (`--menu`, with aliases), drawn as 800 × 600 PNGs, the best
# wall seconds of RUNS runs each (default 2, bench/lib/timing.sh). Fails when the 20,000-product
# chart takes more than 6 times the 5,000-product one: work growing with the products is 4 times,
# with their square 16 (FoldedTotalRule once folded every count in turn: 5,000 products took 25 s,
# 50,000 hung; a menu once rebuilt itself per entry: 3,000 entries took 5 minutes). The ratio is of two runs on the same machine in the same minute, so the load of a
# shared machine moves it little. Takes about 50 s on this 2-core machine once the release build is there.
#
#     bench/many-products.sh
#     BINARY=/work/before-juice-report bench/many-products.sh   # another build, same inputs
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/lib/timing.sh
binary=${BINARY:-$(bash scripts/setup/build-release.sh --quiet)}
runs="${RUNS:-2}"
most_ratio=6
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf 'machine: %s cores, load %s; %s\n' "$(nproc)" "$(cut -d' ' -f1-3 /proc/loadavg)" "$binary"
declare -A wall
for products in 5000 20000; do
    python3 scripts/fixtures/make-flat-catalogue.py --products "$products" > "$work/flat-$products.csv"
    { echo "name,aliases,colour"; seq 0 $((products / 10 - 1)) | awk '{ printf "Product %d,P%d|prod-%d,\n", $1, $1, $1 }'; } \
        > "$work/menu-$products.csv"
    best_of "$runs" "$binary" --totals "$work/flat-$products.csv" --menu "$work/menu-$products.csv" \
        -o "$work/flat-$products.png" -q || exit 1
    wall[$products]=$best_wall
    printf '%6s products (PNG 800×600)  best of %s: wall %6.2f s  cpu %6.2f s  peak RSS %d MB\n' \
        "$products" "$runs" "$best_wall" "$best_cpu" "$((peak_rss / 1024))"
done
ratio=$(awk -v a="${wall[5000]}" -v b="${wall[20000]}" 'BEGIN { printf "%.2f", b / (a > 0 ? a : 0.01) }')
echo "20,000 products take $ratio times as long as 5,000 (at most $most_ratio: linear is 4, quadratic 16)"
awk -v r="$ratio" -v m="$most_ratio" 'BEGIN { exit !(r <= m) }' || {
    echo "bench-many-products: the time grows faster than the products ($ratio > $most_ratio)" >&2
    exit 1
}
