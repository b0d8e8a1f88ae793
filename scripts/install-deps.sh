#!/usr/bin/env bash
# Installs what juice-report needs to build and draw, when it is missing:
# Cairo and Pango headers (through pkg-config), a Korean-capable font, a colour emoji
# font (names such as "🍓 Special" would otherwise stop the run with exit 69), SQLite's and
# libpq's and libcurl's headers, poppler's PDF tools for the report's tests, and PostgreSQL's server and
# client for the tests.
# Debian/Ubuntu with apt; runs apt only when something is missing, as root or through sudo.
set -euo pipefail

missing=()
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
pkg-config --exists cairo 2>/dev/null || missing+=(libcairo2-dev)
pkg-config --exists pangocairo 2>/dev/null || missing+=(libpango1.0-dev)
pkg-config --exists libpng 2>/dev/null || missing+=(libpng-dev)  # the charts' PNG encoder
pkg-config --exists zlib 2>/dev/null || missing+=(zlib1g-dev)  # workbook entries' CRC-32
if ! command -v fc-list >/dev/null 2>&1 || ! fc-list "Noto Sans CJK KR" family 2>/dev/null | grep -q .; then
    missing+=(fonts-noto-cjk fontconfig)
fi
if ! command -v fc-list >/dev/null 2>&1 || ! fc-list "Noto Color Emoji" family 2>/dev/null | grep -q .; then
    missing+=(fonts-noto-color-emoji)
fi

# libcurl sends the period report by SMTP.
pkg-config --exists libcurl 2>/dev/null || missing+=(libcurl4-openssl-dev)

# pdftotext and pdftoppm read the period report's PDF back in the tests.
command -v pdftotext >/dev/null 2>&1 || missing+=(poppler-utils)

# SQLite and PostgreSQL through their C libraries; PostgreSQL's server for the tests with real
# servers (make test), and openssl to make the certificate of the TLS test server.
pkg-config --exists sqlite3 2>/dev/null || missing+=(libsqlite3-dev)
pkg-config --exists libpq 2>/dev/null || missing+=(libpq-dev)
command -v openssl >/dev/null 2>&1 || missing+=(openssl)
command -v sqlite3 >/dev/null 2>&1 || missing+=(sqlite3)  # the benchmark's peer
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || ! command -v psql >/dev/null 2>&1; then
    missing+=(postgresql postgresql-client)
fi

if ((${#missing[@]} == 0)); then
    exit 0
fi

if ! command -v apt-get >/dev/null 2>&1; then
    echo "install-deps: please install: ${missing[*]} (no apt-get on this machine)" >&2
    exit 1
fi
sudo=()
if [ "$(id -u)" -ne 0 ]; then
    sudo=(sudo)
fi
echo "install-deps: installing ${missing[*]}" >&2
"${sudo[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
