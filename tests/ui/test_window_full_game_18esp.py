"""18ESP played through the window: a whole 3-player game (18xx.games profile)
to the results dialog, and the rulebook's longer game through its first
takeover and loan.

As for 18MEX (test_window_full_game): the seeded random bot picks each action
from the engine's legal ones, the test does it with the widgets a player would
use and checks that the engine followed.
"""

from __future__ import annotations

import random
import time

import pytest

from gamedesk.ai.random_bot import choose
from gamedesk.ui.session import GameSetup
from tests.ui.conftest import THREE
from tests.ui.test_window_full_game import check_results
from tests.ui.test_window_play import check_effect
from tests.ui.window_driver import play_to_the_end, play_until


def start(window, profile: str, seed: int) -> random.Random:
    assert window.new_game(GameSetup("18ESP", THREE, profile, (), seed))
    window.session.autosave_enabled = False
    window.session.game.route_search_work = 2_000  # legal routes suffice (near the bots' 1,500)
    return random.Random(seed)


@pytest.mark.long
def test_a_whole_18esp_game_through_the_window(qtbot, window):
    # Seed 12 ends in about 460 actions when the second 8-train is bought,
    # after tenders, the P2 train's side, a combined train and a destination reached.
    rng = start(window, "18xx.games", 12)
    begun = time.perf_counter()
    kinds = play_to_the_end(qtbot, window, lambda game: choose(game, rng), check_effect)
    game = window.session.game
    print(f"{len(game.actions)} actions in {time.perf_counter() - begun:.1f} s, "
          f"{game.end_reason}: {kinds}")
    assert game.end_reason == "second_eight"
    assert {
        "bid", "par", "buy_shares", "sell_shares", "buy_company", "lay_tile", "place_token",
        "run_routes", "dividend", "buy_train", "discard_train", "buy_tender", "attach_tender",
        "choose_side", "combine_trains", "destination_connection",
    } <= set(kinds)
    check_results(window)


@pytest.mark.long
def test_the_rulebook_18esp_through_a_takeover_and_a_loan_in_the_window(qtbot, window):
    # The rulebook's game runs far longer than a test should (a thousand actions and
    # more); seed 23 chooses an OO home's city, takes a minor over and repays a debt
    # in its first 280 actions (the path follows the runs and lays the engine offers).
    rng = start(window, "rulebook", 23)
    done = play_until(
        qtbot, window, lambda game: choose(game, rng),
        lambda game: len(game.actions) >= 280, check_effect, limit=400,
    )
    kinds = {a.type for a in done}
    assert {"choose_home", "take_over", "repay_loan", "lay_tile", "run_routes"} <= kinds
