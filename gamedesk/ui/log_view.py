"""The game log: one line per event, newest at the bottom, grouped by action."""

from __future__ import annotations

from PySide6.QtWidgets import QListWidget, QWidget

from gamedesk.engine.game import Game


class LogView(QListWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setAlternatingRowColors(True)
        self._shown = 0

    def show_game(self, game: Game) -> None:
        lines = game.log
        if len(lines) < self._shown or (
            self._shown and self.item(self._shown - 1).text() != self._text(lines[self._shown - 1])
        ):
            self.clear()  # an undo: the log got shorter or changed
            self._shown = 0
        self.addItems([self._text(line) for line in lines[self._shown :]])
        self._shown = len(lines)
        self.scrollToBottom()

    @staticmethod
    def _text(line) -> str:
        return line.text if line.action_index < 0 else f"{line.action_index + 1}. {line.text}"
