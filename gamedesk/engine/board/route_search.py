"""A best-revenue search over a company's routes (R-175), within a time budget.

Every legal route contains one of the company's stations (R-168), so each is
two *arms* — simple runs of track from a station, possibly empty — joined at
that station. The search lists the arms from each station, joins disjoint
pairs into candidate routes (keeping the best few per train), then picks one
candidate per train so that no two share track (R-172), by branch and bound.

It is exact when the candidate lists are not cut short; with many routes per
train only the best `KEEP` of each train are combined. A provably optimal
router can replace this module behind the same `best_routes` function.
"""

from __future__ import annotations

import heapq
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from gamedesk.engine.board.routes import (
    Route,
    TrainSpec,
    build_route,
    groups_ok,
    score,
    stop_facts,
)
from gamedesk.engine.board.run_rules import run_rules
from gamedesk.engine.board.track import NodeRef, Segment

if TYPE_CHECKING:
    from gamedesk.engine.board.board import Board

#: candidate routes kept per train before the trains are combined
KEEP = 20000


@dataclass(frozen=True, slots=True)
class _Arm:
    segments: tuple[Segment, ...]
    nodes: int  # bit mask of stops (the station excluded)
    keys: int  # bit mask of track sections
    facts: tuple[tuple[str, int, int], ...]
    bound: int  # upper bound of the arm's stops' value
    first_terminal: bool


@dataclass(frozen=True, slots=True)
class _Candidate:
    value: int
    keys: int
    segments: tuple[Segment, ...]


