"""Rule tests: passives, values and copies (dale.passive.*, dale.value.*, dale.copy.*).

dale.value.order's FAQ example uses Practical Values (a Penguin card), which is not among the
six implemented decks; the order is tested here with Flashy Show (+1 to every card) and
Blindfold (sets one card's value), and with Bold Haggler (+die roll) and Blindfold.
"""

from __future__ import annotations


from ludoteca.dale.animalfolk.ocelots import OCELOT_DIE
from ludoteca.dale import mechanics as m
from ludoteca.dale.notation import parse
from ludoteca.dale.positions import from_spec

from testkit.dale import names, refused
from testkit.dale import accepts, payments


CHAM = ["macaws", "chameleons", "squirrels"]
OCEL = ["macaws", "ocelots", "squirrels"]


def pos(folk, hand, other_discard=(), stall=(), slots=None, deck=None, discard=()):
    return from_spec({
        "animalfolk": folk, "seed": 17,
        "market": {"slots": slots or ["Shattered Relic", "Acorn", "Acorn", "Acorn", "Cookies"],
                   "deck": ["Empty Chest", "Cookies"]},
        "junk": {"pile": 2},
        "player": [{"hand": list(hand), "stall": [list(x) for x in stall],
                    "deck": deck if deck is not None else ["junk"] * 5,
                    "discard": list(discard)},
                   {"hand": ["junk"] * 3, "discard": list(other_discard)}]})


# --------------------------------------------------------------------------------------------
def test_chameleon_must_copy_rule_dale_passive_mandatory():
    """dale.passive.mandatory: seat 2's discard top is Cookies, so Reflection must copy it:
    "build Reflection as Cookies" (macaws 2) is stack 2; plain "build Reflection" is refused."""
    s = pos(CHAM, ["Reflection", "junk"], other_discard=["junk", "Cookies"],
            stall=[["Swift Broker"]])
    assert parse("build Reflection as Cookies") in s.legal_actions()
    assert ("build", ("Reflection",)) not in s.legal_actions()
    refused(s, parse("build Reflection"), "dale.passive.mandatory")


def test_may_passive_is_optional_rule_dale_passive_mandatory():
    """dale.passive.mandatory: Accordion says "may": with 4 stacks built, Accordion alone (5) is
    stack 5, and Accordion+1 (6) / Accordion-1 (4) are not stack 5."""
    s = pos(CHAM, ["Accordion", "junk"],
            stall=[["Swift Broker"], ["Cookies"], ["Shattered Relic"], ["Spyglass"]])
    builds = [a for a in s.legal_actions() if a[0] == "build"]
    assert builds == [("build", ("Accordion",))]


def test_ability_again_after_returning_rule_dale_passive_reuse():
    """dale.passive.reuse: Bold Haggler's ability is used (no second use while it stays in
    hand: refused with dale.passive.reuse); Swift Broker (+) discards the hand (Bold Haggler)
    and draws 1: the deck is empty, so the discard pile — only Bold Haggler — becomes the deck
    and Bold Haggler comes back. Its ability may be used again."""
    s = pos(OCEL, ["Bold Haggler", "Swift Broker"], deck=[])
    haggler = s.hands[0][0]
    assert ("use", "Bold Haggler") in s.legal_actions()
    s.apply(("use", "Bold Haggler"))
    assert s.actions_left == 1  # a free ability uses no action
    tok = m.token(s, haggler)
    assert not any(a[0] == "use" for a in s.legal_actions())
    refused(s, ("use", tok), "dale.passive.reuse")
    s.apply(parse("play Swift Broker"))
    assert s.hands[0] == [haggler]
    uses = [a for a in s.legal_actions() if a[0] == "use"]
    assert len(uses) == 1 and uses[0][1].startswith("Bold Haggler")
    s.apply(uses[0])
    assert sum(1 for e in s.effects if e[0] == "add" and e[1] == haggler) == 2


def test_altered_value_everywhere_rule_dale_value_altered():
    """dale.value.altered: after Flashy Show every card counts 1 more, for paying and building:
    Cookies (2+1 = 3) alone pays Shattered Relic at +0 (price 3), and Swift Broker (1+1 = 2)
    alone is stack 2."""
    s = pos(CHAM, ["Flashy Show", "Cookies", "Swift Broker"], stall=[["Swift Broker"]])
    assert not accepts(s, "buy +0 with Cookies")  # printed 2 < 3
    s.apply(parse("play Flashy Show"))
    cookies = next(c for c in s.hands[0] if s.type_of(c).name == "Cookies")
    assert m.value_of(s, cookies) == 3
    assert accepts(s, "buy +0 with Cookies")
    assert parse("build Swift Broker") in s.legal_actions()
    s.apply(parse("build Swift Broker"))
    assert names(s, s.stalls[0][1]) == ["Swift Broker"]


