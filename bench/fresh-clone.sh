#!/usr/bin/env bash
# Times what a newcomer waits for: clones this repository's committed HEAD into a new folder
# and runs the README's two commands there, `make demo` then `make test`, printing each one's
# wall time and the release binary's size. Packages already installed are not installed again,
# so on a machine that has them the figures leave out apt's time (`apt-get install` of the
# packages scripts/setup/install-deps.sh names, timed on its own by bench/apt-install.sh, adds it).
# Each command is timed by bench/lib/timing.sh (needs /usr/bin/time). How long: about 6 minutes
# on this 2-core machine (docs/install.md: make demo 100 s, make test 271 s).
#
#     bench/fresh-clone.sh            # clone into a temporary folder, removed afterwards
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/lib/timing.sh
folder="$(mktemp -d /tmp/juice-report-fresh-XXXXXX)"
chmod 755 "$folder"  # the test server's owner (an unprivileged user) starts in the clone
trap 'rm -rf "$folder"' EXIT
git clone -q . "$folder/juice-report"
cd "$folder/juice-report"
for target in demo test; do
    best_of --log "$folder/$target.log" 1 make "$target" || {
        cp "$folder/$target.log" "/tmp/juice-report-fresh-$target.log"
        grep -E '✘|error:' "$folder/$target.log" | head -20 >&2
        echo "fresh-clone: make $target failed; its output is in /tmp/juice-report-fresh-$target.log" >&2
        exit 1
    }
    echo "fresh-clone: make $target: $best_wall s (load $(cut -d' ' -f1-3 /proc/loadavg))"
done
binary=.build/release/juice-report
echo "fresh-clone: release binary $(( $(stat -c %s "$binary") / 1024 / 1024 )) MB, $(size "$binary" | awk 'NR == 2 { printf "%.1f", $1 / 1048576 }') MB of code"
