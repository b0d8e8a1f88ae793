#!/usr/bin/env bash
# Draws the README's chart pictures in docs/ with the release build (BINARY to use another):
# the sample pie, the sample month's hours, the gallery's long names and one dominant juice, the
# dark donut, 120 customers with long Korean names, and the live page of `serve` (headless Chromium).
# Run it after a change to how charts look, and look at them.
set -euo pipefail
cd "$(dirname "$0")/.."
binary="${BINARY:-.build/release/juice-report}"
[ -x "$binary" ] || bash scripts/build-release.sh >/dev/null
"$binary" samples/sales.json -o docs/sample-pie.png -q
"$binary" hours samples/month.json --month 2026-11 --tz Asia/Seoul -o docs/hours.png -q
"$binary" samples/gallery/long-names.json -o docs/gallery-long-names.png -q
"$binary" samples/gallery/one-dominant.json -o docs/gallery-one-dominant.png -q
"$binary" samples/sales.json -o docs/donut-dark.png --donut 0.5 --theme dark --top 3 --names en --label all --scale 1.3333 -q
"$binary" --totals samples/gallery-hard/companies-120.csv -o docs/labels-hard.png \
    --title "Sales by customer ⋅ 120 companies" -q

# The live page of one day of the sample month, as a browser shows it.
port=18731
"$binary" serve samples/month.json --tz Asia/Seoul --port "$port" 2>/dev/null &
server=$!
trap 'kill "$server" 2>/dev/null || true' EXIT
for _ in $(seq 50); do curl -sf "http://127.0.0.1:$port/healthz" >/dev/null && break; sleep 0.1; done
chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=900,1100 \
    --screenshot=docs/serve-page.png "http://127.0.0.1:$port/?date=2026-11-14" 2>/dev/null
