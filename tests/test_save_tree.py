"""Save format version 2: the main line plus variations, and version 1 still read."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gamedesk.engine.game_tree import GameTree
from gamedesk.engine.history import snapshot
from gamedesk.io.replay import open_record, replay
from gamedesk.io.save import SaveError, SaveFile, dumps_save, parse_save, read_save, write_save
from gamedesk.titles import new_game
from tests.conftest import XX_FIXTURES

PLAYERS = [{"id": "p1", "name": "Ann"}, {"id": "p2", "name": "Bob"}]
MAIN = [
    {"type": "bid", "entity": "p1", "company": "KCMO", "price": 20},
    {"type": "pass", "entity": "p2"},
    {"type": "pass", "entity": "p1"},
]


def variation(name: str, parent: str, at: int, n: int = 2) -> dict:
    return {"name": name, "parent": parent, "at": at,
            "actions": [{"type": "pass", "entity": f"p{i % 2 + 1}"} for i in range(n)]}


def tree_save(**changes: object) -> SaveFile:
    fields: dict = {
        "title": "18MEX",
        "profile": "rulebook",
        "players": PLAYERS,
        "seed": 7,
        "actions": MAIN,
        "created": "2025-01-02T03:04:05+00:00",
        "app_version": "0.1.0",
        "variations": [variation("Variation 1", "Main line", 1),
                       variation("Try it", "Variation 1", 2, 1)],
        "current": {"line": "Try it", "at": 3},
    }
    fields.update(changes)
    return SaveFile(**fields)


def document(**changes: object) -> dict:
    obj = json.loads(dumps_save(tree_save()))
    obj.update(changes)
    return obj


def refuse(obj: object, message: str) -> None:
    with pytest.raises(SaveError, match=message):
        parse_save(obj)


# -- round trip and layout ------------------------------------------------------------


def test_tree_save_reads_back_equal(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    original = tree_save(main_name="As played", variations=[
        variation("Variation 1", "As played", 1), variation("Try it", "Variation 1", 2, 1)])
    write_save(path, original)
    assert read_save(path) == original
    obj = json.loads(path.read_text(encoding="utf-8"))
    assert (obj["version"], obj["main_name"]) == (2, "As played")
    assert obj["current"] == {"line": "Try it", "at": 3}


def test_defaults_are_left_out_of_the_file() -> None:
    obj = json.loads(dumps_save(tree_save(variations=[], current=None)))
    assert obj["version"] == 2
    assert not {"variations", "main_name", "current"} & set(obj)
    assert parse_save(obj).variations == [] and parse_save(obj).main_name == "Main line"


def test_each_variation_action_is_one_line() -> None:
    lines = dumps_save(tree_save()).splitlines()
    at = lines.index('  "variations": [')
    assert lines[at + 1:] == [
        '    {"name": "Variation 1", "parent": "Main line", "at": 1, "actions": [',
        '      {"type": "pass", "entity": "p1"},',
        '      {"type": "pass", "entity": "p2"}',
        "    ]},",
        '    {"name": "Try it", "parent": "Variation 1", "at": 2, "actions": [',
        '      {"type": "pass", "entity": "p1"}',
        "    ]}",
        "  ]",
        "}",
    ]
    assert lines[at - 1] == '  ],'  # the main line's actions close just before


def test_variations_may_come_before_their_parents() -> None:
    obj = document()
    obj["variations"].reverse()
    assert [v["name"] for v in parse_save(obj).variations] == ["Try it", "Variation 1"]


def test_a_version_1_save_opens_as_a_main_line_only() -> None:
    text = """{
      "format": "gamedesk-save",
      "version": 1,
      "title": "18MEX",
      "profile": "rulebook",
      "options": [],
      "players": [{"id": "p1", "name": "Ann"}, {"id": "p2", "name": "Bob"}],
      "seed": 7,
      "actions": [
        {"type": "bid", "entity": "p1", "company": "KCMO", "price": 20},
        {"type": "pass", "entity": "p2"}
      ],
      "variations": "version 1 did not know this key: it is ignored"
    }"""
    save = parse_save(json.loads(text))
    assert save.actions == MAIN[:2]
    assert (save.variations, save.main_name, save.current) == ([], "Main line", None)
    assert save.tree_dict() == {"actions": MAIN[:2], "variations": [],
                                "main_name": "Main line", "current": None}


# -- refusals -------------------------------------------------------------------------


def _with_variation(**changes: object) -> dict:
    item = {**variation("Variation 1", "Main line", 1), **changes}
    return document(variations=[item], current=None)


@pytest.mark.parametrize(
    ("obj", "message"),
    [
        (document(variations={}), '"variations" must be a list, not an object'),
        (document(variations=["x"]), r"variations\[0\] must be an object, not a string"),
        (_with_variation(name=""), r'variations\[0\]: "name" must be a non-empty string'),
        (_with_variation(name=" x"), "without spaces at either end, not ' x'"),
        (_with_variation(parent=None), r"variations\[0\] \('Variation 1'\): \"parent\" must be"),
        (_with_variation(at=-1), r'"at" must be a whole number from 0 up, not -1'),
        (_with_variation(at=1.5), r'"at" must be a whole number from 0 up, not 1.5'),
        (_with_variation(at=True), r'"at" must be a whole number from 0 up, not True'),
        (_with_variation(actions={}), r'"variations\[0\].actions" must be a list'),
        (_with_variation(actions=[{"entity": "p1"}]),
         r'variations\[0\].actions\[0\] has no "type"'),
        (_with_variation(parent="Elsewhere"),
         "variation 'Variation 1' forks from 'Elsewhere', which is not a line of the save"),
        (_with_variation(at=4),
         "variation 'Variation 1' forks at action 4, but 'Main line' has only 3 actions"),
        (_with_variation(name="Main line"), "two lines are named 'Main line'"),
        (document(main_name=""), '"main_name" must be a non-empty string'),
        (document(current={"line": "Nowhere", "at": 0}),
         "\"current\" names 'Nowhere', which is not a line of the save"),
        (document(current={"line": "Try it", "at": 4}), r'"at" must be 0 to 3 in \'Try it\''),
        (document(current=[1]), '"current" must be an object with "line"'),
    ],
)
def test_broken_tree_is_refused(obj: dict, message: str) -> None:
    refuse(obj, message)


def test_duplicate_variation_names() -> None:
    obj = document(variations=[variation("A", "Main line", 1), variation("A", "Main line", 2)])
    refuse(obj, "two lines are named 'A'")


def test_fork_beyond_a_variation_parent() -> None:
    obj = document(variations=[variation("A", "Main line", 1), variation("B", "A", 4)],
                   current=None)
    refuse(obj, "variation 'B' forks at action 4, but 'A' has only 3 actions")


def test_cycle_of_parents() -> None:
    obj = document(variations=[variation("A", "B", 0), variation("B", "A", 0)], current=None)
    refuse(obj, r"variation 'A' descends from itself \(its parents form a cycle\)")


def test_a_broken_tree_is_not_written(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    with pytest.raises(SaveError, match="refusing to write an invalid save: variation 'B'"):
        write_save(path, tree_save(variations=[variation("B", "Nowhere", 0)], current=None))
    assert not path.exists()


# -- with the engine ------------------------------------------------------------------


def test_a_real_tree_survives_the_file(tmp_path: Path) -> None:
    log = XX_FIXTURES / "18MEX" / "80226.json"
    if not log.exists():
        pytest.skip(f"no {log}")
    game = replay(open_record(log), to=120)
    players = [(p.id, p.name) for p in game.seating]

    def factory():
        return new_game("18MEX", players, profile="18xx.games")

    tree = GameTree.from_game(factory, snapshot(game))
    tree.go(100)
    alternative = next(a for a in tree.game.legal_actions() if a != tree.full_actions()[100])
    tree.play(alternative)
    path = tmp_path / "tree.json"
    save = SaveFile(title="18MEX", profile="18xx.games",
                    players=[{"id": i, "name": n} for i, n in players], seed=0,
                    **tree.to_tree_dict())
    write_save(path, save)
    again = GameTree.from_tree_dict(factory, read_save(path).tree_dict())
    assert again.line_names() == ["Main line", "Variation 1"]
    assert (again.current, again.cursor) == ("Variation 1", 101)
    assert again.full_actions("Variation 1")[-1] == alternative
    assert again.full_actions("Main line") == game.actions
