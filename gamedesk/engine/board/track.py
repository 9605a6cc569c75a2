"""Walking the track on the map: crossing hex sides and the node-to-node runs of
track (*segments*) between revenue centres.

Paths join only across hex sides (with matching lanes) and at revenue centres
or junctions. Two paths of one tile that share an edge stub are therefore
never joined to each other directly, which is what forbids reversing at a
switch (R-165).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from gamedesk.engine.board.hexgrid import opposite
from gamedesk.engine.board.tiles import EDGE, JUNCTION, Orientation

if TYPE_CHECKING:
    from gamedesk.engine.board.board import Board

#: A directed step on the map: (hex, path index, end position entered from).
Step = tuple[str, int, int]
#: A revenue centre: (hex, index in the tile structure).
NodeRef = tuple[str, int]


def invert_lane(lane: tuple[int, int]) -> tuple[int, int]:
    """The lane as seen from the other side of a hex side (18xx.games convention)."""
    width, index = lane
    return (width, width - index - 1)


def cross(
    board: Board,
    coord: str,
    edge: int,
    lane: tuple[int, int],
    orientation: Orientation | None = None,
) -> tuple[Step, ...]:
    """Paths of the neighbour entered by track leaving `coord` across `edge` on `lane`.

    `orientation` replaces the neighbour's tile (used to try a lay).
    """
    if not board.grid.passable(coord, edge):
        return ()
    other = board.grid.neighbor(coord, edge)
    orient = orientation or board.orientation(other)
    candidates = orient.edge_paths.get(opposite(edge))
    if not candidates:
        return ()
    want = invert_lane(lane)
    return tuple((other, p, pos) for p, pos, plane in candidates if plane == want)


@dataclass(frozen=True, slots=True)
class Segment:
    """A run of track from one revenue centre to the next, with no stop between."""

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


def segments_from(board: Board, node: NodeRef) -> tuple[Segment, ...]:
    """Every run of track that leaves `node` and ends at the next revenue centre."""
    coord, index = node
    orient = board.orientation(coord)
    found: list[Segment] = []
    for p, pos in orient.node_paths.get(index, ()):
        keys = board.track_keys(coord, p)
        _extend(board, node, [(coord, p)], keys, (coord, p, pos), found)
    return tuple(found)


def _extend(
    board: Board,
    start: NodeRef,
    steps: list[tuple[str, int]],
    keys: frozenset,
    step: Step,
    found: list[Segment],
) -> None:
    coord, p, pos = step
    orient = board.orientation(coord)
    far = orient.paths[p].other(pos)
    if far.kind == EDGE:
        nexts = cross(board, coord, far.num, far.lane)
    elif far.kind == JUNCTION:
        nexts = tuple((coord, q, qpos) for q, qpos in orient.junction_paths[far.num] if q != p)
    else:
        found.append(_make_segment(board, start, (coord, far.num), steps, keys))
        return
    for nxt in nexts:
        nkeys = board.track_keys(nxt[0], nxt[1])
        if nkeys & keys or (nxt[0], nxt[1]) in steps:
            continue
        steps.append((nxt[0], nxt[1]))
        _extend(board, start, steps, keys | nkeys, nxt, found)
        steps.pop()


def _make_segment(
    board: Board, start: NodeRef, end: NodeRef, steps: list[tuple[str, int]], keys: frozenset
) -> Segment:
    terminal = [board.orientation(h).paths[p].terminal for h, p in steps]
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
