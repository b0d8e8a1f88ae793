#!/usr/bin/env bash
# The Python packages the tests use, in .build/test-venv (scripts/setup/python-venv.sh), installed
# with pip when missing: about 5 s the first time, 0.1 s after. Never used by the tool itself:
# aiosmtpd (a real SMTP server on loopback, scripts/servers/smtp-test-server.py), DuckDB (the
# independent sums the shop samples' totals are checked against) and websocket-client (the
# DevTools protocol that scripts/checks/serve-in-browser.py drives headless Chromium with).
# Needs python3's venv module (scripts/setup/install-deps.sh test).
set -euo pipefail
bash "$(dirname "${BASH_SOURCE[0]}")/python-venv.sh" test \
    "aiosmtpd==1.4.6" "duckdb==1.1.3" "websocket-client==1.8.0" >/dev/null
