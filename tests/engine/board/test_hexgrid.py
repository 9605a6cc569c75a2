"""The hex grid: neighbours and which sides track may cross (R-149)."""

from __future__ import annotations

from gamedesk.engine.board.hexgrid import opposite
from tests.engine.board import new_board


def test_neighbours_follow_the_layout_offsets():
    grid = new_board().grid
    assert grid.neighbor("E6", 0) == "G6"  # flat map: edge 0 is south
    assert grid.neighbor("E6", 5) == "F7"
    assert grid.neighbor("G6", opposite(0)) == "E6"


def test_side_off_the_map_is_closed():
    grid = new_board().grid
    assert grid.neighbor("M12", 4) is None
    assert not grid.passable("M12", 4)


def test_impassable_border_closes_the_side_from_both_hexes():
    grid = new_board().grid
    assert grid.neighbor("O10", 4) == "N11"
    assert not grid.passable("O10", 4)
    assert not grid.passable("N11", 1)
    assert grid.passable("O10", 3)


def test_blank_side_of_a_gray_hex_is_closed_but_its_track_side_is_open():
    grid = new_board().grid
    assert not grid.passable("T11", 5)  # U12's side without track
    assert not grid.passable("U12", 2)
    assert grid.passable("S12", 0)  # U12 has track on that side
    assert not grid.passable("C4", 2)  # B3 (Nogales) has no track toward C4


def test_red_area_is_entered_across_its_track():
    grid = new_board().grid
    assert grid.passable("C6", 3)  # into El Paso (A6)
    assert grid.passable("R13", 4)  # into Mérida (Q14)


def test_baja_variant_replaces_los_mochis_and_adds_santa_rosalia():
    plain = new_board()
    baja = new_board(options=frozenset({"baja_variant"}))
    assert "H3" not in plain.grid
    assert "H3" in baja.grid
    assert baja.tile_of("I4").color == "red"
    assert baja.grid.neighbor("H3", 5) == "I4"
    assert baja.grid.passable("H3", 5)
