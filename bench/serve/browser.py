"""The live page of the 80-product chain in headless Chromium (issue 38, item 5: append → on the
screen), for bench/serve/load.py's `--devtools PORT`.

For each of the day's two pages (by units, by revenue) of samples/shops/chain80.csv served as a
CSV, the page is opened in the Chromium whose DevTools port is given, and ORDERS orders of that day
are appended one by one, PAUSE seconds apart. For each, the page itself is read every 5 ms (its
script's work, not the server's alone): the seconds from the append's return until the product
table's total row changes (/live.js shows the event's table) and until the painted pie carries the
new version (/live.js paints the `pictures` event's data as SVG). Median, p99 and worst of each,
and how many of the orders showed within 5 s. Run once with the page alone and once as issue 38's
"Done when" asks: 199 more screens' event streams open over the chain's six views (the two pages
among them), so that every order is told and pictured for six views while the page is timed.

Drives Chromium with scripts/checks/serve-in-browser.py's DevTools client (websocket-client, from
.build/test-venv: scripts/setup/install-test-python.sh); about 40 s a run with 20 orders a page.
"""
import csv
import importlib.util
import json
import os
import random
import selectors
import shutil
import socket
import statistics
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))

# The page as an owner sees it: the total row of the product table after the pie's image map,
# the painted pie's version, and the page's own version.
STATE = r"""
(() => {
  const table = document.querySelector("map + table");
  const painted = document.querySelector('svg.live-picture[data-picture="pie"]');
  return JSON.stringify({
    total: table && table.rows.length ? table.rows[table.rows.length - 1].innerText : "",
    painted: painted ? Number(painted.getAttribute("data-version")) : null,
    version: document.body ? Number(document.body.dataset.version) : null,
  });
})()
"""


