"""1822MX routes on the board: what trains may run and what they pay (R-170 … R-182).

The positions are laid directly on a Board of the 1822MX data. The line used
by most tests, yellow unless said otherwise:

    F23 San Antonio (gray, 30/40/50/60) - G22 city (57: 20) - H21 -
    I22 Monterrey (30) - J23 town (4: 10) - K24 city (57: 20)
"""

from __future__ import annotations

import pytest

from gamedesk.engine.board import Board
from gamedesk.engine.board.routes import hexes_ok
from gamedesk.engine.board.run_rules import NO_EXTRAS, Extras
from gamedesk.engine.data import load_title
from gamedesk.engine.errors import IllegalAction
from gamedesk.titles.g1822mx.run_rules import MXRunRules, halve

YELLOW = ("yellow",)
GREEN = ("yellow", "green")
CO = "MIR"


def mx_board(profile: str = "rulebook") -> Board:
    return Board(load_title("1822MX"), profile=profile, rules=MXRunRules)


def north_line(profile: str = "rulebook", stations=("I22",)) -> Board:
    board = mx_board(profile)
    for hex_, tile, rotation in (
        ("J23", "4", 2),
        ("K24", "57", 2),
        ("H21", "8", 3),
        ("G22", "57", 0),
    ):
        board.lay_tile(hex_, tile, rotation)
    for coord in stations:
        board.place_token(CO, coord, 0)
    return board


def run(board: Board, train: str, stops: list[str], colors=YELLOW, extras=NO_EXTRAS):
    route = board.route_from_stops(CO, board.train_spec(train), stops, colors, extras=extras)
    board.check_routes(CO, [route])
    return route


def refused(board: Board, routes) -> str:
    with pytest.raises(IllegalAction) as info:
        board.check_routes(CO, routes)
    return info.value.rule


def build(board: Board, train: str, stops: list[str], colors=YELLOW, extras=NO_EXTRAS):
    return board.route_from_stops(CO, board.train_spec(train), stops, colors, extras=extras)


# ----------------------------------------------------------------- N-trains
@pytest.mark.rules("R-175", "R-178")
def test_n_train_counts_every_stop_against_n():
    board = north_line()
    assert run(board, "3", ["G22-0", "I22-0", "J23-0"]).revenue == 60
    assert run(board, "4", ["F23-0", "G22-0", "I22-0", "J23-0"]).revenue == 90
    assert refused(board, [build(board, "3", ["F23-0", "G22-0", "I22-0", "J23-0"])]) == "R-175"


@pytest.mark.rules("R-172", "R-178")
def test_gray_offboard_ends_routes_and_pays_by_phase():
    board = north_line()
    assert run(board, "2", ["I22-0", "G22-0"]).revenue == 50
    assert run(board, "3", ["F23-0", "G22-0", "I22-0"], GREEN).revenue == 40 + 20 + 30
    assert board.orientation("F23").paths[0].terminal
    assert not any(p.terminal for p in board.orientation("C8").paths)  # Tucson runs through


@pytest.mark.rules("R-171")
def test_full_city_ends_a_route_but_is_not_passed():
    board = north_line()
    board.place_token("FCP", "G22", 0)
    assert run(board, "2", ["I22-0", "G22-0"]).revenue == 50
    assert refused(board, [build(board, "3", ["F23-0", "G22-0", "I22-0"])]) == "R-171"


# ----------------------------------------------------------------- L-trains
@pytest.mark.rules("R-176")
def test_l_train_runs_its_city_alone_or_with_one_town():
    board = north_line()
    alone = run(board, "L", ["I22-0"])
    assert (alone.stops, alone.revenue) == (("I22-0",), 30)
    assert run(board, "L", ["I22-0", "J23-0"]).revenue == 40
    assert refused(board, [build(board, "L", ["I22-0", "G22-0"])]) == "R-176"
    assert refused(board, [build(board, "L", ["G22-0"])]) == "R-170"


@pytest.mark.rules("R-176")
def test_one_l_train_per_station():
    board = north_line(stations=("I22", "K24"))
    first = build(board, "L", ["I22-0"])
    board.check_routes(CO, [first, build(board, "L", ["K24-0"])])
    assert refused(board, [first, build(board, "L", ["I22-0", "J23-0"])]) == "R-176"


@pytest.mark.rules("R-170")
def test_a_one_stop_route_is_only_for_l_trains():
    board = north_line()
    assert refused(board, [build(board, "2", ["I22-0"])]) == "R-170"


