"""The general stop and bonus mechanisms as 18MW needs them, on the hand-made
line of tests/engine/board/line_map.py: a stop doubled for the company holding
the doubled token, and a connection bonus paid half to the run and half to
the treasury. The rule ids are 18MW's."""

from __future__ import annotations

import pytest

from gamedesk.engine.board.route_bonuses import BonusTable, RouteBonus
from gamedesk.engine.board.run_rules import RunRules
from gamedesk.engine.board.stop_pay import StopPay
from gamedesk.engine.routing import find_best_routes
from tests.engine.board.line_map import YELLOW, line_board

STOPS = ["B7-0", "B9-0", "B11-0"]


class DoubledRules(RunRules):
    """B11 counts double for A (its doubled token there)."""

    def __init__(self, data, profile):
        super().__init__(data, profile)
        self.pay = StopPay(self.pay.station_only, self.pay.treasury, self.pay.treasury_values,
                           doubled={"A": frozenset({"B11"})})
        self.simple = False


class ConnectionRules(RunRules):
    """A route joining B7 and B13 earns 500: 250 to the run, 250 to the treasury."""

    def bonus_table(self, data):
        return BonusTable((RouteBonus("b7-b13", (frozenset({"B7"}), frozenset({"B13"})),
                                      250, treasury=250),))


def run(board, company, train, stops):
    route = board.route_from_stops(company, board.train_spec(train), stops, YELLOW)
    board.check_routes(company, [route])
    return route


@pytest.mark.rules("R-140", "R-197")
def test_a_stop_pays_double_to_the_company_holding_the_doubled_token():
    board = line_board(DoubledRules, A="B7")
    board.place_token("B", "B7", 0)
    assert run(board, "A", "3", STOPS).revenue == 30 + 2 * 40
    assert run(board, "B", "3", STOPS).revenue == 30 + 40
    best = find_best_routes(board, "A", [board.train_spec("3")], YELLOW, time_budget_s=None)
    assert best.optimal and best.revenue == 110


@pytest.mark.rules("R-196")
def test_a_connection_bonus_pays_half_to_the_run_and_half_to_the_treasury():
    board = line_board(ConnectionRules, A="B7")
    route = run(board, "A", "4", [*STOPS, "B13-0"])
    assert (route.revenue, route.bonus, route.treasury) == (80 + 250, 250, 30 + 250)
    assert run(board, "A", "3", STOPS).bonus == 0
    best = find_best_routes(board, "A", [board.train_spec("4")], YELLOW, time_budget_s=None)
    assert best.optimal and best.revenue + best.treasury == 80 + 250 + 30 + 250
