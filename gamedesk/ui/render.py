"""Offscreen pictures of the map and the market (tests, `gamedesk screenshot`)."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication, QGraphicsScene

from gamedesk.engine.data import TitleData
from gamedesk.ui.map_scene import MapScene
from gamedesk.ui.map_state import MapSnapshot
from gamedesk.ui.market_view import MarketScene


def ensure_app() -> QApplication:
    """The running QApplication, or a new offscreen one (no display needed)."""
    app = QApplication.instance()
    if app is None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        app = QApplication([])
    assert isinstance(app, QApplication)
    return app


def render_scene(
    scene: QGraphicsScene, size: tuple[int, int], background: str = "#ffffff"
) -> QImage:
    """The whole scene, fitted into an image of `size` pixels (aspect kept)."""
    image = QImage(size[0], size[1], QImage.Format.Format_ARGB32)
    image.fill(QColor(background))
    painter = QPainter(image)
    painter.setRenderHints(
        QPainter.RenderHint.Antialiasing
        | QPainter.RenderHint.TextAntialiasing
        | QPainter.RenderHint.SmoothPixmapTransform
    )
    scene.render(
        painter,
        QRectF(0, 0, size[0], size[1]),
        scene.sceneRect(),
        Qt.AspectRatioMode.KeepAspectRatio,
    )
    painter.end()
    return image


def _save(image: QImage, path: str | Path) -> Path:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    if not image.save(str(path), "PNG"):
        raise OSError(f"could not write {path}")
    return path


def render_map_png(
    data: TitleData,
    snapshot: MapSnapshot | None,
    path: str | Path,
    size: tuple[int, int] = (1600, 1400),
) -> Path:
    """Write the map of `data` showing `snapshot` (None: the printed map) as a PNG."""
    ensure_app()
    scene = MapScene(data, snapshot)
    return _save(render_scene(scene, size, "#f4f1e8"), path)


def render_market_png(
    data: TitleData, markers: dict | None, path: str | Path, size: tuple[int, int] = (1600, 700)
) -> Path:
    """Write the stock market of `data` with company `markers` as a PNG
    (markers: (row, column) -> company symbols, top of the stack first)."""
    ensure_app()
    scene = MarketScene(data.game, markers or {})
    return _save(render_scene(scene, size, "#ffffff"), path)
