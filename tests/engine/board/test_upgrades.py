"""Which tiles may be laid where, and what they cost (R-140 … R-160)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from gamedesk.engine.board import upgrades
from gamedesk.engine.errors import IllegalAction
from tests.engine.board import BROWN, GRAY, GREEN, YELLOW, lay, new_board


def check(
    board, company, hex_, tile, rotation, colors=YELLOW, *, new_lay=True, upgrade=True, special=None
):
    return board.check_lay(
        company,
        hex_,
        tile,
        rotation,
        colors=colors,
        new_lay=new_lay,
        upgrade=upgrade,
        special=special,
    )


def refused(board, *args, **kwargs) -> str:
    with pytest.raises(IllegalAction) as info:
        check(board, *args, **kwargs)
    return info.value.rule


@pytest.fixture(params=["rulebook", "18xx.games"])
def chihuahua(request):
    """CHI's station in Chihuahua (E6, printed yellow, exits 0, 1 and 3)."""
    board = new_board(request.param)
    board.place_token("CHI", "E6", 0)
    return board


# ---------------------------------------------------------------- allowances
def test_yellow_lay_on_empty_hex_needs_a_lay_allowance(chihuahua):
    assert refused(chihuahua, "CHI", "C6", "9", 0, new_lay=False) == "R-140"
    assert check(chihuahua, "CHI", "C6", "9", 0, new_lay=True, upgrade=False) == 20


def test_green_on_a_printed_yellow_hex_is_an_upgrade(chihuahua):
    assert refused(chihuahua, "CHI", "E6", "14", 0, GREEN, new_lay=True, upgrade=False) == "R-140"
    assert check(chihuahua, "CHI", "E6", "14", 0, GREEN, new_lay=False, upgrade=True) == 0


def test_tile_colour_must_be_available_in_the_phase(chihuahua):
    assert refused(chihuahua, "CHI", "E6", "14", 0, YELLOW) == "R-141"


def test_tile_must_be_the_next_colour(chihuahua):
    assert refused(chihuahua, "CHI", "E6", "57", 0, YELLOW) == "R-142"
    assert refused(chihuahua, "CHI", "G6", "23", 0, GREEN) == "R-142"


def test_no_tile_goes_on_a_red_or_gray_hex():
    board = new_board()
    board.place_token("C", "S12", 0)
    assert refused(board, "C", "Q14", "57", 1) == "R-142"
    board.place_token("TM", "I12", 0)
    assert refused(board, "TM", "I12", "63", 0, BROWN) == "R-142"


# --------------------------------------------------------------- geometry
def test_upgrade_must_keep_existing_track(chihuahua):
    assert check(chihuahua, "CHI", "E6", "14", 0, GREEN) == 0  # exits 0,1,3,4 keep 0,1,3
    assert refused(chihuahua, "CHI", "E6", "14", 1, GREEN) == "R-148"


def test_upgrade_must_keep_existing_plain_track(chihuahua):
    lay(chihuahua, ("G6", "9", 0))  # straight 0-3
    assert check(chihuahua, "CHI", "G6", "26", 3, GREEN) == 0  # 3-0 and 3-2
    assert refused(chihuahua, "CHI", "G6", "23", 1, GREEN) == "R-148"  # 1-4 and 1-5


def test_track_may_not_run_off_the_map(chihuahua):
    assert refused(chihuahua, "CHI", "C6", "9", 1) == "R-149"  # edge 4 of C6 is off the map


def test_track_may_not_cross_an_impassable_border():
    board = new_board()
    board.place_token("MEX", "P13", 0)
    assert refused(board, "MEX", "P13", "473", 0) == "R-149"  # edge 2 faces O12's river side
    assert check(board, "MEX", "P13", "473", 5) == 40


def test_track_may_not_point_at_the_blank_side_of_a_gray_hex():
    board = lay(new_board(), ("S12", "57", 1))
    board.place_token("C", "S12", 0)
    assert refused(board, "C", "T11", "7", 4) == "R-149"  # edge 5 faces U12's blank side
    assert check(board, "C", "T11", "7", 3) == 20  # river


# ------------------------------------------------------------------ labels
def test_named_tile_only_in_its_named_hex(chihuahua):
    assert refused(chihuahua, "CHI", "E6", "475", 0, GREEN) == "R-147"
    board = new_board()
    board.place_token("TM", "I12", 0)
    assert refused(board, "TM", "G10", "471", 0) == "R-147"


def test_los_mochis_green_must_be_the_l_tile():
    board = lay(new_board(), ("I4", "6", 3))  # exits 3 and 5
    board.place_token("CHI", "I4", 0)
    assert refused(board, "CHI", "I4", "14", 4, GREEN) == "R-147"
    assert check(board, "CHI", "I4", "475", 4, GREEN) == 0
    lay(board, ("I4", "475", 4))
    assert refused(board, "CHI", "I4", "63", 0, BROWN) == "R-147"
    assert check(board, "CHI", "I4", "481", 4, BROWN) == 0


