"""Operating orders a title may name (gamedesk/engine/operating_order.py), each on a
hand-built market position. (Not marked with rule items: the rule-coverage tool
counts an engine test for 18MEX, and these cite rules of three titles.)"""

from __future__ import annotations

from types import SimpleNamespace

from gamedesk.engine.data import load_title
from gamedesk.engine.entities import Corporation, Minor
from gamedesk.engine.market import StockMarket
from gamedesk.engine.operating_order import (
    interleaved_by_price,
    minors_then_majors,
    minors_then_majors_by_price,
)


def corp(sym: str, kind: str = "major", **fields) -> Corporation:
    fields = {"floated": True, **fields}
    return Corporation(sym, sym, "black", None, [0], kind=kind, **fields)


def position(cells: dict[str, tuple[int, int]], corps: list, minors=()) -> SimpleNamespace:
    """A game of only companies and a market: each company placed at its cell in
    the order given (a later arrival goes under those already in the cell)."""
    market = StockMarket(load_title("18MEX").game["stock_market"])
    for sym, cell in cells.items():
        market.place(sym, cell)
    return SimpleNamespace(
        market=market,
        corporations={c.sym: c for c in corps},
        minors={m.sym: m for m in minors},
    )


def test_minors_go_first_in_charter_order_then_majors_by_price():
    minors = [Minor("B", "B", "red", None, [], owner="p1"), Minor("A", "A", "red", None, [],
                                                                    owner="p2"),
              Minor("C", "C", "red", None, [])]  # C has no owner yet: it does not run
    game = position({"NdM": (1, 6), "UdY": (0, 4), "MC": (1, 5)},
                    [corp("UdY"), corp("MC"), corp("NdM")], minors)
    assert minors_then_majors(game) == ["B", "A", "NdM", "MC", "UdY"]


def test_a_company_not_floated_closed_or_removed_does_not_operate():
    game = position({"NdM": (1, 6), "UdY": (0, 4), "MC": (1, 5)},
                    [corp("UdY", removed=True), corp("MC", closed=True), corp("NdM"),
                     corp("FCP", floated=False)])
    assert minors_then_majors(game) == ["NdM"]


def test_minors_then_majors_each_by_price():
    # the minor at 60 still goes before the major at 120: kinds come first
    game = position({"M2": (2, 2), "M1": (0, 9), "SMALL": (1, 5), "BIG": (0, 8)},
                    [corp("SMALL"), corp("M2", "minor"), corp("BIG"), corp("M1", "minor")])
    assert minors_then_majors_by_price(game) == ["M1", "M2", "BIG", "SMALL"]


def test_interleaved_order_mixes_minors_and_majors_by_price_top_of_stack_first():
    cells = {"MAJ1": (1, 6), "MIN1": (0, 4), "MIN2": (2, 2), "MAJ2": (2, 2), "MIN3": (1, 7)}
    game = position(cells, [corp("MAJ1"), corp("MIN1", "minor"), corp("MIN2", "minor"),
                            corp("MAJ2"), corp("MIN3", "minor")])
    prices = {s: game.market.price_of(s) for s in cells}
    order = interleaved_by_price(game)
    assert order[:2] == ["MIN3", "MAJ1"]  # the dearest, a minor before a major
    assert [prices[s] for s in order] == sorted(prices.values(), reverse=True)
    # MIN2 reached its cell first and sits on top of MAJ2, so it goes first
    assert order.index("MIN2") == order.index("MAJ2") - 1
