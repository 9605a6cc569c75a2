"""A route search packed to run elsewhere: on a worker thread, while the
game it came from goes on (it holds its own copy of the board)."""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from gamedesk.engine.board.routes import TrainSpec
from gamedesk.engine.board.run_rules import NO_EXTRAS, Extras
from gamedesk.engine.routing.clock import Cancel
from gamedesk.engine.routing.objective import Objective
from gamedesk.engine.routing.search import RouteResult, find_best_routes

if TYPE_CHECKING:
    from gamedesk.engine.board.board import Board


@dataclass(frozen=True)
class RouteJob:
    key: Hashable  # the position it answers for; the game takes the answer back only there
    board: Board
    company: str
    trains: tuple[TrainSpec, ...]
    colors: tuple[str, ...]
    train_ids: tuple[str, ...]
    work_budget: int | None
    bonuses: Extras = NO_EXTRAS  # what the run carries (run_rules.Extras)
    objective: Objective | None = None  # what to maximise; None: the title's (objective.py)

    def run(self, *, time_budget_s: float | None = None, cancel: Cancel = None) -> RouteResult:
        return find_best_routes(
            self.board,
            self.company,
            self.trains,
            self.colors,
            time_budget_s=time_budget_s,
            work_budget=self.work_budget,
            cancel=cancel,
            train_ids=self.train_ids,
            bonuses=self.bonuses,
            objective=self.objective,
        )
