"""Choosing on the map: which hex gets a tile (then which tile, which
rotation), and which city gets a station.

The picker is given the engine's legal lay_tile / place_token templates and
only ever offers those: highlighted hexes are the hexes of some template, the
tiles of a hex are those templates' tiles, and R (or a click on the chosen hex)
steps through that tile's legal rotations. In the run-routes step a click
adds the stop under the mouse to the chosen train's route (`RoutePlan`).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QPointF, Signal
from PySide6.QtWidgets import QGraphicsPolygonItem

from gamedesk.engine.actions import Action, act
from gamedesk.engine.data import TitleData
from gamedesk.engine.game import Game
from gamedesk.ui.i18n import translate
from gamedesk.ui.map_scene import MapScene, MapView
from gamedesk.ui.map_state import CitySnapshot, HexSnapshot, MapSnapshot
from gamedesk.ui.route_plan import RoutePlan
from gamedesk.ui.route_search import ObjectiveSearch
from gamedesk.ui.snapshot import route_snapshot
from gamedesk.ui.tile_item import hex_mark


def is_drawn_tile(data: TitleData, a: Action) -> bool:
    """A lay of a tile the map can show; a hidden one (an 1822MX builder cube) is a
    marker put on the hex, offered as a button."""
    tile = data.tiles.get(a["tile"])
    return tile is not None and not tile.get("hidden")


def lay_label(a: Action) -> str:
    """How the panel names a tile choice: the tile, and the private whose power lays it."""
    return f"{a['tile']} ({a['special']})" if a.get("special") else a["tile"]


class MapPicker(QObject):
    """Holds the choice in progress; `changed` after every step, `chosen` on confirm."""

    changed = Signal()
    chosen = Signal(object)

    def __init__(self, view: MapView, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.view = view
        self.base: MapSnapshot | None = None
        self.lays: dict[str, dict[str, list[int]]] = {}  # hex -> tile label -> rotations
        self.lay_args: dict[str, dict] = {}  # tile label -> the action's tile and power
        self.markers: dict[str, list[Action]] = {}  # hex -> lays of a marker (a builder cube)
        self.tokens: dict[str, list[int]] = {}  # hex -> cities
        self.entity = ""
        self.hex: str | None = None
        self.tile: str | None = None
        self.rotation: int | None = None
        self.routes: RoutePlan | None = None
        self.objective_search = ObjectiveSearch(self)  # the run-routes step's second Auto
        self.objective_search.finished.connect(self.route_changed)
        self._marks: dict[tuple[str, str], QGraphicsPolygonItem] = {}  # (hex, kind) -> outline
        view.hexClicked.connect(self.click)

    @property
    def scene(self) -> MapScene:
        return self.view.map_scene()

    # ------------------------------------------------------------ offers

    def offer(self, base: MapSnapshot, actions: list[Action]) -> None:
        """New legal actions (after any change of the game): forget the choice."""
        self.base = base
        self.lays, self.tokens, self.lay_args, self.markers = {}, {}, {}, {}
        self.hex = self.tile = self.rotation = None
        self.routes = None
        self.objective_search.abandon()
        data = self.scene.data
        drawn: dict[str, bool] = {}  # by tile: 18MW offers thousands of lays a position
        for a in actions:
            if a.type == "lay_tile" and a["tile"] not in drawn:
                drawn[a["tile"]] = is_drawn_tile(data, a)
            if a.type == "lay_tile" and not drawn[a["tile"]]:
                self.entity = a.entity
                self.markers.setdefault(a["hex"], []).append(a)
            elif a.type == "lay_tile":
                self.entity = a.entity
                label = lay_label(a)
                self.lay_args[label] = {k: v for k, v in a.args.items()
                                        if k not in ("hex", "rotation")}
                rots = self.lays.setdefault(a["hex"], {}).setdefault(label, [])
                if a["rotation"] not in rots:
                    rots.append(a["rotation"])
            elif a.type == "place_token":
                self.entity = a.entity
                self.tokens.setdefault(a["hex"], []).append(int(a["city"]))
        self._mark()
        self.changed.emit()

    def offer_routes(self, game: Game, template: Action) -> None:
        """The run-routes step: start from the engine's suggestion."""
        self.objective_search.abandon()
        self.routes = RoutePlan(game, template)
        self.routes.auto()
        self.draw_routes()

    @property
    def active(self) -> bool:
        return bool(self.lays or self.tokens or self.markers or self.routes)

    # ------------------------------------------------------------ choosing

    def click(self, coord: str) -> None:
        if self.routes is not None:
            index = self.scene.stop_at(coord, self.view.last_click)
            if index is not None:
                self.routes.click(f"{coord}-{index}")
                self.draw_routes()
            return
        if coord in self.lays:
            if coord == self.hex and self.tile is not None:
                self.rotate()
                return
            self.select_hex(coord)
        elif coord in self.markers:  # only a marker here: the panel offers it
            self.cancel()
            self.hex = coord
            self._mark()
            self.changed.emit()
        elif coord in self.tokens and len(self.tokens[coord]) == 1:
            self.chosen.emit(act("place_token", self.entity, hex=coord, city=self.tokens[coord][0]))
        elif coord in self.tokens:
            self.hex = coord  # several cities: the panel offers one button each
            self._mark()
            self.changed.emit()

    def type_place(self, text: str) -> str | None:
        """A hex ("K8") or a stop ("K8-0") typed instead of clicked: the same choice
        as a click there. Returns why nothing was chosen, or None."""
        place = text.strip().upper()
        coord, dash, index = place.partition("-")
        if self.routes is not None:
            stops = self.scene.stop_indexes(coord)
            if dash and index.isdigit() and int(index) in stops:
                stop = int(index)
            elif not dash and len(stops) == 1:
                stop = stops[0]
            elif not dash and stops:
                return translate(
                    "MapPicker", "{hex} has {count} stops: type {hex}-{stop} or another"
                ).format(hex=coord, count=len(stops), stop=stops[0])
            else:
                that = place or translate("MapPicker", "that")
                return translate("MapPicker", "{place} is no stop on the map").format(place=that)
            self.routes.click(f"{coord}-{stop}")
            self.draw_routes()
            self.changed.emit()
            return None
        if coord in self.lays or coord in self.markers or coord in self.tokens:
            self.click(coord)
            return None
        that = place or translate("MapPicker", "that")
        return translate("MapPicker", "{place} is not one of the hexes offered now").format(
            place=that
        )

    def select_hex(self, coord: str) -> None:
        self.hex = coord
        tiles = self.lays[coord]
        self.select_tile(next(iter(tiles)))

    def select_tile(self, tile: str) -> None:
        if self.hex is None or tile not in self.lays.get(self.hex, {}):
            return
        self.tile = tile
        self.rotation = self.lays[self.hex][tile][0]
        self._preview()

    def rotate(self, step: int = 1) -> None:
        """The next legal rotation of the chosen tile (R)."""
        if self.hex is None or self.tile is None:
            return
        rots = self.lays[self.hex][self.tile]
        i = rots.index(self.rotation) if self.rotation in rots else -1
        self.rotation = rots[(i + step) % len(rots)]
        self._preview()

    def confirm(self) -> None:
        if self.hex is None or self.tile is None or self.rotation is None:
            return
        self.chosen.emit(self.lay_action(self.tile, self.rotation))

    def cancel(self) -> None:
        self.hex = self.tile = self.rotation = None
        if self.base is not None:
            self.scene.update_snapshot(self.base)
        self._mark()
        self.changed.emit()

    def route_changed(self) -> None:
        """After the panel changed the plan (train chosen, Auto, Clear)."""
        self.draw_routes()

    def draw_routes(self) -> None:
        plan = self.routes
        if plan is None or self.base is None:
            return
        drawn = [route_snapshot(plan.game, r, plan.company) for r in plan.drawn()]
        self.scene.update_snapshot(self.base.with_routes(*drawn))
        self.changed.emit()

    def tiles_here(self) -> list[str]:
        return list(self.lays.get(self.hex, {})) if self.hex else []

    def markers_here(self) -> list[Action]:
        return list(self.markers.get(self.hex, [])) if self.hex else []

    # ------------------------------------------------------------ drawing

    def preview_state(self, label: str, rotation: int) -> HexSnapshot | None:
        """The chosen hex as it would look with tile `label` at `rotation`."""
        if self.base is None or self.hex is None:
            return None
        old = self.base.hexes[self.hex]
        tile = self.lay_args.get(label, {}).get("tile", label)
        return HexSnapshot(self.hex, tile, rotation, self._cities(old, tile))

    def lay_action(self, label: str, rotation: int) -> Action | None:
        """The lay_tile action of tile `label` at `rotation` on the chosen hex."""
        if self.hex is None:
            return None
        args = self.lay_args.get(label, {"tile": label})
        return act("lay_tile", self.entity, hex=self.hex, rotation=rotation, **args)

    def _preview(self) -> None:
        if self.base is None or self.hex is None or self.tile is None:
            return
        state = self.preview_state(self.tile, self.rotation or 0)
        self.scene.update_snapshot(self.base.with_hexes(state))
        self._mark()
        self.changed.emit()

    def _cities(self, old: HexSnapshot, tile: str) -> tuple[CitySnapshot, ...]:
        """Tokens stay where they were when the new tile has as many cities;
        the engine decides the real placement on confirm."""
        cities = self.scene.data.tile(tile).get("cities", [])
        if len(cities) == len(old.cities):
            out = []
            for city, was in zip(sorted(cities, key=lambda c: c["index"]), old.cities, strict=True):
                slots = list(was.slots) + [None] * (int(city.get("slots", 1)) - len(was.slots))
                out.append(CitySnapshot(city["index"], tuple(slots), was.reserved))
            return tuple(out)
        return tuple(CitySnapshot(c["index"], (None,) * int(c.get("slots", 1))) for c in cities)

    def _mark(self) -> None:
        """Outline the offered hexes and the chosen one. Marks that stay as they
        were are kept: an item added or removed repaints the map view around it."""
        scene = self.scene
        wanted = {coord: "selected" if coord == self.hex else "offered"
                  for coord in {*self.lays, *self.tokens, *self.markers}}
        for key in [k for k in self._marks if k not in wanted.items()]:
            item = self._marks.pop(key)
            if item.scene() is not None:
                item.scene().removeItem(item)
        for coord, kind in wanted.items():
            item = self._marks.get((coord, kind))
            if item is not None and item.scene() is scene:
                continue
            item = hex_mark(scene.geo, kind)
            if kind == "selected":
                item.setZValue(item.zValue() + 1)  # over the outlines of its neighbours
            item.setPos(QPointF(*scene.hex_center(coord)))
            scene.addItem(item)
            self._marks[(coord, kind)] = item