# ----------------------------------------------------------------- E-trains
@pytest.mark.rules("R-177")
def test_e_train_pays_double_at_its_own_stations_only():
    board = north_line(stations=("I22", "K24", "G22"))
    route = run(board, "E", ["G22-0", "I22-0", "J23-0", "K24-0"])
    assert route.revenue == 2 * (20 + 30 + 20)  # the town J23 earns nothing
    # a run may go on past its stations (18xx.games log 1822MX_game_end_stock_market):
    # the city beyond earns nothing
    assert run(board, "E", ["F23-0", "G22-0", "I22-0"]).revenue == 2 * (20 + 30)
    assert refused(board, [build(board, "E", ["I22-0", "J23-0"])]) == "R-177"  # one station


@pytest.mark.rules("R-177")
def test_e_train_passes_a_station_only_where_a_slot_is_open():
    board = north_line(stations=("I22", "K24"))
    assert run(board, "E", ["G22-0", "I22-0", "J23-0", "K24-0"][1:]).revenue == 100
    board.place_token(CO, "F23", 0)
    assert run(board, "E", ["F23-0", "G22-0", "I22-0"]).revenue == 2 * (30 + 30)
    board.place_token("FCP", "G22", 0)
    assert refused(board, [build(board, "E", ["F23-0", "G22-0", "I22-0"])]) == "R-171"


@pytest.mark.rules("R-174")
def test_e_train_shares_track_other_trains_may_not():
    board = north_line(stations=("I22", "K24"))
    express = build(board, "E", ["I22-0", "J23-0", "K24-0"])
    three = build(board, "3", ["I22-0", "J23-0", "K24-0"])
    board.check_routes(CO, [express, three])
    assert refused(board, [three, build(board, "2", ["J23-0", "K24-0"])]) == "R-174"


# ------------------------------------------------------- Pullman and bonuses
@pytest.mark.rules("R-115", "R-181")
def test_pullman_counts_towns_free():
    board = north_line()
    stops = ["F23-0", "G22-0", "I22-0", "J23-0"]
    assert refused(board, [build(board, "3", stops)]) == "R-175"
    assert run(board, "3", stops, extras=Extras(car=True)).revenue == 90
    # it may begin or end at a town
    assert run(board, "2", ["J23-0", "I22-0"], extras=Extras(car=True)).revenue == 40


@pytest.mark.rules("R-115", "R-181")
def test_one_pullman_and_never_on_an_e_train():
    board = north_line(stations=("I22", "K24"))
    pulled = Extras(car=True)
    a = build(board, "2", ["G22-0", "I22-0"], extras=pulled)
    b = build(board, "2", ["J23-0", "K24-0"], extras=pulled)
    assert refused(board, [a, b]) == "R-115"
    assert refused(board, [build(board, "E", ["I22-0", "J23-0", "K24-0"], extras=pulled)]) == (
        "R-181"
    )


@pytest.mark.rules("R-115")
def test_pullman_on_an_l_train_by_profile():
    """The rulebook lets an L pull it (then any towns count); 18xx.games does not."""
    for profile, ok in (("rulebook", True), ("18xx.games", False)):
        board = north_line(profile)
        route = build(board, "L", ["I22-0", "J23-0"], extras=Extras(car=True))
        if ok:
            board.check_routes(CO, [route])
        else:
            assert refused(board, [route]) == "R-181"


@pytest.mark.rules("R-179")
def test_destination_bonus_once_and_fourfold_on_an_e_train():
    board = north_line(stations=("I22", "K24"))
    goal = Extras(goal=(("I22", 0), ("K24", 0)))
    route = run(board, "3", ["I22-0", "J23-0", "K24-0"], extras=goal)
    assert (route.revenue, route.bonus) == (60 + 20, 20)
    beyond = run(board, "4", ["G22-0", "I22-0", "J23-0", "K24-0"], extras=goal)
    assert beyond.revenue == 80 + 20  # the route may go on past either end
    express = run(board, "E", ["I22-0", "J23-0", "K24-0"], extras=goal)
    assert express.revenue == 2 * 50 + 2 * 20
    other = build(board, "2", ["G22-0", "I22-0"], extras=goal)
    assert other.bonus == 0  # no destination on it: no bonus
    assert refused(board, [route, express]) == "R-179"


