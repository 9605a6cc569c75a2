"""18MEX tile lays, Copper Canyon, forced train purchase and scoring
(R-129, R-140…R-158, R-205)."""

from __future__ import annotations

import pytest

from gamedesk.engine.errors import IllegalAction
from tests.titles.mex_helpers import (
    after_sale,
    fingerprint,
    first_operating_round,
    play,
    step_to,
    turn_of,
)
from tests.titles.mex_positions import refused


def chi_track_step():
    game = first_operating_round()
    return turn_of(game, "CHI")


@pytest.mark.rules("R-146", "R-155")
def test_the_first_tile_in_a_hex_pays_its_terrain_from_the_treasury():
    game = chi_track_step()
    cash = game.corporations["CHI"].cash
    play(game, ("lay_tile", "CHI", {"hex": "C6", "tile": "9", "rotation": 0}))
    assert game.corporations["CHI"].cash == cash - 20  # desert


@pytest.mark.rules("R-140")
def test_a_major_lays_at_most_two_yellow_tiles():
    game = chi_track_step()
    play(game, ("lay_tile", "CHI", {"hex": "C6", "tile": "9", "rotation": 0}))
    lays = [a for a in game.legal_actions() if a.type == "lay_tile"]
    assert lays and game.round.turn.step == "track"
    game.process(lays[0])
    assert game.round.turn.step != "track"
    assert not any(a.type == "lay_tile" for a in game.legal_actions())


@pytest.mark.rules("R-142", "R-149")
def test_no_tile_on_red_or_gray_areas():
    game = chi_track_step()
    with pytest.raises(IllegalAction):
        play(game, ("lay_tile", "CHI", {"hex": "A6", "tile": "9", "rotation": 0}))
    with pytest.raises(IllegalAction):
        play(game, ("lay_tile", "CHI", {"hex": "B3", "tile": "9", "rotation": 0}))
    assert {a["hex"] for a in game.legal_actions() if a.type == "lay_tile"} <= {
        "C6", "F5", "G6"
    }


@pytest.mark.rules("R-150")
def test_a_lay_must_connect_to_a_station():
    game = chi_track_step()
    before = fingerprint(game)
    with pytest.raises(IllegalAction):
        play(game, ("lay_tile", "CHI", {"hex": "K10", "tile": "9", "rotation": 0}))
    assert fingerprint(game) == before


@pytest.mark.rules("R-141")
def test_no_green_before_phase_three():
    game = chi_track_step()
    with pytest.raises(IllegalAction):
        play(game, ("lay_tile", "CHI", {"hex": "E6", "tile": "14", "rotation": 0}))
    assert all(game.board.catalogue.defs[a["tile"]].color == "yellow"
               for a in game.legal_actions() if a.type == "lay_tile")


@pytest.mark.rules("R-158", "R-152")
def test_only_the_owner_of_kcmo_lays_the_copper_canyon_tile():
    game = chi_track_step()
    assert game.company("KCMO").owner == "p2"
    refused(game, ("lay_tile", "CHI", {"hex": "F5", "tile": "470", "rotation": 0,
                                       "special": "KCMO"}), "R-158")


@pytest.mark.rules("R-129")
def test_a_major_with_a_route_and_no_train_must_buy_one():
    game = chi_track_step()
    play(game, ("lay_tile", "CHI", {"hex": "C6", "tile": "9", "rotation": 0}))
    step_to(game, "buy_train")
    assert not any(a.type == "pass" for a in game.legal_actions())
    refused(game, ("pass", "CHI"), "R-129")


@pytest.mark.rules("R-205")
def test_score_counts_cash_shares_at_market_value_and_privates_and_minors_at_par():
    game = after_sale()
    p3 = game.player("p3")
    # Minor A ($50), MIR ($100); the CHI share is worth nothing while CHI is unstarted.
    assert game.player_value(p3) == p3.cash + 50 + 100
    play(game, ("pass", "p2"), ("par", "p3", {"corporation": "CHI", "price": 70}))
    assert game.player_value(p3) == p3.cash + 50 + 100 + 140 + 70
