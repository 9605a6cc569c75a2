"""The title registry (gamedesk/titles/registry.py): a title registers from its
own package, and New Game, save files and the 18xx.games import all find it
there; titles known but not playable are refused in words."""

from __future__ import annotations

import dataclasses
import json
import sys
from pathlib import Path

import pytest

from gamedesk.engine import actions
from gamedesk.engine.actions import Action
from gamedesk.engine.errors import IllegalAction
from gamedesk.io import importer
from gamedesk.io.replay import RecordError, game_from_save
from gamedesk.io.save import SaveError, SaveFile, dumps_save, parse_save
from gamedesk.io.xxlog import LogError, parse_log
from gamedesk.titles import new_game, offered_profiles, playable_titles, registry

FAKE_INIT = '''"""A title made up for a test."""
'''
# Registered from a title.py beside the package's __init__.py (the other way).
FAKE_TITLE = '''
from gamedesk.engine.actions import NAME
from gamedesk.titles.registry import TitleEntry, register

register(TitleEntry(
    name="ZZ99",
    full_name="ZZ99 - A Made-up Railway",
    game="gamedesk.engine.game:Game",
    importer="fake_titles.gzz99.import_18xx",
    action_types={"ring_bell": {"bell": NAME}},
))
'''
FAKE_IMPORT = '''
from gamedesk.engine.actions import Action

IGNORED = frozenset({"whistle"})
LOG_FIELDS = {"ring": (("bell", "str", True),)}


def _ring(game, raw, entity):
    return Action("ring_bell", entity, {"bell": raw["bell"]})


TRANSLATORS = {"ring": _ring}
'''


@pytest.fixture
def fake_title(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    """A title package outside gamedesk, discovered like the real ones; the
    registry and the action table are restored afterwards."""
    package = tmp_path / "fake_titles"
    (package / "gzz99").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "gzz99" / "__init__.py").write_text(FAKE_INIT)
    (package / "gzz99" / "title.py").write_text(FAKE_TITLE)
    (package / "gzz99" / "import_18xx.py").write_text(FAKE_IMPORT)
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setattr(registry, "_ENTRIES", dict(registry._ENTRIES))
    monkeypatch.setattr(actions, "SCHEMAS", dict(actions.SCHEMAS))
    monkeypatch.setattr(actions, "FIELDS", dict(actions.FIELDS))
    registry.discover("fake_titles")
    yield "ZZ99"
    for name in [m for m in sys.modules if m.startswith("fake_titles")]:
        del sys.modules[name]


class FakeGame:
    """Just what the importer's dispatch reads of a game."""

    title = "ZZ99"


def test_a_title_package_is_discovered_and_offered(fake_title):
    assert fake_title in playable_titles()
    assert fake_title in registry.site_titles()
    assert fake_title not in registry.window_titles()  # the window was not told it can


def test_a_registered_title_is_accepted_in_a_save(fake_title):
    save = SaveFile(fake_title, "rulebook", [{"id": "p1", "name": "Ann"}], 1, [])
    assert parse_save(json.loads(dumps_save(save))).title == fake_title


def test_the_import_dispatches_to_the_titles_own_translator(fake_title):
    raw = {"type": "ring", "entity": 7, "bell": "loud"}
    assert importer.translate(FakeGame(), raw) == Action("ring_bell", "7", {"bell": "loud"})
    assert "whistle" in importer.title_ignored(fake_title)
    # the title's action type joined the action table
    assert Action.from_dict({"type": "ring_bell", "entity": "7", "bell": "loud"})


def test_a_log_is_checked_with_the_titles_own_fields(fake_title):
    log = {"id": 1, "title": fake_title, "players": [{"id": 7, "name": "Ann"}],
           "settings": {"seed": 1, "optional_rules": []}, "result": {},
           "actions": [{"type": "ring", "entity": 7, "id": 1}]}
    with pytest.raises(LogError, match='"bell"'):
        parse_log(log)


def test_an_action_type_of_another_title_is_refused_by_the_import():
    raw = {"type": "assign", "entity": "p1", "target": "E6"}
    game = new_game("1822MX", [("a", "A"), ("b", "B"), ("c", "C")], profile="18xx.games")
    with pytest.raises(IllegalAction, match="not used by 1822MX"):
        importer.translate(game, raw)


def test_two_titles_may_not_define_one_action_type_differently(monkeypatch):
    monkeypatch.setattr(actions, "SCHEMAS", dict(actions.SCHEMAS))
    with pytest.raises(ValueError, match="choose"):
        actions.register_action_types({"choose": {"choice": actions.AMOUNT}})


def test_a_known_unplayable_title_is_refused_in_words_when_a_save_is_opened(monkeypatch):
    entry = registry.entry("18ESP")
    monkeypatch.setitem(registry._ENTRIES, "18ESP", dataclasses.replace(entry, game=None))
    save = SaveFile("18ESP", "rulebook", [{"id": "p1", "name": "Ann"}], 1, [])
    with pytest.raises(RecordError, match="18ESP cannot be played yet"):
        game_from_save(parse_save(json.loads(dumps_save(save))))


def test_a_title_without_an_18xx_games_version_has_only_the_rulebook_profile():
    assert offered_profiles("18MW") == ("rulebook",)
    save = SaveFile("18MW", "18xx.games", [{"id": "p1", "name": "Ann"}], 1, [])
    with pytest.raises(SaveError, match=r"18MW has no rules profile '18xx\.games'"):
        parse_save(json.loads(dumps_save(save)))
    log = {"id": 1, "title": "18MW", "players": [{"id": 7, "name": "Ann"}],
           "settings": {"seed": 1}, "actions": [], "result": {}}
    with pytest.raises(LogError, match=r"18xx\.games has no 18MW"):
        parse_log(log)


def test_an_unknown_title_is_refused_naming_the_known_ones():
    save = SaveFile("1830", "rulebook", [{"id": "p1", "name": "Ann"}], 1, [])
    with pytest.raises(SaveError, match=r"unknown title '1830'.*18MEX, 1822MX, 18ESP, 18MW"):
        parse_save(json.loads(dumps_save(save)))


def test_the_new_game_factory_refuses_a_profile_the_title_lacks(fake_title):
    registry.register(registry.TitleEntry(
        name="ZZ98", full_name="ZZ98", game="gamedesk.engine.game:Game", profiles=("rulebook",)))
    with pytest.raises(IllegalAction, match="ZZ98 has no rules profile"):
        new_game("ZZ98", [("a", "A")], profile="18xx.games")
