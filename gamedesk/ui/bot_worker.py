"""A computer player's thinking on a worker thread, so the window never waits.

The job is given a copy of the game made on the window's thread and runs on a
one-thread pool of this worker's own (the route finder keeps Qt's global
pool); `answered` brings (ticket, result) back to the window's thread. A job
that raises answers with the exception, so a bot's failure reaches the window
as a message and never kills the thread.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QThreadPool, Signal

ROUTE_WORK = 5000  # the route finder's work on a bot's copy: good routes, quickly


class BotWorker(QObject):
    answered = Signal(object, object)  # (ticket, result or exception), on the window's thread
    _done = Signal(object, object)  # from the worker thread (queued across threads)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self.ticket: object | None = None  # the job whose answer is awaited
        self._done.connect(self._finished)

    @property
    def busy(self) -> bool:
        return self.ticket is not None

    def start(self, ticket: object, job: Callable[[], Any]) -> None:
        """Run `job()` on the worker; its answer comes with `ticket`. A job
        started before it and still running is forgotten (its answer dropped)."""
        self.ticket = ticket
        self.pool.start(lambda: self._run(ticket, job))

    def _run(self, ticket: object, job: Callable[[], Any]) -> None:
        try:
            result = job()
        except Exception as exc:  # reported to the window, not lost
            result = exc
        self._done.emit(ticket, result)

    def _finished(self, ticket: object, result: Any) -> None:
        if ticket is not self.ticket:
            return  # forgotten meanwhile
        self.ticket = None
        self.answered.emit(ticket, result)

    def forget(self) -> None:
        """Drop the awaited answer (the position moved on, or the player stopped)."""
        self.ticket = None

    def wait(self, timeout_ms: int = 60_000) -> None:
        """Block until the worker is idle (tests, screenshots, closing)."""
        self.pool.waitForDone(timeout_ms)
