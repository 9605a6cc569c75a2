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

from gamedesk.engine.messages import Items, a_train, msg, placeholders, render
from gamedesk.io.replay import replay_log
from gamedesk.io.xxlog import read_log
from tests.conftest import XX_FIXTURES

REPO = Path(__file__).resolve().parents[2]
SPANISH = REPO / "translations" / "gamedesk_es.ts"
# Where the engine writes the log and its refusals and explanations: its own
# modules and every title's, all as templates.
ENGINE_SOURCES = [
    *(REPO / "gamedesk" / "engine").rglob("*.py"),
    *(REPO / "gamedesk" / "titles" / "g18mex").rglob("*.py"),
    *(REPO / "gamedesk" / "titles" / "g1822mx").rglob("*.py"),
    *(REPO / "gamedesk" / "titles" / "g18esp").rglob("*.py"),
    *(REPO / "gamedesk" / "titles" / "g18mw").rglob("*.py"),
]
LOGS = sorted([*(XX_FIXTURES / "18MEX").glob("*.json"), *(XX_FIXTURES / "1822MX").glob("*.json"),
               *(XX_FIXTURES / "18ESP").glob("*.json")])
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
        m.findtext("source"): translations(m)[0] for context, m in messages() if context == "game"
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


def _built(text: ast.AST) -> bool:
    """A sentence given as an f-string, a concatenation or a .format()."""
    if isinstance(text, ast.JoinedStr | ast.BinOp):
        return True
    return isinstance(text, ast.Call) and getattr(text.func, "attr", "") == "format"


# Refusals about files rather than moves (a save's or a log's format, ids, lines
# of play) stay English sentences.
FILE_REFUSALS = {"actions.py", "player_ids.py", "game_tree.py", "tree_edit.py", "route_import.py"}
# Calls whose first argument is a sentence a player reads: a log line, a refusal
# (the board's `refusal`, a title's own), a note on a step, a nested message.
SAYING_CALLS = {"add_log", "note_step", "add_note", "msg", "refusal"}
# Methods whose answer is a sentence (or a (sentence, rule) pair) the window shows:
# why the game waits, what Done means, what a rule skipped, why a train is not for sale.
SAYING_METHODS = {"why", "pass_meaning", "skip_note", "waiting_for", "allowance",
                  "why_not_buyable"}
# Class attributes that hold a step's or a round's words.
WORDS = {"reason", "pass_word"}
RULE_ID = re.compile(r"^([RGQ]-\d+|[a-z_]+)$")


def _said_in(call: ast.Call, path: Path) -> bool:
    name = getattr(call.func, "attr", None) or getattr(call.func, "id", None) or ""
    if name in SAYING_CALLS:
        return True
    return name.endswith(("IllegalAction", "Refusal")) and path.name not in FILE_REFUSALS


def _refusal_pair(node: ast.Tuple) -> ast.AST | None:
    """The words of a ("...", "R-123") refusal pair, else None."""
    if len(node.elts) != 2:
        return None
    rule = node.elts[1]
    if isinstance(rule, ast.Constant) and isinstance(rule.value, str) and RULE_ID.match(rule.value):
        return node.elts[0]
    return None


def _answers(function: ast.FunctionDef) -> list[ast.AST]:
    """What a saying method returns: the sentence, or the first of a pair."""
    out = []
    for node in ast.walk(function):
        if isinstance(node, ast.Return) and node.value is not None:
            value = node.value
            out.append(value.elts[0] if isinstance(value, ast.Tuple) and value.elts else value)
    return out


def _sentences_built_with_fstrings(paths) -> list[str]:
    found = []
    for path in paths:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            texts: list[ast.AST] = []
            if isinstance(node, ast.Call) and node.args and _said_in(node, path):
                texts = [node.args[0]]
            elif isinstance(node, ast.Tuple) and path.name not in FILE_REFUSALS:
                texts = [t for t in [_refusal_pair(node)] if t is not None]
            elif isinstance(node, ast.FunctionDef) and node.name in SAYING_METHODS:
                texts = _answers(node)
            found += [f"{path}:{t.lineno}" for t in texts if _built(t)]
    return sorted(set(found))


