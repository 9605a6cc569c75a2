"""The hex map as a QGraphicsScene, and the view that zooms and pans it.

`MapScene` is built from a title's data and a `MapSnapshot`; afterwards
`update_snapshot` redraws only what changed: the hexes whose snapshot differs
(their layout is cached per tile and rotation) and the routes.
"""

from __future__ import annotations

import weakref

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPen,
    QPixmapCache,
    QTransform,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QGraphicsPathItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QWidget,
)

from gamedesk.engine.data import TitleData
from gamedesk.engine.messages import QT_TRANSLATE_NOOP
from gamedesk.ui import palette
from gamedesk.ui.hex_info import future_label, hex_tooltip, resolve_tile
from gamedesk.ui.i18n import translate
from gamedesk.ui.map_state import HexSnapshot, MapSnapshot, RouteSnapshot, initial_snapshot
from gamedesk.ui.route_item import RouteItem, route_curves
from gamedesk.ui.tile_geometry import HexLayout, Point, length, sub
from gamedesk.ui.tile_item import REACH, HexBaseItem, TileItem, reach_path, taken_boxes
from gamedesk.ui.tile_layout import TileLayout, layout_tile
from gamedesk.ui.tile_paint import TEXT_FLOOR, PaintStyle
from gamedesk.ui.tile_spots import TileText

HEX_SIZE = 100.0  # scene units per hex circumradius


RECONSTRUCTED_CAPTION = QT_TRANSLATE_NOOP(
    "MapScene", "{title}: a reconstruction from the rulebook, not the printed map")


