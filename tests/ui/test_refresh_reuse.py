"""What a refresh or a step of a map choice does not build again, and that the
window still shows the current state: the lay section alone is rebuilt at a
rotation, a tray picture is drawn once, equal market markers stay, and a log
behind another tab catches up when it is brought forward. Played on the real
game 80226 (18MEX)."""

from __future__ import annotations

from PySide6.QtWidgets import QGroupBox, QLabel

from gamedesk.ui.market_view import MarketScene
from gamedesk.ui.tile_tray import tile_picture
from tests.ui.test_tile_tray import CHI_DESERT
from tests.ui.window_driver import button, click, click_hex, play_on_after


def test_a_rotation_rebuilds_the_lay_section_only(qtbot, window, record):
    play_on_after(window, record, CHI_DESERT)
    click_hex(qtbot, window, "C6")
    body = window.panel.body
    others = [b for b in body.findChildren(QGroupBox) if b is not window.panel.picker_box]
    lay = window.panel.picker_box
    assert lay is not None and others  # the pass section stands beside the lay
    rotations = window.picker.lays["C6"][window.picker.tile]
    click(qtbot, button(window, "lay:rotate"))
    assert window.panel.body is body and window.panel.picker_box is not lay
    assert all(b.parent() is not None for b in others)  # the other sections stay
    assert lay not in body.findChildren(QGroupBox)  # the old lay section is gone at once
    turns = body.findChild(QLabel, "lay:rotations").text()
    assert turns == f"rotation 2 of {len(rotations)}"
    assert window.picker.rotation == rotations[1]


def test_a_tray_picture_is_drawn_once_per_state(qtbot, window, record):
    play_on_after(window, record, CHI_DESERT)
    click_hex(qtbot, window, "C6")
    picker = window.picker
    state = picker.preview_state(picker.tile, picker.rotation)
    phases = picker.scene.snapshot.phase_colors
    first = tile_picture(picker.scene, state, phases)
    assert tile_picture(picker.scene, state, phases).cacheKey() == first.cacheKey()
    turned = picker.preview_state(picker.tile, (picker.rotation + 1) % 6)
    assert tile_picture(picker.scene, turned, phases).cacheKey() != first.cacheKey()


def test_equal_market_markers_keep_their_items_and_new_ones_move(qtbot, mex):
    scene = MarketScene(mex.game, {(0, 5): ["CHI", "NdM"]})
    items = scene.marker_items[(0, 5)]
    scene.set_markers({(0, 5): ["CHI", "NdM"]})
    assert scene.marker_items[(0, 5)] is items
    scene.set_markers({(0, 5): ["NdM", "CHI"]})
    assert [i.sym for i in scene.marker_items[(0, 5)]] == ["NdM", "CHI"]


def test_a_log_behind_another_tab_shows_its_newest_line_when_brought_forward(
    qtbot, window, record
):
    logged = play_on_after(window, record, 20)
    window.docks["charters"].raise_()
    for action in logged[20:40]:
        assert window.take(action)
    log = window.log_view
    assert log.count() == len(window.session.game.log)
    window.docks["log"].raise_()
    qtbot.waitUntil(lambda: not log.visibleRegion().isEmpty())
    bar = log.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum())
    last = log.visualItemRect(log.item(log.count() - 1))
    assert log.viewport().rect().intersects(last)
