#!/usr/bin/env bash
# Instruction-count guard: counts the instructions the stripped release build executes
# (valgrind's callgrind, "Collected") for each job below, compares each count with
# bench/instructions.expected, and fails on a rise of more than 3 % in any job.
# Counts, unlike seconds, do not move with the load of a shared machine.
#
# Jobs: reading 100,000 generated orders (scripts/fixtures/make-orders.py, fixed seed; one core,
# being under OrderStreamReader.splitThreshold) as JSON, as JSON Lines and as CSV with
# `--summary json`, which reads and adds up without drawing, so the reader's cost dominates;
# start-up, the same for one generated order in JSON, from which each reading job's count per
# order is worked out (shown, not compared); the sample workbook
# samples/exports/square-items.xlsx read the same way; and the JSON file charted to a PNG as
# a user would (`juice-report FILE -o pie.png`), reading plus drawing; and the gallery's
# 80-product catalogue charted as bench/layout.sh times it (samples/gallery-hard/eighty-products,
# --totals, 800 × 600 with --layout-json): the layout's cost on a flat catalogue, where wall
# seconds on this machine vary by ±15 % run to run; and the three-store coffee chain's 80 products
# (samples/shops/chain80.csv, by units, 800 × 600) as its columns name them: the folded-total
# rule's search on a real catalogue's order file, reading included. Each job runs once natively first (it must
# succeed, and font caches are then warm).
#
#     bench/instructions.sh             # compare with the committed counts
#     bench/instructions.sh --record    # write the counts of this build as the expected ones
#     BINARY=/tmp/old/juice-report bench/instructions.sh   # another build, same inputs
#
# Needs valgrind (installed with apt-get when missing), strip and python3. How long: 53 s on this
# 2-core machine under load once the release build and the inputs (.build/bench-instructions)
# are there; writing the inputs the first time adds about 20 s (scripts/fixtures/make-orders.py).
#
# Counts depend on the Swift toolchain, glibc and the CPU features valgrind reports, so
# record them on the machine that runs the guard (CI's); run-to-run they agree to well
# under 0.1 %. Swift's per-process hash seed is fixed (SWIFT_DETERMINISTIC_HASHING) so
# dictionary probing is the same every run.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

record=false
case "${1:-}" in
    --record) record=true ;;
    "") ;;
    *) echo "usage: bench/instructions.sh [--record]" >&2; exit 64 ;;
esac
expected_file=bench/instructions.expected
tolerance_percent=3
orders=100000
seed=20261121

source scripts/setup/apt-tool.sh
need_command valgrind

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ -n "${BINARY:-}" ]; then
    built="$BINARY"
else
    built=$(bash scripts/setup/build-release.sh --quiet)
fi
# A stripped copy, as the release is shipped: symbol tables change what the loader and the
# runtime's lookups touch.
binary="$work/juice-report"
strip -o "$binary" "$built"

