"""Render gamedesk's emblem (resources/icons/gamedesk.svg) to the PNG sizes the
installers use, in the freedesktop icon-theme layout:

    python packaging/icons.py OUT_DIR NAME
    ->  OUT_DIR/<N>x<N>/apps/NAME.png and OUT_DIR/scalable/apps/NAME.svg

Qt's own SVG renderer does it, so the build needs nothing beyond PySide6.
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

SIZES = (48, 128, 256)
SVG = Path(__file__).resolve().parent.parent / "resources" / "icons" / "gamedesk.svg"


def render(out_dir: Path, name: str, sizes: tuple[int, ...] = SIZES) -> list[Path]:
    """Write the PNGs and a copy of the SVG; returns the files written."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication([])
    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        raise SystemExit(f"{SVG}: not a valid SVG")
    written = []
    for size in sizes:
        image = QImage(size, size, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter)
        painter.end()
        target = out_dir / f"{size}x{size}" / "apps" / f"{name}.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        if not image.save(str(target)):
            raise SystemExit(f"cannot write {target}")
        written.append(target)
    scalable = out_dir / "scalable" / "apps" / f"{name}.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(SVG, scalable)
    return [*written, scalable]


if __name__ == "__main__":
    if len(sys.argv) != 3:
        raise SystemExit("usage: python packaging/icons.py OUT_DIR NAME")
    for path in render(Path(sys.argv[1]), sys.argv[2]):
        print(path)
