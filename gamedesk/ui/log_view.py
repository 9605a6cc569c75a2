"""The game log: one line per event, newest at the bottom, numbered by action.

When the timeline shows an earlier point, the log still lists the whole line
of play: the lines of the action shown are highlighted, later ones greyed,
and clicking any line asks for the position just after its action.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import QAbstractItemView, QListWidget, QListWidgetItem, QWidget

from gamedesk.engine.game import Game

FUTURE = QBrush(QColor("#9a9a9a"))
CURRENT = QBrush(QColor("#fff3b0"))


class LogView(QListWidget):
    jump = Signal(int)  # the number of actions applied after the clicked line's action

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setAlternatingRowColors(True)
        self._lines: list = []  # the LogLines shown, in order
        self._cursor: int | None = None
        self.itemClicked.connect(self._clicked)

    def show_game(self, game: Game) -> None:
        """The log of a game at its latest action."""
        self.show_log(game.log, None)

    def show_log(self, lines: Sequence, cursor: int | None) -> None:
        """`lines` of a whole line of play; `cursor`: the number of actions applied
        at the point shown (None: the end)."""
        lines = list(lines)
        same = len(lines) >= len(self._lines) and all(
            a is b or a == b for a, b in zip(lines[: len(self._lines)], self._lines, strict=True)
        )
        if not same:
            self.clear()  # an undo or another line: the log changed
            self._lines = []
        for line in lines[len(self._lines) :]:
            item = QListWidgetItem(self._text(line))
            item.setData(Qt.ItemDataRole.UserRole, line.action_index)
            self.addItem(item)
        self._lines = lines
        self._mark(cursor)

    def _mark(self, cursor: int | None) -> None:
        """Highlight the action shown, grey what comes after it."""
        if cursor is None and self._cursor is None:
            self.scrollToBottom()
            return
        self._cursor = cursor
        current = None
        bold = QFont(self.font())
        bold.setBold(True)
        # the action shown: the latest one up to the cursor that wrote a line
        shown = max(
            (line.action_index for line in self._lines if cursor is not None
             and 0 <= line.action_index < cursor),
            default=None,
        )
        for row, line in enumerate(self._lines):
            item = self.item(row)
            index = line.action_index
            future = cursor is not None and index >= cursor
            now = shown is not None and index == shown
            item.setForeground(FUTURE if future else QBrush())
            item.setBackground(CURRENT if now else QBrush())
            item.setFont(bold if now else self.font())
            if now and current is None:
                current = item
        if current is not None:
            self.scrollToItem(current, QAbstractItemView.ScrollHint.PositionAtCenter)
        elif cursor is None:
            self.scrollToBottom()

    def scroll_to_action(self, index: int) -> None:
        """Bring the first line of action `index` (or after it) to the top, select it."""
        for row, line in enumerate(self._lines):
            if line.action_index >= index:
                item = self.item(row)
                self.setCurrentItem(item)
                self.scrollToItem(item, QAbstractItemView.ScrollHint.PositionAtTop)
                return

    def current_rows(self) -> list[int]:
        """The rows highlighted as the action shown (tests)."""
        return [r for r in range(self.count()) if self.item(r).font().bold()]

    def _clicked(self, item: QListWidgetItem) -> None:
        index = item.data(Qt.ItemDataRole.UserRole)
        self.jump.emit(max(0, int(index) + 1))

    @staticmethod
    def _text(line) -> str:
        return line.text if line.action_index < 0 else f"{line.action_index + 1}. {line.text}"
