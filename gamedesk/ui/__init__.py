"""The PySide6 window: map, stock market and the panels around them."""

from gamedesk.ui.qt_guard import protect_none

protect_none()  # see qt_guard: PySide6 6.12.0 on Python 3.11 loses references to None
