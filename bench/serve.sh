#!/usr/bin/env bash
# The load figures of `juice-report serve` (issue 29, item 7) in one run, as a table; exits
# non-zero when a target is missed (bench/serve/load.py says how each is measured):
#
#     bench/serve.sh                  # 60 s of 200 streams under 100 orders a second
#     bench/serve.sh --long           # the same for 600 s (memory over a longer run)
#     bench/serve.sh --duration 30    # or any other length; other options go to serve/load.py
#
# Builds the release binary (BINARY to use another) and installs wrk and chromium when missing
# (and websocket-client in .build/test-venv: scripts/setup/install-test-python.sh). Servers and
# the headless Chromium that opens the chain's pages (bench/serve/browser.py) run on free loopback
# ports and stop with the run; their inputs and logs are in a temporary folder.
# How long: about 7 minutes (.ci/run, 2026-11-29: the Chromium pages alone and on 200 screens
# included), 16 with --long.
set -euo pipefail
cd "$(dirname "$0")/.."
options=()
while [ "$#" -gt 0 ]; do
    case "$1" in
    --long) options+=(--duration 600) ;;
    *) options+=("$1") ;;
    esac
    shift
done
source scripts/setup/apt-tool.sh
need_command wrk
need_command chromium
bash scripts/setup/install-deps.sh test >/dev/null
bash scripts/setup/install-test-python.sh
source scripts/setup/chromium.sh
if [ -n "${BINARY:-}" ]; then
    binary="$BINARY"
else
    binary=$(bash scripts/setup/build-release.sh --quiet)
fi
workdir=$(mktemp -d)
runner=""
browser=""
cleanup() {
    [ -z "$runner" ] || kill "$runner" 2>/dev/null || true
    [ -z "$browser" ] || kill -- "-$browser" 2>/dev/null || true
    wait 2>/dev/null || true
    rm -rf "$workdir"
}
trap cleanup EXIT
# 200 streams and 513 more at once: more open files than a default soft limit of 1024 leaves spare.
ulimit -n 4096 2>/dev/null || true
start_chromium "$workdir" || { echo "bench-serve: Chromium did not open its DevTools port within 15 s" >&2; exit 1; }
.build/test-venv/bin/python bench/serve/load.py --binary "$binary" --workdir "$workdir" --devtools "$devtools" \
    "${options[@]}" &
runner=$!
wait "$runner"
