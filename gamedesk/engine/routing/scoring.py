"""Scoring a route for a train from a packed tally of its stops (R-171, R-173, R-174).

A tally packs, per node kind, the visit cost, the value sum and the stop count
into fields of one int, so that the tally of a route is the sum of its stops'
tallies: extending or joining runs of track is one integer addition. Trains
whose distance groups each take their own kinds and pay every stop they visit
(all 18MEX trains, 4D included) are scored from the tally alone; others fall
back to the board's general `score`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from gamedesk.engine.board.gauges import banned_bits
from gamedesk.engine.board.routes import ALL_NODE_KINDS, TrainSpec, score

KINDS: tuple[str, ...] = tuple(sorted(ALL_NODE_KINDS))
WIDTH = 24  # bits per field: far above any sum of stop values or costs
MASK = (1 << WIDTH) - 1
COST, VALUE, COUNT = 0, 1, 2


def _shift(kind: int, what: int) -> int:
    return (kind * 3 + what) * WIDTH


def field(tally: int, kind: int, what: int) -> int:
    return (tally >> _shift(kind, what)) & MASK


def stop_tally(kind: int, value: int, cost: int) -> int:
    """The tally of one stop (kind index into KINDS; -1 for a kind no train knows)."""
    if kind < 0:
        return 0
    packed = cost << _shift(kind, COST) | value << _shift(kind, VALUE)
    return packed | 1 << _shift(kind, COUNT)


#: stop facts for the fallback: (kind, value, visit cost, node) in travel order
Facts = Sequence[tuple[str, int, int, tuple[str, int]]]


@dataclass(frozen=True)
class _Group:
    kinds: tuple[int, ...]
    visit: int | None
    pay: int | None
    multiplier: int


class TrainScorer:
    """Distance check and revenue of a route for one train type."""

    #: what a unit of revenue weighs in a route's value against a unit of
    #: treasury income (objective.py); the finder sets it for its search
    weight = 1
    #: whether some route of this train may pay the treasury (a plain train's never do)
    pays_treasury = False

    def __init__(self, train: TrainSpec) -> None:
        self.train = train
        #: the gauge bits of track the train may not use (gauges.py, 18ESP R-116)
        self.banned = banned_bits(train.gauge)
        accepted = [k for g in train.distance for k in g.nodes]
        #: each kind in at most one group: the tally decides everything
        self.simple = len(accepted) == len(set(accepted))
        self.groups = tuple(
            _Group(
                tuple(KINDS.index(k) for k in g.nodes if k in KINDS), g.visit, g.pay, g.multiplier
            )
            for g in train.distance
        )
        self.refused = tuple(k for k, name in enumerate(KINDS) if name not in accepted)

    def fits(self, tally: int, facts: Callable[[], Facts]) -> bool:
        """Whether the stops are within the train's distance (R-171)."""
        if not self.simple:
            return score(self.train, facts())[1]
        if any(field(tally, k, COUNT) for k in self.refused):
            return False
        for g in self.groups:
            if g.visit is not None and sum(field(tally, k, COST) for k in g.kinds) > g.visit:
                return False
        return True

    def value(self, tally: int, facts: Callable[[], Facts]) -> int:
        """The route's value to the finder: its revenue, weighed (objective.py)."""
        return self.revenue(tally, facts) * self.weight

    def revenue(self, tally: int, facts: Callable[[], Facts]) -> int:
        """The revenue of stops that fit (R-173; R-174 through group multipliers)."""
        if not self.simple:
            return score(self.train, facts())[0]
        total = 0
        for g in self.groups:
            if g.pay is not None and sum(field(tally, k, COUNT) for k in g.kinds) > g.pay:
                return score(self.train, facts())[0]  # only the best `pay` stops count
            total += g.multiplier * sum(field(tally, k, VALUE) for k in g.kinds)
        return total * self.train.multiplier
