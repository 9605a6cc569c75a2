"""The tile tray: the legal tiles of a chosen hex as pictures with their lay
cost, the chosen one at its rotation, arrows through the legal rotations; a
choice in the tray is the tile laid. Played on the real game 80226 (18MEX)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel, QPushButton

from tests.ui.window_driver import button, click, click_hex, play_on_after

CHI_DESERT = 72  # CHI lays tile 9 on C6, a desert hex ($20)


def tray_buttons(window) -> dict[str, QPushButton]:
    found = window.panel.body.findChildren(QPushButton)
    return {b.objectName()[5:]: b for b in found if b.objectName().startswith("tile:")}


@pytest.mark.rules("R-146")
def test_the_tray_shows_each_legal_tile_with_its_picture_and_the_terrain_cost(
    qtbot, window, record
):
    play_on_after(window, record, CHI_DESERT)
    game = window.session.game
    legal = {a["tile"] for a in game.legal_actions() if a.type == "lay_tile" and a["hex"] == "C6"}
    click_hex(qtbot, window, "C6")
    tiles = tray_buttons(window)
    assert set(tiles) == legal and legal
    for label, widget in tiles.items():
        assert widget.text() == f"{label}\n$20 (desert)"
        assert not widget.icon().isNull()
    status = window.panel.body.findChild(QLabel, "lay:status").text()
    assert "C6" in status and "$20 (desert)" in status and "rotation 1 of" in status


def test_a_tile_chosen_in_the_tray_is_turned_by_the_arrows_and_laid_for_its_cost(
    qtbot, window, record
):
    logged = play_on_after(window, record, CHI_DESERT)
    wanted = logged[CHI_DESERT]
    cash = window.session.game.corporations["CHI"].cash
    click_hex(qtbot, window, "C6")
    label = wanted["tile"].rpartition("-")[0]
    click(qtbot, button(window, f"tile:{label}"))
    assert window.picker.tile == label and tray_buttons(window)[label].isChecked()
    rotations = window.picker.lays["C6"][label]
    assert len(rotations) > 1
    click(qtbot, button(window, "lay:rotate"))
    assert window.picker.rotation == rotations[1]
    click(qtbot, button(window, "lay:rotate_back"))
    assert window.picker.rotation == rotations[0]
    turns = window.panel.body.findChild(QLabel, "lay:rotations").text()
    assert turns == f"rotation 1 of {len(rotations)}"
    while window.picker.rotation != wanted["rotation"]:
        click(qtbot, button(window, "lay:rotate"))
    click(qtbot, button(window, "lay:confirm"))
    qtbot.waitUntil(lambda: len(window.session.game.actions) == CHI_DESERT + 1)
    done = window.session.game.actions[-1]
    assert (done.type, done["hex"], done["rotation"]) == ("lay_tile", "C6", wanted["rotation"])
    assert window.session.game.corporations["CHI"].cash == cash - 20
