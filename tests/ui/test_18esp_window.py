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


def test_a_players_debt_shows_on_their_card_with_its_interest(qtbot, window):
    """A debt counts against a player's value (R-166) and bars their purchases
    (R-054): the player bar shows it, interest included."""
    from gamedesk.titles.g18esp import loans

    assert window.new_game(GameSetup("18ESP", THREE, "rulebook", (), 0))
    game = window.session.game
    pid = game.players[1].id
    card = window.players.cards[pid]
    assert "debt" not in card.figures.text()
    loans.borrow(game, pid, 40)  # owed with half again: 60
    game.mark_edited()
    window.refresh()
    assert loans.debt(game, pid) == 60
    owed = game.money(60)
    qtbot.waitUntil(lambda: f"debt {owed}" in card.figures.text())
    assert "debt" not in window.players.cards[game.players[0].id].figures.text()
