#!/usr/bin/env bash
# Opens the daily HTML report in headless Chromium, as an owner's browser would, and checks
# that it loaded without script errors, that every chart image decoded, and that each is
# shown at its size: for PNG days (the page embeds the PNG files) and for PDF days (the page
# embeds SVG drawn from the same layout). Leaves a screenshot in output/report-screenshot.png.
# Then opens the period report's HTML page and its mail's HTML body (cid: pictures replaced by
# the message's own parts, as a mail client shows them) and checks that every picture decoded;
# screenshots in output/period-report-screenshot.png and output/period-mail-screenshot.png.
#
# Needs chromium (installed with apt-get when missing) and builds the release binary
# (scripts/setup/build-release.sh). How long: not timed here; six headless page loads with a 5-s
# virtual time budget each, so well under a minute once the release build is there.
set -euo pipefail
cd "$(dirname "$0")/../.."

source scripts/setup/apt-tool.sh
need_command chromium

binary=$(bash scripts/setup/build-release.sh --quiet)
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
echo "check-report: $charts charts decoded and sized; screenshot in output/report-screenshot.png ($bytes bytes)"

# check_page NAME HTML PICTURES DAYS: opens HTML in a frame (the page itself has no script) and
# checks that its PICTURES images decoded and that its day-by-day grid has a row for each of DAYS days.
check_page() {
    frame="$report_root/frame-$1.html"
    cat >"$frame" <<HTML
<!DOCTYPE html><html><body><iframe id="page" src="$(basename "$2")" width="900" height="3000"></iframe>
<script>
document.getElementById("page").addEventListener("load", function () {
  var page = this.contentDocument, images = Array.prototype.slice.call(page.images);
  document.body.setAttribute("data-images", String(images.length));
  document.body.setAttribute("data-decoded", String(images.filter(function (i) { return i.complete && i.naturalWidth > 0; }).length));
  document.body.setAttribute("data-grid-rows", String(Math.max(0, page.querySelectorAll("table.grid tr").length - 1)));
});
</script></body></html>
HTML
    body=$("${browser[@]}" --allow-file-access-from-files --dump-dom "file://$frame" 2>/dev/null | grep -o '<body[^>]*>' | head -1)
    echo "check-report ($1): $body"
    grep -q "data-images=\"$3\" data-decoded=\"$3\" data-grid-rows=\"$4\"" <<<"$body" || fail "$1: expected $3 decoded pictures and $4 rows of days"
    "${browser[@]}" --window-size=760,2400 --screenshot="output/period-$1-screenshot.png" "file://$2" 2>/dev/null
}

"$binary" report samples/month.json --month 2026-11 --tz Asia/Seoul -o "$report_root/period.html" -q
# The pie, the trend and the hours; the 30 days of November in the grid.
check_page report "$report_root/period.html" 3 30
"$binary" report samples/month.json --month 2026-11 --tz Asia/Seoul -o "$report_root/period.eml" -q
python3 - "$report_root/period.eml" "$report_root/mail.html" <<'PY'
import base64, email, email.policy, sys
message = email.message_from_bytes(open(sys.argv[1], "rb").read(), policy=email.policy.default)
html = message.get_body(("html",)).get_content()
for part in message.walk():
    if part["Content-ID"]:
        data = "data:%s;base64,%s" % (part.get_content_type(), base64.b64encode(part.get_content()).decode())
        html = html.replace("cid:" + part["Content-ID"].strip("<>"), data)
open(sys.argv[2], "w", encoding="utf-8").write(html)
PY
# The pie and the trend (the hours are in the attached PDF); the grid too.
check_page mail "$report_root/mail.html" 2 30
echo "4 passed, 0 failed"
