"""The window shows the game readably (issue 16): the map takes most of the
window, its text is never under 9 px at 100 % text size, the window fits
1024 x 640, the map follows the operating company, and no mark on the map
tells things apart by colour alone."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QSettings, Qt
from PySide6.QtGui import QFontInfo, QPainter, QPixmap
from PySide6.QtWidgets import QWidget

from gamedesk.ui import palette, text_scale
from gamedesk.ui.map_state import CitySnapshot, HexSnapshot, initial_snapshot, lay_reach
from gamedesk.ui.tile_item import hex_mark
from gamedesk.ui.tile_paint import _track_pen, painted_texts

from .conftest import SHARED_DATA

LOGS = SHARED_DATA.parent / "fixtures" / "18xx.games"
# An operating round of each title: FCP of 18MEX places a station, MC of 1822MX lays track.
# and a stock round of each.
POSITIONS = {
    "18MEX": ("18MEX/80226.json", 300),
    "1822MX": ("1822MX/123055.json", 400),
    "18MEX stock": ("18MEX/80226.json", 100),
    "1822MX stock": ("1822MX/123055.json", 30),
}
MIN_HEX_PX = 65  # the hex's circumradius on screen at the default zoom


@pytest.fixture(scope="module")
def positions():
    """Each title's game at its operating round, with the save it came from."""
    from gamedesk.io.replay import open_record
    from gamedesk.ui.screenshot import game_at

    found = {}
    for title, (name, at) in POSITIONS.items():
        path = LOGS / name
        if not path.exists():
            pytest.skip(f"no {path}")
        game = game_at(path, at)
        found[title] = (open_record(path).to_save(game), game)
    return found


def play(window, qtbot, positions, title: str, size: tuple[int, int]):
    """The window at `size`, playing on from the title's position, laid out as new."""
    from gamedesk.ui.session import Session

    save, game = positions[title]
    window.resize(*size)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == size)
    window.set_session(Session.from_game(save, game.copy(), autosave_enabled=False))
    window.size_docks()
    qtbot.waitUntil(lambda: window.board.currentWidget().width() > 0.6 * size[0])
    window.map_view.fit_to_window()
    return window.game


def texts_on_screen(view) -> list:
    """Every text the map paints into its viewport now."""
    picture = QPixmap(view.viewport().size())
    with painted_texts() as found:
        painter = QPainter(picture)
        view.render(painter, source=view.viewport().rect())
        painter.end()
    return found


def market_texts(market) -> list:
    picture = QPixmap(market.viewport().size())
    with painted_texts() as found:
        painter = QPainter(picture)
        market.render(painter, source=market.viewport().rect())
        painter.end()
    return found


def small_widgets(window) -> list[str]:
    """Visible widgets whose font is under 9 px."""
    return [
        f"{type(w).__name__} {w.objectName()}: {QFontInfo(w.font()).pixelSize()} px"
        for w in window.findChildren(QWidget)
        if w.isVisible() and QFontInfo(w.font()).pixelSize() < palette.MIN_LABEL_PX
    ]


