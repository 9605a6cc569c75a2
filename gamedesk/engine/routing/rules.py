"""Per-title route rules: how stops are valued and how trains score.

The common rules (R-163 … R-172 in 18MEX's numbering: simple paths, no reused
track, terminals and blocked cities only at the ends, a station on every
route) are the board's and hold for every title. A title whose routes pay
differently (1822MX E-trains and port bonuses, 18ESP goals, 18MW connection
bonuses) subclasses `RouteRules` and registers itself in `RULES`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gamedesk.engine.board.routes import TrainSpec
from gamedesk.engine.board.track import NodeRef
from gamedesk.engine.routing.scoring import TrainScorer

if TYPE_CHECKING:
    from gamedesk.engine.board.board import Board


class RouteRules:
    """The rules every title shares; the defaults are those of 18MEX."""

    def node_value(self, board: Board, node: NodeRef, colors: tuple[str, ...]) -> int:
        """A stop's value in the current phase (R-173: two-value locations, Mérida)."""
        return board.revenue_of(node[0], node[1], colors)

    def scorer(self, train: TrainSpec) -> TrainScorer:
        """Distance and revenue of one train type (R-171; 4D doubling, R-174)."""
        return TrainScorer(train)


#: title -> its rules; titles not named here use the shared defaults
RULES: dict[str, RouteRules] = {"18MEX": RouteRules()}


def rules_for(title: str) -> RouteRules:
    return RULES.get(title) or RouteRules()