def axis_label(index: int, axis: str) -> str:
    """Printed name of coordinate `index` on an axis of numbers or letters."""
    if axis == "number":
        return str(index + 1)
    if index < 26:
        return chr(ord("A") + index)
    return chr(ord("A") + index // 26 - 1) + chr(ord("A") + index % 26)


# Tile layouts by the id of the title data they were made from, dropped with it
# and shared by every scene of that data: a layout depends only on the tile, its
# turn, the hex's texts and the hex size, so a second window or game of a title
# places no label again (a second scene took 54-132 ms before, 17-60 after).
_LAYOUTS: dict[int, dict[tuple, TileLayout]] = {}


def shared_layouts(data: TitleData) -> dict[tuple, TileLayout]:
    key = id(data)
    if key not in _LAYOUTS:
        _LAYOUTS[key] = {}
        weakref.finalize(data, _LAYOUTS.pop, key, None)
    return _LAYOUTS[key]


class MapScene(QGraphicsScene):
    """All hexes of a title's map, drawn from a snapshot."""

    def __init__(
        self,
        data: TitleData,
        snapshot: MapSnapshot | None = None,
        parent: QObject | None = None,
        size: float = HEX_SIZE,
    ) -> None:
        super().__init__(parent)
        self.data = data
        self.geo = HexLayout(data.map["layout"]["orientation"], size)
        self.records = {h["coord"]: h for h in data.map["hexes"]}
        self._by_xy = {(h["x"], h["y"]): h["coord"] for h in data.map["hexes"]}
        self._parity = (data.map["hexes"][0]["x"] + data.map["hexes"][0]["y"]) % 2
        self._layouts = shared_layouts(data)
        self.bases: dict[str, HexBaseItem] = {}
        self.tiles: dict[str, TileItem] = {}
        self.route_items: list[RouteItem] = []
        self.snapshot = MapSnapshot({})
        self._companies = palette.company_colors(data.game)
        self.setBackgroundBrush(QColor("#f4f1e8"))
        self._build_hexes()
        self._build_axis_labels()
        self.caption = self._build_caption()
        self.reach_edges: dict[str, frozenset[int]] = {}
        self.reach_item = QGraphicsPathItem()
        self.reach_item.setBrush(REACH)
        self.reach_item.setPen(QPen(QColor("#ffffff"), 0.015 * size))
        self.reach_item.setZValue(40)  # over the tiles and routes, under the choice
        self.reach_item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.addItem(self.reach_item)
        self.update_snapshot(snapshot or initial_snapshot(data))
        bounds = self.itemsBoundingRect()
        pad = 0.3 * size
        self.setSceneRect(bounds.adjusted(-pad, -pad, pad, pad))

    # ------------------------------------------------------------ building

    def _build_hexes(self) -> None:
        for coord, record in self.records.items():
            center = QPointF(*self.geo.center(record["x"], record["y"]))
            base, tile = HexBaseItem(coord, self.geo), TileItem(coord, self.geo)
            for item in (base, tile):
                item.setPos(center)
                self.addItem(item)
            self.bases[coord], self.tiles[coord] = base, tile

    def axis_marks(self) -> tuple[list[tuple[str, float]], list[tuple[str, float]]]:
        """The printed column names with their scene x, the row names with their y."""
        layout, geo = self.data.map["layout"], self.geo
        xs = sorted({h["x"] for h in self.records.values()})
        ys = sorted({h["y"] for h in self.records.values()})
        columns = [(axis_label(x, layout["x_axis"]), geo.center(x, 0)[0]) for x in xs]
        rows = [(axis_label(y, layout["y_axis"]), geo.center(0, y)[1]) for y in ys]
        return columns, rows

    def _build_axis_labels(self) -> None:
        geo = self.geo
        centers = [geo.center(h["x"], h["y"]) for h in self.records.values()]
        left, right = min(c[0] for c in centers), max(c[0] for c in centers)
        top, bottom = min(c[1] for c in centers), max(c[1] for c in centers)
        margin = geo.size * 1.35
        columns, rows = self.axis_marks()
        for text, cx in columns:
            for cy in (top - margin, bottom + margin):
                self._axis_text(text, (cx, cy))
        for text, cy in rows:
            for cx in (left - margin, right + margin):
                self._axis_text(text, (cx, cy))

    def _build_caption(self) -> QGraphicsSimpleTextItem | None:
        """Under a map marked as a reconstruction (map.json `reconstructed`), a
        line saying so, so that no picture of it passes for the printed map."""
        if not self.data.map.get("reconstructed"):
            return None
        item = QGraphicsSimpleTextItem(
            translate("MapScene", RECONSTRUCTED_CAPTION).format(title=self.data.title))
        item.setFont(palette.font(round(0.3 * self.geo.size), bold=True))
        item.setBrush(QColor("#8a1c1c"))
        bottom = max(self.geo.center(h["x"], h["y"])[1] for h in self.records.values())
        left = min(self.geo.center(h["x"], h["y"])[0] for h in self.records.values())
        item.setPos(left - self.geo.size, bottom + self.geo.size * 1.9)
        self.addItem(item)
        return item

    def _axis_text(self, text: str, center: Point) -> None:
        item = QGraphicsSimpleTextItem(text)
        item.setFont(palette.font(round(0.3 * self.geo.size), bold=True))
        item.setBrush(QColor("#505050"))
        rect = item.boundingRect()
        item.setPos(center[0] - rect.width() / 2, center[1] - rect.height() / 2)
        item.setZValue(0)
        self.addItem(item)

    # ------------------------------------------------------------- updates

    def update_snapshot(self, snapshot: MapSnapshot) -> set[str]:
        """Show `snapshot`; returns the coordinates of the hexes redrawn."""
        old = self.snapshot
        phase_changed = snapshot.phase_colors != old.phase_colors
        changed = {
            coord
            for coord, state in snapshot.hexes.items()
            if coord in self.records
            and (old.hexes.get(coord) != state or (phase_changed and self._by_phase(coord)))
        }
        style = PaintStyle(self.geo.size, snapshot.phase_colors, self._companies)
        for coord in changed:
            self._draw_hex(snapshot.hexes[coord], style)
        self.snapshot = snapshot
        if snapshot.routes != old.routes or changed:
            self._draw_routes(snapshot.routes)
        return changed

    def _by_phase(self, coord: str) -> bool:
        """Whether the hex's drawing changes with the phase (a revenue per phase):
        a phase change redraws only those (a redraw of the whole map costs 60 ms)."""
        layout = self.tiles[coord].layout
        return layout is None or any(s.kind == "phase_revenue" for s in layout.spots)

    def _draw_hex(self, state: HexSnapshot, style: PaintStyle) -> None:
        record = self.records[state.coord]
        tile = resolve_tile(self.data, state, record)
        layout = self.tile_layout(state)
        fill = palette.tile_fill(tile.get("color", "white"))
        self.bases[state.coord].set_state(
            fill, self._borders(record, tile, state.rotation), taken_boxes(layout))
        tooltip = hex_tooltip(self.data, state, record, style.phase_colors)
        if state.markers:
            cubes = translate("MapScene", "builder cubes: {count}")
            tooltip += "\n" + cubes.format(count=state.markers)
        if state.closed:
            tooltip += "\n" + translate(
                "MapScene", "closed mountain pass: no track through, no station")
        self.tiles[state.coord].set_state(state, layout, style, fill, tooltip)

    def tile_layout(self, state: HexSnapshot) -> TileLayout:
        """Layout of the tile on a hex, cached: laying a tile costs one layout."""
        record = self.records[state.coord]
        tile = resolve_tile(self.data, state, record)
        text = TileText(
            name=None if record.get("hide_location_name") else record.get("location_name"),
            number=None if state.is_printed else str(tile.get("name", state.tile)),
            future_label=future_label(record, tile),
            currency=self._currency(),
            icons=()
            if state.is_printed
            else tuple(
                icon.get("name", "?")
                for icon in record["tile"].get("icons", [])
                if icon.get("sticky")
            ),
        )
        key = (state.tile, state.coord if state.is_printed else "", state.rotation % 6, text,
               self.geo)
        if key not in self._layouts:
            self._layouts[key] = layout_tile(tile, state.rotation % 6, self.geo, text)
        return self._layouts[key]

    def _currency(self) -> tuple[str, str]:
        currency = self.data.game.get("currency") or {}
        return currency.get("prefix", "$"), currency.get("suffix", "")

    @staticmethod
    def _borders(record: dict, tile: dict, rotation: int) -> dict:
        """Edge markings: the printed hex's, plus those the laid tile carries."""
        borders = {}
        for border in record.get("borders", []):
            borders[int(border["edge"])] = (border.get("type"), border.get("cost"))
        if tile is not record["tile"]:
            for border in tile.get("borders", []):
                edge = (int(border["edge"]) + rotation) % 6
                borders[edge] = (border.get("type"), border.get("cost"))
        return borders

    def _draw_routes(self, routes: tuple[RouteSnapshot, ...]) -> None:
        for item in self.route_items:
            self.removeItem(item)
        self.route_items = []
        for number, route in enumerate(routes):
            curves = route_curves(route, self)
            item = RouteItem(route, curves, number, self.geo.size)
            self.addItem(item)
            self.route_items.append(item)

    def show_reach(self, edges: dict[str, frozenset[int]]) -> None:
        """Mark the hex sides the acting company's track reaches (hex -> sides;
        empty: no marks), so that a tile laid beside its track, not into it, shows."""
        if edges == self.reach_edges:
            return
        self.reach_edges = dict(edges)
        centers = {coord: self.hex_center(coord) for coord in edges if coord in self.records}
        self.reach_item.setPath(reach_path(self.geo, centers, edges))

    # ------------------------------------------------------------- queries

    def hex_center(self, coord: str) -> Point:
        record = self.records[coord]
        return self.geo.center(record["x"], record["y"])

    def hex_at(self, scene_point: Point) -> str | None:
        """The hex under a scene point, or None off the map."""
        xy = self.geo.nearest_center(scene_point, self._parity)
        coord = self._by_xy.get(xy)
        if coord is None:
            return None
        offset = sub(scene_point, self.hex_center(coord))
        return coord if length(offset) <= self.geo.size and self.geo.contains(offset) else None

    def stop_at(self, coord: str, scene_point: Point) -> int | None:
        """The revenue centre (city, town, off-board) of `coord` nearest a scene
        point: its index on the hex's tile, or None if the hex has none."""
        state = self.snapshot.hexes.get(coord)
        if state is None or coord not in self.records:
            return None
        stations = [
            s
            for s in self.tile_layout(state).stations
            if s.kind in ("city", "town", "halt", "offboard")
        ]
        if not stations:
            return None
        local = sub(scene_point, self.hex_center(coord))
        return min(stations, key=lambda s: length(sub(local, s.point))).index

    def stop_indexes(self, coord: str) -> list[int]:
        """The revenue centres (city, town, off-board) drawn on `coord`, by index."""
        state = self.snapshot.hexes.get(coord)
        if state is None or coord not in self.records:
            return []
        kinds = ("city", "town", "halt", "offboard")
        return sorted({s.index for s in self.tile_layout(state).stations if s.kind in kinds})

    def stop_point(self, coord: str, index: int) -> Point | None:
        """Where the revenue centre `index` of `coord` is drawn, in scene coordinates."""
        state = self.snapshot.hexes.get(coord)
        if state is None:
            return None
        for station in self.tile_layout(state).stations:
            if station.index == index and station.kind != "junction":
                x, y = self.hex_center(coord)
                return (x + station.point[0], y + station.point[1])
        return None

    def tooltip(self, coord: str) -> str:
        return self.tiles[coord].toolTip()


class MapView(QGraphicsView):
    """Zoom (wheel, +/-), readable size (0 or F), whole map (W), pan by dragging,
    click a hex. Its default zoom shows the map's smallest text at
    palette.min_label_px() (the whole map when that fits), centred on the
    company that operates; coordinates run along the top and left edges."""

    hexClicked = Signal(str)

    MIN_SCALE, MAX_SCALE = 0.03, 6.0
    RULER_PX = 11  # the coordinates along the edges, at 100 % text size

    def __init__(self, scene: MapScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self._press: QPointF | None = None
        # Hexes cached as pictures at the readable zoom take ~130 kB each: room
        # for a screenful of them and their neighbours (Qt's default is 10 MB).
        QPixmapCache.setCacheLimit(max(QPixmapCache.cacheLimit(), 64 * 1024))
        # "readable" or "whole": kept so on resizes until the user zooms (None)
        self.mode: str | None = "readable"
        self.fitted = True
        self.last_click: Point = (0.0, 0.0)  # scene point of the last click on a hex
        self.focus: QPointF | None = None  # where the acting company is
        self._turn: object = None
        self.moved_by_hand = False  # the player panned or zoomed in this turn

    def map_scene(self) -> MapScene:
        scene = self.scene()
        assert isinstance(scene, MapScene)
        return scene

    # ------------------------------------------------------------ zoom

    def readable_scale(self) -> float:
        """The zoom at which the smallest map text is palette.min_label_px() high."""
        scene_units = TEXT_FLOOR * self.map_scene().geo.size / HEX_SIZE
        return palette.min_label_px() / scene_units

    def whole_scale(self) -> float:
        rect, port = self.sceneRect(), self.viewport().rect()
        if rect.isEmpty() or port.isEmpty():
            return 1.0
        return min(port.width() / rect.width(), port.height() / rect.height())

    def zoom_by(self, factor: float) -> None:
        current = self.transform().m11()
        factor = max(self.MIN_SCALE / current, min(self.MAX_SCALE / current, factor))
        self.scale(factor, factor)
        self.mode, self.fitted = None, False
        self.moved_by_hand = True

    def fit_to_window(self) -> None:
        """The default view: readable text, the whole map if it fits so,
        centred on the acting company."""
        whole = self.whole_scale()
        if whole >= self.readable_scale():
            self.show_whole_map()
            self.mode = "readable"
            return
        self._set_scale(self.readable_scale())
        self.centerOn(self.focus if self.focus is not None else self.sceneRect().center())
        self.mode, self.fitted = "readable", True

    def show_whole_map(self) -> None:
        """All of the map in view (its small text may be under the readable size)."""
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        self.mode, self.fitted = "whole", True

    def _set_scale(self, scale: float) -> None:
        self.setTransform(QTransform.fromScale(scale, scale))

    def follow(self, turn: object, coords: list[str]) -> None:
        """A new turn (`turn` differs from the last): centre on `coords` (the
        acting company's stations), unless the whole map is in view. Within a
        turn the view stays where the player moved it."""
        if turn == self._turn:
            return
        self._turn, self.moved_by_hand = turn, False
        if not coords:
            return
        scene = self.map_scene()
        points = [scene.hex_center(c) for c in coords if c in scene.records]
        if not points:
            return
        self.focus = QPointF(
            sum(p[0] for p in points) / len(points), sum(p[1] for p in points) / len(points)
        )
        if self.mode == "readable":
            self.centerOn(self.focus)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self.mode == "whole":
            self.show_whole_map()
        elif self.mode == "readable" and not self.moved_by_hand:
            self.fit_to_window()

    # ------------------------------------------------------------ rulers

    def drawForeground(self, painter: QPainter, rect) -> None:
        """Column and row names along the top and left edges, when the map's
        own (at its border) are out of view."""
        visible = self.mapToScene(self.viewport().rect()).boundingRect()
        edge = 0.5 * self.map_scene().geo.size  # the map's own names lie within this
        top = visible.top() > self.sceneRect().top() + edge
        left = visible.left() > self.sceneRect().left() + edge
        if not (top or left):
            return
        columns, rows = self.map_scene().axis_marks()
        px = self.ruler_px()
        band, side = px + 6, 2.6 * px
        painter.save()
        painter.resetTransform()
        width, height = self.viewport().width(), self.viewport().height()
        painter.setFont(palette.font(px, bold=True))
        if top:
            self._ruler(painter, QRectF(0, 0, width, band))
            for text, x in columns:
                vx = self.mapFromScene(QPointF(x, 0)).x()
                if side < vx < width:
                    box = QRectF(vx - 30, 0, 60, band)
                    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
        if left:
            self._ruler(painter, QRectF(0, 0, side, height))
            for text, y in rows:
                vy = self.mapFromScene(QPointF(0, y)).y()
                if band < vy < height:
                    box = QRectF(0, vy - band / 2, side, band)
                    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
        painter.restore()

    def ruler_px(self) -> int:
        return max(1, round(self.RULER_PX * palette.text_scale()))

    @staticmethod
    def _ruler(painter: QPainter, band: QRectF) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(244, 241, 232, 215))
        painter.drawRect(band)
        painter.setPen(QColor("#303030"))

    # ------------------------------------------------------------ input

    def scrollContentsBy(self, dx: int, dy: int) -> None:
        super().scrollContentsBy(dx, dy)
        self.viewport().update()  # the rulers move with the map

    def wheelEvent(self, event: QWheelEvent) -> None:
        steps = event.angleDelta().y() / 120.0
        if steps:
            self.zoom_by(1.15**steps)
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom_by(1.25)
        elif key == Qt.Key.Key_Minus:
            self.zoom_by(0.8)
        elif key in (Qt.Key.Key_0, Qt.Key.Key_F):
            self.fit_to_window()
        elif key == Qt.Key.Key_W:
            self.show_whole_map()
        else:
            if key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down):
                self.moved_by_hand = True
            super().keyPressEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._press = event.position()
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        super().mouseReleaseEvent(event)
        press, self._press = self._press, None
        if press is None or event.button() != Qt.MouseButton.LeftButton:
            return
        moved = event.position() - press
        if abs(moved.x()) + abs(moved.y()) > 4:
            self.moved_by_hand = True
            return  # that was a drag to pan, not a click
        point = self.mapToScene(event.position().toPoint())
        coord = self.map_scene().hex_at((point.x(), point.y()))
        if coord is not None:
            self.last_click = (point.x(), point.y())
            self.hexClicked.emit(coord)
