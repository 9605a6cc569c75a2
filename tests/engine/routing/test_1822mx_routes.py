"""The route finder under the 1822MX rules (R-170 … R-182).

Hand-made positions for each rule the finder must honour, an exhaustive
reference on small random positions, and every logged run of the 1822MX logs
(rebuilt without the game, see tests/engine/board/mx_logs.py).
"""

from __future__ import annotations

import itertools
import random
from pathlib import Path

import pytest

from gamedesk.engine.board import Board
from gamedesk.engine.board.routes import Route, build_route
from gamedesk.engine.board.run_rules import NO_EXTRAS, Extras
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.routing import find_best_routes
from gamedesk.engine.routing.job import RouteJob
from tests.engine.board.mx_logs import LOGS, logged_runs
from tests.engine.board.test_1822mx_routes import CO, GREEN, YELLOW, mx_board, north_line

HOME = ("I22", 0), ("K24", 0)


def best(board: Board, names, colors=YELLOW, bonuses=NO_EXTRAS, company=CO):
    trains = [board.train_spec(n) for n in names]
    result = find_best_routes(board, company, trains, colors, time_budget_s=None, bonuses=bonuses)
    assert result.optimal
    return result


# ------------------------------------------------------------ hand-made
@pytest.mark.rules("R-174", "R-177")
def test_e_train_runs_on_the_track_of_another_train():
    board = north_line(stations=("I22", "K24"))
    result = best(board, ["E", "3", "3"])
    express, *threes = result.routes
    assert result.revenue == 2 * (30 + 20) + 80 + 60
    assert any(set(t.paths) & set(express.paths) for t in threes)
    assert result.revenue == brute_force(board, CO, ["E", "3", "3"], YELLOW)


@pytest.mark.rules("R-176")
def test_one_l_train_per_station_in_the_finder():
    board = north_line()
    result = best(board, ["L", "L"])
    assert sum(r is not None for r in result.routes) == 1
    assert result.revenue == 40  # Monterrey and the town
    board.place_token(CO, "K24", 0)
    assert best(board, ["L", "L"]).revenue == 40 + 30  # both may reach the town J23


@pytest.mark.rules("R-181", "R-115")
def test_pullman_goes_to_the_train_it_helps_most():
    board = north_line(stations=("I22", "K24"))
    plain = best(board, ["3", "2"])
    pulled = best(board, ["3", "2"], bonuses=Extras(car=True))
    assert pulled.revenue > plain.revenue
    assert sum(r.car for r in pulled.routes if r) == 1
    assert pulled.revenue == brute_force(board, CO, ["3", "2"], YELLOW, Extras(car=True))


@pytest.mark.rules("R-179")
def test_destination_bonus_for_one_train_only():
    board = north_line(stations=("I22", "K24"))
    goal = Extras(goal=HOME)
    result = best(board, ["3", "E"], bonuses=goal)
    assert sum(r.bonus for r in result.routes if r) == 2 * 20  # the E earns it fourfold
    assert result.revenue == brute_force(board, CO, ["3", "E"], YELLOW, goal)


@pytest.mark.rules("R-112", "R-182")
def test_three_halves_train():
    board = north_line()
    result = best(board, ["3/2P"], GREEN)
    assert result.revenue == 50  # F23 40 + G22 20 + I22 30 = 90 -> 45 -> 50


# --------------------------------------------------------- brute force
def all_routes(board: Board, company: str, train: str, colors, extras: Extras) -> list[Route]:
    """Every legal route of a train carrying `extras`, by walking every simple chain
    of segments and asking the board's validator (plus an L-train's city alone)."""
    spec = board.train_spec(train)
    chains: list[list] = [[]]
    starts = {seg.start for n in board.reach(company).nodes for seg in board.segments(n)}
    stack = [[seg] for n in starts for seg in board.segments(n)]
    while stack:
        chain = stack.pop()
        chains.append(chain)
        seen = {chain[0].start, *(s.end for s in chain)}
        keys = set().union(*(s.keys for s in chain))
        stack += [
            [*chain, seg]
            for seg in board.segments(chain[-1].end)
            if seg.end not in seen and not keys & seg.keys and len(chain) < 10
        ]
    found: dict[tuple, Route] = {}
    for chain in chains:
        for start in board.tokens_of(company) if not chain else [None]:
            route = build_route(
                board, spec, chain, colors, company=company, extras=extras, start=start
            )
            try:
                board.check_routes(company, [route])
            except IllegalAction:
                continue
            found.setdefault((route.stops, route.paths, extras), route)
    return sorted(found.values(), key=lambda r: -r.revenue)


def brute_force(board: Board, company: str, names, colors, bonuses=NO_EXTRAS) -> int:
    """The best total over every combination of legal routes (None: no run)."""
    options = [
        Extras(p, d, m)
        for p in {False, bonuses.car}
        for d in {None, bonuses.goal}
        for m in {0, min(bonuses.contracts, 1)}
    ]
    per_train = [
        [None, *(r for e in options for r in all_routes(board, company, n, colors, e))]
        for n in names
    ]
    best_total = 0
    for combo in itertools.product(*per_train):
        chosen = [r for r in combo if r is not None]
        total = sum(r.revenue + r.treasury for r in chosen)
        if total <= best_total:
            continue
        try:
            board.check_routes(company, chosen)
        except IllegalAction:
            continue
        if sum(r.treasury > 0 for r in chosen) <= bonuses.contracts:
            best_total = total
    return best_total