class _Search:
    def __init__(
        self,
        board: Board,
        company: str,
        trains: Sequence[TrainSpec],
        colors: tuple[str, ...],
        deadline: float,
    ) -> None:
        self.board = board
        self.company = company
        self.trains = list(dict.fromkeys(trains))  # distinct specs
        self.colors = colors
        self.deadline = deadline
        self.node_bits: dict[NodeRef, int] = {}
        self.key_bits: dict[tuple, int] = {}
        self.grouped = any(
            n.groups for t in board.catalogue.defs.values() for n in t.nodes.values()
        ) or any(n.groups for t in board.catalogue.printed.values() for n in t.nodes.values())
        self.max_mult = {
            kind: max(
                (
                    g.multiplier * t.multiplier
                    for t in self.trains
                    for g in t.distance
                    if kind in g.nodes
                ),
                default=1,
            )
            for kind in ("city", "town", "offboard", "halt")
        }

    def timed_out(self) -> bool:
        return time.perf_counter() > self.deadline

    # ---------------------------------------------------------------- bits
    def _node_bit(self, node: NodeRef) -> int:
        bit = self.node_bits.get(node)
        if bit is None:
            bit = self.node_bits[node] = 1 << len(self.node_bits)
        return bit

    def _key_mask(self, seg: Segment) -> int:
        mask = 0
        for key in seg.keys:
            bit = self.key_bits.get(key)
            if bit is None:
                bit = self.key_bits[key] = 1 << len(self.key_bits)
            mask |= bit
        return mask

    def _fact(self, node: NodeRef) -> tuple[str, int, int]:
        return stop_facts(self.board, node, self.colors)

    def _fits_any(self, facts: Sequence[tuple[str, int, int]]) -> bool:
        return any(score(t, facts)[1] for t in self.trains)

    # ---------------------------------------------------------------- arms
    def arms(self, station: NodeRef) -> list[_Arm]:
        start_fact = self._fact(station)
        found = [_Arm((), 0, 0, (), 0, False)]
        stack = [(station, found[0])]
        while stack and not self.timed_out():
            node, arm = stack.pop()
            for seg in self.board.segments(node):
                nxt = self._extend(node, arm, seg, start_fact)
                if nxt is None:
                    continue
                found.append(nxt)
                if self._may_pass(seg):
                    stack.append((seg.end, nxt))
        return found

    def _extend(
        self, node: NodeRef, arm: _Arm, seg: Segment, start_fact: tuple[str, int, int]
    ) -> _Arm | None:
        if seg.terminal_inside:
            return None
        if arm.segments and (seg.terminal_start or arm.segments[-1].terminal_end):
            return None  # a terminal path only at an end of the route
        bit = self._node_bit(seg.end)
        keys = self._key_mask(seg)
        if arm.nodes & bit or arm.keys & keys or seg.end == seg.start:
            return None
        if seg.end == self._station_of(arm, seg):
            return None
        fact = self._fact(seg.end)
        facts = (*arm.facts, fact)
        if not self._fits_any((start_fact, *facts)):
            return None
        return _Arm(
            segments=(*arm.segments, seg),
            nodes=arm.nodes | bit,
            keys=arm.keys | keys,
            facts=facts,
            bound=arm.bound + fact[1] * self.max_mult.get(fact[0], 1),
            first_terminal=arm.first_terminal if arm.segments else seg.terminal_start,
        )

    @staticmethod
    def _station_of(arm: _Arm, seg: Segment) -> NodeRef:
        return arm.segments[0].start if arm.segments else seg.start

    def _may_pass(self, seg: Segment) -> bool:
        """Whether a route may continue through the stop `seg` ends at (R-167, R-170)."""
        end = seg.end
        return not seg.terminal_end and not self.board.blocks(end[0], end[1], self.company)

    # ---------------------------------------------------------- candidates
    def candidates(self) -> dict[TrainSpec, list[_Candidate]]:
        heaps: dict[TrainSpec, list] = {t: [] for t in self.trains}
        seen: set[tuple] = set()
        counter = 0
        threshold = -1  # no candidate worth this much or less can enter a full list
        for station in self.board.token_cities(self.company):
            arms = sorted(self.arms(station), key=lambda a: -a.bound)
            start_fact = self._fact(station)
            start_bound = start_fact[1] * self.max_mult.get(start_fact[0], 1)
            for i, first in enumerate(arms):
                if self.timed_out():
                    break
                for second in arms[i + 1 :]:
                    if start_bound + first.bound + second.bound <= threshold:
                        break
                    if first.nodes & second.nodes or first.keys & second.keys:
                        continue
                    if (
                        first.segments
                        and second.segments
                        and (first.first_terminal or second.first_terminal)
                    ):
                        continue
                    segments = _join(first, second)
                    key = _canonical(segments)
                    if key in seen:
                        continue
                    seen.add(key)
                    if self.grouped and not groups_ok(
                        self.board, [segments[0].start] + [s.end for s in segments]
                    ):
                        continue
                    facts = (start_fact, *first.facts, *second.facts)
                    for train, heap in heaps.items():
                        value, fits = score(train, facts)
                        if not fits:
                            continue
                        counter += 1
                        item = (
                            value,
                            -counter,
                            _Candidate(value, first.keys | second.keys, segments),
                        )
                        if len(heap) < KEEP:
                            heapq.heappush(heap, item)
                        elif value > heap[0][0]:
                            heapq.heapreplace(heap, item)
                        threshold = self._threshold(heaps)
        return {t: [c for _, _, c in sorted(h, reverse=True)] for t, h in heaps.items()}

    @staticmethod
    def _threshold(heaps: dict[TrainSpec, list]) -> int:
        if any(len(h) < KEEP for h in heaps.values()):
            return -1
        return min(h[0][0] for h in heaps.values())

    # ------------------------------------------------------------- combine
    def combine(
        self, trains: Sequence[TrainSpec], cands: dict[TrainSpec, list[_Candidate]]
    ) -> list[_Candidate | None]:
        order = sorted(
            range(len(trains)),
            key=lambda i: -(cands[trains[i]][0].value if cands[trains[i]] else 0),
        )
        lists = [cands[trains[i]] for i in order]
        values = [[c.value for c in lst] for lst in lists]
        keys = [[c.keys for c in lst] for lst in lists]
        tops = [v[0] if v else 0 for v in values]
        rest = [sum(tops[k:]) for k in range(len(tops) + 1)]
        best: list = [0, [None] * len(order)]
        chosen: list[int | None] = []
        same = [k > 0 and trains[order[k]] == trains[order[k - 1]] for k in range(len(order))]

        def dfs(k: int, used: int, total: int) -> None:
            if total > best[0]:
                best[0] = total
                best[1] = [None if c is None else lists[j][c] for j, c in enumerate(chosen)]
                best[1] += [None] * (len(order) - len(chosen))
            if k == len(order) or total + rest[k] <= best[0] or self.timed_out():
                return
            start = 0
            if same[k]:  # identical trains: take their routes in list order only
                prev = chosen[k - 1]
                if prev is None:
                    chosen.append(None)
                    dfs(k + 1, used, total)
                    chosen.pop()
                    return
                start = prev + 1
            level_values, level_keys, later = values[k], keys[k], rest[k + 1]
            for index in range(start, len(level_values)):
                value = level_values[index]
                if total + value + later <= best[0]:
                    break
                if level_keys[index] & used:
                    continue
                chosen.append(index)
                dfs(k + 1, used | level_keys[index], total + value)
                chosen.pop()
            chosen.append(None)
            dfs(k + 1, used, total)
            chosen.pop()

        dfs(0, 0, 0)
        result: list[_Candidate | None] = [None] * len(trains)
        for j, i in enumerate(order):
            result[i] = best[1][j]
        return result


def _join(first: _Arm, second: _Arm) -> tuple[Segment, ...]:
    """first reversed, then second: the route through the station where both start."""
    return tuple(s.reversed() for s in reversed(first.segments)) + second.segments


def _canonical(segments: tuple[Segment, ...]) -> tuple:
    steps = tuple(step for s in segments for step in s.steps)
    return min(steps, tuple(reversed(steps)))


def best_routes(
    board: Board,
    company: str,
    trains: Sequence[TrainSpec],
    colors: Sequence[str],
    *,
    time_budget_s: float = 2.0,
) -> list[Route | None]:
    """A highest-revenue set of routes: one entry per train, None for a train
    that runs nowhere (or for which the budget left no route)."""
    trains = list(trains)
    if not trains:
        return []
    if run_rules(board) is not None:
        raise ValueError("this title's trains need gamedesk.engine.routing.find_best_routes")
    search = _Search(board, company, trains, tuple(colors), time.perf_counter() + time_budget_s)
    chosen = search.combine(trains, search.candidates())
    return [
        None if cand is None else build_route(board, train, cand.segments, colors)
        for train, cand in zip(trains, chosen, strict=True)
    ]
