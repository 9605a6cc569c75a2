"""The hand-over note and banner in the window: only for a game being played,
and always about the game in the window."""

from __future__ import annotations

from gamedesk.ui.session import GameSetup, Session
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
