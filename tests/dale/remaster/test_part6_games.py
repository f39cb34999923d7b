"""The six decks of the remaster's part 6 together (docs/rules/dale-remaster.md): seeded games
of 2, 3 and 4 players, each decision by the greedy policy with probability 0.3 else at random,
checked at every step by ``testkit.dale.play_checked_game`` (cards conserved, listed actions
only, notation and JSON round trips, views, clones, hidden permutations, a replay from the
seed), under a remaster ruleset of these six decks; several clock decks share one clock
(``dale.remaster.clock``). Every card with an action or a step of its own is played at least
once over the games."""

from __future__ import annotations

from collections import Counter

from testkit.dale import mixed_policy, play_checked_game

from ludoteca.dale import editions

PART6 = ["gorillas", "walruses", "tasmanian_devils", "junglefowls", "mongooses", "bats"]
RULES = editions.build("remaster", PART6)

#: what shows a card was played: its name (a technique played or an ability used)
PLAYED = {
    "Stubborn Isolationist", "Teacher of Fables", "Pure Strength", "Blunt Education",
    "Slappy Tappy", "Sea Salt", "Salvage", "Shrewd Trickster", "Disruptive Speech",
    "Tit for Tat", "Shameless Rummage", "Public Humiliation", "Early Riser", "Morning Duty",
    "Sewing Essentials", "Feather Duster", "Dramatic Romantic", "Serenade",
    "Selecting Contracts", "Bouquets", "Sneaky Scout", "False Alarm", "Heroic Deed",
    "Secret Mission",
}


def test_seeded_games_of_the_six_decks():
    seen: Counter = Counter()
    for seed in range(1, 13):
        n = 2 + seed % 3
        decks = [PART6[(seed + k) % 6] for k in range(n + 1)]
        g = play_checked_game(n, seed, folk=decks, rng=f"p6-{n}-{seed}", rules=RULES,
                              policy=mixed_policy(n, 0.3), turn_cap=80)
        for kind, a in zip(g.kinds, g.history):
            if kind != "action":
                seen[kind] += 1
            elif a[0] in ("play", "use"):
                seen[a[1]] += 1
        clocked = any(d in decks for d in ("junglefowls", "mongooses", "bats"))
        assert ("clock" in g.state.extra) == clocked  # one clock per seat, only with them
        if clocked:
            assert len(g.state.extra["clock"]) == n
    assert not sorted(k for k in PLAYED if not seen[k])
