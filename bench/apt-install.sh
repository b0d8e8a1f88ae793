#!/usr/bin/env bash
# Times the apt part of a fresh clone, which bench/fresh-clone.sh leaves out on a
# machine that already has the packages: runs scripts/setup/install-deps.sh inside a fresh minimal
# Debian root (debootstrap --variant=minbase of the host's release, with its main, updates and
# security suites, as a newly installed machine has them) through chroot, and prints for each
# set the wall seconds of the run (apt-get update and install, download included), the size of
# the .deb files apt fetched (the package lists apt-get update fetches come on top: 15.8 MB for
# bookworm's three suites in November 2026), and the space the run took in the root (packages,
# package lists, PostgreSQL's default cluster). Then checks that install-deps.sh, run again,
# finds nothing missing. The seconds depend on the mirror's speed as well as the machine's.
#
# Sets: demo (what `make demo` installs), test (what `make test` adds on top of demo, measured
# in the root demo was just installed in) and all (install-deps.sh without argument, from a
# fresh root). The root has no Swift: only apt's time is measured. Services are kept from
# starting in the root (policy-rc.d), so no PostgreSQL server is left running.
#
# The pristine root is kept as .build/apt-root.tar and unpacked anew into .build/apt-root for
# each fresh measurement; delete the tarball to debootstrap again. Needs root, /usr/bin/time (the
# runs are timed by bench/lib/timing.sh) and debootstrap (installed with apt-get when missing).
# How long: 27 to 37 s for demo, 18 to 24 s for test, 37 to 56 s for all with a local mirror cache
# (README.md), plus debootstrap the first time; a slow network adds the downloads.
#
#     bench/apt-install.sh              # demo, then test on top of it, then all
#     bench/apt-install.sh all demo     # the named sets only, in this order
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/lib/timing.sh

[ "$(id -u)" -eq 0 ] || { echo "apt-install: needs root (debootstrap, chroot, mount)" >&2; exit 1; }
if ! command -v debootstrap >/dev/null 2>&1; then
    echo "apt-install: installing debootstrap" >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends debootstrap >/dev/null
fi

sets=("$@")
((${#sets[@]})) || sets=(demo test all)
for set in "${sets[@]}"; do
    case "$set" in demo | test | all) ;; *) echo "apt-install: unknown set $set (demo, test, all)" >&2; exit 2 ;; esac
done

release="$(. /etc/os-release && echo "$VERSION_CODENAME")"
mirror="${MIRROR:-http://deb.debian.org/debian}"
root="$PWD/.build/apt-root"
tarball="$PWD/.build/apt-root.tar"

unmount() {
    local point
    for point in "$root/dev/pts" "$root/proc"; do
        if mountpoint -q "$point" 2>/dev/null; then
            umount "$point"
        fi
    done
}
trap unmount EXIT

# fresh: replaces .build/apt-root with an unpacked copy of the pristine root.
fresh() {
    unmount
    rm -rf --one-file-system "$root"
    mkdir -p "$root"
    tar -xf "$tarball" -C "$root" --numeric-owner
    cp /etc/resolv.conf "$root/etc/resolv.conf"
    mount -t proc proc "$root/proc"
    mount --bind /dev/pts "$root/dev/pts"  # apt logs dpkg's output through a terminal
}

if [ ! -f "$tarball" ]; then
    unmount
    rm -rf --one-file-system "$root"
    mkdir -p "$root"
    best_of --log "$PWD/.build/apt-root-debootstrap.log" 1 \
        debootstrap --variant=minbase "$release" "$root" "$mirror" || {
        echo "apt-install: debootstrap failed (log in .build/apt-root-debootstrap.log)" >&2
        exit 1
    }
    debootstrap_seconds=$best_wall
    # The suites a newly installed machine has, beside the one debootstrap wrote.
    {
        echo "deb $mirror $release main"
        echo "deb $mirror $release-updates main"
        echo "deb http://deb.debian.org/debian-security $release-security main"
    } >"$root/etc/apt/sources.list"
    # No service starts in the root (postgresql's package would start its cluster's server).
    printf '#!/bin/sh\nexit 101\n' >"$root/usr/sbin/policy-rc.d"
    chmod 755 "$root/usr/sbin/policy-rc.d"
    rm -rf "$root"/var/lib/apt/lists/* "$root"/var/cache/apt/archives/*.deb
    tar -cf "$tarball" -C "$root" --numeric-owner .
    echo "apt-install: debootstrap $release minbase: $debootstrap_seconds s," \
        "root $(du -sm "$root" | cut -f1) MB (kept in .build/apt-root.tar)"
fi

# measure SET ARGUMENT: runs install-deps.sh ARGUMENT in the current root, prints one line.
measure() {
    local set="$1" argument="$2"
    cp scripts/setup/install-deps.sh "$root/install-deps.sh"
    rm -f "$root"/var/cache/apt/archives/*.deb
    local used_before seconds download used_after
    used_before=$(du -sk --one-file-system "$root" | cut -f1)
    # shellcheck disable=SC2086 # an empty argument is no argument (the set "all")
    best_of --log "$PWD/.build/apt-root-$set.log" 1 chroot "$root" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin \
        HOME=/root LANG=C.UTF-8 bash /install-deps.sh $argument || {
        echo "apt-install: install-deps.sh $argument failed in the root (log in .build/apt-root-$set.log)" >&2
        exit 1
    }
    seconds=$best_wall
    download=$(find "$root/var/cache/apt/archives" -maxdepth 1 -name '*.deb' -printf '%s\n' | awk '{ s += $1; n++ } END { printf "%.1f MB in %d packages", s / 1e6, n }')
    rm -f "$root"/var/cache/apt/archives/*.deb
    used_after=$(du -sk --one-file-system "$root" | cut -f1)
    # The set must satisfy its own checks: run again, install-deps.sh finds nothing missing.
    if ! chroot "$root" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 \
        bash /install-deps.sh $argument </dev/null 2>&1 | { ! grep .; }; then
        echo "apt-install: install-deps.sh $argument still finds something missing after installing" >&2
        exit 1
    fi
    printf 'apt-install: %-4s %5.1f s, download %s, installed %d MB (load %s)\n' \
        "$set" "$seconds" "$download" $(( (used_after - used_before) / 1024 )) "$(cut -d' ' -f1-3 /proc/loadavg)"
}

have_demo=no
for set in "${sets[@]}"; do
    case "$set" in
    demo) fresh; measure demo demo; have_demo=yes ;;
    test)
        # The increment: what make test installs after make demo.
        if [ "$have_demo" = no ]; then
            fresh
            cp scripts/setup/install-deps.sh "$root/install-deps.sh"
            chroot "$root" bash /install-deps.sh demo >/dev/null 2>&1
        fi
        measure test test
        have_demo=no
        ;;
    all) fresh; measure all ""; have_demo=no ;;
    esac
done
