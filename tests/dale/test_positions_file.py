"""Position files: errors with line numbers, finished games (docs/positions.md)."""

from __future__ import annotations

import pytest

from ludoteca.core.errors import BadInput
from ludoteca.dale.positions import parse_position

HEAD = 'game = "dale"\nanimalfolk = ["macaws", "pandas", "squirrels"]\n'
STALL8 = ('[["Stashing Vendor"], ["Empty Chest"], ["Nostalgic Item"], ["Acorn"], ["Accordion"],'
          ' ["Empty Chest", "Acorn"], ["Nostalgic Item", "Acorn"], ["Accordion", "Cookies"]]')


def test_toml_broken_at_the_end_names_the_last_line():
    text = HEAD + "[market]\nslots = [\"Cookies\", \"Spyglass\"\n"
    with pytest.raises(BadInput) as info:
        parse_position(text)
    assert info.value.line == 4  # the unclosed array runs to the end of the 4-line file


def test_an_eighth_stack_in_a_stall_is_a_finished_game_dale_end_eighth_stack():
    """dale.end.eighth_stack: a stall of 8 stacks (totals 1…8; stack 8 = Accordion+1 + Cookies
    is refused, so Empty Chest (2) + Winter is Coming (5) + Swift Broker (1) is used: Empty
    Chest lets the animalfolk mix, dale.stall.one_animalfolk) means that player has won: no
    action is legal."""
    stall = STALL8.replace('["Accordion", "Cookies"]]',
                           '["Empty Chest", "Winter is Coming", "Swift Broker"]]')
    text = HEAD + f'[[player]]\nhand = ["junk"]\nstall = {stall}\n\n[[player]]\nhand = ["junk"]\n'
    s = parse_position(text)
    assert s.winner == 0 and s.is_terminal() and s.legal_actions() == []


def test_two_finished_stalls_are_refused():
    stall = STALL8.replace('["Accordion", "Cookies"]]',
                           '["Empty Chest", "Winter is Coming", "Swift Broker"]]')
    other = ('[["Loyal Partner"], ["Prepaid Good"], ["Shattered Relic"], ["Spyglass"], '
             '["Flashy Show"], ["Market Discovery", "Prepaid Good"], '
             '["Market Discovery", "Essential Purchase"], ["Special Offer", "Essential Purchase"]]')
    text = (HEAD + f'[[player]]\nstall = {stall}\n\n[[player]]\nstall = {other}\n')
    with pytest.raises(BadInput) as info:
        parse_position(text)
    assert "8 stacks" in str(info.value)


def test_bonus_action_flag_is_accepted_dale_turn_bonus_action():
    """dale.turn.bonus_action: a position may say the active player is about to take a bonus
    action; that player then has one action to take (any of the four)."""
    text = HEAD + ('[[player]]\nhand = ["junk", "Cookies"]\n\n[[player]]\nhand = ["junk"]\n\n'
                   '[turn]\nbonus_action = true\neffects = ["Flashy Show"]\n')
    s = parse_position(text)
    assert s.actions_left == 1 and s.decision().kind == "action"
    with pytest.raises(BadInput):
        parse_position(text.replace("bonus_action = true", 'bonus_action = "yes"'))


@pytest.mark.parametrize("stack, rule", [
    ('[["junk"]]', "dale.stall.no_junk"),
    ('[["Stashing Vendor"], ["Empty Chest"], ["Cookies", "junk"]]', "dale.stall.no_junk"),
    ('[["Stashing Vendor"], ["Empty Chest"], ["Nostalgic Item"], ["Nostalgic Item", "junk"]]',
     None),
])
def test_a_stack_that_no_passive_allows_is_refused(stack, rule):
    """dale.stall.no_junk: junk only with Stashing Vendor (or one card per Nostalgic Item from
    the discard pile); without them a file's junk stack could never have been built."""
    text = HEAD + f'[[player]]\nstall = {stack}\n\n[[player]]\nhand = ["junk"]\n'
    if rule is None:
        parse_position(text)
        return
    with pytest.raises(BadInput) as info:
        parse_position(text)
    assert rule in str(info.value) and info.value.line == 4
