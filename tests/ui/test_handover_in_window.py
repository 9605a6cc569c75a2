"""The hand-over note and banner in the window: only for a game being played,
and always about the game in the window."""

from __future__ import annotations

from gamedesk.ui.session import GameSetup, Session
from tests.conftest import XX_FIXTURES
from tests.ui.conftest import LOG_80226 as LOG, THREE


def _pass_or_first(game):
    actions = game.legal_actions()
    return next((a for a in actions if a.type == "pass"), actions[0])


def test_a_new_game_never_shows_the_old_games_moves(qtbot, window):
    # Ben sits first: after his move the seat goes to Ann, with a note on it ...
    assert window.new_game(GameSetup("18MEX", [THREE[1], THREE[0], THREE[2]], "rulebook", (), 0))
    assert window.take(_pass_or_first(window.session.game))
    assert window.session.game.active_entities() == ["p1"]
    qtbot.waitUntil(lambda: window.handover.isVisible())
    assert window.handover.line_labels
    # ... and in a new game where Ann sits first, there is nothing to tell her yet.
    assert window.new_game(GameSetup("18MEX", THREE, "rulebook", (), 0))
    assert window.session.game.active_entities() == ["p1"]
    qtbot.waitUntil(lambda: not window.handover.isVisible())
    assert window.session.game.actions == []


def test_looking_at_the_past_calls_for_no_hand_over(qtbot, window, record):
    window.set_session(Session.open(LOG, autosave_enabled=False))
    window.replay.go(100)
    assert not window.session.playable
    banner = window.players.banner.text()
    assert not banner.startswith("Hand over") and "to act" in banner
    assert not window.handover.isVisible()
    for n in (101, 102, 250):  # stepping through other players' turns
        window.replay.go(n)
        assert not window.players.banner.text().startswith("Hand over")


def test_an_1822mx_bid_is_told_once_in_one_tense(qtbot, window):
    window.set_session(
        Session.open(XX_FIXTURES / "1822MX" / "123055.json", autosave_enabled=False)
    )
    window.replay.go(20)  # Stock Round 1: Player 3's turn after two others bid
    window.replay.play_on()
    qtbot.waitUntil(lambda: window.handover.isVisible())
    lines = [label.text() for label in window.handover.line_labels]
    bids = [t for t in lines if " bid" in t]
    assert bids, lines
    assert not any(" bids " in t for t in lines), lines  # "bid" and "bids" were both told
    assert len(bids) == len(set(bids)), lines
    assert "Player 2 bid $210 on C1 and $0 on P1" in lines
