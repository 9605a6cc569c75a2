"""The route finder on a worker thread, so the window never waits for it.

Most positions are solved in a few milliseconds: `settle` tries a short
search on the spot and, if that proves the best routes, there is nothing to
wait for. Otherwise the engine's job (a copy of the board) runs on Qt's
thread pool; `found` brings the answer back to the window's thread, and the
window offers a Stop button meanwhile (the best found so far is kept).
"""

from __future__ import annotations

import threading

from PySide6.QtCore import QObject, QThreadPool, Signal

from gamedesk.engine import routing
from gamedesk.engine.game import Game
from gamedesk.engine.routing.job import RouteJob
from gamedesk.ui.route_plan import RoutePlan

QUICK_S = 0.05  # searched on the spot; most positions are proven in 1-2 ms
PATIENCE_S = 60.0  # the longest a search runs on the worker unless stopped


class RouteSearch(QObject):
    found = Signal(object, object)  # (job, RouteResult), on the window's thread
    _done = Signal(object, object)  # from the worker thread (queued across threads)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.job: RouteJob | None = None
        self._cancel = threading.Event()
        self._done.connect(self._finished)

    @property
    def busy(self) -> bool:
        return self.job is not None

    def settle(self, game: Game) -> bool:
        """Make sure `game` knows its suggested routes, or start finding them.
        True: ready (legal actions list at once); False: a search is running."""
        job = game.pending_route_job()
        if job is None:
            self.abandon()  # the game moved on: a search still running is moot
            return True
        if self.job is not None and self.job.key == job.key and self.job.company == job.company:
            return False  # already on it
        self.stop()
        quick = job.run(time_budget_s=QUICK_S)
        if quick.optimal:
            game.accept_route_result(job, quick)
            return True
        self.job, self._cancel = job, threading.Event()
        QThreadPool.globalInstance().start(lambda: self._work(job, self._cancel))
        return False

    def _work(self, job: RouteJob, cancel: threading.Event) -> None:
        result = job.run(time_budget_s=PATIENCE_S, cancel=cancel)
        self._done.emit(job, result)

    def _finished(self, job: RouteJob, result) -> None:
        if job is not self.job:
            return  # stopped and replaced meanwhile
        self.job = None
        self.found.emit(job, result)

    def stop(self) -> None:
        """Stop the running search: it answers with the best it has found."""
        self._cancel.set()

    def abandon(self) -> None:
        """Stop and forget the running search (the game moved on or closes)."""
        self._cancel.set()
        self.job = None

    def wait(self, timeout_ms: int = 120_000) -> None:
        """Block until the worker threads are idle (tests, screenshots, closing)."""
        QThreadPool.globalInstance().waitForDone(timeout_ms)


class ObjectiveSearch(QObject):
    """The run-routes panel's second Auto (the objective the suggestion does not
    follow): a short search on the spot, the rest on a worker thread like the
    suggestion's; `finished` once the plan shows the routes found."""

    finished = Signal()
    _done = Signal(object, object)  # (plan, RouteResult) from the worker thread

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.plan: RoutePlan | None = None  # the plan being searched for
        self._cancel = threading.Event()
        self._done.connect(self._finished)

    def searching(self, plan: RoutePlan | None) -> bool:
        return plan is not None and self.plan is plan

    def start(self, plan: RoutePlan, objective: routing.Objective) -> None:
        self.abandon()
        job = routing.route_job_by(plan.game, objective, plan.company)
        quick = job.run(time_budget_s=QUICK_S)
        if quick.optimal:
            plan.take(quick)
            self.finished.emit()
            return
        self.plan, self._cancel = plan, threading.Event()
        cancel = self._cancel
        QThreadPool.globalInstance().start(
            lambda: self._done.emit(plan, job.run(time_budget_s=PATIENCE_S, cancel=cancel)))

    def _finished(self, plan: RoutePlan, result) -> None:
        if plan is not self.plan:
            return  # abandoned meanwhile: the step moved on or another search began
        self.plan = None
        plan.take(result)
        self.finished.emit()

    def stop(self) -> None:
        """Stop the search: the plan takes the best found so far."""
        self._cancel.set()

    def abandon(self) -> None:
        """Stop and forget the search (the routes step is over, or shown anew)."""
        self._cancel.set()
        self.plan = None
