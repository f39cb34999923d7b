"""The remaster edition's tests: a package, so that their module names (test_macaws …) do not
clash with the classic decks' tests of the same names (pytest's default import mode)."""
