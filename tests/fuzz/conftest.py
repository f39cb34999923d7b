"""Prints the fuzz totals (inputs, internal errors, hangs) at the end of the session."""

from __future__ import annotations

from fuzz_support import COUNTS, EXAMPLES


def pytest_terminal_summary(terminalreporter):
    if COUNTS["inputs"]:
        terminalreporter.write_line(
            f"fuzz: {COUNTS['inputs']} inputs ({EXAMPLES} examples per test), "
            f"{COUNTS['internal errors']} internal errors, {COUNTS['hangs']} hangs")
