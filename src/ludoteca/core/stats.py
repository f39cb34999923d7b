"""Small statistics for tournaments: Wilson score intervals and percentiles (stdlib only)."""

from __future__ import annotations

import math
from typing import Sequence

#: The normal quantile of a two-sided 95% interval.
Z95 = 1.959963984540054


def wilson(successes: int, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95% by default).

    ``p = k/n``; centre ``(p + z²/2n) / (1 + z²/n)``; half-width
    ``z / (1 + z²/n) * sqrt(p(1-p)/n + z²/4n²)``. Unlike ``p ± z·sqrt(p(1-p)/n)`` it stays
    inside [0, 1] and is sensible for 0 or n successes.

    Returns:
        ``(low, high)`` with ``0 <= low <= k/n <= high <= 1`` always: exactly ``low == 0.0``
        for no successes and ``high == 1.0`` when every trial succeeded (the formula in
        floating point gives 1e-17 and 0.9999999999999999 there, which would put the
        proportion outside its own interval and make error bars ``p - low``, ``high - p``
        negative); ``(0.0, 1.0)`` when there are no trials.

    Raises:
        ValueError: for negative counts or more successes than trials.
    """
    if trials < 0 or successes < 0 or successes > trials:
        raise ValueError(f"need 0 <= successes <= trials, got {successes} of {trials}")
    if trials == 0:
        return (0.0, 1.0)
    n = trials
    p = successes / n
    z2 = z * z
    denom = 1.0 + z2 / n
    centre = (p + z2 / (2 * n)) / denom
    half = z / denom * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n))
    low = 0.0 if successes == 0 else min(p, max(0.0, centre - half))
    high = 1.0 if successes == trials else max(p, min(1.0, centre + half))
    return (low, high)


def percentile(values: Sequence[float], q: float) -> float | None:
    """The ``q``-th percentile (0–100) by linear interpolation between closest ranks, or None
    for no values."""
    if not values:
        return None
    xs = sorted(values)
    if len(xs) == 1:
        return float(xs[0])
    pos = (len(xs) - 1) * q / 100.0
    lo = math.floor(pos)
    hi = min(lo + 1, len(xs) - 1)
    return xs[lo] + (xs[hi] - xs[lo]) * (pos - lo)
