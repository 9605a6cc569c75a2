"""Write docs/rules-coverage/<TITLE>.md: each rule item, the tests that check it,
or why it has none yet.

Tests name the items they check with `@pytest.mark.rules("R-013", ...)`, of the
title their file name names (test_1822mx_*.py), or of the one `title=` names
(`@pytest.mark.rules("R-082", title="1822MX")`); items without a test carry a
reason in tests/rules/<TITLE>-untested.json. The test suite checks that the
document is current (tests/test_rules_coverage.py).

Usage: python tools/rules_coverage.py [TITLE] [--inventory PATH]
"""

from __future__ import annotations

import argparse
import ast
import json
import os
import re
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
#: an item line: `- **R-013** text`, `- **R-110 (P1)** text`, or a bare
#: `- **R-116 (P7)**` whose text is in the sub-bullets below it
ITEM = re.compile(r"^[-*] \*\*(R-\d{3})(?: \(([^)]*)\))?\*\*\s*(.*)$")
SUB_BULLET = re.compile(r"^\s+[-*] (.*)$")


def inventory_items(path: Path) -> dict[str, str]:
    """R-id -> first sentence of its text, from a rules inventory."""
    return parse_items(path.read_text(encoding="utf-8"))


def parse_items(text: str) -> dict[str, str]:
    """R-id -> first sentence of its text (prefixed by its label, e.g. "(P1)").

    An id given twice is an error in the inventory, not something to paper over.
    """
    items: dict[str, str] = {}
    lines = text.splitlines()
    for i, line in enumerate(lines):
        m = ITEM.match(line)
        if not m:
            continue
        rid, label, body = m.groups()
        if rid in items:
            raise ValueError(f"{rid} appears twice in the inventory")
        stops = ".:"
        if not body:  # its first sub-bullet says it, often "Held by X: ..."
            body, stops = _first_sub_bullet(lines[i + 1 :]), "."
        body = re.sub(r"\s*\[[^\]]*\]\s*$", "", body)
        sentence = _first_sentence(body, stops)
        items[rid] = f"({label}) {sentence}" if label else sentence
    return items


def _first_sub_bullet(following: list[str]) -> str:
    for line in following:
        m = SUB_BULLET.match(line)
        if m:
            return m.group(1)
        if line.strip():
            break
    return ""


def _first_sentence(text: str, stops: str = ".:") -> str:
    text = text.replace("**", "").replace("|", "/")
    # a sentence ends at a stop and a space, not inside "e.g." or "i.e."
    cut = re.split(rf"(?<!e\.g\.)(?<!i\.e\.)(?<=[{stops}])\s", text, maxsplit=1)[0]
    return cut if len(cut) <= 110 else cut[:107] + "…"


#: titles whose tests say so in their file name (test_1822mx_*.py); R-ids are
#: per title, so a marker counts toward one title only
TITLE_SLUGS = {"18mex": "18MEX", "1822mx": "1822MX", "18esp": "18ESP", "18mw": "18MW"}
#: the title of a file that names none: the shared engine tests (test_market.py,
#: test_random_games.py) were written against 18MEX and cite its R-ids
UNNAMED_TITLE = "18MEX"


def file_title(path: Path) -> str:
    """The title whose rule ids a test file's markers cite unless they say `title=`."""
    for slug, title in TITLE_SLUGS.items():
        if slug in path.name.lower():
            return title
    return UNNAMED_TITLE


def tests_by_rule(tests_dir: Path, title: str = "18MEX") -> dict[str, list[str]]:
    """R-id -> ["tests/x.py::test_name", ...] from the @pytest.mark.rules markers
    of `title`'s items."""
    found: dict[str, list[str]] = {}
    for path in sorted(tests_dir.rglob("test_*.py")):
        # every file, even one named for another title: its markers may say `title=`
        tree = ast.parse(path.read_text(encoding="utf-8"))
        where = path.relative_to(tests_dir.parent).as_posix()
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                for marked, rid in marked_rules(node, file_title(path), where):
                    if marked == title:
                        found.setdefault(rid, []).append(f"{where}::{node.name}")
    return found


def marked_rules(node: ast.FunctionDef, default: str, where: str) -> list[tuple[str, str]]:
    """(title, R-id) of each item a test's rules markers name; `default` is the
    title of those that name none, `where` the file, for an error."""
    out: list[tuple[str, str]] = []
    for dec in node.decorator_list:
        if (
            isinstance(dec, ast.Call)
            and isinstance(dec.func, ast.Attribute)
            and dec.func.attr == "rules"
        ):
            title = _marker_title(dec, where) or default
            out.extend((title, a.value) for a in dec.args if isinstance(a, ast.Constant))
    return out


def _marker_title(marker: ast.Call, where: str) -> str | None:
    """The title a marker's `title=` names, if it names one."""
    for kw in marker.keywords:
        title = kw.value.value if isinstance(kw.value, ast.Constant) else None
        # a misspelt title or keyword would quietly credit another title's items
        if kw.arg != "title" or title not in TITLE_SLUGS.values():
            raise ValueError(
                f"{where}:{marker.lineno}: rules marker: {ast.unparse(kw)} is not one of "
                + ", ".join(f"title={t!r}" for t in TITLE_SLUGS.values())
            )
        return title
    return None


def render(
    title: str, items: dict[str, str], tests: dict[str, list[str]], reasons: dict[str, str]
) -> str:
    tested = sum(1 for rid in items if rid in tests)
    lines = [
        f"# {title}: rule coverage",
        "",
        f"Generated by `python tools/rules_coverage.py {title}`; do not edit by hand.",
        f"Each item of the {title} rules inventory, the tests that check it, or why",
        "it has none yet.",
        "",
        f"{tested} of {len(items)} items have a test; {len(items) - tested} have a reason.",
        "",
        "| item | rule | tests, or why not yet |",
        "|---|---|---|",
    ]
    for rid, text in items.items():
        if rid in tests:
            cell = "<br>".join(f"`{t}`" for t in tests[rid])
        else:
            cell = "not yet: " + reasons.get(rid, "NO REASON GIVEN")
        lines.append(f"| {rid} | {text} | {cell} |")
    return "\n".join(lines) + "\n"


def build(title: str, inventory: Path) -> str:
    reasons_path = REPO / "tests" / "rules" / f"{title}-untested.json"
    reasons = json.loads(reasons_path.read_text(encoding="utf-8")) if reasons_path.exists() else {}
    tests = tests_by_rule(REPO / "tests", title)
    return render(title, inventory_items(inventory), tests, reasons)


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("title", nargs="?", default="18MEX")
    ap.add_argument("--inventory", type=Path)
    args = ap.parse_args(argv)
    shared = Path(os.environ.get("GAMEDESK_SHARED", REPO.parent / "shared"))
    inventory = args.inventory or shared / "rules" / f"{args.title}.md"
    out = REPO / "docs" / "rules-coverage" / f"{args.title}.md"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(build(args.title, inventory), encoding="utf-8")
    print(f"wrote {out.relative_to(REPO)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
