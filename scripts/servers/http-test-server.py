#!/usr/bin/env python3
"""A real HTTP server on loopback for the tests (Python's http.server), started and stopped by a test.

    http-test-server.py ROOT

Serves the files in ROOT on 127.0.0.1 on a free port and prints "ready PORT" once it listens.
Besides the files: /moved/NAME redirects (302) to /NAME, /secret/NAME answers 401 and
/forbidden/NAME 403, and /cut/NAME announces NAME's whole length but sends half of it and
closes. Stops when standard input closes.

Python's standard library only (URLInputTests runs it with python3). Ready in well under a
second; runs as long as its test.
"""
import http.server
import os
import sys
import threading

root = sys.argv[1]


class Handler(http.server.SimpleHTTPRequestHandler):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, directory=root, **kwargs)

    def do_GET(self):
        for prefix, status in (("/secret/", 401), ("/forbidden/", 403)):
            if self.path.startswith(prefix):
                self.send_response(status)
                self.send_header("Content-Length", "0")
                self.end_headers()
                return
        if self.path.startswith("/moved/"):
            self.send_response(302)
            self.send_header("Location", "/" + self.path[len("/moved/"):])
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        if self.path.startswith("/cut/"):
            with open(os.path.join(root, self.path[len("/cut/"):]), "rb") as f:
                body = f.read()
            self.send_response(200)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body[: len(body) // 2])
            self.wfile.flush()
            self.close_connection = True
            return
        super().do_GET()

    def log_message(self, *args):
        pass


server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
threading.Thread(target=server.serve_forever, daemon=True).start()
print("ready", server.server_address[1], flush=True)
sys.stdin.read()
server.shutdown()
