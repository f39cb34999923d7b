"""The remaster edition's deck tests (a package, so that their module names, test_<deck>, do not
clash with the classic decks' tests of the same names in tests/dale/animalfolk)."""
