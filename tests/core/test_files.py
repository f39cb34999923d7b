"""Reading and writing user files (issue 14, "Files and the store"): non-regular inputs are
refused without reading, sizes are capped, writes go through symlinks, refuse FIFOs and
devices, keep permissions and stay atomic."""

from __future__ import annotations

import os
import stat

import pytest

from testkit.cli import POSITION, run_cli
from ludoteca.core.files import FileProblem, read_text_file, write_text_atomic


@pytest.fixture
def fifo(tmp_path):
    path = tmp_path / "pipe"
    os.mkfifo(path)
    return path


@pytest.mark.parametrize("path", ["/dev/zero", "/dev/urandom", "/dev/null"])
def test_a_device_is_refused_without_reading(path):
    with pytest.raises(FileProblem) as info:
        read_text_file(path)
    assert "not a regular file" in str(info.value) and path in str(info.value)


def test_a_fifo_and_a_directory_are_refused_without_hanging(fifo, tmp_path):
    with pytest.raises(FileProblem, match="FIFO"):
        read_text_file(fifo)
    with pytest.raises(FileProblem, match="directory"):
        read_text_file(tmp_path)


def test_a_file_over_the_cap_is_refused_and_one_at_the_cap_is_read(tmp_path):
    path = tmp_path / "big.toml"
    path.write_text("#" * 100)
    assert read_text_file(path, max_bytes=100) == "#" * 100
    with pytest.raises(FileProblem, match="more than the 99"):
        read_text_file(path, max_bytes=99)


def test_text_that_is_not_utf8_names_its_line(tmp_path):
    path = tmp_path / "x.toml"
    path.write_bytes(b"a = 1\nb = '\xff'\n")
    with pytest.raises(FileProblem) as info:
        read_text_file(path)
    assert info.value.line == 2


def test_a_write_goes_through_a_symlink_and_keeps_permissions(tmp_path):
    real = tmp_path / "real.rec"
    real.write_text("old")
    os.chmod(real, 0o640)
    link = tmp_path / "link.rec"
    link.symlink_to(real)
    write_text_atomic(link, "new")
    assert link.is_symlink() and os.readlink(link) == str(real)
    assert real.read_text() == "new"
    assert stat.S_IMODE(os.stat(real).st_mode) == 0o640
    assert sorted(p.name for p in tmp_path.iterdir()) == ["link.rec", "real.rec"]  # no temp


def test_a_fifo_or_a_device_target_is_refused_and_left_alone(fifo):
    with pytest.raises(FileProblem, match="FIFO"):
        write_text_atomic(fifo, "x")
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)
    with pytest.raises(FileProblem, match="device"):
        write_text_atomic("/dev/null", "x")
    assert stat.S_ISCHR(os.stat("/dev/null").st_mode)


def test_a_failed_write_names_the_users_path_never_the_temporary_file(tmp_path):
    target = tmp_path / "missing" / "x.toml"
    with pytest.raises(FileProblem) as info:
        write_text_atomic(target, "x")
    assert str(target) in str(info.value) and ".tmp" not in str(info.value)


# -- through the command line ----------------------------------------------------------------
@pytest.mark.parametrize("argv", [
    ["check", "dale", "/dev/zero", "inventory"],
    ["moves", "dale", "/dev/urandom"],
    ["show", "dale", "/dev/zero"],
    ["replay", "/dev/urandom"],
    ["play", "dale", "--from", "/dev/zero", "--seats", "greedy,greedy"],
])
def test_commands_refuse_devices_in_one_line_exit_2(argv, capsys, monkeypatch, tmp_path):
    monkeypatch.setenv("LUDOTECA_DB", str(tmp_path / "g.db"))
    code, out, err = run_cli(capsys, monkeypatch, argv)
    assert code == 2
    text = (out + err).strip()
    assert len(text.splitlines()) == 1 and "regular file" in text and "Traceback" not in text


def test_play_refuses_a_fifo_as_record_before_playing(fifo, capsys, monkeypatch, tmp_path):
    code, out, err = run_cli(capsys, monkeypatch, [
        "play", "dale", "--seats", "greedy,greedy", "--seed", "1", "--record", fifo,
        "--db", tmp_path / "g.db"])
    assert code == 2 and "FIFO" in err and out == ""
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)
    assert not (tmp_path / "g.db").exists()  # nothing was started


def test_play_writes_its_record_through_a_symlink(capsys, monkeypatch, tmp_path):
    real = tmp_path / "games" / "last.rec"
    real.parent.mkdir()
    real.write_text("")
    os.chmod(real, 0o600)
    link = tmp_path / "last.rec"
    link.symlink_to(real)
    code, out, err = run_cli(capsys, monkeypatch, [
        "play", "dale", "--seats", "greedy,greedy", "--seed", "1", "--record", link,
        "--db", tmp_path / "g.db", "--max-turns", "3"])
    assert code == 0, err
    assert link.is_symlink() and real.read_text().startswith("ludoteca-record 1")
    assert stat.S_IMODE(os.stat(real).st_mode) == 0o600


def test_save_in_play_writes_no_seed_and_refuses_a_fifo(fifo, capsys, monkeypatch, tmp_path):
    import tomllib

    saved = tmp_path / "pos.toml"
    code, out, err = run_cli(capsys, monkeypatch, [
        "play", "dale", "--seats", "human,greedy", "--seed", "4", "--db", tmp_path / "g.db"],
        stdin=f"save {saved}\nsave {fifo}\n")
    assert code == 0, err
    assert "seed" not in tomllib.loads(saved.read_text())
    assert "FIFO" in out and stat.S_ISFIFO(os.stat(fifo).st_mode)


def test_a_position_file_is_read_only_once_and_never_written(tmp_path, capsys, monkeypatch):
    path = tmp_path / "pos.toml"
    path.write_text(POSITION)
    os.chmod(path, 0o444)
    code, out, _ = run_cli(capsys, monkeypatch, ["moves", "dale", path])
    assert code == 0 and out
    assert path.read_text() == POSITION


def test_save_referee_is_refused_at_the_table(capsys, monkeypatch, tmp_path):
    """A referee save shows every hand and the random state: never to a person while the game
    runs (docs/security.md), even alone against bots. From Python it reloads to the same
    state hash."""
    from ludoteca.dale.engine import new_game
    from ludoteca.dale.positions import load_position, to_toml
    from ludoteca.dale.records import state_hash

    ref = tmp_path / "ref.toml"
    code, out, err = run_cli(capsys, monkeypatch, [
        "play", "dale", "--seats", "human,greedy", "--seed", "4", "--db", tmp_path / "g.db"],
        stdin=f"save --referee {ref}\n")
    assert code == 0, err
    assert not ref.exists() and "Not saved: a referee save shows every hand" in out
    state = new_game(2, seed=4)
    ref.write_text(to_toml(state, referee=True), encoding="utf-8")
    assert state_hash(load_position(str(ref))) == state_hash(state)
