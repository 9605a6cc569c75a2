"""Routes drawn along the track: the same curves the tiles draw, in scene
coordinates, in a colour and a dash pattern of their own (so that two routes
differ even for a reader who cannot tell the colours apart)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPainterPathStroker, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from gamedesk.ui import palette
from gamedesk.ui.hex_info import resolve_tile
from gamedesk.ui.i18n import translate
from gamedesk.ui.map_state import RouteLeg, RouteSnapshot
from gamedesk.ui.tile_geometry import (
    Curve,
    Point,
    length,
    line,
    rotate_edge,
    sub,
    track_between,
)
from gamedesk.ui.tile_layout import TileLayout, parse_end
from gamedesk.ui.tile_paint import curve_path, draw_text

if TYPE_CHECKING:
    from gamedesk.ui.map_scene import MapScene

# Dash patterns in units of the pen width; index i goes with ROUTE_COLORS[i].
ROUTE_PATTERNS: tuple[tuple[float, ...], ...] = (
    (),  # solid
    (2.2, 1.2),  # dashes
    (0.1, 1.6),  # dots (round caps make them round)
    (2.6, 1.0, 0.1, 1.0),  # dash-dot
    (1.0, 1.0),  # short dashes
    (2.6, 1.0, 0.1, 1.0, 0.1, 1.0),  # dash-dot-dot
)


def route_style(number: int) -> tuple[QColor, tuple[float, ...]]:
    """Colour and dash pattern of the number-th route on the map."""
    color = QColor(palette.ROUTE_COLORS[number % len(palette.ROUTE_COLORS)])
    return color, ROUTE_PATTERNS[number % len(ROUTE_PATTERNS)]


def _find_path(tile: dict, leg: RouteLeg) -> int | None:
    if leg.path is not None:
        return leg.path
    for number, path in enumerate(tile.get("paths", [])):
        if {path["a"], path["b"]} == {leg.a, leg.b}:
            return number
    return None


def _end_point(scene: MapScene, layout: TileLayout, rotation: int, end: str) -> Point:
    kind, index = parse_end(end)
    if kind == "edge":
        return scene.geo.edge_midpoint(rotate_edge(index, rotation))
    station = layout.station(kind, index)
    return station.point if station is not None else (0.0, 0.0)


def leg_curve(scene: MapScene, leg: RouteLeg) -> Curve | None:
    """The leg's curve in scene coordinates, running from leg.a to leg.b."""
    if leg.hex not in scene.records:
        return None
    state = scene.snapshot.hexes.get(leg.hex)
    if state is None:
        return None
    layout = scene.tile_layout(state)
    tile = resolve_tile(scene.data, state, scene.records[leg.hex])
    number = _find_path(tile, leg)
    span = layout.track(number) if number is not None else None
    if span is not None:
        curve = span.curve if (span.a, span.b) == (leg.a, leg.b) else span.curve.reversed()
    else:
        curve = _fallback(scene, layout, state.rotation, leg)
    curve = _trim_at_cities(curve, layout, leg)
    return curve.translated(scene.hex_center(leg.hex))


def _trim_at_cities(curve: Curve, layout: TileLayout, leg: RouteLeg) -> Curve:
    """Stop the line at a city's edge, so that its tokens stay visible."""
    for end, at_start in ((leg.a, True), (leg.b, False)):
        kind, index = parse_end(end)
        station = layout.station(kind, index) if kind == "city" else None
        if station is None:
            continue
        t = _exit_t(curve if at_start else curve.reversed(), station.point, station.radius)
        if t <= 0.0 or t >= 1.0:
            continue
        curve = curve.segment(t, 1.0) if at_start else curve.segment(0.0, 1.0 - t)
    return curve


def _exit_t(curve: Curve, center: Point, radius: float) -> float:
    """Parameter where a curve starting inside a circle leaves it (bisection)."""
    if length(sub(curve.p3, center)) <= radius:
        return 1.0
    lo, hi = 0.0, 1.0
    for _ in range(24):
        mid = (lo + hi) / 2
        if length(sub(curve.point(mid), center)) < radius:
            lo = mid
        else:
            hi = mid
    return hi


def _fallback(scene: MapScene, layout: TileLayout, rotation: int, leg: RouteLeg) -> Curve:
    """A leg along track the tile does not have (a stale snapshot): draw it anyway."""
    a = _end_point(scene, layout, rotation, leg.a)
    b = _end_point(scene, layout, rotation, leg.b)
    ka, kb = parse_end(leg.a), parse_end(leg.b)
    if ka[0] == "edge" and kb[0] == "edge":
        ha = scene.geo.inward(rotate_edge(ka[1], rotation))
        hb = scene.geo.inward(rotate_edge(kb[1], rotation))
        return track_between(a, ha, b, (-hb[0], -hb[1]))
    return line(a, b)


def route_curves(route: RouteSnapshot, scene: MapScene) -> list[Curve]:
    return [c for c in (leg_curve(scene, leg) for leg in route.legs) if c is not None]


class RouteItem(QGraphicsItem):
    """One route: a white halo, then the route's colour in its dash pattern,
    and a tag with the train's name at its start."""

    def __init__(self, route: RouteSnapshot, curves: list[Curve], number: int, size: float) -> None:
        super().__init__()
        self.route = route
        self.number = number
        self.size = size
        self.color, self.pattern = route_style(number)
        self.path = QPainterPath()
        for curve in curves:
            curve_path(curve, self.path)
        # The train's tag sits halfway along the first leg, clear of the first stop.
        self._start = curves[0].point(0.5) if curves else None
        self.setZValue(2)
        label = f"{route.train}"
        if route.company:
            label = f"{route.company} {label}"
        if route.revenue is not None:
            label += f": {route.revenue}"
        self.setToolTip(translate("RouteItem", "Route of train {label}").format(label=label))

    def pen(self) -> QPen:
        pen = QPen(
            self.color,
            0.085 * self.size,
            Qt.PenStyle.SolidLine,
            Qt.PenCapStyle.RoundCap,
            Qt.PenJoinStyle.RoundJoin,
        )
        if self.pattern:
            pen.setDashPattern(list(self.pattern))
        return pen

    def boundingRect(self) -> QRectF:
        pad = 0.3 * self.size
        return self.path.boundingRect().adjusted(-pad, -pad, pad, pad)

    def shape(self) -> QPainterPath:
        stroker = QPainterPathStroker()
        stroker.setWidth(0.15 * self.size)
        return stroker.createStroke(self.path)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        halo = QColor(255, 255, 255, 215)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(
            QPen(
                halo,
                0.15 * self.size,
                Qt.PenStyle.SolidLine,
                Qt.PenCapStyle.RoundCap,
                Qt.PenJoinStyle.RoundJoin,
            )
        )
        painter.drawPath(self.path)
        painter.setPen(self.pen())
        painter.drawPath(self.path)
        if self._start is not None:
            self._paint_tag(painter)

    def _paint_tag(self, painter: QPainter) -> None:
        s = self.size
        center = QPointF(*self._start)
        rect = QRectF(center.x() - 0.17 * s, center.y() - 0.12 * s, 0.34 * s, 0.24 * s)
        painter.setPen(QPen(QColor("#ffffff"), 0.025 * s))
        painter.setBrush(self.color)
        painter.drawRoundedRect(rect, 0.06 * s, 0.06 * s)
        draw_text(
            painter,
            (center.x(), center.y()),
            0.32 * s,
            0.2 * s,
            self.route.train,
            0.17 * s,
            palette.readable_on(self.color),
            bold=True,
        )
