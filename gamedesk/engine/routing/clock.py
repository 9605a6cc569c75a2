"""A budget and a cancel signal, polled cheaply from the search loops.

The budget is in time (for a person waiting), in work (loop turns: the same
answer on any machine, for the engine's own suggestions), or both."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

#: a cancel signal: a callable returning True, or an object with `is_set()`
#: (threading.Event), or None
Cancel = Callable[[], bool] | Any | None


class Stopped(Exception):
    """Raised inside the search when the budget is spent or the caller cancels."""


class Clock:
    EVERY = 256  # loop turns between two looks at the clock

    def __init__(
        self, budget_s: float | None, cancel: Cancel = None, work: int | None = None
    ) -> None:
        self.start = time.perf_counter()
        self.deadline = None if budget_s is None else self.start + budget_s
        self.cancel = cancel
        self.work = work
        self.ticks = 0
        self.total_ticks = 0

    def tick(self) -> None:
        """Count one loop turn; raise Stopped when it is time to stop."""
        self.ticks += 1
        if self.ticks % self.EVERY == 1 and self._spent():  # the first turn looks too
            raise Stopped

    def _spent(self) -> bool:
        return self.expired() or (self.work is not None and self.ticks > self.work)

    def restart_work(self) -> None:
        """A new stage of the search: a fresh work allowance (time runs on)."""
        self.total_ticks += self.ticks
        self.ticks = 0

    def expired(self) -> bool:
        if self.deadline is not None and time.perf_counter() > self.deadline:
            return True
        cancel = self.cancel
        if cancel is None:
            return False
        return bool(cancel.is_set() if hasattr(cancel, "is_set") else cancel())

    def elapsed_ms(self) -> float:
        return (time.perf_counter() - self.start) * 1000
