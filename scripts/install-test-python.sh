#!/usr/bin/env bash
# The Python packages the tests start servers with (aiosmtpd, a real SMTP server on loopback),
# in .build/test-venv, installed with pip when missing; never used by the tool itself.
set -euo pipefail
cd "$(dirname "$0")/.."
venv=.build/test-venv
if ! "$venv/bin/python" -c 'import aiosmtpd' 2>/dev/null; then
    echo "install-test-python: installing aiosmtpd into $venv" >&2
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet "aiosmtpd==1.4.6"
fi
