"""Spanish: the catalogue is complete and faithful, and the engine's log lines are
templates that any language can tell (issue: gamedesk in Spanish).

These tests read translations/gamedesk_es.ts directly (no Qt): the window loads the
same texts compiled (.qm) through a QTranslator (tests/ui/test_language.py)."""

from __future__ import annotations

import ast
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from gamedesk.engine.messages import Msg, a_train, placeholders, render
from gamedesk.io.replay import replay_log
from gamedesk.io.xxlog import read_log
from tests.conftest import XX_FIXTURES

REPO = Path(__file__).resolve().parents[2]
SPANISH = REPO / "translations" / "gamedesk_es.ts"
# Where the engine writes the log: its own modules and the titles converted to
# templates. 18ESP and 18MW still write theirs as sentences (their own branches).
ENGINE_SOURCES = [
    *(REPO / "gamedesk" / "engine").rglob("*.py"),
    *(REPO / "gamedesk" / "titles" / "g18mex").rglob("*.py"),
    *(REPO / "gamedesk" / "titles" / "g1822mx").rglob("*.py"),
]
LOGS = sorted([*(XX_FIXTURES / "18MEX").glob("*.json"), *(XX_FIXTURES / "1822MX").glob("*.json")])
# Words of the English templates that Spanish never uses ("a", "no" and "par" it
# does); none may be left in a line shown in Spanish once the names, symbols and
# sums are taken out.
ENGLISH = {
    "the", "an", "of", "for", "and", "to", "in", "from", "buys", "sells", "pays", "passes",
    "share", "shares", "train", "trains", "round", "stock", "operating", "phase", "begins",
    "lays", "tile", "places", "station", "runs", "withholds", "earns", "receives", "becomes",
    "president", "floats", "bank", "market", "treasury", "dividend", "dividends", "rust", "minor",
    "wins", "goes", "with", "closes", "merges", "takes", "acquires", "issues", "redeems", "bids",
    "loan", "owes", "nothing", "its", "turn", "ends", "starts", "at", "over", "game",
}


def messages() -> list[tuple[str, ET.Element]]:
    root = ET.parse(SPANISH).getroot()
    return [
        (context.findtext("name"), message)
        for context in root.iter("context")
        for message in context.iter("message")
    ]


def translations(message: ET.Element) -> list[str]:
    found = message.find("translation")
    forms = found.findall("numerusform")
    return [f.text or "" for f in forms] if forms else [found.text or ""]


def spanish_log() -> dict[str, str]:
    return {
        m.findtext("source"): translations(m)[0] for context, m in messages() if context == "log"
    }


def test_spanish_has_no_unfinished_entry():
    unfinished = [
        (context, m.findtext("source"))
        for context, m in messages()
        if m.find("translation").get("type") in ("unfinished", "vanished", "obsolete")
        or not all(translations(m))
    ]
    assert unfinished == []


def test_every_translation_keeps_the_placeholders_of_its_source():
    wrong = []
    for context, m in messages():
        source = m.findtext("source")
        for text in translations(m):
            if placeholders(text) != placeholders(source):
                wrong.append((context, source, text))
            if ("%n" in source) != ("%n" in text):
                wrong.append((context, source, text))
    assert wrong == []


def test_placeholders_reads_the_names_between_braces():
    assert placeholders("{player} buys {percent}% of {company}") == {"player", "percent", "company"}
    assert placeholders("The bank breaks") == set()


def _builds_sentence_with_fstring(call: ast.Call) -> bool:
    """A log line whose text is an f-string, a concatenation or a .format()."""
    if not call.args:
        return False
    text = call.args[0]
    if isinstance(text, ast.JoinedStr | ast.BinOp):
        return True
    return isinstance(text, ast.Call) and getattr(text.func, "attr", "") == "format"


def test_no_engine_module_writes_a_log_line_with_an_fstring():
    found = []
    for path in ENGINE_SOURCES:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            is_log = isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "add_log"
            if is_log and _builds_sentence_with_fstring(node):
                found.append(f"{path.relative_to(REPO)}:{node.lineno}")
    assert found == []


def test_the_fstring_check_finds_an_fstring_log_line():
    call = ast.parse('game.add_log(f"{who} buys")').body[0].value
    assert _builds_sentence_with_fstring(call)
    call = ast.parse('game.add_log(QT_TRANSLATE_NOOP("log", "{who} buys"), who=who)').body[0].value
    assert not _builds_sentence_with_fstring(call)


def test_a_log_line_is_told_in_english_and_in_spanish_from_one_record():
    said = Msg("{company} buys {train} from {seller} for {price}",
               {"company": "MC", "train": a_train("3"),
                "seller": Msg("the bank", {}), "price": "$180"})
    spanish = spanish_log()
    assert render(*said) == "MC buys a 3-train from the bank for $180"
    assert render(*said, lambda t: spanish.get(t, t)) == "MC compra un tren 3 a la banca por $180"


def _templates(template: str, params: dict | None) -> list[str]:
    """A line's template and those of the messages nested in its parameters."""
    found = [template]
    for value in (params or {}).values():
        items = value if type(value) is tuple else (value,)  # a list (a Msg is a tuple too)
        for item in items:
            if isinstance(item, Msg):
                found += _templates(*item)
    return found


def _names(params: dict | None) -> list[str]:
    """The parameters kept as printed: names, symbols, sums."""
    out = []
    for value in (params or {}).values():
        items = value if type(value) is tuple else (value,)  # a list (a Msg is a tuple too)
        for item in items:
            out += _names(item.params) if isinstance(item, Msg) else [str(item)]
    return out


@pytest.mark.parametrize("path", LOGS, ids=[p.stem for p in LOGS])
def test_a_real_log_replayed_in_spanish_has_no_english_word_but_names(path):
    spanish = spanish_log()
    game = replay_log(read_log(path))
    untranslated, english = set(), []
    for line in game.log:
        for template in _templates(line.template, line.params):
            if template not in spanish and re.search(r"[A-Za-z]", template):
                untranslated.add(template)
        text = render(line.template, line.params, lambda t: spanish.get(t, t))
        for name in sorted(_names(line.params), key=len, reverse=True):
            text = text.replace(name, " ")
        left = set(re.findall(r"[A-Za-z]+", text.lower())) & ENGLISH
        if left:
            english.append((text, left))
    assert untranslated == set()
    assert english == []
