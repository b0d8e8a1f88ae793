# Sourced: `start_chromium DIR` opens headless Chromium in its own process group (so that its
# helpers stop with it), its profile in DIR/profile and its log in DIR/chromium.log, and sets
# `browser` (the group's leader, for `kill -- -$browser`) and `devtools` (its DevTools port on
# 127.0.0.1); returns 1 with the log's end on standard error when the port is not open within 15 s.
# Needs chromium (scripts/setup/apt-tool.sh: need_command chromium).
start_chromium() {
    local root=$1
    mkdir -p "$root/profile"
    setsid chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run \
        --disable-features=BackForwardCache \
        --user-data-dir="$root/profile" --remote-debugging-address=127.0.0.1 --remote-debugging-port=0 \
        about:blank >"$root/chromium.log" 2>&1 &
    browser=$!
    devtools=""
    for _ in $(seq 150); do
        [ -s "$root/profile/DevToolsActivePort" ] && devtools=$(head -1 "$root/profile/DevToolsActivePort") && return 0
        sleep 0.1
    done
    tail -5 "$root/chromium.log" >&2
    return 1
}
