"""The remaster edition of Dale of Merchants (2026, six parts of six decks; issue 30).

One module per animalfolk deck, named by its key (``dodos.py``), each holding one
``deck = Deck(...)`` (:class:`~ludoteca.dale.card_rules.Deck`) with ``edition="remaster"``,
listed in :data:`ludoteca.dale.editions.REMASTER` in card-id order; :mod:`.rules` declares the
edition's rule changes (``editions.EDITION_SHARED``). The remaster is a second ruleset beside
the classic one, not a set of branches inside it:

* a deck that keeps cards of the classic edition reuses their declarations:
  ``deck = classic.deck.reprint(rows, module=__name__, edition="remaster", keep=[...])``
  (a deck printed exactly as the classic one: ``deck = shared.unchanged(classic.deck,
  __name__)``);
* a reworked card is declared anew under its name in the remaster deck's module (its
  summary is the message ``card.remaster.<name>``), the unchanged ones are kept by the
  reprint;
* a new deck is declared as every classic deck is;
* the step shapes several remaster decks share are bases in :mod:`.shared` (nothing is
  declared there: a deck subclasses them and declares its own steps).

Importing a module here registers nothing; the edition's ruleset is built by
:func:`ludoteca.dale.editions.ruleset` (``"remaster"``). Mechanics are restated in
docs/rules/dale-remaster.md; rulings of the edition are in docs/rulings.md under
"Remaster".
"""
