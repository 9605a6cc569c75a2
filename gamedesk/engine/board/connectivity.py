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

from collections import defaultdict
from collections.abc import Callable, Iterable, Mapping, Set
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from gamedesk.engine.board.stations import blocks as station_blocks
from gamedesk.engine.board.tiles import EDGE, JUNCTION, Orientation
from gamedesk.engine.board.track import NodeRef, Step, ferry_paths

if TYPE_CHECKING:
    from gamedesk.engine.board.board import Board


@dataclass(frozen=True)
class Reach:
    """The part of the map a company's stations reach."""

    sources: frozenset[NodeRef]
    nodes: frozenset[NodeRef]  # revenue centres reached (stations included)
    #: every directed step of the trace, (hex, path index, end entered from)
    steps: Set[Step] = field(default_factory=frozenset)
    #: hex -> sides touched by reached track (the 18xx.games "connected hexes"):
    #: exits of reached paths in the hex, sides that reached paths of the
    #: neighbours point at, and every side of a hex holding a station
    edges: dict[str, Set[int]] = field(default_factory=dict)
    #: hex -> (side, lane) at which reached track leaves a neighbour into it
    entries: dict[str, Set[tuple[int, tuple[int, int]]]] = field(default_factory=dict)

    @property
    def paths(self) -> frozenset[tuple[str, int]]:
        """(hex, path index) traced; made when asked (few ask, every trace would pay)."""
        return frozenset((coord, p) for coord, p, _ in self.steps)


def compute_reach(board: Board, company: str, extra_sources: Iterable[NodeRef] = ()) -> Reach:
    """Trace the track reachable from `company`'s stations (and `extra_sources`)."""
    sources = frozenset(board.token_cities(company)) | frozenset(extra_sources)
    orients = board.orientations
    sides = Sides()
    for coord, _ in sources:
        sides.edges[coord].update(board.grid.passable_edges(coord))
    steps, nodes = walk_steps(
        _node_starts(orients.get, sources),
        orients=orients,
        links=board.grid.links,
        blocks=_blocker(board, company),
        sides=sides,
        skip=_ferries(board),
    )
    nodes |= sources
    return Reach(
        sources=sources,
        nodes=frozenset(nodes),
        steps=steps,
        # The walk's own sets, never changed after: freezing each costs a fifth of a trace.
        edges=dict(sides.edges),
        entries=dict(sides.entries),
    )


class Sides:
    """The hex sides a trace touches, gathered during the walk (see `Reach`).

    Every exit of a walked path is met as the far end of some walked step:
    the near end of a step entered across a side is the far end of the
    neighbour's step that crossed it, and other steps start at a centre or
    a junction.
    """

    def __init__(self) -> None:
        self.edges: defaultdict[str, set[int]] = defaultdict(set)
        self.entries: defaultdict[str, set[tuple[int, tuple[int, int]]]] = defaultdict(set)


def _ferries(board: Board) -> frozenset[tuple[str, int]]:
    """The printed ferry lines still on the map: no track for tracing (1822MX R-173)."""
    return frozenset(f for f in ferry_paths(board) if board.tile_of(f[0]).preprinted)


def _blocker(board: Board, company: str) -> Callable[[str, int], bool]:
    """`board.blocks` for one company, reading the board's tables directly."""
    cities = board.city_states
    orients = board.orientations

    closed = board.closed_gates

    def blocks(coord: str, index: int) -> bool:
        if coord in closed:
            return True  # a closed gate is built up to, not through
        city = cities.get((coord, index))  # only cities have a state
        if city is not None:
            return station_blocks(city, company)
        return orients[coord].tile.nodes[index].kind == "offboard"

    return blocks


def walk_steps(
    starts: Iterable[Step],
    *,
    orients: Mapping[str, Orientation],
    links: Mapping[str, tuple[str | None, ...]],
    blocks: Callable[[str, int], bool],
    sides: Sides | None = None,
    skip: frozenset[tuple[str, int]] = frozenset(),
) -> tuple[set[Step], set[NodeRef]]:
    """Follow track from `starts` (each a path entered at one end).

    Only the hexes of `orients` are walked (track leading elsewhere stops);
    `links` are the grid's passable sides. Returns the directed steps taken
    and the revenue centres reached. A centre is passed through only if `blocks` says
    it does not block and the path that reached it is not terminal; terminal
    paths are never left by (R-170). `sides`, if given, collects the sides
    the walked track touches; the paths of `skip` are never entered.
    """
    seen: set[Step] = set()
    nodes: set[NodeRef] = set()
    stack = list(starts)
    push, pop, walked = stack.append, stack.pop, seen.add  # the loop runs per step of track
    edges, entries = (sides.edges, sides.entries) if sides is not None else (None, None)
    while stack:
        state = pop()
        if state in seen:
            continue
        walked(state)
        coord, p, pos = state
        orient = orients[coord]
        kind, num, facing = orient.ahead[p][pos]
        if kind == EDGE:
            other = links[coord][num]
            if edges is not None:
                edges[coord].add(num)
                if other is not None:
                    edges[other].add(facing[0])
                    entries[other].add(facing)
            target = None if other is None else orients.get(other)
            if target is not None:
                for q, qpos in target.entered.get(facing, ()):
                    if not skip or (other, q) not in skip:
                        push((other, q, qpos))
        elif kind == JUNCTION:
            for q, qpos in orient.junction_paths[num]:
                if q != p:
                    push((coord, q, qpos))
        else:
            nodes.add((coord, num))
            if orient.paths[p].terminal or blocks(coord, num):
                continue
            for q, qpos in orient.node_paths[num]:
                if q != p and not orient.paths[q].terminal:
                    push((coord, q, qpos))
    return seen, nodes


def _node_starts(
    orientation_of: Callable[[str], Orientation | None], sources: Iterable[NodeRef]
) -> list[Step]:
    starts = []
    for coord, index in sources:
        orient = orientation_of(coord)
        if orient is not None:
            starts.extend((coord, p, pos) for p, pos in orient.node_paths.get(index, ()))
    return starts


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
    steps, nodes = walk_steps(starts, orients=trial, links=board.grid.links, blocks=blocks)
    return {(coord, p) for coord, p, _ in steps}, nodes | set(sources)
