# Sourced by the benchmark scripts: run from the repository root, with /usr/bin/time (for
# wall time and peak RSS), and `binary` set to BINARY when given (another build, same data)
# or else to the release build, built first.
cd "$(dirname "${BASH_SOURCE[0]}")/.."
command -v /usr/bin/time >/dev/null || { echo "needs /usr/bin/time (apt-get install time)" >&2; exit 1; }
if [ -n "${BINARY:-}" ]; then
    binary="$BINARY"
else
    binary=$(bash scripts/build-release.sh --quiet)
fi

# best_of RUNS COMMAND...: runs COMMAND RUNS times (standard output discarded, standard error
# shown only when it fails) and sets best_wall and best_cpu (seconds, user + system) to the
# best of the runs and peak_rss (KB) to the largest.
best_of() {
    local runs=$1 timing wall user system rss cpu
    shift
    timing=$(mktemp)
    best_wall="" best_cpu="" peak_rss=0
    for _ in $(seq "$runs"); do
        /usr/bin/time -f "%e %U %S %M" -o "$timing" "$@" >/dev/null 2>"$timing.err" || {
            cat "$timing.err" >&2
            rm -f "$timing" "$timing.err"
            return 1
        }
        read -r wall user system rss < "$timing"
        cpu=$(awk -v u="$user" -v s="$system" 'BEGIN { printf "%.2f", u + s }')
        if [ -z "$best_wall" ] || awk -v a="$wall" -v b="$best_wall" 'BEGIN { exit !(a < b) }'; then best_wall=$wall; fi
        if [ -z "$best_cpu" ] || awk -v a="$cpu" -v b="$best_cpu" 'BEGIN { exit !(a < b) }'; then best_cpu=$cpu; fi
        if [ "$rss" -gt "$peak_rss" ]; then peak_rss=$rss; fi
    done
    rm -f "$timing" "$timing.err"
}
