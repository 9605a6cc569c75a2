"""Every route worth considering, per train type (R-163 … R-171).

Every legal route holds a station of the company (R-168), so each is written
as a station S and two *arms*, runs of track outward from S: the right arm
(never empty) and the left arm (possibly empty). The route is the left arm
reversed, then S, then the right arm. Each route is produced once:

- from its station of lowest number only (earlier stations are out of bounds);
- with the left arm's first segment numbered above the right arm's.

A route is kept for a train only when it fits the train and pays more than
the same route without its last segment (a shorter route on a subset of the
track that pays as much serves every combination at least as well), so the
lists stay exact for the branch and bound that combines them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from gamedesk.engine.routing.clock import Clock
from gamedesk.engine.routing.graph import FAR, INSIDE, NEAR, SINGLE, Edge, TrackGraph
from gamedesk.engine.routing.scoring import KINDS, Facts, TrainScorer, stop_tally


@dataclass(frozen=True, slots=True)
class Candidate:
    value: int
    keys: int  # track sections used
    station: int
    left: tuple[Edge, ...]  # outward from the station
    right: tuple[Edge, ...]


@dataclass
class _Arm:
    """The arm being grown: its edges, and what the whole route holds so far."""

    edges: list[Edge]
    nodes: int
    keys: int
    groups: int
    tally: int
    need_empty: bool = False  # the other arm must stay empty (terminal path at S)
    base: tuple[int, ...] = ()  # the other arm's stops (a left arm's right arm)
    gauges: int = 0  # the gauge bits of the whole route's track (gauges.py)
    # worked out once and kept, for the scorers that value a route stop by stop:
    parent: _Arm | None = None  # the arm one segment shorter
    fits: list[bool] | None = None  # per scorer: the route fits the train
    values: list[int | None] | None = None  # per scorer: what it is worth, once emitted
    stops: Facts | None = None  # the route's stop facts


class Enumerator:
    """Fills one candidate list per scorer; `complete` is False if stopped early."""

    def __init__(self, graph: TrackGraph, scorers: Sequence[TrainScorer], clock: Clock) -> None:
        self.g = graph
        self.scorers = list(scorers)
        self.clock = clock
        self.lists: list[list[Candidate]] = [[] for _ in scorers]
        self.station = -1
        self.right: _Arm | None = None

    # ---------------------------------------------------------------- driving
    def run(self) -> None:
        """Enumerate from every station (raises Stopped when the clock says so)."""
        banned = 0
        for s in dict.fromkeys(self.g.stations()):
            self.station = s
            arm = _Arm([], banned | 1 << s, 0, self.g.groups[s], self._tally(s))
            self._grow(arm, s, self._on_right)
            banned |= 1 << s  # later stations' routes avoid it: found from here already

    def _tally(self, n: int) -> int:
        g = self.g
        return stop_tally(g.kind[n], g.value[n], g.cost[n])

    # ------------------------------------------------------------------ arms
    def _grow(self, arm: _Arm, at: int, visit) -> None:
        """Depth first over the arm's extensions from node `at`; `visit` sees each."""
        for edge in self.g.edges(at):
            self.clock.tick()
            need_empty = self._allowed(arm, at, edge)
            if need_empty is None:
                continue
            end = edge.end
            nxt = _Arm(
                edges=[*arm.edges, edge],
                nodes=arm.nodes | 1 << end,
                keys=arm.keys | edge.keys,
                groups=arm.groups | self.g.groups[end],
                tally=arm.tally + self._tally(end),
                need_empty=need_empty,
                base=arm.base,
                gauges=arm.gauges | edge.gauges,
                parent=arm,
            )
            if not self._fits_any(nxt):
                continue
            if visit(nxt):
                self._grow(nxt, end, visit)

    def _allowed(self, arm: _Arm, at: int, edge: Edge) -> bool | None:
        """None if the arm may not take `edge`, else the arm's new `need_empty`.

        A terminal path may only be the first or last path of the route
        (R-170): a segment's near path is an end only where the segment starts
        the arm and the other arm is empty; its far path only while it ends
        the arm (a one-path segment's near and far paths are the same).
        """
        g, flags, end = self.g, edge.flags, edge.end
        if flags & INSIDE or arm.nodes >> end & 1:
            return None
        shared = arm.keys & edge.keys
        if shared and (not arm.edges or shared & ~g.passing_keys(at)):
            return None  # track used twice, but through a town on its stub
        if arm.groups & g.groups[end]:
            return None  # one stop per location group
        need_empty = arm.need_empty
        if not arm.edges:
            return need_empty or bool(flags & NEAR and not flags & SINGLE)
        if not g.passable[at]:
            return None  # blocked city or red area inside the route
        prev = arm.edges[-1].flags
        if prev & FAR:
            if not (prev & SINGLE and len(arm.edges) == 1):
                return None
            need_empty = True
        if flags & NEAR and not flags & SINGLE:
            return None
        return need_empty

    def _fits_any(self, arm: _Arm) -> bool:
        """Whether the arm fits some train; what fits which is kept on the arm."""
        gauges, tally = arm.gauges, arm.tally
        facts = self._facts_of(arm)
        arm.fits = [not gauges & s.banned and s.fits(tally, facts) for s in self.scorers]
        return any(arm.fits)

    # ----------------------------------------------------------------- routes
    def _on_right(self, arm: _Arm) -> bool:
        parent = None
        if len(arm.edges) > 1:  # the shorter arm, emitted just before: its values are kept
            shorter = arm.parent
            parent = shorter.values if shorter is not None else None
            if parent is None:
                parent = self._values(self._shorter_right(arm))
        own = arm.values = self._emit(arm, None, parent)
        s = self.station
        if not arm.need_empty and self.g.passable[s]:
            self.right = arm
            base = tuple(e.end for e in arm.edges)
            left = _Arm([], arm.nodes, arm.keys, arm.groups, arm.tally, base=base,
                        gauges=arm.gauges)
            self._grow(left, s, self._left_visitor(own))
        return True

    def _left_visitor(self, right_values: list[int | None]):
        parents: dict[int, list[int | None]] = {0: right_values}

        def visit(left: _Arm) -> bool:
            right = self.right
            if left.need_empty or left.edges[0].id <= right.edges[0].id:
                return False  # the mirror image of a route found the other way round
            parents[len(left.edges)] = self._emit(right, left, parents[len(left.edges) - 1])
            return True

        return visit

    def _shorter_right(self, arm: _Arm) -> _Arm:
        last = arm.edges[-1].end
        gauges = 0
        for edge in arm.edges[:-1]:
            gauges |= edge.gauges
        return _Arm(arm.edges[:-1], 0, 0, 0, arm.tally - self._tally(last), gauges=gauges)

    def _values(self, arm: _Arm) -> list[int | None]:
        facts = self._facts_of(arm)
        tally, gauges, fits = arm.tally, arm.gauges, arm.fits
        if fits is None:
            fits = [not gauges & s.banned and s.fits(tally, facts) for s in self.scorers]
        return [s.value(tally, facts) if fit else None
                for s, fit in zip(self.scorers, fits, strict=True)]

    def _facts_of(self, arm: _Arm):
        """The arm's stop facts, built once and only when a scorer asks."""

        def facts() -> Facts:
            if arm.stops is None:
                arm.stops = self._facts(arm)
            return arm.stops

        return facts

    def _emit(
        self, right: _Arm, left: _Arm | None, parent: list[int | None] | None
    ) -> list[int | None]:
        """Record the route for each train it fits and improves on; its values."""
        whole = left if left is not None else right
        values = self._values(whole)
        cand = None
        for i, value in enumerate(values):
            if value is None or value <= 0:
                continue
            if parent is not None and parent[i] is not None and value <= parent[i]:
                continue
            if cand is None:
                left_edges = tuple(left.edges) if left is not None else ()
                cand = Candidate(value, whole.keys, self.station, left_edges, tuple(right.edges))
            self.lists[i].append(cand if cand.value == value else _revalued(cand, value))
        return values

    def _facts(self, arm: _Arm) -> Facts:
        """(kind, value, cost, node) of the route's stops in travel order, for the
        fallback scorers (a left arm's `base` is the right arm's stops)."""
        g = self.g
        ends = [e.end for e in arm.edges]
        nodes = [*reversed(ends), self.station, *arm.base] if arm.base else [self.station, *ends]
        return [
            (KINDS[g.kind[n]] if g.kind[n] >= 0 else "?", g.value[n], g.cost[n], g.refs[n])
            for n in nodes
        ]


def _revalued(cand: Candidate, value: int) -> Candidate:
    return Candidate(value, cand.keys, cand.station, cand.left, cand.right)
