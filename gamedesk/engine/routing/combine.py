"""Choosing one candidate route per train, no two sharing track (R-172), by
branch and bound.

Trains are taken in order of their best candidate's value; each train's
candidates are tried from the most valuable down, and "no run" last.

The bound at a level is the revenue so far plus, for every train still to
choose, the first candidate of its list that is clear of the track already
taken (and no more than the copy-th route for the copy-th of identical
trains): admissible, as no train can run more than that. The best routes of
all trains usually share the same core track, so the plain sum of their
best values bounds nothing; the clear-track bound is what keeps a big
network tractable.

To find clear candidates without scanning, each train's list is indexed by
track section: a bit set (a Python int, bit i = candidate i) of the
candidates using that section. The candidates clear of a set of sections are
the list minus the union of those sets, and the lowest set bit is the best
of them. Identical trains take their routes in list order only, so each set
of routes is tried once.
"""

from __future__ import annotations

from collections.abc import Sequence

from gamedesk.engine.routing.candidates import Candidate
from gamedesk.engine.routing.clock import Clock, Stopped


def _bits(n: int):
    """The positions of the set bits of `n`, lowest first."""
    while n:
        low = n & -n
        yield low.bit_length() - 1
        n ^= low


# _DIGITS[bit]: a byte table giving b"1" for bytes with that bit set, else b"0"
_DIGITS = [bytes(48 + (byte >> bit & 1) for byte in range(256)) for bit in range(8)]


class _SectionIndex:
    """For each track section, the bit set of a list's candidates that use it;
    built a section at a time, when the search first asks (most never are).

    The candidates' section sets are laid out as one byte string, a row of
    `width` bytes each; a section's column is a slice of it, turned into binary
    digits by a byte table, so the work is done in C, not in a Python loop."""

    def __init__(self, lst: Sequence[Candidate]) -> None:
        widest = max((c.keys.bit_length() for c in lst), default=0)
        self.width = widest // 8 + 1
        self.rows = b"".join(c.keys.to_bytes(self.width, "little") for c in lst)
        self.masks: dict[int, int] = {}

    def get(self, section: int) -> int:
        mask = self.masks.get(section)
        if mask is None:
            byte, bit = divmod(section, 8)
            if byte >= self.width:
                mask = 0
            else:
                digits = self.rows[byte :: self.width].translate(_DIGITS[bit])
                mask = int(digits[::-1], 2) if digits else 0  # candidate 0 is bit 0
            self.masks[section] = mask
        return mask


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
        self.caps = self._caps()
        self.values = [[c.value for c in lst] for lst in self.lists]
        self._slot_of = [slots[t] for t in order]
        self._indexes: dict[int, _SectionIndex] = {}  # per scorer, built when first needed
        self.full = [(1 << len(lst)) - 1 for lst in self.lists]
        self._blocked_by: list[dict[int, int]] = [{} for _ in order]
        self.best_total = 0
        self.best: list[int | None] = [None] * len(order)
        self.chosen: list[int | None] = []
        self.complete = False

    def _caps(self) -> list[int]:
        """caps[k]: the most train k could run with the whole map to itself."""
        caps = []
        for k, lst in enumerate(self.lists):
            copy = 0
            while k - copy - 1 >= 0 and self.same[k - copy]:
                copy += 1  # the copy-th identical train: at best the copy-th route
            caps.append(lst[copy].value if copy < len(lst) else 0)
        return caps

    def _blocked(self, k: int, keys: int) -> int:
        """The candidates of train k that share a section with `keys` (memoised)."""
        memo = self._blocked_by[k]
        found = memo.get(keys)
        if found is None:
            slot = self._slot_of[k]
            sections = self._indexes.get(slot)
            if sections is None:
                sections = self._indexes[slot] = _SectionIndex(self.lists[k])
            found = 0
            for section in _bits(keys):
                found |= sections.get(section)
                self.clock.tick()  # work counted by the sections looked up
            memo[keys] = found
        return found

    def run(self) -> None:
        """Search; `complete` tells whether the whole tree was bounded (proven)."""
        try:
            self._dfs(0, [0] * len(self.order), 0)
            self.complete = True
        except Stopped:
            pass

    def _clear_best(self, j: int, blocked: int) -> int:
        free = self.full[j] & ~blocked
        if not free:
            return 0
        return min(self.caps[j], self.values[j][(free & -free).bit_length() - 1])

    def _dfs(self, k: int, blocked: list[int], total: int) -> None:
        if total > self.best_total:
            self.best_total = total
            self.best = [*self.chosen, *[None] * (len(self.order) - len(self.chosen))]
        if k == len(self.order):
            return
        self.clock.tick()
        later = sum(self._clear_best(j, blocked[j]) for j in range(k + 1, len(self.order)))
        if total + self._clear_best(k, blocked[k]) + later <= self.best_total:
            return
        free = self.full[k] & ~blocked[k]
        if self.same[k]:
            prev = self.chosen[k - 1]
            if prev is None:
                return self._skip(k, blocked, total)  # identical trains: Nones come last
            free &= ~((1 << (prev + 1)) - 1)
        values, lst = self.values[k], self.lists[k]
        for index in _bits(free):
            value = values[index]
            if total + value + later <= self.best_total:
                break  # sorted lists: nothing further down can do better
            self.clock.tick()
            keys = lst[index].keys
            deeper = blocked[: k + 1] + [
                blocked[j] | self._blocked(j, keys) for j in range(k + 1, len(self.order))
            ]
            self.chosen.append(index)
            self._dfs(k + 1, deeper, total + value)
            self.chosen.pop()
        self._skip(k, blocked, total)

    def _skip(self, k: int, blocked: list[int], total: int) -> None:
        self.chosen.append(None)
        self._dfs(k + 1, blocked, total)
        self.chosen.pop()

    def result(self) -> list[Candidate | None]:
        """The best choice found, one entry per train in the caller's order."""
        out: list[Candidate | None] = [None] * len(self.order)
        for level, t in enumerate(self.order):
            index = self.best[level]
            out[t] = None if index is None else self.lists[level][index]
        return out
