"""Per-title route rules: how stops are valued and how trains score.

The common rules (R-163 … R-172 in 18MEX's numbering: simple paths, no reused
track, terminals and blocked cities only at the ends, a station on every
route) are the board's and hold for every title. A title whose routes pay
differently subclasses `RouteRules` and registers itself in `RULES`.

A *variant* is one train type with what it carries (the 1822MX Pullman car,
the destination bonus): the finder lists candidates per variant, and each
*assignment* gives every train a variant (at most one train pulls the
Pullman; in the rulebook at most one earns the destination bonus).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from gamedesk.engine.board import run_rules
from gamedesk.engine.board.routes import TrainSpec
from gamedesk.engine.board.run_rules import EXPRESS, LOCAL, NO_EXTRAS, Extras
from gamedesk.engine.board.track import NodeRef
from gamedesk.engine.routing.scoring import Facts, TrainScorer

if TYPE_CHECKING:
    from gamedesk.engine.board.board import Board
    from gamedesk.engine.routing.candidates import Candidate
    from gamedesk.engine.routing.graph import TrackGraph


@dataclass(frozen=True)
class Variant:
    spec: int  # index into the distinct train specs
    extras: Extras
    scorer: TrainScorer
    kind: str = run_rules.NORMAL


class RouteRules:
    """The rules every title shares; the defaults are those of 18MEX."""

    def node_value(self, board: Board, node: NodeRef, colors: tuple[str, ...]) -> int:
        """A stop's value in the current phase (R-173: two-value locations, Mérida)."""
        return board.revenue_of(node[0], node[1], colors)

    def node_groups(self, board: Board, node: NodeRef) -> tuple[str, ...]:
        """The location groups of a stop: a route visits one stop of each (R-169)."""
        return board.tile_def(node[0]).nodes[node[1]].groups

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
        pullman_spec: int | None = None,
    ) -> list[Variant]:
        """Each train type with what it may carry; `pullman_spec`: the type that
        stands for the one train the Pullman was put on, if it was."""
        return [Variant(i, NO_EXTRAS, self.scorer(t)) for i, t in enumerate(specs)]

    def assignments(
        self, slots: Sequence[int], variants: Sequence[Variant], bonuses: Extras = NO_EXTRAS
    ) -> list[list[int]]:
        """Each way to give the trains (their spec indices `slots`) a variant."""
        return [list(slots)]

    def adjust(self, graph: TrackGraph, variant: Variant, cand: Candidate) -> Candidate:
        """A candidate as the combination must see it (what it may not share)."""
        return cand


class MX1822Rules(RouteRules):
    """1822MX (R-170 … R-182): one stop per hex, L-trains from their own city,
    E-trains between their own stations on shared track, Pullman, destination
    bonus and the halved 3/2 train."""

    def node_groups(self, board: Board, node: NodeRef) -> tuple[str, ...]:
        groups = super().node_groups(board, node)
        rules = run_rules.run_rules(board)
        town = board.tile_def(node[0]).nodes[node[1]].kind == "town"
        group = rules.hex_group(node, town) if rules is not None else None
        return groups if group is None else (*groups, group)

    def variants(
        self,
        board: Board,
        company: str,
        specs: Sequence[TrainSpec],
        colors: tuple[str, ...],
        bonuses: Extras,
        pullman_spec: int | None = None,
    ) -> list[Variant]:
        rules = run_rules.run_rules(board)
        if rules is None:
            return super().variants(board, company, specs, colors, bonuses)
        found = []
        for i, train in enumerate(specs):
            pulls = _pulls(rules, train, bonuses.pullman, i, pullman_spec)
            goals = [None, bonuses.destination] if bonuses.destination else [None]
            mails = [0, 1] if bonuses.mail and rules.mail_allowed(train) else [0]
            for pullman, goal, mail in itertools.product(pulls, goals, mails):
                extras = Extras(pullman, goal, mail)
                scorer = RunScorer(board, company, train, colors, extras)
                found.append(Variant(i, extras, scorer, rules.kind(train)))
        return found

    def assignments(
        self, slots: Sequence[int], variants: Sequence[Variant], bonuses: Extras = NO_EXTRAS
    ) -> list[list[int]]:
        options = [[v for v, var in enumerate(variants) if var.spec == s] for s in slots]
        seen: set[tuple] = set()
        found = []
        for choice in itertools.product(*options):
            chosen = [variants[v].extras for v in choice]
            if sum(e.pullman for e in chosen) > 1 or not _bonuses_ok([variants[v] for v in choice]):
                continue
            if sum(e.mail for e in chosen) > bonuses.mail:
                continue
            key = tuple(sorted(zip(slots, choice, strict=True)))  # identical trains swap freely
            if key not in seen:
                seen.add(key)
                found.append(list(choice))
        return found

    def adjust(self, graph: TrackGraph, variant: Variant, cand: Candidate) -> Candidate:
        if variant.kind == EXPRESS:
            return replace(cand, keys=0)  # E-trains share track
        if variant.kind == LOCAL:  # one L-train per station
            return replace(cand, keys=cand.keys | graph.key_bit(("local", cand.station)))
        return cand


