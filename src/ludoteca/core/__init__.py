"""Game-agnostic pieces: errors with rule ids, the seeded RNG, the rule catalogue."""
