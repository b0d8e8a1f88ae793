#!/usr/bin/env bash
# Sourced by scripts that need one more program than `make test` installs (valgrind, hyperfine,
# wrk, chromium): `need_command COMMAND [PACKAGE]` installs PACKAGE (COMMAND by default) with apt
# when COMMAND is missing, as root or through sudo, and stops the script with one line when there
# is no apt. Takes no time when the program is there; an install takes what apt takes.

need_command() {
    local command=$1 package=${2:-$1} name
    name=$(basename "$0" .sh)
    command -v "$command" >/dev/null 2>&1 && return 0
    if ! command -v apt-get >/dev/null 2>&1; then
        echo "$name: please install $package (no apt-get on this machine)" >&2
        exit 1
    fi
    local sudo=()
    if [ "$(id -u)" -ne 0 ]; then sudo=(sudo); fi
    echo "$name: installing $package" >&2
    "${sudo[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "$package" >/dev/null
}
