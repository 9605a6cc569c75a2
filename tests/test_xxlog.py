"""Reading 18xx.games logs: header, seed, undo/redo resolution, and every refusal."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from gamedesk.io.trace import read_trace, trace_path
from gamedesk.io.xxlog import LogError, derive_seed, effective_actions, parse_log, read_log


def minimal_log(actions: list[dict] | None = None, **changes: object) -> dict:
    log = {
        "id": 1234,
        "title": "18MEX",
        "players": [{"id": 7, "name": "Ann"}, {"id": 9, "name": "Bob"}],
        "settings": {"seed": 42, "optional_rules": []},
        "actions": actions if actions is not None else [],
        "result": {},
    }
    log.update(changes)
    return log


def act(aid: int, kind: str = "pass", **keys: object) -> dict:
    return {"type": kind, "entity": 7, "entity_type": "player", "id": aid, **keys}


def effective_ids(actions: list[dict]) -> list[int]:
    return [a["id"] for a in effective_actions(actions)]


# -- the shared fixtures --------------------------------------------------------------


def test_effective_ids_are_the_trace_id_column(xx_log: Path) -> None:
    log = read_log(xx_log)
    trace_ids = [line["id"] for line in read_trace(trace_path(xx_log))]
    assert [a["id"] for a in log.effective] == trace_ids


def test_effective_list_agrees_with_old_skip_markers(xx_fixtures: Path) -> None:
    # §10: 80226 and hotseat01 carry the 2021-22 `skip` flags, which agree with §6.
    for name in ("80226", "hotseat01"):
        log = read_log(xx_fixtures / "18MEX" / f"{name}.json")
        skipped = {a["id"] for a in log.actions if a.get("skip")}
        assert skipped == {a["id"] for a in log.actions} - {a["id"] for a in log.effective}


def test_fixture_header_is_read_in_seating_order(xx_fixtures: Path) -> None:
    log = read_log(xx_fixtures / "18MEX" / "80226.json")
    assert log.title == "18MEX"
    assert log.game_id == 80226
    assert [pid for pid, _ in log.players] == ["7112", "5951", "4013", "488"]
    assert log.players[0] == ("7112", "Player 1")
    assert log.seed == 80226
    assert log.result == {"488": 4542, "4013": 4203, "5951": 3555, "7112": 3156}
    assert log.game_end_reason == "bank"
    assert log.optional_rules == []
    assert log.pinned is False
    assert (len(log.actions), len(log.effective)) == (734, 548)


def test_fixture_without_seed_takes_it_from_the_id(xx_fixtures: Path) -> None:
    log = read_log(xx_fixtures / "1822MX" / "86.json")
    assert log.seed == 86
    assert log.players == [("0", "Player 1"), ("1", "Player 2"), ("2", "Player 3")]


# -- seed (§8.1) ----------------------------------------------------------------------


def test_seed_from_hotseat_id_is_its_first_run_of_digits() -> None:
    log = parse_log(minimal_log(id="hs_ufsnyofg_31292", settings={}))
    assert log.seed == 31292


def test_seed_from_string_id() -> None:
    assert parse_log(minimal_log(id="86", settings={"seed": None})).seed == 86


def test_empty_seed_counts_as_missing() -> None:
    assert parse_log(minimal_log(id=555, settings={"seed": ""})).seed == 555


def test_seed_zero_is_a_real_seed() -> None:
    assert parse_log(minimal_log(id=555, settings={"seed": 0})).seed == 0


def test_seed_given_as_digits_is_read_as_a_number() -> None:
    assert parse_log(minimal_log(settings={"seed": "717663806"})).seed == 717663806


def test_id_without_digits_gives_seed_zero_like_the_site() -> None:
    assert derive_seed("hs_abc") == 0
    assert derive_seed(None) == 0


# -- header details -------------------------------------------------------------------


def test_player_without_id_is_known_by_its_name() -> None:
    log = parse_log(minimal_log(players=[{"name": "Ann"}, {"id": 3, "name": "Bob"}]))
    assert log.players == [("Ann", "Ann"), ("3", "Bob")]


def test_pinned_game_is_flagged() -> None:
    assert parse_log(minimal_log(settings={"seed": 1, "pin": "abc123"})).pinned is True


def test_optional_rules_are_kept() -> None:
    log = parse_log(minimal_log(settings={"optional_rules": ["hard_rust_t4"]}))
    assert log.optional_rules == ["hard_rust_t4"]


def test_whole_float_result_values_become_integers() -> None:
    log = parse_log(minimal_log(result={"7": 5559.0, "9": 12}))
    assert log.result == {"7": 5559, "9": 12}
    assert isinstance(log.result["7"], int)


def test_missing_result_and_end_reason_are_allowed() -> None:
    obj = minimal_log()
    del obj["result"]
    log = parse_log(obj)
    assert (log.result, log.game_end_reason) == ({}, None)


def test_unknown_top_level_keys_are_ignored() -> None:
    assert parse_log(minimal_log(fixture_format={"chat": "scrub"}, whatever=[1])).title == "18MEX"


# -- undo and redo (§6) ---------------------------------------------------------------


def test_worked_example_of_game_80226() -> None:
    actions = [act(n) for n in range(49, 55)]
    actions += [act(55, "undo", action_id=53), act(56, "undo", action_id=49)]
    actions += [act(57, "lay_tile"), act(58, "lay_tile")]
    assert effective_ids(actions) == [49, 57, 58]


def test_redo_restores_the_undone_move() -> None:
    actions = [act(613), act(614, "buy_shares"), act(615, "undo"), act(616, "redo"), act(617)]
    assert effective_ids(actions) == [613, 614, 617]


def test_undo_without_target_takes_back_one_move() -> None:
    assert effective_ids([act(1), act(2), act(3, "undo")]) == [1]


def test_successive_undos_are_redone_in_reverse_order() -> None:
    actions = [act(1), act(2), act(3), act(4, "undo"), act(5, "undo"), act(6, "redo")]
    assert effective_ids(actions) == [1, 2]
    assert effective_ids([*actions, act(7, "redo")]) == [1, 2, 3]


def test_undo_to_zero_takes_back_everything() -> None:
    assert effective_ids([act(1), act(2), act(3, "undo", action_id=0)]) == []


def test_undo_may_point_at_an_undone_entry() -> None:
    actions = [act(1), act(2), act(3), act(4, "undo", action_id=1), act(5, "undo", action_id=2)]
    assert effective_ids(actions) == [1]


def test_chat_is_never_undone_and_never_blocks_a_redo() -> None:
    actions = [act(1), act(2), act(3, "message", message="hi"), act(4, "undo")]
    assert effective_ids(actions) == [1, 3]  # the undo skips the chat and takes back 2
    actions += [act(5, "message", message="oops"), act(6, "redo")]
    assert effective_ids(actions) == [1, 2, 3, 5]


def test_chat_stays_in_the_effective_list_but_is_flagged() -> None:
    log = parse_log(minimal_log([act(1), act(2, "message", message="gg"), act(3)]))
    assert [a["id"] for a in log.effective] == [1, 2, 3]
    assert log.chat_ids == {2}
    assert [a["id"] for a in log.moves] == [1, 3]


def test_log_entry_is_an_ordinary_move_that_ends_redo() -> None:
    actions = [act(1), act(2, "undo"), act(3, "log", message="consent"), act(4, "redo")]
    with pytest.raises(LogError, match="redo with nothing to redo"):
        effective_ids(actions)


def test_undone_move_keeps_its_auto_actions() -> None:
    parent = act(2, auto_actions=[{"type": "pass", "entity": 9, "entity_type": "player"}])
    log = parse_log(minimal_log([act(1), parent, act(3, "undo"), act(4, "redo")]))
    assert log.effective[1]["auto_actions"][0]["type"] == "pass"


def test_ids_may_have_gaps() -> None:
    assert effective_ids([act(1), act(5), act(9, "undo", action_id=1), act(12)]) == [1, 12]


# -- refusals: the file ---------------------------------------------------------------


def write(tmp_path: Path, text: str | bytes, name: str = "game.json") -> Path:
    path = tmp_path / name
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    return path


def test_invalid_json_says_line_and_column(tmp_path: Path) -> None:
    path = write(tmp_path, '{\n  "title": "18MEX",\n  "players": [1,, 2]\n}\n')
    with pytest.raises(LogError, match=r"not valid JSON at line 3, column 17"):
        read_log(path)


def test_truncated_file_is_called_truncated_with_its_end(tmp_path: Path) -> None:
    text = json.dumps(minimal_log([act(1), act(2)]), indent=2)
    path = write(tmp_path, text[: len(text) // 2])
    with pytest.raises(LogError, match=r"incomplete: it ends at .*truncated") as err:
        read_log(path)
    assert "line " in str(err.value) and "column " in str(err.value)
    assert str(path) in str(err.value)


def test_file_cut_inside_a_string_is_truncated(tmp_path: Path) -> None:
    with pytest.raises(LogError, match=r"ends at line 1, column 14 \(truncated\?\)"):
        read_log(write(tmp_path, '{"title": "18M'))


def test_empty_file(tmp_path: Path) -> None:
    with pytest.raises(LogError, match="the file is empty"):
        read_log(write(tmp_path, "  \n"))


def test_binary_file(tmp_path: Path) -> None:
    with pytest.raises(LogError, match="not a text file"):
        read_log(write(tmp_path, b"\x89PNG\r\n\x1a\n\xff\xfe"))


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(LogError, match="no such file"):
        read_log(tmp_path / "nope.json")


def test_byte_order_mark_is_accepted(tmp_path: Path) -> None:
    path = write(tmp_path, b"\xef\xbb\xbf" + json.dumps(minimal_log()).encode())
    assert read_log(path).title == "18MEX"


# -- refusals: the header -------------------------------------------------------------


def refuse(obj: object, message: str) -> None:
    with pytest.raises(LogError, match=message):
        parse_log(obj)


def without(key: str) -> dict:
    obj = minimal_log()
    del obj[key]
    return obj


def test_top_level_must_be_an_object() -> None:
    refuse([minimal_log()], "top level is a list, not an object")


@pytest.mark.parametrize("key", ["title", "players", "settings", "actions"])
def test_each_required_key_is_named_when_missing(key: str) -> None:
    refuse(without(key), f'the log has no "{key}"')


@pytest.mark.parametrize(
    ("key", "value", "message"),
    [
        ("title", 18, '"title" must be a string, not a number'),
        ("players", {"7": "Ann"}, '"players" must be a list, not an object'),
        ("settings", [], '"settings" must be an object, not a list'),
        ("actions", "none", '"actions" must be a list, not a string'),
        ("result", [], '"result" must be an object, not a list'),
        ("game_end_reason", 3, '"game_end_reason" must be a string'),
        ("id", [1], '"id" must be a number or a string'),
    ],
)
def test_wrong_typed_keys_are_named(key: str, value: object, message: str) -> None:
    refuse(minimal_log(**{key: value}), message)


def test_unknown_title_lists_the_known_ones() -> None:
    refuse(minimal_log(title="1830"), r"unknown title '1830'.*18MEX, 1822MX, 18ESP")


def test_no_players() -> None:
    refuse(minimal_log(players=[]), '"players" is empty')


def test_player_that_is_not_an_object() -> None:
    refuse(minimal_log(players=["Ann"]), r"players\[0\] must be an object")


def test_player_with_neither_id_nor_name() -> None:
    refuse(minimal_log(players=[{"id": 1, "name": "A"}, {}]), r'players\[1\] has neither "id"')


def test_player_id_of_wrong_type() -> None:
    refuse(minimal_log(players=[{"id": True, "name": "A"}]), r'players\[0\]: "id" must be')


def test_duplicate_player_ids() -> None:
    players = [{"id": 7, "name": "Ann"}, {"id": "7", "name": "Bob"}]
    refuse(minimal_log(players=players), "two players have the id '7'")


def test_bad_seed() -> None:
    refuse(minimal_log(settings={"seed": 1.5}), r'"settings.seed" must be a whole number')


def test_bad_optional_rules() -> None:
    refuse(minimal_log(settings={"optional_rules": "core"}), "optional_rules")


def test_result_value_that_is_not_whole() -> None:
    refuse(minimal_log(result={"7": 12.5}), r'result\["7"\] must be a whole number')


def test_result_for_a_stranger() -> None:
    refuse(minimal_log(result={"99": 100}), "names player '99', who is not in \"players\"")


def test_archived_game_without_actions() -> None:
    obj = without("actions")
    obj["status"] = "archived"
    refuse(obj, "archived on 18xx.games.*nothing to replay")
    refuse(minimal_log([], status="archived"), "archived")


def test_parse_log_error_names_the_source() -> None:
    with pytest.raises(LogError, match=r"^mine\.json: unknown title"):
        parse_log(minimal_log(title="1889"), source="mine.json")


# -- refusals: the actions ------------------------------------------------------------


def test_action_that_is_not_an_object() -> None:
    refuse(minimal_log([act(1), "pass"]), r"actions\[1\] must be an object")


def test_action_without_type() -> None:
    refuse(minimal_log([act(1), {"id": 2, "entity": 7}]), r'actions\[1\] \(id 2\) has no "type"')


def test_action_without_id() -> None:
    refuse(minimal_log([act(1), {"type": "pass"}]), r'actions\[1\] has no whole-number "id"')


def test_action_with_text_id() -> None:
    refuse(minimal_log([act(1), act("2")]), r'actions\[1\] has no whole-number "id"')  # type: ignore[arg-type]


def test_auto_action_without_type() -> None:
    refuse(minimal_log([act(1, auto_actions=[{"entity": 7}])]), r"auto_actions\[0\] has no")


@pytest.mark.parametrize("second", [3, 2])
def test_ids_must_strictly_increase(second: int) -> None:
    refuse(minimal_log([act(3), act(second)]), rf"actions\[1\] has id {second} after id 3")


def test_undo_target_missing() -> None:
    actions = [act(1), act(2), act(3, "undo", action_id=77)]
    refuse(minimal_log(actions), r"\(id 3\) undoes back to action_id 77, but no earlier entry")


def test_undo_target_must_be_earlier() -> None:
    actions = [act(1), act(2, "undo", action_id=3), act(3)]
    refuse(minimal_log(actions), "no earlier entry has that id")


def test_redo_with_nothing_to_redo() -> None:
    refuse(minimal_log([act(1), act(2, "redo")]), r"actions\[1\] \(id 2\) is a redo with nothing")


def test_redo_after_a_new_move_is_refused() -> None:
    actions = [act(1), act(2, "undo"), act(3), act(4, "redo")]
    refuse(minimal_log(actions), "redo with nothing to redo")


def test_parsing_does_not_change_the_input() -> None:
    obj = minimal_log([act(1), act(2, "undo"), act(3, "redo")])
    before = copy.deepcopy(obj)
    parse_log(obj)
    assert obj == before
