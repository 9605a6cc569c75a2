"""The static tile facts of a title: definitions, manifest counts, printed hexes,
double-hex tile pairs and company tile-lay abilities. Built once per title and
shared by every board (boards never change it).
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from gamedesk.engine.board.hexgrid import HexGrid
from gamedesk.engine.board.tiles import TileDef
from gamedesk.engine.data import TitleData
from gamedesk.engine.errors import GameDataError

#: Stand-in count for tiles with an unlimited supply.
UNLIMITED = 999


@dataclass(frozen=True)
class DoubleHex:
    """Two hexes that form one location and take paired tiles (R-156)."""

    hexes: tuple[str, str]
    pairs: dict[str, tuple[str, str]]  # tile name -> (partner tile name, partner hex)
    rotation: int


@dataclass(frozen=True)
class TileLayAbility:
    """A company's special tile lay (18MEX KCMO: #470 in F5, R-158)."""

    company: str
    hexes: frozenset[str]
    tiles: frozenset[str]
    discount: int = 0
    cost: int = 0
    free: bool = False
    reachable: bool = False  # must the lay be connected to the company's stations?


class TileCatalogue:
    """Tile definitions by name, the manifest and the printed content of each hex."""

    def __init__(self, data: TitleData, grid: HexGrid) -> None:
        self.title = data.title
        self.defs: dict[str, TileDef] = {}
        self.counts: dict[str, int] = {}
        for entry in data.game["tile_manifest"]:
            name = entry["name"]
            self.defs[name] = TileDef.from_structure(name, entry["key"], data.tile(entry["key"]))
            count = entry["count"]
            self.counts[name] = UNLIMITED if count == "unlimited" else int(count)
        self.printed: dict[str, TileDef] = {
            coord: TileDef.from_structure(coord, coord, grid.info(coord).tile, preprinted=True)
            for coord in grid.coords
        }
        rules = data.game.get("rules", {})
        self.non_upgradeable: frozenset[str] = frozenset(rules.get("non_upgradeable_tiles", ()))
        self.tile_cost: int = int(rules.get("tile_cost", 0) or 0)
        self.track_restriction: str = rules.get("track_restriction", "permissive")
        #: False where any hex may take track, reached or not (18MW R-112)
        self.lay_needs_route: bool = bool(rules.get("lay_needs_route", True))
        self.double_hexes: dict[str, DoubleHex] = {}
        for dh in data.map.get("double_hexes", ()):
            self._add_double_hex(dh)
        # tile names by colour, in manifest order: a lay looks only at the next colour
        self.by_color: dict[str, tuple[str, ...]] = {}
        for name, tile in self.defs.items():
            self.by_color[tile.color] = (*self.by_color.get(tile.color, ()), name)
        self.shape_cache: dict[tuple, tuple[str, ...]] = {}  # filled by upgrades._same_shape
        # made at once where every hex is a candidate for a lay (18MW), else when asked
        self._grid = grid
        self._printed_states = {} if self.lay_needs_route else {
            coord: _printed_state(grid, coord, self.non_upgradeable) for coord in grid.coords}
        self.abilities: dict[str, TileLayAbility] = {}
        for company in data.game.get("companies", ()):
            for ability in company.get("abilities", ()):
                if ability.get("type") == "tile_lay":
                    self.abilities[company["sym"]] = _parse_ability(company["sym"], ability)

    def tile(self, name: str) -> TileDef:
        try:
            return self.defs[name]
        except KeyError:
            raise GameDataError(f"{self.title}: no tile {name!r} in the manifest") from None

    def printed_state(self, coord: str) -> tuple:
        """What the lay rules read of a hex's printed content, as a key: hexes
        printed alike give the same one."""
        found = self._printed_states.get(coord)
        if found is None:
            found = self._printed_states[coord] = _printed_state(
                self._grid, coord, self.non_upgradeable)
        return found

    def double_hex(self, coord: str) -> DoubleHex | None:
        return self.double_hexes.get(coord)

    def _add_double_hex(self, data: dict) -> None:
        first, second = data["hexes"]
        pairs: dict[str, tuple[str, str]] = {}
        for a, b in data["tile_pairs"]:
            pairs[a] = (b, second)
            pairs[b] = (a, first)
        dh = DoubleHex(hexes=(first, second), pairs=pairs, rotation=int(data.get("rotation", 0)))
        self.double_hexes[first] = dh
        self.double_hexes[second] = dh

    def partner(self, coord: str, tile: str) -> tuple[str, str] | None:
        """(partner tile, partner hex) when `tile` is one half of a double-hex pair."""
        dh = self.double_hexes.get(coord)
        if dh is None:
            return None
        return dh.pairs.get(tile)


def _printed_state(grid: HexGrid, coord: str, non_upgradeable: frozenset[str]) -> tuple:
    info = grid.info(coord)
    # A printed tile is named by its hex: the name counts only in the list of
    # tiles never upgraded.
    content = {k: v for k, v in info.tile.items() if k != "name"}
    return (json.dumps(content, sort_keys=True), info.color, coord in non_upgradeable)


def _parse_ability(company: str, data: dict) -> TileLayAbility:
    return TileLayAbility(
        company=company,
        hexes=frozenset(data.get("hexes", ())),
        tiles=frozenset(data.get("tiles", ())),
        discount=int(data.get("discount", 0) or 0),
        cost=int(data.get("cost", 0) or 0),
        free=bool(data.get("free", False)),
        reachable=bool(data.get("reachable", False)),
    )


_CACHE: dict[tuple[int, frozenset[str]], tuple[TitleData, HexGrid, TileCatalogue]] = {}


def catalogue_for(data: TitleData, options: frozenset[str]) -> tuple[HexGrid, TileCatalogue]:
    """The grid and catalogue of a title (cached: boards of one title share them)."""
    key = (id(data), options)
    found = _CACHE.get(key)
    if found is None or found[0] is not data:
        grid = HexGrid(data.map, options)
        found = _CACHE[key] = (data, grid, TileCatalogue(data, grid))
    return found[1], found[2]
