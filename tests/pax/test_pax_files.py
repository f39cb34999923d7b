"""Issue 14 and issue 16.6 for Pax scenario files: what is read must be a regular file of a
capped size; saving is atomic, keeps permissions, writes through symlinks, refuses FIFOs and
devices, never names a temporary file, and the output is checked before any bid is typed."""

from __future__ import annotations

import os
import stat

import pytest

from ludoteca.core.errors import BadInput
from ludoteca.pax import files as F
from ludoteca.pax.scenario import load_file
from ludoteca.pax.scenarios import sample_text
from pax_helpers import game, run


@pytest.mark.parametrize("special", ["/dev/zero", "/dev/urandom", "/dev/null"])
def test_a_device_is_refused_before_it_is_read(special):
    if not os.path.exists(special):
        pytest.skip(f"{special} is missing here")
    with pytest.raises(BadInput, match="not a regular file"):
        F.read_text(special)
    r = run(["status", special])
    assert r.exit_code == 2
    assert r.stderr.strip().splitlines() == [
        f"error: {special} is not a regular file (a directory, a FIFO or a device)"]


def test_a_fifo_is_refused_without_hanging(tmp_path):
    fifo = tmp_path / "pipe.toml"
    os.mkfifo(fifo)
    r = run(["status", fifo])                         # would block forever if it were opened
    assert r.exit_code == 2 and "not a regular file" in r.stderr


def test_a_file_over_the_size_cap_is_refused(tmp_path):
    big = tmp_path / "big.toml"
    big.write_text(sample_text() + "#" * F.MAX_BYTES, encoding="utf-8")
    r = run(["status", big])
    assert r.exit_code == 2
    assert r.stderr.strip() == f"error: {big} is larger than 1000000 bytes: not a scenario file"


def test_saving_writes_through_a_symlink_and_keeps_permissions(tmp_path):
    real = game(tmp_path)
    os.chmod(real, 0o640)
    link = tmp_path / "link.toml"
    link.symlink_to(real)
    r = run(["sell", link, "Cacao Traders"])
    assert r.exit_code == 0, r.output
    assert link.is_symlink() and os.readlink(link) == str(real)      # still a link
    assert load_file(real).player("Alice").money == 6                # written through it
    assert stat.S_IMODE(os.stat(real).st_mode) == 0o640
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.toml", "link.toml"]  # no leftovers


@pytest.mark.parametrize("kind", ["fifo", "device"])
def test_saving_refuses_a_fifo_a_directory_or_a_device(tmp_path, kind):
    path = game(tmp_path)
    before = path.read_bytes()
    if kind == "fifo":
        target = tmp_path / "out.toml"
        os.mkfifo(target)
        words = "not a regular file (a FIFO or a device); refusing to write"
    else:
        target = tmp_path / "dev.toml"
        target.symlink_to("/dev/null")                   # a link to a device counts as one
        words = "not a regular file"
    r = run(["sell", path, "Cacao Traders", "--out", target])
    assert r.exit_code == 2 and words in r.stderr
    assert path.read_bytes() == before
    if kind == "fifo":
        assert stat.S_ISFIFO(os.stat(target).st_mode)   # not replaced by a regular file


def test_the_output_path_is_checked_before_any_bid_is_typed(tmp_path):
    path = game(tmp_path, "auction")
    r = run(["auction", path, "--initiator", "Alice", "--out", tmp_path / "no-dir" / "x.toml"],
            stdin="\n2\n\n1\n")
    assert r.exit_code == 2
    assert "the directory" in r.stderr and "does not exist" in r.stderr
    assert "Pass to" not in r.stdout and "Bids:" not in r.stdout     # nothing asked or revealed


def test_a_failed_write_names_the_file_not_a_temporary_one(tmp_path, monkeypatch):
    path = game(tmp_path)
    before = path.read_bytes()

    def broken(*args, **kwargs):
        raise OSError(28, "No space left on device", str(tmp_path / ".game.toml.x1y2.tmp"))

    monkeypatch.setattr(F.os, "replace", broken)
    r = run(["sell", path, "Cacao Traders"])
    assert r.exit_code == 2
    assert r.stderr.strip() == f"error: cannot write {path}: No space left on device"
    assert ".tmp" not in r.output
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.toml"]   # temp and backup gone


def test_the_old_file_is_kept_as_a_backup_while_the_new_one_is_written(tmp_path, monkeypatch):
    path = game(tmp_path)
    seen = []
    real_replace = os.replace

    def spy(src, dst):
        seen.append(sorted(p.name for p in tmp_path.iterdir()))
        backup = tmp_path / ".game.toml.bak"
        assert backup.read_bytes() == path.read_bytes()              # the old text, intact
        real_replace(src, dst)

    monkeypatch.setattr(F.os, "replace", spy)
    F.write_text(path, "x = 1\n")
    assert ".game.toml.bak" in seen[0]
    assert path.read_text() == "x = 1\n" and not (tmp_path / ".game.toml.bak").exists()


def test_a_read_only_file_is_refused_before_the_game_goes_on(tmp_path):
    if os.geteuid() == 0:
        pytest.skip("root may write anywhere")
    path = game(tmp_path)
    os.chmod(path, 0o444)
    r = run(["sell", path, "Cacao Traders"])
    assert r.exit_code == 2 and "no permission to write there" in r.stderr


def test_saving_refuses_a_directory_in_one_line(tmp_path, capsys, monkeypatch):
    import io
    import sys

    from ludoteca.cli.main import main

    path = game(tmp_path)
    target = tmp_path / "out.toml"
    target.mkdir()
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    assert main(["pax", "sell", str(path), "Cacao Traders", "--out", str(target)]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "is a directory" in err
    F_error = None
    try:
        F.check_output(target)
    except BadInput as e:
        F_error = str(e)
    assert F_error == f"{target}: this is a directory; give the name of a file"
