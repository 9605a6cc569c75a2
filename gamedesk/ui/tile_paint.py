"""Painting one hex's contents with a QPainter, from a `TileLayout`.

Nothing here decides where things go (that is tile_layout's job); it turns
stations, track and text boxes into strokes. Coordinates are the hex's own,
centre at the origin.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import lru_cache

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF

from gamedesk.ui import palette
from gamedesk.ui.hex_info import current_phase_color
from gamedesk.ui.map_state import CitySnapshot, HexSnapshot
from gamedesk.ui.tile_geometry import Curve, Point, add, polar, scale, sub, unit
from gamedesk.ui.tile_layout import CASING_WIDTH, TRACK_WIDTH, Station, TileLayout
from gamedesk.ui.tile_spots import Spot

# A text is shrunk to fit its box down to this share of its size, and never
# below TEXT_FLOOR scene units (13 % of the map's 100-unit hex): the map's
# default zoom shows TEXT_FLOOR at palette.MIN_LABEL_PX.
MIN_SHRINK = 0.75
TEXT_FLOOR = 13


@dataclass(frozen=True)
class PaintStyle:
    """What the painter needs besides the layout."""

    size: float
    phase_colors: tuple[str, ...] = ("yellow",)
    companies: dict = field(default_factory=dict)  # sym -> (fill QColor, text QColor)


def curve_path(curve: Curve, path: QPainterPath | None = None) -> QPainterPath:
    path = path if path is not None else QPainterPath()
    if path.isEmpty() or path.currentPosition() != QPointF(*curve.p0):
        path.moveTo(*curve.p0)
    if curve.is_straight:
        path.lineTo(*curve.p3)
    else:
        path.cubicTo(QPointF(*curve.c1), QPointF(*curve.c2), QPointF(*curve.p3))
    return path


@lru_cache(maxsize=64)
def _metrics(pixel_size: int, bold: bool) -> QFontMetricsF:
    return QFontMetricsF(palette.font(pixel_size, bold))


@dataclass(frozen=True)
class PaintedText:
    """One text as painted: its size in scene units and on the device (pixels)."""

    text: str
    scene_px: int
    device_px: float


_probes: list[list[PaintedText]] = []


@contextmanager
def painted_texts() -> Iterator[list[PaintedText]]:
    """Collects every text the map paints meanwhile (tests measure label sizes)."""
    found: list[PaintedText] = []
    _probes.append(found)
    try:
        yield found
    finally:
        _probes.remove(found)


def fitted_size(text: str, width: float, pixel_size: float, bold: bool = False) -> int:
    """The font size at which `text` fits `width`: at most `pixel_size`, and never
    below MIN_SHRINK of it nor below TEXT_FLOOR (a label a little too wide beats
    one nobody can read)."""
    size = max(1, round(pixel_size))
    floor = max(1, round(pixel_size * MIN_SHRINK), min(size, TEXT_FLOOR))
    lines = text.split("\n")
    while size > floor:
        widest = max(_metrics(size, bold).horizontalAdvance(line) for line in lines)
        if widest <= width * 1.08:
            break
        size -= 1
    return size


def draw_text(
    painter: QPainter,
    center: Point,
    width: float,
    height: float,
    text: str,
    pixel_size: float,
    color: QColor,
    bold: bool = False,
) -> None:
    """Centred text, shrunk until it fits `width` (the layout only estimated it)."""
    size = fitted_size(text, width, pixel_size, bold)
    if _probes:
        scale = painter.worldTransform().map(QLineF(0, 0, 0, 1)).length()
        for probe in _probes:
            probe.append(PaintedText(text, size, size * scale))
    painter.setFont(palette.font(size, bold))
    painter.setPen(color)
    rect = QRectF(center[0] - width, center[1] - height / 2 - size, 2 * width, height + 2 * size)
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


# ------------------------------------------------------------------- track


@dataclass
class PreparedTrack:
    """Qt paths of a tile's track, built once per layout."""

    casing: QPainterPath
    lines: list[tuple[QPainterPath, str]]  # (path, gauge), in paint order
    bridges: dict[int, QPainterPath]  # position -> casing piece drawn before that line
    arrows: list[QPolygonF]


