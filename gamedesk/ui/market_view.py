"""The stock market: the title's chart with its zones, and the companies'
price markers stacked in their cells.

Markers come as a snapshot, `{(row, column): [symbol, ...]}` with the top of
each stack first (the company that arrived last on a cell is on top, and in
18xx that order decides who operates first among equal prices).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QResizeEvent, QTransform
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsSceneHelpEvent,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)

from gamedesk.engine.messages import QT_TRANSLATE_NOOP
from gamedesk.ui import palette
from gamedesk.ui.i18n import translate
from gamedesk.ui.tile_paint import draw_text

Cell = tuple[int, int]
Markers = dict[Cell, list[str]]

CELL_W, CELL_H = 72.0, 96.0
PAR_PX, LEGEND_PX = 12, 13  # text sizes in scene units (a cell is CELL_W wide)
WRAP, LINE_GAP = 12, 14.0  # spaces per line of a wrapped one-row chart, and between lines

# Our own words for the zones (the data's texts are for reference only).
ZONE_WORDS = {
    "par": QT_TRANSLATE_NOOP("Market", "par price"),
    "par_1": QT_TRANSLATE_NOOP("Market", "par price (majors and minors)"),
    "endgame": QT_TRANSLATE_NOOP("Market", "game ends"),
    "no_cert_limit": QT_TRANSLATE_NOOP("Market", "not counted for the certificate limit"),
    "unlimited": QT_TRANSLATE_NOOP("Market", "may be held above the usual limit"),
    "multiple_buy": QT_TRANSLATE_NOOP("Market", "several shares may be bought at once"),
    "close": QT_TRANSLATE_NOOP("Market", "company closes"),
    "blue_dividend": QT_TRANSLATE_NOOP("Market", "blue zone"),
}
ZONE_FILL = {
    "yellow": "#fff1a1",
    "green": "#cdeec0",
    "brown": "#e3c49f",
    "blue": "#cfe2ff",
    "black": "#4a4a4a",
    "red": "#ffd5d5",
    "peach": "#ffe1cc",
}
PAR_TYPES = ("par", "par_1", "par_2", "par_3")


def zigzag_titles() -> frozenset[str]:
    """Titles whose one-row chart is printed as a zig-zag over two rows."""
    from gamedesk.titles import registry

    return frozenset(e.name for e in registry.entries() if e.market_zigzag)


class MarketLayout:
    """Where each cell of `stock_market` goes on screen."""

    def __init__(self, market: dict, zigzag: bool = False) -> None:
        self.market = market
        one_row = market.get("shape") == "1d"
        self.zigzag = zigzag and one_row
        # a long one-row chart (1822MX: 36 spaces) reads as lines of text, so that
        # its spaces stay large enough to read in a dock
        length = len(market["rows"][0]) if market.get("rows") else 0
        self.wrap = WRAP if one_row and not self.zigzag and length > 1.5 * WRAP else None

    def cells(self) -> list[tuple[Cell, dict]]:
        return [
            ((r, c), cell)
            for r, row in enumerate(self.market["rows"])
            for c, cell in enumerate(row)
            if cell is not None
        ]

    def rect(self, cell: Cell) -> QRectF:
        row, col = cell
        if self.zigzag:  # alternately in the upper and the lower row, half a cell apart
            return QRectF(col * CELL_W * 0.5, (col % 2) * CELL_H, CELL_W, CELL_H)
        if self.wrap:
            line, col = divmod(col, self.wrap)
            return QRectF(col * CELL_W, line * (CELL_H + LINE_GAP), CELL_W, CELL_H)
        return QRectF(col * CELL_W, row * CELL_H, CELL_W, CELL_H)


def _zone_style(cell: dict, legend: dict) -> tuple[QColor | None, QColor | None, bool]:
    """(fill, frame colour, is par) of a cell from its zone letters."""
    fill = frame = None
    is_par = False
    for letter, kind in zip(cell.get("markers", ""), cell.get("types", []), strict=False):
        color = (legend.get(letter) or {}).get("color", "gray")
        if kind in PAR_TYPES:
            if not is_par:  # the first par letter names the main kind of par
                frame = palette.qcolor(color, "#d00000")
            is_par = True
        elif kind == "endgame":
            frame = palette.qcolor(color, "#1b65d1")
            fill = fill or palette.qcolor(ZONE_FILL.get(color, color))
        elif fill is None:
            fill = palette.qcolor(ZONE_FILL.get(color, color), "#dddddd")
    return fill, frame, is_par


class MarketGridItem(QGraphicsItem):
    """All the cells of the chart, painted in one pass (they never change)."""

    def __init__(self, layout: MarketLayout, currency: tuple[str, str]) -> None:
        super().__init__()
        self.layout = layout
        self.currency = currency
        self._cells = layout.cells()
        self._bounds = QRectF()
        for cell, _ in self._cells:
            self._bounds = self._bounds.united(layout.rect(cell))

    def boundingRect(self) -> QRectF:
        return self._bounds.adjusted(-4, -4, 4, 4)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        legend = self.layout.market.get("legend", {})
        for cell, data in self._cells:
            self._paint_cell(painter, self.layout.rect(cell), data, legend)

    def _paint_cell(self, painter: QPainter, rect: QRectF, data: dict, legend: dict) -> None:
        fill, frame, is_par = _zone_style(data, legend)
        painter.setPen(QPen(palette.OUTLINE, 1.0))
        painter.setBrush(fill or QColor("#ffffff"))
        painter.drawRect(rect)
        if frame is not None:
            painter.setPen(QPen(frame, 3.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(rect.adjusted(2.5, 2.5, -2.5, -2.5))
        ink = palette.readable_on(fill) if fill else palette.INK
        prefix, suffix = self.currency
        text = f"{prefix}{data['price']}{suffix}"
        center_x = rect.center().x()
        draw_text(
            painter, (center_x, rect.top() + 15), rect.width() - 8, 16, text, 15, ink, bold=is_par
        )
        if is_par:
            label = QColor(frame or palette.INK)
            if label.lightness() > 160:  # a pale frame colour would not read as text
                label = label.darker(170)
            draw_text(
                painter,
                (center_x, rect.top() + 33),
                rect.width() - 8,
                PAR_PX,
                "PAR",
                PAR_PX,
                label,
                bold=True,
            )


def marker_px(sym: str) -> int:
    """The text size of a company's marker: as large as its symbol fits the disc."""
    return 13 if len(sym) <= 2 else 11 if len(sym) == 3 else 9


