"""The hand-over note: what the others did since this player's last turn.

A small banner above the action panel. It never blocks play: × hides it, a
long digest scrolls inside a capped height, and "Show in log" asks the window
to take the log to where the digest starts.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from gamedesk.engine.digest import Digest
from gamedesk.ui.i18n import game_text, translate

STYLE = """
QFrame#handoverNote { background: #eef3fa; border: 1px solid #2b4c7e; border-radius: 6px; }
QFrame#handoverNote QLabel#title { color: #2b4c7e; font-weight: bold; }
QFrame#handoverNote QToolButton { border: none; font-size: 15px; color: #555555; }
QFrame#handoverNote QToolButton:hover { color: #000000; }
QFrame#handoverNote QPushButton#showInLog { border: none; color: #1a5fb4;
    text-decoration: underline; padding: 0; }
QFrame#handoverNote QScrollArea, QFrame#handoverNote QScrollArea > QWidget > QWidget {
    background: transparent; border: none; }
"""
VISIBLE_LINES = 8  # the body scrolls beyond this many text lines


class HandoverNote(QFrame):
    show_in_log = Signal(int)  # the digest's `since`: the first action it covers

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("handoverNote")
        self.setStyleSheet(STYLE)
        # Never taller than its lines: the action panel below gets the rest.
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.since: int | None = None
        self.line_labels: list[QLabel] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 4, 4, 6)
        layout.setSpacing(2)
        layout.addLayout(self._header())
        layout.addWidget(self._body())
        self.hide()

    def _header(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.title = QLabel()
        self.title.setObjectName("title")
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.log_link = QPushButton(translate("HandoverNote", "Show in log"))
        self.log_link.setObjectName("showInLog")
        self.log_link.setCursor(Qt.CursorShape.PointingHandCursor)
        self.log_link.clicked.connect(self._to_log)
        self.close_button = QToolButton()
        self.close_button.setText("×")
        self.close_button.setToolTip(translate("HandoverNote", "Hide this note"))
        self.close_button.clicked.connect(self.hide)
        row.addWidget(self.title, 1)
        row.addWidget(self.log_link)
        row.addWidget(self.close_button)
        return row

    def _body(self) -> QScrollArea:
        self.content = QWidget()
        self.grid = QGridLayout(self.content)
        self.grid.setContentsMargins(0, 0, 4, 0)
        self.grid.setHorizontalSpacing(4)
        self.grid.setVerticalSpacing(1)
        self.grid.setColumnStretch(1, 1)
        self.scroll = QScrollArea()
        self.scroll.setWidget(self.content)
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._cap = self.fontMetrics().lineSpacing() * VISIBLE_LINES + 4
        return self.scroll

    def _set_lines(self, lines: list[str]) -> None:
        """One row per line: a bullet, and the text wrapping beside it."""
        while self.grid.count():
            old = self.grid.takeAt(0).widget()
            old.hide()  # gone from view now, not only when deleteLater gets its turn
            old.setParent(None)
            old.deleteLater()
        for row in range(self.grid.rowCount()):
            self.grid.setRowStretch(row, 0)
        self.line_labels = []
        top = Qt.AlignmentFlag.AlignTop
        for row, text in enumerate(lines):
            label = QLabel(text)
            label.setTextFormat(Qt.TextFormat.PlainText)  # names are players' own text
            label.setWordWrap(True)
            bullet = QLabel("•")
            self.grid.addWidget(bullet, row, 0, top)
            self.grid.addWidget(label, row, 1, top)
            bullet.show()  # at once, not when the event loop gets to it: _fit measures them
            label.show()
            self.line_labels.append(label)
        self.grid.setRowStretch(len(lines), 1)

    def show_digest(self, digest: Digest | None, name: str) -> None:
        """Show what `name` missed; hide the note when there is nothing to tell."""
        if digest is None:
            self.since = None
            self.hide()
            return
        self.since = digest.since
        self.title.setText(
            translate("HandoverNote", "Since your last turn, {name}:").format(name=name)
        )
        self._set_lines([game_text(s) for s in digest.said] if digest.said else digest.lines)
        self._fit()
        self.scroll.verticalScrollBar().setValue(0)
        self.show()

    def _fit(self) -> None:
        """As tall as the wrapped lines need, up to the cap; beyond it, scroll."""
        # From the note's own width: the scroll area may not have its new size yet.
        margins = self.layout().contentsMargins()
        bar = self.scroll.verticalScrollBar().sizeHint().width()
        width = self.contentsRect().width() - margins.left() - margins.right() - bar
        need = self.content.heightForWidth(max(50, width))
        if need < 0:
            need = self.content.sizeHint().height()
        self.scroll.setFixedHeight(min(need + 2, self._cap))  # + 2: room for descenders

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self._fit()  # a new width wraps the lines anew

    def _to_log(self) -> None:
        if self.since is not None:
            self.show_in_log.emit(self.since)
