"""A whole 3-player 18MEX game played through the window to the results dialog.

The seeded random bot picks each action from the engine's legal ones; the test
then does it with the widgets a player would use (panel buttons, price boxes,
clicks on the map) and checks that the engine followed.
"""

from __future__ import annotations

import os
import random
import time

import pytest
from PySide6.QtWidgets import QTableWidget

from gamedesk.ai.random_bot import choose
from gamedesk.ui.session import GameSetup
from tests.ui.conftest import THREE
from tests.ui.test_window_play import check_effect
from tests.ui.window_driver import perform

# The 18xx.games profile ends sooner (a company's bankruptcy ends the game), which
# keeps the test short; GAMEDESK_FULL_GAME_PROFILE=rulebook plays the rulebook's game.
PROFILE = os.environ.get("GAMEDESK_FULL_GAME_PROFILE", "18xx.games")
SEED = 1


@pytest.mark.long
def test_a_whole_game_through_the_window(qtbot, window):
    assert window.new_game(GameSetup("18MEX", THREE, PROFILE, (), SEED))
    window.session.autosave_enabled = False  # tested elsewhere; 20 ms an action here
    window.session.game.route_search_work = 2_000  # legal routes suffice (near the bots' 1,500)
    rng = random.Random(SEED)
    kinds: dict[str, int] = {}
    start = time.perf_counter()
    for _ in range(4000):
        game = window.session.game
        if game.finished:
            break
        action = choose(game, rng)
        assert action is not None, f"nobody can act in {game.round_label()}"
        cash = game.total_cash()
        perform(qtbot, window, action)
        assert window.last_error is None, (action, window.last_error)
        game = window.session.game
        check_effect(game, action)
        assert game.total_cash() == cash
        kinds[action.type] = kinds.get(action.type, 0) + 1
    game = window.session.game
    assert game.finished, f"not over after {len(game.actions)} actions"
    print(f"{len(game.actions)} actions in {time.perf_counter() - start:.1f} s: {kinds}")
    assert {"bid", "par", "buy_shares", "lay_tile", "run_routes", "buy_train"} <= set(kinds)

    check_results(window)


def check_results(window) -> None:
    """The results dialog lists every player's final value; the banner says the game is over."""
    game = window.session.game
    dialog = window.last_results
    assert dialog is not None
    table = dialog.findChild(QTableWidget, "results")
    rows = {table.item(r, 1).text(): table.item(r, 4).text() for r in range(table.rowCount())}
    values = {p.name: game.money(game.player_value(p)) for p in game.players}
    assert rows == values
    assert "Game over" in window.players.banner.text()
