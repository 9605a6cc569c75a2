"""The 18MW data in resources/: it loads, the board builds from it, its hexes and
tiles agree with each other, and the reconstructed parts still say so.

Expected values come from ../shared/rules/18MW.md, section 1 (1.1 constants,
1.2 certificate limits, 1.3 privates, 1.4 corporations, 1.6 trains)."""

from __future__ import annotations

import pytest

from gamedesk.engine.board.board import Board
from gamedesk.engine.data import load_title

# 1.4: corporation -> home hex (SP and GM&O: off-map red hexes)
HOMES = {"SP": "Q7", "GM&O": "Q17"}
# 1.3: private -> face value
PRIVATES = {"H&StJ": 40, "StL&A": 70, "SLFLC": 80, "L&M": 90, "RI": 120, "CFHC": 160, "M&O": 180}
# 1.6: train -> (count, price)
TRAINS = {"2": (7, 80), "3": (6, 180), "4": (5, 300), "5": (4, 425), "6": (3, 550),
          "8": (3, 800), "10": (3, 900), "D": ("unlimited", 1100)}


@pytest.fixture(scope="module")
def data():
    return load_title("18MW")


@pytest.fixture(scope="module")
def board(data):
    return Board(data)


def test_the_reconstructed_parts_keep_their_mark(data):
    assert data.game["reconstructed"] and data.map["reconstructed"]
    assert data.game["stock_market"]["reconstructed"]
    assert data.game["notes"] and data.map["notes"]


@pytest.mark.rules("R-002")
def test_constants_match_the_rulebook(data):
    game = data.game
    assert game["players"] == {"min": 3, "max": 5}
    assert game["bank"]["cash"] == 12000
    assert game["starting_cash"] == {"3": 650, "4": 550, "5": 450}
    assert game["cert_limit"] == {"3": 20, "4": 16, "5": 13}
    assert game["rules"]["cert_limit_after_mergers"]["4"] == [16, 15, 14, 13, 12]


@pytest.mark.rules("R-066")
def test_the_seven_privates_in_ascending_face_order(data):
    privates = [(c["sym"], c["value"]) for c in data.game["companies"] if c["kind"] == "private"]
    assert privates == list(PRIVATES.items())


def test_trains_and_corporations_match_the_rulebook(data):
    assert {t["name"]: (t["count"], t["price"]) for t in data.game["trains"]} == TRAINS
    corps = {c["sym"]: c for c in data.game["corporations"]}
    assert len(corps) == 10 and all(c["float_percent"] == 60 for c in corps.values())
    for sym, hex in HOMES.items():
        assert corps[sym]["home"][0]["hex"] == hex
    assert sorted(s["sym"] for s in data.game["systems"]) == ["BN", "CR", "CSX", "N&W"]


def test_every_neighbour_is_mutual_and_every_hex_is_on_the_board(data, board):
    hexes = {h["coord"]: h for h in data.map["hexes"]}
    assert set(board.hexes()) == set(hexes)
    for coord, hex in hexes.items():
        for edge, other in hex["neighbors"].items():
            assert hexes[other]["neighbors"][str((int(edge) + 3) % 6)] == coord


def test_every_home_and_bonus_hex_has_a_city_the_board_knows(data, board):
    for corp in data.game["corporations"]:
        home = corp["home"][0]
        assert board.city_state(home["hex"], home["city"]) is not None, corp["sym"]
    for bonus in data.game["rules"]["connection_bonuses"]:
        for hex in bonus["between"]:
            assert hex in board.hexes()
        token = bonus["doubled_token"]
        assert board.city_state(token["hex"], token["city"]) is not None


def test_the_tile_manifest_is_on_the_board_and_the_special_cities_carry_labels(data, board):
    manifest = {e["key"]: e["count"] for e in data.game["tile_manifest"]}
    assert board.tiles_available() == manifest
    assert board.future_label("F20") == ("M", "brown")
    assert board.tile_of("H22").preprinted and board.revenue_of("H22", 0, ("yellow",)) == 30
    assert len(board.city_state("H22", 0).slots) == 2
