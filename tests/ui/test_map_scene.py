"""The map scene: building, updating one hex, tooltips, routes, the view."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QPen

from gamedesk.ui.map_scene import MapScene, MapView, axis_label
from gamedesk.ui.map_state import CitySnapshot, HexSnapshot, initial_snapshot
from gamedesk.ui.route_item import RouteItem, leg_curve
from gamedesk.ui.tile_geometry import length, sub
from tests.ui.conftest import laid_tiles


@pytest.fixture
def scene(qapp, mex):
    return MapScene(mex)


def test_scene_builds_all_73_hexes_of_18mex(scene):
    assert len(scene.tiles) == len(scene.bases) == 73
    assert all(item.state is not None for item in scene.tiles.values())
    labels = {i.text() for i in scene.items() if hasattr(i, "text") and callable(i.text)}
    assert {"1", "14", "A", "U"} <= labels  # numbers and letters along the border


def test_laying_a_tile_redraws_only_that_hex(scene):
    before = {coord: item.version for coord, item in scene.tiles.items()}
    layouts = {coord: item.layout for coord, item in scene.tiles.items()}
    snapshot = scene.snapshot.with_hexes(HexSnapshot("I8", "57", 1, (CitySnapshot(0, ("MC",)),)))
    changed = scene.update_snapshot(snapshot)
    assert changed == {"I8"}
    after = {coord: item.version for coord, item in scene.tiles.items()}
    assert [c for c in after if after[c] != before[c]] == ["I8"]
    assert [c for c in layouts if scene.tiles[c].layout is not layouts[c]] == ["I8"]
    assert scene.tiles["I8"].state.tile == "57"


def test_a_second_scene_of_the_same_title_data_lays_out_no_tile_again(qapp, mex, monkeypatch):
    import dataclasses

    from gamedesk.ui import map_scene

    laid = []
    real = map_scene.layout_tile
    monkeypatch.setattr(map_scene, "layout_tile", lambda *a: laid.append(a) or real(*a))
    data = dataclasses.replace(mex)  # title data no scene has been made of yet
    first = MapScene(data, laid_tiles(data))
    assert laid
    count = len(laid)
    second = MapScene(data, laid_tiles(data))
    assert len(laid) == count
    assert [i.layout for i in second.tiles.values()] == [i.layout for i in first.tiles.values()]
    # Other title data (a changed copy) gets layouts of its own, and a scene at
    # another size too: the layouts are sized.
    MapScene(dataclasses.replace(mex), laid_tiles(mex))
    assert len(laid) > count
    count = len(laid)
    MapScene(data, laid_tiles(data), size=50.0)
    assert len(laid) > count


def test_a_new_phase_redraws_per_phase_revenues(scene):
    snapshot = scene.snapshot
    changed = scene.update_snapshot(type(snapshot)(snapshot.hexes, ("yellow", "green", "brown")))
    assert "A6" in changed


def test_a_new_phase_leaves_hexes_without_per_phase_revenue_alone(scene):
    snapshot = scene.snapshot
    changed = scene.update_snapshot(type(snapshot)(snapshot.hexes, ("yellow", "green", "brown")))
    assert changed and "I8" not in changed  # Mexico City's printed revenue is one value
    assert all(
        any(s.kind == "phase_revenue" for s in scene.tiles[c].layout.spots) for c in changed
    )


def test_tooltips_tell_name_terrain_tile_revenue_and_tokens(scene, laid):
    assert scene.tooltip("F5").splitlines()[:2] == [
        "Copper Canyon (F5)",
        "Terrain: mountain, cost $120",
    ]
    assert "Off-board revenue: 30 now (yellow 30, brown 60)" in scene.tooltip("A6")
    assert "Home of: NdM" in scene.tooltip("O10")
    scene.update_snapshot(laid)
    i8 = scene.tooltip("I8").splitlines()
    assert i8 == ["Torreón (I8)", "Tile 57 (yellow), rotation 1", "City revenue: 20", "Tokens: MC"]
    assert "Label L from green tiles on" in scene.tooltip("I4")


def test_routes_follow_the_track_with_distinct_pen_styles(qapp, mex, routes):
    scene = MapScene(mex, routes)
    items = scene.route_items
    assert len(items) == 3 and all(isinstance(i, RouteItem) for i in items)
    pens: list[QPen] = [item.pen() for item in items]
    patterns = {tuple(p.dashPattern()) for p in pens}
    assert len(patterns) == 3  # told apart without colour
    assert len({p.color().name() for p in pens}) == 3
    west = routes.routes[0]
    # Consecutive legs join where they cross a hex edge.
    h9_start = leg_curve(scene, west.legs[5]).p0
    i8_end = leg_curve(scene, west.legs[4]).p3
    assert length(sub(h9_start, i8_end)) < 1e-6
    # The two Mexico City routes run on the two lanes, apart from each other.
    lane0 = leg_curve(scene, routes.routes[1].legs[0]).p3
    lane1 = leg_curve(scene, routes.routes[2].legs[2]).p3
    assert 5.0 < length(sub(lane0, lane1)) < 40.0


def test_removing_routes_removes_their_items(qapp, mex, routes):
    scene = MapScene(mex, routes)
    scene.update_snapshot(routes.with_routes())
    assert scene.route_items == []
    assert not [i for i in scene.items() if isinstance(i, RouteItem)]


def test_hex_at_finds_hexes_and_nothing_off_the_map(scene):
    assert scene.hex_at(scene.hex_center("O10")) == "O10"
    x, y = scene.hex_center("A6")
    assert scene.hex_at((x, y - 95.0)) is None  # above the top row


def test_view_zooms_with_keys_and_wheel_and_fits(qtbot, scene):
    view = MapView(scene)
    qtbot.addWidget(view)
    view.resize(800, 600)
    view.show()
    start = view.transform().m11()
    qtbot.keyClick(view, Qt.Key.Key_Plus)
    assert view.transform().m11() == pytest.approx(start * 1.25)
    qtbot.keyClick(view, Qt.Key.Key_Minus)
    assert view.transform().m11() == pytest.approx(start)
    view.fit_to_window()
    fitted = view.transform().m11()
    assert fitted < 1.0  # the whole map fits into 800 x 600


def test_clicking_a_hex_emits_its_coordinate(qtbot, scene):
    view = MapView(scene)
    qtbot.addWidget(view)
    view.resize(800, 600)
    view.show()
    view.fit_to_window()
    point = view.mapFromScene(QPointF(*scene.hex_center("I8")))
    with qtbot.waitSignal(view.hexClicked, timeout=1000) as signal:
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert signal.args == ["I8"]


def test_dragging_pans_instead_of_clicking(qtbot, scene):
    view = MapView(scene)
    qtbot.addWidget(view)
    view.resize(400, 300)
    view.show()
    clicked = []
    view.hexClicked.connect(clicked.append)
    start = view.mapFromScene(QPointF(*scene.hex_center("I8")))
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(view.viewport(), start + QPoint(60, 40))
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=start + QPoint(60, 40))
    assert clicked == []


def test_axis_labels_use_numbers_and_letters():
    assert [axis_label(i, "number") for i in (0, 13)] == ["1", "14"]
    assert [axis_label(i, "letter") for i in (0, 25, 26)] == ["A", "Z", "AA"]


def test_pointy_map_builds_with_its_hexes(qapp, mx1822):
    scene = MapScene(mx1822, initial_snapshot(mx1822))
    assert len(scene.tiles) == len(mx1822.map["hexes"])
    assert scene.geo.orientation == "pointy"
    assert scene.hex_at(scene.hex_center("N23")) == "N23"
