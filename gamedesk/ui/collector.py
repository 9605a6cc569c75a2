"""Python's cyclic collector runs on the window's thread only.

An automatic collection runs on whichever thread happens to allocate when the
collector's counts run over, and frees every cycle of garbage it finds there.
When that thread is a worker (a file being read, a route search, a computer
player thinking), the garbage can hold Qt objects of the window's thread, and
deleting those on another thread crashes the program. While a window lives,
automatic collection is off and a timer on the window's thread collects
whenever the collector itself would have.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer

INTERVAL_MS = 200  # the counts are looked at this often; a look costs nothing
MAX_PUT_OFF = 5  # looks put off in a row at most (a full collection may take 10 ms)
_holders = 0  # collectors alive: automatic collection is back on when none is


class WindowThreadCollector(QObject):
    """Automatic collection moved to the thread of `parent` (the window)."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        global _holders
        _holders += 1
        gc.disable()
        self.active = True
        self.timer = QTimer(self)
        self.timer.setInterval(INTERVAL_MS)
        self.timer.timeout.connect(self.collect_due)
        self.timer.start()
        self._put_off = 0

    def put_off(self) -> None:
        """The window has just changed: the next look comes a whole interval
        later, when it is painted and idle, not between an action and its
        picture. Never for long: after MAX_PUT_OFF in a row the timer runs on."""
        if self.active and self._put_off < MAX_PUT_OFF:
            self._put_off += 1
            self.timer.start()  # a running timer starts its interval again

    def collect_due(self) -> int | None:
        """Collects the oldest generation whose count is over its threshold, as
        the automatic collector does; the generation collected (None: none due)."""
        self._put_off = 0
        due = generation_due(gc.get_count(), gc.get_threshold())
        if due is not None:
            gc.collect(due)
        return due

    def stop(self) -> None:
        """Hands collection back to Python (the window is closing)."""
        global _holders
        if not self.active:
            return
        self.active = False
        self.timer.stop()
        _holders -= 1
        if _holders == 0:
            gc.enable()


def generation_due(counts: tuple[int, int, int], limits: tuple[int, int, int]) -> int | None:
    """The oldest generation whose count exceeds its threshold (a first
    threshold of 0 turns automatic collection off, as in Python)."""
    if not limits[0]:
        return None
    for generation in (2, 1, 0):
        if counts[generation] > limits[generation]:
            return generation
    return None
