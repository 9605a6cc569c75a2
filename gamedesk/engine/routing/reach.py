"""Whether a company can run at all: a yes/no question, not an optimisation.

A company whose trains have a route that pays must run (1822MX R-180, 18MEX
R-088 for minors), so a turn asks whether one exists. The answer comes from
a walk over the company's track from its stations that stops at the first
legal route worth anything to one of its trains, tried shortest first: one
track segment, then two, and so on. A company that can run nearly always can
from a station to the next stop, so the walk is a few steps. The walk keeps
the route finder's rules (the same track graph, the same legality, the same
scoring of every train and what it carries), so it answers yes exactly when
the best routes pay something; only a company that cannot run has its track
walked out, as far as its longest train could go.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from gamedesk.engine.board.routes import TrainSpec
from gamedesk.engine.board.run_rules import EXPRESS, LOCAL, NO_EXTRAS, Extras
from gamedesk.engine.routing.candidates import Enumerator, _Arm
from gamedesk.engine.routing.clock import Clock, Stopped
from gamedesk.engine.routing.graph import INSIDE, TrackGraph
from gamedesk.engine.routing.rules import RouteRules, Variant
from gamedesk.engine.routing.scoring import KINDS
from gamedesk.engine.routing.search import local_runs

if TYPE_CHECKING:
    from gamedesk.engine.board.board import Board


def can_run(
    board: Board,
    company: str,
    trains: Sequence[TrainSpec],
    colors: Sequence[str],
    *,
    rules: RouteRules | None = None,
    bonuses: Extras = NO_EXTRAS,
) -> bool:
    """Whether any of `trains` has a legal route worth more than nothing, with
    what the run carries (`bonuses`, as for `find_best_routes`)."""
    if not trains:
        return False
    rules = rules or board.run_rules.finder_rules()
    colors = tuple(colors)
    graph = TrackGraph(board, company, colors, KINDS, rules)
    if not graph.stations():
        return False
    variants = rules.variants(board, company, list(dict.fromkeys(trains)), colors, bonuses)
    if any(local_runs(graph, v) for v in variants if v.kind == LOCAL):
        return True  # an L-train alone in its station's city (1822MX R-176)
    variants = [v for v in variants if v.kind != EXPRESS or _stations_joined(graph)]
    return bool(variants) and _Probe(graph, variants).found()


def _stations_joined(graph: TrackGraph) -> bool:
    """Whether track leads from one of the company's stations to another: an
    E-train pays only between two of them (R-177). Looser than a legal route
    (track may be used twice here), so a no is certain."""
    stations = set(graph.stations())
    for start in stations:
        seen, todo = {start}, [start]
        while todo:
            node = todo.pop()
            if node != start and not graph.passable[node]:
                continue  # a route may end here, not go through
            for edge in graph.edges(node):
                if edge.flags & INSIDE or edge.end in seen:
                    continue
                if edge.end in stations:
                    return True
                seen.add(edge.end)
                todo.append(edge.end)
    return False


# Loop turns the probe may take. A yes comes within a few (the real logs: 113 at
# most); a no over a large network of track no train can use may otherwise take
# seconds (an 18ESP company with trains of the other gauge). Past it the answer
# is "may run": the company's run step waits, and running nothing is offered.
PROBE_WORK = 2_000


class _Found(Exception):
    """A route that pays: the walk stops."""


class _Probe(Enumerator):
    """The finder's walk over routes, with two changes: it stops at the first
    route that pays any train, and routes are at most `limit` segments long
    in all, the limit rising by one until a walk is no longer cut short."""

    def __init__(self, graph: TrackGraph, variants: Sequence[Variant]) -> None:
        super().__init__(graph, [v.scorer for v in variants], Clock(None, work=PROBE_WORK))
        self.limit = 1
        self.cut = False

    def found(self) -> bool:
        while True:
            self.cut = False
            try:
                self.run()
            except _Found:
                return True
            except Stopped:
                return True  # undecided within the allowance: the run step waits
            if not self.cut:
                return False  # every route was seen whole: none pays
            self.limit += 1


    def _grow(self, arm: _Arm, at: int, visit) -> None:
        if len(arm.edges) + len(arm.base) >= self.limit:  # a left arm's base: its right arm
            self.cut = self.cut or any(
                self._allowed(arm, at, e) is not None for e in self.g.edges(at))
            return
        super()._grow(arm, at, visit)

    def _on_right(self, arm: _Arm) -> bool:
        self._emit(arm, None, None)
        if not arm.need_empty and self.g.passable[self.station]:
            self.right = arm
            base = tuple(e.end for e in arm.edges)
            left = _Arm([], arm.nodes, arm.keys, arm.groups, arm.tally, base=base,
                        gauges=arm.gauges)
            self._grow(left, self.station, self._left_visitor([]))
        return True

    def _left_visitor(self, right_values: list[int | None]):
        def visit(left: _Arm) -> bool:
            if left.need_empty or left.edges[0].id <= self.right.edges[0].id:
                return False  # the mirror image of a route seen the other way round
            self._emit(self.right, left, None)
            return True

        return visit

    def _emit(self, right: _Arm, left: _Arm | None, parent) -> list[int | None]:
        values = self._values(left if left is not None else right)
        if any(v is not None and v > 0 for v in values):
            raise _Found
        return values
