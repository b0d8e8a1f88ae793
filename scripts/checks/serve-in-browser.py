#!/usr/bin/env python3
"""Drives headless Chromium through its DevTools protocol against a running `juice-report serve`
(scripts/checks/serve-in-browser.sh starts the server, the browser and the databases), and checks
that the live page follows its three sources without a reload:

    serve-in-browser.py --devtools PORT --page URL --file ORDERS.ndjson \
        --sqlite DB.sqlite --psql "psql ARGS…" --screenshot PNG [--within 2.0] [--strict]

For each change (an order appended to the JSON Lines file, a row inserted into SQLite, a row
inserted into PostgreSQL, more units of a juice already shown), it measures the seconds from the
write's return to the moment the page's juice table shows the new total (from the event, which
carries the view's table), to the moment the pie changed (painted from the `pictures` event's data, or
in the page fetched again when that came first) and to the moment the page was fetched again (its
version up, a pie in it), and checks that the page's version went up and that a marker put on `window` before the
change is still there (a reload would have dropped it). It also checks that `/live.js` ran
under the page's Content-Security-Policy (the EventSource is open and receives `sales` events)
and that nothing was logged as an error (the server answers /favicon.ico with 204, so a browser
logs nothing for it). Prints one line per change; exits 1 with one line
naming what was not seen.

Needs websocket-client from .build/test-venv (scripts/setup/install-test-python.sh), which
serve-in-browser.sh runs it with. Runs for the four changes, a few seconds each at most.
"""
import argparse
import base64
import json
import shlex
import sqlite3
import subprocess
import sys
import time
import urllib.parse
import urllib.request

import websocket  # websocket-client, from scripts/setup/install-test-python.sh

# What the page shows, read in the page: the body's version, the juice table's rows (the table
# after the pie's image map), a short hash of the pie's data URL, and the marker.
STATE = r"""
(() => {
  const pie = document.querySelector("img[usemap]");
  const painted = document.querySelector('svg.live-picture[data-picture="pie"]');
  const table = document.querySelector("map + table");
  let hash = 2166136261;
  const src = pie ? pie.src : "";
  for (let i = 0; i < src.length; i++) { hash = Math.imul(hash ^ src.charCodeAt(i), 16777619) >>> 0; }
  return JSON.stringify({
    version: document.body ? document.body.dataset.version : null,
    rows: table ? Array.from(table.rows).map(r => r.innerText.replace(/\s+/g, " ").trim()) : [],
    pie: src.length + ":" + hash.toString(16),
    painted: painted ? painted.getAttribute("data-version") : null,
    hasPie: !!(painted || (pie && pie.getAttribute("src"))),
    marker: window.__notReloaded === 1,
    liveScript: !!document.querySelector('script[src="/live.js"]'),
  });
})()
"""


class Failure(Exception):
    pass


