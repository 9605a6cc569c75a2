"""Tile definitions (from tiles.json / map.json structures) and their rotations.

A tile is parsed once into a `TileDef`; each of its six rotations is an
`Orientation` (cached) that holds what the map algorithms need: the rotated
paths, which paths touch each edge and each revenue centre, and the exits.
Tile edge `e` with rotation `r` lies on hex edge `(e + r) % 6`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

from gamedesk.engine.errors import GameDataError

#: Tile colours in upgrade order (white = empty land). R-142.
COLOR_ORDER = ("white", "yellow", "green", "brown", "gray")
#: Phase colours in the order in which per-phase revenues take over.
PHASE_COLOR_ORDER = ("yellow", "green", "brown", "gray", "diesel")

NODE_KINDS = ("city", "town", "offboard", "halt")
EDGE = "edge"
JUNCTION = "junction"


@dataclass(frozen=True, slots=True)
class End:
    """One end of a path: an edge (with its lane), a revenue centre or a junction."""

    kind: str  # "edge", "city", "town", "offboard", "halt" or "junction"
    num: int  # edge number, or the part's index in the tile structure
    lane: tuple[int, int] = (1, 0)  # (width, index); only meaningful on edges

    @property
    def is_edge(self) -> bool:
        return self.kind == EDGE

    @property
    def is_node(self) -> bool:
        return self.kind in NODE_KINDS

    def rotated(self, rotation: int) -> End:
        if self.kind != EDGE or not rotation:
            return self
        return End(EDGE, (self.num + rotation) % 6, self.lane)

    def covers(self, other: End) -> bool:
        """Whether this end carries the connection of `other` (R-144, R-148).

        Edges must match; a revenue centre matches any centre of the same kind
        (town dot and bar are interchangeable); lanes are not compared.
        """
        return self.kind == other.kind and (self.kind != EDGE or self.num == other.num)


@dataclass(frozen=True, slots=True)
class NodeDef:
    """A revenue centre (city, town, off-board area, halt) of a tile."""

    index: int
    kind: str
    revenue: int | dict
    slots: int = 0
    loc: object = None
    groups: tuple[str, ...] = ()
    visit_cost: int = 1
    optional: bool = False  # `route: optional` (halts): a route may skip it


@dataclass(frozen=True, slots=True)
class PathDef:
    a: End
    b: End
    terminal: bool = False
    gauge: str = ""  # the data's `track`: "" standard, "narrow", "dual" (gauges.py)


@dataclass(frozen=True, slots=True)
class OPath:
    """A path of a placed (rotated) tile."""

    ends: tuple[End, End]
    terminal: bool
    exits: tuple[int, ...]
    #: track sections this path occupies (without the hex), see `track_keys`
    keys: tuple[tuple, ...]
    gauge: str = ""  # see PathDef

    def other(self, endpos: int) -> End:
        return self.ends[1 - endpos]

    def covers(self, old: OPath) -> bool:
        """Whether this path carries the connection of `old` (R-148)."""
        a, b = self.ends
        oa, ob = old.ends
        return (a.covers(oa) and b.covers(ob)) or (a.covers(ob) and b.covers(oa))


@dataclass(eq=False)
class TileDef:
    """A tile kind (or the printed content of a hex)."""

    name: str
    key: str
    color: str
    nodes: dict[int, NodeDef]
    junctions: tuple[int, ...]
    paths: tuple[PathDef, ...]
    labels: tuple[str, ...]
    future_label: tuple[str | None, str] | None  # (label, colour)
    upgrade_cost: int  # paid by the lay that replaces this tile
    preprinted: bool = False
    _orientations: dict[int, Orientation] = field(default_factory=dict, repr=False)

    @classmethod
    def from_structure(
        cls, name: str, key: str, data: dict, *, preprinted: bool = False
    ) -> TileDef:
        nodes: dict[int, NodeDef] = {}
        for kind, plural in (
            ("city", "cities"),
            ("town", "towns"),
            ("offboard", "offboards"),
            ("halt", "halts"),
        ):
            for part in data.get(plural, ()):
                nodes[part["index"]] = NodeDef(
                    index=part["index"],
                    kind=kind,
                    revenue=part.get("revenue", 0),
                    slots=part.get("slots", 1) if kind == "city" else 0,
                    loc=part.get("loc"),
                    groups=tuple(part.get("groups", ())),
                    visit_cost=part.get("visit_cost", 1),
                    optional=part.get("route", "optional" if kind == "halt" else "mandatory")
                    == "optional",
                )
        junction = data.get("junction")
        junctions = (junction["index"],) if junction else ()
        paths = tuple(_parse_path(p, name) for p in data.get("paths", ()))
        future = data.get("future_label")
        return cls(
            name=name,
            key=key,
            color=data["color"],
            nodes=nodes,
            junctions=junctions,
            paths=paths,
            labels=tuple(data.get("labels", ())),
            future_label=(future["label"], future["color"]) if future else None,
            upgrade_cost=sum(u.get("cost", 0) for u in data.get("upgrades", ())),
            preprinted=preprinted,
        )

    def oriented(self, rotation: int) -> Orientation:
        rotation %= 6
        found = self._orientations.get(rotation)
        if found is None:
            found = self._orientations[rotation] = Orientation(self, rotation)
        return found

    @cached_property
    def cities(self) -> tuple[int, ...]:
        return tuple(i for i, n in sorted(self.nodes.items()) if n.kind == "city")

    @cached_property
    def towns(self) -> tuple[int, ...]:
        return tuple(i for i, n in sorted(self.nodes.items()) if n.kind == "town")

    def count(self, kind: str) -> int:
        return self._kind_counts.get(kind, 0)

    @cached_property
    def _kind_counts(self) -> dict[str, int]:
        """Nodes per kind (`count` is asked for every rotation a lay tries)."""
        counts: dict[str, int] = {}
        for node in self.nodes.values():
            counts[node.kind] = counts.get(node.kind, 0) + 1
        return counts


class Orientation:
    """A tile at one rotation: rotated paths and lookup tables for walking track."""

    __slots__ = (
        "ahead",
        "edge_paths",
        "entered",
        "exits",
        "junction_paths",
        "node_exits",
        "node_paths",
        "paths",
        "rotation",
        "tile",
    )

    def __init__(self, tile: TileDef, rotation: int) -> None:
        self.tile = tile
        self.rotation = rotation
        paths = []
        for pdef in tile.paths:
            ends = (pdef.a.rotated(rotation), pdef.b.rotated(rotation))
            exits = tuple(e.num for e in ends if e.is_edge)
            paths.append(OPath(ends, pdef.terminal, exits, (), pdef.gauge))
        paths = [
            OPath(p.ends, p.terminal, p.exits, _track_keys(tile, i, p, rotation), p.gauge)
            for i, p in enumerate(paths)
        ]
        self.paths: tuple[OPath, ...] = tuple(paths)
        self.exits: frozenset[int] = frozenset(e for p in paths for e in p.exits)
        edge_paths: dict[int, list] = {}
        node_paths: dict[int, list] = {}
        junction_paths: dict[int, list] = {}
        node_exits: dict[int, set[int]] = {i: set() for i in tile.nodes}
        for i, p in enumerate(paths):
            for pos, end in enumerate(p.ends):
                if end.is_edge:
                    edge_paths.setdefault(end.num, []).append((i, pos, end.lane))
                elif end.kind == JUNCTION:
                    junction_paths.setdefault(end.num, []).append((i, pos))
                else:
                    node_paths.setdefault(end.num, []).append((i, pos))
                    other = p.ends[1 - pos]
                    if other.is_edge:
                        node_exits[end.num].add(other.num)
        #: edge -> ((path index, end position, lane), ...)
        self.edge_paths = {e: tuple(v) for e, v in edge_paths.items()}
        #: node index -> ((path index, end position), ...)
        self.node_paths = {n: tuple(v) for n, v in node_paths.items()}
        self.junction_paths = {n: tuple(v) for n, v in junction_paths.items()}
        #: node index -> edges joined to it by a single path (R-148)
        self.node_exits = {n: frozenset(v) for n, v in node_exits.items()}
        # The tables below serve the inner loops that walk track (reach,
        # segments), which would otherwise rebuild these tuples at every step.
        #: (edge, lane) -> ((path index, end position), ...) of the paths that
        #: track arriving across that side on that lane continues on
        entered: dict[tuple[int, tuple[int, int]], list[tuple[int, int]]] = {}
        for e, found in self.edge_paths.items():
            for i, pos, lane in found:
                entered.setdefault((e, lane), []).append((i, pos))
        self.entered = {k: tuple(v) for k, v in entered.items()}
        #: path index -> per end position entered from, the far end as
        #: (kind, num, facing); for an edge, `facing` is the (edge, lane) key of
        #: `entered` on the neighbour's tile, else None
        self.ahead: tuple[tuple[Ahead, Ahead], ...] = tuple(
            (_ahead(p.ends[1]), _ahead(p.ends[0])) for p in paths
        )

    def __repr__(self) -> str:
        return f"<Orientation {self.tile.name}@{self.rotation}>"


#: The far end of a path as the track walkers read it (see `Orientation.ahead`).
Ahead = tuple[str, int, tuple[int, tuple[int, int]] | None]


def _ahead(end: End) -> Ahead:
    if end.kind != EDGE:
        return (end.kind, end.num, None)
    width, index = end.lane
    # the neighbour's side facing this edge, and the lane as seen from there
    # (18xx.games numbers lanes from opposite ends on the two sides)
    return (EDGE, end.num, ((end.num + 3) % 6, (width, width - index - 1)))


def _parse_end(text: str, lane: list | None, tile: str) -> End:
    kind, _, num = text.partition(":")
    if kind not in NODE_KINDS and kind not in (EDGE, JUNCTION):
        raise GameDataError(f"tile {tile}: unknown path end {text!r}")
    # a lone junction is written bare ("junction"): it is junction 0
    return End(kind, int(num or 0), tuple(lane) if lane else (1, 0))


def _parse_path(data: dict, tile: str) -> PathDef:
    return PathDef(
        a=_parse_end(data["a"], data.get("a_lane"), tile),
        b=_parse_end(data["b"], data.get("b_lane"), tile),
        terminal=bool(data.get("terminal")),
        gauge=_GAUGES.get(data.get("track", ""), ""),
    )


#: the data's `track` values that are gauges (thin lines are the ferries', track.py)
_GAUGES = {"narrow": "narrow", "dual": "dual"}


def _track_keys(tile: TileDef, index: int, path: OPath, rotation: int) -> tuple[tuple, ...]:
    """The track sections a path occupies (R-164, R-172), without the hex.

    - every edge end is a section `("E", edge, lane index)`: two paths that
      share an edge stub (a switch) cannot both be used, and the two lanes of
      a double track are separate (R-157);
    - track from an edge to a town drawn against another edge (`loc`) runs
      along that edge's stub first, so it shares `("T", town)` with every other
      such path (as 18xx.games does, e.g. tile 470);
    - `("P", index)`: the path itself, so track with no edge (the link between
      the city and the town of Veracruz or Tampico) is track too; 18xx.games
      refuses two trains on it as well.
    """
    keys: list[tuple] = [("P", index)]
    for end in path.ends:
        if end.is_edge:
            keys.append(("E", end.num, end.lane[1]))
    for pos, end in enumerate(path.ends):
        other = path.ends[1 - pos]
        node = tile.nodes.get(end.num) if end.kind == "town" else None
        if node is None or not other.is_edge or not isinstance(node.loc, (int, float)):
            continue
        if node.loc != int(node.loc):
            continue
        if (int(node.loc) + rotation) % 6 != other.num:
            keys.append(("T", end.num, end.lane[1]))
    return tuple(keys)
