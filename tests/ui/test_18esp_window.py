"""An 18ESP game in the window: New Game starts one, and the window plays
its auction and first stock round through the action panel's offers."""

from __future__ import annotations

from gamedesk.ui.session import GameSetup
from tests.ui.conftest import THREE


def _bid_or_pass(game):
    """The first bid on each private (and P7's par), else a pass."""
    actions = game.legal_actions()
    first = actions[0]
    if first.type == "par" or (first.type == "bid"
                               and not game.private_bids().get(first["company"])):
        return first
    return next((a for a in actions if a.type == "pass"), first)


def test_the_window_starts_an_18esp_game_and_plays_into_its_stock_round(qtbot, window):
    assert window.new_game(GameSetup("18ESP", THREE, "rulebook", (), 0))
    game = window.session.game
    assert game.title == "18ESP" and game.round_kind() == "auction"
    for _ in range(200):
        if game.round_kind() == "operating":
            break
        assert window.take(_bid_or_pass(game))
        game = window.session.game
    assert game.round_kind() == "operating"
    qtbot.waitUntil(lambda: window.panel.body.isEnabled())
