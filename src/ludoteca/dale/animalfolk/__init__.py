"""The animalfolk decks: one module per deck, each registering its cards and their rules in
:mod:`ludoteca.dale.card_rules` (technique effects, effect steps with their declared frames,
abilities, card hooks — the list of hooks is there). Importing this package loads every deck in
id order and checks that the registered rules are complete (``check_cards``).
"""

from __future__ import annotations

from ludoteca.dale.card_rules import (  # noqa: F401 (the decks' vocabulary, re-exported)
    TECHNIQUES,
    STEPS,
    FRAMES,
    ABILITIES,
    HOOKS,
    TURN_EFFECTS,
    PAY_LIFTS_OVERPAY,
    PAY_FROM_BIN,
    ENGINE_FRAMES,
    CardRulesError,
    Step,
    technique,
    decision,
    ability,
    hooks,
    hook_table,
    hook,
    turn_effect_card,
    deck_has,
    check_cards,
    pushed_kinds,
)

# The decks register on import, in id order (the ids of a deck's cards follow from it).
from ludoteca.dale.animalfolk import (  # noqa: E402,I001
    macaws,
    pandas,
    raccoons,
    squirrels,
    ocelots,
    chameleons,
    platypuses,
    sloths,
    crocodiles,
    foxes,
    polecats,
    owls,
    beavers,
    desert_monitors,
    lemurs,
    magpies,
    echidnas,
    hares,
    tree_kangaroos,
    penguins,
    tuataras,
    turtles,
    tasmanian_devils,
    pangolins,
    gulls,
    mongooses,
    bats,
)


def _check_box() -> None:
    from ludoteca.dale import cards

    if cards.ANIMALFOLK[: len(cards.DALE1_BOX)] != cards.DALE1_BOX:
        raise CardRulesError(f"the classic decks must be registered first and in the order "
                             f"{cards.DALE1_BOX} (their card ids), not {cards.ANIMALFOLK}")


_check_box()
check_cards()

__all__ = ["TECHNIQUES", "STEPS", "FRAMES", "ABILITIES", "HOOKS", "TURN_EFFECTS",
           "PAY_LIFTS_OVERPAY", "PAY_FROM_BIN", "CardRulesError", "technique", "decision", "ability", "hooks", "hook_table", "hook",
           "turn_effect_card", "deck_has", "check_cards", "pushed_kinds",
           "macaws", "pandas", "raccoons", "squirrels", "ocelots", "chameleons", "platypuses",
           "sloths", "crocodiles", "foxes", "polecats", "owls", "beavers", "desert_monitors",
           "lemurs", "magpies", "echidnas", "hares", "tree_kangaroos", "penguins", "tuataras",
           "turtles", "tasmanian_devils", "pangolins", "gulls", "mongooses", "bats"]
