"""A private's power is shown where it is bought, as Holdings shows it where it
is held, and a bid standing on a private is shown while it waits (issue 16,
point 2)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QLabel

from gamedesk.engine.overview import private_rows
from gamedesk.io.replay import open_record, replay
from gamedesk.ui.action_panel import with_args
from gamedesk.ui.session import GameSetup, Session
from tests.conftest import XX_FIXTURES
from tests.ui.conftest import LOG_80226, THREE
from tests.ui.window_driver import perform


def show_at(window, path, n: int):
    record = open_record(path)
    game = replay(record, to=n)
    window.set_session(Session.from_game(record.to_save(game), game, autosave_enabled=False))
    return window.session.game


@pytest.mark.parametrize("path", [LOG_80226, XX_FIXTURES / "1822MX" / "123055.json"])
def test_each_private_on_offer_shows_what_it_does(qtbot, window, path):
    game = show_at(window, path, 0)
    powers = {p.sym: p.power for p in private_rows(game) if p.power}
    offered = {a["company"] for a in game.legal_actions() if a.type == "bid"} & set(powers)
    assert offered, "no private on offer at the start"
    for sym in offered:
        label = window.panel.body.findChild(QLabel, f"power:{sym}")
        assert label is not None and label.isVisibleTo(window.panel), sym
        assert label.text() == powers[sym]


def plain(html: str) -> str:
    doc = QTextDocument()
    doc.setHtml(html)
    return doc.toPlainText()


@pytest.mark.rules("R-015")
def test_a_standing_bid_on_a_private_is_shown_in_both_docks(qtbot, window):
    window.new_game(GameSetup("18MEX", THREE, "rulebook", (), 0))
    game = window.session.game
    bid = next(a for a in game.legal_actions() if a.type == "bid" and
               game.price_range(a)[0] != game.price_range(a)[1])  # not the next one: a bid
    low = game.price_range(bid)[0]
    perform(qtbot, window, with_args(bid, price=low))
    assert window.last_error is None
    words = f"bids: Ann {game.money(low)}"
    window.holdings.show_game(window.session.game)
    assert words in plain(window.holdings.toHtml())
    assert words in plain(window.charters.toHtml())
