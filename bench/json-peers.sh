#!/usr/bin/env bash
# juice-report's JSON reader against other JSON readers doing the same job on the same file:
# the SIZE-order JSON file bench/end-to-end.sh uses (.build/bench/orders-SIZE.json, default
# 1M orders, written by scripts/fixtures/make-orders.py with its fixed seed when missing, same bytes
# every time), read and added up, units per juice of the completed orders, by
#   - juice-report itself: `juice-report FILE --summary json -q` (reads and adds up, no chart),
#     the release build (scripts/setup/build-release.sh) or BINARY;
#   - Python with orjson, pandas (json.load + DataFrame, explode, groupby), simdjson through
#     its Python binding pysimdjson (`simdjson.loads`, and its lazy `Parser`), and DuckDB's
#     read_json (bench/json-peers/peers.py says how each does it);
#   - Swift's Foundation JSONDecoder into Decodable structs (bench/json-peers/jsondecoder.swift,
#     compiled here with `swiftc -O` into .build/bench/jsondecoder when missing or older).
# Each runs RUNS times (default 3) through bench/lib/timing.sh, the whole process timed (Python's
# start-up and imports included); it prints the best wall-clock seconds, the largest peak RSS
# and each peer's best time over juice-report's, and the machine's cores and load (before and
# after). Every run's totals are checked against juice-report's (the till's nine names put on
# the menu's seven): a difference fails the script. Last, each reader's totals.
#
# Needs /usr/bin/time and python3's venv module: orjson, pandas, pysimdjson and duckdb come from
# PyPI into .build/bench-venv (scripts/setup/python-venv.sh), never used by the tool; when
# pysimdjson will not install, its row says so and is skipped. How long: about 2 minutes at 1M
# orders on this 2-core machine (each peer 2 to 11 s a run, README.md "Speed"), plus writing the
# file and compiling the JSONDecoder program the first time.
#
#     bench/json-peers.sh
#     SIZE=5000000 RUNS=5 bench/json-peers.sh
#     BINARY=/tmp/old/juice-report bench/json-peers.sh   # another build, same file
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/lib/timing.sh
binary=${BINARY:-$(bash scripts/setup/build-release.sh --quiet)}
size="${SIZE:-1000000}"
runs="${RUNS:-3}"
data=".build/bench"
out="$data/json-peers"
mkdir -p "$data" "$out"
python=$(bash scripts/setup/python-venv.sh bench orjson pandas duckdb)
simdjson_note=""
if ! bash scripts/setup/python-venv.sh bench pysimdjson >/dev/null; then
    simdjson_note="pysimdjson did not install (pip failed): simdjson skipped"
fi

file="$data/orders-$size.json"
if [ ! -s "$file" ]; then
    echo "writing $file (scripts/fixtures/make-orders.py)" >&2
    python3 scripts/fixtures/make-orders.py --orders "$size" --format json > "$file.tmp" && mv "$file.tmp" "$file"
fi
jsondecoder="$data/jsondecoder"
if [ ! -x "$jsondecoder" ] || [ bench/json-peers/jsondecoder.swift -nt "$jsondecoder" ]; then
    echo "compiling bench/json-peers/jsondecoder.swift (swiftc -O)" >&2
    swiftc -O bench/json-peers/jsondecoder.swift -o "$jsondecoder" >&2
fi

# measure NAME COMMAND...: runs COMMAND RUNS times, its standard output kept in $out/NAME.json
# (the totals) and checked against juice-report's after each run; sets best (seconds) and
# peak (KB).
measure() {
    measured=$1
    shift
    best_of --stdout "$out/$measured.json" --each check_totals "$runs" "$@" || {
        echo "$measured failed" >&2
        exit 1
    }
    best=$best_wall peak=$peak_rss
}
# check_totals: after each run of $measured, its totals against juice-report's.
check_totals() {
    [ "$measured" = juice-report ] && return 0
    "$python" bench/json-peers/peers.py check "$out/$measured.json" "$out/juice-report.json" >/dev/null || {
        echo "$measured adds up differently from juice-report: its totals prove nothing" >&2
        return 1
    }
}

version() {
    "$python" -c 'import sys
from importlib.metadata import version
print(version(sys.argv[1]))' "$1"
}

printf 'machine: %s cores, load %s; %s, %s orders, %s bytes; best of %s runs\n' \
    "$(nproc)" "$(cut -d' ' -f1-3 /proc/loadavg)" "$file" "$size" "$(stat -c %s "$file")" "$runs"
printf '%-34s %8s %10s %14s\n' reader seconds "peak RSS" "× juice-report"
measure juice-report "$binary" "$file" --summary json -q
report_seconds=$best
units=$("$python" -c 'import json, sys; print(json.load(open(sys.argv[1]))["units"])' "$out/juice-report.json")
row() {  # row NAME SECONDS PEAK-KB
    awk -v n="$1" -v s="$2" -v r="$3" -v j="$report_seconds" 'BEGIN {
        f = 0.005; s = (s < f) ? f : s; j = (j < f) ? f : j
        printf "%-34s %8.2f %7.0f MB %13.1f×\n", n, s, r / 1024, s / j }'
}
row "juice-report --summary json" "$best" "$peak"
measure orjson "$python" bench/json-peers/peers.py orjson "$file"
row "Python + orjson $(version orjson)" "$best" "$peak"
measure pandas "$python" bench/json-peers/peers.py pandas "$file"
row "pandas $(version pandas) (json.load)" "$best" "$peak"
if [ -z "$simdjson_note" ]; then
    measure simdjson "$python" bench/json-peers/peers.py simdjson "$file"
    row "pysimdjson $(version pysimdjson) loads" "$best" "$peak"
    measure simdjson-lazy "$python" bench/json-peers/peers.py simdjson-lazy "$file"
    row "pysimdjson $(version pysimdjson) Parser (lazy)" "$best" "$peak"
else
    echo "$simdjson_note"
fi
measure duckdb "$python" bench/json-peers/peers.py duckdb "$file"
row "DuckDB $(version duckdb) read_json" "$best" "$peak"
measure jsondecoder "$jsondecoder" "$file"
row "Swift JSONDecoder ($(swiftc --version 2>/dev/null | grep -o 'Swift version [0-9.]*' | cut -d' ' -f3))" "$best" "$peak"
printf 'load at the end: %s\n' "$(cut -d' ' -f1-3 /proc/loadavg)"
echo "totals: every run of every reader gave juice-report's units per juice ($units units in all)"
echo "juice-report's: $(tr -d '\n ' < "$out/juice-report.json" | grep -o '"products":\[[^]]*\]' | sed 's/"revenue":[0-9]*,"share":[0-9.]*,//g')"
for name in orjson pandas simdjson simdjson-lazy duckdb jsondecoder; do
    [ -s "$out/$name.json" ] && [ "$out/$name.json" -nt "$out/juice-report.json" ] && echo "$name's (till names): $(cat "$out/$name.json")"
done
true
