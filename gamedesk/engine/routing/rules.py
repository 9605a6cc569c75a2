"""Per-title route rules: how stops are valued and how trains score.

The common rules (R-163 … R-172 in 18MEX's numbering: simple paths, no reused
track, terminals and blocked cities only at the ends, a station on every
route) are the board's and hold for every title. A title whose routes pay
differently subclasses `RouteRules` and returns it from its board run rules
(`RunRules.finder_rules`); nothing here names a title.

A *variant* is one train type with what it carries (a car that changes how it
counts stops, a bonus): the finder lists candidates per variant, and each
*assignment* gives every train a variant (a title may allow a thing to be
carried by one train only).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from gamedesk.engine.board.combined import is_combined
from gamedesk.engine.board.routes import TrainSpec
from gamedesk.engine.board.run_rules import NO_EXTRAS, NORMAL, Extras
from gamedesk.engine.board.track import NodeRef
from gamedesk.engine.routing.objective import REVENUE, Objective
from gamedesk.engine.routing.scoring import Facts, TrainScorer

if TYPE_CHECKING:
    from gamedesk.engine.board.board import Board
    from gamedesk.engine.routing.candidates import Candidate
    from gamedesk.engine.routing.graph import TrackGraph


GATES = "gates"  # the location group of every gate (gates.py)


@dataclass(frozen=True)
class Variant:
    spec: int  # index into the distinct train specs
    extras: Extras
    scorer: TrainScorer
    kind: str = NORMAL


class RouteRules:
    """The rules every title shares: plain trains, stops at their printed values."""

    #: what the finder maximises unless asked otherwise: revenue first
    objective: Objective = REVENUE
    #: whether the title leaves the run to the company, so that a player may
    #: prefer the other objective (none does here: 18MEX R-175, 18MW R-139)
    run_choice_free = False

    def node_value(self, board: Board, node: NodeRef, colors: tuple[str, ...]) -> int:
        """A stop's value in the current phase (R-173: two-value locations, Mérida)."""
        return board.revenue_of(node[0], node[1], colors)

    def node_groups(self, board: Board, node: NodeRef) -> tuple[str, ...]:
        """The location groups of a stop: a route visits one stop of each (R-169);
        the gates are one group, a route crossing one at most (18ESP R-108)."""
        groups = board.tile_def(node[0]).nodes[node[1]].groups
        return (*groups, GATES) if node[0] in board.run_rules.gates else groups

    def scorer(self, train: TrainSpec) -> TrainScorer:
        """Distance and revenue of one train type (R-171; 4D doubling, R-174)."""
        return TrainScorer(train)

    def variants(
        self,
        board: Board,
        company: str,
        specs: Sequence[TrainSpec],
        colors: tuple[str, ...],
        bonuses: Extras,
        car_spec: int | None = None,
    ) -> list[Variant]:
        """Each train type with what it may carry; `car_spec`: the type that
        stands for the one train a car was put on, if it was. Where stops pay
        by company or the treasury, routes earn bonuses, or a train must cross
        a gate, the board's run rules value each route (`ExactScorer`)."""
        rules = board.run_rules
        return [
            Variant(i, NO_EXTRAS, self.scorer(t) if rules.simple and not is_combined(t)
                    else ExactScorer(board, company, t, colors))
            for i, t in enumerate(specs)
        ]

    def assignments(
        self, slots: Sequence[int], variants: Sequence[Variant], bonuses: Extras = NO_EXTRAS
    ) -> list[list[int]]:
        """Each way to give the trains (their spec indices `slots`) a variant."""
        return [list(slots)]

    def adjust(self, graph: TrackGraph, variant: Variant, cand: Candidate) -> Candidate:
        """A candidate as the combination must see it (what it may not share)."""
        return cand


class ExactScorer(TrainScorer):
    """A train whose routes the board's run rules value one by one: what the
    stops pay this company, its treasury income (weighed against the revenue
    by the finder's objective, objective.py), route bonuses and a combined
    train's crossing. The distance check is the tally's (what a stop pays
    does not change what it costs)."""

    def __init__(
        self, board: Board, company: str, train: TrainSpec, colors: tuple[str, ...]
    ) -> None:
        super().__init__(train)
        self.board, self.company, self.colors = board, company, colors
        self.rules = board.run_rules
        #: simple run rules pay the treasury nothing (RunRules.side_income)
        self.pays_treasury = not self.rules.simple

    def value(self, tally: int, facts) -> int:
        return self.exact_value(facts())

    def exact_value(self, facts: Facts) -> int:
        nodes = [f[3] for f in facts]
        board, company, train, colors = self.board, self.company, self.train, self.colors
        value, _, refusal = self.rules.run_value(board, company, train, nodes, colors)
        if refusal is not None:
            return 0
        side = self.rules.side_income(board, company, train, nodes, colors)
        return value * self.weight + side


#: the plain rules, shared by every title that has no others
PLAIN = RouteRules()