HOMES = {"MIR": ("F21", 0), "7": ("I22", 0), "FCP": ("D9", 0), "CHP": ("F15", 0), "5": ("G22", 0)}
TRAIN_SETS = (("L",), ("2",), ("3", "L"), ("E", "2"), ("3/2P", "2"), ("LP", "3"), ("2", "2"))


def random_position(seed: int) -> tuple[Board, str, tuple[str, ...], Extras]:
    rng = random.Random(seed)
    board = mx_board(rng.choice(("rulebook", "18xx.games")))
    company = rng.choice(sorted(HOMES))
    colors = rng.choice((YELLOW, GREEN))
    board.place_token(company, *HOMES[company])
    for step in range(rng.randint(6, 14)):
        options = board.lay_options(company, colors=colors, new_lay=True, upgrade=step % 4 == 3)
        if not options:
            break
        option = rng.choice(options)
        board.lay_tile(option.hex, option.tile, rng.choice(option.rotations))
        if rng.random() < 0.3:
            spots = board.token_options(company)
            if spots:
                board.place_token(company, *rng.choice(spots))
    stations = board.tokens_of(company)
    goal = (stations[0], stations[-1]) if len(stations) > 1 and rng.random() < 0.5 else None
    return board, company, colors, Extras(rng.random() < 0.5, goal, rng.choice((0, 0, 1, 2)))


@pytest.mark.rules("R-170", "R-174", "R-175", "R-176", "R-177", "R-179", "R-181", "R-182")
@pytest.mark.parametrize("seed", range(24))
def test_equals_brute_force(seed: int) -> None:
    board, company, colors, bonuses = random_position(seed)
    names = random.Random(seed).choice(TRAIN_SETS)
    result = best(board, names, colors, bonuses, company)
    assert result.revenue + result.treasury == brute_force(board, company, names, colors, bonuses)


# --------------------------------------------------------- logged runs
@pytest.mark.rules("R-180")
@pytest.mark.parametrize("profile", ["18xx.games", "rulebook"])
@pytest.mark.parametrize("name", LOGS)
def test_finder_matches_or_beats_every_logged_run(
    xx_fixtures: Path, name: str, profile: str
) -> None:
    for run in logged_runs(xx_fixtures, name, profile):
        names = [t.rstrip("+") for t in run.trains if t != "P+"]
        bonuses = Extras("P+" in run.trains, run.destination)
        result = best(run.board, names, run.colors, bonuses, run.company)
        logged = sum(r["revenue"] for r in run.action["routes"])
        assert result.revenue >= logged, (name, run.action["id"])


@pytest.mark.rules("R-122", "R-180")
def test_mail_contracts_count_in_the_income_run_for():
    """Half the base values of the first and last stops, one contract a train,
    never doubled by an E-train; the run maximises revenue plus mail."""
    board = north_line(stations=("I22", "K24"))
    result = best(board, ["E", "3"], bonuses=Extras(contracts=1))
    plain = best(board, ["E", "3"])
    assert result.revenue + result.treasury > plain.revenue
    assert sum(r.treasury > 0 for r in result.routes if r) == 1
    assert result.revenue + result.treasury == brute_force(
        board, CO, ["E", "3"], YELLOW, Extras(contracts=1)
    )
    two = best(board, ["E", "3"], bonuses=Extras(contracts=2))
    assert two.treasury == (30 + 20) // 2 + (30 + 30) // 2  # E: I22-K24; 3: F23-G22-I22


@pytest.mark.rules("R-176")
def test_local_run_in_log_shape_and_through_a_route_job():
    board = north_line()
    job = RouteJob(
        key=1,
        board=board,
        company=CO,
        trains=(board.train_spec("L"),),
        colors=YELLOW,
        train_ids=("L-0",),
        work_budget=None,
        bonuses=Extras(car=True),
    )
    [route] = job.run().routes
    assert route.to_log()["connections"] == [["I22", "J23"]]
    alone = board.route_from_stops(CO, board.train_spec("L"), ["I22-0"], YELLOW)
    assert alone.to_log()["connections"] == [["local", "I22"]]
    again = board.route_from_log(CO, alone.train, alone.to_log(), YELLOW)
    assert (again.stops, again.revenue) == (("I22-0",), 30)


def test_the_board_finds_1822mx_routes_with_the_exact_finder():
    board = north_line()  # the old heuristic search refused 1822MX; the board now asks the finder
    [route] = board.best_routes(CO, [board.train_spec("2")], YELLOW)
    assert route is not None and route.revenue > 0
    board.check_routes(CO, [route])


@pytest.mark.rules("R-170")
def test_two_mexico_city_stations_only_on_the_18xx_games_profile(xx_fixtures: Path) -> None:
    """IRM's 7-train in game 123055 (action 878): a loop from one Mexico City
    station through Poza Rica/Jalapa (M26) back to another counts both on
    18xx.games, never under the rulebook (Q-16's rule, section 4)."""
    found = {}
    for profile in ("rulebook", "18xx.games"):
        runs = logged_runs(xx_fixtures, "123055", profile)
        run = next(r for r in runs if r.action["id"] == 878)
        bonuses = Extras(goal=run.destination)
        [route] = best(run.board, ["7"], run.colors, bonuses, run.company).routes
        found[profile] = (route.revenue, sum(s.startswith("N23-") for s in route.stops))
    assert found == {"rulebook": (320, 1), "18xx.games": (350, 2)}
