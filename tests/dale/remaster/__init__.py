"""Tests of the remaster edition (a package: its test modules share basenames with the classic decks' tests in tests/dale/animalfolk)."""
