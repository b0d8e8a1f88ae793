#!/usr/bin/env bash
# juice-report's JSON reader against other JSON readers doing the same job on the same file:
# the SIZE-order JSON file scripts/benchmark.sh uses (.build/bench/orders-SIZE.json, default
# 1M orders, written by scripts/generate-orders.py with its fixed seed when missing, same bytes
# every time), read and added up, units per juice of the completed orders, by
#   - juice-report itself: `juice-report FILE --summary json -q` (reads and adds up, no chart),
#     the release build (bench-common.sh) or BINARY;
#   - Python with orjson, pandas (json.load + DataFrame, explode, groupby), simdjson through
#     its Python binding pysimdjson (`simdjson.loads`, and its lazy `Parser`), and DuckDB's
#     read_json (scripts/bench-json-peers.py says how each does it);
#   - Swift's Foundation JSONDecoder into Decodable structs (scripts/bench-jsondecoder.swift,
#     compiled here with `swiftc -O` into .build/bench/jsondecoder when missing or older).
# Each runs RUNS times (default 3) under /usr/bin/time, the whole process timed (Python's
# start-up and imports included); it prints the best wall-clock seconds, the largest peak RSS
# and each peer's best time over juice-report's, and the machine's cores and load (before and
# after). Every run's totals are checked against juice-report's (the till's nine names put on
# the menu's seven): a difference fails the script. Last, each reader's totals.
#
# orjson, pandas, pysimdjson and duckdb are installed into .build/bench-venv with pip when
# missing, never used by the tool; when pysimdjson will not install, its row says so and is
# skipped.
#
#     scripts/bench-json-peers.sh
#     SIZE=5000000 RUNS=5 scripts/bench-json-peers.sh
#     BINARY=/tmp/old/juice-report scripts/bench-json-peers.sh   # another build, same file
set -euo pipefail
source "$(dirname "$0")/bench-common.sh"
size="${SIZE:-1000000}"
runs="${RUNS:-3}"
data=".build/bench"
out="$data/json-peers"
mkdir -p "$data" "$out"
venv=".build/bench-venv"
[ -x "$venv/bin/python" ] || python3 -m venv "$venv"
if ! "$venv/bin/python" -c 'import orjson, pandas, duckdb' 2>/dev/null; then
    echo "installing orjson, pandas and duckdb into $venv (pip) for the comparison rows" >&2
    "$venv/bin/pip" install --quiet orjson pandas duckdb >&2
fi
simdjson_note=""
if ! "$venv/bin/python" -c 'import simdjson' 2>/dev/null; then
    echo "installing pysimdjson into $venv (pip) for the comparison rows" >&2
    if ! "$venv/bin/pip" install --quiet pysimdjson >&2 || ! "$venv/bin/python" -c 'import simdjson' 2>/dev/null; then
        simdjson_note="pysimdjson did not install (pip failed): simdjson skipped"
    fi
fi

file="$data/orders-$size.json"
if [ ! -s "$file" ]; then
    echo "writing $file (scripts/generate-orders.py)" >&2
    python3 scripts/generate-orders.py --orders "$size" --format json > "$file.tmp" && mv "$file.tmp" "$file"
fi
jsondecoder="$data/jsondecoder"
if [ ! -x "$jsondecoder" ] || [ scripts/bench-jsondecoder.swift -nt "$jsondecoder" ]; then
    echo "compiling scripts/bench-jsondecoder.swift (swiftc -O)" >&2
    swiftc -O scripts/bench-jsondecoder.swift -o "$jsondecoder" >&2
fi

# measure NAME COMMAND...: runs COMMAND RUNS times, its standard output kept in $out/NAME.json
# (the totals) and checked against juice-report's after each run; sets best (seconds) and
# peak (KB).
measure() {
    local name=$1 wall rss
    shift
    best="" peak=0
    for _ in $(seq "$runs"); do
        /usr/bin/time -f "%e %M" -o "$out/time.txt" "$@" >"$out/$name.json" 2>"$out/stderr.txt" || {
            echo "$name failed:" >&2
            cat "$out/stderr.txt" >&2
            exit 1
        }
        read -r wall rss < "$out/time.txt"
        if [ "$name" != juice-report ]; then
            "$venv/bin/python" scripts/bench-json-peers.py check "$out/$name.json" "$out/juice-report.json" >/dev/null || {
                echo "$name adds up differently from juice-report: its totals prove nothing" >&2
                exit 1
            }
        fi
        if [ -z "$best" ] || awk "BEGIN{exit !($wall < $best)}"; then best=$wall; fi
        if [ "$rss" -gt "$peak" ]; then peak=$rss; fi
    done
}

version() {
    "$venv/bin/python" -c 'import sys
from importlib.metadata import version
print(version(sys.argv[1]))' "$1"
}

printf 'machine: %s cores, load %s; %s, %s orders, %s bytes; best of %s runs\n' \
    "$(nproc)" "$(cut -d' ' -f1-3 /proc/loadavg)" "$file" "$size" "$(stat -c %s "$file")" "$runs"
printf '%-34s %8s %10s %14s\n' reader seconds "peak RSS" "× juice-report"
measure juice-report "$binary" "$file" --summary json -q
report_seconds=$best
units=$("$venv/bin/python" -c 'import json, sys; print(json.load(open(sys.argv[1]))["units"])' "$out/juice-report.json")
row() {  # row NAME SECONDS PEAK-KB
    awk -v n="$1" -v s="$2" -v r="$3" -v j="$report_seconds" 'BEGIN {
        f = 0.005; s = (s < f) ? f : s; j = (j < f) ? f : j
        printf "%-34s %8.2f %7.0f MB %13.1f×\n", n, s, r / 1024, s / j }'
}
row "juice-report --summary json" "$best" "$peak"
measure orjson "$venv/bin/python" scripts/bench-json-peers.py orjson "$file"
row "Python + orjson $(version orjson)" "$best" "$peak"
measure pandas "$venv/bin/python" scripts/bench-json-peers.py pandas "$file"
row "pandas $(version pandas) (json.load)" "$best" "$peak"
if [ -z "$simdjson_note" ]; then
    measure simdjson "$venv/bin/python" scripts/bench-json-peers.py simdjson "$file"
    row "pysimdjson $(version pysimdjson) loads" "$best" "$peak"
    measure simdjson-lazy "$venv/bin/python" scripts/bench-json-peers.py simdjson-lazy "$file"
    row "pysimdjson $(version pysimdjson) Parser (lazy)" "$best" "$peak"
else
    echo "$simdjson_note"
fi
measure duckdb "$venv/bin/python" scripts/bench-json-peers.py duckdb "$file"
row "DuckDB $(version duckdb) read_json" "$best" "$peak"
measure jsondecoder "$jsondecoder" "$file"
row "Swift JSONDecoder ($(swiftc --version 2>/dev/null | grep -o 'Swift version [0-9.]*' | cut -d' ' -f3))" "$best" "$peak"
printf 'load at the end: %s\n' "$(cut -d' ' -f1-3 /proc/loadavg)"
echo "totals: every run of every reader gave juice-report's units per juice ($units units in all)"
echo "juice-report's: $(tr -d '\n ' < "$out/juice-report.json" | grep -o '"juices":\[[^]]*\]' | sed 's/"revenue":[0-9]*,"share":[0-9.]*,//g')"
for name in orjson pandas simdjson simdjson-lazy duckdb jsondecoder; do
    [ -s "$out/$name.json" ] && [ "$out/$name.json" -nt "$out/juice-report.json" ] && echo "$name's (till names): $(cat "$out/$name.json")"
done
true
