"""Route answers bounded by work are found once per board content and inputs
(engine/routing/memo.py), and a change to anything a route reads finds anew."""

from __future__ import annotations

from gamedesk.engine.board.run_rules import NO_EXTRAS
from gamedesk.engine.routing import find_best_routes, memo
from gamedesk.engine.routing.search import _search
from tests.engine.routing.helpers import BROWN, GREEN, lay, new_board


def _board():
    board = new_board("rulebook")
    lay(board, ("O10", "479MC", 0), ("O12", "8", 1), ("M12", "472", 0))
    board.place_token("NdM", "O10", 0)
    return board


def _best(board, names=("3",), colors=BROWN, **kwargs):
    trains = [board.train_spec(n) for n in names]
    return find_best_routes(board, "NdM", trains, colors, time_budget_s=None,
                            work_budget=5000, **kwargs)


def test_a_copy_of_the_board_is_given_the_kept_answer_and_it_is_the_searchs_own():
    board = _board()
    first = _best(board)
    again = _best(board.copy())
    assert again is first
    trains = [board.train_spec("3")]
    fresh = _search(board, "NdM", trains, BROWN, None, 5000, None, None, None, NO_EXTRAS, None)
    assert fresh.revenue == first.revenue and fresh.revenue > 0
    assert [r.stops for r in fresh.routes] == [r.stops for r in first.routes]


def test_a_tile_a_station_or_a_phase_finds_anew():
    board = _board()
    before = _best(board)
    laid = board.copy()
    lay(laid, ("Q12", "8", 2))
    assert _best(laid) is not before
    tokened = board.copy()
    tokened.place_token("NdM", "M12", 0)
    assert _best(tokened) is not before
    assert _best(board, colors=GREEN) is not before
    assert _best(board, names=("2",)) is not before
    assert _best(board) is before  # the first board still has its answer


def test_a_search_bounded_by_time_or_cancellable_is_not_kept():
    board = _board()
    trains = [board.train_spec("3")]
    timed = find_best_routes(board, "NdM", trains, BROWN, time_budget_s=5.0)
    assert find_best_routes(board, "NdM", trains, BROWN, time_budget_s=5.0) is not timed
    stopped = find_best_routes(board, "NdM", trains, BROWN, time_budget_s=None,
                               work_budget=5000, cancel=lambda: False)
    assert _best(board) is not stopped


def test_the_memo_keeps_at_most_its_size(monkeypatch):
    monkeypatch.setattr(memo, "SIZE", 2)
    board = _board()
    first = _best(board, names=("2",))
    _best(board, names=("3",))
    _best(board, names=("4",))
    assert len(memo._kept) == 2
    assert _best(board, names=("2",)) is not first  # the oldest went first
