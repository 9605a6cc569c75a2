"""Routes: what a train may run and what it earns (R-163 … R-175)."""

from __future__ import annotations

import pytest

from gamedesk.engine.board import Route
from gamedesk.engine.errors import IllegalAction
from tests.engine.board import (
    BROWN,
    GREEN,
    YELLOW,
    lay,
    mexico_city_region,
    new_board,
    torreon_region,
)


def refused(board, company, routes) -> str:
    with pytest.raises(IllegalAction) as info:
        board.check_routes(company, routes)
    return info.value.rule


def route(board, company, train, stops, colors=YELLOW, paths=None):
    return board.route_from_stops(company, board.train_spec(train), stops, colors, paths)


@pytest.fixture
def oaxaca():
    """Minor C in Oaxaca; printed track to Mérida; Veracruz yellow toward Mérida."""
    board = lay(new_board(), ("P13", "473", 5))
    board.place_token("C", "S12", 0)
    return board


# ------------------------------------------------------------------- basics
def test_tampico_city_to_port_is_a_route_within_one_hex():
    board = new_board()
    board.place_token("A", "M12", 0)
    run = board.route_from_log("A", board.train_spec("2"), {"connections": [["M12"]]}, YELLOW)
    assert run.revenue == 30
    assert set(run.stops) == {"M12-0", "M12-1"}
    assert run.legs == [["M12"]]
    board.check_routes("A", [run])


def test_route_needs_two_stops():
    board = new_board()
    board.place_token("A", "M12", 0)
    lone = Route(board.train_spec("2"), ("M12-0",), (), 20)
    assert refused(board, "A", [lone]) == "R-163"


def test_route_may_not_visit_a_stop_twice():
    board = new_board()
    board.place_token("A", "M12", 0)
    back = Route(
        board.train_spec("2"), ("M12-0", "M12-1", "M12-0"), ((("M12", 0),), (("M12", 0),)), 50
    )
    assert refused(board, "A", [back]) == "R-169"


def test_route_must_follow_real_track():
    board = new_board()
    board.place_token("A", "M12", 0)
    jump = Route(board.train_spec("2"), ("M12-0", "K6-0"), ((("M12", 0),),), 40)
    assert refused(board, "A", [jump]) == "R-165"


def test_route_must_include_a_station_of_the_company():
    board = torreon_region()
    run = route(board, "TM", "2", ["I10-0", "I8-0"])
    assert refused(board, "TM", [run]) == "R-168"
    board.place_token("TM", "I10", 0)
    board.check_routes("TM", [run])
    assert run.revenue == 40


# --------------------------------------------------------------- red areas
def test_route_may_start_and_end_in_merida(oaxaca):
    run = route(oaxaca, "C", "2", ["S12-0", "Q14-0"])
    oaxaca.check_routes("C", [run])
    assert run.revenue == 30  # 20 + Mérida 10
    assert route(oaxaca, "C", "2", ["S12-0", "Q14-0"], BROWN).revenue == 70  # Mérida 50


def test_route_may_not_pass_through_merida(oaxaca):
    run = route(oaxaca, "C", "3", ["S12-0", "Q14-0", "P13-0"])
    assert refused(oaxaca, "C", [run]) == "R-170"


def test_route_may_not_pass_through_a_red_area():
    board = lay(new_board(), ("C6", "9", 0), ("B5", "9", 1), ("C4", "9", 1), ("D3", "57", 1))
    board.place_token("CHI", "E6", 0)
    through = route(board, "CHI", "3", ["E6-0", "A6-0", "D3-0"])
    assert refused(board, "CHI", [through]) == "R-170"
    board.check_routes("CHI", [route(board, "CHI", "2", ["E6-0", "A6-0"])])


def test_route_may_end_at_but_not_pass_a_city_full_of_other_stations():
    board = torreon_region()
    board.place_token("TM", "I10", 0)
    board.place_token("MC", "I8", 0)
    through = route(board, "TM", "2", ["I10-0", "I8-0", "J7-0"])
    assert refused(board, "TM", [through]) == "R-167"
    board.check_routes("TM", [route(board, "TM", "2", ["I10-0", "I8-0"])])


# -------------------------------------------------------------- distance
def test_cities_beyond_the_train_count_but_towns_are_free():
    board = mexico_city_region()
    stops = ["M12-1", "M12-0", "O10-0", "P11-0", "P13-0", "P13-1"]  # 3 cities, 3 towns
    assert refused(board, "NdM", [route(board, "NdM", "2", stops, BROWN)]) == "R-171"
    run = route(board, "NdM", "3", stops, BROWN)
    board.check_routes("NdM", [run])
    assert run.revenue == 10 + 20 + 60 + 10 + 20 + 10


def test_4d_doubles_cities_and_red_areas_but_not_towns():
    board = mexico_city_region()
    stops = ["O10-1", "O10-0", "P11-0", "P13-0", "Q14-0"]
    assert route(board, "NdM", "3", stops, BROWN).revenue == 10 + 60 + 10 + 20 + 50
    assert route(board, "NdM", "4D", stops, BROWN).revenue == 10 + 2 * 60 + 10 + 2 * 20 + 2 * 50


def test_revenue_follows_the_phase_colours():
    board = new_board()
    assert board.revenue_of("Q14", 0, YELLOW) == 10
    assert board.revenue_of("Q14", 0, GREEN) == 10
    assert board.revenue_of("Q14", 0, BROWN) == 50
    assert board.revenue_of("E6", 0, BROWN) == 20


