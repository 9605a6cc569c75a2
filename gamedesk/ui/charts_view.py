"""Replay charts: net worth and cash of every player and the share price of
every company, one point per operating round (samples from
gamedesk.engine.game_stats); a dashed line marks the position shown, and a
click in the plot asks to jump to the sample of that column.
"""

from __future__ import annotations

import math
from bisect import bisect_right
from collections.abc import Mapping, Sequence

from PySide6.QtCharts import QCategoryAxis, QChart, QChartView, QLineSeries, QValueAxis
from PySide6.QtCore import QMargins, QPointF, Qt, Signal
from PySide6.QtGui import QColor, QCursor, QMouseEvent, QPainter, QPen
from PySide6.QtWidgets import QTabWidget, QToolTip, QVBoxLayout, QWidget

from gamedesk.engine.game_stats import Sample
from gamedesk.engine.messages import QT_TRANSLATE_NOOP
from gamedesk.ui import palette
from gamedesk.ui.i18n import translate

# Distinct on white and for most colour-blind readers (Okabe–Ito, then extras).
PLAYER_COLORS = (
    "#0072B2",
    "#D55E00",
    "#009E73",
    "#CC79A7",
    "#E69F00",
    "#56B4E9",
    "#000000",
    "#8C564B",
)
CHARTS = (
    (QT_TRANSLATE_NOOP("Charts", "Net worth"), "net_worth"),
    (QT_TRANSLATE_NOOP("Charts", "Cash"), "cash"),
    (QT_TRANSLATE_NOOP("Charts", "Share prices"), "prices"),
)
LABEL_PX = 34  # room along the x axis for one slanted round label
DOTS_UP_TO = 30  # samples; beyond that the lines go without dots
DASHES = (
    Qt.PenStyle.SolidLine,
    Qt.PenStyle.DashLine,
    Qt.PenStyle.DotLine,
    Qt.PenStyle.DashDotLine,
    Qt.PenStyle.DashDotDotLine,
)
MARKER_PEN = QPen(QColor("#444444"), 1.5, Qt.PenStyle.DashLine)


def short_label(label: str) -> str:
    """A round label made short ("Operating Round 3.1" -> "OR 3.1") to fit the axis."""
    words = label.split()
    if len(words) < 2:
        return label
    return "".join(w[0].upper() for w in words[:-1]) + " " + words[-1]


def line_color(color: QColor) -> QColor:
    """A company colour dark enough to read as a thin line on white (18MEX's
    yellows would vanish)."""
    luma = 0.299 * color.red() + 0.587 * color.green() + 0.114 * color.blue()
    return color.darker(int(100 * luma / 150)) if luma > 150 else color


def line_colors(title_game: dict) -> dict[str, QColor]:
    """Company symbol -> line colour from the title's data (game.data.game)."""
    return {sym: line_color(fill) for sym, (fill, _) in palette.company_colors(title_game).items()}