def prepare_track(layout: TileLayout, size: float) -> PreparedTrack:
    casing = QPainterPath()
    lines: list[tuple[QPainterPath, str]] = []
    arrows: list[QPolygonF] = []
    for span in layout.tracks:
        curve = span.curve
        if span.terminal:
            curve, arrow = _arrow(curve, size)
            arrows.append(arrow)
        if span.gauge != "thin":
            curve_path(curve, casing)
        lines.append((curve_path(curve), span.gauge))
    bridges: dict[int, QPainterPath] = {}
    for position, t0, t1 in layout.crossings:
        piece = layout.tracks[position].curve.segment(t0, t1)
        curve_path(piece, bridges.setdefault(position, QPainterPath()))
    return PreparedTrack(casing, lines, bridges, arrows)


def _arrow(curve: Curve, size: float) -> tuple[Curve, QPolygonF]:
    """Shorten a terminal track and cap it with an arrowhead pointing inwards."""
    direction = unit(sub(curve.p3, curve.p0))
    head = 0.2 * size
    base = sub(curve.p3, scale(direction, head))
    side = (-direction[1] * 0.14 * size, direction[0] * 0.14 * size)
    points = [add(base, side), curve.p3, sub(base, side)]
    shaft = Curve(curve.p0, curve.p0, base, base)
    return shaft, QPolygonF([QPointF(*p) for p in points])


def paint_track(painter: QPainter, track: PreparedTrack, size: float) -> None:
    cap = Qt.PenCapStyle.FlatCap
    casing_pen = QPen(palette.CASING, CASING_WIDTH * size, Qt.PenStyle.SolidLine, cap)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(casing_pen)
    painter.drawPath(track.casing)
    for position, (path, gauge) in enumerate(track.lines):
        bridge = track.bridges.get(position)
        if bridge is not None:
            painter.setPen(casing_pen)
            painter.drawPath(bridge)
        painter.setPen(_track_pen(gauge, size))
        painter.drawPath(path)
        if gauge == "dual":
            painter.setPen(
                QPen(palette.CASING, TRACK_WIDTH * size * 0.3, Qt.PenStyle.SolidLine, cap)
            )
            painter.drawPath(path)
    painter.setPen(QPen(palette.CASING, 0.03 * size))
    painter.setBrush(palette.TRACK)
    for arrow in track.arrows:
        painter.drawPolygon(arrow)


def _track_pen(gauge: str, size: float) -> QPen:
    cap = Qt.PenCapStyle.FlatCap
    if gauge == "narrow":
        return QPen(palette.TRACK, TRACK_WIDTH * size * 0.55, Qt.PenStyle.SolidLine, cap)
    if gauge == "thin":  # 1822MX ferry lines: drawn, but no train runs on them
        return QPen(palette.MUTED_INK, 0.03 * size, Qt.PenStyle.DashLine, cap)
    return QPen(palette.TRACK, TRACK_WIDTH * size, Qt.PenStyle.SolidLine, cap)


# ---------------------------------------------------------------- stations


def paint_stations(
    painter: QPainter, layout: TileLayout, state: HexSnapshot, style: PaintStyle
) -> None:
    for station in layout.stations:
        if station.kind == "city":
            _paint_city(painter, station, state.city(station.index), style)
        elif station.kind == "town":
            _paint_town(painter, station, style.size)
        elif station.kind == "halt":
            _paint_halt(painter, station, style.size)


def city_outline(station: Station) -> QPainterPath:
    """The white area of a city: one circle, or the printed blob around 2-4 slots."""
    path = QPainterPath()
    r = station.slot_radius
    centers = station.slot_centers()
    x, y = station.point
    if station.slots == 2:
        path.addRoundedRect(QRectF(x - 2 * r, y - r, 4 * r, 2 * r), r, r)
    elif station.slots == 4:
        path.addRoundedRect(QRectF(x - 2 * r, y - 2 * r, 4 * r, 4 * r), r, r)
    else:
        for cx, cy in centers:
            path.addEllipse(QPointF(cx, cy), r, r)
        if station.slots == 3:
            path.addPolygon(QPolygonF([QPointF(*c) for c in centers]))
            path.closeSubpath()
            path = path.simplified()
    return path


