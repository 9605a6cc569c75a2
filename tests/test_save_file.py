"""gamedesk save files: round trip, atomic writing, and clear refusals."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import pytest

from gamedesk.io import save as save_module
from gamedesk.io.save import (
    SaveError,
    SaveFile,
    detect_kind,
    dumps_save,
    kind_of,
    parse_save,
    read_save,
    write_save,
)


def sample(**changes: object) -> SaveFile:
    fields: dict = {
        "title": "18MEX",
        "profile": "rulebook",
        "players": [{"id": "p1", "name": "Ann"}, {"id": "p2", "name": "Bob"}],
        "seed": 7,
        "actions": [
            {"type": "bid", "entity": "p1", "company": "KCMO", "price": 20},
            {"type": "pass", "entity": "p2"},
        ],
        "options": ["hard_rust_t4"],
        "created": "2025-01-02T03:04:05+00:00",
        "app_version": "0.1.0",
    }
    fields.update(changes)
    return SaveFile(**fields)


def document(**changes: object) -> dict:
    obj = json.loads(dumps_save(sample()))
    obj.update(changes)
    return obj


def refuse(obj: object, message: str) -> None:
    with pytest.raises(SaveError, match=message):
        parse_save(obj)


# -- round trip -----------------------------------------------------------------------


def test_written_save_reads_back_equal(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    original = sample(source="18xx.games 80226")
    write_save(path, original)
    assert read_save(path) == original


def test_file_has_the_documented_header(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    write_save(path, sample())
    obj = json.loads(path.read_text(encoding="utf-8"))
    assert list(obj)[:3] == ["format", "version", "title"]
    assert (obj["format"], obj["version"]) == ("gamedesk-save", 2)
    assert "source" not in obj  # optional, left out when there is none
    assert obj["actions"][1] == {"type": "pass", "entity": "p2"}


def test_each_action_is_one_line() -> None:
    lines = dumps_save(sample()).splitlines()
    assert lines[-4] == '    {"type": "bid", "entity": "p1", "company": "KCMO", "price": 20},'
    assert lines[-3] == '    {"type": "pass", "entity": "p2"}'


def test_save_without_actions_is_valid_json() -> None:
    assert json.loads(dumps_save(sample(actions=[])))["actions"] == []


def test_non_ascii_names_survive(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    write_save(path, sample(players=[{"id": "p1", "name": "Ñandú José"}]))
    assert read_save(path).players[0]["name"] == "Ñandú José"


def test_new_save_records_when_and_by_which_version_it_was_made() -> None:
    fresh = SaveFile(title="18MEX", profile="rulebook", players=[], seed=1, actions=[])
    assert fresh.created.startswith("20") and fresh.created.endswith("+00:00")
    assert fresh.app_version


def test_informational_fields_may_be_missing() -> None:
    obj = document()
    del obj["created"], obj["app_version"]
    loaded = parse_save(obj)
    assert (loaded.created, loaded.app_version) == ("", "")


def test_unknown_keys_are_ignored() -> None:
    assert parse_save(document(comment="from the future")).title == "18MEX"


# -- atomic writing -------------------------------------------------------------------


def test_failed_write_keeps_the_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "game.json"
    write_save(path, sample())
    before = path.read_bytes()

    def crash(src: str, dst: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(save_module.os, "replace", crash)
    with pytest.raises(SaveError, match=r"cannot write .*No space left on device"):
        write_save(path, sample(seed=99))
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]  # no temp file left


def test_write_goes_through_a_temp_file_in_the_same_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[tuple[str, str]] = []
    real_replace = os.replace

    def spy(src: str, dst: str) -> None:
        seen.append((str(src), str(dst)))
        real_replace(src, dst)

    monkeypatch.setattr(save_module.os, "replace", spy)
    write_save(tmp_path / "game.json", sample())
    ((src, dst),) = seen
    assert Path(src).parent == tmp_path and Path(dst) == tmp_path / "game.json"


def test_new_file_is_readable_by_others(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    write_save(path, sample())
    assert stat.S_IMODE(path.stat().st_mode) == 0o644


def test_overwrite_keeps_the_file_mode(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text("{}")
    path.chmod(0o600)
    write_save(path, sample())
    assert stat.S_IMODE(path.stat().st_mode) == 0o600


def test_missing_folder_is_reported(tmp_path: Path) -> None:
    with pytest.raises(SaveError, match="cannot write"):
        write_save(tmp_path / "no" / "such" / "game.json", sample())


def test_invalid_save_is_not_written(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    with pytest.raises(SaveError, match='refusing to write an invalid save: "profile"'):
        write_save(path, sample(profile="house rules"))
    assert not path.exists()


def test_non_json_action_values_are_not_written(tmp_path: Path) -> None:
    with pytest.raises(SaveError, match="not plain JSON"):
        write_save(tmp_path / "g.json", sample(actions=[{"type": "pass", "x": {1, 2}}]))
    with pytest.raises(SaveError, match="not plain JSON"):
        write_save(tmp_path / "g.json", sample(actions=[{"type": "pass", "x": float("nan")}]))


# -- refusals -------------------------------------------------------------------------


def test_truncated_save(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    write_save(path, sample())
    path.write_bytes(path.read_bytes()[:-40])
    with pytest.raises(SaveError, match=r"game\.json: the JSON is incomplete: it ends at line"):
        read_save(path)


def test_corrupt_save(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text('{"format": "gamedesk-save", "version": 1,, }')
    with pytest.raises(SaveError, match="not valid JSON at line 1, column 42"):
        read_save(path)


def test_18xx_games_log_is_recognised_and_import_suggested() -> None:
    log = {"title": "18MEX", "players": [], "settings": {}, "actions": []}
    refuse(log, "this is an 18xx.games log; use `gamedesk import")


def test_file_without_format_is_foreign() -> None:
    refuse({"name": "my notes"}, 'not a gamedesk save: it has no "format" field')


def test_file_of_another_format_is_foreign() -> None:
    refuse(document(format="othergame-save"), "not a gamedesk save: its format is 'othergame-save'")


def test_top_level_list_is_foreign() -> None:
    refuse([1, 2], "not a gamedesk save: the top level is a list")


def test_newer_version_is_refused_with_both_versions() -> None:
    refuse(
        document(version=3),
        r"made by a newer gamedesk \(version 3\); this one reads up to 2",
    )


@pytest.mark.parametrize("version", [0, "1", None, True])
def test_invalid_version(version: object) -> None:
    refuse(document(version=version), '"version" must be a whole number from 1 up')


@pytest.mark.parametrize("key", ["title", "profile", "options", "players", "seed", "actions"])
def test_each_required_field_is_named_when_missing(key: str) -> None:
    obj = document()
    del obj[key]
    refuse(obj, f'the save has no "{key}"')


@pytest.mark.parametrize(
    ("key", "value", "message"),
    [
        ("title", "1830", "unknown title '1830'"),
        ("profile", "house", "\"profile\" must be 'rulebook' or '18xx.games'"),
        ("options", "hard_rust_t4", '"options" must be a list of strings'),
        ("players", [], '"players" must be a non-empty list'),
        ("players", ["Ann"], r"players\[0\] must be an object"),
        ("players", [{"id": 1, "name": "Ann"}], r'players\[0\]: "id" must be a non-empty string'),
        ("players", [{"id": "a"}], r'players\[0\]: "name" must be a string'),
        ("seed", "7", '"seed" must be a whole number'),
        ("actions", {}, '"actions" must be a list, not an object'),
        ("actions", [["pass"]], r"actions\[0\] must be an object"),
        ("actions", [{"entity": "p1"}], r'actions\[0\] has no "type"'),
        ("created", 1700000000, '"created" must be a string'),
        ("source", 80226, '"source" must be a string'),
    ],
)
def test_invalid_fields_are_named(key: str, value: object, message: str) -> None:
    refuse(document(**{key: value}), message)


def test_duplicate_player_ids() -> None:
    players = [{"id": "a", "name": "Ann"}, {"id": "a", "name": "Bob"}]
    refuse(document(players=players), "two players have the id 'a'")


def test_read_error_names_the_file(tmp_path: Path) -> None:
    path = tmp_path / "notes.json"
    path.write_text('{"hello": 1}')
    with pytest.raises(SaveError, match=r"notes\.json: not a gamedesk save"):
        read_save(path)


# -- telling files apart --------------------------------------------------------------


def test_detect_kind_of_our_save(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    write_save(path, sample())
    assert detect_kind(path) == "save"


def test_detect_kind_of_an_18xx_games_log(xx_fixtures: Path) -> None:
    assert detect_kind(xx_fixtures / "18MEX" / "17849.json") == "18xx.games"


def test_detect_kind_of_a_newer_save_is_still_save() -> None:
    assert kind_of(document(version=9)) == "save"


def test_detect_kind_refuses_anything_else(tmp_path: Path) -> None:
    path = tmp_path / "data.json"
    path.write_text('{"rows": []}')
    with pytest.raises(SaveError, match=r"data\.json: not a gamedesk save"):
        detect_kind(path)


def test_detect_kind_of_broken_json(tmp_path: Path) -> None:
    path = tmp_path / "x.json"
    path.write_text("[1, 2")
    with pytest.raises(SaveError, match="incomplete"):
        detect_kind(path)
