"""Walking the track on the map: crossing hex sides and the node-to-node runs of
track (*segments*) between revenue centres.

Paths join only across hex sides (with matching lanes) and at revenue centres
or junctions. Two paths of one tile that share an edge stub are therefore
never joined to each other directly, which is what forbids reversing at a
switch (R-165).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from gamedesk.engine.board.tiles import EDGE, JUNCTION

if TYPE_CHECKING:
    from gamedesk.engine.board.board import Board

#: A directed step on the map: (hex, path index, end position entered from).
Step = tuple[str, int, int]
#: A revenue centre: (hex, index in the tile structure).
NodeRef = tuple[str, int]


class Segment(NamedTuple):
    """A run of track from one revenue centre to the next, with no stop between.

    A named tuple, not a frozen dataclass: route searches make thousands, and a
    tuple is made at a third of the cost."""

    start: NodeRef
    end: NodeRef
    steps: tuple[tuple[str, int], ...]  # (hex, path index) in travel order
    hexes: tuple[str, ...]  # hexes crossed, each run of one hex listed once
    keys: frozenset[tuple]  # track sections used
    terminal_start: bool  # the first path is a terminal path
    terminal_end: bool
    terminal_inside: bool  # a terminal path that is neither first nor last

    def reversed(self) -> Segment:
        return Segment(
            start=self.end,
            end=self.start,
            steps=tuple(reversed(self.steps)),
            hexes=tuple(reversed(self.hexes)),
            keys=self.keys,
            terminal_start=self.terminal_end,
            terminal_end=self.terminal_start,
            terminal_inside=self.terminal_inside,
        )


def segments_from(board: Board, node: NodeRef) -> tuple[tuple[Segment, ...], frozenset[str]]:
    """Every run of track that leaves `node` and ends at the next revenue centre,
    and the hexes whose tiles the search looked at (the result holds as long
    as none of them changes)."""
    coord, index = node
    search = _RunSearch(board, node)
    if coord in board.closed_gates:
        return (), frozenset(search.touched)  # a closed gate carries no train
    for p, pos in board.orientation(coord).node_paths.get(index, ()):
        search.extend([(coord, p)], board.track_keys(coord, p), coord, p, pos)
    return tuple(search.found), frozenset(search.touched)


class _RunSearch:
    """A depth-first search of the simple runs of track from one centre."""

    def __init__(self, board: Board, start: NodeRef) -> None:
        self.board = board
        self.orients = board.orientations
        self.links = board.grid.links
        self.start = start
        self.found: list[Segment] = []
        self.touched = {start[0]}
        self.ferries = ferry_paths(board)
        self.closed = board.closed_gates

    def extend(
        self, steps: list[tuple[str, int]], keys: frozenset, coord: str, p: int, pos: int
    ) -> None:
        orient = self.orients[coord]
        kind, num, facing = orient.ahead[p][pos]
        if kind == EDGE:
            other = self.links[coord][num]
            if other is None:
                return
            # new track there could continue this run, even where none joins now
            self.touched.add(other)
            nexts = [(other, q, qpos) for q, qpos in self.orients[other].entered.get(facing, ())]
        elif kind == JUNCTION:
            nexts = [(coord, q, qpos) for q, qpos in orient.junction_paths[num] if q != p]
        else:
            self.found.append(_make_segment(self.board, self.start, (coord, num), steps, keys))
            return
        for hex_, q, qpos in nexts:
            if (hex_, q) in self.ferries and self.board.tile_of(hex_).preprinted:
                continue  # a ferry line carries no train (1822MX R-173)
            if hex_ in self.closed:
                continue  # nor does a closed gate (gates.py)
            nkeys = self.board.track_keys(hex_, q)
            if nkeys & keys or (hex_, q) in steps:
                continue
            steps.append((hex_, q))
            self.extend(steps, keys | nkeys, hex_, q, qpos)
            steps.pop()


_FERRIES: dict[int, frozenset[tuple[str, int]]] = {}


def ferry_paths(board: Board) -> frozenset[tuple[str, int]]:
    """(hex, path index) of the printed ferry lines (thin track in the map data)."""
    key = id(board.data)
    found = _FERRIES.get(key)
    if found is None:
        found = _FERRIES[key] = frozenset(
            (h["coord"], i)
            for h in board.data.map.get("hexes", ())
            for i, path in enumerate((h.get("tile") or {}).get("paths", ()))
            if path.get("track") == "thin"
        )
    return found


def _make_segment(
    board: Board, start: NodeRef, end: NodeRef, steps: list[tuple[str, int]], keys: frozenset
) -> Segment:
    orients = board.orientations
    terminal = [orients[h].paths[p].terminal for h, p in steps]
    hexes: list[str] = []
    for coord, _ in steps:
        if not hexes or hexes[-1] != coord:
            hexes.append(coord)
    return Segment(
        start=start,
        end=end,
        steps=tuple(steps),
        hexes=tuple(hexes),
        keys=keys,
        terminal_start=terminal[0],
        terminal_end=terminal[-1],
        terminal_inside=any(terminal[1:-1]),
    )
