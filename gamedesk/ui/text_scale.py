"""The user's text size (View ▸ Larger text / Smaller text / Reset text size).

Qt already follows the system's display scale; this is the player's own factor
on top of it, kept in the settings: it scales the window's font and the map's
readable zoom (palette.min_label_px) and its coordinates along the edges.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from gamedesk.ui import palette

if TYPE_CHECKING:
    from gamedesk.ui.main_window import MainWindow

STEPS = (0.8, 0.9, 1.0, 1.15, 1.3, 1.5, 1.75, 2.0)
KEY = "text_scale"
_base_point_size: list[float] = []  # the application font's size before any scaling


def saved() -> float:
    value = QSettings("gamedesk", "gamedesk").value(KEY, 1.0)
    try:
        factor = float(value)
    except (TypeError, ValueError):
        return 1.0
    return factor if STEPS[0] <= factor <= STEPS[-1] else 1.0


def apply(window: MainWindow, factor: float, remember: bool = True) -> None:
    """Text at `factor` (1.0 = 100 %) in the whole window and on the map."""
    app = QApplication.instance()
    if isinstance(app, QApplication):
        font = app.font()
        if not _base_point_size:
            _base_point_size.append(font.pointSizeF())
        font.setPointSizeF(_base_point_size[0] * factor)
        app.setFont(font)
    palette.set_text_scale(factor)
    if remember:
        QSettings("gamedesk", "gamedesk").setValue(KEY, factor)
    view = window.map_view
    if view.mode == "readable":
        view.fit_to_window()
    view.viewport().update()


def step(window: MainWindow, direction: int) -> None:
    """One step larger (+1) or smaller (-1)."""
    current = palette.text_scale()
    nearest = min(range(len(STEPS)), key=lambda i: abs(STEPS[i] - current))
    index = max(0, min(len(STEPS) - 1, nearest + direction))
    apply(window, STEPS[index])


def restore(window: MainWindow) -> None:
    """The saved size, on start (nothing changes at 100 %)."""
    factor = saved()
    if factor != palette.text_scale():
        apply(window, factor, remember=False)
