"""The tile tray: once a hex is chosen for a lay, the tiles the engine allows
there, each as a picture with its number and what laying it costs; the chosen
one is drawn at its rotation, and the arrows (or R, or a click on the hex) step
through its legal rotations.

The tray decides nothing: tiles and rotations are the picker's, which holds the
engine's legal lay_tile templates; the cost is the acting company's cash
before and after the lay, done on a copy of the game.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStyleOptionGraphicsItem,
    QVBoxLayout,
    QWidget,
)

from gamedesk.engine.actions import Action
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.game import Game
from gamedesk.engine.history import snapshot
from gamedesk.ui import palette
from gamedesk.ui.hex_info import resolve_tile
from gamedesk.ui.i18n import translate
from gamedesk.ui.map_picker import MapPicker
from gamedesk.ui.map_scene import MapScene
from gamedesk.ui.map_state import HexSnapshot
from gamedesk.ui.tile_item import HexBaseItem, TileItem
from gamedesk.ui.tile_paint import PaintStyle

PICTURE = 64  # pixels a side
PER_ROW = 3
PICTURES_KEPT = 120  # more than the tiles and turns of a few hexes
_costs: dict[tuple, int | None] = {}
# tray pictures by scene, dropped with it: (state, phase colours, side) -> picture
_pictures: weakref.WeakKeyDictionary[MapScene, dict[tuple, QPixmap]] = (
    weakref.WeakKeyDictionary()
)
_costs_of: list = [None, -1]


def lay_cost(game: Game, action: Action) -> int | None:
    """What `action` (a lay_tile) takes from the acting company's treasury, found
    by doing it on a copy; None when the engine refuses it. Remembered per position."""
    if _costs_of[0] is not game or _costs_of[1] != len(game.actions):
        _costs.clear()
        _costs_of[:] = [game, len(game.actions)]
    key = (action.entity, action["hex"], action["tile"], action.get("special"))
    if key not in _costs:
        copy = snapshot(game)
        try:
            copy.process(action, restore=False)  # the copy is dropped
        except IllegalAction:
            _costs[key] = None
        else:
            before = game.holder(action.entity).cash
            _costs[key] = before - copy.holder(action.entity).cash
    return _costs[key]


def cost_text(game: Game, coord: str, cost: int | None) -> str:
    """ "free", "$60 (mountain)" (the hex's printed terrain, when that is the cost)."""
    if cost is None:
        return translate("TileTray", "not allowed")
    if cost == 0:
        return translate("TileTray", "free")
    record = next((h for h in game.data.map["hexes"] if h["coord"] == coord), {})
    upgrades = record.get("tile", {}).get("upgrades", [])
    terrains = [t for u in upgrades for t in u.get("terrains", [])]
    if terrains and cost == sum(int(u.get("cost", 0)) for u in upgrades):
        return f"{game.money(cost)} ({', '.join(terrains)})"
    return game.money(cost)


def tile_picture(scene: MapScene, state: HexSnapshot, phase_colors: tuple[str, ...],
                 side: int = PICTURE) -> QPixmap:
    """The hex `state` as the map would draw it, `side` pixels square; each is
    drawn once per scene (a tray is built again at every step of a lay)."""
    key = (state, phase_colors, side)
    pictures = _pictures.setdefault(scene, {})
    if len(pictures) >= PICTURES_KEPT:
        pictures.clear()  # a long game's old choices: 64 kB each
    if key not in pictures:
        pictures[key] = _draw_picture(scene, state, phase_colors, side)
    return pictures[key]


def _draw_picture(scene: MapScene, state: HexSnapshot, phase_colors: tuple[str, ...],
                  side: int) -> QPixmap:
    geo = scene.geo
    record = scene.records[state.coord]
    tile = resolve_tile(scene.data, state, record)
    fill = palette.tile_fill(tile.get("color", "white"))
    ground, item = HexBaseItem(state.coord, geo), TileItem(state.coord, geo)
    ground.set_state(fill, {})
    style = PaintStyle(geo.size, phase_colors, palette.company_colors(scene.data.game))
    item.set_state(state, scene.tile_layout(state), style, fill, "")
    bounds = ground.boundingRect()
    ratio = 2.0  # drawn at twice the size: sharp on high-density screens too
    pixmap = QPixmap(int(side * ratio), int(side * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(side / 2, side / 2)
    scale = side / max(bounds.width(), bounds.height())
    painter.scale(scale, scale)
    option = QStyleOptionGraphicsItem()
    ground.paint(painter, option)
    item.paint(painter, option)
    painter.end()
    return pixmap


class TileTray(QWidget):
    """The legal tiles of the picker's hex, a button each (`tile:LABEL`), and the
    rotation of the chosen one (`lay:rotate_back`, `lay:rotate`)."""

    def __init__(
        self,
        game: Game,
        picker: MapPicker,
        button: Callable[[str, str, Callable[[], None]], QPushButton],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.game, self.picker = game, picker
        self.setObjectName("tile:tray")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        grid = QGridLayout()
        grid.setSpacing(4)
        phases = picker.scene.snapshot.phase_colors
        for n, label in enumerate(picker.tiles_here()):
            grid.addWidget(self._tile_button(label, phases, button), n // PER_ROW, n % PER_ROW)
        outer.addLayout(grid)
        rotations = picker.lays[picker.hex][picker.tile]
        index = rotations.index(picker.rotation) + 1 if picker.rotation in rotations else 0
        row = QHBoxLayout()
        back = button("◀", "lay:rotate_back", lambda: picker.rotate(-1))
        rotate = translate("TileTray", "Rotate (R) ▶")
        ahead = button(rotate, "lay:rotate", lambda: picker.rotate(1))
        for widget in (back, ahead):
            widget.setEnabled(len(rotations) > 1)
        back.setToolTip(translate("TileTray", "The previous legal rotation"))
        ahead.setToolTip(
            translate("TileTray", "The next legal rotation (R, or click the hex again)")
        )
        row.addWidget(back)
        turns = QLabel(
            translate("TileTray", "rotation {index} of {count}").format(
                index=index, count=len(rotations)
            )
        )
        turns.setObjectName("lay:rotations")
        row.addWidget(turns)
        row.addWidget(ahead)
        row.addStretch(1)
        outer.addLayout(row)

    def _tile_button(self, label: str, phases: tuple[str, ...], button) -> QPushButton:
        picker, game = self.picker, self.game
        chosen = label == picker.tile
        rotation = picker.rotation if chosen else picker.lays[picker.hex][label][0]
        state = picker.preview_state(label, rotation or 0)
        cost = lay_cost(game, picker.lay_action(label, rotation or 0))
        words = cost_text(game, picker.hex, cost)
        widget = button(f"{label}\n{words}", f"tile:{label}", lambda: picker.select_tile(label))
        widget.setIcon(QIcon(tile_picture(picker.scene, state, phases)))
        widget.setIconSize(QSize(PICTURE, PICTURE))
        widget.setCheckable(True)
        widget.setChecked(chosen)
        count = len(picker.lays[picker.hex][label])
        if count == 1:
            tip = translate("TileTray", "Tile {label}: {words}; 1 legal rotation")
        else:
            tip = translate("TileTray", "Tile {label}: {words}; {count} legal rotations")
        widget.setToolTip(tip.format(label=label, words=words, count=count))
        return widget


def lay_status(game: Game, picker: MapPicker) -> str:
    """ "Tile 57 in Puebla (K8), rotation 2 of 3 · $60 (mountain)"."""
    coord, label = picker.hex, picker.tile
    rotations = picker.lays[coord][label]
    index = rotations.index(picker.rotation) + 1 if picker.rotation in rotations else 0
    cost = lay_cost(game, picker.lay_action(label, picker.rotation or 0))
    said = translate("TileTray", "Tile {tile} in {place}, rotation {number} of {count} · {cost}")
    return said.format(tile=label, place=game.place_name(coord), number=index,
                       count=len(rotations), cost=cost_text(game, coord, cost))
