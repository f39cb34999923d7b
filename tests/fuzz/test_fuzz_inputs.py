"""Fuzz: position files, records, and command-line options (issue 14; docs/security.md)."""

from __future__ import annotations

import json
import math
import os
import tomllib
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from fuzz_support import FUZZ, run

ROOT = Path(__file__).resolve().parents[1]
POSITIONS = sorted((ROOT / "dale" / "positions").glob("*.toml"))
SPECS = [tomllib.loads(p.read_text()) for p in POSITIONS]
for _spec in SPECS:
    _spec.pop("expect", None)
    _spec.pop("covers", None)

# -- random TOML ------------------------------------------------------------------------------
NAMES = ["junk", "Cookies", "Swift Broker", "Accordion", "Acorn", "Spyglass", "Bold Haggler",
         "Reflection", "Market Discovery", "Loyal Partner", "Stashing Vendor", "Empty Chest",
         "Flashy Show", "Magic Beans", "?", "?a", "Cookies#21", "junk#3", "Acorn#500", "",
         "Spyglass#-1", "Flashy Show + 2", "Accordion = 3"]
KEYS = ["game", "edition", "animalfolk", "seed", "active", "market", "slots", "deck",
        "discard", "junk", "pile", "player", "hand", "stall", "turn", "number", "actions",
        "bonus_action", "effects", "used", "in_play", "aside", "frames", "x"]

scalars = st.one_of(
    st.integers(min_value=-(2**70), max_value=2**70),
    st.sampled_from([0, 1, 2, 3, 4, 5, 6, 20, 21, 119, 120, 121, -1, -3, 2**63, 2**64]),
    st.floats(allow_nan=True, allow_infinity=True),
    st.booleans(),
    st.sampled_from(NAMES),
    st.text(max_size=12),
)
values = st.recursive(
    scalars,
    lambda inner: st.one_of(st.lists(inner, max_size=6),
                            st.dictionaries(st.sampled_from(KEYS), inner, max_size=4)),
    max_leaves=12,
)


def _key(k: str) -> str:
    import re

    return k if re.fullmatch(r"[A-Za-z0-9_-]+", k) else json.dumps(k)


def _value(v) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, float):
        if math.isnan(v):
            return "nan"
        if math.isinf(v):
            return "inf" if v > 0 else "-inf"
        return repr(v)
    if isinstance(v, str):
        return json.dumps(v)
    if isinstance(v, list):
        return "[" + ", ".join(_value(x) for x in v) + "]"
    if isinstance(v, dict):
        return "{" + ", ".join(f"{_key(k)} = {_value(x)}" for k, x in v.items()) + "}"
    raise TypeError(type(v))


def to_toml(doc: dict) -> str:
    """A TOML text for ``doc`` (tables as inline tables, arrays of tables as [[…]])."""
    out, later = [], []
    for k, v in doc.items():
        if isinstance(v, list) and v and all(isinstance(x, dict) for x in v):
            for x in v:
                later.append(f"[[{_key(k)}]]")
                later += [f"{_key(a)} = {_value(b)}" for a, b in x.items()]
        elif isinstance(v, dict):
            later.append(f"[{_key(k)}]")
            later += [f"{_key(a)} = {_value(b)}" for a, b in v.items()]
        else:
            out.append(f"{_key(k)} = {_value(v)}")
    return "\n".join(out + later) + "\n"


@st.composite
def mutated_spec(draw):
    """A hand-written position with one to three of its values replaced at random."""
    import copy

    spec = copy.deepcopy(draw(st.sampled_from(SPECS)))
    for _ in range(draw(st.integers(1, 3))):
        node = spec
        path = []
        while isinstance(node, (dict, list)) and node and draw(st.booleans()):
            key = draw(st.sampled_from(list(node) if isinstance(node, dict)
                                       else list(range(len(node)))))
            path.append((node, key))
            node = node[key]
        new = draw(values)
        if path:
            parent, key = path[-1]
            if draw(st.integers(0, 5)) == 0 and isinstance(parent, dict):
                del parent[key]
            else:
                parent[key] = new
        else:
            spec[draw(st.sampled_from(KEYS))] = new
    return spec


@st.composite
def mutated_text(draw):
    """A hand-written position file with lines deleted, doubled, swapped or replaced."""
    lines = draw(st.sampled_from(POSITIONS)).read_text().splitlines()
    for _ in range(draw(st.integers(1, 3))):
        if not lines:
            break
        i = draw(st.integers(0, len(lines) - 1))
        op = draw(st.integers(0, 3))
        if op == 0:
            del lines[i]
        elif op == 1:
            lines.insert(i, lines[i])
        elif op == 2:
            j = draw(st.integers(0, len(lines) - 1))
            lines[i], lines[j] = lines[j], lines[i]
        else:
            lines[i] = draw(st.text(max_size=30))
    return "\n".join(lines) + "\n"


COMMANDS = [["moves", "dale"], ["show", "dale"], ["check", "dale", "{}", "inventory"],
            ["check", "dale", "{}", "build Acorn"], ["check", "dale", "{}", "buy +0 with junk"]]


