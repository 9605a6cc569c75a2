"""Hand-made 18MEX positions for the route rules the finder must honour."""

from __future__ import annotations

import threading

from gamedesk.engine.routing import find_best_routes
from tests.engine.routing.helpers import BROWN, GREEN, YELLOW, brute_force_revenue, lay, new_board


def mexico_city(profile: str = "rulebook"):
    """Brown Mexico City (485) with NdM's station; lane 0 to Puebla, Veracruz and
    Mérida, lane 1 past Puebla to Tampico."""
    board = new_board(profile)
    lay(
        board,
        ("O10", "479MC", 0),
        ("O10", "485MC", 0),
        ("O12", "8", 1),
        ("M12", "472", 0),
        ("Q12", "8", 2),
        ("P13", "473", 5),
    )
    board.place_token("NdM", "O10", 0)
    return board


def best(board, company, names, colors, **kwargs):
    trains = [board.train_spec(n) for n in names]
    return find_best_routes(board, company, trains, colors, time_budget_s=None, **kwargs)


def test_mexico_city_lanes_carry_two_trains():
    """R-172 with lanes as separate track: both trains leave Mexico City."""
    for profile in ("rulebook", "18xx.games"):
        board = mexico_city(profile)
        result = best(board, "NdM", ["2", "3"], BROWN)
        assert result.optimal and all(r is not None for r in result.routes)
        assert result.revenue == brute_force_revenue(
            board, "NdM", [board.train_spec("2"), board.train_spec("3")], BROWN
        )


def test_offboard_merida_only_at_an_end_and_phase_value():
    """R-170 and R-173: Mérida pays 10 before the 5-train, 50 after, and ends routes."""
    board = mexico_city()
    low = best(board, "NdM", ["3"], GREEN)
    high = best(board, "NdM", ["3"], BROWN)
    [route] = high.routes
    assert route.stops[-1] == "Q14-0" or route.stops[0] == "Q14-0"
    assert high.revenue > low.revenue


def test_towns_are_free_and_4d_doubles_cities_not_towns():
    """R-171, R-174: Toluca and Puebla cost no distance; a 4D pays cities twice."""
    board = mexico_city()
    plain = best(board, "NdM", ["4"], BROWN)
    double = best(board, "NdM", ["4D"], BROWN)
    [route] = double.routes
    values = {s: board.revenue_of(*_node(s), BROWN) for s in route.stops}
    kinds = {s: board.tile_def(_node(s)[0]).nodes[_node(s)[1]].kind for s in route.stops}
    towns = sum(v for s, v in values.items() if kinds[s] == "town")
    assert route.revenue == 2 * (sum(values.values()) - towns) + towns
    assert double.revenue >= plain.revenue


def _node(stop: str) -> tuple[str, int]:
    hex_, _, index = stop.rpartition("-")
    return hex_, int(index)


def test_merida_station_counts_for_udy():
    """R-168: UdY's station in the red area Mérida makes routes from there legal."""
    board = lay(new_board(), ("P13", "473", 5))
    board.place_token("UdY", "Q14", 0)
    result = best(board, "UdY", ["2"], YELLOW)
    [route] = result.routes
    assert "Q14-0" in (route.stops[0], route.stops[-1])
    assert result.revenue == brute_force_revenue(board, "UdY", [board.train_spec("2")], YELLOW)


def test_minor_c_cannot_pass_through_merida():
    board = lay(new_board(), ("P13", "473", 5))
    board.place_token("C", "S12", 0)
    [route] = best(board, "C", ["3"], YELLOW).routes
    assert "P13-0" not in route.stops and route.revenue == 30


def test_blocked_city_only_at_an_end():
    """R-167: Torreón full of MC's station ends TM's route."""
    board = lay(new_board(), ("I10", "57", 2), ("H9", "8", 5), ("I8", "57", 1), ("J7", "4", 1))
    board.place_token("TM", "I10", 0)
    board.place_token("MC", "I8", 0)
    [route] = best(board, "TM", ["3"], YELLOW).routes
    assert route.stops[-1] == "I8-0" or route.stops[0] == "I8-0"
    assert route.revenue == 40


def test_no_station_no_route():
    board = new_board()
    board.place_token("CHI", "E6", 0)
    result = best(board, "CHI", ["2"], YELLOW)
    assert result.routes == [None] and result.revenue == 0 and result.optimal


def test_cancel_returns_best_so_far_unproven():
    board = mexico_city()
    stop = threading.Event()
    stop.set()
    result = best(board, "NdM", ["2", "3"], BROWN, cancel=stop)
    assert not result.optimal
    board.check_routes("NdM", [r for r in result.routes if r is not None])