def devtools_client():
    """scripts/checks/serve-in-browser.py, loaded as a module (its name has dashes)."""
    path = os.path.join(HERE, "..", "..", "scripts", "checks", "serve-in-browser.py")
    spec = importlib.util.spec_from_file_location("serve_in_browser", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def percentile(values, share):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


class OtherScreens:
    """`count` more screens following the chain's views: event streams spread over `queries`,
    asked as a browser asks (gzip accepted), read by one thread and thrown away, so that the
    server tells and pictures every view for them while Chromium's page is timed."""

    def __init__(self, port, queries, count):
        self.sockets = []
        for index in range(count):
            connection = socket.create_connection(("127.0.0.1", port), timeout=5)
            connection.sendall(f"GET /events?{queries[index % len(queries)]} HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                               "Accept: text/event-stream\r\nAccept-Encoding: gzip\r\n\r\n".encode())
            status = connection.recv(64).split(b" ")
            if len(status) < 2 or status[1] != b"200":
                raise SystemExit(f"serve-load: a screen's /events?{queries[index % len(queries)]}: {status}")
            connection.setblocking(False)
            self.sockets.append(connection)
        self.stopping = threading.Event()
        self.thread = threading.Thread(target=self.drain, daemon=True)
        self.thread.start()

    def drain(self):
        with selectors.DefaultSelector() as selector:
            for connection in self.sockets:
                selector.register(connection, selectors.EVENT_READ)
            while not self.stopping.is_set():
                for key, _ in selector.select(timeout=0.1):
                    try:
                        key.fileobj.recv(65536)
                    except BlockingIOError:
                        pass

    def close(self):
        self.stopping.set()
        self.thread.join()
        for connection in self.sockets:
            connection.close()


def chromium_page_updates(devtools, server_for, chain, columns, day, date, folder, append_order, orders=20,
                          pause=0.6, screens=0, views=None):
    """The two pages' figures: {query: {"table": [s…], "pie": [s…], "orders": n, "errors": [...]}}.

    `server_for(path, log, extra)` starts `juice-report serve` on the copy of `chain` (load.py's
    Server); `columns` are the chain's --column options, `day` its last day as the file writes it
    and `date` as a query says it; `append_order` is load.py's `append_chain_order`. With `screens`,
    that many more event streams follow the views `views(header, body)` names (load.py's
    `chain_view_queries`: six, the two pages among them) while the page is timed."""
    browser = devtools_client()
    path = os.path.join(folder, "chain-browser.csv")
    shutil.copyfile(chain, path)
    with open(chain, newline="", encoding="utf-8") as file:
        header, *body = list(csv.reader(file))
    server = server_for(path, os.path.join(folder, f"chain-browser-{screens}.log"), columns)
    others = OtherScreens(server.port, views(header, body), screens) if screens else None
    tools = browser.DevTools(devtools)
    for domain in ("Page", "Runtime", "Log", "Network"):
        tools.call(f"{domain}.enable")
    # Only this run's page speaks: what an earlier run's page logged after its server stopped is not its.
    tools.call("Log.clear")
    tools.call("Emulation.setDeviceMetricsOverride", width=900, height=1500, deviceScaleFactor=1, mobile=False)

    def state():
        result = tools.call("Runtime.evaluate", expression=STATE, returnByValue=True)
        return json.loads(result["result"]["value"])

    random.seed(385)
    figures = {}
    try:
        for number, query in enumerate([f"date={date}", f"date={date}&metric=revenue"]):
            tools.call("Page.navigate", url=f"http://127.0.0.1:{server.port}/?{query}")
            deadline = time.monotonic() + 15
            while not state()["total"] and time.monotonic() < deadline:
                time.sleep(0.05)
            time.sleep(1.0)  # the page's event stream opened and told of the version on connect
            tables, pies = [], []
            for index in range(orders):
                # Settled first: the last order's pie painted, so a late one is not timed as this one's.
                settle = time.monotonic() + 5
                while time.monotonic() < settle:
                    before = state()
                    if before["painted"] is not None and before["painted"] >= (before["version"] or 0):
                        break
                    time.sleep(0.02)
                append_order(path, body, 950_000 + 1_000 * number + index, day, index, second="30")
                appended = time.monotonic()
                table = pie = None
                while time.monotonic() - appended < 5 and (table is None or pie is None):
                    now = state()
                    seconds = time.monotonic() - appended
                    if table is None and now["total"] != before["total"]:
                        table = seconds
                    if pie is None and now["painted"] is not None and now["painted"] > (before["version"] or 0):
                        pie = seconds
                    time.sleep(0.005)
                tables.append(table)
                pies.append(pie)
                time.sleep(pause)
            figures[query] = {"table": [t for t in tables if t is not None],
                              "pie": [p for p in pies if p is not None], "orders": orders, "screens": screens}
        figures["errors"] = browser.page_errors(tools)
    finally:
        # The page leaves before its server stops, so its stream does not try again and log the refusal.
        tools.call("Page.navigate", url="about:blank")
        if others:
            others.close()
        server.stop()
    return figures


def rows(figures, row):
    """Table rows for load.py: the latencies shown, not failed on; `row` fails the run when the
    page logged an error."""
    out = []
    for query, name in [(q, "by units" if "metric" not in q else "by revenue") for q in figures if q != "errors"]:
        page = figures[query]
        parts = []
        for key, what in [("table", "table"), ("pie", "painted pie")]:
            values = page[key]
            if values:
                parts.append(f"{what} p50 {statistics.median(values) * 1000:.0f} ms, "
                             f"p99 {percentile(values, 0.99) * 1000:.0f}, max {max(values) * 1000:.0f} "
                             f"({len(values)} of {page['orders']} within 5 s)")
            else:
                parts.append(f"{what}: none of {page['orders']} within 5 s")
        crowd = f", 6 views on {page['screens'] + 1} screens" if page["screens"] else ""
        out.append((f"80 products in Chromium, the day {name}{crowd}: append → on the screen", "; ".join(parts),
                    "(shown; issue 38 asks ≤ 150 ms median on screen)", "info"))
    errors = figures.get("errors", [])
    screens = max([figures[q]["screens"] for q in figures if q != "errors"], default=0)
    crowd = f", on {screens + 1} screens" if screens else ""
    row(f"80 products in Chromium{crowd}: errors the page logged", "; ".join(errors) or "none", "none", not errors)
    return out
