"""Smoke test of benchmarks/bench_engine.py: its functions run on a tiny budget and the JSON
report has the documented shape. No timing is asserted (benchmarks are run by hand)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

BENCH_DIR = Path(__file__).resolve().parents[1] / "benchmarks"
# On sys.path (not loaded from a file spec) so that the benchmark's spawned child processes
# can import the module too.
sys.path.insert(0, str(BENCH_DIR))
import bench_engine as bench  # noqa: E402

TINY = dict(seconds=0.05, rounds=2, states=4, micro_seconds=0.01, ismcts_iterations=3,
            ismcts_decisions=1, games=3, scale_games=2, random_turns=20, peers=False,
            pin=False)


@pytest.fixture(scope="module")
def report():
    return bench.run_benchmark(bench.Config(**TINY))


def _number_or_none(v):
    return v is None or (isinstance(v, (int, float)) and not isinstance(v, bool))


def test_json_shape(report):
    data = json.loads(json.dumps(report.to_json()))  # JSON-ready all the way down
    assert set(data) >= {"figures", "targets"}
    figures = data["figures"]
    assert isinstance(figures, dict)
    for n in bench.PLAYER_COUNTS:
        for key in ("random_decisions_per_s", "random_games_per_s", "random_decisions_per_game",
                    "clone_us", "legal_actions_us", "state_bytes"):
            name = f"dale_{n}p_{key}"
            assert isinstance(figures[name], (int, float)) and figures[name] > 0, name
    for key in ("dale_ismcts_iterations_per_s", "dale_sim_scaling",
                "ratio_dale_2p_vs_uno_steps", "ratio_dale_2p_vs_crazy_eights_steps",
                "ratio_dale_2p_clone_vs_crazy_eights_clone", "dale_ismcts_int_iterations_per_s",
                "bot_greedy_int_games_per_s", "ratio_greedy_int_vs_greedy_games",
                "ratio_ismcts_int_vs_ismcts_iterations", "ratio_dale_int_2p_vs_uno_steps",
                "pyminion_decisions_per_s", "ratio_greedy_vs_pyminion_decisions"):
        assert key in figures and _number_or_none(figures[key]), key
    # issue 18: the integer space's playout (CPU and wall), clone, today's greedy
    for key in ("dale_int_2p_random_sub_decisions_per_s",
                "dale_int_2p_random_sub_decisions_per_s_wall",
                "dale_int_2p_random_whole_actions_per_s", "dale_int_2p_clone_us",
                "dale_2p_random_decisions_per_s_wall", "bot_greedy_games_per_s",
                "bot_greedy_decisions_per_s",
                "ratio_dale_int_2p_whole_vs_today"):
        assert isinstance(figures[key], (int, float)) and figures[key] > 0, key
    # a whole action is one or more sub-decisions
    assert figures["dale_int_2p_random_sub_decisions_per_whole_action"] >= 1
    assert data["meta"]["build"] in ("pure", "compiled")
    assert len(data["meta"]["machine"]["load_average_at_start"]) == 3
    for key in ("dale_sim_games_per_s", "dale_sim_peak_rss_mb", "dale_sim_base_rss_mb",
                "dale_sim_games_per_s_workers1", "dale_sim_games_per_s_workers2"):
        assert isinstance(figures[key], (int, float)) and figures[key] > 0, key
    assert figures["dale_sim_games"] == TINY["games"]
    for value in figures.values():
        assert _number_or_none(value) or isinstance(value, str)


def test_targets_shape(report):
    targets = report.to_json()["targets"]
    names = [t["name"] for t in targets]
    assert names == ["int_vs_uno_steps_pure", "int_vs_uno_steps", "int_vs_crazy_eights_steps",
                     "greedy_vs_pyminion_pure", "greedy_vs_pyminion",
                     "greedy_int_vs_greedy", "ismcts_int_vs_ismcts",
                     "dale_clone_vs_crazy_eights_clone_pure",
                     "dale_clone_vs_crazy_eights_clone", "sim_scaling_workers"]
    for t in targets:
        assert set(t) >= {"name", "value", "goal", "pass"}
        assert isinstance(t["pass"], bool)
        assert _number_or_none(t["value"])
        assert isinstance(t["goal"], (int, float))
        assert t["op"] in (">=", "<=")


def test_missing_peers_are_na_and_fail(report):
    figures = report.figures
    assert figures["ratio_dale_2p_vs_uno_steps"] is None
    assert figures["ratio_dale_2p_vs_crazy_eights_steps"] is None
    assert figures["ratio_greedy_vs_pyminion_decisions"] is None
    assert figures["pyminion_na"].startswith("peers not measured")
    peer_targets = [t for t in report.targets
                    if "uno" in t.name or "crazy" in t.name or "pyminion" in t.name]
    assert len(peer_targets) == 7
    for t in peer_targets:
        assert t.value is None and t.passed is False and t.note.startswith("n/a")


def test_pyminion_peer_runs_when_installed():
    pytest.importorskip("pyminion")
    res = bench.pyminion_big_money(0.05)
    # BigMoney decides about twice a turn (treasures, then one buy) over games of 10-30 turns
    assert 10 <= res["decisions_per_game"] <= 200
    assert res["decisions_per_s"] > 0


def test_a_missing_peer_is_skipped_with_its_reason(monkeypatch):
    def missing(*_args, **_kw):
        raise ModuleNotFoundError("No module named 'pyminion'")

    monkeypatch.setattr(bench, "pyminion_big_money", missing)
    monkeypatch.setattr(bench, "openspiel_game", missing)
    monkeypatch.setattr(bench, "rlcard_uno", missing)
    rep = bench.run_benchmark(bench.Config(**{**TINY, "peers": True, "scale_games": 0}))
    assert rep.figures["pyminion_na"] == "ModuleNotFoundError: No module named 'pyminion'"
    assert rep.figures["pyminion_decisions_per_s"] is None
    assert any(n.startswith("pyminion: n/a") for n in rep.notes)
    peer_targets = [t for t in rep.targets if "pyminion" in t.name]
    assert len(peer_targets) == 2
    for t in peer_targets:
        assert t.value is None and t.passed is False and t.note.startswith("n/a")


def test_command_line_writes_json(tmp_path, capsys):
    out = tmp_path / "bench.json"
    code = bench.main(["--quick", "--no-peers", "--no-pin", "--seconds", "0.05",
                       "--games", "2", "--scale-games", "0", "--random-turns", "10",
                       "--ismcts-iterations", "2", "--ismcts-decisions", "1",
                       "--json", str(out)])
    assert code == 0
    data = json.loads(out.read_text())
    assert isinstance(data["figures"], dict) and isinstance(data["targets"], list)
    assert all(isinstance(t["pass"], bool) for t in data["targets"])
    scaling = [t for t in data["targets"] if t["name"] == "sim_scaling_workers"][0]
    assert scaling["value"] is None and scaling["pass"] is False
    printed = capsys.readouterr().out
    assert "met" in printed and "load average (1, 5, 15 min) at start" in printed


def test_profile_groups_cover_every_sample():
    groups = bench.profile_groups(0.05, 10, iterations=2)
    assert list(groups) == list(bench.PROFILED)
    names = [g for g, _ in bench.PROFILE_GROUPS] + ["other"]
    for kind, data in groups.items():
        assert list(data["shares"]) == names, kind
        if data["samples"]:
            assert abs(sum(data["shares"].values()) - 1) < 1e-9, kind
    text = bench.format_groups(groups)
    assert "listing legal actions" in text and "knowledge" in text
