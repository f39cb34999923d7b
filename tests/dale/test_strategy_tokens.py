"""The greedy policy reads card tokens with the one token grammar (issue #12, item 5)."""

from ludoteca.dale import strategy
from ludoteca.dale.editions import classic as _classic
TYPES = _classic().types


def test_identity_card_and_value_of_tokens():
    assert strategy._identity("Reflection as Spyglass") == "Spyglass"
    assert strategy._identity("discard:junk") == "junk"
    assert strategy._identity("Accordion+1") == "Accordion"
    assert strategy._card_of("Reflection as Spyglass") == "Reflection"
    assert strategy._card_of("Bold Haggler=3") == "Bold Haggler"
    # Accordion counts its hand value, one more in a stack; a copy its copied card's value
    assert strategy._token_value(_classic(), "Accordion+1", {"Accordion": 2}) == 3
    assert strategy._token_value(_classic(), "Reflection as Spyglass", {}) == TYPES["Spyglass"].value
