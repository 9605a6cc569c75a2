"""Whether a company can run (engine/routing/reach.py) against the route finder.

`can_run` must say yes exactly when the best routes pay something: on
hand-made 1822MX positions for the train types with their own rules, on random
positions of both titles, and at every turn of the 1822MX logs that asks.
"""

from __future__ import annotations

import random

import pytest

from gamedesk.engine.board.run_rules import NO_EXTRAS, Extras
from gamedesk.engine.routing import find_best_routes
from gamedesk.engine.routing.reach import can_run
from gamedesk.io.replay import open_record, replay
from gamedesk.titles.g1822mx import dividends
from tests.conftest import XX_FIXTURES
from tests.engine.board.test_1822mx_routes import CO, GREEN, YELLOW, mx_board, north_line
from tests.engine.routing.helpers import random_position


def pays(board, company, names, colors, bonuses=NO_EXTRAS) -> bool:
    trains = [board.train_spec(n) for n in names]
    result = find_best_routes(board, company, trains, colors, time_budget_s=None,
                              work_budget=None, bonuses=bonuses)
    assert result.optimal
    return result.revenue > 0


def agrees(board, company, names, colors, bonuses=NO_EXTRAS) -> bool:
    answer = can_run(board, company, [board.train_spec(n) for n in names], colors,
                     bonuses=bonuses)
    assert answer == pays(board, company, names, colors, bonuses), (company, names)
    return answer


# ------------------------------------------------------------ hand-made
@pytest.mark.rules("R-180")
def test_a_train_with_a_route_can_run():
    assert agrees(north_line(), CO, ["3"], YELLOW)


@pytest.mark.rules("R-180")
def test_no_train_or_no_track_cannot_run():
    assert not agrees(north_line(), CO, [], YELLOW)
    board = mx_board()
    board.place_token(CO, "I22", 0)
    assert not agrees(board, CO, ["3", "5"], YELLOW)  # a station alone is one stop


@pytest.mark.rules("R-176")
def test_an_l_train_runs_its_city_alone():
    board = mx_board()
    board.place_token(CO, "I22", 0)
    assert agrees(board, CO, ["L"], YELLOW)
    assert agrees(board, CO, ["3", "L"], YELLOW)


@pytest.mark.rules("R-177")
def test_an_e_train_needs_two_of_the_company_s_stations():
    assert not agrees(north_line(stations=("I22",)), CO, ["E"], YELLOW)
    assert agrees(north_line(stations=("I22", "K24")), CO, ["E"], YELLOW)


@pytest.mark.rules("R-181", "R-115")
def test_the_pullman_alone_does_not_run():
    # runnable trains leave the car out; it only rides on a train
    assert not agrees(north_line(), CO, [], YELLOW, Extras(car=True))
    assert agrees(north_line(), CO, ["3"], YELLOW, Extras(car=True))


@pytest.mark.rules("R-112", "R-182")
def test_three_halves_and_pullman_trains():
    for name in ("3/2P", "2P", "LP"):
        assert agrees(north_line(), CO, [name], GREEN)


# --------------------------------------------------------- random positions
@pytest.mark.parametrize("seed", range(30))
def test_18mex_random_positions(seed):
    board, company, colors = random_position(seed)
    rng = random.Random(seed)
    names = rng.sample(["2", "3", "4", "5", "6", "4D"], rng.randint(1, 3))
    agrees(board, company, names, colors)


@pytest.mark.parametrize("seed", range(30))
def test_1822mx_random_positions(seed):
    rng = random.Random(seed)
    board = mx_board(rng.choice(("rulebook", "18xx.games")))
    colors = rng.choice((YELLOW, GREEN))
    board.place_token(CO, "I22", 0)
    for step in range(rng.randint(0, 12)):
        options = board.lay_options(CO, colors=colors, new_lay=True, upgrade=step % 3 == 2)
        if not options:
            break
        option = rng.choice(options)
        board.lay_tile(option.hex, option.tile, rng.choice(option.rotations))
    names = rng.sample(["L", "3", "4", "E", "2P", "LP", "3/2P"], rng.randint(1, 3))
    agrees(board, CO, names, colors, Extras(car=rng.random() < 0.3))


# ----------------------------------------------------------------- the logs
@pytest.mark.rules("R-180")
@pytest.mark.parametrize("stem", ["86", "123055", "fcm_cannot_lay_thru_mexico_city"])
def test_every_turn_of_the_1822mx_logs(stem, monkeypatch):
    """At each turn that asks, the same answer as the exact route search."""
    asked = []
    ask = dividends.can_run

    def checked(game, op):
        answer = ask(game, op)
        result = find_best_routes(game.board, op.sym,
                                  [t.spec for t in game.runnable_trains(op)], game.colors(),
                                  time_budget_s=None, work_budget=None,
                                  bonuses=game.route_bonuses(op))
        asked.append((len(game.actions), op.sym, answer, result.revenue > 0))
        return answer

    monkeypatch.setattr(dividends, "can_run", checked)
    replay(open_record(XX_FIXTURES / "1822MX" / f"{stem}.json"))
    assert asked
    assert [a for a in asked if a[2] != a[3]] == []