@pytest.mark.rules("R-112", "R-182")
def test_three_halves_train_halved_after_bonuses_rounded_up():
    board = north_line(stations=("I22", "K24"))
    assert run(board, "3/2P", ["I22-0", "G22-0"]).revenue == 30  # 50 -> 25 -> 30
    goal = Extras(car=True, goal=(("I22", 0), ("K24", 0)))
    # 30 + 10 + 20, +20 destination = 80 -> 40
    assert run(board, "3/2P", ["I22-0", "J23-0", "K24-0"], extras=goal).revenue == 40
    assert [halve(v, 2, 10) for v in (20, 30, 50, 60)] == [10, 20, 30, 30]


# ------------------------------------------------------------ one stop a hex
@pytest.mark.rules("R-170", "R-152")
def test_one_stop_per_hex_and_the_profiles():
    """Never two Mexico City or Puebla stations; both towns of a double-town hex;
    both L19 stations only on 18xx.games (section 4, Q-16)."""
    for profile in ("rulebook", "18xx.games"):
        board = mx_board(profile)
        assert not hexes_ok(board, [("N23", 0), ("N23", 1)])
        assert not hexes_ok(board, [("N25", 0), ("N25", 2)])
        assert hexes_ok(board, [("M26", 0), ("M26", 1)])
        assert hexes_ok(board, [("L19", 0), ("L19", 1)]) == (profile == "18xx.games")
        # 18xx.games: a stop at L19, M22 or M26 lifts the rule for the whole route
        touching = [("N25", 0), ("L19", 0), ("N25", 1)]
        assert hexes_ok(board, touching) == (profile == "18xx.games")


@pytest.mark.rules("R-152")
def test_mexico_city_is_only_a_terminus():
    """Each Mexico City station has its own track to one neighbour: no route runs
    from one station to another or through the city."""
    board = mx_board()
    for index in range(6):
        assert [s.end[0] for s in board.segments(("N23", index))] in ([], ["N25"])
        assert board.orientation("N23").node_paths[index].__len__() == 1


@pytest.mark.rules("R-178")
def test_mexico_city_value_follows_its_tile():
    board = mx_board()
    assert board.revenue_of("N23", 0, YELLOW) == 20
    board.lay_tile("N23", "X20", 0)
    assert board.revenue_of("N23", 0, YELLOW) == 40


@pytest.mark.rules("R-173")
def test_no_train_runs_on_a_ferry_line():
    """Hermosillo (E8) and Santa Rosalía (G6) face each other across the dashed
    ferry F7-G8: no track joins them for a train."""
    board = mx_board()
    board.lay_tile("E8", "57", 0)  # towards F7
    board.lay_tile("G6", "57", 1)  # towards G8
    board.place_token(CO, "E8", 0)
    assert [s.end for s in board.segments(("E8", 0))] == []
    with pytest.raises(IllegalAction):
        board.route_from_stops(CO, board.train_spec("2"), ["E8-0", "G6-0"], YELLOW)


@pytest.mark.rules("R-122")
def test_mail_income_by_profile():
    """Mail: half the base values of the ends (to the treasury, not the revenue);
    an L alone in its city carries half its value on the printed card only (Q-02)."""
    for profile, local_mail in (("rulebook", 15), ("18xx.games", 0)):
        board = north_line(profile, stations=("I22", "K24"))
        mail = Extras(contracts=1)
        three = run(board, "3", ["F23-0", "G22-0", "I22-0"], extras=mail)
        assert (three.revenue, three.treasury) == (80, 30)
        express = run(board, "E", ["I22-0", "J23-0", "K24-0"], extras=mail)
        assert (express.revenue, express.treasury) == (100, 25)
        assert run(board, "L", ["I22-0"], extras=mail).treasury == local_mail


@pytest.mark.rules("R-179")
@pytest.mark.parametrize(("profile", "second", "private_second"),
                         [("rulebook", 0, 0), ("18xx.games", 20, 0)])
def test_18xx_games_pays_the_bonus_on_every_train_but_a_privates_second(
        profile, second, private_second):
    """18xx.games: the best earner and every other train home to destination, but
    not a private's train beside a better one (its logs' results need this)."""
    goal = Extras(goal=(("I22", 0), ("K24", 0)))
    board = north_line(profile, stations=("I22", "K24"))
    express = build(board, "E", ["I22-0", "J23-0", "K24-0"], extras=goal)
    for train, kept in (("4", second), ("5P", private_second)):
        other = build(board, train, ["G22-0", "I22-0", "J23-0", "K24-0"], extras=goal)
        settled = board.run_rules.settle(board, CO, [express, other], YELLOW)
        assert [r.bonus for r in settled] == [40, kept], (train, profile)
        board.check_routes(CO, settled)
        alone = board.run_rules.settle(board, CO, [other], YELLOW)
        assert alone[0].bonus == 20  # alone, any train earns it