def test_guadalajara_brown_must_be_the_g_tile_and_gray_drops_the_label():
    board = lay(new_board(), ("O8", "57", 0), ("O8", "14", 0))
    board.place_token("SPM", "O8", 0)
    assert refused(board, "SPM", "O8", "63", 0, BROWN) == "R-147"
    assert check(board, "SPM", "O8", "480", 0, BROWN) == 0
    lay(board, ("O8", "480", 0))
    assert board.future_label("O8") == (None, "gray")
    assert check(board, "SPM", "O8", "455", 0, GRAY) == 0


def test_gray_tile_replaces_only_63_or_480():
    board = lay(new_board(), ("I4", "6", 3), ("I4", "475", 4), ("I4", "481", 4))
    board.place_token("CHI", "I4", 0)
    assert refused(board, "CHI", "I4", "455", 0, GRAY) == "R-147"
    board = lay(new_board(), ("I8", "57", 0), ("I8", "14", 0), ("I8", "63", 0))
    board.place_token("MC", "I8", 0)
    assert check(board, "MC", "I8", "455", 0, GRAY) == 0


def test_city_and_town_counts_are_kept():
    board = lay(new_board(), ("J7", "4", 1))
    board.place_token("MC", "I8", 0)
    lay(board, ("I8", "57", 1))
    assert refused(board, "MC", "J7", "16", 0, GREEN) == "R-144"  # a town tile stays a town


# ------------------------------------------------------------- Mexico City
def test_mexico_city_tiles_are_laid_in_pairs_at_rotation_zero():
    board = new_board()
    board.place_token("NdM", "O10", 0)
    assert check(board, "NdM", "O10", "479MC", 0, GREEN) == 60  # Puebla's mountain
    assert refused(board, "NdM", "O10", "479MC", 1, GREEN) == "R-156"
    assert refused(board, "NdM", "O10", "14", 0, GREEN) == "R-156"
    assert board.lay_tile("O10", "479MC", 0) == ["O10", "P11"]
    assert board.tile_of("P11").tile == "479P"
    assert board.tiles_available()["479P"] == 0
    assert board.cities("O10")[0].slots == ("NdM", None)


def test_mexico_city_brown_upgrade_costs_40_from_either_half():
    board = lay(new_board(), ("O10", "479MC", 0))
    board.place_token("NdM", "O10", 0)
    assert check(board, "NdM", "O10", "485MC", 0, BROWN) == 40
    assert check(board, "NdM", "P11", "486P", 0, BROWN) == 40
    assert board.lay_tile("P11", "486P", 0) == ["P11", "O10"]
    assert board.tile_of("O10").tile == "486MC"


# ------------------------------------------------------------------- costs
def test_terrain_cost_is_paid_by_the_first_tile_only():
    board = new_board()
    board.place_token("FCP", "B3", 0)  # Nogales, track into Hermosillo (D3)
    assert check(board, "FCP", "D3", "57", 0) == 60
    lay(board, ("D3", "57", 0))
    assert check(board, "FCP", "D3", "14", 0, GREEN) == 0


# ----------------------------------------------------------- Copper Canyon
def test_copper_canyon_tile_needs_kcmo(chihuahua):
    assert refused(chihuahua, "CHI", "F5", "470", 0) == "R-152"
    assert check(chihuahua, "CHI", "F5", "470", 0, special="KCMO") == 60


def test_copper_canyon_needs_no_connection():
    board = new_board()
    board.place_token("MEX", "P13", 0)  # far away from F5
    assert check(board, "MEX", "F5", "470", 2, special="KCMO", new_lay=False) == 60


def test_kcmo_lays_only_copper_canyon_in_f5(chihuahua):
    assert refused(chihuahua, "CHI", "G6", "470", 0, special="KCMO") == "R-158"
    assert refused(chihuahua, "CHI", "F5", "9", 1, special="KCMO") == "R-158"


def test_normal_tile_in_f5_makes_copper_canyon_unavailable(chihuahua):
    lay(chihuahua, ("F5", "9", 1))
    assert refused(chihuahua, "CHI", "F5", "470", 0, special="KCMO") == "R-142"


def test_copper_canyon_is_never_upgraded(chihuahua):
    lay(chihuahua, ("F5", "470", 4))
    assert refused(chihuahua, "CHI", "F5", "23", 0, GREEN) == "R-159"