def _paint_city(
    painter: QPainter, station: Station, city: CitySnapshot | None, style: PaintStyle
) -> None:
    size, r = style.size, station.slot_radius
    painter.setPen(QPen(palette.INK, 0.025 * size))
    painter.setBrush(QColor("#ffffff"))
    painter.drawPath(city_outline(station))
    tokens = list(city.slots) if city else []
    reserved = list(city.reserved) if city else []
    for number, center in enumerate(station.slot_centers()):
        owner = tokens[number] if number < len(tokens) else None
        if owner:
            _paint_token(painter, center, r, owner, style)
            continue
        painter.setPen(QPen(palette.INK, 0.018 * size))
        painter.setBrush(QColor("#ffffff"))
        painter.drawEllipse(QPointF(*center), r * 0.92, r * 0.92)
        if reserved:
            _paint_reservation(painter, center, r, reserved.pop(0), style)


def _paint_token(painter: QPainter, center: Point, r: float, sym: str, style: PaintStyle) -> None:
    fill, text = style.companies.get(sym, (QColor("#777777"), QColor("#ffffff")))
    painter.setPen(QPen(palette.INK, 0.025 * style.size))
    painter.setBrush(fill)
    painter.drawEllipse(QPointF(*center), r * 0.92, r * 0.92)
    draw_text(painter, center, 1.6 * r, r, sym, _token_font(sym, r, style), text, bold=True)


def _paint_reservation(
    painter: QPainter, center: Point, r: float, sym: str, style: PaintStyle
) -> None:
    """A home not yet taken: a faint ring and symbol in the company's colour
    (darkened when the charter is too pale to show on a white circle)."""
    fill, _ = style.companies.get(sym, (QColor("#777777"), QColor("#ffffff")))
    light = palette.readable_on(fill).lightness() < 128  # a pale charter colour
    mark = QColor(fill.darker(175) if light else fill)
    ring = QColor(mark)
    ring.setAlpha(130)
    painter.setPen(QPen(ring, 0.05 * style.size))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(QPointF(*center), r * 0.72, r * 0.72)
    ink = QColor(mark)
    ink.setAlpha(160)
    draw_text(painter, center, 1.3 * r, r, sym, _token_font(sym, r, style), ink, bold=True)


def _token_font(sym: str, r: float, style: PaintStyle) -> float:
    """A long symbol may reach past the token's edge rather than go under the
    map's smallest text."""
    fitting = r * (0.9 if len(sym) <= 2 else 0.72 if len(sym) == 3 else 0.56)
    return max(fitting, TEXT_FLOOR * style.size / 100)


def _paint_town(painter: QPainter, station: Station, size: float) -> None:
    painter.setPen(QPen(QColor("#ffffff"), 0.025 * size))
    painter.setBrush(palette.TRACK)
    if station.bar_angle is None:
        painter.drawEllipse(QPointF(*station.point), station.slot_radius, station.slot_radius)
        return
    painter.save()
    painter.translate(*station.point)
    painter.rotate(station.bar_angle)
    half, thick = 0.19 * size, 0.055 * size
    painter.drawRoundedRect(QRectF(-half, -thick, 2 * half, 2 * thick), thick * 0.4, thick * 0.4)
    painter.restore()


def _paint_halt(painter: QPainter, station: Station, size: float) -> None:
    painter.setPen(QPen(palette.INK, 0.02 * size))
    painter.setBrush(QColor("#ffffff"))
    r = station.slot_radius
    painter.drawEllipse(QPointF(*station.point), r, r)
    if station.symbol:
        draw_text(painter, station.point, 1.6 * r, r, station.symbol, r * 1.1, palette.INK)


# ------------------------------------------------------------------- spots


def paint_spots(painter: QPainter, spots: Iterable[Spot], style: PaintStyle, fill: QColor) -> None:
    for spot in spots:
        painter_fn = _SPOT_PAINTERS.get(spot.kind)
        if painter_fn is not None:
            painter_fn(painter, spot, style, fill)


def _revenue(painter: QPainter, spot: Spot, style: PaintStyle, fill: QColor) -> None:
    r = min(spot.width, spot.height) / 2
    painter.setPen(QPen(palette.INK, 0.018 * style.size))
    painter.setBrush(QColor("#ffffff"))
    painter.drawEllipse(QPointF(*spot.center), r, r)
    draw_text(painter, spot.center, 1.8 * r, r, spot.text, spot.font, palette.INK, bold=True)


