"""A private's power is shown where it is bought, as Holdings shows it where it
is held (issue 16, point 2), in the action panel of 18MEX and 1822MX."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel

from gamedesk.engine.overview import private_rows
from gamedesk.io.replay import open_record, replay
from gamedesk.ui.session import Session
from tests.conftest import XX_FIXTURES
from tests.ui.conftest import LOG_80226


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
