"""`gamedesk` without a command: the window (`gamedesk FILE`: with FILE open)."""

from __future__ import annotations

import sys
from functools import partial

from PySide6.QtCore import QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from gamedesk.engine.data import RESOURCES
from gamedesk.ui import i18n
from gamedesk.ui.file_open import FileOpenFilter, files_from_arguments
from gamedesk.ui.main_window import MainWindow

# The installers' application id: the .desktop file's name, so that Wayland desktops
# match the window to its menu entry and icon (packaging/linux/).
APP_ID = "org.gamedesk.gamedesk"


def run(argv: list[str] | None = None) -> int:
    """Start the application; `argv` as QApplication expects it (program name first),
    files to open after it."""
    argv = list(argv or sys.argv)
    existing = QApplication.instance()
    app = existing or QApplication(argv)
    app.setOrganizationName("gamedesk")
    app.setApplicationName("gamedesk")
    app.setDesktopFileName(APP_ID)
    app.setWindowIcon(QIcon(str(RESOURCES / "icons" / "gamedesk.svg")))
    i18n.start()  # the language of the settings (the system's by default)
    window = MainWindow()
    app.installEventFilter(FileOpenFilter(window))
    window.show()
    window.map_view.fit_to_window()
    files = files_from_arguments((argv if existing else app.arguments())[1:])
    if files:  # a file given to open comes first; the autosave is offered next time
        QTimer.singleShot(0, partial(window.open_file, files[0]))
    else:
        QTimer.singleShot(0, window.offer_resume)
    return app.exec()
