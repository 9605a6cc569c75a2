"""`gamedesk` without a command: the window."""

from __future__ import annotations

import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from gamedesk.ui.main_window import MainWindow


def run(argv: list[str] | None = None) -> int:
    """Start the application; `argv` as QApplication expects it (program name first)."""
    app = QApplication.instance() or QApplication(list(argv or sys.argv))
    app.setOrganizationName("gamedesk")
    app.setApplicationName("gamedesk")
    window = MainWindow()
    window.show()
    window.map_view.fit_to_window()
    QTimer.singleShot(0, window.offer_resume)
    return app.exec()
