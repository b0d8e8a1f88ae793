#!/usr/bin/env python3
"""A real SMTP server on loopback for the tests (aiosmtpd), started and stopped by a test.

    smtp-test-server.py OUT [USER PASSWORD]

Listens on 127.0.0.1 on a free port and prints "ready PORT" once it accepts connections. Each
message received is written to OUT (its bytes as received) and OUT.envelope (the sender, then
one recipient a line). With USER and PASSWORD, it requires that login (AUTH PLAIN or LOGIN,
allowed without TLS on loopback). Stops when standard input closes.

Needs aiosmtpd from .build/test-venv (scripts/setup/install-test-python.sh); ReportDeliveryTests
runs it with that python. Ready in under a second; runs as long as its test.
"""
import socket
import sys

from aiosmtpd.controller import Controller
from aiosmtpd.smtp import AuthResult, LoginPassword

out = sys.argv[1]
credentials = (sys.argv[2].encode(), sys.argv[3].encode()) if len(sys.argv) == 4 else None


class Handler:
    async def handle_DATA(self, server, session, envelope):
        with open(out + ".envelope", "w", encoding="utf-8") as f:
            f.write("\n".join([envelope.mail_from] + list(envelope.rcpt_tos)) + "\n")
        with open(out, "wb") as f:
            f.write(envelope.original_content)
        return "250 OK"


def authenticate(server, session, envelope, mechanism, auth_data):
    ok = isinstance(auth_data, LoginPassword) and (auth_data.login, auth_data.password) == credentials
    # handled=False: the server answers a failure itself (535), instead of leaving it to us.
    return AuthResult(success=ok, handled=False)


with socket.socket() as probe:
    probe.bind(("127.0.0.1", 0))
    port = probe.getsockname()[1]
options = dict(authenticator=authenticate, auth_required=True, auth_require_tls=False) if credentials else {}
controller = Controller(Handler(), hostname="127.0.0.1", port=port, **options)
controller.start()
print("ready", port, flush=True)
sys.stdin.read()
controller.stop()
