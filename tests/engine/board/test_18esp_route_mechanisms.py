"""The general map and route mechanisms on the board, on a hand-made line
(tests/engine/board/line_map.py): gauges, passes, stops that pay by company or
the treasury, route bonuses and combined trains. The rule ids are 18ESP's, the
title that needs them first."""

from __future__ import annotations

import pytest

from gamedesk.engine.board.combined import combine
from gamedesk.engine.board.route_bonuses import BonusTable, RouteBonus
from gamedesk.engine.board.run_rules import RunRules
from gamedesk.engine.board.stop_pay import StopPay
from gamedesk.engine.errors import IllegalAction
from tests.engine.board.line_map import GREEN, PASS, YELLOW, line_board, line_data


def run(board, company, train, stops, colors=YELLOW):
    spec = train if not isinstance(train, str) else board.train_spec(train)
    route = board.route_from_stops(company, spec, stops, colors)
    board.check_routes(company, [route])
    return route


def refusal(board, company, train, stops) -> str:
    with pytest.raises(IllegalAction) as info:
        run(board, company, train, stops)
    return info.value.rule


# ----------------------------------------------------------------- gauges
@pytest.mark.rules("R-116")
def test_a_train_runs_on_track_of_its_own_gauge_only():
    board = line_board(A="B1", B="B7")
    assert run(board, "A", "2N", ["B1-0", "B3-0"]).revenue == 30
    assert refusal(board, "A", "2", ["B1-0", "B3-0"]) == "gauge"
    assert refusal(board, "B", "2N", ["B7-0", "B9-0", "B11-0"]) == "gauge"


@pytest.mark.rules("R-116")
def test_dual_track_carries_either_gauge():
    board = line_board(A="B7")
    board.open_gate(PASS)
    board.place_token("A", PASS, 0)
    assert run(board, "A", "2N", ["B3-0", "B5-0"]).stops == ("B3-0", "B5-0")
    assert run(board, "A", "2", ["B5-0", "B7-0"]).stops == ("B5-0", "B7-0")
    assert refusal(board, "A", "2", ["B3-0", "B5-0"]) == "gauge"


# ------------------------------------------------------------------ passes
@pytest.mark.rules("R-099", "R-105")
def test_a_closed_pass_joins_nothing_until_it_is_opened():
    board = line_board(A="B7")
    assert [s.end for s in board.segments(("B7", 0))] == [("B9", 0)]
    assert refusal(board, "A", "2", ["B5-0", "B7-0"]) == "R-163"  # no track joins them
    opened = board.copy()
    opened.open_gate(PASS)
    route = opened.route_from_stops("A", board.train_spec("2"), ["B5-0", "B7-0"], YELLOW)
    with pytest.raises(IllegalAction) as info:
        board.check_routes("A", [route])  # a logged route through the closed pass
    assert info.value.rule == "gate"
    assert ("B5", 0) in board.reach("A").nodes  # built up to, not through
    assert ("B3", 0) not in board.reach("A").nodes
    board.open_gate(PASS)
    assert ("B5", 0) in {s.end for s in board.segments(("B7", 0))}
    assert ("B3", 0) in board.reach("A").nodes
    with pytest.raises(IllegalAction):
        board.open_gate(PASS)  # open already


@pytest.mark.rules("R-108")
def test_a_route_crosses_one_pass_at_most():
    board = line_board(two_passes=True, A="B7")
    board.open_gate(PASS)
    board.open_gate("B11")
    assert run(board, "A", "3", ["B7-0", "B9-0", "B11-0"]).revenue == 30  # B11 pays A nothing
    assert refusal(board, "A", "4", ["B5-0", "B7-0", "B9-0", "B11-0"]) == "gates"


@pytest.mark.rules("R-099")
def test_a_copy_of_the_board_keeps_its_own_gates():
    board = line_board(A="B7")
    copy = board.copy()
    board.open_gate(PASS)
    assert PASS in copy.closed_gates and PASS not in board.closed_gates
    assert [s.end for s in copy.segments(("B7", 0))] == [("B9", 0)]


# ------------------------------------------------ who a stop pays
@pytest.mark.rules("R-106")
def test_a_pass_pays_only_the_companies_with_a_station_there():
    board = line_board(A="B7", B="B11")
    board.open_gate(PASS)
    plain = run(board, "A", "2", ["B5-0", "B7-0"])
    assert plain.revenue == 30  # no station in the pass: it pays nothing
    board.place_token("A", PASS, 0)
    assert run(board, "A", "2", ["B5-0", "B7-0"]).revenue == 70
    assert run(board, "B", "4", ["B5-0", "B7-0", "B9-0", "B11-0"]).revenue == 70  # B: 0


