"""A real uvicorn server in a thread of the test process (so a test can read the server's
own counters), and a raw WebSocket client that can stop reading."""

from __future__ import annotations

import asyncio
import base64
import json
import os
import socket
import struct
import threading
import time
import urllib.request

import uvicorn

from ludoteca.web.app import MAX_FRAME, Limits, create_app, websocket_protocol


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Live:
    """``create_app`` served by uvicorn on a free loopback port (``ws_max_size`` and the
    WebSocket protocol as ``ludoteca serve`` sets them)."""

    def __init__(self, db, limits: Limits | None = None, bot_delay: float = 0.0, **app_kw):
        self.app = create_app(db, bot_delay=bot_delay, limits=limits, **app_kw)
        self.server = self.app.state.server
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.uv = uvicorn.Server(uvicorn.Config(self.app, host="127.0.0.1", port=self.port,
                                                log_level="warning", ws_max_size=MAX_FRAME,
                                                ws=websocket_protocol()))
        self.thread = threading.Thread(target=self.uv.run, daemon=True)

    def __enter__(self) -> "Live":
        self.thread.start()
        deadline = time.monotonic() + 30
        while not self.uv.started:
            assert time.monotonic() < deadline, "the server did not start"
            time.sleep(0.02)
        return self

    def __exit__(self, *exc) -> None:
        self.uv.should_exit = True
        self.thread.join(timeout=30)

    def call(self, method: str, path: str, body: dict | None = None,
             headers: dict | None = None) -> tuple[int, object]:
        req = urllib.request.Request(self.url + path, method=method,
                                     data=None if body is None else json.dumps(body).encode(),
                                     headers={"Content-Type": "application/json",
                                              **(headers or {})})
        try:
            with urllib.request.urlopen(req, timeout=60) as r:
                raw, code = r.read().decode(), r.status
        except urllib.error.HTTPError as err:
            raw, code = err.read().decode(), err.code
        try:
            return code, json.loads(raw)
        except ValueError:
            return code, raw

    def ws_url(self, token: str) -> str:
        return f"ws://127.0.0.1:{self.port}/ws/{token}"


def token_of(link: dict) -> str:
    return link["url"].rsplit("/", 1)[1]


class RawClient:
    """A WebSocket client on a bare socket with a small receive buffer, that reads nothing
    unless asked: a page on a slow or stalled connection."""

    def __init__(self, port: int, path: str, rcvbuf: int = 2048,
                 headers: dict | None = None) -> None:
        self.sock = socket.socket()
        self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, rcvbuf)
        self.sock.connect(("127.0.0.1", port))
        key = base64.b64encode(os.urandom(16)).decode()
        extra = "".join(f"{k}: {v}\r\n" for k, v in (headers or {}).items())
        self.sock.sendall((f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
                           "Upgrade: websocket\r\nConnection: Upgrade\r\n"
                           f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n"
                           f"{extra}\r\n").encode())
        head = b""
        while b"\r\n\r\n" not in head:
            chunk = self.sock.recv(1)
            if not chunk:
                break
            head += chunk
        self.status = int(head.split(b" ", 2)[1]) if head else 0

    def send_text(self, text: str) -> None:
        self.send_frame(0x1, text.encode())

    def send_frame(self, opcode: int, data: bytes) -> None:
        mask = os.urandom(4)
        n = len(data)
        if n < 126:
            head = struct.pack("!BB", 0x80 | opcode, 0x80 | n)
        elif n < 65536:
            head = struct.pack("!BBH", 0x80 | opcode, 0x80 | 126, n)
        else:
            head = struct.pack("!BBQ", 0x80 | opcode, 0x80 | 127, n)
        body = bytes(b ^ mask[i % 4] for i, b in enumerate(data))
        self.sock.sendall(head + mask + body)

    def close(self) -> None:
        self.sock.close()


def run_alone(main) -> None:
    """``asyncio.run(main())`` in a thread of its own (a browser test's driver may have left
    an event loop running in this one); its exception raised here."""
    failed: list[BaseException] = []

    def target() -> None:
        try:
            asyncio.run(main())
        except BaseException as err:  # noqa: BLE001 (raised again below)
            failed.append(err)

    thread = threading.Thread(target=target)
    thread.start()
    thread.join()
    if failed:
        raise failed[0]
