"""What a company can reach from its stations (R-100, R-101, R-150).

Reachability is traced like a route with no length limit (R-101): track is
followed across hex sides and through revenue centres, never reversing at a
switch (paths sharing an edge stub are not joined), never passing through a
red area, through a terminal path, or through a city whose circles are all
held by other companies. The trace is a search over *directed* paths, so it is
linear in the amount of track; it may accept a walk that comes back along
track it already used after a reversing loop (a rare case that no printed rule
addresses; 18xx.games' own search is approximate too).

The result is cached per company by the board and dropped whenever a tile or
a token changes.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from gamedesk.engine.board.hexgrid import opposite
from gamedesk.engine.board.tiles import EDGE, JUNCTION, Orientation
from gamedesk.engine.board.track import NodeRef, Step, cross, invert_lane

if TYPE_CHECKING:
    from gamedesk.engine.board.board import Board


@dataclass(frozen=True)
class Reach:
    """The part of the map a company's stations reach."""

    sources: frozenset[NodeRef]
    nodes: frozenset[NodeRef]  # revenue centres reached (stations included)
    paths: frozenset[tuple[str, int]]  # (hex, path index) traced
    #: hex -> sides touched by reached track (the 18xx.games "connected hexes"):
    #: exits of reached paths in the hex, sides that reached paths of the
    #: neighbours point at, and every side of a hex holding a station
    edges: dict[str, frozenset[int]] = field(default_factory=dict)
    #: hex -> (side, lane) at which reached track leaves a neighbour into it
    entries: dict[str, frozenset[tuple[int, tuple[int, int]]]] = field(default_factory=dict)


def compute_reach(board: Board, company: str, extra_sources: Iterable[NodeRef] = ()) -> Reach:
    """Trace the track reachable from `company`'s stations (and `extra_sources`)."""
    sources = frozenset(board.token_cities(company)) | frozenset(extra_sources)
    entries: dict[str, set] = {}

    def on_exit(coord: str, edge: int, lane: tuple[int, int]) -> None:
        if board.grid.passable(coord, edge):
            other = board.grid.neighbor(coord, edge)
            entries.setdefault(other, set()).add((opposite(edge), invert_lane(lane)))

    starts = _node_starts(board.orientation, sources)
    paths, nodes = walk(
        starts,
        orientation_of=board.orientation,
        crossing=lambda c, e, lane: cross(board, c, e, lane),
        blocks=lambda c, i: board.blocks(c, i, company),
        on_exit=on_exit,
    )
    nodes |= sources
    return Reach(
        sources=sources,
        nodes=frozenset(nodes),
        paths=frozenset(paths),
        edges=_connected_edges(board, paths, sources),
        entries={c: frozenset(v) for c, v in entries.items()},
    )


def walk(
    starts: Iterable[Step],
    *,
    orientation_of: Callable[[str], Orientation | None],
    crossing: Callable[[str, int, tuple[int, int]], Iterable[Step]],
    blocks: Callable[[str, int], bool],
    on_exit: Callable[[str, int, tuple[int, int]], None] | None = None,
) -> tuple[set[tuple[str, int]], set[NodeRef]]:
    """Follow track from `starts` (each a path entered at one end).

    Returns the paths traced and the revenue centres reached. A centre is
    passed through only if `blocks` says it does not block and the path that
    reached it is not terminal; terminal paths are never left by (R-170).
    """
    seen: set[Step] = set()
    paths: set[tuple[str, int]] = set()
    nodes: set[NodeRef] = set()
    stack = list(starts)
    while stack:
        state = stack.pop()
        if state in seen:
            continue
        seen.add(state)
        coord, p, pos = state
        orient = orientation_of(coord)
        path = orient.paths[p]
        paths.add((coord, p))
        far = path.other(pos)
        if far.kind == EDGE:
            if on_exit is not None:
                on_exit(coord, far.num, far.lane)
            stack.extend(crossing(coord, far.num, far.lane))
        elif far.kind == JUNCTION:
            stack.extend((coord, q, qp) for q, qp in orient.junction_paths[far.num] if q != p)
        else:
            nodes.add((coord, far.num))
            if path.terminal or blocks(coord, far.num):
                continue
            stack.extend(
                (coord, q, qp)
                for q, qp in orient.node_paths[far.num]
                if q != p and not orient.paths[q].terminal
            )
    return paths, nodes


def _node_starts(
    orientation_of: Callable[[str], Orientation | None], sources: Iterable[NodeRef]
) -> list[Step]:
    starts = []
    for coord, index in sources:
        orient = orientation_of(coord)
        if orient is not None:
            starts.extend((coord, p, pos) for p, pos in orient.node_paths.get(index, ()))
    return starts


def _connected_edges(
    board: Board, paths: set[tuple[str, int]], sources: frozenset[NodeRef]
) -> dict[str, frozenset[int]]:
    edges: dict[str, set[int]] = {}
    for coord, _ in sources:
        edges.setdefault(coord, set()).update(board.grid.passable_edges(coord))
    for coord, p in paths:
        for edge in board.orientation(coord).paths[p].exits:
            edges.setdefault(coord, set()).add(edge)
            if board.grid.passable(coord, edge):
                other = board.grid.neighbor(coord, edge)
                edges.setdefault(other, set()).add(opposite(edge))
    return {c: frozenset(v) for c, v in edges.items()}


def trial_reach(
    board: Board,
    company: str,
    reach: Reach,
    trial: dict[str, Orientation],
    blocks: Callable[[str, int], bool],
    sources: Iterable[NodeRef],
) -> tuple[set[tuple[str, int]], set[NodeRef]]:
    """What the company would reach on the hexes of `trial` if those tiles were laid.

    Track enters the trial hexes where reached track of a neighbour points into
    them (`reach.entries`) and at the company's stations in them (`sources`,
    already moved to the new tiles). The trace stays inside the trial hexes.
    """
    starts: list[Step] = []
    for coord, orient in trial.items():
        for edge, lane in reach.entries.get(coord, ()):
            if board.grid.neighbor(coord, edge) in trial:
                continue  # that neighbour's track is being replaced too
            for p, pos, plane in orient.edge_paths.get(edge, ()):
                if plane == lane:
                    starts.append((coord, p, pos))
    sources = list(sources)
    starts.extend(_node_starts(trial.get, sources))

    def crossing(coord: str, edge: int, lane: tuple[int, int]) -> tuple[Step, ...]:
        other = board.grid.neighbor(coord, edge)
        if other not in trial:
            return ()
        return cross(board, coord, edge, lane, trial[other])

    paths, nodes = walk(starts, orientation_of=trial.__getitem__, crossing=crossing, blocks=blocks)
    return paths, nodes | set(sources)
