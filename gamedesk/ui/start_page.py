"""The start page: what the window shows while no game is open — New game,
Open, Import an 18xx.games log, and the games opened or saved lately.

It covers the whole window (the docks below it keep their layout and are
disabled), and goes as soon as a game is shown. The recent games are the
window's QSettings list; a file no longer there is marked and can be removed.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QSettings, Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from gamedesk.titles import playable_titles
from gamedesk.ui.i18n import translate

RECENT_KEY = "recent"
MISSING = QColor("#9a9a9a")


def recent_list(store: QSettings) -> list[str]:
    value = store.value(RECENT_KEY, [])
    if isinstance(value, str):
        value = [value]
    return [str(v) for v in value or []]


def remove_recent(store: QSettings, path: str) -> None:
    store.setValue(RECENT_KEY, [p for p in recent_list(store) if p != path])


def recent_text(path: str) -> tuple[str, bool]:
    """A line for one recent file, and whether the file is still there."""
    file = Path(path)
    try:
        changed = datetime.fromtimestamp(file.stat().st_mtime).strftime("%Y-%m-%d %H:%M")
    except OSError:
        missing = translate("StartPage", "{file}  —  missing (was in {folder})")
        return missing.format(file=file.name, folder=file.parent), False
    return f"{file.name}  —  {file.parent}  ·  {changed}", True


class StartPage(QFrame):
    """Emits what the player asks for; the window does it."""

    new_game = Signal()
    open_file = Signal()
    import_log = Signal()
    open_recent = Signal(str)

    def __init__(self, store: Callable[[], QSettings], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.setObjectName("start")
        self.setAutoFillBackground(True)
        self.setStyleSheet("#start { background: #f4f1e8; }")
        outer = QHBoxLayout(self)
        outer.addStretch(1)
        column = QVBoxLayout()
        outer.addLayout(column, 3)
        outer.addStretch(1)
        column.addStretch(1)
        title = QLabel("gamedesk")
        title.setStyleSheet("font-size: 32px; font-weight: bold;")
        column.addWidget(title)
        self.blurb = QLabel()
        column.addWidget(self.blurb)
        buttons = QHBoxLayout()
        self.buttons: dict[str, QPushButton] = {}
        for name, signal in (
            ("start:new", self.new_game),
            ("start:open", self.open_file),
            ("start:import", self.import_log),
        ):
            button = self.buttons[name] = QPushButton()
            button.setObjectName(name)
            button.setMinimumHeight(44)
            button.clicked.connect(lambda _=False, s=signal: s.emit())
            buttons.addWidget(button)
        column.addLayout(buttons)
        column.addSpacing(16)
        heading = self.heading = QLabel()
        heading.setStyleSheet("font-size: 16px; font-weight: bold;")
        column.addWidget(heading)
        self.recent = QListWidget()
        self.recent.setObjectName("start:recent")
        self.recent.itemActivated.connect(self._activated)
        self.recent.currentItemChanged.connect(lambda *_: self._selection_changed())
        column.addWidget(self.recent, 3)
        row = QHBoxLayout()
        self.note = QLabel()
        self.note.setObjectName("start:note")
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        row.addWidget(self.note, 1)
        self.open_button = QPushButton()
        self.open_button.setObjectName("start:open_recent")
        self.open_button.clicked.connect(lambda: self._activated(self.recent.currentItem()))
        self.remove_button = QPushButton()
        self.remove_button.setObjectName("start:remove")
        self.remove_button.clicked.connect(self._remove)
        row.addWidget(self.open_button)
        row.addWidget(self.remove_button)
        column.addLayout(row)
        column.addStretch(2)
        self.retranslate()

    def retranslate(self) -> None:
        """The page's words in the language installed now."""
        names = translate("StartPage", " and ").join(playable_titles())  # the registry's order
        self.blurb.setText(
            translate("StartPage", "18xx railroad games for one computer: {titles}.").format(
                titles=names
            )
        )
        self.buttons["start:new"].setText(translate("StartPage", "New game…  (Ctrl+N)"))
        self.buttons["start:open"].setText(translate("StartPage", "Open a save…  (Ctrl+O)"))
        self.buttons["start:import"].setText(
            translate("StartPage", "Import an 18xx.games log…  (Ctrl+I)")
        )
        self.heading.setText(translate("StartPage", "Recent games"))
        self.open_button.setText(translate("StartPage", "Open"))
        self.remove_button.setText(translate("StartPage", "Remove from the list"))
        self.refresh()

    def refresh(self) -> None:
        """The recent list as the settings hold it now."""
        self.recent.clear()
        for path in recent_list(self.store()):
            text, there = recent_text(path)
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, path)
            item.setData(Qt.ItemDataRole.UserRole + 1, there)
            gone = translate("StartPage", "{path} is no longer there").format(path=path)
            item.setToolTip(path if there else gone)
            if not there:
                item.setForeground(MISSING)
            self.recent.addItem(item)
        if self.recent.count():
            self.recent.setCurrentRow(0)
        else:
            self.recent.addItem(
                translate(
                    "StartPage", "No games yet: start a new one, open a save or import a log."
                )
            )
            self.recent.item(0).setFlags(Qt.ItemFlag.NoItemFlags)
        self._selection_changed()

    def _path(self, item: QListWidgetItem | None) -> tuple[str | None, bool]:
        if item is None:
            return None, False
        return item.data(Qt.ItemDataRole.UserRole), bool(item.data(Qt.ItemDataRole.UserRole + 1))

    def _selection_changed(self) -> None:
        path, there = self._path(self.recent.currentItem())
        self.open_button.setEnabled(bool(path) and there)
        self.remove_button.setEnabled(bool(path))

    def _activated(self, item: QListWidgetItem | None) -> None:
        path, there = self._path(item)
        if path is None:
            return
        if not there:
            gone = translate("StartPage", "{file} is no longer there: remove it from the list.")
            self.note.setText(gone.format(file=Path(path).name))
            return
        self.note.setText("")
        self.open_recent.emit(path)

    def _remove(self) -> None:
        path, _ = self._path(self.recent.currentItem())
        if path is not None:
            remove_recent(self.store(), path)
            self.refresh()


class StartCover(QObject):
    """Lays the start page over a main window (under its menu bar) and shows it
    while no game is open: the docks underneath keep their layout and are disabled."""

    def __init__(self, window: QMainWindow, page: StartPage, docks: list[QWidget]) -> None:
        super().__init__(window)
        self.window, self.page, self.docks = window, page, docks
        self.shown = False
        page.setParent(window)
        page.hide()
        window.installEventFilter(self)
        self._place()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() in (QEvent.Type.Resize, QEvent.Type.Show):
            self._place()
        return False

    def _place(self) -> None:
        rect = self.window.rect()
        bar = self.window.menuBar()
        top = bar.sizeHint().height() if bar is not None and bar.isVisibleTo(self.window) else 0
        if bar is not None and bar.isVisible():
            top = bar.geometry().bottom() + 1
        self.page.setGeometry(rect.adjusted(0, top, 0, 0))

    def show(self, shown: bool) -> None:
        """The page over the window (True) or out of the way (False)."""
        for dock in self.docks:
            dock.setEnabled(not shown)
        if shown == self.shown:
            return
        self.shown = shown
        if shown:
            self.page.refresh()
            self._place()
            self.page.show()
            self.page.raise_()
            self.page.recent.setFocus()
        else:
            self.page.hide()