@pytest.mark.parametrize("title", ["18MEX", "1822MX"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_default_map_shows_big_hexes_and_no_text_under_9_px(
    window, qtbot, positions, title, size
):
    play(window, qtbot, positions, title, size)
    view = window.map_view
    assert view.width() >= 0.6 * size[0]  # the map has most of the window
    scale = view.transform().m11()
    assert scale * view.map_scene().geo.size >= MIN_HEX_PX
    texts = texts_on_screen(view)
    assert len(texts) > 20  # names, revenues, tokens: the map is really painted
    small = [(t.text, round(t.device_px, 1)) for t in texts if t.device_px < 8.99]
    assert small == []
    assert view.ruler_px() >= palette.MIN_LABEL_PX  # the coordinates along the edges
    assert small_widgets(window) == []


def test_whole_map_is_one_key_away_and_readable_size_another(window, qtbot, positions):
    play(window, qtbot, positions, "1822MX", (1280, 720))
    view = window.map_view
    readable = view.transform().m11()
    qtbot.keyClick(view, Qt.Key.Key_W)
    assert view.transform().m11() < readable / 2  # 1822MX's map is wide
    assert view.transform().m11() <= view.whole_scale() * 1.01  # all of it in view
    qtbot.keyClick(view, Qt.Key.Key_0)
    assert view.transform().m11() == pytest.approx(readable)


@pytest.mark.parametrize("title", ["18MEX", "1822MX"])
def test_window_fits_1024_by_640(window, qtbot, positions, title):
    play(window, qtbot, positions, title, (1024, 640))
    hint = window.minimumSizeHint()
    assert hint.width() <= 1024 and hint.height() <= 640
    assert (window.width(), window.height()) == (1024, 640)
    assert window.map_view.width() >= 0.5 * 1024


def _in_view(view, coord: str) -> bool:
    x, y = view.map_scene().hex_center(coord)
    return view.viewport().rect().contains(view.mapFromScene(QPointF(x, y)))


def test_map_centres_on_the_operating_company_and_leaves_a_hand_pan_alone(
    window, qtbot, positions
):
    game = play(window, qtbot, positions, "1822MX", (1280, 720))
    view = window.map_view
    company = game.operating_company()
    stations = view.map_scene().snapshot.stations_of(company)
    assert stations and all(_in_view(view, coord) for coord in stations)
    # The player drags the map away: the same turn leaves it there ...
    view.moved_by_hand = True
    view.centerOn(view.sceneRect().topLeft())
    window.refresh()
    assert not any(_in_view(view, coord) for coord in stations)
    # ... and the next company's turn brings the map to that company.
    view.follow(("another", "turn"), stations)
    assert all(_in_view(view, coord) for coord in stations)


def test_reached_hex_sides_are_marked_while_a_company_lays_track(window, qtbot, positions):
    game = play(window, qtbot, positions, "1822MX", (1280, 720))
    scene = window.map_view.map_scene()
    company = game.operating_company()
    assert game.current_step() == "track"
    home = scene.snapshot.stations_of(company)[0]
    assert len(scene.reach_edges[home]) == 6  # every side of a station's hex
    assert not scene.reach_item.path().isEmpty()
    # Without a lay to offer there is nothing to mark.
    assert lay_reach(game, [a for a in game.legal_actions() if a.type != "lay_tile"]) == {}
    scene.show_reach({})
    assert scene.reach_item.path().isEmpty()


def test_offered_and_chosen_hexes_differ_by_line_not_only_colour(mex):
    from gamedesk.ui.map_scene import MapScene

    geo = MapScene(mex).geo
    offered, chosen = hex_mark(geo, "offered"), hex_mark(geo, "selected")
    assert offered.pen().style() == Qt.PenStyle.DashLine
    assert chosen.pen().style() == Qt.PenStyle.SolidLine
    assert chosen.pen().widthF() > offered.pen().widthF()
    assert len(chosen.childItems()) == 1 and not offered.childItems()  # a second line


def test_gauges_differ_by_width_and_tokens_carry_their_symbol(mex):
    from gamedesk.ui.map_scene import MapScene

    assert _track_pen("narrow", 100).widthF() < _track_pen("broad", 100).widthF() / 1.5
    scene = MapScene(mex)
    snapshot = initial_snapshot(mex).with_hexes(
        HexSnapshot("I8", "57", 1, (CitySnapshot(0, ("MC",)),))
    )
    scene.update_snapshot(snapshot)
    picture = QPixmap(400, 400)
    with painted_texts() as found:
        painter = QPainter(picture)
        scene.render(painter, source=scene.tiles["I8"].sceneBoundingRect())
        painter.end()
    assert "MC" in [t.text for t in found]


def test_larger_text_grows_the_map_zoom_and_is_remembered(window, qtbot, own_settings):
    view = window.map_view
    base = view.readable_scale()
    try:
        window.actions_by_name["larger_text"].trigger()
        assert palette.text_scale() == pytest.approx(1.15)
        assert view.readable_scale() == pytest.approx(base * 1.15)
        assert view.ruler_px() > round(view.RULER_PX)
        assert float(QSettings("gamedesk", "gamedesk").value("text_scale")) == pytest.approx(1.15)
        palette.set_text_scale(1.0)  # as in a new session: the setting brings it back
        text_scale.restore(window)
        assert palette.text_scale() == pytest.approx(1.15)
        window.actions_by_name["smaller_text"].trigger()
        window.actions_by_name["smaller_text"].trigger()
        assert palette.text_scale() == pytest.approx(0.9)
    finally:
        window.actions_by_name["reset_text"].trigger()
    assert palette.text_scale() == 1.0
    assert view.readable_scale() == pytest.approx(base)



@pytest.mark.parametrize("title", ["18MEX", "1822MX"])
def test_stock_round_brings_a_readable_market_forward_and_the_map_returns_after(
    window, qtbot, positions, title
):
    game = play(window, qtbot, positions, f"{title} stock", (1280, 720))
    assert game.round_kind() == "stock"
    assert window.board.currentWidget() is window.market
    market = window.market
    assert market.width() >= 0.6 * 1280
    texts = market_texts(market)
    assert {"PAR"} < {t.text for t in texts}  # the chart is really painted
    assert [(t.text, t.device_px) for t in texts if t.device_px < 8.99] == []
    assert small_widgets(window) == []
    # The player looks at the map: the same round leaves it in front ...
    window.board.setCurrentWidget(window.map_view)
    window.refresh()
    assert window.board.currentWidget() is window.map_view
    window.board.setCurrentWidget(window.market)
    # ... and an operating round brings the map back by itself.
    play(window, qtbot, positions, title, (1280, 720))
    assert window.board.currentWidget() is window.map_view


@pytest.mark.parametrize("title", ["18MW", "18ESP", "18MEX", "1822MX"])
def test_river_crossing_costs_clear_the_names_and_stations_of_their_hex(qapp, title):
    """A water edge's cost is written inside the edge, slid along it where a town's
    name (written low in the hex) or a station would be under it: the reconstructed
    18MW map's Mississippi ran its costs through La Crosse, Dubuque and Peoria."""
    from gamedesk.engine.data import load_title
    from gamedesk.ui.map_scene import MapScene
    from gamedesk.ui.tile_item import COST_BOX, _overlap

    data = load_title(title)
    scene = MapScene(data)
    scene.update_snapshot(initial_snapshot(data))
    checked = 0
    for coord, base in scene.bases.items():
        for edge, (kind, cost) in base._borders.items():
            if kind != "water" or not cost or not base._taken:
                continue
            spot = base.cost_spot(edge)
            size = scene.geo.size
            hidden = [box for box in base._taken if _overlap(spot, COST_BOX, box, size)]
            assert not hidden, (coord, edge, hidden)
            checked += 1
    if title == "18MW":
        assert checked >= 10  # the named hexes along the Mississippi and the Missouri