def _phase_revenue(painter: QPainter, spot: Spot, style: PaintStyle, fill: QColor) -> None:
    """One box per phase colour; the value in force is framed and bold."""
    current = current_phase_color(dict(spot.data), style.phase_colors)
    count = max(1, len(spot.data))
    w, h = spot.width / count, spot.height
    x0, y0 = spot.center[0] - spot.width / 2, spot.center[1] - h / 2
    for number, (color, value) in enumerate(spot.data):
        rect = QRectF(x0 + number * w, y0, w, h)
        active = color == current
        box = palette.phase_fill(color)
        if not active:
            box = QColor(box)
            box.setAlpha(150)
        painter.setPen(QPen(palette.INK, (0.045 if active else 0.015) * style.size))
        painter.setBrush(box)
        painter.drawRect(rect.adjusted(1, 1, -1, -1) if active else rect)
        ink = palette.INK if active else palette.MUTED_INK
        draw_text(
            painter,
            (rect.center().x(), rect.center().y()),
            w * 0.9,
            h,
            str(value),
            spot.font,
            ink,
            bold=active,
        )


def _label(painter: QPainter, spot: Spot, style: PaintStyle, fill: QColor) -> None:
    draw_text(
        painter,
        spot.center,
        spot.width,
        spot.height,
        spot.text,
        spot.font,
        palette.readable_on(fill),
        bold=True,
    )


def _future_label(painter: QPainter, spot: Spot, style: PaintStyle, fill: QColor) -> None:
    """A label that applies from a later colour: shown on a chip of that colour."""
    color = palette.phase_fill(spot.data[0]) if spot.data else QColor("#dddddd")
    rect = QRectF(
        spot.center[0] - spot.width / 2, spot.center[1] - spot.height / 2, spot.width, spot.height
    )
    painter.setPen(QPen(palette.INK, 0.015 * style.size, Qt.PenStyle.DashLine))
    painter.setBrush(color)
    painter.drawRoundedRect(rect, spot.height * 0.3, spot.height * 0.3)
    draw_text(
        painter,
        spot.center,
        spot.width * 0.9,
        spot.height,
        spot.text,
        spot.font,
        palette.readable_on(color),
        bold=True,
    )


def _name(painter: QPainter, spot: Spot, style: PaintStyle, fill: QColor) -> None:
    ink = palette.readable_on(fill)
    if ink.lightness() > 128 or "backed" in spot.data:  # dark hex, or over the track
        back = QColor(255, 255, 255, 200)
        rect = QRectF(
            spot.center[0] - spot.width / 2 - 3,
            spot.center[1] - spot.height / 2,
            spot.width + 6,
            spot.height,
        )
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(back)
        painter.drawRoundedRect(rect, 4, 4)
        ink = palette.INK
    draw_text(painter, spot.center, spot.width, spot.height, spot.text, spot.font, ink)


def _number(painter: QPainter, spot: Spot, style: PaintStyle, fill: QColor) -> None:
    ink = QColor(palette.readable_on(fill))
    ink.setAlpha(190)
    draw_text(painter, spot.center, spot.width, spot.height, spot.text, spot.font, ink)


def _icon(painter: QPainter, spot: Spot, style: PaintStyle, fill: QColor) -> None:
    r = spot.width / 2
    painter.setPen(QPen(QColor("#ffffff"), 0.02 * style.size))
    painter.setBrush(QColor("#3a3a3a"))
    painter.drawEllipse(QPointF(*spot.center), r, r)
    letter = spot.text[:1].upper() if spot.text else "?"
    draw_text(
        painter,
        spot.center,
        spot.width,
        spot.height,
        letter,
        spot.font,
        QColor("#ffffff"),
        bold=True,
    )


def _terrain(painter: QPainter, spot: Spot, style: PaintStyle, fill: QColor) -> None:
    s = style.size
    symbol = 0.3 * s if spot.data else 0.0
    left = spot.center[0] - spot.width / 2
    for number, kind in enumerate(spot.data[:2]):
        center = (left + symbol / 2 + number * 0.06 * s, spot.center[1] + number * 0.04 * s)
        paint_terrain_symbol(painter, kind, center, symbol * 0.9)
    text_w = spot.width - symbol
    draw_text(
        painter,
        (left + symbol + text_w / 2, spot.center[1]),
        text_w,
        spot.height,
        spot.text,
        spot.font,
        palette.INK,
        bold=True,
    )