def money_scale(top: int) -> tuple[int, int]:
    """(axis top, tick count) for values up to `top`: a round tick step, about
    five intervals, and some headroom so the highest point is not on the edge."""
    want = max(top + top // 20, 1)
    raw = want / 5
    power = 10 ** math.floor(math.log10(raw)) if raw >= 1 else 1
    steps = (power * m for m in (1, 2, 2.5, 5, 10))
    step = int(next(s for s in steps if s >= raw and s == int(s)))
    ticks = -(-want // step)
    return ticks * step, ticks + 1


class ChartPane(QChartView):
    """One chart: a line per key, a category x axis of round labels, a money
    y axis and the position marker. Series are kept and refilled."""

    picked = Signal(int)  # the position (not the action index) of a sample

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(QChart(), parent)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        chart = self.chart()
        chart.setMargins(QMargins(4, 4, 4, 4))
        chart.setBackgroundRoundness(0)
        chart.legend().setAlignment(Qt.AlignmentFlag.AlignRight)
        self.x_axis = QCategoryAxis()
        self.x_axis.setLabelsPosition(QCategoryAxis.AxisLabelsPosition.AxisLabelsPositionOnValue)
        self.x_axis.setLabelsAngle(-50)
        self.x_axis.setTruncateLabels(False)  # thinned instead, see _relabel
        self.y_axis = QValueAxis()
        self.y_axis.setLabelFormat("$%d")
        chart.addAxis(self.x_axis, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(self.y_axis, Qt.AlignmentFlag.AlignLeft)
        self.series: dict[str, QLineSeries] = {}
        self.marker = self._attach(QLineSeries())
        self.marker.setPen(MARKER_PEN)
        chart.legend().markers(self.marker)[0].setVisible(False)
        self.labels: list[str] = []
        self.currency = ("$", "")
        self.marked: int | None = None  # the marked position
        self._room = 0  # round labels the x axis holds at the last labelling
        chart.plotAreaChanged.connect(self._plot_area_changed)

    def _attach(self, series: QLineSeries) -> QLineSeries:
        self.chart().addSeries(series)
        series.attachAxis(self.x_axis)
        series.attachAxis(self.y_axis)
        return series

    def set_currency(self, prefix: str, suffix: str) -> None:
        self.currency = (prefix, suffix)
        fmt = f"{prefix.replace('%', '%%')}%d{suffix.replace('%', '%%')}"  # printf-style
        self.y_axis.setLabelFormat(fmt)

    def show_lines(
        self,
        labels: list[str],
        lines: dict[str, list[QPointF]],
        styles: dict[str, tuple[str, QPen]],
    ) -> None:
        """`lines`: key -> points (x = sample position); `styles`: key -> (legend, pen)."""
        self.labels = labels
        for key in [k for k in self.series if k not in lines]:
            self.chart().removeSeries(self.series.pop(key))
        for key, points in lines.items():
            series = self.series.get(key) or self._new_series(key)
            name, pen = styles[key]
            series.setName(name)
            series.setPen(pen)
            series.setPointsVisible(len(labels) <= DOTS_UP_TO)  # dots would crowd a long game
            series.replace(points)
        top = max((p.y() for pts in lines.values() for p in pts), default=0)
        axis_top, ticks = money_scale(int(top) or 100)
        self.y_axis.setRange(0, axis_top)
        self.y_axis.setTickCount(ticks)
        self.x_axis.setRange(-0.5, max(len(labels) - 1, 0) + 0.5)
        self._relabel()
        self.place_marker(self.marked)

    def _new_series(self, key: str) -> QLineSeries:
        series = self._attach(QLineSeries())
        series.setMarkerSize(5)
        series.hovered.connect(lambda point, state, s=series: self._hover(s, point, state))
        self.series[key] = series
        self.chart().removeSeries(self.marker)  # re-added: drawn last, over the lines
        self._attach(self.marker)
        self.chart().legend().markers(self.marker)[0].setVisible(False)
        return series

    def _relabel(self) -> None:
        """Round labels on the x axis, thinned to what the width holds."""
        for name in self.x_axis.categoriesLabels():
            self.x_axis.remove(name)
        self.x_axis.setStartValue(-0.5)
        n = len(self.labels)
        room = self._label_room()
        self._room = room
        step = max(1, math.ceil(n / room))
        used: set[str] = set()
        for i in range(0, n, step):
            text = self.labels[i]
            while text in used:  # the axis needs distinct names ("OR 6.2" at start and end)
                text += " "
            used.add(text)
            self.x_axis.append(text, i)

    def place_marker(self, position: int | None) -> None:
        self.marked = position
        if position is None or not self.labels:
            self.marker.clear()
            return
        self.marker.replace([QPointF(position, 0), QPointF(position, self.y_axis.max())])

    def position_at(self, value: QPointF) -> int | None:
        """The sample nearest in x to a point in chart values."""
        if not self.labels:
            return None
        return min(max(round(value.x()), 0), len(self.labels) - 1)

    def _label_room(self) -> int:
        return max(2, int(self.chart().plotArea().width()) // LABEL_PX)

    def _plot_area_changed(self) -> None:
        # Only the width matters: relabelling changes the height, not the room.
        if self._label_room() != self._room:
            self._relabel()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        super().mouseReleaseEvent(event)
        if event.button() != Qt.MouseButton.LeftButton:
            return
        chart = self.chart()
        at = chart.mapFromScene(self.mapToScene(event.position().toPoint()))
        if not chart.plotArea().adjusted(-6, -6, 6, 6).contains(at):
            return
        position = self.position_at(chart.mapToValue(at))
        if position is not None:
            self.picked.emit(position)

    def _hover(self, series: QLineSeries, point: QPointF, state: bool) -> None:
        position = self.position_at(point)
        if not state or position is None:
            QToolTip.hideText()
            return
        values = [p.y() for p in series.points() if round(p.x()) == position]
        if values:
            prefix, suffix = self.currency
            text = f"{self.labels[position]} · {series.name()} {prefix}{int(values[0])}{suffix}"
            QToolTip.showText(QCursor.pos(), text)


class ChartsView(QWidget):
    """Tabs "Net worth", "Cash" and "Share prices" over one list of samples."""

    jump = Signal(int)  # the action index of the sample the user clicked

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # the charts share a tabbed dock with the companies: the charts' own least
        # height would keep that dock tall and the action panel above it short
        self.setMinimumHeight(60)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.tabs = QTabWidget()
        layout.addWidget(self.tabs)
        self.panes: dict[str, ChartPane] = {}
        for title, key in CHARTS:
            pane = ChartPane()
            pane.picked.connect(self._picked)
            self.tabs.addTab(pane, translate("Charts", title))
            self.panes[key] = pane
        self.samples: list[Sample] = []
        self.marked: int | None = None  # the action index last marked

    def retranslate(self) -> None:
        for n, (title, _key) in enumerate(CHARTS):
            self.tabs.setTabText(n, translate("Charts", title))

    def show_samples(
        self,
        samples: list[Sample],
        names: dict[str, str],
        *,
        colors: Mapping[str, QColor] | None = None,
        currency: tuple[str, str] = ("$", ""),
    ) -> None:
        """`names`: player id -> display name; `colors`: company symbol -> line
        colour (line_colors(game.data.game)); `currency`: (prefix, suffix)."""
        self.samples = list(samples)
        labels = _axis_labels(samples)
        players = list(samples[0].cash) if samples else []
        player_style = {
            pid: (names.get(pid, pid), QPen(QColor(PLAYER_COLORS[i % len(PLAYER_COLORS)]), 2.2))
            for i, pid in enumerate(players)
        }
        companies = list(dict.fromkeys(sym for s in samples for sym in s.prices))
        company_style = {sym: (sym, pen) for sym, pen in _company_pens(companies, colors or {})}
        for key, pane in self.panes.items():
            pane.set_currency(*currency)
            keys = companies if key == "prices" else players
            lines = {k: _points(samples, key, k) for k in keys}
            pane.show_lines(labels, lines, company_style if key == "prices" else player_style)
        if self.marked is not None:
            self.mark(self.marked)

    def mark(self, index: int) -> None:
        """Mark the sample at or before action `index` (kept for new samples)."""
        self.marked = index
        position = bisect_right([s.index for s in self.samples], index) - 1
        for pane in self.panes.values():
            pane.place_marker(position if position >= 0 else None)

    def _picked(self, position: int) -> None:
        if 0 <= position < len(self.samples):
            self.jump.emit(self.samples[position].index)


def _axis_labels(samples: Sequence[Sample]) -> list[str]:
    """Short round labels; the last sample is "end" when its round already has
    a point (the game ended during the last operating round sampled)."""
    labels = [short_label(s.label) for s in samples]
    if len(labels) > 1 and labels[-1] in labels[:-1]:
        labels[-1] = "end"
    return labels


def _company_pens(companies: Sequence[str], colors: Mapping[str, QColor]) -> list[tuple[str, QPen]]:
    """A pen per company in its colour; dashed or dotted when the colour is
    close to earlier companies' (18MEX's two yellows both darken to mustard)."""
    out: list[tuple[str, QPen]] = []
    for sym in companies:
        color = QColor(colors.get(sym, QColor("#777777")))
        pen = QPen(color, 2.2)
        alike = sum(_close(color, other.color()) for _, other in out)
        pen.setStyle(DASHES[min(alike, len(DASHES) - 1)])
        out.append((sym, pen))
    return out


def _close(a: QColor, b: QColor) -> bool:
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue()) < 90


def _points(samples: Sequence[Sample], field: str, key: str) -> list[QPointF]:
    """The points of one line; a company has none before it has a price."""
    out = []
    for i, s in enumerate(samples):
        values = getattr(s, field)
        if key in values:
            out.append(QPointF(i, values[key]))
    return out
