#!/usr/bin/env bash
# Start-up guard: times `juice-report samples/sales.json -o pie.png` as a whole process against
# bench/startup/pie.c, a small C program drawing the same chart with the same Cairo and Pango
# (same counts, canvas, title, fonts and colours), and fails when the tool takes more than 1.2
# times as long. For a chart this small the process is mostly start-up: loading libraries, the
# Swift runtime, fontconfig, so this is where the cost of what the binary links shows.
#
# Builds both (the release product as scripts/setup/build-release.sh builds it, the C program with
# -O2), runs each once and checks that each wrote a valid 800 × 600 PNG and that both counted the
# same units per juice as the tool's `--summary json`; then times both with hyperfine (installed
# when missing), six rounds of warm-up plus 15 runs each, the rounds alternating between the two
# so load from elsewhere falls on both; prints each binary's size and the shared libraries it
# loads, each one's median over all its runs and its CPU time, and the ratio of the medians.
#
#     bench/startup.sh                                  # or: make bench-startup
#     BINARY=/tmp/old/juice-report bench/startup.sh     # another build of the tool
#
# Not in .ci/run: it compares wall times, and wall time on a shared CI machine moves with the
# load of other jobs (bench/instructions.sh guards the instruction counts instead).
#
# The one timer here that is not bench/lib/timing.sh: a run lasts tens of milliseconds, below
# the 10-ms steps of /usr/bin/time's wall clock, so hyperfine times each run (in microseconds)
# and the median of 90 alternating runs is compared. Needs a C compiler, pkg-config's pangocairo
# and hyperfine (installed when missing). How long: 23 s on this 2-core machine under load once
# the release build is there (ratio 1.10 on 2026-11-29, idle).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

limit=1.2
rounds=6
runs=15
input=samples/sales.json

source scripts/setup/apt-tool.sh
need_command hyperfine

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ -n "${BINARY:-}" ]; then
    tool="$BINARY"
else
    tool=$(bash scripts/setup/build-release.sh --quiet)
fi
reference="$work/pie"
# shellcheck disable=SC2046 # pkg-config's flags are words
cc -O2 -o "$reference" bench/startup/pie.c $(pkg-config --cflags --libs pangocairo) -lm

# Each must draw the chart, and count what the tool counts.
"$tool" "$input" -o "$work/tool.png" -q
"$reference" "$input" "$work/reference.png" > "$work/reference-units.tsv"
"$tool" "$input" --summary json > "$work/summary.json"
python3 - "$work" <<'PYTHON'
import json, struct, sys, zlib

work = sys.argv[1]

def check_png(path):
    """Fails unless `path` is a PNG of 800 x 600 pixels whose chunks' CRCs hold and whose image data inflates."""
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        sys.exit(f"bench-startup: {path} is not a PNG")
    position, idat, width, height = 8, b"", None, None
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        crc, = struct.unpack(">I", data[position + 8 + length:position + 12 + length])
        if zlib.crc32(kind + body) != crc:
            sys.exit(f"bench-startup: {path}: bad CRC in a {kind.decode()} chunk")
        if kind == b"IHDR":
            width, height = struct.unpack(">II", body[:8])
        elif kind == b"IDAT":
            idat += body
        position += 12 + length
    zlib.decompress(idat)
    if (width, height) != (800, 600):
        sys.exit(f"bench-startup: {path} is {width} x {height}, not 800 x 600")

check_png(f"{work}/tool.png")
check_png(f"{work}/reference.png")
summary = {entry["product"]: entry["units"] for entry in json.load(open(f"{work}/summary.json"))["products"]}
reference = {name: int(units) for name, units in (line.split("\t") for line in open(f"{work}/reference-units.tsv").read().splitlines())}
if summary != reference:
    sys.exit(f"bench-startup: the C program counted {reference}, the tool {summary}")
PYTHON

for round in $(seq "$rounds"); do
    hyperfine -N --warmup 5 --runs "$runs" --style none --export-json "$work/round-$round.json" \
        -n reference "$reference $input $work/reference.png" \
        -n juice-report "$tool $input -o $work/tool.png -q" >/dev/null 2>"$work/hyperfine.log" ||
        { cat "$work/hyperfine.log" >&2; exit 1; }
done

describe() { printf '%-13s %s bytes, %s shared libraries\n' "$1" "$(stat -c %s "$2")" "$(ldd "$2" | grep -c '=>')"; }
describe reference "$reference"
describe juice-report "$tool"
python3 - "$work" "$rounds" "$limit" <<'PYTHON'
import json, statistics, sys

work, rounds, limit = sys.argv[1], int(sys.argv[2]), float(sys.argv[3])
times, cpu = {}, {}
for round in range(1, rounds + 1):
    for result in json.load(open(f"{work}/round-{round}.json"))["results"]:
        times.setdefault(result["command"], []).extend(result["times"])
        cpu.setdefault(result["command"], []).append(result["user"] + result["system"])
for name in ("reference", "juice-report"):
    print(f"{name:<13} median {statistics.median(times[name]) * 1000:6.1f} ms over {len(times[name])} runs,"
          f" CPU (user + system) {statistics.mean(cpu[name]) * 1000:5.1f} ms")
ratio = statistics.median(times["juice-report"]) / statistics.median(times["reference"])
print(f"ratio         {ratio:.2f} (limit {limit})")
if ratio > limit:
    print(f"bench-startup: FAIL juice-report takes {ratio:.2f} times as long as the C program (more than {limit})", file=sys.stderr)
    sys.exit(1)
PYTHON
