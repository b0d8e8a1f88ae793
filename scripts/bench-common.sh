# Sourced by the benchmark scripts: run from the repository root, with /usr/bin/time (for
# wall time and peak RSS), and `binary` set to BINARY when given (another build, same data)
# or else to the release build, built first.
cd "$(dirname "${BASH_SOURCE[0]}")/.."
command -v /usr/bin/time >/dev/null || { echo "needs /usr/bin/time (apt-get install time)" >&2; exit 1; }
if [ -n "${BINARY:-}" ]; then
    binary="$BINARY"
else
    swift build -c release --product juice-report >/dev/null
    binary="$(swift build -c release --show-bin-path)/juice-report"
fi
