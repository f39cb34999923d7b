"""The terminal's solo game of the remaster against Mono (issue 30, item 4;
docs/rules/dale-remaster.md "Solo: Mono", rule ``dale.remaster.mono.*``): one seat at the
table is a solo game; Mono's turn is shown as lines (at once by default, a step per Enter with
``--mono-steps``), its open hand is shown, and the game ends with the solo result in words."""

from __future__ import annotations

import re

import pytest

from ludoteca.bots import make_bot
from ludoteca.core.session import Session

SEED = 3
SOLO = ["play", "dale", "--edition", "remaster", "--seed", str(SEED)]


def _greedy_texts(seed: int) -> tuple[list[str], Session]:
    """The actions a greedy player makes in the solo game of ``seed`` (Mono plays inside each
    of them), as the notation's text; the session at its end."""
    session = Session.new("dale", ["greedy"], seed, {"edition": "remaster"}, make_bot=make_bot)
    texts = []
    while not session.over:
        action = session.bot_action(0)
        texts.append(session.text(action))
        session.submit(0, action)
    return texts, session


@pytest.fixture(scope="module")
def greedy_game():
    return _greedy_texts(SEED)


def _result(session) -> tuple[int, int]:
    state = session.state
    return len(state.stalls[0]), len(state.stalls[state.cfg.mono])


def test_a_bot_plays_the_solo_game_to_its_result(cli, greedy_game):
    code, out, err = cli([*SOLO, "--seats", "greedy"])
    assert code == 0, err
    mine, mono = _result(greedy_game[1])
    assert mine == 8 or mono == 8
    result = mine - mono
    word = "you beat Mono" if result > 0 else "a loss, Mono wins"
    assert (f"Solo result: {result:+d} (your {mine} stacks against Mono's {mono}): {word}."
            in " ".join(out.split())), out[-800:]
    assert "» Mono's turn 2 begins; its hand is open." in out  # Mono's first turn, as lines
    assert "» Mono plays " in out and "» Mono's clean-up" in out
    assert "Mono's open hand: " in out
    assert ("Mono wins on turn" if mono == 8 else "Seat 1 (greedy) wins on turn") in out


def test_a_person_plays_solo_to_the_result_and_sees_mono(cli, greedy_game):
    texts, session = greedy_game
    code, out, err = cli([*SOLO, "--seats", "human", "--no-confirm", "--layout", "wide"],
                         stdin="\n".join(texts) + "\n")
    assert code == 0, err
    flat = " ".join(out.split())
    mine, mono = _result(session)
    assert f"your {mine} stacks against Mono's {mono}" in flat
    # Mono's seat is called Mono; its hand is on the board before every decision
    assert out.count("Mono's open hand: ") >= len(texts)
    assert "Seat 2" not in out
    turns = re.findall(r"» Mono's turn (\d+) begins", out)
    assert turns[:3] == ["2", "4", "6"]


def test_mono_steps_wait_for_enter_between_steps(cli, greedy_game):
    texts, _ = greedy_game
    # the player's actions up to the one that lets Mono play its first turn (turn 2)
    session = Session.new("dale", ["greedy"], SEED, {"edition": "remaster"}, make_bot=make_bot)
    for k, text in enumerate(texts):
        session.submit(0, session.read(0, text)[0].action)
        log = session.state.extra["mono_log"]
        if log and log[0] == ["turn", 2]:
            break
    steps = len(session.state.extra["mono_log"])
    assert steps >= 3
    code, out, err = cli([*SOLO, "--seats", "human", "--no-confirm", "--mono-steps",
                          "--layout", "wide"], stdin="\n".join(texts[:k + 1]) + "\n" * steps)
    assert code == 0, err
    turn = out.split("» Mono's turn 2 begins", 1)[1].split("Seat 1>", 1)[0]
    # one line per step, an Enter between two steps (none after the last)
    assert turn.count("(Enter: Mono's next step)") == steps - 1
    parts = turn.split("(Enter: Mono's next step)")
    assert all(part.count("»") == 1 for part in parts[1:-1])
    assert parts[-1].count("»") == 2 and "» Mono's open hand: " in parts[-1]  # then the hand


def test_mono_steps_are_off_by_default(cli, greedy_game):
    code, out, err = cli([*SOLO, "--seats", "greedy", "--max-turns", "4"])
    assert "(Enter: Mono's next step)" not in out
    assert "» Mono's turn 2 begins" in out


def test_classic_one_seat_is_still_refused(cli):
    code, out, err = cli(["play", "dale", "--seats", "human"], stdin="")
    assert code != 0 and "2 to 4" in err + out


def test_a_solo_game_names_three_decks_mono_counting_as_a_player(cli):
    # dale.remaster.mono.setup: number of players + 1 decks, Mono counted: 1 + 1 + 1 = 3
    code, out, err = cli([*SOLO, "--seats", "human", "--decks", "macaws,pandas,owls"],
                         stdin="quit\n")
    assert code == 0 and "decks: Macaws, Pandas, Owls" in out
    code, out, err = cli([*SOLO, "--seats", "human", "--decks", "macaws,pandas"], stdin="")
    assert code == 2 and "use 3 animalfolk decks, not 2" in err + out
    code, out, err = cli(["simulate", "dale", "--edition", "remaster", "--seats", "greedy",
                          "--decks", "macaws,pandas,owls", "--games", "1", "--seed", "2"])
    assert code == 0


def test_the_title_names_the_remasters_own_decks_as_printed(cli):
    code, out, err = cli([*SOLO, "--seats", "human", "--decks",
                          "junglefowls,snow_macaques,owls"], stdin="quit\n")
    assert code == 0 and "decks: Junglefowls, Snow Macaques, Owls" in out