# ----------------------------------------------------------------- track
def test_route_may_not_use_track_twice():
    # Torreón with a switch in J9: L9 -(J9 2-0)- I8 -(J9 2-1)- K8 reuses J9's stub at edge 2
    board = lay(new_board(), ("I8", "57", 2), ("J9", "28", 2), ("L9", "4", 0), ("K8", "4", 1))
    board.place_token("MC", "I8", 0)
    run = route(board, "MC", "2", ["L9-0", "I8-0", "K8-0"])
    assert refused(board, "MC", [run]) == "R-164"
    board.check_routes("MC", [route(board, "MC", "2", ["L9-0", "I8-0"])])


def test_trains_may_share_stops_but_not_track():
    board = mexico_city_region()
    south = route(board, "NdM", "2", ["O10-0", "P11-0", "P13-0"], BROWN)
    north = route(board, "NdM", "2", ["O10-0", "M12-0"], BROWN)
    board.check_routes("NdM", [south, north])  # both stop in Mexico City
    again = route(board, "NdM", "2", ["O10-0", "P11-0"], BROWN)
    assert refused(board, "NdM", [south, again]) == "R-172"


def test_the_two_lanes_of_brown_mexico_city_are_separate_track():
    board = mexico_city_region()
    south = route(board, "NdM", "2", ["O10-0", "P11-0"], BROWN)
    north = route(board, "NdM", "2", ["O10-0", "M12-0"], BROWN)
    lanes = {
        key
        for r in (south, north)
        for c, p in r.paths
        if c == "O10"
        for key in board.track_keys(c, p)
        if key[1] == "E" and key[2] == 5
    }
    assert lanes == {("O10", "E", 5, 0), ("O10", "E", 5, 1)}
    board.check_routes("NdM", [south, north])


def test_lanes_are_mirrored_across_a_hex_side():
    # lane 0 of Mexico City's double track meets lane 1 of Puebla, which runs to the town
    board = mexico_city_region()
    south = route(board, "NdM", "2", ["O10-0", "P11-0"], BROWN)
    keys = {key for c, p in south.paths for key in board.track_keys(c, p) if key[1] == "E"}
    assert ("O10", "E", 5, 0) in keys
    assert ("P11", "E", 2, 1) in keys


@pytest.mark.parametrize("profile", ["rulebook", "18xx.games"])
def test_city_to_port_link_is_track_that_two_trains_may_not_share(profile):
    # The link has no hex edge; 18xx.games refuses two trains on it too (the same
    # town-city link of Veracruz, crossplay game 2).
    board = mexico_city_region(profile)
    board.place_token("NdM", "M12", 0)
    long_run = route(board, "NdM", "2", ["M12-1", "M12-0", "O10-0"], BROWN)
    port_run = route(board, "NdM", "2", ["M12-0", "M12-1"], BROWN)
    assert refused(board, "NdM", [long_run, port_run]) == "R-172"


# ------------------------------------------------------------- building
def test_route_from_stops_needs_the_hexes_when_two_tracks_join_the_stops():
    board = lay(new_board(), ("I8", "5", 4), ("I10", "5", 1), ("H9", "8", 5), ("J9", "8", 2))
    board.place_token("MC", "I8", 0)
    with pytest.raises(IllegalAction, match="several tracks"):
        route(board, "MC", "2", ["I8-0", "I10-0"])
    via_j9 = route(board, "MC", "2", ["I8-0", "I10-0"], paths=[["I8", "J9", "I10"]])
    assert via_j9.legs == [["I8", "J9", "I10"]]
    with pytest.raises(IllegalAction, match="no track"):
        route(board, "MC", "2", ["I8-0", "J7-0"])


def test_route_from_log_reads_legs_written_in_either_direction():
    board = mexico_city_region()
    logged = {"train": "3-0", "connections": [["P11", "O10"], ["P13", "Q12", "P11"], ["P13"]]}
    run = board.route_from_log("NdM", board.train_spec("3-0"), logged, BROWN)
    assert run.stops in (("O10-0", "P11-0", "P13-0", "P13-1"), ("P13-1", "P13-0", "P11-0", "O10-0"))
    assert run.revenue == 60 + 10 + 20 + 10
    assert run.train_id == "3-0"


def test_route_from_log_follows_the_logged_stop_order():
    board = mexico_city_region()
    logged = {
        "connections": [["P11", "O10"], ["P13", "Q12", "P11"]],
        "hexes": ["O10", "P11", "P13"],
    }
    run = board.route_from_log("NdM", board.train_spec("3"), logged, BROWN)
    assert run.stops == ("O10-0", "P11-0", "P13-0")


def test_route_round_trips_through_its_log_and_dict_forms():
    board = mexico_city_region()
    run = board.route_from_stops(
        "NdM", board.train_spec("3"), ["M12-1", "M12-0", "O10-0", "P11-0", "P13-0"], BROWN
    )
    log = run.to_log()
    assert log["connections"] == [
        ["M12"],
        ["M12", "O12", "P11", "O10"],
        ["O10", "P11"],
        ["P11", "Q12", "P13"],
    ]
    assert log["nodes"] == list(run.stops)
    assert log["hexes"] == ["M12", "M12", "O10", "P11", "P13"]
    again = board.route_from_log("NdM", run.train, log, BROWN)
    assert (again.stops, again.segments, again.revenue) == (run.stops, run.segments, run.revenue)
    assert Route.from_dict(run.to_dict()) == run
    by_stops = board.route_from_stops(
        "NdM", run.train, run.to_dict()["stops"], BROWN, run.to_dict()["paths"]
    )
    assert by_stops == run


def test_route_paths_give_the_track_to_draw():
    board = mexico_city_region()
    run = route(board, "NdM", "2", ["O10-0", "M12-0"], BROWN)
    ends = [board.path_ends(c, p) for c, p in run.paths]
    assert ends[0] == ("edge:5", "city:0")
    assert ends[1] == ("edge:2", "edge:4")  # Puebla's bypass