# The inputs, made once and kept (the same bytes every time).
data=.build/bench-instructions
mkdir -p "$data"
for file in "$data/orders-$orders-seed$seed".{json,ndjson,csv} "$data/orders-1-seed$seed.json"; do
    if [ ! -s "$file" ]; then
        size=${file#"$data/orders-"}
        python3 scripts/fixtures/make-orders.py --orders "${size%%-*}" --seed "$seed" --format "${file##*.}" > "$file.tmp"
        mv "$file.tmp" "$file"
    fi
done
orders_file="$data/orders-$orders-seed$seed"

# count NAME ARGS...: the instruction count of one run of the binary with ARGS, or "failed"
# when the run fails (an earlier build may not read every input), its messages on stderr.
count() {
    local name=$1 log="$work/$1.log"
    shift
    # Fixed zone, locale and hash seed: the same work every run, whatever the shell sets.
    local env=(env TZ=UTC LC_ALL=C.UTF-8 SWIFT_DETERMINISTIC_HASHING=1)
    if ! "${env[@]}" "$binary" "$@" >/dev/null 2>"$log"; then
        echo "bench-instructions: $name failed: juice-report $*" >&2
        cat "$log" >&2
        echo failed
        return
    fi
    local collected=""
    if "${env[@]}" valgrind --tool=callgrind --callgrind-out-file=/dev/null "$binary" "$@" >/dev/null 2>"$log"; then
        collected=$(sed -n 's/^==[0-9]*== Collected : \([0-9]*\)$/\1/p' "$log")
    fi
    if [ -z "$collected" ]; then
        echo "bench-instructions: no count from callgrind for $name" >&2
        cat "$log" >&2
        echo failed
        return
    fi
    echo "$collected"
}

jobs=(start-up json ndjson csv xlsx chart-png catalogue chain80)
declare -A counts
counts[start-up]=$(count start-up "$data/orders-1-seed$seed.json" --summary json --tz UTC)
counts[json]=$(count json "$orders_file.json" --summary json --tz UTC)
counts[ndjson]=$(count ndjson "$orders_file.ndjson" --summary json --tz UTC)
counts[csv]=$(count csv "$orders_file.csv" --summary json --tz UTC)
counts[xlsx]=$(count xlsx samples/exports/square-items.xlsx --summary json --tz UTC)
counts[chart-png]=$(count chart-png "$orders_file.json" -o "$work/pie.png" --tz UTC -q)
counts[catalogue]=$(count catalogue --totals samples/gallery-hard/eighty-products.csv -o "$work/catalogue.png" \
    --layout-json "$work/catalogue.json" -q)
counts[chain80]=$(count chain80 samples/shops/chain80.csv --column juice=product_detail --column quantity=transaction_qty \
    --column date=transaction_date --column time=transaction_time --column unitPrice=unit_price --date-order mdy \
    --skip-invalid -o "$work/chain80.png" -q)

if $record; then
    for job in "${jobs[@]}"; do
        if [ "${counts[$job]}" = failed ]; then echo "bench-instructions: $job failed; nothing recorded" >&2; exit 1; fi
    done
    {
        echo "# Instructions (callgrind, stripped release build) per job of bench/instructions.sh,"
        echo "# which fails when a job's count rises more than $tolerance_percent %. Rewrite with --record."
        for job in "${jobs[@]}"; do printf '%s\t%s\n' "$job" "${counts[$job]}"; done
    } > "$expected_file"
    for job in "${jobs[@]}"; do printf '%-10s %15s  recorded\n' "$job" "${counts[$job]}"; done
    echo "bench-instructions: wrote $expected_file"
    exit 0
fi

declare -A expected
if [ -f "$expected_file" ]; then
    while IFS=$'\t' read -r job value; do
        case "$job" in ''|'#'*) continue ;; esac
        expected[$job]=$value
    done < "$expected_file"
fi

printf '%-10s %15s %15s %8s %10s\n' job instructions expected change "per order"
rises=()
for job in "${jobs[@]}"; do
    value=${counts[$job]}
    want=${expected[$job]:-}
    if [ "$value" = failed ]; then
        printf '%-10s %15s %15s %8s\n' "$job" failed "${want:--}" "-"
        rises+=("$job: the run failed")
        continue
    fi
    if [ -z "$want" ]; then
        printf '%-10s %15s %15s %8s\n' "$job" "$value" "-" "-"
        rises+=("$job: no expected count in $expected_file (record one with --record)")
        continue
    fi
    change=$(awk -v v="$value" -v w="$want" 'BEGIN { printf "%+.2f", (v - w) * 100 / w }')
    per_order=""
    case "$job" in json|ndjson|csv)
        [ "${counts[start-up]}" = failed ] ||
        per_order=$(awk -v v="$value" -v s="${counts[start-up]}" -v n="$orders" 'BEGIN { printf "%.0f", (v - s) / (n - 1) }') ;;
    esac
    printf '%-10s %15s %15s %7s%% %10s\n' "$job" "$value" "$want" "$change" "$per_order"
    if awk -v c="$change" -v t="$tolerance_percent" 'BEGIN { exit !(c > t) }'; then
        rises+=("$job: $value instructions, $change % against the expected $want (more than $tolerance_percent %)")
    fi
done
if ((${#rises[@]} > 0)); then
    for line in "${rises[@]}"; do echo "bench-instructions: FAIL $line" >&2; done
    exit 1
fi
echo "bench-instructions: no job rose more than $tolerance_percent %"
