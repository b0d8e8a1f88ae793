#!/usr/bin/env bash
# Opens the daily HTML report in headless Chromium, as an owner's browser would, and checks
# that it loaded without script errors, that every chart image decoded, and that each is
# shown at its size: for PNG days (the page embeds the PNG files) and for PDF days (the page
# embeds SVG drawn from the same layout). Leaves a screenshot in output/report-screenshot.png.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v chromium >/dev/null 2>&1; then
    sudo=()
    [ "$(id -u)" -ne 0 ] && sudo=(sudo)
    echo "check-report: installing chromium" >&2
    "${sudo[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends chromium >/dev/null
fi

binary=".build/release/juice-report"
swift build -c release --product juice-report >/dev/null
report_root=$(mktemp -d)
trap 'rm -rf "$report_root"' EXIT
browser=(chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --virtual-time-budget=5000)
fail() { echo "check-report: FAILED: $*" >&2; exit 1; }

# check FORMAT: writes the report with FORMAT days and checks the page in the browser.
check() {
    report_dir="$report_root/$1"
    "$binary" daily samples/sales.json --out-dir "$report_dir" --format "$1" --from 2026-11-19 --to 2026-11-23 --tz Asia/Seoul -q
    charts=$(find "$report_dir" -name "*.$1" | wc -l)
    url="file://$report_dir/index.html"
    dom=$("${browser[@]}" --enable-logging=stderr --v=0 --dump-dom "$url" 2>"$report_dir/console.log")
    body=$(grep -o '<body[^>]*>' <<<"$dom" | head -1)
    echo "check-report ($1 days): $body"
    grep -q "data-charts=\"$charts\"" <<<"$body" || fail "the page does not show the $charts charts that were written"
    grep -q "data-charts-decoded=\"$charts\"" <<<"$body" || fail "not every chart image decoded"
    sizes=$(sed -n 's/.*data-chart-sizes="\([^"]*\)".*/\1/p' <<<"$body")
    for size in $sizes; do
        [[ "$size" =~ ^[1-9][0-9]*x[1-9][0-9]*$ ]] || fail "a chart is shown at size '$size'"
    done
    [ "$(wc -w <<<"$sizes")" -eq "$charts" ] || fail "expected $charts chart sizes, got '$sizes'"
    if grep -E "Uncaught|CONSOLE.*(error|Error)|Failed to load|net::ERR" "$report_dir/console.log"; then
        fail "the page logged errors"
    fi
}

check pdf
check png
mkdir -p output
"${browser[@]}" --window-size=900,1600 --screenshot=output/report-screenshot.png "$url" 2>/dev/null
bytes=$(wc -c <output/report-screenshot.png)
[ "$bytes" -gt 20000 ] || fail "the screenshot is nearly empty ($bytes bytes)"
echo "2 passed, 0 failed"
echo "check-report: $charts charts decoded and sized; screenshot in output/report-screenshot.png ($bytes bytes)"