def _unmarked_words(paths) -> list[str]:
    """A step's `reason` or `pass_word`, or a round's `name`, left a bare string:
    lupdate never sees it, so it stays English."""
    found = []
    for path in paths:
        for cls in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(cls, ast.ClassDef):
                continue
            is_round = any("Round" in ast.unparse(b) or "Auction" in ast.unparse(b)
                           for b in cls.bases) or cls.name.endswith("Round")
            for node in cls.body:
                if not (isinstance(node, ast.Assign) and len(node.targets) == 1):
                    continue
                target = getattr(node.targets[0], "id", "")
                if target in WORDS or (target == "name" and is_round):
                    value = node.value
                    if isinstance(value, ast.Constant) and value.value:
                        found.append(f"{path}:{node.lineno}")
    return found


def test_no_engine_module_builds_a_player_facing_sentence_with_an_fstring():
    assert _sentences_built_with_fstrings(ENGINE_SOURCES) == []


def test_every_step_reason_pass_word_and_round_name_is_marked():
    assert _unmarked_words(ENGINE_SOURCES) == []


def test_the_fstring_check_finds_an_fstring_sentence(tmp_path):
    module = tmp_path / "m.py"
    module.write_text(
        'game.add_log(f"{who} buys")\n'
        'raise IllegalAction("no " + what, "R-1")\n'
        'game.add_log(QT_TRANSLATE_NOOP("game", "{who} buys"), who=who)\n'
        'raise IllegalAction(QT_TRANSLATE_NOOP("game", "no {what}"), "R-1", what=what)\n'
        'refusal = (f"no tile {tile} is left", "R-153")\n'
        'refusal = (msg(QT_TRANSLATE_NOOP("game", "no tile {tile} is left"), tile=tile), "R-153")\n'
        'class Track:\n'
        '    def why(self, turn):\n'
        '        return f"may lay track: {turn.allowance}", "R-140"\n'
        '    def pass_meaning(self, turn):\n'
        '        return msg(QT_TRANSLATE_NOOP("game", "Done — {words}"), words=w), "R-140"\n'
        'game.note_step("{} passes".format(name), "R-032")\n'
        'raise MwRefusal(f"{sym} is not in this auction", "R-066")\n'
        'said = msg(f"{company} runs")\n'
    )
    found = _sentences_built_with_fstrings([module])
    assert sorted(int(f.rpartition(":")[2]) for f in found) == [1, 2, 5, 9, 12, 13, 14]


def test_the_marking_check_finds_a_bare_reason_and_round_name(tmp_path):
    module = tmp_path / "m.py"
    module.write_text(
        "class Track(Step):\n"
        '    reason = "may lay track"\n'
        '    pass_word = QT_TRANSLATE_NOOP("game", "Done")\n'
        "class Auction(Round):\n"
        '    name = "Private Auction"\n'
        "class Charter:\n"
        '    name = "a company"\n'
    )
    assert [f.rpartition(":")[2] for f in _unmarked_words([module])] == ["2", "5"]


def test_a_log_line_is_told_in_english_and_in_spanish_from_one_record():
    said = msg("{company} buys {train} from {seller} for {price}", company="MC",
               train=a_train("3"), seller=msg("the bank"), price="$180")
    spanish = spanish_log()
    assert render(*said) == "MC buys a 3-train from the bank for $180"
    assert render(*said, lambda t: spanish.get(t, t)) == "MC compra un tren 3 a la banca por $180"


def _templates(template: str, params: dict | None) -> list[str]:
    """A line's template and those of the messages nested in its parameters."""
    found = [template]
    for value in (params or {}).values():
        for item in value if isinstance(value, Items) else [value]:
            if type(item) is tuple:  # a Msg
                found += _templates(*item)
    return found


def _names(params: dict | None) -> list[str]:
    """The parameters kept as printed: names, symbols, sums."""
    out = []
    for value in (params or {}).values():
        for item in value if isinstance(value, Items) else [value]:
            out += _names(item[1]) if type(item) is tuple else [str(item)]
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


