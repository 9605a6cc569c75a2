"""What the route finder maximises when a run pays the treasury besides its
revenue (18ESP's mines and harbours, R-089 and R-122; 18MW's connection
halves; 1822MX's mail).

- `REVENUE` (the default): the most revenue, the money paid out or withheld;
  among runs of equal revenue, the most treasury income.
- `INCOME`: the most revenue plus treasury income, "most for the company"
  (1822MX's rule for mail, R-180).

Both are one integer per route, `revenue * weight + treasury`, that the
finder adds up and bounds as before: `INCOME` weighs revenue 1, `REVENUE`
weighs it `SCALE`. Why `REVENUE` stays exact: a run's total is
`SCALE * R + T`, with R its revenue and T its treasury income, and
0 <= T < SCALE, so one total is larger than another exactly when its R is
larger, or its R is equal and its T larger (lexicographic order). The
finder's bounds (a train's best candidate clear of the track taken, its
best with the map to itself, the sum of the trains' best candidates) are
sums of single routes' values, each at least the value of whatever its
train can still run: an upper bound of any completion's total, whatever the
weight. A branch is cut only when its bound is at most the best total, so
only when nothing in it is better in that order; "proven" keeps its meaning.
The candidate lists keep a route only when it is worth more than the same
route one segment shorter (candidates.py): a per-route comparison in the
same order, as valid as before.

SCALE is far above any treasury income of a run: that is a sum of printed
amounts (a few hundred at most per route); `search.build_routes` checks it.
"""

from __future__ import annotations

from dataclasses import dataclass

SCALE = 1 << 32


@dataclass(frozen=True)
class Objective:
    """A route is worth `revenue * weight + treasury` to the finder
    (`TrainScorer.value`; `search.find_best_routes` hands out the weight)."""

    name: str
    weight: int  # what one unit of revenue weighs against one of treasury income


REVENUE = Objective("revenue", SCALE)
INCOME = Objective("income", 1)
OBJECTIVES = {o.name: o for o in (REVENUE, INCOME)}
