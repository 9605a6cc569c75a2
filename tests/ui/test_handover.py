"""The hand-over note above the action panel."""

from __future__ import annotations

from PySide6.QtCore import Qt

from gamedesk.engine.digest import Digest
from gamedesk.ui.handover import HandoverNote

LINES = [
    "Player 2 sold 10% of CHI (price $70, now $65), bought 10% of FCP, FCP floated",
    "MC laid track in K8 and L9, ran for $70, paid $7 a share, bought a 2-train",
    "Phase 4 begins; 2-trains rust",
]


def make_note(qtbot) -> HandoverNote:
    note = HandoverNote()
    qtbot.addWidget(note)
    note.resize(420, note.sizeHint().height())
    return note


def test_hidden_until_there_is_something_to_tell(qtbot) -> None:
    note = make_note(qtbot)
    assert not note.isVisible()
    note.show_digest(Digest("a", 5, LINES), "Anna")
    assert note.isVisible()
    assert note.title.text() == "Since your last turn, Anna:"
    assert [label.text() for label in note.line_labels] == LINES
    note.show_digest(None, "Ben")
    assert not note.isVisible()


def test_a_new_digest_replaces_the_old_lines(qtbot) -> None:
    note = make_note(qtbot)
    note.show_digest(Digest("a", 5, LINES), "Anna")
    note.show_digest(Digest("b", 9, LINES[:1]), "Ben")
    qtbot.waitUntil(lambda: note.grid.count() == 2)  # the old rows are deleted later
    assert note.title.text() == "Since your last turn, Ben:"
    assert [label.text() for label in note.line_labels] == LINES[:1]
    assert note.grid.count() == 2  # one bullet, one line


def test_the_close_button_hides_it(qtbot) -> None:
    note = make_note(qtbot)
    note.show_digest(Digest("a", 5, LINES), "Anna")
    qtbot.mouseClick(note.close_button, Qt.MouseButton.LeftButton)
    assert not note.isVisible()


def test_show_in_log_carries_since(qtbot) -> None:
    note = make_note(qtbot)
    note.show_digest(Digest("a", 42, LINES), "Anna")
    with qtbot.waitSignal(note.show_in_log, timeout=1000) as blocker:
        qtbot.mouseClick(note.log_link, Qt.MouseButton.LeftButton)
    assert blocker.args == [42]
    note.show_digest(Digest("b", 7, LINES), "Ben")
    with qtbot.waitSignal(note.show_in_log, timeout=1000) as blocker:
        qtbot.mouseClick(note.log_link, Qt.MouseButton.LeftButton)
    assert blocker.args == [7]


def test_a_long_digest_scrolls_in_a_capped_height(qtbot) -> None:
    note = make_note(qtbot)
    note.show_digest(Digest("a", 1, LINES[:1]), "Anna")
    short = note.sizeHint().height()
    many = [f"{line} ({n})" for n in range(12) for line in LINES[1:2]]
    note.show_digest(Digest("a", 1, many), "Anna")
    note.resize(420, note.sizeHint().height())
    qtbot.waitExposed(note)
    line = note.fontMetrics().lineSpacing()
    assert short < note.sizeHint().height() < line * 12
    assert note.scroll.verticalScrollBar().maximum() > 0  # the rest is a scroll away
