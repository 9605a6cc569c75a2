"""The 18ESP data in resources/ against the rules inventory (../shared/rules/18ESP.md,
sections 1.1-1.9), and the board it builds: every hex and tile consistent."""

from __future__ import annotations

import pytest

from gamedesk.engine.board import Board
from gamedesk.engine.data import load_title

# 1.5 / 1.6: company -> home hex (CA: 18xx.games' Zaragoza, open question Q1)
HOMES = {
    "SC": "C31", "CM": "E29", "AC": "H28", "MZ": "F24", "ZP": "J20", "MS": "C27",
    "MH": "E21", "CSE": "H32", "CA": "J20",
    "CFLG": "E3", "CFEA": "D6", "FdLR": "H8", "FdSB": "I5", "SFVA": "D6", "FdC": "I5",
    "MZA": "F24", "N": "F24", "A": "E33", "MCP": "F24", "CRB": "B26", "ZPB": "M21",
    "GSSR": "I29", "AVT": "K25", "TBF": "L22",
}  # fmt: skip
# 1.6: major -> destination
DESTINATIONS = {
    "CFLG": "E7", "CFEA": "G5", "FdLR": "K5", "FdSB": "K5", "SFVA": "C1", "FdC": "G5",
    "MZA": "J28", "N": "E21", "A": "C31", "MCP": "C25", "CRB": "F28", "ZPB": "J20",
    "GSSR": "F32", "AVT": "L22", "TBF": "N18",
}  # fmt: skip
STANDARD = {"N", "MZA", "A", "MCP", "CRB", "ZPB", "FdLR", "FdSB", "CFEA", "CFLG",
            "SC", "CM", "AC", "MZ", "ZP", "MS"}
MARKET = [50, 55, 60, 65, 70, 75, 80, 85, 90, 95, 100, 105, 110, 115, 120, 126, 132, 138,
          144, 151, 158, 165, 172, 180, 188, 196, 204, 213, 222, 231, 240, 250, 260, 270,
          280, 295, 310, 325, 340, 360, 380, 400]  # fmt: skip


@pytest.fixture(scope="module")
def data():
    return load_title("18ESP")


@pytest.mark.rules("R-001", "R-002")
def test_players_cash_and_certificate_limits_follow_the_table(data):
    assert (data.game["players"]["min"], data.game["players"]["max"]) == (3, 6)
    assert data.game["starting_cash"] == {"3": 860, "4": 650, "5": 520, "6": 440}
    assert data.game["cert_limit"] == {"3": 27, "4": 20, "5": 16, "6": 13}


@pytest.mark.rules("R-004")
def test_companies_have_their_homes_destinations_and_standard_set(data):
    corps = {c["sym"]: c for c in data.game["corporations"]}
    assert {s: c["home"][0]["hex"] for s, c in corps.items()} == HOMES
    assert {s: c["destination"] for s, c in corps.items() if "destination" in c} == DESTINATIONS
    assert {s for s, c in corps.items() if c["in_core_game"]} == STANDARD


def test_market_is_the_zig_zag_track_of_42_spaces_with_par_70_to_100(data):
    market = data.game["stock_market"]
    assert [cell["price"] for cell in market["rows"][0]] == MARKET
    assert sorted(market["par_values"]) == [70, 75, 80, 85, 90, 95, 100]


def test_trains_follow_the_table(data):
    trains = {t["name"]: (t["count"], t["price"]) for t in data.game["trains"]}
    assert trains == {"2P": (1, 0), "2": (11, 100), "3": (9, 200), "4": (7, 300),
                      "5": (5, 500), "6": (3, 600), "8": ("unlimited", 800)}


@pytest.mark.rules("R-011")
@pytest.mark.parametrize("profile", ["rulebook", "18xx.games"])
def test_board_builds_with_every_pass_closed_and_two_gauges(data, profile):
    board = Board(data, profile=profile)
    assert board.closed_gates == {"D12", "H12", "J10", "L8"}
    assert board.gauged
    assert len(board.grid.coords) == len(data.map["hexes"])


def test_every_hex_shows_a_known_tile_and_every_home_is_a_city(data):
    board = Board(data)
    for coord in board.grid.coords:
        assert board.tile_of(coord) is not None, coord
    for sym, hex_ in HOMES.items():
        assert board.cities(hex_), (sym, hex_)


def test_every_manifest_tile_is_defined_and_mines_and_harbours_are_on_the_map(data):
    assert {t["key"] for t in data.game["tile_manifest"]} <= data.tiles.keys()
    coords = {h["coord"] for h in data.map["hexes"]}
    assert set(data.map["mine_hexes"]) <= coords
    assert set(data.map["harbors"]) <= coords
    assert {p["hex"] for p in data.map["mountain_passes"]} <= coords
