"""The game log: one line per event, newest at the bottom, numbered by action.

The lines are the game's log as the narrator tells it (engine/narration.py):
each round under its header (bold, unnumbered), every share price move, payout
and pass.

When the timeline shows an earlier point, the log still lists the whole line
of play: the lines of the action shown are highlighted, later ones greyed,
and clicking any line asks for the position just after its action.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Sequence

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QListWidget,
    QListWidgetItem,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from gamedesk.engine.game import Game
from gamedesk.ui.i18n import log_text

FUTURE = QBrush(QColor("#9a9a9a"))
CURRENT = QBrush(QColor("#fff3b0"))


class _Marking(QStyledItemDelegate):
    """Paints a row greyed (after the point shown) or highlighted (the action shown)."""

    def __init__(self, view: LogView) -> None:
        super().__init__(view)
        self.view = view
        # Qt's list view lays out every row again when one is added: each row's
        # size is worked out once (for its width, type size and weight), not at
        # every action (3,000 rows took 40-70 ms an action). Rows never change
        # but by `LogView.clear`, which empties this.
        self.sizes: dict[tuple, QSize] = {}

    def sizeHint(self, option: QStyleOptionViewItem, index) -> QSize:
        row = index.row()
        key = (row, option.rect.width(), option.font.pointSizeF(), self.view.is_shown(row))
        size = self.sizes.get(key)
        if size is None:
            size = self.sizes[key] = super().sizeHint(option, index)
        return QSize(size)

    def initStyleOption(self, option: QStyleOptionViewItem, index) -> None:
        super().initStyleOption(option, index)
        row = index.row()
        if self.view.is_future(row):
            option.palette.setBrush(QPalette.ColorRole.Text, FUTURE)
        elif self.view.is_shown(row):
            option.backgroundBrush = CURRENT
            option.font.setBold(True)


class LogView(QListWidget):
    jump = Signal(int)  # the number of actions applied after the clicked line's action

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setAlternatingRowColors(True)
        self._lines: list = []  # the LogLines shown, in order
        self._cursor: int | None = None
        self._shown: int | None = None  # the action highlighted
        self._bottom_due = False  # to scroll to the newest line once in sight
        self._layout_due = False  # rows to lay out once in sight
        self._marking = _Marking(self)
        self.setItemDelegate(self._marking)
        self.itemClicked.connect(self._clicked)

    def clear(self) -> None:
        self._marking.sizes.clear()
        super().clear()

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
            if line.kind == "round":  # a round's header stands out, as in a score sheet
                font = item.font()
                font.setBold(True)
                item.setFont(font)
            self.addItem(item)
        self._lines = lines
        self._mark(cursor)

    def _mark(self, cursor: int | None) -> None:
        """Highlight the action shown, grey what comes after it. The delegate paints
        both from `_cursor` and `_shown`, so a jump only repaints what is in view."""
        if cursor is None and self._cursor is None:
            self._to_bottom()
            return
        self._cursor = cursor
        indices = [line.action_index for line in self._lines]
        future = len(indices) if cursor is None else bisect_left(indices, cursor)
        self._shown = indices[future - 1] if future and indices[future - 1] >= 0 else None
        self.viewport().update()
        if self._shown is not None and cursor is not None:
            first = bisect_left(indices, self._shown)
            self._bottom_due = False  # the row shown, not the newest, is to be in view
            self._lay_out_now()  # placed where it will be seen
            self.scrollToItem(self.item(first), QAbstractItemView.ScrollHint.PositionAtCenter)
        elif cursor is None:
            self._to_bottom()

    def _to_bottom(self) -> None:
        """The newest line in view. Scrolling lays out every row again (a few ms in
        a long game): a log out of sight (behind another tab) scrolls when shown."""
        self._bottom_due = self.visibleRegion().isEmpty()
        if not self._bottom_due:
            self.scrollToBottom()

    def catch_up(self) -> None:
        """The log has come into sight: the layout and the scroll it was spared."""
        self._lay_out_now()
        if self._bottom_due:
            self._bottom_due = False
            self.scrollToBottom()

    def doItemsLayout(self) -> None:
        """Qt lays out every row again after rows are added (a few ms an action in
        a long game); a log out of sight waits until it is seen (`catch_up`)."""
        self._layout_due = self.visibleRegion().isEmpty()
        if not self._layout_due:
            super().doItemsLayout()

    def _lay_out_now(self) -> None:
        """The layout put off while out of sight, seen or not (a scroll needs it)."""
        if self._layout_due:
            self._layout_due = False
            super().doItemsLayout()

    def viewportEvent(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and self._layout_due:
            self.catch_up()  # shown some way that did not say so (a dock floated)
        return super().viewportEvent(event)

    def is_future(self, row: int) -> bool:
        return self._cursor is not None and self._lines[row].action_index >= self._cursor

    def is_shown(self, row: int) -> bool:
        return self._shown is not None and self._lines[row].action_index == self._shown

    def scroll_to_action(self, index: int) -> None:
        """Bring the first line of action `index` (or after it) to the top, select it."""
        self._bottom_due = False
        self._lay_out_now()
        for row, line in enumerate(self._lines):
            if line.action_index >= index:
                item = self.item(row)
                self.setCurrentItem(item)
                self.scrollToItem(item, QAbstractItemView.ScrollHint.PositionAtTop)
                return

    def current_rows(self) -> list[int]:
        """The rows highlighted as the action shown (tests)."""
        return [r for r in range(self.count()) if self.is_shown(r)]

    def _clicked(self, item: QListWidgetItem) -> None:
        index = item.data(Qt.ItemDataRole.UserRole)
        self.jump.emit(max(0, int(index) + 1))

    def retranslate(self) -> None:
        """Every line again, in the language installed now."""
        lines, cursor = self._lines, self._cursor
        self.clear()
        self._lines = []
        self.show_log(lines, cursor)

    @staticmethod
    def _text(line) -> str:
        text = log_text(line)
        if line.action_index < 0 or line.kind == "round":
            return text
        return f"{line.action_index + 1}. {text}"
