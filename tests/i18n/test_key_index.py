"""The key index (``locale/keys.json``, docs/translating.md): a text looked up before its
package was imported is found by importing the one module that registers it, and a key that
no package registers is missing without importing anything (issue 25: "a missing message key
imports no other package"). The index must be current: regenerate it with
``python -m ludoteca.core.i18n_tools update``."""

from __future__ import annotations

import json
import subprocess
import sys

from ludoteca.core.sources import INDEX_PATH


def _fresh(code: str) -> str:
    """Run ``code`` in a new interpreter (nothing imported yet) and return what it prints."""
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=300, check=True)
    return out.stdout


def test_the_key_index_is_current():
    got = json.loads(_fresh("import json\nfrom ludoteca.core.sources import key_index\n"
                            "print(json.dumps(key_index()))"))
    written = json.loads(INDEX_PATH.read_text(encoding="utf-8"))
    stale = {what: sorted(set(got.get(what, {}).items()) ^ set(written.get(what, {}).items()))
             for what in set(got) | set(written)}
    assert not any(stale.values()), (
        "locale/keys.json is stale; run 'python -m ludoteca.core.i18n_tools update': "
        + repr({w: d[:5] for w, d in stale.items() if d}))


def test_a_missing_message_key_imports_no_other_package():
    code = ("import sys\nfrom ludoteca.core.i18n import t\n"
            "assert t('no.such.message.anywhere') == 'no.such.message.anywhere'\n"
            "from ludoteca.core.messages import MESSAGES\n"
            "assert 'no.such.message.anywhere' not in MESSAGES\n"
            "print(sorted({m.split('.')[1] for m in sys.modules "
            "if m.startswith('ludoteca.')}))")
    assert _fresh(code).strip() == "['core']"


def test_a_key_is_found_by_importing_its_own_module_only():
    """``play.not_done`` is the terminal's (``ludoteca.cli.messages``): looking it up from
    core imports the terminal's texts, not the games, the web or the simulator; a rule id
    imports its game's catalogue."""
    code = ("import sys\nfrom ludoteca.core.i18n import t\n"
            "print(t('play.not_done') != 'play.not_done')\n"
            "print(sorted({m.split('.')[1] for m in sys.modules if m.startswith('ludoteca.')}))\n"
            "from ludoteca.core.catalogue import RULES\n"
            "print(RULES['pax.year.cycle'][0] != '')\n"
            "print('ludoteca.dale' in sys.modules, 'ludoteca.pax.catalogue' in sys.modules)")
    lines = _fresh(code).split("\n")
    assert lines[0] == "True"
    packages = eval(lines[1])  # noqa: S307 - our own printed list
    assert "cli" in packages and not {"dale", "pax", "web", "sim", "rl", "bots"} & set(packages)
    assert lines[2] == "True"
    assert lines[3] == "False True"