def _blindfold_set(s, value):
    """Play Blindfold on the first junk of seat 1's hand; seat 2 guesses 8 (wrong: no card is
    worth 8 here); seat 1 sets ``value``. Returns the junk's card id."""
    junk = next(c for c in s.hands[0] if s.type_of(c).is_junk)
    s.apply(parse("play Blindfold"))
    s.apply(("pick", m.token(s, junk), 1))
    assert s.decision().kind == "guess" and s.decision().player == 1
    s.apply(parse("guess 8"))
    assert s.decision().kind == "blindfold_value"
    s.apply(("value", value))
    return junk


def test_flashy_then_set_rule_dale_value_order():
    """dale.value.order: Flashy Show (+1) then Blindfold sets the junk to 3: 1+1 = 2, then set
    → 3. The other junk counts 2. The junk pays Shattered Relic (price 3) alone."""
    s = pos(OCEL, ["Flashy Show", "Blindfold", "junk", "junk"])
    s.apply(parse("play Flashy Show"))
    junk = _blindfold_set(s, 3)
    other = next(c for c in s.hands[0] if c != junk and s.type_of(c).is_junk)
    assert m.value_of(s, junk) == 3
    assert m.value_of(s, other) == 2
    assert s.actions_left == 1
    assert ("buy", 0, ("junk=3",)) in payments(s)


def test_set_then_flashy_rule_dale_value_order():
    """dale.value.order, other order: Blindfold sets the junk to 3, then Flashy Show (+1) → 4.
    The junk alone pays a price of 4 (Spyglass at +0)."""
    s = pos(OCEL, ["Flashy Show", "Blindfold", "junk", "junk"],
            slots=["Spyglass", "Acorn", "Acorn", "Acorn", "Cookies"])
    junk = _blindfold_set(s, 3)
    assert m.value_of(s, junk) == 3
    s.apply(parse("play Flashy Show"))
    assert m.value_of(s, junk) == 4
    assert ("buy", 0, ("junk=4",)) in payments(s)


def test_haggler_then_set_and_set_then_haggler_rule_dale_value_order():
    """dale.value.order with Bold Haggler: rolling first then setting gives the set value (5),
    whatever the roll; setting first (2) then rolling gives 2 + roll, roll ∈ die faces."""
    s = pos(OCEL, ["Bold Haggler", "Blindfold", "junk"])
    haggler = s.hands[0][0]
    s.apply(("use", "Bold Haggler"))
    s.apply(parse("play Blindfold"))
    s.apply(("pick", m.token(s, haggler), 1))
    s.apply(parse("guess 8"))  # Haggler is 1 + (0..3) ≤ 4: 8 is wrong
    s.apply(("value", 5))
    assert m.value_of(s, haggler) == 5

    s = pos(OCEL, ["Bold Haggler", "Blindfold", "junk"])
    haggler = s.hands[0][0]
    s.apply(parse("play Blindfold"))
    s.apply(parse("pick Bold Haggler for seat 2"))
    s.apply(parse("guess 8"))
    s.apply(("value", 2))
    s.apply(("use", m.token(s, haggler)))
    (roll,) = [e[2] for e in s.effects if e[0] == "add" and e[1] == haggler]
    assert roll in OCELOT_DIE
    assert m.value_of(s, haggler) == 2 + roll


def test_chameleon_is_the_copied_card_rule_dale_copy_identity():
    """dale.copy.identity: Reflection copying Spyglass (seat 2's discard top) is a Spyglass: it
    can be played as a technique and it pays as a 4 (Shattered Relic at +1 costs 3+1 = 4)."""
    s = pos(CHAM, ["Reflection", "junk"], other_discard=["Spyglass"],
            slots=["Acorn", "Shattered Relic", "Acorn", "Acorn", "Cookies"])
    acts = s.legal_actions()
    assert parse("play Reflection as Spyglass") in acts
    assert parse("buy +1 with Reflection as Spyglass") in payments(s)
    s.apply(parse("play Reflection as Spyglass"))
    assert s.decision().kind == "spyglass_keep"


def test_chameleon_without_target_rule_dale_copy_identity():
    """dale.copy.identity: with no valid target (seat 2's discard pile is empty) Reflection is a
    plain chameleon of value 2: alone it is stack 2."""
    s = pos(CHAM, ["Reflection", "junk"], stall=[["Swift Broker"]])
    assert parse("build Reflection") in s.legal_actions()
    s.apply(parse("build Reflection"))
    assert names(s, s.stalls[0][1]) == ["Reflection"]


def test_chameleon_copying_junk_is_junk_rule_dale_copy_identity():
    """dale.copy.identity: Reflection copying junk (seat 2's discard top) is junk: value 1, and
    it may not be a stack without Stashing Vendor (dale.stall.no_junk)."""
    s = pos(CHAM, ["Reflection", "Cookies"], other_discard=["junk"])
    refused(s, parse("build Reflection as junk"), "dale.stall.no_junk")
    assert not any(a[0] == "build" for a in s.legal_actions())
    assert accepts(s, "buy +0 with Cookies, Reflection as junk")  # 2+1 = 3
