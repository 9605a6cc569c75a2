"""An 18MW operating turn on the engine's steps: its refusals cite 18MW's rule
numbers, and a company without a train must buy one (R-110, R-119, R-159)."""

from __future__ import annotations

import pytest

from gamedesk.engine.actions import act
from gamedesk.engine.errors import IllegalAction
from tests.titles.common import fingerprint, play
from tests.titles.mw_helpers import stock_position

CNW = "C&NW"


def operating():
    """C&NW floated at 100 (home F18, $1000, no train); its first turn begins."""
    game = stock_position({"a": ["C&NW_0", "C&NW_1", "C&NW_2"], "b": ["C&NW_3", "C&NW_4"],
                           "c": ["C&NW_5"]})
    while game.round_kind() == "stock":
        play(game, ("pass", game.active_entities()[0]))
    assert game.round_kind() == "operating" and game.operating_company() == CNW
    return game


def refused(game, kind, entity, **fields) -> IllegalAction:
    before = fingerprint(game)
    with pytest.raises(IllegalAction) as info:
        game.process(act(kind, entity, **fields))
    assert fingerprint(game) == before
    return info.value


@pytest.mark.rules("R-119")
def test_no_green_tile_before_phase_3():
    game = operating()
    assert game.current_step() == "track"
    assert refused(game, "lay_tile", CNW, hex="F18", tile="14", rotation=0).rule == "R-119"


@pytest.mark.rules("R-116")
def test_no_track_off_the_map():
    game = operating()
    assert refused(game, "lay_tile", CNW, hex="A1", tile="7", rotation=0).rule == "R-116"


@pytest.mark.rules("R-110")
def test_the_steps_come_in_their_order():
    game = operating()
    assert refused(game, "run_routes", CNW, routes=[]).rule == "R-110"


@pytest.mark.rules("R-159", "R-160")
def test_a_company_without_a_train_must_buy_one_at_the_end_of_its_turn():
    game = operating()
    while game.current_step() != "buy_train":
        play(game, ("pass", CNW))
    assert refused(game, "pass", CNW).rule == "R-159"
    play(game, ("buy_train", CNW, {"train": "2-0", "price": 80}))
    assert [t.id for t in game.corporations[CNW].trains] == ["2-0"]
