"""A seeded random-number generator whose whole state is one integer.

Game states must be plain data with a cheap ``clone()`` (docs/architecture.md, contract 1), so the RNG
state lives inside the game state as a single int. ``random.Random`` keeps 625 words of state,
which would dominate cloning in tree search; SplitMix64 keeps 64 bits and passes BigCrush,
which is plenty for shuffling cards and rolling dice.

All functions are pure: they take the RNG state and return ``(new_state, result)``.
"""

from __future__ import annotations

_MASK = (1 << 64) - 1


def seed_state(seed: int) -> int:
    """Return an RNG state (int in [0, 2**64)) for an integer seed of any size or sign."""
    return seed & _MASK


def next_u64(state: int) -> tuple[int, int]:
    """Advance SplitMix64 once; return ``(new_state, 64-bit output)``."""
    state = (state + 0x9E3779B97F4A7C15) & _MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return state, z ^ (z >> 31)


def randbelow(state: int, n: int) -> tuple[int, int]:
    """Return ``(new_state, k)`` with k uniform in ``range(n)``; n must be >= 1.

    Raises:
        ValueError: if n < 1.
    """
    if n < 1:
        raise ValueError(f"randbelow needs n >= 1, got {n}")
    # Rejection sampling keeps the result exactly uniform.
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        state, x = next_u64(state)
        if x < limit:
            return state, x % n


def shuffle(state: int, items: list) -> int:
    """Shuffle ``items`` in place (Fisher–Yates); return the new RNG state."""
    for i in range(len(items) - 1, 0, -1):
        state, j = randbelow(state, i + 1)
        items[i], items[j] = items[j], items[i]
    return state
