"""Load test of the browser table over loopback (docs/web.md): N concurrent Dale tables, each
with two seats played by scripted clients through their own links and WebSockets exactly as
pages do (a random legal action on every state that asks this seat), for a given time.

Usage::

    python benchmarks/web_load.py --tables 200 --seconds 300      # the full run
    python benchmarks/web_load.py --tables 20 --seconds 20         # a short one
    python benchmarks/web_load.py --tables 1000 --seconds 300 --think 2,5   # as people play
    python benchmarks/web_load.py --tables 100 --seconds 60 --postgres URL --processes 2
    python benchmarks/web_load.py --tables 1000 --seconds 300 --think 2,5 --postgres URL \
        --processes 2 --kill-after 150

``--kill-after S`` (with ``--postgres URL --processes 2``): the first process is killed with
SIGKILL S seconds into the run; its pages reconnect to the other, and at the end every action
a page was told of is looked for in the store, and every game replayed to its hash.

``--think MIN,MAX``: each seat waits a random time in that range (seconds) before acting, as
a person does; without it seats act at once (the saturation throughput). ``--postgres URL
--processes N``: N servers on one PostgreSQL database, each table's two seats on two
different processes (so every action crosses between them: LISTEN/NOTIFY), or with ``--route
table`` both seats of a table on one process, as a proxy in front that routes each table's
links to one process (e.g. nginx ``hash`` on the link) would put them: an action then
crosses only when a page reconnects elsewhere (after a kill). Loopback only, at most 2,000
tables, 900 seconds and 8 processes.

It starts ``ludoteca serve`` on a free loopback port with a fresh database (or uses --url),
and prints actions applied, actions per second, the p50 / p99 latency of an action (sent →
the state that shows it received), and the errors (refusals, error messages, broken
connections). A finished game is replaced by a new table.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any


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
        #: (seconds since the start of the run when the action was sent, latency)
        self.timed: list[tuple[float, float]] = []
        self.errors: list[str] = []
        #: answers to the pages' "does this action end my turn" questions (Server.ends)
        self.ends = 0
        self.games = 0
        self.tables = 0
        self.began = time.monotonic()
        #: seconds since the start when the last table's two seats were connected
        self.all_started = float("nan")
        self.started = 0
        self.server_cpu = float("nan")
        self.client_cpu = float("nan")
        self.server_wait = float("nan")
        self.lag: list[float] = []
        #: (table, n) -> the text of the n-th action, for every action a page was told of
        self.told: dict[tuple[str, int], str] = {}
        self.dead: set[int] = set()  # the processes killed (--kill-after)
        self.broken = 0              # connections broken by the kill
        self.kill_at = float("nan")  # the load client's own event-loop lag (seconds)


THINK: tuple[float, float] = (0.0, 0.0)
ROUTE = "seat"  # --route: where the two seats of a table connect (several processes)


def live_url(urls: list[str], pref: int, stats: Stats) -> str:
    """Process ``pref``'s address, or after it was killed (``--kill-after``) the next one
    alive."""
    for k in range(len(urls)):
        i = (pref + k) % len(urls)
        if i not in stats.dead:
            return urls[i]
    raise RuntimeError("every server process is gone")


async def seat_client(urls: list[str], pref: int, token: str, table: str, seat: int,
                      rng: random.Random, stats: Stats, stop: float, done: asyncio.Event,
                      first: bool) -> None:
    from websockets.asyncio.client import connect
    from websockets.exceptions import WebSocketException

    while time.monotonic() < stop and not done.is_set():
        ws_url = live_url(urls, pref, stats).replace("http://", "ws://") + "/ws/" + token
        try:
            async with connect(ws_url, max_size=2**24, open_timeout=60) as ws:
                sent: tuple[int, str, float] | None = None  # version, text, when
                last_n = -1
                while time.monotonic() < stop and not done.is_set():
                    try:
                        raw = await asyncio.wait_for(ws.recv(),
                                                     timeout=max(0.1, stop - time.monotonic()))
                    except asyncio.TimeoutError:
                        break
                    msg = json.loads(raw)
                    if first:  # this seat's first state of the run: connected and playing
                        first = False
                        stats.started += 1
                        if stats.started == 2 * stats.tables:
                            stats.all_started = time.monotonic() - stats.began
                    if msg["type"] == "ends":  # the answer to a page's question (below)
                        stats.ends += 1
                        continue
                    if msg["type"] != "state":
                        stats.errors.append(msg.get("explanation", msg["type"]))
                        sent = None
                        continue
                    if sent is not None and msg["n_actions"] > sent[0]:
                        now = time.monotonic()
                        stats.latencies.append(now - sent[2])
                        stats.timed.append((sent[2] - stats.began, now - sent[2]))
                        stats.told[table, sent[0] + 1] = sent[1]  # committed, then told
                        sent = None
                    if msg["over"]:
                        done.set()
                        break
                    if msg["deciding"] == seat and msg["legal"] and sent is None \
                            and msg["n_actions"] != last_n:
                        last_n = msg["n_actions"]
                        entry = rng.choice(msg["legal"])
                        choice = entry["text"]
                        if entry["ends"] is None:  # not in the message: the page asks first
                            await ws.send(json.dumps({"type": "ends", "text": choice,
                                                      "version": msg["n_actions"]}))
                        if THINK[1] > 0:
                            await asyncio.sleep(rng.uniform(*THINK))
                        sent = (msg["n_actions"], choice, time.monotonic())
                        await ws.send(json.dumps({"type": "act", "text": choice,
                                                  "version": msg["n_actions"]}))
        except (OSError, WebSocketException, asyncio.TimeoutError):
            if not stats.dead:
                raise  # a broken connection with every server alive is an error of the run
            # the killed process's page: an action in flight is unknown (not counted as
            # told); it reconnects to a process alive, as a page does by itself
            stats.broken += 1
            await asyncio.sleep(0.2)


async def table_loop(urls: list[str], k: int, stats: Stats, stop: float) -> None:
    rng = random.Random(k)
    n = 0
    while time.monotonic() < stop:
        try:
            out = await asyncio.to_thread(create, live_url(urls, k % len(urls), stats),
                                          k * 100_000 + n)
        except OSError as err:
            if not stats.dead:
                stats.errors.append(repr(err))
                return
            continue  # the process that was asked was killed meanwhile: ask another
        n += 1
        links = {link["seat"]: link["url"].rsplit("/", 1)[1] for link in out["links"]}
        # seat s on process k + s: with several processes, the seats are on two of them
        # (ROUTE "seat"), or both on process k (ROUTE "table": a proxy routing by table)
        done = asyncio.Event()
        try:
            await asyncio.gather(*(seat_client(urls, (k + (s if ROUTE == "seat" else 0))
                                               % len(urls), links[s],
                                               out["table"], s, rng, stats, stop, done,
                                               n == 1)
                                   for s in (0, 1)))
        except Exception as err:  # a broken connection is an error of the run
            stats.errors.append(repr(err))
            return
        if done.is_set():
            stats.games += 1


async def watch_lag(stats: Stats, stop: float) -> None:
    """The load client's own event-loop lag: how late a 50 ms sleep wakes (a client that
    cannot keep up adds this to every latency it measures)."""
    while time.monotonic() < stop:
        t0 = time.monotonic()
        await asyncio.sleep(0.05)
        stats.lag.append(time.monotonic() - t0 - 0.05)


async def run(urls: list[str], tables: int, seconds: float, ramp: float,
              kill: tuple[float, subprocess.Popen] | None = None) -> Stats:
    stats = Stats()
    stats.tables = tables
    stop = time.monotonic() + seconds

    async def killer() -> None:
        if kill is None:
            return
        await asyncio.sleep(kill[0])
        kill[1].kill()  # SIGKILL: no shutdown, no goodbye to its pages
        stats.dead.add(0)
        stats.kill_at = time.monotonic() - stats.began

    async def later(k: int) -> None:
        await asyncio.sleep(ramp * k / tables)  # --ramp: the tables arrive over that time
        await table_loop(urls, k, stats, stop)

    await asyncio.gather(watch_lag(stats, stop), killer(),
                         *(later(k) for k in range(tables)))
    return stats


def start_ready(store: list[str], profile: str | None = None,
                tries: int = 3) -> tuple[subprocess.Popen, str]:
    """A server started on a free port and answering there: (its process, its address). A
    server that exits before it answers (its port taken meanwhile by another program: the
    port is free when chosen, not when bound) is started again on another port, up to
    ``tries`` times.

    Raises:
        SystemExit: no server answered (after 60 s each, or by exiting ``tries`` times)."""
    for _ in range(tries):
        port = free_port()
        proc = start_server(port, store, profile)
        url = f"http://127.0.0.1:{port}"
        for _ in range(600):
            if proc.poll() is not None:
                break  # exited: try another port
            try:
                urllib.request.urlopen(url + "/api/labels", timeout=2).close()
            except OSError:
                time.sleep(0.1)
                continue
            if proc.poll() is None:  # answered, and by this process (still alive)
                return proc, url
            break
        else:
            proc.kill()
            raise SystemExit(f"the server on {url} did not answer in 60 s")
    raise SystemExit(f"no server could be started ({tries} tries; exit code {proc.poll()})")


def start_server(port: int, store: list[str], profile: str | None = None,
                 extra: list[str] | None = None) -> subprocess.Popen:
    # one address (this script) makes every table and its seats act with no think
    # time: the server's per-address and per-connection limits are raised for the run
    prof = ["-m", "cProfile", "-o", profile] if profile else []
    return subprocess.Popen([sys.executable, *prof, "-m", "ludoteca.cli.main", "serve",
                             "--port",
                             str(port), *store, "--bot-delay", "0",
                             "--tables-per-address", "1000000", "--max-tables", "1000000",
                             "--rate", "1000", *(extra or [])],
                            stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--tables", type=int, default=200)
    ap.add_argument("--seconds", type=float, default=300)
    ap.add_argument("--url", default=None, help="a running server (default: start one)")
    ap.add_argument("--think", default="0", help="MIN,MAX seconds a seat waits before acting")
    ap.add_argument("--postgres", default=None, help="a PostgreSQL URL: the servers' store")
    ap.add_argument("--processes", type=int, default=1)
    ap.add_argument("--route", choices=("seat", "table"), default="seat",
                    help="with several processes: each table's two seats on two processes "
                         "(seat, the default: every action crosses between them) or on one "
                         "(table: as a proxy routing each table to one process)")
    ap.add_argument("--ramp", type=float, default=0.0,
                    help="seconds over which the tables arrive (default 0: all at once)")
    ap.add_argument("--profile", default=None,
                    help="run the (first) server under cProfile, its statistics to this file")
    ap.add_argument("--kill-after", type=float, default=None,
                    help="SECONDS: kill -9 the first server process that long into the run "
                         "(with --postgres --processes 2 or more); its pages reconnect to "
                         "another, and every action a page was told of is looked for in "
                         "the store at the end")
    ap.add_argument("--target-ms", type=float, default=250.0,
                    help="the p99 goal the ratio is printed against (docs/web.md: 250 ms)")
    args = ap.parse_args(argv)
    global THINK, ROUTE
    ROUTE = args.route
    lo, _, hi = args.think.partition(",")
    THINK = (float(lo), float(hi or lo))
    if not (1 <= args.tables <= 2000 and 0 < args.seconds <= 900
            and 1 <= args.processes <= 8 and 0 <= THINK[0] <= THINK[1] <= 60):
        ap.error("at most 2,000 tables, 900 seconds, 8 processes and 60 s of think time")
    if args.processes > 1 and not args.postgres:
        ap.error("several processes share a PostgreSQL store: give --postgres URL")
    if args.kill_after is not None and (args.processes < 2 or args.url is not None
                                        or not 0 < args.kill_after < args.seconds):
        ap.error("--kill-after: with --postgres --processes 2 or more, within --seconds")
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
            proc, url = start_ready(store, args.profile if not procs else None)
            procs.append(proc)
            urls.append(url)
    try:
        cpu0 = [cpu_seconds(proc.pid) for proc in procs]
        wait0 = [run_queue_seconds(proc.pid) for proc in procs]
        self0 = os.times()
        began = time.monotonic()
        kill = (args.kill_after, procs[0]) if args.kill_after is not None else None
        stats = asyncio.run(run(urls, args.tables, args.seconds, args.ramp, kill))
        took = time.monotonic() - began
        self1 = os.times()
        stats.server_cpu = sum(cpu_seconds(proc.pid) - c for proc, c in zip(procs, cpu0))
        stats.server_wait = sum(run_queue_seconds(proc.pid) - w
                                for proc, w in zip(procs, wait0))
        stats.client_cpu = (self1.user + self1.system) - (self0.user + self0.system)
    finally:
        for proc in procs:
            # SIGINT: uvicorn stops, then raises it again, which cProfile survives (the
            # statistics are written); SIGTERM would end the profiled process at once
            proc.send_signal(signal.SIGINT)
            proc.wait(timeout=120)
    report(args, stats, took, len(urls))
    lost = check_store(args.postgres, stats) if args.kill_after is not None else 0
    return 1 if stats.errors or lost else 0


def check_store(dsn: str, stats: Stats) -> int:
    """After a kill: every action a page was told of is in the store at its place, and every
    game replays to its saved hash. Prints the figures; returns the number lost."""
    from ludoteca.core.session import Session
    from ludoteca.core.store import PgStore

    store = PgStore(dsn)
    try:
        games = dict(store.conn.execute("SELECT id, game_id FROM web_tables").fetchall())
        stored: dict[str, dict[int, str]] = {}
        for table in {t for t, _ in stats.told}:
            _, actions = store.load(int(games[table]))
            stored[table] = {a.n: a.text for a in actions}
        lost = sum(1 for (t, n), text in stats.told.items() if stored[t].get(n) != text)
        replayed = 0
        for game_id in games.values():
            Session.resume(store, int(game_id))  # raises when a game does not replay
            replayed += 1
        after = sum(1 for t, _ in stats.timed if t > stats.kill_at)
        print(f"kill -9 of process 1 at {stats.kill_at:.1f} s: connections broken and "
              f"reconnected: {stats.broken}; actions answered after it: {after}")
        print(f"actions a page was told of: {len(stats.told)}, in the store at their "
              f"place: {len(stats.told) - lost}, lost: {lost}; games replayed to their "
              f"hash: {replayed} of {len(games)}")
        return lost
    finally:
        store.close()


def cpu_seconds(pid: int) -> float:
    """The processor time (user + system, seconds) process ``pid`` has used (Linux
    ``/proc``; NaN elsewhere)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return float("nan")


