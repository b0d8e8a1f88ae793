#!/usr/bin/env bash
# The one way a script here gets Python packages from PyPI: the virtual environment
# .build/NAME-venv, made with `python3 -m venv` when missing, with each REQUIREMENT (a package
# name, or NAME==VERSION to pin it) installed with pip when it is missing or at another version;
# prints the environment's python, to run the script that needs them with. Messages go to
# standard error. The tool itself needs none of these packages.
#
# Needs python3's venv module (scripts/setup/install-deps.sh test installs python3-venv). When
# every package is there it runs in 0.2 to 0.6 s on this 2-core machine under load; a first
# install takes from seconds to minutes, mostly pip's download (the checks venv with jsonschema:
# 46 s under load; pandas or matplotlib more).
#
#     python=$(bash scripts/setup/python-venv.sh bench duckdb pandas)     # .build/bench-venv
#     bash scripts/setup/python-venv.sh test aiosmtpd==1.4.6 >/dev/null   # .build/test-venv
#
# Environments in use: test (the tests' servers and sums, scripts/setup/install-test-python.sh),
# bench (the benchmarks' peers), gallery (matplotlib beside our charts), checks (jsonschema for
# scripts/checks/layout-json.py), fixtures (openpyxl for the workbook fixtures).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
if [ "$#" -lt 2 ] || ! [[ "$1" =~ ^[a-z][a-z0-9-]*$ ]]; then
    echo "usage: scripts/setup/python-venv.sh NAME REQUIREMENT... (NAME in lowercase: .build/NAME-venv)" >&2
    exit 64
fi
name=$1
shift
for requirement in "$@"; do
    if ! [[ "$requirement" =~ ^[A-Za-z0-9._-]+(==[A-Za-z0-9.]+)?$ ]]; then
        echo "python-venv: '$requirement' is not NAME or NAME==VERSION" >&2
        exit 64
    fi
done
venv=".build/$name-venv"
python="$PWD/$venv/bin/python"
# missing: the requirements not installed as asked (by distribution name, so pysimdjson's module
# simdjson or websocket-client's websocket need no table of import names).
missing() {
    "$python" - "$@" <<'PY'
import sys
from importlib.metadata import PackageNotFoundError, version

for requirement in sys.argv[1:]:
    name, _, pinned = requirement.partition("==")
    try:
        installed = version(name)
    except PackageNotFoundError:
        installed = None
    if installed is None or (pinned and installed != pinned):
        print(requirement)
PY
}
if [ ! -x "$python" ]; then
    echo "python-venv: making $venv" >&2
    python3 -m venv "$venv"
fi
mapfile -t wanted < <(missing "$@")
if ((${#wanted[@]} > 0)); then
    echo "python-venv: installing ${wanted[*]} into $venv (pip)" >&2
    "$python" -m pip install --quiet --disable-pip-version-check "${wanted[@]}" >&2
    mapfile -t still < <(missing "$@")
    if ((${#still[@]} > 0)); then
        echo "python-venv: pip did not install ${still[*]} into $venv" >&2
        exit 1
    fi
fi
echo "$python"
