"""Colours and fonts of the map and the market (one place, so views agree)."""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtGui import QColor, QFont

# Hex and tile fills, in the spirit of printed 18xx maps: empty land is a pale
# green rather than white so that white city circles and tokens stand out.
TILE_FILL = {
    "white": "#dcebc8",
    "yellow": "#f7df3a",
    "green": "#6fbf5f",
    "brown": "#c48a4e",
    "gray": "#b9b9b9",
    "red": "#d9443c",
    "blue": "#6fb1e6",
    "orange": "#ef9c43",
    "darkgreen": "#3b6a37",
}

# Per-phase revenue boxes and market zones.
PHASE_FILL = {
    "yellow": "#f7df3a",
    "green": "#6fbf5f",
    "brown": "#c48a4e",
    "gray": "#b9b9b9",
    "diesel": "#8fa0b3",
}

TRACK = QColor("#1f1f1f")
CASING = QColor("#ffffff")
OUTLINE = QColor("#6b6b6b")
IMPASSABLE = QColor("#a3161c")
INK = QColor("#111111")
MUTED_INK = QColor("#4a4a4a")

# Names the title data uses that are not CSS/SVG colour keywords.
EXTRA_NAMES = {"peach": "#ffcba4", "natural": "#e8d8b8"}

# Route colours: far apart in hue and paired with different dash patterns in
# map_scene, so that routes can be told apart without relying on colour.
ROUTE_COLORS = ("#d7263d", "#1b65d1", "#1a9e55", "#f08a00", "#8e3fd6", "#00a3a3")

FONT_FAMILY = "DejaVu Sans"

# The smallest text the map shows at its default zoom, in pixels at 100 % text
# size (Qt's pixels follow the system's scale, so a 150 % screen gets 13.5).
MIN_LABEL_PX = 9.0
_text_scale = [1.0]  # View ▸ Larger text / Smaller text


def text_scale() -> float:
    """The user's text size, 1.0 = 100 % (text_scale.py keeps it in the settings)."""
    return _text_scale[0]


def set_text_scale(factor: float) -> None:
    _text_scale[0] = factor


def min_label_px() -> float:
    return MIN_LABEL_PX * text_scale()


@lru_cache(maxsize=256)
def qcolor(name: str | None, fallback: str = "#808080") -> QColor:
    """A colour from the data: "#FF4136", CSS names in any case ("limeGreen")."""
    if not name:
        return QColor(fallback)
    key = name.strip()
    key = EXTRA_NAMES.get(key.lower(), key)
    color = QColor(key if key.startswith("#") else key.lower())
    return color if color.isValid() else QColor(fallback)


def tile_fill(color: str) -> QColor:
    return qcolor(TILE_FILL.get(color, color), "#dcebc8")


def phase_fill(color: str) -> QColor:
    return qcolor(PHASE_FILL.get(color, color), "#cccccc")


def readable_on(background: QColor) -> QColor:
    """Black or white text, whichever reads better on `background`."""
    r, g, b = background.redF(), background.greenF(), background.blueF()
    luminance = 0.299 * r + 0.587 * g + 0.114 * b
    return QColor("#000000") if luminance > 0.55 else QColor("#ffffff")


def company_colors(game: dict) -> dict[str, tuple[QColor, QColor]]:
    """Symbol -> (token fill, token text) for corporations and minors."""
    result = {}
    for entity in [*game.get("corporations", []), *game.get("minors", [])]:
        fill = qcolor(entity.get("color"), "#777777")
        text = entity.get("text_color")
        result[entity["sym"]] = (fill, qcolor(text) if text else readable_on(fill))
    return result


@lru_cache(maxsize=128)
def font(pixel_size: int, bold: bool = False) -> QFont:
    """UI font at an integer pixel size: sizes are in scene units, so text
    scales with the zoom and does not depend on the screen's DPI."""
    f = QFont(FONT_FAMILY)
    f.setPixelSize(max(1, pixel_size))
    f.setBold(bold)
    return f
