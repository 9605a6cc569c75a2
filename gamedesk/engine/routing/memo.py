"""Route answers kept by what they answer.

A search bounded by work, not by time, is a function of its inputs: what
the board holds (tiles, stations, open gates), the company, its trains, the
colours of the phase, the work and what the run carries. Bots planning a
turn score many positions that differ in nothing a route depends on (a
dividend, a pass, a share sold), and every copy of a game lists the same
offered run again: each answer is found once and given again.

The answers are shared, never copied: callers read them and change nothing.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from gamedesk.engine.board.board import Board
    from gamedesk.engine.board.routes import TrainSpec
    from gamedesk.engine.board.run_rules import Extras
    from gamedesk.engine.routing.objective import Objective
    from gamedesk.engine.routing.search import RouteResult

SIZE = 4096  # answers kept; the oldest goes first (a planning bot's few decisions back)

_kept: dict[Hashable, RouteResult] = {}


def search_key(
    board: Board, company: str, trains: Sequence[TrainSpec], colors: Sequence[str],
    work_budget: int | None, train_ids: Sequence[str] | None, bonuses: Extras,
    objective: Objective | None,
) -> Hashable:
    """Everything a search bounded by work reads."""
    return (board.search_key(), company, tuple(trains), tuple(colors), work_budget,
            None if train_ids is None else tuple(train_ids), bonuses, objective)


def recall(key: Hashable) -> RouteResult | None:
    return _kept.get(key)


def keep(key: Hashable, result: RouteResult) -> RouteResult:
    if len(_kept) >= SIZE:
        del _kept[next(iter(_kept))]
    _kept[key] = result
    return result


def forget() -> None:
    """Drop every kept answer (a test that changes how routes are judged)."""
    _kept.clear()
