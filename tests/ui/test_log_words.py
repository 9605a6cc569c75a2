"""The Log tab tells what the narrator tells, in the window (issue 16, point 7):
an 18MEX minor's income split between its owner and its treasury, an 1822MX
concession handed over with its minor; and names are spelled right (point 8:
"Pacific", never "Pacfic")."""

from __future__ import annotations

import re

from PySide6.QtGui import QTextDocument

from gamedesk.ui.session import Session
from tests.conftest import XX_FIXTURES
from tests.ui.conftest import LOG_80226


def log_lines(window) -> list[str]:
    view = window.log_view
    # each line is numbered by its action ("9. A runs for $30"); headers are not
    return [re.sub(r"^\d+\. ", "", view.item(r).text()) for r in range(view.count())]


def companies_text(window) -> str:
    doc = QTextDocument()
    doc.setHtml(window.charters.toHtml())
    return doc.toPlainText()


def test_an_18mex_minors_income_is_split_in_the_log(qtbot, window):
    window.set_session(Session.open(LOG_80226, autosave_enabled=False))
    lines = log_lines(window)
    assert "A earns $30: Player 3 $15 and its treasury $15" in lines, lines[:80]
    assert "Pacfic" not in "\n".join(lines)


def test_an_1822mx_concession_handed_over_is_logged(qtbot, window):
    window.set_session(
        Session.open(XX_FIXTURES / "1822MX" / "123055.json", autosave_enabled=False)
    )
    lines = log_lines(window)
    handed = [t for t in lines if "goes to" in t and "concession for" in t]
    assert handed and handed[0].startswith("Minor 18"), handed
    window.replay.go(0)
    text = companies_text(window)
    assert "Chihuahua-Pacific Railway" in text and "Pacfic" not in text
