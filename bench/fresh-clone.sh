#!/usr/bin/env bash
# Times what a newcomer waits for on a first install, each step with its wall and CPU time:
#   1. apt's part: bench/apt-install.sh demo test, in a fresh Debian root (the packages
#      `make demo` installs, then what `make test` adds), since this machine has them already;
#   2. a fresh clone of the committed HEAD, run with a new HOME and TMPDIR, so no clang module
#      cache, no SwiftPM build products and no other compiler cache from earlier builds is seen.
#      The new HOME holds links to what the machine comes with and a first install has too:
#      SwiftPM's offline package cache (~/.cache/org.swift.swiftpm, ~/.swiftpm), the Python the
#      tests' venv is made from (~/.pyenv) and pip's configuration (~/.config/pip);
#   3. `make demo`, then `make test` in that clone (the README's two commands; the tests' count
#      is read from swift test's last line), then the release binary's size;
#   4. with --breakdown, where the test build's time goes: the same debug build again in a new
#      scratch folder, one module at a time in dependency order (`swift build --target M`, the
#      order read from the build's own plan by bench/lib/module-order.py), each module's wall and
#      CPU time, the link and whatever is left as a last step; and the functions and expressions
#      that took 100 ms or more to type-check (-warn-long-function-bodies), slowest first. One
#      module at a time leaves a core idle where the real build would compile two modules side by
#      side, and each step pays SwiftPM's planning (the "no-op" line), so the steps add up to more
#      than `make test`'s build.
# Needs root (apt's part, the test server's user), /usr/bin/time and the network or a mirror.
# How long on this 2-core machine: about 7 minutes, 13 with --breakdown, plus debootstrap the
# first time bench/apt-install.sh runs (docs/install.md).
#
#     bench/fresh-clone.sh                  # apt's part, then make demo and make test
#     bench/fresh-clone.sh --no-apt         # without apt's part
#     bench/fresh-clone.sh --breakdown      # and the build's time per module and slowest functions
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/lib/timing.sh

apt=yes breakdown=no
for argument in "$@"; do
    case "$argument" in
    --no-apt) apt=no ;;
    --breakdown) breakdown=yes ;;
    *) echo "fresh-clone: unknown argument $argument (--no-apt, --breakdown)" >&2; exit 2 ;;
    esac
done

if [ "$apt" = yes ]; then
    bash bench/apt-install.sh demo test | sed 's/^apt-install:/fresh-clone: apt/'
fi

folder="$(mktemp -d /tmp/juice-report-fresh-XXXXXX)"
chmod 755 "$folder"  # the test server's owner (an unprivileged user) starts in the clone
trap 'rm -rf "$folder"' EXIT
git clone -q . "$folder/juice-report"

# The new HOME: only what a machine comes with, linked; nothing any build left.
home="$folder/home"
mkdir -p "$home/.cache" "$home/.config" "$folder/tmp"
for kept in .cache/org.swift.swiftpm .swiftpm .pyenv .config/pip; do
    if [ -e "$HOME/$kept" ]; then ln -s "$HOME/$kept" "$home/$kept"; fi
done
export HOME="$home" TMPDIR="$folder/tmp"
unset XDG_CACHE_HOME CLANG_MODULE_CACHE_PATH SWIFTPM_CACHE_DIR 2>/dev/null || true
cd "$folder/juice-report"

for target in demo test; do
    best_of --log "$folder/$target.log" 1 make "$target" || {
        cp "$folder/$target.log" "/tmp/juice-report-fresh-$target.log"
        grep -E '✘|error:' "$folder/$target.log" | head -20 >&2
        echo "fresh-clone: make $target failed; its output is in /tmp/juice-report-fresh-$target.log" >&2
        exit 1
    }
    tests=""
    if [ "$target" = test ]; then
        tests=", $(grep -oE 'Test run with [0-9]+ tests in [0-9]+ suites passed' "$folder/test.log" | tail -1 | cut -d' ' -f4-)"
    fi
    echo "fresh-clone: make $target: $best_wall s wall, $best_cpu s CPU$tests (load $(cut -d' ' -f1-3 /proc/loadavg))"
done
binary=.build/release/juice-report
echo "fresh-clone: release binary $(($(stat -c %s "$binary") / 1024 / 1024)) MB," \
    "$(size "$binary" | awk 'NR == 2 { printf "%.1f", $1 / 1048576 }') MB of code"

[ "$breakdown" = yes ] || exit 0

# The test build again, module by module, in a scratch folder of its own.
scratch="$folder/breakdown"
flags=(-Xswiftc -Xfrontend -Xswiftc -warn-long-function-bodies=100
    -Xswiftc -Xfrontend -Xswiftc -warn-long-expression-type-checking=100)
warnings="$folder/type-check.log"
: >"$warnings"
steps="$folder/steps.txt"
: >"$steps"
step() {  # step NAME ARGUMENTS...: one timed swift build, its warnings kept
    local name=$1
    shift
    best_of --log "$folder/step.log" 1 swift build --scratch-path "$scratch" "${flags[@]}" "$@" || {
        echo "fresh-clone: breakdown step $name failed" >&2
        exit 1
    }
    # The first line of each diagnostic (the path's), not the source excerpt printed under it.
    grep -E '^/.*: warning: .* took [0-9]+ms to type-check' "$folder/step.log" >>"$warnings" || true
    printf '%s %s %s\n' "$best_wall" "$best_cpu" "$name" >>"$steps"
}
step resolve --target SeededRandom  # resolving and the first, smallest module
for module in $(python3 bench/lib/module-order.py .build/debug.yaml); do
    [ "$module" = SeededRandom ] || step "$module" --target "$module"
done
step "no-op (SwiftPM's planning, paid by every step)" --target SeededRandom
step "link and the rest" --build-tests
total_wall=$(awk '{ s += $1 } END { printf "%.1f", s }' "$steps")
total_cpu=$(awk '{ s += $2 } END { printf "%.1f", s }' "$steps")
echo "fresh-clone: the test build module by module: $total_wall s wall, $total_cpu s CPU in all; slowest first:"
sort -rn "$steps" | awk '{ name = $3; for (i = 4; i <= NF; i++) name = name " " $i
    printf "fresh-clone:   %7.1f s wall %7.1f s CPU  %s\n", $1, $2, name }'
echo "fresh-clone: type-checked in 100 ms or more (of this breakdown build), slowest first:"
sed -E 's/^.*\/(Sources|Tests)\//\1\//; s/: warning: / /; s/ to type-check.*$//' "$warnings" |
    sed -E 's/^(.*) (.*) took ([0-9]+)ms$/\3 \1 \2/' | sort -rn | uniq |
    awk 'NR <= 25 { ms = $1; $1 = ""; printf "fresh-clone:   %5d ms %s\n", ms, substr($0, 2) }'
