"""Issue 15, point 10: the project stands alone. The restated rules the docs cite are in the
repository (docs/rules/), and no code, test or doc points at a folder outside it."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
#: A path that leaves the repository: one that climbs above it (``../name``), or an absolute
#: path into a machine's top-level folders for projects and users.
OUTSIDE = re.compile(r"(?:^|[\s`'\"(=])(?:\.\./[A-Za-z_]|/(?:home|root|mnt|opt|srv|work)/)")


def _files():
    for top in ("src", "tests", "docs"):
        for path in sorted((ROOT / top).rglob("*")):
            if path.suffix in (".py", ".md", ".toml", ".po", ".pot", ".txt", ".rec"):
                yield path
    yield ROOT / "README.md"


#: A line that names a path outside on purpose (an attack the server must refuse, in its test
#: and in docs/security.md's list of attacks) says so with this mark.
ON_PURPOSE = "outside on purpose"


def test_nothing_points_outside_the_repository():
    found = [f"{p.relative_to(ROOT)}:{n}: {line.strip()}"
             for p in _files() if p.name != "test_standalone.py"
             for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), start=1)
             if OUTSIDE.search(line) and ON_PURPOSE not in line]
    assert found == []


def test_the_rules_the_docs_cite_are_in_the_repository():
    for name in ("dale-classic.md", "dale-cards.md", "pax-hispanica.md", "glossary.md"):
        text = (ROOT / "docs" / "rules" / name).read_text(encoding="utf-8")
        assert text.startswith("# ")
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for link in re.findall(r"\]\((docs/[^)#]+)\)", readme):
        assert (ROOT / link).exists(), link
    assert "`dale.discard.face_up`" in (ROOT / "docs/rules/dale-classic.md").read_text()
