#!/usr/bin/env python3
"""How long `serve` takes to take in one appended order, at 10 thousand and at 1 million lines.

For each size: writes a JSON Lines history (scripts/fixtures/make-orders.py, fixed seed), starts the
release binary's `serve` on it, opens /events, then appends one order at a time (30 times) and
measures, per append:
  - the server's own time to take it in: the change of juice_report_take_in_seconds_sum on
    /metrics (reading the new bytes and adding them up; the file is never read again);
  - the time from the append to the event on the stream (the poll of the file, every 0.1 s, plus
    the take-in).
Prints medians per size and fails when the take-in at 1 million lines is more than 3 times the
one at 10 thousand (it must not grow with the file).

    python3 bench/serve/append.py [--binary PATH] [--sizes 10000,1000000]

Python's standard library only. How long: well under a minute once the release build is there,
most of it writing the million-line history (docs/serve.md gives its figures).
"""
import argparse, json, os, re, socket, statistics, subprocess, sys, tempfile, time, urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def metric(port, name):
    text = urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=10).read().decode()
    match = re.search(rf"^{re.escape(name)} ([0-9.e+-]+)$", text, re.M)
    return float(match.group(1)) if match else 0.0


def measure(binary, size, appends):
    folder = tempfile.mkdtemp(prefix="serve-append-")
    path = os.path.join(folder, "orders.ndjson")
    with open(path, "wb") as out:
        subprocess.run([sys.executable, os.path.join(ROOT, "scripts/fixtures/make-orders.py"), "--orders", str(size),
                        "--format", "ndjson", "--seed", "20261126"], stdout=out, check=True)
    port = free_port()
    started = time.monotonic()
    server = subprocess.Popen([binary, "serve", path, "--tz", "Asia/Seoul", "--port", str(port)],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        for _ in range(600):
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=1)
                break
            except Exception:
                time.sleep(0.1)
        first_read = time.monotonic() - started
        stream = socket.create_connection(("127.0.0.1", port))
        stream.sendall(b"GET /events HTTP/1.1\r\nHost: x\r\n\r\n")
        buffer = b""

        def wait_for(version):
            nonlocal buffer
            needle = f'data: {{"version":{version}}}'.encode()
            while needle not in buffer:
                buffer += stream.recv(65536)

        version = 1
        wait_for(version)
        take_ins, latencies = [], []
        for number in range(appends):
            before = metric(port, "juice_report_take_in_seconds_sum")
            line = json.dumps({"id": f"live-{number}", "orderedAt": "2026-11-02T12:00:00+09:00", "juice": "kiwi",
                               "quantity": 1, "unitPrice": 5000}) + "\n"
            appended = time.monotonic()
            with open(path, "a") as out:
                out.write(line)
            version += 1
            wait_for(version)
            latencies.append(time.monotonic() - appended)
            take_ins.append(metric(port, "juice_report_take_in_seconds_sum") - before)
        stream.close()
        return first_read, statistics.median(take_ins), max(take_ins), statistics.median(latencies), max(latencies)
    finally:
        server.terminate()
        server.wait(timeout=30)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", help="the binary to run; by default the release build of scripts/setup/build-release.sh")
    parser.add_argument("--sizes", default="10000,1000000")
    parser.add_argument("--appends", type=int, default=30)
    options = parser.parse_args()
    if options.binary is None:
        options.binary = subprocess.run(["bash", os.path.join(ROOT, "scripts/setup/build-release.sh"), "--quiet"], check=True,
                                        capture_output=True, text=True).stdout.strip()
    results = {}
    print(f"{'lines':>9} {'first read s':>13} {'take-in ms (median, max)':>26} {'append to event ms (median, max)':>34}")
    for size in [int(s) for s in options.sizes.split(",")]:
        first, take, take_max, latency, latency_max = measure(options.binary, size, options.appends)
        results[size] = take
        print(f"{size:>9} {first:>13.2f} {take * 1000:>12.2f} {take_max * 1000:>12.2f} {latency * 1000:>16.1f} {latency_max * 1000:>16.1f}")
    sizes = sorted(results)
    if len(sizes) > 1 and results[sizes[-1]] > 3 * max(results[sizes[0]], 0.0005):
        print(f"serve-append: FAILED: taking in one order at {sizes[-1]} lines takes {results[sizes[-1]] * 1000:.2f} ms, "
              f"more than 3 times the {results[sizes[0]] * 1000:.2f} ms at {sizes[0]}", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
