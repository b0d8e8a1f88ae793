#!/usr/bin/env bash
# The Python packages the tests use, in .build/test-venv, installed with pip when missing (about
# 5 s); never used by the tool itself: aiosmtpd (a real SMTP server on loopback), DuckDB (the
# independent sums the shop samples' totals are checked against) and websocket-client (the
# DevTools protocol that scripts/check-serve-in-browser.py drives headless Chromium with).
set -euo pipefail
cd "$(dirname "$0")/.."
venv=.build/test-venv
if ! "$venv/bin/python" -c 'import aiosmtpd, duckdb, websocket' 2>/dev/null; then
    echo "install-test-python: installing aiosmtpd, duckdb and websocket-client into $venv" >&2
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet "aiosmtpd==1.4.6" "duckdb==1.1.3" "websocket-client==1.8.0"
fi
