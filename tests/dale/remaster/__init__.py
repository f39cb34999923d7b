"""Tests of the remaster edition: a package, so that their module names do not collide with
the classic decks' tests of the same basename (tests/dale/animalfolk)."""
