"""The window's translations, with Qt's own tools (a script, not a test).

    python tools/translations.py update   # gather the texts into translations/*.ts
    python tools/translations.py build    # compile each .ts into its .qm

`update` first writes gamedesk/titles/data_texts.py (the texts of the titles'
data that the window shows, the private companies' powers, marked for lupdate),
then runs pyside6-lupdate over gamedesk/ (the UI's translate()/tr() calls and
the engine's QT_TRANSLATE_NOOP templates) and keeps the translations already
made; new texts come in unfinished, for a translator (pyside6-linguist, or any
editor) to fill in. `build` runs pyside6-lrelease; the .qm files are build output
(git-ignored): scripts/run and the packaging build make them, and the window
builds a missing one when it can.

A third language: add its code and name to LANGUAGES in gamedesk/ui/i18n.py,
run `update` (it creates translations/gamedesk_<code>.ts), translate, `build`.
"""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from gamedesk.ui import i18n  # noqa: E402 (after the path is set)


def lupdate() -> str:
    beside = Path(sys.executable).with_name("pyside6-lupdate")
    return str(beside) if beside.exists() else "pyside6-lupdate"


def sources() -> list[str]:
    return sorted(str(p.relative_to(REPO)) for p in (REPO / "gamedesk").rglob("*.py"))


DATA_TEXTS = REPO / "gamedesk" / "titles" / "data_texts.py"
HEAD = '''"""Texts of the titles' data that the window shows (what each private company
does, the statuses of the phases, how the game ends), marked for translation.
Written by `python tools/translations.py update` from resources/titles/*/game.json:
do not edit by hand."""

from gamedesk.engine.messages import QT_TRANSLATE_NOOP

TEXTS = (
'''


def shown_texts(data: dict) -> list[tuple[str, str]]:
    """(where, text) of each text of a title's data that the window shows."""
    out = [(c["sym"], c["description"]) for c in data.get("companies", [])
           if c.get("description")]
    out += [(f"status {key}", s["title"]) for key, s in data.get("statuses", {}).items()
            if s.get("title")]
    for check in data.get("game_end", {}).get("checks", []):
        out += [("game end", check[k]) for k in ("reason_text", "timing_text") if check.get(k)]
    kinds = {k for p in data.get("phases", []) if isinstance(p.get("train_limit"), dict)
             for k in p["train_limit"]}
    out += [("train limit", kind) for kind in sorted(kinds)]
    return out


def data_texts() -> str:
    """The module that marks every text of the titles' data the window shows:
    the privates' powers, the statuses of the phases, how the game ends."""
    out = [HEAD]
    seen = set()
    for path in sorted((REPO / "resources" / "titles").glob("*/game.json")):
        title = path.parent.name
        for where, text in shown_texts(json.loads(path.read_text(encoding="utf-8"))):
            if text in seen:
                continue
            seen.add(text)
            chunks = textwrap.wrap(text, 70, drop_whitespace=False)
            quoted = "\n        ".join(json.dumps(c, ensure_ascii=False) for c in chunks)
            out.append(f"    # {title} {where}\n    QT_TRANSLATE_NOOP(\n"
                       f"        \"game\",\n        {quoted},\n    ),\n")
    out.append(")\n")
    return "".join(out)


def update() -> None:
    DATA_TEXTS.write_text(data_texts(), encoding="utf-8")
    for code in i18n.LANGUAGES:
        if code == "en":
            continue  # the source language
        ts = i18n.ts_path(code).relative_to(REPO)
        subprocess.run(
            [lupdate(), "-no-obsolete", "-locations", "none", "-target-language", code,
             *sources(), "-ts", str(ts)],
            cwd=REPO, check=True,
        )


def build() -> None:
    for code in i18n.LANGUAGES:
        if code != "en" and i18n.build(code, force=True) is None:
            sys.exit(f"cannot build {i18n.qm_path(code).name}: no .ts or no pyside6-lrelease")


def main(argv: list[str]) -> int:
    commands = {"update": update, "build": build}
    if len(argv) != 1 or argv[0] not in commands:
        print(__doc__)
        return 2
    commands[argv[0]]()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