# ------------------------------------------------------------------ supply
def test_tile_supply_is_limited_and_copies_are_handed_out_lowest_first():
    board = lay(new_board(), ("I8", "5", 0), ("I10", "5", 0))
    assert [board.tile_of(h).tile_id for h in ("I8", "I10")] == ["5-0", "5-1"]
    assert board.tiles_available()["5"] == 0
    with pytest.raises(IllegalAction) as info:
        board.lay_tile("G10", "5", 0)
    assert info.value.rule == "R-153"
    lay(board, ("I8", "15", 0))  # the upgraded 5-0 goes back to the supply
    board.lay_tile("G10", "5", 0)
    assert board.tile_of("G10").tile_id == "5-0"


def test_no_copy_beyond_the_supply_is_refused_as_supply():
    board = lay(new_board(), ("I8", "5", 0), ("I10", "5", 0))
    board.place_token("TM", "I12", 0)
    lay(board, ("H11", "9", 2))
    assert refused(board, "TM", "G10", "5", 0) == "R-153"


def test_withdrawn_copper_canyon_can_no_longer_be_laid(chihuahua):
    chihuahua.withdraw_tile("470")
    assert chihuahua.tiles_available()["470"] == 0
    assert refused(chihuahua, "CHI", "F5", "470", 0, special="KCMO") == "R-153"
    assert chihuahua.copy().tiles_available()["470"] == 0


def test_log_copy_id_is_used_when_given():
    board = new_board()
    board.lay_tile("I8", "57", 0, tile_id="57-2")
    assert board.tile_of("I8").tile_id == "57-2"
    assert board.tiles_available()["57"] == 3
    with pytest.raises(IllegalAction):
        board.lay_tile("I10", "57", 0, tile_id="57-2")
    with pytest.raises(IllegalAction):
        board.lay_tile("I10", "57", 0, tile_id="57-9")


# ------------------------------------------------------------ connection
def test_lay_must_be_connected_to_a_station(chihuahua):
    assert refused(chihuahua, "CHI", "I8", "57", 0) == "R-150"
    assert refused(new_board(), "CHI", "G6", "9", 0) == "R-150"  # no station at all


def test_upgrade_must_add_track_the_company_reaches(chihuahua):
    lay(chihuahua, ("G6", "9", 0))  # E6 -> G6 -> I6
    # 23 adds 0-4, which is reached only by reversing at the switch on edge 0
    assert refused(chihuahua, "CHI", "G6", "23", 0, GREEN) == "R-151"
    # 26 turned round adds 3-2, reached straight from Chihuahua
    assert check(chihuahua, "CHI", "G6", "26", 3, GREEN) == 0


def test_city_upgrade_is_legal_when_the_company_reaches_only_the_city(chihuahua):
    lay(chihuahua, ("G6", "8", 3), ("H7", "9", 2), ("I8", "57", 2))
    chihuahua.place_token("MC", "I8", 0)  # full: CHI's trace stops at the city
    assert check(chihuahua, "CHI", "I8", "14", 2, GREEN) == 0


# ----------------------------------------------------------------- options
def test_lay_options_list_only_hexes_the_company_reaches(chihuahua):
    options = chihuahua.lay_options("CHI", colors=YELLOW, new_lay=True, upgrade=False)
    assert {o.hex for o in options} == {"C6", "F5", "G6"}
    assert all(o.tile != "470" for o in options)
    straight = next(o for o in options if (o.hex, o.tile) == ("C6", "9"))
    assert straight.rotations == (0, 3)
    assert straight.cost == 20


def test_lay_options_for_kcmo_offer_only_copper_canyon(chihuahua):
    options = chihuahua.lay_options(
        "CHI", colors=YELLOW, new_lay=False, upgrade=False, special="KCMO"
    )
    assert [(o.hex, o.tile, o.rotations, o.cost) for o in options] == [
        ("F5", "470", (0, 1, 2, 3, 4, 5), 60)
    ]


def test_every_lay_option_passes_check_lay(chihuahua):
    lay(chihuahua, ("G6", "9", 0), ("C6", "9", 0))
    options = chihuahua.lay_options("CHI", colors=GREEN, new_lay=True, upgrade=True)
    assert any(o.hex == "E6" for o in options)
    for option in options:
        for rotation in option.rotations:
            assert check(chihuahua, "CHI", option.hex, option.tile, rotation, GREEN) == option.cost


@pytest.mark.parametrize(
    ("restriction", "new_track", "city", "allowed"),
    [
        ("permissive", False, False, True),
        ("city_permissive", False, True, True),
        ("city_permissive", False, False, False),
        ("restrictive", False, True, False),
        ("restrictive", True, False, True),
    ],
)
def test_track_restriction_modes(restriction, new_track, city, allowed):
    board = SimpleNamespace(catalogue=SimpleNamespace(track_restriction=restriction))
    refusal = upgrades._restriction_refusal(board, new_track, city)
    assert (refusal is None) == allowed