_SPOT_PAINTERS = {
    "revenue": _revenue,
    "phase_revenue": _phase_revenue,
    "label": _label,
    "future_label": _future_label,
    "name": _name,
    "number": _number,
    "icon": _icon,
    "terrain": _terrain,
}


# ----------------------------------------------------------------- terrain


def paint_terrain_symbol(painter: QPainter, kind: str, center: Point, size: float) -> None:
    """Small drawn symbols (no images): mountain, hill, river/water, swamp, desert."""
    painter.save()
    painter.translate(*center)
    painter.scale(size / 2, size / 2)  # the symbol is drawn in a [-1, 1] box
    _TERRAIN_PAINTERS.get(kind, _generic_terrain)(painter)
    painter.restore()


def _mountain(painter: QPainter) -> None:
    painter.setPen(QPen(QColor("#4b2e12"), 0.1))
    painter.setBrush(QColor("#8a5a2b"))
    painter.drawPolygon(QPolygonF([QPointF(-1, 0.75), QPointF(0, -0.8), QPointF(1, 0.75)]))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#ffffff"))
    painter.drawPolygon(
        QPolygonF(
            [
                QPointF(-0.33, -0.28),
                QPointF(0, -0.8),
                QPointF(0.33, -0.28),
                QPointF(0.1, -0.4),
                QPointF(-0.08, -0.25),
            ]
        )
    )


def _hill(painter: QPainter) -> None:
    painter.setPen(QPen(QColor("#4b2e12"), 0.1))
    painter.setBrush(QColor("#a87a45"))
    path = QPainterPath(QPointF(-1, 0.6))
    path.cubicTo(QPointF(-0.6, -0.7), QPointF(0.6, -0.7), QPointF(1, 0.6))
    path.closeSubpath()
    painter.drawPath(path)


def _water(painter: QPainter) -> None:
    painter.setPen(QPen(QColor("#1f6fd1"), 0.16, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for y in (-0.45, 0.05, 0.55):
        path = QPainterPath(QPointF(-0.9, y))
        path.cubicTo(QPointF(-0.45, y - 0.35), QPointF(-0.2, y + 0.35), QPointF(0.1, y))
        path.cubicTo(QPointF(0.4, y - 0.35), QPointF(0.6, y + 0.35), QPointF(0.9, y))
        painter.drawPath(path)


def _swamp(painter: QPainter) -> None:
    painter.setPen(QPen(QColor("#2f6b2a"), 0.12, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    for x in (-0.55, 0.0, 0.55):
        for angle in (-110.0, -90.0, -70.0):
            tip = polar(angle, 0.75)
            painter.drawLine(QPointF(x, 0.35), QPointF(x + tip[0] * 0.6, 0.35 + tip[1]))
    painter.setPen(QPen(QColor("#1f6fd1"), 0.12, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawLine(QPointF(-0.95, 0.6), QPointF(0.95, 0.6))


def _desert(painter: QPainter) -> None:
    """A cactus."""
    green = QColor("#3f7a35")
    painter.setPen(
        QPen(green, 0.26, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
    )
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawLine(QPointF(0, 0.85), QPointF(0, -0.8))
    arm = QPainterPath(QPointF(0, 0.2))
    arm.lineTo(-0.5, 0.2)
    arm.lineTo(-0.5, -0.4)
    painter.drawPath(arm)
    arm = QPainterPath(QPointF(0, -0.05))
    arm.lineTo(0.5, -0.05)
    arm.lineTo(0.5, -0.6)
    painter.drawPath(arm)


def _mine(painter: QPainter) -> None:
    painter.setPen(QPen(QColor("#333333"), 0.16, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawLine(QPointF(-0.7, 0.7), QPointF(0.7, -0.7))
    painter.drawLine(QPointF(-0.7, -0.7), QPointF(0.7, 0.7))


def _generic_terrain(painter: QPainter) -> None:
    painter.setPen(QPen(QColor("#555555"), 0.1))
    painter.setBrush(QBrush(QColor("#cccccc")))
    painter.drawEllipse(QPointF(0, 0), 0.6, 0.6)


_TERRAIN_PAINTERS = {
    "mountain": _mountain,
    "hill": _hill,
    "water": _water,
    "river": _water,
    "swamp": _swamp,
    "desert": _desert,
    "mine": _mine,
}
