"""The route finder stays exact with the general map and route mechanisms:
gauges, passes, stops that pay by company or the treasury, route bonuses and
combined trains. On the hand-made line of tests/engine/board/line_map.py, in
every position and with every set of trains below, the finder's proven best
equals the best of an exhaustive search over every legal set of routes, for
each objective: the most revenue, then the most treasury income (the
default), and the most revenue plus treasury income (`INCOME`)."""

from __future__ import annotations

import itertools

import pytest

from gamedesk.engine.board.combined import combine
from gamedesk.engine.board.routes import Route, build_route
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.routing import INCOME, find_best_routes
from gamedesk.engine.routing.reach import can_run
from tests.engine.board.line_map import GREEN, PASS, YELLOW, line_board
from tests.engine.board.test_18esp_route_mechanisms import BonusRules, OwnBonusRules
from tests.engine.board.test_18mw_route_mechanisms import ConnectionRules, DoubledRules


def all_routes(board, company: str, train, colors) -> list[Route]:
    """Every legal route of `train`: every simple chain of segments, checked."""
    starts = {n for n in board.reach(company).nodes}
    stack = [[seg] for n in starts for seg in board.segments(n)]
    found = {}
    while stack:
        chain = stack.pop()
        route = build_route(board, train, chain, colors, company=company)
        try:
            board.check_routes(company, [route])
            found.setdefault((route.stops, route.paths), route)
        except IllegalAction:
            pass
        seen = {chain[0].start, *(s.end for s in chain)}
        keys = set().union(*(s.keys for s in chain))
        stack += [[*chain, s] for s in board.segments(chain[-1].end)
                  if s.end not in seen and not keys & s.keys]
    return list(found.values())


def brute_force(board, company: str, trains, colors) -> tuple[tuple[int, int], int]:
    """The best legal run's (revenue, treasury income), compared in that order,
    and the best run's revenue plus treasury income."""
    per_train = [[None, *all_routes(board, company, t, colors)] for t in trains]
    best, best_income = (0, 0), 0
    for combo in itertools.product(*per_train):
        chosen = [r for r in combo if r is not None]
        pair = (sum(r.revenue for r in chosen), sum(r.treasury for r in chosen))
        if pair <= best and sum(pair) <= best_income:
            continue
        try:
            board.check_routes(company, chosen)
        except IllegalAction:
            continue
        best, best_income = max(best, pair), max(best_income, sum(pair))
    return best, best_income


def trains_of(board, names):
    out = []
    for name in names:
        if "&" in name:
            first, second = name.split("&")
            out.append(combine(board.train_spec(first), board.train_spec(second)))
        else:
            out.append(board.train_spec(name))
    return out


def positions():
    """(label, board, company) with the pass closed or open, stations in it or not."""
    for rules in (None, BonusRules, OwnBonusRules, DoubledRules, ConnectionRules):
        for opened, in_pass in ((False, False), (True, False), (True, True)):
            kwargs = {"rules": rules} if rules else {}
            board = line_board(**kwargs, A="B7", B="B1")
            if opened:
                board.open_gate(PASS)
            if in_pass:
                board.place_token("A", PASS, 0)
            label = f"{getattr(rules, '__name__', 'plain')}-{opened}-{in_pass}"
            yield label, board
    two = line_board(two_passes=True, A="B7", B="B1")  # a route crosses one pass at most
    for coord in (PASS, "B11"):
        two.open_gate(coord)
        two.place_token("A", coord, 0)  # both pay A: a route through both would pay most
    yield "two-passes", two


TRAIN_SETS = (("2",), ("3", "2N"), ("4", "1+2"), ("2&2N",), ("4&1+2", "2"), ("3", "3"))


@pytest.mark.rules("R-106", "R-108", "R-113", "R-116", "R-122", "R-123", "R-171")
@pytest.mark.parametrize("names", TRAIN_SETS, ids="-".join)
@pytest.mark.parametrize("colors", [YELLOW, GREEN], ids=["yellow", "green"])
def test_the_finder_matches_an_exhaustive_search(names, colors):
    for label, board in positions():
        for company in ("A", "B"):
            trains = trains_of(board, names)
            result = find_best_routes(board, company, trains, colors, time_budget_s=None)
            income = find_best_routes(board, company, trains, colors, time_budget_s=None,
                                      objective=INCOME)
            assert result.optimal and income.optimal
            best, best_income = brute_force(board, company, trains, colors)
            assert (result.revenue, result.treasury) == best, (label, company)
            assert income.revenue + income.treasury == best_income, (label, company)
            assert can_run(board, company, trains, colors) == (best_income > 0), (label, company)


@pytest.mark.rules("R-116")
def test_a_narrow_train_and_a_standard_train_run_on_their_own_maps():
    board = line_board(A="B7")
    board.open_gate(PASS)
    board.place_token("A", PASS, 0)
    result = find_best_routes(board, "A", trains_of(board, ["2N", "3"]), YELLOW,
                              time_budget_s=None)
    narrow, standard = result.routes
    assert set(narrow.stops) <= {"B1-0", "B3-0", "B5-0"}
    assert set(standard.stops) <= {"B5-0", "B7-0", "B9-0", "B11-0", "B13-0"}


@pytest.mark.rules("R-171")
def test_a_combined_train_runs_across_the_pass_and_no_other_way():
    board = line_board(A="B7")
    train = trains_of(board, ["4&1+2"])
    assert find_best_routes(board, "A", train, YELLOW, time_budget_s=None).revenue == 0
    board.open_gate(PASS)
    result = find_best_routes(board, "A", train, YELLOW, time_budget_s=None)
    (route,) = result.routes
    assert PASS + "-0" in route.stops and "B3-0" in route.stops
