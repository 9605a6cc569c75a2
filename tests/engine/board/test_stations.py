"""Station tokens, home reservations and what a company's stations reach (R-100 … R-105)."""

from __future__ import annotations

import pytest

from gamedesk.engine.errors import IllegalAction
from tests.engine.board import lay, mexico_city_region, new_board, torreon_region


def refusal(board, company, hex_, index=0, home=False) -> str:
    with pytest.raises(IllegalAction) as info:
        board.check_token(company, hex_, index, home=home)
    return info.value.rule


def chihuahua_to_torreon():
    """CHI in Chihuahua, track E6 -G6 -H7 - Torreón (I8, yellow)."""
    board = lay(new_board(), ("G6", "8", 3), ("H7", "9", 2), ("I8", "57", 2))
    board.place_token("CHI", "E6", 0)
    return board


def veracruz_to_mexico_city():
    """MEX in Veracruz, track P13 -Q12 - Puebla - Mexico City (printed, 1 circle)."""
    board = lay(new_board(), ("P13", "473", 5), ("Q12", "8", 2))
    board.reserve_homes()
    board.check_token("MEX", "P13", 0, home=True)
    board.place_token("MEX", "P13", 0)
    return board


def test_station_needs_a_connected_city():
    board = new_board()
    board.place_token("CHI", "E6", 0)
    assert refusal(board, "CHI", "I8") == "R-101"
    board = chihuahua_to_torreon()
    board.check_token("CHI", "I8", 0)
    assert board.token_options("CHI") == [("I8", 0)]


def test_home_station_needs_no_connection():
    board = new_board()
    board.reserve_homes()
    board.check_token("MC", "I8", 0, home=True)


def test_company_may_not_have_two_stations_in_one_hex():
    board = lay(new_board(), ("E6", "14", 0))
    board.place_token("CHI", "E6", 0)
    assert refusal(board, "CHI", "E6", home=True) == "R-102"
    with pytest.raises(IllegalAction):
        board.place_token("CHI", "E6", 0)


def test_home_reservation_keeps_a_circle_free():
    board = veracruz_to_mexico_city()
    assert ("O10", 0) in board.reach("MEX").nodes
    assert refusal(board, "MEX", "O10") == "R-103"
    assert ("O10", 0) not in board.token_options("MEX")
    board.check_token("NdM", "O10", 0, home=True)


def test_reservation_and_stations_move_with_the_upgrade():
    board = veracruz_to_mexico_city()
    lay(board, ("O10", "479MC", 0))  # two circles: one stays NdM's
    assert board.cities("O10")[0].reserved_for == ("NdM",)
    board.check_token("MEX", "O10", 0)
    board.place_token("MEX", "O10", 0)
    assert refusal(board, "CHI", "O10", home=True) == "R-103"
    lay(board, ("O10", "485MC", 0))
    assert board.cities("O10")[0].slots == ("MEX", None, None)
    assert board.cities("O10")[0].reserved_for == ("NdM",)


def test_placing_the_home_station_uses_the_reservation():
    board = new_board()
    board.reserve_homes()
    board.place_token("NdM", "O10", 0)
    city = board.cities("O10")[0]
    assert city.slots == ("NdM",)
    assert city.reserved_for == ()


def test_released_reservation_frees_the_circle():
    board = veracruz_to_mexico_city()
    board.release_reservation("NdM")
    board.check_token("MEX", "O10", 0)


def test_full_city_has_no_room():
    board = chihuahua_to_torreon()
    board.place_token("MC", "I8", 0)
    assert refusal(board, "CHI", "I8") == "R-100"


def test_upgrade_carries_stations_to_the_matching_city():
    board = chihuahua_to_torreon()
    board.place_token("CHI", "I8", 0)
    lay(board, ("I8", "14", 2))
    assert board.cities("I8")[0].slots == ("CHI", None)
    assert board.tokens_of("CHI") == [("E6", 0), ("I8", 0)]


def test_trace_does_not_pass_a_city_full_of_other_stations():
    board = torreon_region()
    board.place_token("TM", "I10", 0)
    assert ("J7", 0) in board.reach("TM").nodes
    board.place_token("MC", "I8", 0)
    reach = board.reach("TM")
    assert ("I8", 0) in reach.nodes  # reached, but not passed
    assert ("J7", 0) not in reach.nodes


def test_trace_does_not_pass_through_merida():
    board = lay(new_board(), ("P13", "473", 5))
    board.place_token("C", "S12", 0)
    reach = board.reach("C")
    assert ("Q14", 0) in reach.nodes
    assert ("P13", 0) not in reach.nodes


def test_trace_does_not_reverse_at_a_switch():
    board = lay(new_board(), ("G6", "23", 0), ("F7", "9", 1))
    board.place_token("CHI", "E6", 0)
    paths = board.reach("CHI").paths
    # E6 -> G6 along 3-0; the branch 0-4 toward F7 leaves the same stub
    assert ("G6", 0) in paths
    assert ("G6", 1) not in paths
    assert not any(coord == "F7" for coord, _ in paths)


def test_trace_does_not_turn_back_at_a_dead_end_port():
    board = mexico_city_region()
    lay(board, ("O12", "23", 3))  # switch: 3-0 toward Q12, 3-1 toward Puebla's bypass
    paths = board.reach("NdM").paths
    assert ("O12", 1) in paths  # Mexico City -> bypass -> O12 -> Tampico
    assert ("M12", 3) in paths  # Tampico city -> port
    # turning back at the port and leaving Tampico the way the train came is reversing
    assert ("O12", 0) not in paths


def test_remove_token_empties_the_circle():
    board = chihuahua_to_torreon()
    board.place_token("CHI", "I8", 0)
    board.remove_token("CHI", "I8", 0)
    assert board.tokens_of("CHI") == [("E6", 0)]
    with pytest.raises(IllegalAction):
        board.remove_token("CHI", "I8", 0)


def test_city_from_log_id_names_the_tile_on_the_map():
    board = new_board()
    assert board.city_from_log_id("E6-0-0") == ("E6", 0)
    assert board.city_from_log_id("M10-1-0") == ("M10", 0)
    board.lay_tile("E6", "14", 0, tile_id="14-1")
    assert board.city_from_log_id("14-1-0") == ("E6", 0)
    with pytest.raises(IllegalAction):
        board.city_from_log_id("E6-0-0")  # the printed tile is gone
    with pytest.raises(IllegalAction):
        board.city_from_log_id("57-0-0")


def test_copy_is_independent_of_the_original():
    board = chihuahua_to_torreon()
    snapshot = board.copy()
    board.place_token("CHI", "I8", 0)
    lay(board, ("I8", "14", 2))
    assert snapshot.tokens_of("CHI") == [("E6", 0)]
    assert snapshot.tile_of("I8").tile == "57"
    assert snapshot.token_options("CHI") == [("I8", 0)]
    assert board.token_options("CHI") == []
