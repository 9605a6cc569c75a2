"""A whole 18MW game (rulebook profile, reconstructed map) played through the
window to the results dialog.

As for 18MEX (test_window_full_game): the seeded random bot picks each action
from the engine's legal ones, the test does it with the widgets a player would
use and checks that the engine followed.
"""

from __future__ import annotations

import random
import time

import pytest

from gamedesk.ai.random_bot import choose
from gamedesk.engine.actions import act
from gamedesk.ui.action_panel import key_of
from gamedesk.ui.session import GameSetup
from tests.ui.conftest import THREE
from tests.ui.test_window_full_game import check_results
from tests.ui.test_window_play import check_effect
from tests.ui.window_driver import play_to_the_end

# Seed 19 ends in about 830 actions by a player's bankruptcy, after a fire
# sale's share auction (bid_share), the L&M and M&O traded in, the StL&A's station.
SEED = 19


@pytest.mark.long
def test_a_whole_18mw_game_through_the_window(qtbot, window):
    assert window.new_game(GameSetup("18MW", THREE, "rulebook", (), SEED))
    window.session.autosave_enabled = False
    window.session.game.route_search_work = 2_000  # legal routes suffice (near the bots' 1,500)
    rng = random.Random(SEED)
    start = time.perf_counter()
    kinds = play_to_the_end(qtbot, window, lambda game: choose(game, rng), check_effect)
    game = window.session.game
    print(f"{len(game.actions)} actions in {time.perf_counter() - start:.1f} s, "
          f"{game.end_reason}: {kinds}")
    assert game.end_reason == "bankrupt"
    assert {
        "bid", "withdraw_bid", "par", "buy_shares", "sell_shares", "buy_company",
        "exchange_private", "special_token", "redeem_shares", "lay_tile", "run_routes",
        "buy_train", "bid_share", "bankrupt",
    } <= set(kinds)
    check_results(window)


def test_each_share_or_train_a_private_is_traded_for_has_its_own_button_name():
    # the L&M for one of several shares, the M&O for a train, the StL&A's station:
    # one button each, so the player can choose (one name hid all but one choice)
    choices = [
        act("exchange_private", "p1", company="L&M", share="NP_1"),
        act("exchange_private", "p1", company="L&M", share="SL&SF_1"),
        act("exchange_private", "p1", company="M&O", train="2-1"),
        act("exchange_private", "p1", company="M&O", train="3-1"),
        act("special_token", "p1", company="StL&A", hex="H14", city=0),
        act("special_token", "p1", company="StL&A", hex="K11", city=0),
    ]
    assert len({key_of(a) for a in choices}) == len(choices)
