"""The replay charts: a line per player or company with the samples' values,
the position marker, clicks that ask for a jump, and empty or tiny inputs."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QColor

from gamedesk.engine.data import load_title
from gamedesk.engine.game_stats import Sample
from gamedesk.ui.charts_view import (
    ChartsView,
    line_color,
    line_colors,
    money_scale,
    short_label,
)

NAMES = {"a": "Ann", "b": "Bob", "c": "Cy"}


def samples() -> list[Sample]:
    """Four samples; NdM is priced from the second, FCP from the third."""
    rows = [
        (0, "Auction Round 1", {}),
        (30, "Operating Round 1.1", {"NdM": 75}),
        (64, "Operating Round 2.1", {"NdM": 70, "FCP": 60}),
        (90, "Operating Round 2.1", {"NdM": 80, "FCP": 55}),
    ]
    out = []
    for k, (index, label, prices) in enumerate(rows):
        cash = {"a": 500 - 100 * k, "b": 500 - 50 * k, "c": 500}
        worth = {p: v + 10 * k for p, v in cash.items()}
        out.append(Sample(index, label, worth, cash, prices))
    return out


@pytest.fixture
def view(qtbot):
    widget = ChartsView()
    qtbot.addWidget(widget)
    widget.resize(900, 480)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def values(series) -> list[tuple[float, float]]:
    return [(p.x(), p.y()) for p in series.points()]


def test_a_line_per_player_and_company_with_the_sample_values(view):
    data = samples()
    view.show_samples(data, NAMES)
    net, cash, prices = (view.panes[k] for k in ("net_worth", "cash", "prices"))
    assert [s.name() for s in net.series.values()] == ["Ann", "Bob", "Cy"]
    assert values(cash.series["a"]) == [(i, s.cash["a"]) for i, s in enumerate(data)]
    assert values(net.series["b"]) == [(i, s.net_worth["b"]) for i, s in enumerate(data)]
    assert list(prices.series) == ["NdM", "FCP"]
    assert values(prices.series["NdM"]) == [(1, 75), (2, 70), (3, 80)]
    assert values(prices.series["FCP"]) == [(2, 60), (3, 55)]
    assert net.labels == ["AR 1", "OR 1.1", "OR 2.1", "end"]
    assert net.x_axis.categoriesLabels()[:3] == ["AR 1", "OR 1.1", "OR 2.1"]
    assert net.y_axis.max() >= max(s.net_worth["c"] for s in data)


def test_series_are_reused_and_dropped(view):
    view.show_samples(samples(), NAMES)
    ann = view.panes["cash"].series["a"]
    fewer = [Sample(s.index, s.label, s.net_worth, s.cash, {}) for s in samples()[:2]]
    view.show_samples(fewer, NAMES)
    assert view.panes["cash"].series["a"] is ann
    assert len(ann.points()) == 2
    assert view.panes["prices"].series == {}
    assert len(view.panes["prices"].chart().series()) == 1  # only the marker


@pytest.mark.parametrize(("index", "position"), [(0, 0), (29, 0), (30, 1), (70, 2), (500, 3)])
def test_the_marker_stands_at_the_sample_at_or_before_the_index(view, index, position):
    view.show_samples(samples(), NAMES)
    view.mark(index)
    for pane in view.panes.values():
        xs = {p.x() for p in pane.marker.points()}
        assert xs == {position}
        assert [p.y() for p in pane.marker.points()] == [0, pane.y_axis.max()]


def test_the_marker_survives_new_samples(view):
    view.mark(64)
    view.show_samples(samples(), NAMES)
    assert {p.x() for p in view.panes["cash"].marker.points()} == {2}


def test_the_nearest_sample_in_x_is_picked(view):
    view.show_samples(samples(), NAMES)
    pane = view.panes["net_worth"]
    got = [pane.position_at(QPointF(x, 123)) for x in (-3, 0.4, 0.6, 2.49, 7)]
    assert got == [0, 0, 1, 2, 3]


def click_at(qtbot, pane, value: QPointF) -> None:
    chart = pane.chart()
    scene = chart.mapToScene(chart.mapToPosition(value))
    qtbot.mouseClick(pane.viewport(), Qt.MouseButton.LeftButton, pos=pane.mapFromScene(scene))


@pytest.mark.parametrize("key", ["net_worth", "prices"])
def test_clicking_a_point_jumps_to_its_sample(qtbot, view, key):
    data = samples()
    view.show_samples(data, NAMES)
    view.tabs.setCurrentWidget(view.panes[key])
    pane = view.panes[key]
    qtbot.waitUntil(lambda: pane.isVisible() and pane.viewport().width() > 0)
    series = next(iter(pane.series.values()))
    point = series.points()[-2]
    with qtbot.waitSignal(view.jump) as signal:
        click_at(qtbot, pane, point)
    assert signal.args == [data[round(point.x())].index]
    # near the point (a fifth of a column off) picks the same sample
    with qtbot.waitSignal(view.jump) as signal:
        click_at(qtbot, pane, QPointF(point.x() + 0.2, point.y() + 5))
    assert signal.args == [data[round(point.x())].index]


def test_a_click_outside_the_plot_does_not_jump(qtbot, view):
    view.show_samples(samples(), NAMES)
    pane = view.panes["net_worth"]
    with qtbot.assertNotEmitted(view.jump):
        qtbot.mouseClick(pane.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(3, 3))


@pytest.mark.parametrize("count", [0, 1])
def test_no_or_one_sample(qtbot, view, count):
    data = samples()[:count]
    view.show_samples(data, NAMES)
    view.mark(10)
    pane = view.panes["cash"]
    assert len(pane.series) == (3 if count else 0)
    assert all(len(s.points()) == count for s in pane.series.values())
    assert len(pane.marker.points()) == (2 if count else 0)
    with qtbot.assertNotEmitted(view.jump):
        pane.picked.emit(5)
    view.grab()  # paints


def test_sixty_samples_five_players_ten_companies(view):
    syms = ["CHI", "NdM", "MC", "FCP", "TM", "MEX", "SPM", "UdY", "A1", "A2"]
    players = {str(i): f"P{i}" for i in range(5)}
    data = [
        Sample(i * 9, f"Operating Round {i // 3 + 1}.{i % 3 + 1}",
               dict.fromkeys(players, 100 * i), dict.fromkeys(players, 10 * i),
               dict.fromkeys(syms, 50 + i))
        for i in range(60)
    ]  # fmt: skip
    view.show_samples(data, players, colors=line_colors(load_title("18MEX").game))
    view.mark(9 * 59)
    assert len(view.panes["prices"].series) == 10
    assert all(len(s.points()) == 60 for s in view.panes["prices"].series.values())
    view.tabs.setCurrentWidget(view.panes["cash"])
    labels = view.panes["cash"].x_axis.categoriesLabels()
    assert 10 <= len(labels) < 60  # thinned to the width, not one per sample
    assert view.grab().width() == 900


def test_company_colours_read_on_white_and_short_labels():
    colors = line_colors(load_title("18MEX").game)
    assert colors["NdM"] == QColor("#00AC00")  # dark enough already
    fcp = colors["FCP"]  # printed #FFF128
    assert 0.299 * fcp.red() + 0.587 * fcp.green() + 0.114 * fcp.blue() <= 151
    assert line_color(QColor("#232b2b")) == QColor("#232b2b")
    assert short_label("Operating Round 3.1") == "OR 3.1"
    assert short_label("Stock Round 4") == "SR 4"


def test_close_company_colours_are_told_apart_by_dashes(view):
    data = [Sample(0, "Operating Round 1.1", {}, {}, {"FCP": 60, "TM": 65})]
    view.show_samples(data, {}, colors=line_colors(load_title("18MEX").game))
    styles = [s.pen().style() for s in view.panes["prices"].series.values()]
    assert styles == [Qt.PenStyle.SolidLine, Qt.PenStyle.DashLine]


@pytest.mark.parametrize(
    ("top", "scale"), [(4542, (5000, 6)), (5000, (6000, 4)), (140, (150, 4)), (500, (600, 4))]
)
def test_the_money_axis_has_round_ticks_and_headroom(top, scale):
    assert money_scale(top) == scale
