"""One company, one name in every dock (issue 16, point 8): the 1822MX minors
and the NdeM are named in the Companies and Holdings docks as the log and the
action panel name them ("Minor 18", "NdeM"), never "18" in one place and
"Minor 18" in another."""

from __future__ import annotations

import re

from PySide6.QtGui import QTextDocument

from gamedesk.io.replay import open_record, replay
from gamedesk.ui.session import Session
from tests.conftest import XX_FIXTURES

LOG = XX_FIXTURES / "1822MX" / "123055.json"


def plain(html: str) -> str:
    doc = QTextDocument()
    doc.setHtml(html)
    return doc.toPlainText().replace("\xa0", " ")


def test_the_docks_name_minors_and_the_ndem_as_the_log_does(qtbot, window):
    record = open_record(LOG)
    game = replay(record, to=300)  # Operating Round 4.2: ten minors have run, FCM lays track
    window.set_session(Session.from_game(record.to_save(game), game, autosave_enabled=False))
    log = "\n".join(window.log_view.item(r).text() for r in range(window.log_view.count()))
    assert "Minor 18 runs for" in log and "NdeM pays out" in log

    companies = plain(window.charters.toHtml())
    order = next(line for line in companies.splitlines() if line.startswith("Operating order:"))
    assert "✓ Minor 18 · ✓ Minor 19" in order and "NdeM" in order, order
    assert not re.search(r"(✓|·) \d+\b", order), order  # no minor as a bare number
    assert " Minor 18 " in companies and "NDEM" not in companies

    window.holdings.show_game(window.session.game)
    holdings = plain(window.holdings.toHtml())
    assert "Minor 18" in holdings and "NdeM" in holdings and "NDEM" not in holdings
    assert not re.search(r"^▶? ?\d+ \(minor\)", holdings, re.M), holdings[:400]


def test_the_banner_names_the_minor_not_its_number(qtbot, window):
    window.set_session(Session.open(LOG, autosave_enabled=False))
    window.replay.go(31)  # Minor 18's first operating turn
    banner = window.players.banner.text()
    assert " for Minor 18 · " in banner, banner
