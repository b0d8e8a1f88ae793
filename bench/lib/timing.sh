# The one timer of the benchmarks, sourced by them (never run): best_of runs a command N times
# under /usr/bin/time and keeps the best. Every bench/*.sh that times something goes through it,
# so the figures the README quotes were all taken the same way. Needs /usr/bin/time (Debian's
# `time` package); takes no time of its own beyond the runs (one /usr/bin/time and one awk each).
#
#     source bench/lib/timing.sh
#     best_of 5 .build/release/juice-report samples/sales.json -o /tmp/pie.png -q
#     echo "$best_wall s wall, $best_cpu s CPU, $peak_rss KB"
command -v /usr/bin/time >/dev/null || { echo "needs /usr/bin/time (apt-get install time)" >&2; exit 1; }

# best_of [--stdout FILE] [--log FILE] [--each FUNCTION] RUNS COMMAND...: runs COMMAND RUNS times
# and sets
#   best_wall  the shortest wall-clock time of the runs, seconds;
#   best_cpu   the smallest user + system CPU time, seconds;
#   peak_rss   the largest peak resident set, KB (of the largest process COMMAND waited for, so
#              `bash -c "psql … && juice-report …"` counts juice-report's, never a server's).
# Standard output is discarded, or written to FILE with --stdout (each run overwrites it).
# Standard error is shown only when a run fails; with --log, standard output and error both go
# to FILE and its last 20 lines are shown when the run fails (for long installs and builds).
# --each FUNCTION runs after every run (to check what the run wrote); its failure is a failure.
# Returns 1 when a run (or FUNCTION) fails, having said so on standard error.
best_of() {
    local stdout=/dev/null log="" each=""
    while :; do
        case "$1" in
        --stdout) stdout=$2; shift 2 ;;
        --log) log=$2; shift 2 ;;
        --each) each=$2; shift 2 ;;
        *) break ;;
        esac
    done
    local runs=$1 timing errors wall user system rss cpu status
    shift
    timing=$(mktemp)
    errors=${log:-$timing.err}
    best_wall="" best_cpu="" peak_rss=0
    for _ in $(seq "$runs"); do
        status=0
        if [ -n "$log" ]; then
            /usr/bin/time -f "%e %U %S %M" -o "$timing" "$@" >"$log" 2>&1 || status=$?
        else
            /usr/bin/time -f "%e %U %S %M" -o "$timing" "$@" >"$stdout" 2>"$errors" || status=$?
        fi
        if [ "$status" -ne 0 ]; then
            if [ -n "$log" ]; then tail -20 "$log" >&2; else cat "$errors" >&2; fi
            echo "best_of: failed (exit $status): $*" >&2
            rm -f "$timing" "$timing.err"
            return 1
        fi
        if [ -n "$each" ] && ! "$each"; then
            rm -f "$timing" "$timing.err"
            return 1
        fi
        read -r wall user system rss <"$timing"
        cpu=$(awk -v u="$user" -v s="$system" 'BEGIN { printf "%.2f", u + s }')
        if [ -z "$best_wall" ] || awk -v a="$wall" -v b="$best_wall" 'BEGIN { exit !(a < b) }'; then best_wall=$wall; fi
        if [ -z "$best_cpu" ] || awk -v a="$cpu" -v b="$best_cpu" 'BEGIN { exit !(a < b) }'; then best_cpu=$cpu; fi
        if [ "$rss" -gt "$peak_rss" ]; then peak_rss=$rss; fi
    done
    rm -f "$timing" "$timing.err"
}
