"""The hex grid of a title: coordinates, neighbours and which sides track may cross.

Edge numbering and neighbour offsets come from the map's `layout` (see
docs/data-schema.md, "The hex grid"); edge `e` faces edge `(e + 3) % 6` of
the neighbour across it.
"""

from __future__ import annotations

from dataclasses import dataclass

EDGES = (0, 1, 2, 3, 4, 5)


def opposite(edge: int) -> int:
    """The edge of the neighbour that faces `edge`."""
    return (edge + 3) % 6


@dataclass(frozen=True, slots=True)
class HexInfo:
    """The printed facts of one hex."""

    coord: str
    x: int
    y: int
    color: str
    tile: dict  # the preprinted tile structure
    tile_id: str  # preprinted tile id, as 18xx.games logs name it ("E6-0")
    location_name: str | None


class HexGrid:
    """Coordinates, neighbours and passable sides of one title's map.

    A side is *passable* when track may cross it (R-149): the neighbour exists,
    neither hex marks the side `impassable`, and a hex of an impassable colour
    (red, gray, blue ... per `layout.impassable_hex_colors`) is entered only
    across a side that its own printed track uses. 18xx.games builds its
    neighbour table the same way (blank sides of red/gray hexes are closed).
    """

    def __init__(self, map_data: dict, options: frozenset[str] = frozenset()) -> None:
        layout = map_data["layout"]
        records = {h["coord"]: h for h in map_data["hexes"]}
        for name, variant in map_data.get("variants", {}).items():
            if name in options:
                for coord in variant.get("remove_hexes", []):
                    records.pop(coord, None)
                for record in variant.get("add_hexes", []):
                    records[record["coord"]] = record
        self.orientation: str = layout["orientation"]
        self._impassable_colors = frozenset(layout.get("impassable_hex_colors", ()))
        self._info = {
            coord: HexInfo(
                coord=coord,
                x=rec["x"],
                y=rec["y"],
                color=rec["color"],
                tile=rec["tile"],
                tile_id=rec.get("preprinted_tile_id", f"{coord}-0"),
                location_name=rec.get("location_name"),
            )
            for coord, rec in records.items()
        }
        offsets = {int(e): (dx, dy) for e, (dx, dy) in layout["neighbor_offsets"].items()}
        by_xy = {(i.x, i.y): c for c, i in self._info.items()}
        # Neighbours are recomputed from the coordinates so that map variants
        # that add or remove hexes get a consistent table.
        self._neighbors: dict[str, tuple[str | None, ...]] = {
            c: tuple(by_xy.get((i.x + offsets[e][0], i.y + offsets[e][1])) for e in EDGES)
            for c, i in self._info.items()
        }
        self._passable: dict[str, tuple[bool, ...]] = {
            c: tuple(self._side_open(c, e) for e in EDGES) for c in self._info
        }
        self.coords: tuple[str, ...] = tuple(sorted(self._info, key=_coord_sort_key))
        #: hex -> per edge, the neighbour track crosses into, or None where it
        #: may not cross: one lookup for the inner loops that walk track
        self.links: dict[str, tuple[str | None, ...]] = {
            c: tuple(n if open_ else None for n, open_ in zip(ns, self._passable[c], strict=True))
            for c, ns in self._neighbors.items()
        }

    # ------------------------------------------------------------------ queries
    def __contains__(self, coord: object) -> bool:
        return coord in self._info

    def info(self, coord: str) -> HexInfo:
        return self._info[coord]

    def neighbor(self, coord: str, edge: int) -> str | None:
        """The hex across `edge`, whether or not track may cross (None off the map)."""
        return self._neighbors[coord][edge]

    def passable(self, coord: str, edge: int) -> bool:
        """Whether track may cross side `edge` of `coord` (R-149)."""
        return self._passable[coord][edge]

    def sides_passable(self, coord: str) -> tuple[bool, ...]:
        """`passable(coord, edge)` for the six edges in order."""
        return self._passable[coord]

    def passable_edges(self, coord: str) -> tuple[int, ...]:
        return tuple(e for e in EDGES if self._passable[coord][e])

    # ----------------------------------------------------------------- helpers
    def _blocks_entry(self, coord: str, edge: int) -> bool:
        """True when `coord` itself closes its side `edge`."""
        info = self._info[coord]
        for border in info.tile.get("borders", ()):
            if border["edge"] == edge and border.get("type") == "impassable":
                return True
        if info.color in self._impassable_colors:
            return edge not in _printed_exits(info.tile)
        return False

    def _side_open(self, coord: str, edge: int) -> bool:
        other = self._neighbors[coord][edge]
        if other is None:
            return False
        return not (self._blocks_entry(coord, edge) or self._blocks_entry(other, opposite(edge)))


def _printed_exits(tile: dict) -> set[int]:
    exits = set()
    for path in tile.get("paths", ()):
        for end in (path["a"], path["b"]):
            kind, _, num = end.partition(":")
            if kind == "edge":
                exits.add(int(num))
    return exits


def _coord_sort_key(coord: str) -> tuple[int, str, int]:
    letters = coord.rstrip("0123456789")
    return (len(letters), letters, int(coord[len(letters) :]))