def _english_left(said: tuple, spanish: dict[str, str]) -> tuple[set[str], set[str]]:
    """The templates of a Msg missing from the catalogue, and the English words
    left in it told in Spanish once its names, symbols and sums are taken out."""
    template, params = said
    missing = {t for t in _templates(template, params)
               if t not in spanish and re.search(r"[A-Za-z]", t.replace("{", " {"))
               and re.sub(r"\{\w*\}", "", t).strip(" ()—:;,.")}
    text = render(template, params, lambda t: spanish.get(t, t))
    for name in sorted(_names(params), key=len, reverse=True):
        text = text.replace(name, " ")
    return missing, set(re.findall(r"[A-Za-z]+", text.lower())) & (ENGLISH | MORE_ENGLISH)


# English words of 18MW's own lines and of the step explanations.
MORE_ENGLISH = {
    "bid", "auction", "private", "privates", "protects", "protect", "redeems", "trades", "back",
    "fire", "doubled", "connection", "river", "crossing", "route", "routes", "closed", "zone",
    "leaves", "may", "must", "done", "pass", "skip", "step", "track", "lay", "lays", "buy",
    "sell", "run", "nothing", "first", "act", "or", "only", "one", "this", "until",
}
MW_SEED, MW_ACTIONS = 7, 700


def test_an_18mw_game_played_in_spanish_leaves_no_english_word_but_names():
    """A seeded random 18MW game (auction, stock and operating rounds, fire sales,
    protection offers): each log line, at every position why the game waits, what
    Done means and the rules' notes, and at each hand-over what the player missed,
    told in Spanish."""
    import random

    from gamedesk.ai.random_bot import choose
    from gamedesk.engine import step_info
    from gamedesk.engine.digest import since_last_turn
    from gamedesk.titles import new_game

    spanish = spanish_log()
    names = ["Ana", "Beto", "Carmen", "Diego"]
    game = new_game("18MW", [(f"p{i}", n) for i, n in enumerate(names)], seed=MW_SEED)
    rng = random.Random(MW_SEED)
    missing, english, kinds, last = set(), [], set(), None
    while len(game.actions) < MW_ACTIONS and not game.finished:
        said = [step_info._waiting_reason(game), *_notes(game)]
        player = game.decider_of(game.active_entities()[0])
        if player != last and game.is_player(player or ""):  # a hand-over: the digest
            digest = since_last_turn(game, player)
            said += [s for s in (digest.said if digest else []) if type(s) is tuple]
            last = player
        if any(a.type == "pass" for a in game.legal_actions()):
            said.append(step_info._pass_meaning(game))
        for one in said:
            lost, left = _english_left(one, spanish)
            missing |= lost
            if left:
                english.append((render(one[0], one[1]), left))
        kinds.add(game.current_step())
        game.process(choose(game, rng))
    for line in game.log:
        lost, left = _english_left((line.template, line.params or {}), spanish)
        missing |= lost
        if left:
            english.append((line.text, left))
    assert {"auction", "stock", "track", "buy_train"} <= kinds  # the game went far enough
    assert missing == set()
    assert english == []


@pytest.mark.parametrize("path", LOGS, ids=[p.stem for p in LOGS])
def test_a_real_games_explanations_told_in_spanish_have_no_english_word_but_names(path):
    """Every 7th position of a real game: why it waits, what Done means and the
    rules' notes, in Spanish; telling them changes nothing in the game."""
    from gamedesk.engine import step_info
    from gamedesk.io.replay import open_record, replay
    from tests.property.invariants import fingerprint
    from tests.replays import logged_actions

    spanish = spanish_log()
    game = replay(open_record(path), to=0)
    missing, english = set(), []
    for n, action in enumerate(logged_actions(path)):
        game.process(action)
        if n % 7 or game.finished:
            continue
        before = fingerprint(game)
        said = [step_info._waiting_reason(game), *_notes(game)]
        if game.pass_meaning(lambda t: spanish.get(t, t)) is not None:
            said.append(step_info._pass_meaning(game))
        game.waiting_reason(lambda t: spanish.get(t, t))
        for one in said:
            lost, left = _english_left(one, spanish)
            missing |= lost
            if left:
                english.append((n, render(one[0], one[1]), left))
        assert fingerprint(game) == before  # telling, in any language, changes nothing
    assert missing == set()
    assert english == []


