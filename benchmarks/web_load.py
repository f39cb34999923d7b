"""Load test of the browser table over loopback (docs/web.md): N concurrent Dale tables, each
with two seats played by scripted clients through their own links and WebSockets exactly as
pages do (a random legal action on every state that asks this seat), for a given time.

Usage::

    python benchmarks/web_load.py --tables 200 --seconds 300      # the full run
    python benchmarks/web_load.py --tables 20 --seconds 20         # a short one
    python benchmarks/web_load.py --tables 1000 --seconds 300 --think 2,5   # as people play
    python benchmarks/web_load.py --tables 100 --seconds 60 --postgres URL --processes 2

``--think MIN,MAX``: each seat waits a random time in that range (seconds) before acting, as
a person does; without it seats act at once (the saturation throughput). ``--postgres URL
--processes N``: N servers on one PostgreSQL database, each table's two seats on two
different processes (so every action crosses between them: LISTEN/NOTIFY). Loopback only,
at most 2,000 tables, 900 seconds and 8 processes.

It starts ``ludoteca serve`` on a free loopback port with a fresh database (or uses --url),
and prints actions applied, actions per second, the p50 / p99 latency of an action (sent →
the state that shows it received), and the errors (refusals, error messages, broken
connections). A finished game is replaced by a new table.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def create(url: str, seed: int) -> dict:
    req = urllib.request.Request(url + "/api/tables", method="POST",
                                 data=json.dumps({"seats": ["human", "human"],
                                                  "seed": seed}).encode(),
                                 headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=120) as r:
        return json.loads(r.read())


class Stats:
    def __init__(self) -> None:
        self.latencies: list[float] = []
        self.errors: list[str] = []
        self.games = 0


THINK: tuple[float, float] = (0.0, 0.0)


async def seat_client(ws_url: str, seat: int, rng: random.Random, stats: Stats,
                      stop: float, done: asyncio.Event) -> None:
    from websockets.asyncio.client import connect

    async with connect(ws_url, max_size=2**24) as ws:
        sent_at = None
        last_n = -1
        while time.monotonic() < stop and not done.is_set():
            try:
                raw = await asyncio.wait_for(ws.recv(), timeout=max(0.1, stop - time.monotonic()))
            except asyncio.TimeoutError:
                break
            msg = json.loads(raw)
            if msg["type"] != "state":
                stats.errors.append(msg.get("explanation", msg["type"]))
                sent_at = None
                continue
            if sent_at is not None and msg["n_actions"] > last_n:
                stats.latencies.append(time.monotonic() - sent_at)
                sent_at = None
            if msg["over"]:
                done.set()
                break
            if msg["deciding"] == seat and msg["legal"] and sent_at is None \
                    and msg["n_actions"] != last_n:
                last_n = msg["n_actions"]
                choice = rng.choice(msg["legal"])["text"]
                if THINK[1] > 0:
                    await asyncio.sleep(rng.uniform(*THINK))
                sent_at = time.monotonic()
                await ws.send(json.dumps({"type": "act", "text": choice,
                                          "version": msg["n_actions"]}))


async def table_loop(urls: list[str], k: int, stats: Stats, stop: float) -> None:
    rng = random.Random(k)
    n = 0
    while time.monotonic() < stop:
        url = urls[k % len(urls)]
        out = await asyncio.to_thread(create, url, k * 100_000 + n)
        n += 1
        links = {link["seat"]: link["url"].rsplit("/", 1)[1] for link in out["links"]}
        # seat s on process k + s: with several processes, the seats are on two of them
        bases = [urls[(k + s) % len(urls)].replace("http://", "ws://") + "/ws/"
                 for s in (0, 1)]
        done = asyncio.Event()
        try:
            await asyncio.gather(*(seat_client(bases[s] + links[s], s, rng, stats, stop, done)
                                   for s in (0, 1)))
        except Exception as err:  # a broken connection is an error of the run
            stats.errors.append(repr(err))
            return
        if done.is_set():
            stats.games += 1


async def run(urls: list[str], tables: int, seconds: float) -> Stats:
    stats = Stats()
    stop = time.monotonic() + seconds
    await asyncio.gather(*(table_loop(urls, k, stats, stop) for k in range(tables)))
    return stats


def start_server(port: int, store: list[str]) -> subprocess.Popen:
    # one address (this script) makes every table and its seats act with no think
    # time: the server's per-address and per-connection limits are raised for the run
    return subprocess.Popen([sys.executable, "-m", "ludoteca.cli.main", "serve", "--port",
                             str(port), *store, "--bot-delay", "0",
                             "--tables-per-address", "1000000", "--max-tables", "1000000",
                             "--rate", "1000"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--tables", type=int, default=200)
    ap.add_argument("--seconds", type=float, default=300)
    ap.add_argument("--url", default=None, help="a running server (default: start one)")
    ap.add_argument("--think", default="0", help="MIN,MAX seconds a seat waits before acting")
    ap.add_argument("--postgres", default=None, help="a PostgreSQL URL: the servers' store")
    ap.add_argument("--processes", type=int, default=1)
    args = ap.parse_args(argv)
    global THINK
    lo, _, hi = args.think.partition(",")
    THINK = (float(lo), float(hi or lo))
    if not (1 <= args.tables <= 2000 and 0 < args.seconds <= 900
            and 1 <= args.processes <= 8 and 0 <= THINK[0] <= THINK[1] <= 60):
        ap.error("at most 2,000 tables, 900 seconds, 8 processes and 60 s of think time")
    if args.processes > 1 and not args.postgres:
        ap.error("several processes share a PostgreSQL store: give --postgres URL")
    import resource

    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)  # two sockets per seat
    resource.setrlimit(resource.RLIMIT_NOFILE, (max(soft, min(hard, 65536)), hard))
    procs: list[subprocess.Popen] = []
    if args.url is not None:
        from urllib.parse import urlsplit

        if urlsplit(args.url).hostname not in ("127.0.0.1", "localhost", "::1"):
            ap.error("--url: loopback only (127.0.0.1, localhost)")
        urls = [args.url.rstrip("/")]
    else:
        store = ["--postgres", args.postgres] if args.postgres else \
            ["--db", str(Path(tempfile.mkdtemp()) / "load.sqlite3")]
        urls = []
        for _ in range(args.processes):
            port = free_port()
            procs.append(start_server(port, store))
            urls.append(f"http://127.0.0.1:{port}")
        for url in urls:
            for _ in range(600):
                try:
                    urllib.request.urlopen(url + "/api/labels", timeout=2).close()
                    break
                except OSError:
                    time.sleep(0.1)
    try:
        began = time.monotonic()
        stats = asyncio.run(run(urls, args.tables, args.seconds))
        took = time.monotonic() - began
    finally:
        for proc in procs:
            proc.terminate()
            proc.wait(timeout=30)
    lat = sorted(stats.latencies)
    p = (lambda q: lat[min(len(lat) - 1, int(q * len(lat)))] * 1000 if lat else float("nan"))
    print(f"run: {args.tables} tables, processes: {len(urls)}, think: {args.think}, "
          f"store: {'postgres' if args.postgres else 'sqlite'}")
    print(f"tables: {args.tables}  seconds: {took:.1f}  actions: {len(lat)}  "
          f"games finished: {stats.games}")
    print(f"actions/s: {len(lat) / took:.1f}  latency p50: {p(0.50):.1f} ms  "
          f"p99: {p(0.99):.1f} ms  mean: {statistics.fmean(lat) * 1000 if lat else 0:.1f} ms")
    print(f"errors: {len(stats.errors)}" + (f"  first: {stats.errors[0]}" if stats.errors
                                             else ""))
    return 1 if stats.errors else 0


if __name__ == "__main__":
    sys.exit(main())