class MarkerItem(QGraphicsItem):
    """One company's price marker: a disc in its colours with its symbol."""

    RADIUS = 15.0

    def __init__(self, sym: str, fill: QColor, text: QColor) -> None:
        super().__init__()
        self.sym, self.fill, self.text = sym, fill, text
        self.setToolTip(sym)

    def boundingRect(self) -> QRectF:
        r = self.RADIUS + 2
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(palette.INK, 1.5))
        painter.setBrush(self.fill)
        painter.drawEllipse(QPointF(0, 0), self.RADIUS, self.RADIUS)
        size = marker_px(self.sym)
        draw_text(
            painter,
            (0.0, 0.0),
            2 * self.RADIUS - 4,
            self.RADIUS,
            self.sym,
            size,
            self.text,
            bold=True,
        )


class MarketScene(QGraphicsScene):
    """The chart of `game["stock_market"]` with company markers."""

    def __init__(
        self,
        game: dict,
        markers: Markers | None = None,
        parent: QObject | None = None,
        zigzag: bool | None = None,
    ) -> None:
        super().__init__(parent)
        self.game = game
        market = game["stock_market"]
        if zigzag is None:
            zigzag = game.get("title") in zigzag_titles()
        self.layout = MarketLayout(market, zigzag)
        currency = game.get("currency") or {}
        self.grid = MarketGridItem(
            self.layout, (currency.get("prefix", "$"), currency.get("suffix", ""))
        )
        self.grid.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # drawn once a zoom
        self.addItem(self.grid)
        self._companies = palette.company_colors(game)
        self.marker_items: dict[Cell, list[MarkerItem]] = {}
        self.markers_shown: Markers | None = None  # those shown
        # sym -> hover text, asked when the pointer rests on a marker (the window's
        # preview of sales is costly, so it is made only then)
        self.tip_source: Callable[[str], str] | None = None
        self._add_legend()
        self.setBackgroundBrush(QColor("#ffffff"))
        self.set_markers(markers or {})
        self.setSceneRect(self.itemsBoundingRect().adjusted(-12, -12, 12, 12))

    def smallest_text(self) -> float:
        """The smallest text the chart paints (the market view's zoom keeps it readable)."""
        game = self.game
        syms = [c["sym"] for c in [*game.get("corporations", []), *game.get("minors", [])]]
        return min([PAR_PX, LEGEND_PX, *(marker_px(sym) for sym in syms)])

    def set_markers(self, markers: Markers) -> None:
        """Show the markers; each list is a stack, top first. The same markers
        again change nothing (items put back repaint the view)."""
        if markers == self.markers_shown:
            return
        self.markers_shown = {cell: list(stack) for cell, stack in markers.items()}
        for items in self.marker_items.values():
            for item in items:
                self.removeItem(item)
        self.marker_items = {}
        for cell, stack in markers.items():
            self.marker_items[cell] = self._stack(cell, stack)

    def marker_tip(self, sym: str) -> str:
        return self.tip_source(sym) if self.tip_source else sym

    def helpEvent(self, event: QGraphicsSceneHelpEvent) -> None:
        for item in self.items(event.scenePos()):
            if isinstance(item, MarkerItem):
                item.setToolTip(self.marker_tip(item.sym))
                break
        super().helpEvent(event)

    def _stack(self, cell: Cell, stack: list[str]) -> list[MarkerItem]:
        """Markers in reading order, two to a row: the top of the stack first
        (upper left). More than four overlap, the earlier ones on top."""
        rect = self.layout.rect(cell)
        r = MarkerItem.RADIUS
        rows = max(2, (len(stack) + 1) // 2)
        area_top, area_bottom = rect.top() + 40, rect.bottom() - 3
        step_y = min(2 * r + 2, (area_bottom - area_top - 2 * r) / max(1, rows - 1))
        items = []
        for depth, sym in enumerate(stack):
            fill, text = self._companies.get(sym, (QColor("#777777"), QColor("#ffffff")))
            item = MarkerItem(sym, fill, text)
            x = rect.center().x() + (-1 if depth % 2 == 0 else 1) * (r + 1)
            y = area_top + r + (depth // 2) * step_y
            item.setPos(x, y)
            item.setZValue(100 - depth)  # the first of the list lies on top
            self.addItem(item)
            items.append(item)
        return items

    def _add_legend(self) -> None:
        market = self.game["stock_market"]
        bounds = self.grid.boundingRect()
        y = bounds.bottom() + 18
        x = bounds.left()
        for letter, entry in market.get("legend", {}).items():
            kind = entry.get("type", "")
            words = translate("Market", ZONE_WORDS[kind]) if kind in ZONE_WORDS else kind or letter
            item = LegendItem(entry.get("color", "gray"), entry.get("type", ""), words)
            item.setPos(x, y)
            self.addItem(item)
            x += item.boundingRect().width() + 24
        pars = ", ".join(str(p) for p in market.get("par_values", []))
        if pars:
            said = translate("Market", "Par prices: {prices}").format(prices=pars)
            text = self.addSimpleText(said, palette.font(14, bold=True))
            text.setPos(bounds.left(), y + 30)


class LegendItem(QGraphicsItem):
    """A swatch of a zone's colour and what the zone means."""

    def __init__(self, color: str, kind: str, words: str) -> None:
        super().__init__()
        self.kind, self.words = kind, words
        self.fill = palette.qcolor(ZONE_FILL.get(color, color), "#dddddd")
        self.frame = palette.qcolor(color, "#444444")
        self._width = 30 + len(words) * 0.6 * LEGEND_PX

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self._width, 22)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        swatch = QRectF(0, 2, 20, 18)
        is_frame = self.kind in PAR_TYPES or self.kind == "endgame"
        painter.setPen(QPen(self.frame if is_frame else palette.OUTLINE, 3 if is_frame else 1))
        painter.setBrush(QColor("#ffffff") if self.kind in PAR_TYPES else self.fill)
        painter.drawRect(swatch)
        painter.setFont(palette.font(LEGEND_PX))
        painter.setPen(palette.INK)
        painter.drawText(
            QRectF(26, 0, self._width - 26, 22),
            int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft),
            self.words,
        )