class DevTools:
    """One page target over the DevTools protocol: commands answered in turn, events kept."""

    def __init__(self, port):
        targets = json.load(urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list", timeout=10))
        page = next((t for t in targets if t.get("type") == "page"), None)
        if page is None:
            raise Failure("Chromium has no page target to drive")
        # Chromium refuses a DevTools socket whose Origin it does not know; send none.
        self.socket = websocket.create_connection(page["webSocketDebuggerUrl"], timeout=10, suppress_origin=True)
        self.next_id = 0
        self.events = []

    def call(self, method, **params):
        self.next_id += 1
        ident = self.next_id
        self.socket.send(json.dumps({"id": ident, "method": method, "params": params}))
        while True:
            message = json.loads(self.socket.recv())
            if message.get("id") == ident:
                if "error" in message:
                    raise Failure(f"DevTools {method}: {message['error'].get('message')}")
                return message.get("result", {})
            if "method" in message:
                self.events.append(message)

    def drain(self, seconds=0.0):
        """Takes in the events sent until now (waiting up to `seconds` for more)."""
        self.socket.settimeout(max(seconds, 0.001))
        try:
            while True:
                message = json.loads(self.socket.recv())
                if "method" in message:
                    self.events.append(message)
        except websocket.WebSocketTimeoutException:
            pass
        finally:
            self.socket.settimeout(10)

    def named(self, method):
        return [e["params"] for e in self.events if e["method"] == method]

    def state(self):
        result = self.call("Runtime.evaluate", expression=STATE, returnByValue=True)
        if "exceptionDetails" in result:
            raise Failure(f"reading the page failed: {result['exceptionDetails'].get('text')}")
        return json.loads(result["result"]["value"])


def total_units(rows):
    """The units of the table's total row (its first figure after the word), as an int."""
    for row in rows:
        words = row.split(" ")
        if words and words[0].lower() in ("total", "합계"):
            return int(words[1].replace(",", ""))
    raise Failure(f"the juice table has no total row: {rows}")


def order_line(ident, juice, quantity, day):
    return json.dumps({"id": ident, "orderedAt": f"{day}T15:00:00+09:00", "juice": juice,
                       "quantity": quantity, "unitPrice": 5000}) + "\n"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--devtools", type=int, required=True)
    parser.add_argument("--page", required=True, help="the page's URL, with ?date=D")
    parser.add_argument("--day", required=True)
    parser.add_argument("--file", required=True)
    parser.add_argument("--sqlite", required=True)
    parser.add_argument("--psql", required=True, help="the psql command line that connects to the shop's database")
    parser.add_argument("--screenshot", required=True)
    parser.add_argument("--within", type=float, default=2.0, help="seconds a change may take to show")
    args = parser.parse_args()

    tools = DevTools(args.devtools)
    for domain in ("Page", "Runtime", "Log", "Network"):
        tools.call(f"{domain}.enable")
    tools.call("Emulation.setDeviceMetricsOverride", width=900, height=1500, deviceScaleFactor=1, mobile=False)
    tools.call("Page.navigate", url=args.page)
    deadline = time.monotonic() + 15
    while not tools.named("Page.loadEventFired"):
        if time.monotonic() > deadline:
            raise Failure(f"{args.page} did not load within 15 s")
        tools.drain(0.1)
    # The EventSource opens after the page's deferred script runs: wait for its first event.
    while not tools.named("Network.eventSourceMessageReceived"):
        if time.monotonic() > deadline:
            raise Failure("no event arrived on /events: /live.js did not run (blocked by the page's CSP?) or the stream is silent")
        tools.drain(0.1)
    navigations = len([f for f in tools.named("Page.frameNavigated") if "parentId" not in f["frame"]])

    state = tools.state()
    if not state["liveScript"]:
        raise Failure("the page has no <script src=\"/live.js\">")
    if not state["rows"]:
        raise Failure("the page shows no juice table")
    print(f"check-serve: page at version {state['version']}, {total_units(state['rows'])} units, "
          f"{len(state['rows']) - 2} products, pie {state['pie']}")

    psql = shlex.split(args.psql)
    changes = [
        ("an order appended to the JSON Lines file", "pineapple", 3,
         lambda: append(args.file, order_line("F-3", "pineapple", 3, args.day))),
        ("a row inserted into SQLite", "banana", 2,
         lambda: insert_sqlite(args.sqlite, "S-2", "banana", 2, args.day)),
        ("a row inserted into PostgreSQL", "strawberry", 4,
         lambda: subprocess.run(psql + ["-c", f"INSERT INTO orders VALUES ('P-2', '{args.day} 16:00+09', 'strawberry', 4, 5000, NULL)"],
                                check=True, stdout=subprocess.DEVNULL)),
        ("more units of mango appended to the JSON Lines file", "mango", 5,
         lambda: append(args.file, order_line("F-4", "mango", 5, args.day))),
    ]
    latencies = []
    for label, juice, units, write in changes:
        tools.call("Runtime.evaluate", expression="window.__notReloaded = 1")
        before = tools.state()
        expected = total_units(before["rows"]) + units
        write()
        written = time.monotonic()
        while True:
            now = tools.state()
            seen = time.monotonic()
            if now["rows"] != before["rows"]:
                break
            if seen - written > args.within:
                raise Failure(f"{label} ({units} {juice}) not shown within {args.within:g} s: "
                              f"the table still says {total_units(now['rows'])} units at version {now['version']}")
            time.sleep(0.01)
        latency = seen - written
        latencies.append(latency)
        if total_units(now["rows"]) != expected:
            raise Failure(f"{label}: the table's total is {total_units(now['rows'])} units, not {expected}: {now['rows']}")
        # The table comes with the event; then the pie, painted from the `pictures` event's data or drawn
        # in the page fetched again, whichever comes first; the page's own picture last.
        while now["painted"] is None or int(now["painted"]) <= int(before["version"]):
            if now["painted"] is None and now["hasPie"] and int(now["version"]) > int(before["version"]):
                break  # the page fetched again came first, with its own picture
            if time.monotonic() - written > args.within:
                raise Failure(f"{label}: the table changed but the pie did not within {args.within:g} s "
                              f"({now['pie']}, version {now['version']})")
            time.sleep(0.005)
            now = tools.state()
        shown = time.monotonic() - written
        way = "as data" if now["painted"] is not None else "with the page"
        while int(now["version"]) <= int(before["version"]):
            if time.monotonic() - written > args.within:
                raise Failure(f"{label}: the table and pie changed but the page was not fetched again within "
                              f"{args.within:g} s (version {now['version']})")
            time.sleep(0.01)
            now = tools.state()
        pictured = time.monotonic() - written
        if total_units(now["rows"]) != expected:
            raise Failure(f"{label}: after the page was fetched again the table says {total_units(now['rows'])} units, "
                          f"not {expected}: {now['rows']}")
        if not now["hasPie"]:
            raise Failure(f"{label}: the page fetched again shows no pie (neither the painted one nor its picture)")
        if not now["marker"]:
            raise Failure(f"{label}: the page was reloaded (window.__notReloaded is gone)")
        if int(now["version"]) <= int(before["version"]):
            raise Failure(f"{label}: the body's data-version went from {before['version']} to {now['version']}")
        print(f"check-serve: {label}: in the table in {latency * 1000:.0f} ms, the pie in {shown * 1000:.0f} ms "
              f"({way}), the page's pictures in {pictured * 1000:.0f} ms, "
              f"without a reload "
              f"(version {before['version']} → {now['version']}, {expected} units, pie {before['pie']} → {now['pie']})")

    tools.drain(0.3)
    after = len([f for f in tools.named("Page.frameNavigated") if "parentId" not in f["frame"]])
    if after != navigations:
        raise Failure(f"the page navigated {after - navigations} more times while it updated")
    messages = tools.named("Network.eventSourceMessageReceived")
    sales = [m for m in messages if m.get("eventName") == "sales"]
    if len(sales) < 1 + len(changes):
        raise Failure(f"the EventSource received {len(sales)} sales events, expected at least {1 + len(changes)}")
    pies = [m for m in messages if m.get("eventName") == "pictures"]
    if not pies:
        raise Failure("the EventSource received no pictures event (the view's pictures as data)")
    # How the stream came: gzip when the browser accepts it (the server compresses event by event).
    streams = [r["response"] for r in tools.named("Network.responseReceived") if "/events" in r["response"]["url"]]
    encoding = next((v for s in streams for k, v in s.get("headers", {}).items()
                     if k.lower() == "content-encoding"), "identity")
    errors = page_errors(tools)
    if errors:
        raise Failure("the page logged errors: " + " | ".join(errors))
    check_live_script_loaded(tools, args.page)

    shot = tools.call("Page.captureScreenshot", format="png", captureBeyondViewport=False)
    with open(args.screenshot, "wb") as out:
        out.write(base64.b64decode(shot["data"]))
    print(f"check-serve: {len(sales)} sales and {len(pies)} pictures events on one EventSource ({encoding}), "
          f"no errors logged; "
          f"latencies {', '.join(f'{s * 1000:.0f}' for s in latencies)} ms (max {max(latencies) * 1000:.0f} ms, limit {args.within * 1000:.0f} ms); "
          f"screenshot in {args.screenshot}")


def append(path, line):
    with open(path, "a", encoding="utf-8") as file:
        file.write(line)


def insert_sqlite(path, ident, juice, quantity, day):
    with sqlite3.connect(path) as db:
        db.execute("INSERT INTO orders VALUES (?, ?, ?, ?, ?, NULL)", (ident, f"{day}T15:30:00+09:00", juice, quantity, 5000))


def page_errors(tools):
    """Console errors, uncaught exceptions, and the browser's own error entries (a CSP violation, a failed load)."""
    errors = [f"console.{c['type']}: " + " ".join(str(a.get("value", a.get("description", ""))) for a in c.get("args", []))
              for c in tools.named("Runtime.consoleAPICalled") if c["type"] in ("error", "assert")]
    errors += [f"uncaught: {e['exceptionDetails'].get('text')} {e['exceptionDetails'].get('exception', {}).get('description', '')}"
               for e in tools.named("Runtime.exceptionThrown")]
    errors += [f"{e['entry']['source']}: {e['entry']['text']} ({e['entry'].get('url', '')})"
               for e in tools.named("Log.entryAdded") if e["entry"]["level"] == "error"]
    errors += [f"failed to load {r['requestId']}: {r.get('errorText')}" for r in tools.named("Network.loadingFailed")
               if not r.get("canceled")]
    return errors


def check_live_script_loaded(tools, page):
    """The document carried a CSP that allows only its own script, /live.js came as JavaScript, and /events streamed."""
    responses = {r["response"]["url"].split("?")[0].rsplit("/", 1)[-1] or "/": r for r in tools.named("Network.responseReceived")}
    document = next((r for r in tools.named("Network.responseReceived") if r["type"] == "Document"), None)
    if document is None:
        raise Failure("no document response was seen")
    csp = {k.lower(): v for k, v in document["response"]["headers"].items()}.get("content-security-policy", "")
    if "script-src 'self'" not in csp:
        raise Failure(f"the page's Content-Security-Policy does not say script-src 'self': {csp!r}")
    script = responses.get("live.js")
    if script is None or script["response"]["status"] != 200 or "javascript" not in script["response"]["mimeType"]:
        raise Failure(f"/live.js was not loaded as JavaScript: {script and (script['response']['status'], script['response']['mimeType'])}")
    events = [r for r in tools.named("Network.requestWillBeSent") if r.get("type") == "EventSource"]
    if not events or urllib.parse.urlsplit(events[0]["request"]["url"]).path != "/events":
        raise Failure("the page opened no EventSource on /events")
    # With the page's own query: its stream hears only of the orders its view shows.
    opened = urllib.parse.urlsplit(events[0]["request"]["url"]).query
    if opened != urllib.parse.urlsplit(page).query:
        raise Failure(f"the page's EventSource asked for ?{opened}, not the page's own view ?{urllib.parse.urlsplit(page).query}")


if __name__ == "__main__":
    try:
        main()
    except Failure as failure:
        print(f"check-serve: FAILED: {failure}", file=sys.stderr)
        sys.exit(1)
