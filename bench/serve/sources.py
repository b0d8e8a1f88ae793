#!/usr/bin/env python3
"""How soon an order committed to each kind of source reaches 200 open event streams of `serve`,
and what the server costs while nothing happens (issue 38, item 2).

For each source, the same history of ORDERS orders (scripts/fixtures/make-orders.py, fixed seed) is
written to it, the release binary's `serve` is started on that source alone, 200 streams are
opened on /events, and then, COMMITS times, one order is committed and the time is taken from
just before the commit until the event naming the new version has arrived on every stream:
  - file: a line appended to a JSON Lines file (inotify wakes the server);
  - sqlite: a row inserted into a SQLite database in WAL mode, by another process's connection
    (inotify on the database's folder, where the WAL file is written);
  - postgres-notify: a row inserted into PostgreSQL through a psql session kept open, with
    `--notify-channel` and docs/notify-trigger.sql installed;
  - postgres-poll: the same without a trigger, `--poll 0.5`.
Then, with the streams still open and nothing committed, the server's CPU time over IDLE seconds
(from /proc/PID/stat) is the idle cost.

Prints one row per source: commit → event on all 200 streams, median, 90th percentile and
worst; and the idle CPU in percent of one core. Fails (exit 1) when a median misses TARGET ms
(100, the issue's figure) for file, sqlite and postgres-notify; postgres-poll is shown, not held
to it (it waits for its poll by design).

    python3 bench/serve/sources.py --binary PATH --psql "psql ARGS" --pg-url URL [--orders 20000]

Python's standard library only; bench/serve-sources.sh starts PostgreSQL and builds the binary.
"""
import argparse, os, selectors, socket, sqlite3, statistics, subprocess, sys, tempfile, time, urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
STREAMS = 200
DAY = "2026-11-14"


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def cpu_seconds(pid):
    fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


class Streams:
    """STREAMS open /events connections, read together; each remembers the newest version it saw."""

    def __init__(self, port):
        self.selector = selectors.DefaultSelector()
        self.buffers = {}
        self.seen = {}
        for _ in range(STREAMS):
            connection = socket.create_connection(("127.0.0.1", port))
            connection.sendall(b"GET /events HTTP/1.1\r\nHost: x\r\n\r\n")
            connection.setblocking(False)
            self.selector.register(connection, selectors.EVENT_READ)
            self.buffers[connection] = b""
            self.seen[connection] = -1

    def wait_for(self, version, started, timeout=10.0):
        """Seconds from `started` until each stream had an event of `version` or later."""
        arrived = {}
        deadline = time.monotonic() + timeout
        for connection, seen in self.seen.items():
            if seen >= version:
                arrived[connection] = 0.0
        while len(arrived) < len(self.seen) and time.monotonic() < deadline:
            for key, _ in self.selector.select(timeout=0.05):
                connection = key.fileobj
                try:
                    chunk = connection.recv(65536)
                except BlockingIOError:
                    continue
                now = time.monotonic()
                self.buffers[connection] += chunk
                text = self.buffers[connection].decode("utf-8", "replace")
                for line in text.split("\n"):
                    if line.startswith('data: {"version":'):
                        number = int(line[len('data: {"version":'):].rstrip("}"))
                        self.seen[connection] = max(self.seen[connection], number)
                self.buffers[connection] = self.buffers[connection][-256:]
                if self.seen[connection] >= version and connection not in arrived:
                    arrived[connection] = now - started
        if len(arrived) < len(self.seen):
            raise SystemExit(f"sources: only {len(arrived)} of {len(self.seen)} streams saw version {version} "
                             f"within {timeout} s")
        return max(arrived.values())

    def close(self):
        for connection in list(self.seen):
            connection.close()


def version(port):
    text = urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=5).read().decode()
    return int(text.split("version ")[1].split(",")[0])


def order(number):
    return (f"B{number:07d}", f"{DAY}T12:{number % 60:02d}:00+09:00", "kiwi", 1, 5000)