class MarketView(QGraphicsView):
    """The market scene, fitted to the widget when its text stays readable there
    (palette.min_label_px); else at the readable size, centred on the markers,
    the rest a scroll away."""

    def __init__(
        self, game: dict, markers: Markers | None = None, parent: QWidget | None = None
    ) -> None:
        self.market_scene = MarketScene(game, markers)
        super().__init__(self.market_scene, parent)
        self._fitted: tuple | None = None  # what the last fit was made for
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)

    def set_markers(self, markers: Markers) -> None:
        self.market_scene.set_markers(markers)

    def readable_scale(self) -> float:
        return palette.min_label_px() / self.market_scene.smallest_text()

    def fit(self) -> None:
        rect, port = self.market_scene.sceneRect(), self.viewport().rect()
        if rect.isEmpty() or port.isEmpty():
            return
        # the same chart, size and markers: the view is already fitted
        fitted = (rect, port, self.market_scene.markers_shown)
        if fitted == self._fitted:
            return
        self._fitted = fitted
        whole = min(port.width() / rect.width(), port.height() / rect.height())
        if whole >= self.readable_scale():
            self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
            return
        scale = self.readable_scale()
        self.setTransform(QTransform.fromScale(scale, scale))
        markers = [i for items in self.market_scene.marker_items.values() for i in items]
        if markers:
            box = markers[0].sceneBoundingRect()
            for item in markers[1:]:
                box = box.united(item.sceneBoundingRect())
            self.centerOn(box.center())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()
