"""The route finder under the 1822MX rules (R-170 … R-182): one stop per hex,
L-trains from their own city, E-trains between their own stations on shared
track, the Pullman, the destination bonus, mail and the halved 3/2 train.

The board's side of these rules is `run_rules.MXRunRules`, whose
`finder_rules` returns `FINDER_RULES`.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from gamedesk.engine.board.routes import TrainSpec
from gamedesk.engine.board.run_rules import EXPRESS, LOCAL, NO_EXTRAS, Extras
from gamedesk.engine.board.track import NodeRef
from gamedesk.engine.routing.objective import INCOME
from gamedesk.engine.routing.rules import RouteRules, Variant
from gamedesk.engine.routing.scoring import Facts, TrainScorer
from gamedesk.titles.g1822mx.run_rules import MXRunRules, halve, with_pullman

if TYPE_CHECKING:
    from gamedesk.engine.board.board import Board
    from gamedesk.engine.routing.candidates import Candidate
    from gamedesk.engine.routing.graph import TrackGraph


def _mx(board: Board) -> MXRunRules | None:
    rules = board.run_rules
    return rules if isinstance(rules, MXRunRules) else None


class MXRouteRules(RouteRules):
    """1822MX (R-170 … R-182): one stop per hex, L-trains from their own city,
    E-trains between their own stations on shared track, Pullman, destination
    bonus and the halved 3/2 train."""

    #: R-180: with mail contracts, the total of revenue and mail must be maximal
    #: (and the run is no free choice)
    objective = INCOME

    def node_groups(self, board: Board, node: NodeRef) -> tuple[str, ...]:
        groups = super().node_groups(board, node)
        rules = _mx(board)
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
        car_spec: int | None = None,
    ) -> list[Variant]:
        rules = _mx(board)
        if rules is None:
            return super().variants(board, company, specs, colors, bonuses)
        found = []
        for i, train in enumerate(specs):
            pulls = _pulls(rules, train, bonuses.car, i, car_spec)
            goals = [None, bonuses.goal] if bonuses.goal else [None]
            mails = [0, 1] if bonuses.contracts and rules.mail_allowed(train) else [0]
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
            if sum(e.car for e in chosen) > 1 or not _bonuses_ok([variants[v] for v in choice]):
                continue
            if sum(e.contracts for e in chosen) > bonuses.contracts:
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


def _pulls(rules, train: TrainSpec, pullman: bool, spec: int, car_spec: int | None
           ) -> list[bool]:
    """Whether a train of type `spec` runs without, with, or either way with the
    Pullman (R-115, R-181): the train it was put on always pulls it, the others
    never; before it is put on a train, any that may take it might."""
    if not pullman or not rules.pullman_allowed(train):
        return [False]
    if car_spec is not None:
        return [spec == car_spec]
    return [False, True]


def _bonuses_ok(chosen: Sequence[Variant]) -> bool:
    """The trains given the destination bonus: one (rulebook); with 18xx.games
    several, where none came with a private (`RunRules.keeps_second_bonus`)."""
    earning = [v for v in chosen if v.extras.goal]
    if len(earning) <= 1:
        return True
    board = getattr(earning[0].scorer, "board", None)
    rules = _mx(board) if board is not None else None
    return rules is not None and all(rules.keeps_second_bonus(v.scorer.spec) for v in earning)


class RunScorer(TrainScorer):
    """A 1822MX train: the tally for plain runs, the board's own valuation
    (`run_value`) where stations, the destination or mail matter."""

    def __init__(
        self, board: Board, company: str, train: TrainSpec, colors: tuple[str, ...], extras: Extras
    ) -> None:
        rules = _mx(board)
        assert rules is not None
        super().__init__(with_pullman(train) if extras.car else train)
        self.board, self.company, self.spec, self.colors = board, company, train, colors
        self.extras = extras
        self.kind = rules.kind(train)
        self.exact = self.kind == EXPRESS or extras.goal is not None or bool(extras.contracts)
        self.pays_treasury = bool(extras.contracts)  # mail
        self.halved = rules.halved.get(train.name)
        self.rules_of_board = rules
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
        value = self.revenue(tally, facts)
        return (halve(value, *self.halved) if self.halved else value) * self.weight

    def _hexes_ok(self, stops: Facts) -> bool:
        return self.rules is None or self.rules.hexes_ok([(f[3], f[0] == "town") for f in stops])

    def exact_value(self, facts: Facts) -> int:
        nodes = [f[3] for f in facts]
        value, _, refusal = self.rules_of_board.run_value(
            self.board, self.company, self.spec, nodes, self.colors, self.extras
        )
        if refusal:
            return 0
        mail = 0
        if self.extras.contracts:  # the income the company runs for, mail included
            mail = self.rules_of_board.side_income(
                self.board, self.company, self.spec, nodes, self.colors, self.extras
            )
        return value * self.weight + mail


FINDER_RULES = MXRouteRules()
