"""The board's caches never go stale.

A lay or a station drops only the cached results it can affect (reach per
company, runs of track per stop, track keys per hex). Replaying real games,
every cached result is compared, at each lay, station and run, with what a
board without caches computes; the caches are then filled for every company
so that the next change has something to invalidate.
"""

from __future__ import annotations

import copy

import pytest

from gamedesk.engine.board import Board
from tests.engine.board import lay, torreon_region
from tests.engine.board.test_logged_games import LOGS, PROFILES, replay_map


def uncached(board: Board) -> Board:
    fresh = board.copy()
    fresh._reset_caches()
    return fresh


def companies(board: Board) -> list[str]:
    game = board.data.game
    return [e["sym"] for e in game.get("corporations", []) + game.get("minors", [])]


def check_and_fill(board: Board) -> None:
    fresh = uncached(board)
    for (company, for_lay), reach in board._reach_cache.items():
        assert reach == fresh.reach(company, for_lay=for_lay), (company, for_lay)
    for node, (segments, _) in board._segment_cache.items():
        assert segments == fresh.segments(node), node
    for coord, keys in board._key_cache.items():
        assert keys == tuple(fresh.track_keys(coord, p) for p in range(len(keys))), coord
    for company in companies(board):
        for for_lay in (False, True):
            for node in board.reach(company, for_lay=for_lay).nodes:
                board.segments(node)


@pytest.mark.parametrize("profile", PROFILES)
@pytest.mark.parametrize("name", LOGS)
def test_cached_results_match_a_fresh_board(xx_fixtures, name, profile):
    def on_lay(board, *_):
        check_and_fill(board)

    def on_token(board, _action):
        check_and_fill(board)

    def on_run(board, *_):
        check_and_fill(board)

    final = replay_map(xx_fixtures, name, profile, on_lay=on_lay, on_token=on_token, on_run=on_run)
    check_and_fill(final)


def test_a_copy_keeps_its_caches_apart():
    board = torreon_region()
    board.place_token("CHI", "I8", 0)
    before = board.reach("CHI")
    snapshot = board.copy()
    lay(board, ("J7", "4", 0))  # turns Durango's track away from Torreón
    board.place_token("MC", "I10", 0)
    assert snapshot.reach("CHI") == before
    assert snapshot.reach("CHI") == uncached(snapshot).reach("CHI")
    assert board.reach("CHI") == uncached(board).reach("CHI")


def test_deepcopy_shares_the_title_tables_and_nothing_else():
    board = torreon_region()
    board.place_token("TM", "I10", 0)
    twin = copy.deepcopy(board)
    assert twin.catalogue is board.catalogue and twin.grid is board.grid
    board.place_token("MC", "I8", 0)
    lay(board, ("J7", "4", 0))
    assert twin.tokens_of("MC") == []
    assert twin.tile_of("J7").rotation == 1
    assert ("J7", 0) in twin.reach("TM").nodes
