"""Choosing one candidate route per train, no two sharing track (R-172), by
branch and bound.

Trains are taken in order of their best candidate's value; each train's
candidates are tried from the most valuable down, and "no run" last. The
bound at a level is the revenue so far plus, for every train still to
choose, the best it could run on its own (the top values of its list, one
distinct route per copy of identical trains): admissible, as no train can
run more than its best route. Identical trains take their routes in list
order only, so each set of routes is tried once.
"""

from __future__ import annotations

from collections.abc import Sequence

from gamedesk.engine.routing.candidates import Candidate
from gamedesk.engine.routing.clock import Clock, Stopped


class Combiner:
    def __init__(self, lists: Sequence[list[Candidate]], slots: Sequence[int], clock: Clock):
        """`lists` per scorer, sorted by value (highest first); `slots` the scorer
        of each train."""
        self.clock = clock
        tops = {i: lists[i][0].value if lists[i] else 0 for i in set(slots)}
        order = sorted(range(len(slots)), key=lambda t: (-tops[slots[t]], slots[t], t))
        self.order = order
        self.lists = [lists[slots[t]] for t in order]
        self.same = [k > 0 and slots[order[k]] == slots[order[k - 1]] for k in range(len(order))]
        self.rest = self._rest_bounds()
        self.best_total = 0
        self.best: list[int | None] = [None] * len(order)
        self.chosen: list[int | None] = []
        self.complete = False

    def _rest_bounds(self) -> list[int]:
        """rest[k]: the most trains k, k+1, … could add, each on its own."""
        caps = []
        for k, lst in enumerate(self.lists):
            copy = 0
            while k - copy - 1 >= 0 and self.same[k - copy]:
                copy += 1  # the copy-th identical train: at best the copy-th route
            caps.append(lst[copy].value if copy < len(lst) else 0)
        rest = [0] * (len(caps) + 1)
        for k in range(len(caps) - 1, -1, -1):
            rest[k] = rest[k + 1] + caps[k]
        return rest

    def run(self) -> None:
        """Search; `complete` tells whether the whole tree was bounded (proven)."""
        try:
            self._dfs(0, 0, 0)
            self.complete = True
        except Stopped:
            pass

    def _dfs(self, k: int, used: int, total: int) -> None:
        if total > self.best_total:
            self.best_total = total
            self.best = [*self.chosen, *[None] * (len(self.order) - len(self.chosen))]
        if k == len(self.order) or total + self.rest[k] <= self.best_total:
            return
        self.clock.tick()
        start = 0
        if self.same[k]:
            prev = self.chosen[k - 1]
            if prev is None:
                return self._skip(k, used, total)  # identical trains: Nones come last
            start = prev + 1
        lst, later = self.lists[k], self.rest[k + 1]
        for index in range(start, len(lst)):
            cand = lst[index]
            if total + cand.value + later <= self.best_total:
                break  # sorted lists: nothing further down can do better
            if cand.keys & used:
                continue
            self.chosen.append(index)
            self._dfs(k + 1, used | cand.keys, total + cand.value)
            self.chosen.pop()
        self._skip(k, used, total)

    def _skip(self, k: int, used: int, total: int) -> None:
        self.chosen.append(None)
        self._dfs(k + 1, used, total)
        self.chosen.pop()

    def result(self) -> list[Candidate | None]:
        """The best choice found, one entry per train in the caller's order."""
        out: list[Candidate | None] = [None] * len(self.order)
        for level, t in enumerate(self.order):
            index = self.best[level]
            out[t] = None if index is None else self.lists[level][index]
        return out
