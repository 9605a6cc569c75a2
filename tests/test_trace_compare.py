"""Comparing our state with a reference trace line."""

from __future__ import annotations

import copy
from pathlib import Path

import pytest

from gamedesk.io.trace import (
    MISSING,
    PLAYER_ORDER,
    TraceError,
    compare_trace,
    first_difference,
    read_trace,
    trace_path,
)

LINE = {
    "i": 3,
    "id": 5,
    "type": "lay_tile",
    "entity": "MC",
    "round": "Operating Round",
    "phase": "3½",
    "active": ["MC"],
    "bank": 5000,
    "players": {
        "1539": {"cash": 300, "value": 420, "shares": {"MC": 20, "NdM": 5}},
        "1027": {"cash": 250, "value": 250, "shares": {}},
    },
    "corporations": {
        "MC": {"cash": 80, "price": 60, "trains": ["2", "2", "3"], "tokens": ["E6", "M12"]},
    },
    "tiles": [{"hex": "E6", "tile": "57", "rotation": 1}],
}


def mine(**changes: object) -> dict:
    state = copy.deepcopy(LINE)
    state.update(changes)
    return state


def test_identical_states_have_no_difference() -> None:
    assert first_difference(LINE, mine()) is None


def test_nested_difference_gives_its_dotted_path() -> None:
    state = mine()
    state["corporations"]["MC"]["cash"] = 70
    assert first_difference(LINE, state) == ("corporations.MC.cash", 80, 70)


def test_player_share_difference_path() -> None:
    state = mine()
    state["players"]["1539"]["shares"]["NdM"] = 10
    assert first_difference(LINE, state) == ("players.1539.shares.NdM", 5, 10)


def test_first_difference_follows_the_trace_key_order() -> None:
    state = mine(bank=1, phase="4")
    assert first_difference(LINE, state) == ("phase", "3½", "4")


def test_tokens_and_trains_compare_as_multisets() -> None:
    state = mine()
    state["corporations"]["MC"]["tokens"] = ["M12", "E6"]
    state["corporations"]["MC"]["trains"] = ["3", "2", "2"]
    assert first_difference(LINE, state) is None


def test_multiset_still_counts_copies() -> None:
    state = mine()
    state["corporations"]["MC"]["trains"] = ["2", "3", "3"]
    assert first_difference(LINE, state) == (
        "corporations.MC.trains",
        ["2", "2", "3"],
        ["2", "3", "3"],
    )


def test_other_lists_keep_their_order() -> None:
    assert first_difference({"active": [1, 2]}, {"active": [2, 1]}) == ("active", [1, 2], [2, 1])


def test_list_of_objects_is_compared_item_by_item() -> None:
    state = mine(tiles=[{"hex": "E6", "tile": "57", "rotation": 2}])
    assert first_difference(LINE, state) == ("tiles.0.rotation", 1, 2)


def test_lists_of_different_length_are_shown_whole() -> None:
    state = mine(tiles=[])
    assert first_difference(LINE, state) == ("tiles", LINE["tiles"], [])


def test_key_missing_on_our_side() -> None:
    state = mine()
    del state["bank"]
    assert first_difference(LINE, state) == ("bank", 5000, MISSING)


def test_extra_key_on_our_side() -> None:
    assert first_difference(LINE, mine(finished=True)) == ("finished", MISSING, True)


def test_null_is_not_the_same_as_missing() -> None:
    assert first_difference({"price": None}, {}) == ("price", None, MISSING)


def test_float_money_differs_from_whole_money() -> None:
    assert first_difference({"cash": 80}, {"cash": 80.0}) == ("cash", 80, 80.0)


def test_true_differs_from_one() -> None:
    assert first_difference({"floated": 1}, {"floated": True}) == ("floated", 1, True)


def test_player_order_is_compared_after_contents() -> None:
    state = mine()
    state["players"] = dict(reversed(list(state["players"].items())))
    assert first_difference(LINE, state) == (PLAYER_ORDER, ["1539", "1027"], ["1027", "1539"])


def test_key_order_elsewhere_carries_no_meaning() -> None:
    state = mine()
    state["corporations"]["MC"] = dict(reversed(list(state["corporations"]["MC"].items())))
    assert first_difference(LINE, state) is None


def test_ignored_top_level_field() -> None:
    assert first_difference(LINE, mine(tiles=None), ignore=["tiles"]) is None


def test_ignored_path_with_wildcard() -> None:
    state = mine()
    state["corporations"]["MC"]["price"] = 1
    state["players"]["1027"]["value"] = 1
    found = first_difference(LINE, state, ignore=["corporations.*.price"])
    assert found == ("players.1027.value", 250, 1)


def test_tuples_count_as_lists() -> None:
    assert first_difference({"active": [0]}, {"active": (0,)}) is None


# -- whole traces ---------------------------------------------------------------------


def test_compare_trace_reports_action_and_field() -> None:
    lines = [dict(LINE, i=0, id=1), dict(LINE, i=1, id=2)]
    states = [mine(i=0, id=1), mine(i=1, id=2, bank=4999)]
    found = compare_trace(lines, states)
    assert found is not None
    assert (found.i, found.id, found.path, found.expected, found.got) == (1, 2, "bank", 5000, 4999)
    assert str(found) == "action i=1 (id 2, lay_tile by MC): bank: expected 5000, got 4999"


def test_compare_trace_notices_missing_states() -> None:
    found = compare_trace([LINE, LINE], [mine()])
    assert found is not None and found.path == "(state)"


def test_compare_trace_agrees_on_equal_runs() -> None:
    assert compare_trace([LINE], [mine()]) is None


def test_trace_path_of_a_fixture_log(tmp_path: Path) -> None:
    log = tmp_path / "18MEX" / "80226.json"
    assert trace_path(log) == tmp_path / "traces" / "18MEX" / "80226.trace.jsonl"


def test_read_trace_names_the_bad_line(tmp_path: Path) -> None:
    path = tmp_path / "t.jsonl"
    path.write_text('{"i": 0}\n\n{"i": 1\n')
    lines = read_trace(path)
    assert next(lines) == {"i": 0}
    with pytest.raises(TraceError, match=r"line 3: not valid JSON"):
        next(lines)


def test_shared_trace_line_matches_itself(xx_fixtures: Path) -> None:
    path = trace_path(xx_fixtures / "1822MX" / "86.json")
    lines = list(read_trace(path))
    assert len(lines) == 65
    assert lines[-1].get("finished") is True
    assert first_difference(lines[-1], copy.deepcopy(lines[-1])) is None
