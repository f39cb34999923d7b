"""The animalfolk decks: one module per deck, each holding one
:class:`~ludoteca.dale.card_rules.Deck` named ``deck`` on which it declares its cards, their
effects, steps, abilities, hooks and listeners; ``common`` and ``spending`` declare the steps
several decks share (``shared``). Importing this package, or a deck module, registers nothing:
an edition's :class:`~ludoteca.dale.ruleset.Ruleset` merges the declarations of its explicit
list of decks (:mod:`ludoteca.dale.editions`).
"""
