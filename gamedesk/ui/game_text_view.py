"""A rich-text view of a game (companies, info, holdings): the page is laid out
again only when its text changed, and keeps its scroll position."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTextBrowser, QWidget

from gamedesk.engine.game import Game


class GameTextView(QTextBrowser):
    """Shows `render(game)`; subclasses name their render function."""

    render: Callable[[Game], str]

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setOpenLinks(False)
        self._html: str | None = None

    def show_game(self, game: Game) -> None:
        html = type(self).render(game)
        if html == self._html:
            return  # laying out the document again costs more than the rest of a refresh
        self._html = html
        bar = self.verticalScrollBar()
        keep = bar.value()
        # A shown bar would go while the page is emptied and come back as it is
        # filled, laying the page out twice: it stays while the text changes.
        scrolling = bar.isVisible()
        if scrolling:
            self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        self.setHtml(html)
        if scrolling:
            self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        bar.setValue(keep)