def _pulls(rules, train: TrainSpec, pullman: bool, spec: int, pullman_spec: int | None
           ) -> list[bool]:
    """Whether a train of type `spec` runs without, with, or either way with the
    Pullman (R-115, R-181): the train it was put on always pulls it, the others
    never; before it is put on a train, any that may take it might."""
    if not pullman or not rules.pullman_allowed(train):
        return [False]
    if pullman_spec is not None:
        return [spec == pullman_spec]
    return [False, True]


def _bonuses_ok(chosen: Sequence[Variant]) -> bool:
    """The trains given the destination bonus: one (rulebook); with 18xx.games
    several, where none came with a private (`RunRules.keeps_second_bonus`)."""
    earning = [v for v in chosen if v.extras.destination]
    if len(earning) <= 1:
        return True
    board = getattr(earning[0].scorer, "board", None)
    rules = run_rules.run_rules(board) if board is not None else None
    return rules is not None and all(rules.keeps_second_bonus(v.scorer.spec) for v in earning)


class RunScorer(TrainScorer):
    """A 1822MX train: the tally for plain runs, the board's own valuation
    (`run_value`) where stations, the destination or mail matter."""

    def __init__(
        self, board: Board, company: str, train: TrainSpec, colors: tuple[str, ...], extras: Extras
    ) -> None:
        rules = run_rules.run_rules(board)
        assert rules is not None
        super().__init__(run_rules.with_pullman(train) if extras.pullman else train)
        self.board, self.company, self.spec, self.colors = board, company, train, colors
        self.extras = extras
        self.kind = rules.kind(train)
        self.exact = self.kind == EXPRESS or extras.destination is not None or bool(extras.mail)
        self.halved = rules.halved.get(train.name)
        #: the 18xx.games one-stop-a-hex rule is the route's, not a stop's
        self.rules = rules if rules.profile == "18xx.games" else None

    def fits(self, tally: int, facts) -> bool:
        return self.kind == EXPRESS or super().fits(tally, facts)

    def value(self, tally: int, facts) -> int:
        stops = facts() if self.rules is not None or self.exact else None
        if stops is not None and not self._hexes_ok(stops):
            return 0  # 18xx.games: no two stops in a hex unless at L19, M22, M26
        if stops is not None and self.exact:
            return self.exact_value(stops)
        value = super().value(tally, facts)
        return run_rules.halve(value, *self.halved) if self.halved else value

    def _hexes_ok(self, stops: Facts) -> bool:
        return self.rules is None or self.rules.hexes_ok([(f[3], f[0] == "town") for f in stops])

    def exact_value(self, facts: Facts) -> int:
        nodes = [f[3] for f in facts]
        value, refusal = run_rules.run_value(
            self.board, self.company, self.spec, nodes, self.colors, self.extras
        )
        if refusal:
            return 0
        if self.extras.mail:  # the income the company runs for, mail included
            value += run_rules.mail_income(self.board, self.spec, nodes, self.colors)
        return value


#: title -> its rules; titles not named here use the shared defaults
RULES: dict[str, RouteRules] = {"18MEX": RouteRules(), "1822MX": MX1822Rules()}


def rules_for(title: str) -> RouteRules:
    return RULES.get(title) or RouteRules()
