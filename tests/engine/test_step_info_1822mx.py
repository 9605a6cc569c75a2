"""Game.waiting_reason, pass_meaning and step_notes on real 1822MX positions
(issue 16, point 8): a minor's build allowance, a pass after a bid, the
third bid ending a turn and a forced train purchase, each naming its rule."""

from __future__ import annotations

import pytest

from gamedesk.engine.actions import act
from tests.engine.logged_positions import (
    assert_reasons_name_their_rules,
    positions_of,
)

STEM = "123055"
AT = (1, 2, 5, 32, 33, 259)


@pytest.fixture(scope="module")
def positions() -> dict:
    return positions_of("1822MX", STEM, AT)


@pytest.mark.rules("R-062")
def test_a_pass_after_a_bid_says_it_ends_the_turn(positions):
    game = positions[1]
    assert game.actions[-1].type == "bid"
    assert game.waiting_reason() == (
        "Player 1 may make 2 more bids this turn, or end the turn (R-062)"
    )
    assert game.pass_meaning() == "Done — ends your turn after 1 of 3 bids (R-062)"


@pytest.mark.rules("R-020", "R-021")
def test_a_pass_before_acting_ends_the_turn_and_counts_toward_the_rounds_end(positions):
    game = positions[2]
    assert game.waiting_reason().endswith("make up to three bids (R-021)")
    assert game.pass_meaning() == (
        "Pass — ends your turn in this stock round; the round ends when everyone "
        "passes in a row (R-020)"
    )


@pytest.mark.rules("R-062")
def test_the_third_bid_ends_the_turn_with_a_note(positions):
    game = positions[5]
    assert game.step_notes() == ["Player 2's turn ends: three bids is the most a turn (R-062)"]
    assert game.active_entities() != [game.actions[-1].entity]


@pytest.mark.rules("R-130")
def test_a_minors_track_step_names_its_allowance(positions):
    game = positions[32]
    assert game.current_step() == "track"
    assert game.waiting_reason() == (
        "Minor 18 may build track: a minor builds one yellow tile (R-130)"
    )
    assert game.pass_meaning() == "Done laying track — a minor builds one yellow tile (R-130)"


@pytest.mark.rules("R-130")
def test_the_used_allowance_ends_a_minors_track_step_with_a_note(positions):
    game = positions[33]
    assert game.actions[-1].type == "lay_tile"
    assert "Minor 18's track is done: a minor builds one yellow tile (R-130)" in (
        game.step_notes()
    )
    assert game.current_step() != "track"


@pytest.mark.rules("R-210")
def test_a_company_without_trains_must_buy_one_and_may_not_pass(positions):
    game = positions[259]
    assert game.current_step() == "buy_train"
    assert game.waiting_reason() == "FCM must buy a train: it has none (R-210)"
    assert game.pass_meaning() is None
    assert game.why_illegal(act("pass", "FCM")).rule == "R-210"


def test_every_reason_and_pass_meaning_of_a_real_game_names_its_rule():
    assert_reasons_name_their_rules("1822MX", STEM)
