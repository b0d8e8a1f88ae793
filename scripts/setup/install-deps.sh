#!/usr/bin/env bash
# Installs what juice-report needs, when it is missing, in two sets:
#   demo  what building and drawing need (make build, make demo): pkg-config, Cairo's and Pango's
#         headers, libpng's and zlib's, SQLite's, libpq's, libcurl's and OpenSSL's headers, a Korean-capable
#         font and a colour emoji font (names such as "🍓 Special" would otherwise stop the run
#         with exit 69);
#   test  the demo set and what the tests add (make test, make sharded, make check-install):
#         poppler's PDF tools, openssl, the sqlite3 shell, PostgreSQL's server and client, man
#         (man-db, with groff), and Python's venv module (scripts/setup/install-test-python.sh makes
#         the tests' venv; Debian's python3 lacks it).
# Without an argument, everything (the same as test).
# Debian/Ubuntu with apt; runs apt only when something is missing, as root or through sudo.
#
#     scripts/setup/install-deps.sh demo       # make demo's packages only
#     scripts/setup/install-deps.sh test       # everything make test uses
#
# Needs apt-get (and root or sudo) only when something is missing. How long when everything is
# there: 0.25 s for demo, 1.0 s for test (measured on this 2-core machine under load); installing
# on a bare Debian 12 takes 27 to 56 s more (bench/apt-install.sh, README.md).
set -euo pipefail

set_name="${1:-all}"
case "$set_name" in
demo | test | all) ;;
*) echo "install-deps: unknown set $set_name (demo, test, or none for everything)" >&2; exit 2 ;;
esac

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

# OpenSSL's HMAC signs the chart links of `serve`.
pkg-config --exists libcrypto 2>/dev/null || missing+=(libssl-dev)

# SQLite and PostgreSQL through their C libraries.
pkg-config --exists sqlite3 2>/dev/null || missing+=(libsqlite3-dev)
pkg-config --exists libpq 2>/dev/null || missing+=(libpq-dev)

if [ "$set_name" != demo ]; then
    # pdftotext and pdftoppm read the period report's PDF back in the tests.
    command -v pdftotext >/dev/null 2>&1 || missing+=(poppler-utils)
    # PostgreSQL's server for the tests with real servers (make test, make sharded), and
    # openssl to make the certificate of the TLS test server.
    command -v openssl >/dev/null 2>&1 || missing+=(openssl)
    command -v sqlite3 >/dev/null 2>&1 || missing+=(sqlite3)  # the benchmark's peer
    # man (and its groff) renders the installed manual page in make check-install.
    command -v man >/dev/null 2>&1 || missing+=(man-db)
    # python3 -m venv for the tests' aiosmtpd (scripts/setup/install-test-python.sh).
    python3 -c 'import ensurepip' >/dev/null 2>&1 || missing+=(python3-venv)
    if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || ! command -v psql >/dev/null 2>&1; then
        missing+=(postgresql postgresql-client)
    fi
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
