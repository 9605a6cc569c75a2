"""18ESP on the map: a closed mountain pass is drawn barred (a cross on each
circle, not a colour), an opened one as a plain city; narrow track is drawn
thinner than broad, dual track with a stripe."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QImage, QPainter

from gamedesk.ui.session import GameSetup
from gamedesk.ui.snapshot import snapshot_of
from gamedesk.ui.tile_item import paint_closed
from gamedesk.ui.tile_paint import _track_pen
from tests.titles.esp_helpers import finish_auction, new_game
from tests.ui.conftest import THREE


@pytest.mark.rules("R-011")
def test_closed_passes_are_marked_closed_and_an_opened_one_is_not():
    game = finish_auction(new_game())
    snapshot = snapshot_of(game)
    assert all(snapshot.hexes[h].closed for h in ("D12", "H12", "J10", "L8"))
    assert not snapshot.hexes["C27"].closed
    game.board.open_gate("H12")
    assert not snapshot_of(game).hexes["H12"].closed


def test_a_closed_pass_is_barred_with_dark_lines(qtbot, window):
    assert window.new_game(GameSetup("18ESP", THREE, "rulebook", (), 0))
    game = window.session.game
    layout = window.map_view.map_scene().tile_layout(snapshot_of(game).hexes["H12"])
    image = QImage(200, 200, QImage.Format.Format_ARGB32)
    image.fill(QColor("#ffffff"))
    painter = QPainter(image)
    painter.translate(100, 100)
    paint_closed(painter, layout, window.map_view.map_scene().geo.size)
    painter.end()
    dark = sum(1 for x in range(200) for y in range(200)
               if image.pixelColor(x, y).lightness() < 80)
    assert dark > 50


def test_narrow_track_is_thinner_than_broad():
    assert _track_pen("narrow", 50).widthF() < 0.7 * _track_pen("broad", 50).widthF()
