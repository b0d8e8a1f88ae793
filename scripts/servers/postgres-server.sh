#!/usr/bin/env bash
# Starts or stops a throwaway PostgreSQL server on loopback, for tests, the sharded check and
# the benchmark. initdb refuses to run as root, so as root the cluster belongs to an
# unprivileged user (juicepg, created when missing); its data lives under /tmp.
#
#     scripts/servers/postgres-server.sh start NAME PORT   # /tmp/juice-pg-NAME, 127.0.0.1:PORT; superuser postgres, password "postgres"
#     scripts/servers/postgres-server.sh stop NAME
#
# The server listens on 127.0.0.1 only, asks every TCP client for a password (scram-sha-256),
# and keeps its socket in the data folder. With PGSERVER_TLS=1 it also offers TLS with a
# self-signed certificate made here for 127.0.0.1 and localhost ($dir/server.crt, which a client
# names as sslrootcert to verify it), and $dir/other.crt is a second, unrelated certificate.
#
# Needs PostgreSQL's server binaries (/usr/lib/postgresql/*/bin, scripts/setup/install-deps.sh
# test) and openssl for TLS. Starts in a few seconds (initdb, then pg_ctl start); stops in one.
set -euo pipefail
action="$1"
name="$2"
dir="/tmp/juice-pg-$name"
bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
[ -x "$bin/initdb" ] || { echo "postgres-server: no PostgreSQL server binaries (apt-get install postgresql)" >&2; exit 1; }

as_owner() {
    if [ "$(id -u)" -eq 0 ]; then
        runuser -u juicepg -- "$@"
    else
        "$@"
    fi
}

case "$action" in
start)
    port="$3"
    if [ "$(id -u)" -eq 0 ] && ! id juicepg >/dev/null 2>&1; then
        useradd --system --no-create-home --shell /usr/sbin/nologin juicepg
    fi
    if [ -f "$dir/data/postmaster.pid" ]; then
        as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
    fi
    rm -rf "$dir"
    mkdir -p "$dir"
    [ "$(id -u)" -eq 0 ] && chown juicepg "$dir"
    printf 'postgres\n' > "$dir/pw" && { [ "$(id -u)" -ne 0 ] || chown juicepg "$dir/pw"; }
    as_owner "$bin/initdb" -D "$dir/data" -U postgres --pwfile="$dir/pw" --auth-host=scram-sha-256 --auth-local=trust \
        --encoding=UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 || { cat "$dir/initdb.log" >&2; exit 1; }
    options="-c listen_addresses=127.0.0.1 -c port=$port -c unix_socket_directories=$dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
    if [ "${PGSERVER_TLS:-0}" = 1 ]; then
        for name in server other; do
            openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj "/CN=juice-report test $name" \
                -addext "subjectAltName=IP:127.0.0.1,DNS:localhost" \
                -keyout "$dir/$name.key" -out "$dir/$name.crt" >/dev/null 2>&1
        done
        chmod 600 "$dir/server.key"
        [ "$(id -u)" -ne 0 ] || chown juicepg "$dir/server.key" "$dir/server.crt"
        options="$options -c ssl=on -c ssl_cert_file=$dir/server.crt -c ssl_key_file=$dir/server.key"
    fi
    as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 -o "$options" \
        start >/dev/null || { cat "$dir/server.log" >&2; exit 1; }
    ;;
stop)
    if [ -f "$dir/data/postmaster.pid" ]; then
        as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null
    fi
    rm -rf "$dir"
    ;;
*)
    echo "usage: $0 start NAME PORT | stop NAME" >&2
    exit 64
    ;;
esac
