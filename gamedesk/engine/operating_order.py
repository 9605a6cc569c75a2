"""Operating orders: the rule a title names for who operates next in an operating round.

An order is a function `order(game) -> list[str]`: every company that operates
this round, as things stand now, first to last. The round takes the first one
that has not operated yet each time a turn ends, so a company whose price moved
during the round takes its new place. Prices compare by the market's
`order_key`: highest price first, then the rightmost column, the highest row,
and the top of a stack (the company that reached the cell first).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

Order = Callable[[object], list[str]]


def floated_companies(game) -> list:
    """Corporations that run this round: floated, and neither closed nor taken off."""
    return [
        c for c in game.corporations.values() if c.floated and not c.removed and not c.closed
    ]


def by_price(game, companies: Iterable) -> list[str]:
    """`companies` by share price, highest first, top of a stack first."""
    return [c.sym for c in sorted(companies, key=lambda c: game.market.order_key(c.sym))]


def minors_then_majors(game) -> list[str]:
    """Minors without a share price (owned by a player) in charter order, then the
    floated majors by share price (18MEX R-081)."""
    minors = [m.sym for m in game.minors.values() if m.owner and not m.closed]
    return minors + by_price(game, floated_companies(game))


def minors_then_majors_by_price(game, companies: Iterable | None = None) -> list[str]:
    """Minors by share price, then majors by share price (1822MX R-091)."""
    ops = list(floated_companies(game) if companies is None else companies)
    minors = by_price(game, (c for c in ops if c.kind == "minor"))
    return minors + by_price(game, (c for c in ops if c.kind != "minor"))


def interleaved_by_price(game, companies: Iterable | None = None) -> list[str]:
    """Minors and majors together by share price, highest first, top of a stack
    first (18ESP R-066)."""
    return by_price(game, floated_companies(game) if companies is None else companies)


__all__ = [
    "Order",
    "by_price",
    "floated_companies",
    "interleaved_by_price",
    "minors_then_majors",
    "minors_then_majors_by_price",
]
