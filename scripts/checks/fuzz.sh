#!/usr/bin/env bash
# Builds the order-reader fuzzer and the live server's request-head fuzzer (libFuzzer +
# AddressSanitizer) and runs each for a given number of seconds (default 60) on its seed corpus
# (Fuzz/corpus, Fuzz/http-corpus), saving new inputs to .build/fuzz/corpus and
# .build/fuzz/http-corpus and any failing input to .build/fuzz/.
#
#     scripts/checks/fuzz.sh 1800
#     scripts/checks/fuzz.sh --runs 30000     (CI: a fixed number of inputs from a fixed seed)
#
# Needs swiftc with libFuzzer (the Linux toolchain has it). How long: building the fuzzer takes
# about 2.5 minutes on this 2-core machine under load (when a source changed); then the given
# seconds, or 7 s for --runs 2000 (285 inputs a second; CI's --runs 30000 proportionally longer).
set -euo pipefail
cd "$(dirname "$0")/../.."
if [ "${1:-}" = "--runs" ]; then
    limit=(-runs="${2:?--runs needs a number}" -seed=1)
else
    limit=(-max_total_time="${1:-60}")
fi
mkdir -p .build/fuzz/corpus
# The domain and the readers compiled as one module, so internals are visible (each reader
# file's `import JuiceCore` is then its own module, which swiftc notes and ignores); the
# error categories they adopt (target Failures) are a module of their own, built first.
sources=(Sources/Failures Sources/JuiceCore Sources/JuiceIngest)
if [ ! -x .build/fuzz/order-reader-fuzzer ] || [ -n "$(find "${sources[@]}" Fuzz -newer .build/fuzz/order-reader-fuzzer -name '*.swift' | head -1)" ]; then
    mkdir -p .build/fuzz/modules
    swiftc -O -parse-as-library -module-name Failures -emit-module -emit-module-path .build/fuzz/modules/Failures.swiftmodule \
        -emit-library -static -o .build/fuzz/modules/libFailures.a $(find Sources/Failures -name '*.swift')
    swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name JuiceCore -package-name juice_report \
        -I .build/fuzz/modules -L .build/fuzz/modules -lFailures \
        $(find Sources/JuiceCore Sources/JuiceIngest -name '*.swift') Fuzz/OrderReaderFuzz.swift -o .build/fuzz/order-reader-fuzzer
fi
# The request-head parser alone: its four files import nothing of the server around them.
http_sources=(Sources/JuiceServe/HTTP/HTTPHeadParser.swift Sources/JuiceServe/HTTP/HTTPLimits.swift
    Sources/JuiceServe/HTTP/HTTPRequestHead.swift Sources/JuiceServe/HTTP/HTTPStatus.swift Fuzz/HTTPHeadFuzz.swift)
if [ ! -x .build/fuzz/http-head-fuzzer ] || [ -n "$(find "${http_sources[@]}" -newer .build/fuzz/http-head-fuzzer | head -1)" ]; then
    swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name JuiceServe "${http_sources[@]}" \
        -o .build/fuzz/http-head-fuzzer
fi
mkdir -p .build/fuzz/http-corpus
SWIFT_BACKTRACE=enable=no .build/fuzz/order-reader-fuzzer .build/fuzz/corpus Fuzz/corpus "${limit[@]}" -max_len=4096 \
    -artifact_prefix=.build/fuzz/ -print_final_stats=1 -rss_limit_mb=2048 -timeout=10
SWIFT_BACKTRACE=enable=no .build/fuzz/http-head-fuzzer .build/fuzz/http-corpus Fuzz/http-corpus "${limit[@]}" \
    -max_len=20000 -artifact_prefix=.build/fuzz/http- -print_final_stats=1 -rss_limit_mb=2048 -timeout=10
