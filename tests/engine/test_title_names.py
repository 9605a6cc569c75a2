"""No title is named in running code outside its own folder (issue 12): the
engine, the files, the window and the command line ask the title registry
(gamedesk/titles/registry.py). Docstrings and comments may name titles."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest

from gamedesk.titles import registry

REPO = Path(__file__).resolve().parents[2]
PACKAGE = REPO / "gamedesk"
TITLE = re.compile(r"(?<![0-9A-Za-z])(18MEX|1822MX|18ESP|18MW)(?![0-9A-Za-z])")

AREAS = [
    pytest.param("engine", ("engine/board", "engine/routing"), id="engine"),
    pytest.param("engine/board", (), id="engine/board"),
    pytest.param("engine/routing", (), id="engine/routing"),
    pytest.param("io", (), id="io"),
    pytest.param("ui", (), id="ui"),
    pytest.param("cli.py", (), id="cli"),
]


def modules(area: str, left_out: tuple[str, ...]) -> list[Path]:
    root = PACKAGE / area
    files = [root] if root.suffix == ".py" else sorted(root.rglob("*.py"))
    skipped = [PACKAGE / d for d in left_out]
    return [f for f in files if not any(f.is_relative_to(s) for s in skipped)]


def strings_in_code(path: Path) -> list[tuple[int, str]]:
    """(line, text) of every string constant that is not a docstring or a bare
    string statement (those read as comments)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    prose = {
        id(node.value) for node in ast.walk(tree)
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
    }
    return [
        (node.lineno, node.value) for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str)
        and id(node) not in prose
    ]


def company_symbols() -> set[str]:
    """The companies, corporations and minors of every playable title."""
    out: set[str] = set()
    for name in registry.playable_titles():
        game = json.loads((REPO / "resources" / "titles" / name / "game.json").read_text())
        for kind in ("companies", "corporations", "minors"):
            out |= {entry["sym"] for entry in game.get(kind, [])}
    return out


@pytest.mark.parametrize(("area", "left_out"), AREAS)
def test_running_code_names_no_title(area, left_out):
    found = [
        f"{path.relative_to(REPO)}:{line}: {text!r}"
        for path in modules(area, left_out)
        for line, text in strings_in_code(path)
        if TITLE.search(text)
    ]
    assert not found, "titles named outside their folders:\n" + "\n".join(found)


def test_engine_names_no_company_or_private():
    symbols = company_symbols()
    found = [
        f"{path.relative_to(REPO)}:{line}: {text!r}"
        for path in modules("engine", ())
        for line, text in strings_in_code(path)
        if text in symbols
    ]
    assert not found, "companies named in the engine:\n" + "\n".join(found)


def test_the_scan_sees_a_title_in_code_and_not_in_a_docstring(tmp_path):
    module = tmp_path / "sample.py"
    module.write_text('"""Plays 18MEX."""\n\nTITLE = "1822MX"\n', encoding="utf-8")
    named = [text for _, text in strings_in_code(module) if TITLE.search(text)]
    assert named == ["1822MX"]
