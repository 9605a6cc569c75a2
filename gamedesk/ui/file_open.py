"""Files the desktop hands to gamedesk: `gamedesk FILE` (what the Linux and Windows
file associations run) and macOS's open-file event (a save double-clicked in the
Finder, or dropped on the Dock icon), which arrives as a QFileOpenEvent instead."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QTimer

if TYPE_CHECKING:
    from gamedesk.ui.main_window import MainWindow


def files_from_arguments(args: list[str]) -> list[str]:
    """The files among the arguments Qt left (its own options are taken out)."""
    return [arg for arg in args if arg and not arg.startswith("-")]


class FileOpenFilter(QObject):
    """Installed on the application: opens the file of each open-file event."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.FileOpen:
            return False
        path = event.file()
        if path:
            # Later, not inside the event: opening may ask questions in dialogs.
            QTimer.singleShot(0, partial(self.window.open_file, path))
        return True