def measure(name, binary, source, extra, commit, commits, idle):
    port = free_port()
    log = tempfile.TemporaryFile()
    server = subprocess.Popen([binary, "serve", source, "--tz", "Asia/Seoul", "--port", str(port)] + extra,
                              stdout=subprocess.DEVNULL, stderr=log)
    try:
        for _ in range(600):
            try:
                version(port)
                break
            except Exception:
                if server.poll() is not None:
                    log.seek(0)
                    raise SystemExit(f"sources: {name}: the server stopped: {log.read().decode()[-500:]}")
                time.sleep(0.1)
        streams = Streams(port)
        try:
            time.sleep(0.5)
            latencies = []
            for number in range(commits):
                before = version(port)
                started = time.monotonic()
                commit(number)
                latencies.append(streams.wait_for(before + 1, started))
                time.sleep(0.05)
            time.sleep(1.0)
            cpu_before, wall_before = cpu_seconds(server.pid), time.monotonic()
            time.sleep(idle)
            idle_cpu = (cpu_seconds(server.pid) - cpu_before) / (time.monotonic() - wall_before) * 100
        finally:
            streams.close()
    finally:
        server.terminate()
        server.wait(timeout=15)
    latencies.sort()
    return {
        "source": name, "median": statistics.median(latencies) * 1000,
        "p90": latencies[int(0.9 * (len(latencies) - 1))] * 1000, "worst": latencies[-1] * 1000, "idle": idle_cpu,
    }


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", required=True)
    parser.add_argument("--psql", help="psql and its arguments for a database the bench may change")
    parser.add_argument("--pg-url", help="the same database as serve reads it")
    parser.add_argument("--orders", type=int, default=20000)
    parser.add_argument("--commits", type=int, default=20)
    parser.add_argument("--idle", type=float, default=10.0)
    parser.add_argument("--target", type=float, default=100.0)
    parser.add_argument("--only", default="file,sqlite,postgres-notify,postgres-poll")
    args = parser.parse_args()
    only = args.only.split(",")
    folder = tempfile.mkdtemp(prefix="serve-sources-")
    history = subprocess.run([sys.executable, os.path.join(ROOT, "scripts/fixtures/make-orders.py"), "--orders",
                              str(args.orders), "--format", "csv", "--seed", "20261128"],
                             capture_output=True, text=True, check=True).stdout
    rows = [line.split(",") for line in history.splitlines()[1:]]
    rows = [(r[0], r[1], r[2], int(r[3] or 1), int(r[4]), r[5] or None) for r in rows]
    results = []

    if "file" in only:
        path = os.path.join(folder, "orders.csv")
        with open(path, "w") as out:
            out.write(history)

        def append(number):
            ident, at, juice, quantity, price = order(number)
            with open(path, "a") as out:
                out.write(f"{ident},{at},{juice},{quantity},{price},\n")

        results.append(measure("file (CSV)", args.binary, path, [], append, args.commits, args.idle))

    if "sqlite" in only:
        path = os.path.join(folder, "shop.sqlite")
        with sqlite3.connect(path) as db:
            db.execute("PRAGMA journal_mode=WAL")
            db.execute('CREATE TABLE orders (id TEXT, orderedAt TEXT, juice TEXT, quantity INTEGER, '
                       'unitPrice INTEGER, status TEXT)')
            db.executemany("INSERT INTO orders VALUES (?, ?, ?, ?, ?, ?)", rows)
        writer = sqlite3.connect(path, isolation_level=None, timeout=5)

        def insert(number):
            writer.execute("INSERT INTO orders VALUES (?, ?, ?, ?, ?, NULL)", order(number))

        results.append(measure("sqlite", args.binary, f"sqlite://{path}", [], insert, args.commits, args.idle))
        writer.close()

    if args.psql and any(kind.startswith("postgres") for kind in only):
        setup = subprocess.run(args.psql.split() + ["-v", "ON_ERROR_STOP=1"], input=(
            'DROP TABLE IF EXISTS orders; CREATE TABLE orders (id text NOT NULL, "orderedAt" timestamptz, '
            'juice text NOT NULL, quantity integer, "unitPrice" integer, status text);\n'
            'COPY orders FROM STDIN (FORMAT csv);\n'
            + "\n".join(f"{r[0]},{r[1]},{r[2]},{r[3]},{r[4]},{r[5] or ''}" for r in rows) + "\n\\.\n"
            + open(os.path.join(ROOT, "docs/notify-trigger.sql")).read()), text=True, capture_output=True)
        if setup.returncode != 0:
            raise SystemExit(f"sources: setting up PostgreSQL failed: {setup.stderr[-500:]}")
        session = subprocess.Popen(args.psql.split() + ["-v", "ON_ERROR_STOP=1"], stdin=subprocess.PIPE,
                                   stdout=subprocess.PIPE, text=True, bufsize=1)
        serial = [10_000]

        def insert(number):
            serial[0] += 1
            ident, at, juice, quantity, price = order(serial[0])
            session.stdin.write(f"INSERT INTO orders VALUES ('{ident}', '{at}', '{juice}', {quantity}, {price}, NULL);\n")
            session.stdin.flush()

        if "postgres-notify" in only:
            results.append(measure("postgres --notify-channel", args.binary, args.pg_url,
                                   ["--notify-channel", "juice_report"], insert, args.commits, args.idle))
        if "postgres-poll" in only:
            results.append(measure("postgres --poll 0.5", args.binary, args.pg_url, ["--poll", "0.5"], insert,
                                   args.commits, args.idle))
        session.stdin.close()
        session.wait(timeout=10)

    print(f"\n{args.orders:,} orders in each source; {STREAMS} streams on /events; {args.commits} commits each; "
          f"idle over {args.idle:.0f} s\n")
    print(f"| source | commit → event on all {STREAMS} streams: median | p90 | worst | idle CPU |")
    print("|---|---|---|---|---|")
    failed = []
    for row in results:
        print(f"| {row['source']} | {row['median']:.0f} ms | {row['p90']:.0f} ms | {row['worst']:.0f} ms | "
              f"{row['idle']:.1f} % |")
        if "poll" not in row["source"] and row["median"] > args.target:
            failed.append(f"{row['source']}: median {row['median']:.0f} ms over {args.target:.0f} ms")
    for line in failed:
        print("sources: " + line, file=sys.stderr)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
