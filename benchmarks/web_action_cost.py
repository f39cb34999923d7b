"""The browser table's work per action, in one process and without the network: the action
(``Session.submit``, its commit in a SQLite store with ``synchronous=NORMAL`` as the server's),
then for each seat the state message (``Server.state_message``), the deciding page's questions
whether an action ends its turn (``Server.ends``, two per deciding state), the messages'
JSON text and their per-message compression, as a server does for a two-seat table. Processor time, so the figure means the
same on a machine that other work shares (within the noise of shared caches).

Usage::

    python benchmarks/web_action_cost.py                    # 40 tables, 60 actions in, 15 more
    python benchmarks/web_action_cost.py --tables 40 --skip 100 --actions 15

``--skip N`` plays N random actions at each table before measuring (the state messages grow
with the game: its log, its cards). Prints milliseconds of processor time per action, split
into its parts, the mean message size before and after compression, and the ratio of the
whole to the 3.5 ms an action may cost for one core to serve 1,000 tables whose seats think
2 to 5 s (285 actions a second, docs/web.md "Load test").
"""

from __future__ import annotations

import argparse
import gc
import json
import random
import sys
import tempfile
import time
import zlib
from pathlib import Path

#: 1,000 tables whose seats act every 3.5 s on average: 285 actions a second, so one core
#: has 3.5 ms for each (everything: the action, both messages, the network).
BUDGET_MS = 1000 / (1000 / 3.5)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--tables", type=int, default=40)
    ap.add_argument("--skip", type=int, default=60)
    ap.add_argument("--actions", type=int, default=15)
    args = ap.parse_args(argv)
    if not (1 <= args.tables <= 1000 and 0 <= args.skip <= 400 and 1 <= args.actions <= 400):
        ap.error("at most 1,000 tables, 400 actions skipped and 400 measured")
    from ludoteca.core.store import open_store
    from ludoteca.web import app as web_app
    from ludoteca.web.hub import Hub, Link

    encode = getattr(web_app, "encode", json.dumps)
    level = getattr(web_app, "COMPRESSION_LEVEL", -1)  # -1: zlib's default (uvicorn's own)
    hub = Hub(open_store(Path(tempfile.mkdtemp()) / "cost.sqlite3", synchronous="NORMAL"))
    server = web_app.Server(hub, bot_delay=0)
    rng = random.Random(27)
    tables = [hub.create_dale(["human", "human"], None, "en", seed=1000 + k)
              for k in range(args.tables)]
    # uvicorn's per-message deflate: a 4 KiB window (12 bits), memLevel 5, one per socket
    zips = {tb.id: [zlib.compressobj(level=level, wbits=-12, memLevel=5) for _ in (0, 1)]
            for tb in tables}

    def act(tb) -> bool:
        s = tb.game
        if s.over or s.capped:
            return False
        s.submit(s.deciding, s.text(rng.choice(s.legal(s.deciding))))
        return True

    from types import SimpleNamespace

    pages = {tb.id: [SimpleNamespace(link=Link(tok, tb.id, seat, "en"), labels_sent=None,
                                     cards_sent=None, log_sent=None)
                     for seat, tok in sorted(tb.links.items()) if seat >= 0]
             for tb in tables}
    # what a page's sender builds: Server.state_message (the labels once per language), or
    # before it existed the whole payload every time
    message = getattr(server, "state_message", None) or \
        (lambda tb, page: server.payload(tb, page.link))

    for tb in tables:
        for _ in range(args.skip):
            act(tb)
        for page in pages[tb.id]:  # the log as far as here, as a server has it already
            message(tb, page)
    gc.collect()
    gc.freeze()  # the heap's old objects out of the way of the young collections
    parts = dict(submit=0.0, payload=0.0, ends=0.0, encode=0.0, compress=0.0)
    # A state message leaves "ends" out where it needs a trial, and the page asks for the
    # action it is about to send and the purchase it shows (Server.ends): counted as two
    # questions per deciding state (a person who looks at other payments asks more).
    ends = getattr(server, "ends", None)
    asks = 2
    n, raw, packed = 0, 0, 0
    clock = time.process_time
    for _ in range(args.actions):
        for tb in tables:
            t0 = clock()
            if not act(tb):
                continue
            t1 = clock()
            msgs = [message(tb, page) for page in pages[tb.id]]
            t2 = clock()
            if ends is not None:
                for page, m in zip(pages[tb.id], msgs):
                    unknown = [a["text"] for a in m["legal"] if a["ends"] is None]
                    for text in unknown[:asks]:
                        ends(tb, page.link, {"type": "ends", "text": text,
                                             "version": m["n_actions"]})
            t2e = clock()
            texts = [encode(m).encode() for m in msgs]  # (the answers' few bytes left out)
            t3 = clock()
            for z, text in zip(zips[tb.id], texts):
                packed += len(z.compress(text) + z.flush(zlib.Z_SYNC_FLUSH))
                raw += len(text)
            t4 = clock()
            parts["submit"] += t1 - t0
            parts["payload"] += t2 - t1
            parts["ends"] += t2e - t2
            parts["encode"] += t3 - t2e
            parts["compress"] += t4 - t3
            n += 1
    gc.unfreeze()
    total = sum(parts.values()) / n * 1000
    print(f"tables: {args.tables}  actions skipped: {args.skip}  measured: {n}  "
          f"zlib level: {level}")
    print("per action (ms of processor time): " + "  ".join(
        f"{k}: {v / n * 1000:.3f}" for k, v in parts.items()) + f"  total: {total:.3f}")
    print(f"state message: {raw / (2 * n):.0f} bytes, compressed {packed / (2 * n):.0f}")
    print(f"total / budget ({BUDGET_MS:.1f} ms per action at 1,000 tables on one core): "
          f"{total / BUDGET_MS:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
