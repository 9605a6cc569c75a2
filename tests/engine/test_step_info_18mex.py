"""Game.waiting_reason, pass_meaning and step_notes on real 18MEX positions
(issue 16, point 8): who the game waits for and why, what passing means, and
which rule moved the turn on without a decision, each naming its R-number."""

from __future__ import annotations

import pytest

from gamedesk.engine.actions import act
from tests.engine.logged_positions import (
    assert_reasons_name_their_rules,
    positions_of,
)

STEM = "80226"
# positions (actions applied) this file looks at
AT = (10, 38, 39, 114, 115, 381, 382)


@pytest.fixture(scope="module")
def positions() -> dict:
    return positions_of("18MEX", STEM, AT)


@pytest.mark.rules("R-129")
def test_a_major_without_trains_must_buy_one_and_may_not_pass(positions):
    game = positions[38]
    assert game.current_step() == "buy_train"
    assert game.waiting_reason() == "MC must buy a train: it has none and has a route (R-129)"
    assert game.pass_meaning() is None
    assert game.why_illegal(act("pass", "MC")).rule == "R-129"


@pytest.mark.rules("R-140", "R-111")
def test_the_rules_that_ended_track_and_skipped_the_run_are_noted(positions):
    notes = positions[38].step_notes()
    assert "MC's track is done: a major lays up to two yellow tiles or one upgrade (R-140)" in notes
    assert "MC runs nothing: it has no train (R-111)" in notes


@pytest.mark.rules("R-117")
def test_the_one_bank_train_of_a_turn_ends_train_buying_with_a_note(positions):
    game = positions[39]
    assert game.step_notes() == [
        "MC's train buying ends: one bank train a turn in this phase (R-117)"
    ]
    assert game.operating_company() != "MC"


@pytest.mark.rules("R-140")
def test_a_minors_track_step_says_it_lays_one_yellow_tile(positions):
    game = positions[114]
    assert game.current_step() == "track" and game.operating_company() == "B"
    assert game.waiting_reason() == "B may lay track: a minor lays one yellow tile (R-140)"
    assert game.pass_meaning() == "Done laying track — a minor lays one yellow tile (R-140)"


def test_notes_are_those_of_the_last_decision_only(positions):
    before, after = positions[114].step_notes(), positions[115].step_notes()
    assert "B's track is done: a minor lays one yellow tile (R-140)" in after
    assert not any(note.startswith("B's track") for note in before)


@pytest.mark.rules("R-131")
def test_a_forced_purchase_with_the_presidents_help_buys_only_that_train(positions):
    game = positions[381]
    assert game.waiting_reason() == (
        "NdM must buy a train: it has none, and its president pays what the treasury "
        "lacks (R-131)"
    )
    assert "NdM may buy only this train: its president helped pay (R-131)" in (
        positions[382].step_notes()
    )


@pytest.mark.rules("R-029", "R-033")
def test_a_pass_in_the_stock_round_says_it_ends_the_turn(positions):
    game = positions[10]
    assert game.round_kind() == "stock"
    assert game.waiting_reason().endswith("(R-029)")
    assert game.pass_meaning() == (
        "Pass — ends your turn in this stock round; the round ends when everyone "
        "passes in a row (R-033)"
    )


def test_every_reason_and_pass_meaning_of_a_real_game_names_its_rule():
    assert_reasons_name_their_rules("18MEX", STEM)