def run_queue_seconds(pid: int) -> float:
    """How long process ``pid``'s threads have waited, ready to run, for a processor taken
    by something else (seconds; Linux ``/proc/PID/task/*/schedstat``; NaN elsewhere): on a
    shared machine, the time other work took from the server."""
    try:
        return sum(int((task / "schedstat").read_text().split()[1])
                   for task in Path(f"/proc/{pid}/task").iterdir()) / 1e9
    except (OSError, ValueError, IndexError):
        return float("nan")


def quantile(values: list[float], q: float) -> float:
    """The ``q`` quantile of sorted ``values`` (nearest rank), NaN when empty."""
    if not values:
        return float("nan")
    return values[min(len(values) - 1, int(q * len(values)))]


def report(args: Any, stats: Stats, took: float, processes: int) -> None:
    lat = sorted(stats.latencies)
    ms = (lambda xs, q: quantile(xs, q) * 1000)
    print(f"run: {args.tables} tables, processes: {processes}, think: {args.think}, "
          f"ramp: {args.ramp:g} s, store: {'postgres' if args.postgres else 'sqlite'}")
    print(f"tables: {args.tables}  seconds: {took:.1f}  actions: {len(lat)}  "
          f"games finished: {stats.games}  all tables playing after: "
          f"{stats.all_started:.1f} s")
    print(f"actions/s: {len(lat) / took:.1f}  latency p50: {ms(lat, .5):.1f} ms  "
          f"p95: {ms(lat, .95):.1f} ms  p99: {ms(lat, .99):.1f} ms  "
          f"max: {ms(lat, 1.0):.1f} ms  mean: {statistics.fmean(lat) * 1000 if lat else 0:.1f} ms")
    print(f"p99 / goal ({args.target_ms:g} ms): {ms(lat, .99) / args.target_ms:.2f}")
    # the same once every table plays (the arrival of the tables and their 2 x N
    # connections is a burst of its own), and per 30 s of the run
    steady = sorted(x for t, x in stats.timed if t >= stats.all_started)
    if steady:
        print(f"once all tables play: actions: {len(steady)}  p50: {ms(steady, .5):.1f} ms  "
              f"p95: {ms(steady, .95):.1f} ms  p99: {ms(steady, .99):.1f} ms  "
              f"p99 / goal: {ms(steady, .99) / args.target_ms:.2f}")
    width = 30.0
    for k in range(int(took // width) + 1):
        part = sorted(x for t, x in stats.timed if k * width <= t < (k + 1) * width)
        if part:
            print(f"  {k * width:5.0f}-{(k + 1) * width:<5.0f} s: actions: {len(part):6d}  "
                  f"p50: {ms(part, .5):7.1f} ms  p99: {ms(part, .99):7.1f} ms")
    if stats.server_cpu == stats.server_cpu and lat:  # not NaN: the servers were ours
        print(f"servers' processor time: {stats.server_cpu:.1f} s "
              f"({stats.server_cpu / len(lat) * 1000:.2f} ms per action, "
              f"{stats.server_cpu / took * 100:.0f}% of one core); load client's: "
              f"{stats.client_cpu:.1f} s; load average at the end: "
              f"{os.getloadavg()[0]:.1f}")
        print(f"servers' time ready to run but waiting for a processor (other work on the "
              f"machine): {stats.server_wait:.1f} s ({stats.server_wait / took * 100:.0f}% "
              f"of the run)")
    lag = sorted(stats.lag)
    print(f"load client's own loop lag: p50 {ms(lag, .5):.1f} ms  p99 {ms(lag, .99):.1f} ms")
    print(f"'ends' questions answered: {stats.ends:,}")
    print(f"errors: {len(stats.errors)}" + (f"  first: {stats.errors[0]}" if stats.errors
                                             else ""))


if __name__ == "__main__":
    sys.exit(main())
