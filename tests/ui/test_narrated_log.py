"""The Log tab and the hand-over note tell what the narrator tells: round
headers, share price moves, passes."""

from __future__ import annotations

import pytest

from gamedesk.ui.session import Session
from tests.ui.conftest import LOG_80226 as LOG


@pytest.fixture
def opened(qtbot, window, record):
    window.set_session(Session.open(LOG, autosave_enabled=False))
    return window


def texts(window) -> list[str]:
    view = window.log_view
    return [view.item(r).text() for r in range(view.count())]


def test_the_log_tab_shows_round_headers_price_moves_and_passes(opened) -> None:
    shown = texts(opened)
    headers = [t for t in shown if t.startswith(("Stock Round", "Operating Round"))]
    assert headers[:3] == ["Stock Round 1", "Operating Round 1.1", "Stock Round 2"]
    row = shown.index("Operating Round 1.1")
    assert opened.log_view.item(row).font().bold()
    assert any(" share price $" in t and "(shares sold)" in t for t in shown)
    assert any(" share price $" in t and "(dividend withheld)" in t for t in shown)
    assert any(t.endswith(" passes") for t in shown)


def test_the_log_follows_the_timeline_with_its_headers(qtbot, opened) -> None:
    game = opened.session.game
    second_sr = next(line.action_index for line in game.log if line.text == "Stock Round 2")
    opened.replay.go(second_sr + 1)
    view = opened.log_view
    row = texts(opened).index("Stock Round 2")
    qtbot.waitUntil(lambda: not view.is_future(row))
    later = texts(opened).index("Stock Round 3")
    assert view.is_future(later)


def test_the_hand_over_note_mentions_share_price_moves(qtbot, opened) -> None:
    game = opened.session.game
    second_sr = next(line.action_index for line in game.log if line.text == "Stock Round 2")
    # The second player of Stock Round 2: since their last turn, companies ran,
    # paid or withheld, and their prices moved.
    opened.replay.go(second_sr + 2)
    opened.replay.play_on()
    qtbot.waitUntil(lambda: opened.handover.isVisible())
    lines = [label.text() for label in opened.handover.line_labels]
    assert any(t.startswith("Share prices: ") and " → " in t for t in lines), lines
