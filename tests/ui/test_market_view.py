"""The stock market: cells, zones, and markers in stacking order."""

from __future__ import annotations

from gamedesk.ui.market_view import MarketScene, MarketView


def test_markers_sit_in_their_cell_in_stacking_order(qapp, mex):
    stack = ["SPM", "TM", "MEX", "UdY"]
    scene = MarketScene(mex.game, {(2, 2): stack, (0, 5): ["NdM"]})
    items = scene.marker_items[(2, 2)]
    assert [i.sym for i in items] == stack
    z = [i.zValue() for i in items]
    assert z == sorted(z, reverse=True)  # the first of the list is on top
    cell = scene.layout.rect((2, 2))
    assert all(cell.contains(i.pos()) for i in items)
    # Reading order: the top marker is left of the second and above the third.
    assert items[0].pos().x() < items[1].pos().x()
    assert items[0].pos().y() < items[2].pos().y()
    assert scene.layout.rect((0, 5)).contains(scene.marker_items[(0, 5)][0].pos())


def test_moving_markers_replaces_the_old_ones(qapp, mex):
    scene = MarketScene(mex.game, {(0, 4): ["CHI"]})
    scene.set_markers({(1, 4): ["CHI"]})
    assert list(scene.marker_items) == [(1, 4)]
    markers = [i for i in scene.items() if getattr(i, "sym", None) == "CHI"]
    assert len(markers) == 1


def test_the_18mex_chart_is_a_grid_and_one_row_charts_are_a_row(qapp, mex, mx1822, esp):
    grid = MarketScene(mex.game).layout
    assert grid.rect((1, 0)).top() > grid.rect((0, 0)).top()
    row = MarketScene(mx1822.game).layout
    cells = row.cells()
    # 1822MX's 33 spaces read as lines of 12, left to right, top to bottom
    assert len(cells) == 33 and len({row.rect(c).top() for c, _ in cells}) == 3
    lines = sorted({row.rect(c).top() for c, _ in cells})
    assert [row.rect((0, n)).top() for n in (0, 11, 12, 24, 32)] == [lines[0], lines[0],
                                                                  lines[1], lines[2], lines[2]]
    assert row.rect((0, 12)).left() == row.rect((0, 0)).left()
    zigzag = MarketScene(esp.game).layout
    assert zigzag.zigzag
    assert zigzag.rect((0, 1)).top() > zigzag.rect((0, 0)).top()
    assert zigzag.rect((0, 2)).top() == zigzag.rect((0, 0)).top()


def test_par_prices_are_listed(qapp, mex):
    scene = MarketScene(mex.game)
    texts = [i.text() for i in scene.items() if hasattr(i, "text") and callable(i.text)]
    assert "Par prices: 90, 80, 75, 70, 60" in texts


def test_market_view_fits_its_scene(qtbot, mex):
    view = MarketView(mex.game, {(0, 0): ["CHI"]})
    qtbot.addWidget(view)
    view.resize(600, 300)
    view.show()
    qtbot.waitExposed(view)
    assert view.transform().m11() < 1.0
