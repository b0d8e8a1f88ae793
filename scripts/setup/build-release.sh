#!/usr/bin/env bash
# Builds the release binary as it is shipped and prints its path: the one set of flags every
# release build here uses (`make build`, the benchmarks, the browser check, the pictures), since
# building with other flags rebuilds every module.
#
# --static-swift-stdlib links the Swift runtime and Foundation (with its ICU) into the binary: the
# process no longer maps, relocates and binds the toolchain's 15 shared libraries at every start,
# the largest part of a small chart's start-up that is Swift's own (bench/startup.sh measures
# it), and the binary runs where no Swift toolchain is installed. The system's C libraries
# (Cairo, Pango, libpq, libcurl, …) stay shared.
#
#     scripts/setup/build-release.sh            # the build's output on stderr, the path on stdout
#     scripts/setup/build-release.sh --quiet    # the build's output only when it fails
#
# Needs the Swift toolchain and the system libraries of scripts/setup/install-deps.sh demo. How
# long: 346 s on this 2-core machine under load from a fresh module cache, 3.6 s when nothing
# changed.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

swift="${SWIFT:-swift}"
flags=(-c release --static-swift-stdlib)
case "${1:-}" in
    --quiet)
        log=$(mktemp)
        trap 'rm -f "$log"' EXIT
        "$swift" build "${flags[@]}" --product juice-report >"$log" 2>&1 || { cat "$log" >&2; exit 1; }
        ;;
    "") "$swift" build "${flags[@]}" --product juice-report >&2 ;;
    *) echo "usage: scripts/setup/build-release.sh [--quiet]" >&2; exit 64 ;;
esac
echo "$("$swift" build "${flags[@]}" --show-bin-path)/juice-report"