@pytest.mark.rules("R-088", "R-089", "R-121")
def test_a_mine_counts_as_a_stop_and_pays_the_treasury_by_phase():
    board = line_board(A="B7")
    route = run(board, "A", "3", ["B7-0", "B9-0", "B11-0"])
    assert (route.revenue, route.treasury) == (70, 30)
    green = board.route_from_stops("A", board.train_spec("3"), ["B7-0", "B9-0", "B11-0"], GREEN)
    assert (green.revenue, green.treasury) == (70, 20)
    assert refusal(board, "A", "2", ["B7-0", "B9-0", "B11-0"]) == "R-171"  # the mine counts


class OwnBonusRules(RunRules):
    """A company's own bonus hex: B11 pays A 50 more (a title's goal hex)."""

    def __init__(self, data, profile):
        super().__init__(data, profile)
        base = StopPay.from_data(data)
        self.pay = StopPay(base.station_only, base.treasury, base.treasury_values,
                           own={"A": {"B11": 50}})
        self.simple = False


def test_a_companys_own_bonus_hex_pays_that_company_only():
    board = line_board(OwnBonusRules, A="B7")
    board.place_token("B", "B7", 0)
    stops = ["B7-0", "B9-0", "B11-0"]
    assert run(board, "A", "3", stops).revenue == 30 + 40 + 50
    assert run(board, "B", "3", stops).revenue == 30 + 40


# ------------------------------------------------------------ route bonuses
class BonusRules(RunRules):
    """North to south pays 100, B7 to B13 pays 60, both on one route 120."""

    def bonus_table(self, data):
        return BonusTable(
            bonuses=(
                RouteBonus("north-south", (frozenset({"B1", "B3"}), frozenset({"B11", "B13"})),
                           100),
                RouteBonus("b7-b13", (frozenset({"B7"}), frozenset({"B13"})), 60),
            ),
            together={frozenset({"north-south", "b7-b13"}): 120},
        )


@pytest.mark.rules("R-123", "R-124", "R-125")
def test_a_route_earns_the_bonuses_its_stops_reach_and_a_pair_pays_its_own_sum():
    board = line_board(BonusRules, A="B7", B="B1")
    board.open_gate(PASS)
    assert run(board, "A", "3", ["B7-0", "B9-0", "B11-0"]).bonus == 0
    short = run(board, "A", "4", ["B7-0", "B9-0", "B11-0", "B13-0"])
    assert (short.bonus, short.revenue) == (60, 80 + 60)
    both = combine(board.train_spec("4"), board.train_spec("2N"))
    long = run(board, "B", both, ["B1-0", "B3-0", "B5-0", "B7-0", "B9-0", "B11-0"])
    assert long.bonus == 100  # B7 on the route, but not B13
    whole = combine(board.train_spec("4"), board.train_spec("1+2"))
    route = board.route_from_stops(
        "B", whole, ["B3-0", "B5-0", "B7-0", "B9-0", "B11-0", "B13-0"], YELLOW)
    assert route.bonus == 120


# ---------------------------------------------------------- combined trains
@pytest.mark.rules("R-170")
def test_a_combined_train_counts_the_stops_of_both_cards_on_both_gauges():
    board = line_board(A="B7")
    train = combine(board.train_spec("4"), board.train_spec("1+2"))
    assert train.gauge == "both" and len(train.distance) == 3
    with pytest.raises(ValueError):
        combine(board.train_spec("4"), board.train_spec("2"))  # one gauge


@pytest.mark.rules("R-171")
def test_a_combined_train_crosses_exactly_one_pass_with_a_stop_on_each_side():
    board = line_board(A="B7")
    board.open_gate(PASS)
    train = combine(board.train_spec("2"), board.train_spec("2N"))
    assert refusal(board, "A", train, ["B7-0", "B9-0", "B11-0"]) == "combined"
    assert refusal(board, "A", train, ["B5-0", "B7-0", "B9-0"]) == "combined"
    crossed = run(board, "A", train, ["B3-0", "B5-0", "B7-0", "B9-0"])
    assert (crossed.revenue, crossed.treasury) == (40, 30)


def test_titles_without_these_sections_are_untouched():
    data = line_data()
    plain = {k: v for k, v in data.map.items()
             if k not in ("mountain_passes", "mine_hexes", "regions")}
    rules = RunRules(type(data)("plain", data.game, plain, {}), "rulebook")
    assert rules.simple and not rules.gates and rules.pay.plain
