"""Graphics items of one hex: its ground (fill, outline, borders) and its tile.

Two items per hex because of stacking: every hex's ground lies under every
tile's track, so a track crossing into the next hex is never cut by that
hex's outline. Items are updated in place (`set_state`), so a redraw after an
action touches only the hexes that changed.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPolygonItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from gamedesk.ui import palette
from gamedesk.ui.map_state import HexSnapshot
from gamedesk.ui.tile_geometry import HexLayout, Point
from gamedesk.ui.tile_layout import TileLayout
from gamedesk.ui.tile_paint import (
    PaintStyle,
    PreparedTrack,
    draw_text,
    paint_spots,
    paint_stations,
    paint_track,
    prepare_track,
)
from gamedesk.ui.tile_spots import Spot


def hex_polygon(geo: HexLayout) -> QPolygonF:
    return QPolygonF([QPointF(*p) for p in geo.corners()])


class HexBaseItem(QGraphicsItem):
    """The ground of a hex: colour, outline, impassable and water borders."""

    def __init__(self, coord: str, geo: HexLayout) -> None:
        super().__init__()
        self.coord = coord
        self.geo = geo
        self._polygon = hex_polygon(geo)
        self._fill = QColor("#ffffff")
        self._borders: dict[int, tuple[str | None, int | None]] = {}
        self._taken: tuple[Box, ...] = ()
        self.setZValue(0)

    def set_state(
        self,
        fill: QColor,
        borders: dict[int, tuple[str | None, int | None]],
        taken: tuple[Box, ...] = (),
    ) -> None:
        """`borders`: hex edge -> (type, cost); type None = edge not drawn.
        `taken`: boxes (centre x, centre y, width, height) the tile's names,
        revenues and stations cover, which a crossing cost must not hide."""
        if fill == self._fill and borders == self._borders and taken == self._taken:
            return  # unchanged: keep the cached picture (a jump redraws fewer hexes)
        self._fill = fill
        self._borders = borders
        self._taken = taken
        self.update()

    def boundingRect(self) -> QRectF:
        pad = 0.06 * self.geo.size
        return self._polygon.boundingRect().adjusted(-pad, -pad, pad, pad)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addPolygon(self._polygon)
        return path

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self._fill)
        painter.drawPolygon(self._polygon)
        size = self.geo.size
        outline = QPen(palette.OUTLINE, 0.02 * size)
        for edge in range(6):
            kind, cost = self._borders.get(edge, ("edge", None))
            if kind is None:
                continue  # inside a double hex: no line (18MEX Mexico City)
            a, b = (QPointF(*p) for p in self.geo.edge_ends(edge))
            painter.setPen(outline)
            painter.drawLine(a, b)
            if kind == "impassable":
                painter.setPen(
                    QPen(
                        palette.IMPASSABLE,
                        0.08 * size,
                        Qt.PenStyle.SolidLine,
                        Qt.PenCapStyle.RoundCap,
                    )
                )
                painter.drawLine(a, b)
            elif kind == "water":
                self._paint_water(painter, edge, a, b, cost)

    def _paint_water(
        self, painter: QPainter, edge: int, a: QPointF, b: QPointF, cost: int | None
    ) -> None:
        size = self.geo.size
        painter.setPen(
            QPen(QColor("#2a7bd6"), 0.07 * size, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        )
        painter.drawLine(a, b)
        if cost:
            mid = self.cost_spot(edge)
            draw_text(
                painter,
                mid,
                0.3 * size,
                0.14 * size,
                str(cost),
                0.12 * size,
                QColor("#1d4f8f"),
                bold=True,
            )


    def cost_spot(self, edge: int) -> Point:
        """Where a water edge's crossing cost is written: inside the edge, slid
        along it until it clears the town names and revenues near it (a name
        sits low in the hex, just where the lower edges' costs would go)."""
        geo = self.geo
        cx, cy = geo.toward(edge, geo.inradius * 0.8)
        a, b = geo.edge_ends(edge)
        ux, uy = (b[0] - a[0]) / geo.size, (b[1] - a[1]) / geo.size  # a unit along the edge
        for slide in COST_SLIDES:
            point = (cx + slide * geo.size * ux, cy + slide * geo.size * uy)
            if not any(_overlap(point, COST_BOX, box, geo.size) for box in self._taken):
                return point
        return (cx, cy)


Box = tuple[float, float, float, float]
COST_BOX = (0.3, 0.14)  # a crossing cost's box, in hex sizes
COST_SLIDES = (0.0, -0.22, 0.22, -0.34, 0.34)  # along the edge, in hex sizes


def taken_boxes(layout: TileLayout | None) -> tuple[Box, ...]:
    """The boxes a tile's writing and stations cover (see `HexBaseItem.set_state`)."""
    if layout is None:
        return ()
    boxes = [(spot.center[0], spot.center[1], spot.width, spot.height) for spot in layout.spots]
    for station in layout.stations:
        d = 2 * station.radius
        boxes.append((station.point[0], station.point[1], d, d))
    return tuple(boxes)


def _overlap(point: Point, box: tuple[float, float], other: Box, size: float) -> bool:
    """Whether a box of `box` hex sizes centred on `point` meets `other`."""
    ox, oy, ow, oh = other
    return (
        abs(point[0] - ox) * 2 < box[0] * size + ow
        and abs(point[1] - oy) * 2 < box[1] * size + oh
    )


class TileItem(QGraphicsItem):
    """The tile on a hex: track, stations, tokens, revenue, labels and names."""

    def __init__(self, coord: str, geo: HexLayout) -> None:
        super().__init__()
        self.coord = coord
        self.geo = geo
        self._polygon = hex_polygon(geo)
        self.state: HexSnapshot | None = None
        self.layout: TileLayout | None = None
        self._track: PreparedTrack | None = None
        self._style = PaintStyle(geo.size)
        self._fill = QColor("#ffffff")
        self._ground: list[Spot] = []
        self._above: list[Spot] = []
        self.version = 0  # counts redraw requests (tests check that others stay put)
        self.setZValue(1)

    def set_state(
        self, state: HexSnapshot, layout: TileLayout, style: PaintStyle, fill: QColor, tooltip: str
    ) -> None:
        if layout is not self.layout:
            self._track = prepare_track(layout, self.geo.size)
        self.state, self.layout, self._style, self._fill = state, layout, style, fill
        # Terrain, names and tile numbers sit on the ground; the rest above the track.
        self._ground = [s for s in layout.spots if s.kind in ("terrain", "name", "number")]
        self._above = [s for s in layout.spots if s.kind not in ("terrain", "name", "number")]
        self.setToolTip(tooltip)
        self.version += 1
        self.update()

    def boundingRect(self) -> QRectF:
        pad = 0.05 * self.geo.size
        return self._polygon.boundingRect().adjusted(-pad, -pad, pad, pad)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addPolygon(self._polygon)
        return path

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self.layout is None or self.state is None or self._track is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        paint_spots(painter, self._ground, self._style, self._fill)
        paint_track(painter, self._track, self.geo.size)
        paint_stations(painter, self.layout, self.state, self._style)
        paint_spots(painter, self._above, self._style, self._fill)
        if self.state.markers:
            paint_markers(painter, self.state.markers, self.geo.size)
        if self.state.closed:
            paint_closed(painter, self.layout, self.geo.size)


def paint_closed(painter: QPainter, layout: TileLayout, size: float) -> None:
    """A closed mountain pass (18ESP R-011): each circle barred by a cross, so
    it reads as closed without its colour."""
    painter.setPen(QPen(QColor("#3a0000"), 0.06 * size, Qt.PenStyle.SolidLine,
                        Qt.PenCapStyle.RoundCap))
    for station in layout.stations:
        if station.kind != "city":
            continue
        d = station.slot_radius * 0.6
        for x, y in station.slot_centers():
            painter.drawLine(QPointF(x - d, y - d), QPointF(x + d, y + d))
            painter.drawLine(QPointF(x - d, y + d), QPointF(x + d, y - d))


MARKER_FILL = QColor("#c62828")


def paint_markers(painter: QPainter, count: int, size: float) -> None:
    """Builder cubes: small red squares in a row low in the hex, one per cube."""
    side = 0.16 * size
    gap = 0.05 * size
    width = count * side + (count - 1) * gap
    x0, y = -width / 2, 0.48 * size
    painter.setPen(QPen(QColor("#3a0000"), 0.02 * size))
    painter.setBrush(MARKER_FILL)
    for n in range(count):
        painter.drawRect(QRectF(x0 + n * (side + gap), y, side, side))


# Marks of the choice on the map. Each differs from the others by its line
# (dashed, solid and doubled), not only by its colour.
OFFERED = QColor("#ff8c00")
SELECTED = QColor("#1b65d1")
REACH = QColor("#12408a")


def hex_mark(geo: HexLayout, kind: str) -> QGraphicsPolygonItem:
    """The outline of an offered hex (dashed) or of the chosen one (thick, solid,
    with an inner line); it takes no clicks."""
    item = QGraphicsPolygonItem(hex_polygon(geo))
    if kind == "selected":
        pen = QPen(SELECTED, 0.09 * geo.size, Qt.PenStyle.SolidLine)
        inner = QGraphicsPolygonItem(
            QPolygonF([QPointF(x * 0.84, y * 0.84) for x, y in geo.corners()]), item
        )
        inner.setPen(QPen(SELECTED, 0.025 * geo.size))
    else:
        pen = QPen(OFFERED, 0.06 * geo.size, Qt.PenStyle.DashLine)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    item.setPen(pen)
    item.setBrush(QBrush(Qt.BrushStyle.NoBrush))
    item.setZValue(50)
    item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    return item


def reach_path(geo: HexLayout, centers: dict[str, Point], edges: dict) -> QPainterPath:
    """Small arrow heads inside the hex sides that a company's track reaches
    (`edges`: hex -> sides), pointing out: where new track joins its network."""
    path = QPainterPath()
    base, depth = 0.13 * geo.size, 0.15 * geo.size
    for coord, sides in edges.items():
        if coord not in centers:
            continue
        cx, cy = centers[coord]
        for side in sides:
            mx, my = geo.edge_midpoint(side)
            dx, dy = geo.toward(side, 1.0)
            tip = QPointF(cx + mx - 0.02 * geo.size * dx, cy + my - 0.02 * geo.size * dy)
            bx, by = cx + mx - depth * dx, cy + my - depth * dy
            left = QPointF(bx - base * dy, by + base * dx)
            right = QPointF(bx + base * dy, by - base * dx)
            path.addPolygon(QPolygonF([tip, left, right, tip]))
    return path
