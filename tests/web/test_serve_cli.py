"""`ludoteca serve` at the command line: the address printed, and bad input as one line with
exit code 2 (a file that is not a game database, an address already in use)."""

from __future__ import annotations

import re
import socket
import subprocess
import sys
import time
import urllib.request

SERVE = [sys.executable, "-m", "ludoteca.cli.main", "serve"]


def test_a_file_that_is_not_a_game_database_is_one_line_and_exit_2(tmp_path):
    bad = tmp_path / "notes.sqlite3"
    bad.write_text("my shopping list\n", encoding="utf-8")
    done = subprocess.run(SERVE + ["--db", str(bad), "--port", "0"], capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and "not a Ludoteca game database" in done.stderr
    assert "Traceback" not in done.stdout + done.stderr
    assert bad.read_text(encoding="utf-8") == "my shopping list\n"


def test_a_busy_port_is_one_line_and_exit_2_and_port_0_picks_a_free_one(tmp_path):
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        done = subprocess.run(SERVE + ["--db", str(tmp_path / "g.sqlite3"), "--port",
                                       str(port), "--lang", "ca"],
                              capture_output=True, text=True, timeout=120)
        assert done.returncode == 2, done.stderr
        assert f"no es pot escoltar a 127.0.0.1:{port}" in done.stderr
        assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr
    proc = subprocess.Popen(SERVE + ["--db", str(tmp_path / "g.sqlite3"), "--port", "0"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        line = proc.stdout.readline()
        url = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
        assert url and int(url.group(1)) > 0, line
        deadline = time.monotonic() + 60
        while True:
            try:
                with urllib.request.urlopen(url.group(0), timeout=5) as r:
                    assert "<form" in r.read().decode()
                break
            except OSError:
                assert proc.poll() is None and time.monotonic() < deadline
                time.sleep(0.1)
    finally:
        proc.terminate()
        proc.wait(timeout=30)
        proc.stdout.close()
        proc.stderr.close()


def test_the_address_is_printed_only_once_the_server_accepts_connections(tmp_path):
    """No retry: the first request after the line is answered (the app started, the socket
    listening), table creation included."""
    for _ in range(3):
        proc = subprocess.Popen(SERVE + ["--db", str(tmp_path / "g.sqlite3"), "--port", "0"],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        try:
            line = proc.stdout.readline()
            url = re.search(r"http://127\.0\.0\.1:(\d+)/", line).group(0)
            req = urllib.request.Request(url + "api/tables", method="POST",
                                         data=b'{"seats": ["human", "human"]}',
                                         headers={"Content-Type": "application/json"})
            with urllib.request.urlopen(req, timeout=60) as r:
                assert r.status == 200
        finally:
            proc.terminate()
            proc.wait(timeout=30)
            proc.stdout.close()
            proc.stderr.close()


def test_a_scenario_directory_that_is_not_one_is_one_line_and_exit_2(tmp_path):
    done = subprocess.run(SERVE + ["--db", str(tmp_path / "g.sqlite3"), "--port", "0",
                                   "--scenarios", str(tmp_path / "nowhere")],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 2
    assert "Traceback" not in done.stdout + done.stderr
    assert done.stderr.count("\n") == 1 and "nowhere" in done.stderr


def test_several_processes_on_one_port_need_a_shared_store(tmp_path):
    done = subprocess.run(SERVE + ["--db", str(tmp_path / "g.sqlite3"), "--port", "0",
                                   "--reuse-port"], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 2 and done.stderr.count("\n") == 1
    assert "--reuse-port needs --postgres" in done.stderr
    done = subprocess.run(SERVE + ["--postgres", "mysql://x", "--port", "0"],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 2 and "--postgres takes a PostgreSQL URL" in done.stderr