def _position_command(tmp_path: Path, text: str, which: int) -> None:
    path = tmp_path / "fuzz.toml"
    path.write_text(text, encoding="utf-8", errors="surrogatepass")
    cmd = COMMANDS[which]
    argv = [a.replace("{}", str(path)) for a in cmd]
    if "{}" not in " ".join(cmd):
        argv.append(str(path))
    run(argv, allowed=(0, 1, 2) if cmd[0] == "check" else (0, 2))


@FUZZ
@given(spec=mutated_spec(), which=st.integers(0, len(COMMANDS) - 1))
def test_fuzz_mutated_position_values(tmp_path_factory, spec, which):
    _position_command(tmp_path_factory.mktemp("p"), to_toml(spec), which)


@FUZZ
@given(text=mutated_text(), which=st.integers(0, len(COMMANDS) - 1))
def test_fuzz_mutated_position_lines(tmp_path_factory, text, which):
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        text = text.encode("utf-8", "replace").decode("utf-8")
    _position_command(tmp_path_factory.mktemp("p"), text, which)


@FUZZ
@given(doc=st.dictionaries(st.sampled_from(KEYS), values, max_size=8))
def test_fuzz_random_toml_documents(tmp_path_factory, doc):
    _position_command(tmp_path_factory.mktemp("p"), to_toml(doc), 0)


# -- records ----------------------------------------------------------------------------------
def _record_texts() -> list[str]:
    from ludoteca.core.records import format_record
    from ludoteca.dale import new_game
    from ludoteca.dale.notation import to_text
    from ludoteca.dale.records import make_record, setup_for

    out = []
    for seed, start_from_position in ((1, False), (2, True)):
        start = new_game(2, animalfolk=["macaws", "ocelots", "squirrels"], seed=seed)
        state = start.clone()
        actions = []
        for k in range(12):
            acts = state.legal_actions()
            a = acts[(k * 7) % len(acts)]
            actions.append(to_text(a))
            state.apply(a)
        setup = setup_for(start, ["greedy", "random"], seed, False,
                          start=start if start_from_position else None)
        out.append(format_record(make_record(setup, actions, state, date="2024-01-01T00:00:00Z")))
    return out


RECORDS = _record_texts()


@st.composite
def mutated_record(draw):
    lines = draw(st.sampled_from(RECORDS)).split("\n")
    for _ in range(draw(st.integers(1, 3))):
        i = draw(st.integers(0, len(lines) - 1))
        op = draw(st.integers(0, 4))
        if op == 0:
            del lines[i]
        elif op == 1:
            lines.insert(i, lines[i])
        elif op == 2:
            lines[i] = draw(st.text(max_size=40))
        elif op == 3 and ":" in lines[i]:
            key = lines[i].split(":", 1)[0]
            lines[i] = f"{key}: {_value(draw(scalars)).strip(chr(34))}"
        elif lines[i].startswith("start: "):
            data = json.loads(lines[i][7:])
            key = draw(st.sampled_from(sorted(data)))
            if isinstance(data[key], list) and data[key] and draw(st.booleans()):
                data[key][draw(st.integers(0, len(data[key]) - 1))] = draw(values)
            else:
                data[key] = draw(values)
            try:
                lines[i] = "start: " + json.dumps(data, separators=(",", ":"))
            except ValueError:
                pass
    return "\n".join(lines)


@FUZZ
@given(text=mutated_record(), verify=st.booleans())
def test_fuzz_records(tmp_path_factory, text, verify):
    path = tmp_path_factory.mktemp("r") / "fuzz.rec"
    path.write_bytes(text.encode("utf-8", "replace"))
    run(["replay", str(path)] + (["--verify"] if verify else ["--to", "3"]))


# -- command-line options ---------------------------------------------------------------------
numbers = st.one_of(
    st.integers(min_value=-(2**80), max_value=2**80).map(str),
    st.sampled_from(["0", "-1", "1", "2", "5", str(2**63), str(2**63 - 1), str(2**64),
                     "1.5", "1e9", "nan", "inf", "-inf", "", " ", "0x10", "١٢", "seven",
                     "--help"]),
)
NUMBER_OPTIONS = [
    (["play", "dale", "--seats", "human,greedy", "--seed"], []),
    (["play", "dale", "--seats", "human,greedy", "--players"], []),
    (["play", "dale", "--seats", "human,greedy", "--max-turns"], []),
    (["play", "--resume"], []),
    (["games", "export"], []),
    (["simulate", "dale", "--games", "0", "--seed"], []),
    (["simulate", "dale", "--seed", "1", "--max-turns", "1", "--workers", "1", "--games"], []),
    (["replay", "{rec}", "--to"], []),
    (["replay", "{rec}", "--seat"], []),
    (["show", "dale", "{pos}", "--seat"], []),
]