def _notes(game) -> list[tuple]:
    last = len(game.actions) - 1
    return [said for index, said in getattr(game, "_step_notes", []) if index == last]


def _marked_texts(path: Path) -> set[tuple[str, str]]:
    """(context, text) of every literal translate("C", "t"), QT_TRANSLATE_NOOP("C", "t")
    and self.tr("t") (context: the class) in a module."""
    found = set()

    def visit(node: ast.AST, cls: str) -> None:
        if isinstance(node, ast.ClassDef):
            cls = node.name
        if isinstance(node, ast.Call):
            name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
            args = [a.value if isinstance(a, ast.Constant) else None for a in node.args[:2]]
            if name in ("translate", "QT_TRANSLATE_NOOP") and len(args) == 2 and all(
                isinstance(a, str) for a in args
            ):
                found.add((args[0], args[1]))
            elif name == "tr" and args and isinstance(args[0], str):
                found.add((cls, args[0]))
        for child in ast.iter_child_nodes(node):
            visit(child, cls)

    visit(ast.parse(path.read_text(encoding="utf-8")), "")
    return found


def test_every_text_marked_in_the_code_is_in_the_catalogue():
    """lupdate misses a call it cannot read (inside an f-string, say): such a text
    would stay English in every language."""
    catalogue = {(context, m.findtext("source")) for context, m in messages()}
    marked = set()
    for path in (REPO / "gamedesk").rglob("*.py"):
        marked |= _marked_texts(path)
    assert sorted(marked - catalogue) == []


def test_the_catalogue_check_sees_a_text_marked_inside_an_fstring(tmp_path):
    module = tmp_path / "m.py"
    module.write_text(
        'x = f"<b>{translate(\'Panel\', \'Cash\')}</b>"\n'
        "class Box:\n    def f(self, n):\n        return self.tr('%n bids', '', n)\n"
    )
    assert _marked_texts(module) == {("Panel", "Cash"), ("Box", "%n bids")}


def test_a_refusal_is_a_template_told_in_english_and_in_spanish():
    from gamedesk.engine.actions import act
    from tests.titles.mex_helpers import after_sale

    game = after_sale()
    refused = game.why_illegal(act("par", game.active_entities()[0], corporation="MC", price=55))
    assert refused.message == "par must be one of [90, 80, 75, 70, 60]"
    assert refused.rule == "R-053"
    spanish = spanish_log()
    told = render(refused.template, refused.params, lambda t: spanish.get(t, t))
    assert told == "el valor par debe ser uno de [90, 80, 75, 70, 60]"


def test_every_title_heading_and_pass_word_is_in_the_catalogue():
    """The window tells a title's own headings and Pass words through the "game"
    context: one missing from the catalogue stays English."""
    from gamedesk.titles import registry

    game_texts = {m.findtext("source") for context, m in messages() if context == "game"}
    missing = []
    for entry in registry.entries():
        words = entry.words
        for text in [*words.sections.values(), *words.passes.values()]:
            if text not in game_texts:
                missing.append((entry.name, text))
    assert missing == []


def test_every_data_text_shown_is_marked_and_translated():
    """The window shows texts of the title data (what each private does, the phases'
    statuses, how the game ends); they are marked in titles/data_texts.py, which
    `tools/translations.py update` writes from the data."""
    import importlib.util
    import json

    from gamedesk.titles.data_texts import TEXTS

    spec = importlib.util.spec_from_file_location("tool", REPO / "tools" / "translations.py")
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    spanish = spanish_log()
    shown = {
        text
        for path in (REPO / "resources" / "titles").glob("*/game.json")
        for _, text in tool.shown_texts(json.loads(path.read_text(encoding="utf-8")))
    }
    assert {"The bank runs out of money", "Mergers", "system"} <= shown
    assert shown == set(TEXTS)
    assert (REPO / "gamedesk" / "titles" / "data_texts.py").read_text() == tool.data_texts()
    assert sorted(t for t in shown if not spanish.get(t)) == []