@FUZZ
@given(which=st.integers(0, len(NUMBER_OPTIONS) - 1), value=numbers)
def test_fuzz_number_options(tmp_path_factory, which, value):
    tmp = tmp_path_factory.mktemp("n")
    os.environ["LUDOTECA_DB"] = str(tmp / "g.db")
    rec = tmp / "r.rec"
    rec.write_text(RECORDS[0])
    pos = tmp / "p.toml"
    pos.write_text(POSITIONS[0].read_text())
    argv, _ = NUMBER_OPTIONS[which]
    argv = [a.replace("{rec}", str(rec)).replace("{pos}", str(pos)) for a in argv]
    if argv[0] == "simulate" and argv[-1] == "--games":
        try:
            if int(value) > 2:  # a real tournament of that many games is no fuzz input
                value = "2"
        except ValueError:
            pass
    run(argv + [value])


def _special_paths(tmp: Path) -> list[str]:
    fifo = tmp / "fifo"
    if not fifo.exists():
        os.mkfifo(fifo)
    link = tmp / "link"
    if not link.exists():
        link.symlink_to(tmp / "nowhere")
    loop = tmp / "loop"
    if not loop.exists():
        loop.symlink_to(loop)
    (tmp / "empty").write_text("")
    return ["/dev/zero", "/dev/urandom", "/dev/null", str(fifo), str(tmp), str(link),
            str(loop), str(tmp / "missing" / "x"), str(tmp / "empty"), "", "-", "\x00x",
            "/proc/self/mem", str(tmp / ("x" * 300))]


PATH_COMMANDS = [
    ["check", "dale", "{}", "inventory"], ["moves", "dale", "{}"], ["show", "dale", "{}"],
    ["replay", "{}"], ["replay", "{}", "--verify"],
    ["play", "dale", "--seats", "greedy,greedy", "--max-turns", "1", "--from", "{}"],
    ["play", "dale", "--seats", "greedy,greedy", "--max-turns", "1", "--record", "{}"],
    ["games", "--db", "{}"], ["games", "export", "1", "--db", "{}"],
    ["games", "export", "1", "--output", "{}"],
    ["simulate", "dale", "--games", "1", "--max-turns", "1", "--workers", "1", "--json", "{}"],
]


@FUZZ
@given(which=st.integers(0, len(PATH_COMMANDS) - 1), k=st.integers(0, 13),
       name=st.text(max_size=20))
def test_fuzz_paths(tmp_path_factory, which, k, name):
    tmp = tmp_path_factory.mktemp("f")
    os.environ["LUDOTECA_DB"] = str(tmp / "g.db")
    paths = _special_paths(tmp) + [str(tmp / name.replace("/", "_")) if name else ""]
    path = paths[min(k, len(paths) - 1)] if k < 13 else paths[-1]
    if "\x00" in path and k % 2:
        path = path.replace("\x00", "")
    argv = [a.replace("{}", path) for a in PATH_COMMANDS[which]]
    here = os.getcwd()
    os.chdir(tmp)  # relative paths ("-", "x") land in the temporary folder
    try:
        code, _, _ = run(argv, allowed=(0, 1, 2) if argv[0] == "check" else (0, 2))
    finally:
        os.chdir(here)
    for special in ("/dev/zero", "/dev/null"):
        assert os.path.exists(special)
    assert not os.path.isfile(tmp / "fifo") and os.path.exists(tmp / "fifo")


BOT_PARTS = ["random", "greedy", "ismcts", "human", "ISMCTS", "nobody", "", "ismcts:",
             "ismcts:c=nan", "ismcts:c=-inf", "ismcts:c=-1", "ismcts:seconds=nan",
             "ismcts:seconds=inf", "ismcts:iterations=0", "ismcts:iterations=-5",
             "ismcts:iterations=1e99", f"ismcts:iterations={2**64}", "ismcts:depth=2.5",
             "ismcts:x=1", "greedy:c=1", "random:seed=1", "ismcts:c", "ismcts:=1", "::",
             "ismcts:c=1,seconds=1"]


@FUZZ
@given(parts=st.lists(st.one_of(st.sampled_from(BOT_PARTS), st.text(max_size=10)),
                      min_size=1, max_size=5),
       lang=st.one_of(st.sampled_from(["en", "ca", "es", "it", "fr", "EN", "pt", "", "xx_YY",
                                       "es_ES.UTF-8", "../../etc"]), st.text(max_size=6)))
def test_fuzz_bot_specs_and_languages(tmp_path_factory, parts, lang):
    """Bot specs are parsed (no game is played: --games 0 is refused after them) and the
    language is applied to a position command."""
    tmp = tmp_path_factory.mktemp("b")
    os.environ["LUDOTECA_DB"] = str(tmp / "g.db")
    run(["simulate", "dale", "--seats", ",".join(parts), "--games", "0"])
    pos = tmp / "p.toml"
    pos.write_text(POSITIONS[0].read_text())
    run(["--lang", lang, "moves", "dale", str(pos)])
    run(["play", "dale", "--lang", lang, "--seats", ",".join(parts), "--players", "9"])
