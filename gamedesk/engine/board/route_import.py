"""Building routes from what a player or a log names: a list of stops, or the
legs of an 18xx.games `run_routes` route.

An 18xx.games leg lists the hexes crossed between two consecutive stops (a
one-hex leg joins two stops of the same hex, e.g. Tampico's city and port).
Legs come in route order, but each leg may be written in either direction.
Old logs give only the legs; newer ones add `nodes` (the stops) and `hexes`
(the hex of each stop in travel order), which settle any ambiguity.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from gamedesk.engine.board.routes import (
    Route,
    TrainSpec,
    build_route,
    node_id,
    parse_node_id,
    stop_label,
)
from gamedesk.engine.board.run_rules import NO_EXTRAS, Extras
from gamedesk.engine.board.track import NodeRef, Segment
from gamedesk.engine.errors import IllegalAction

if TYPE_CHECKING:
    from gamedesk.engine.board.board import Board


# ------------------------------------------------------------------ from stops
def _on_map(board: Board, coord: str) -> None:
    if coord not in board.grid:
        raise IllegalAction(f"no hex {coord!r} on the map", "R-163")


def _check_logged(board: Board, log_route: dict) -> None:
    """Every leg of a logged route names hexes of the map; its nodes are stops."""
    for leg in log_route.get("connections") or []:
        if not leg:
            raise IllegalAction("a logged route has a leg without hexes", "R-163")
        for coord in leg:
            if coord != "local":
                _on_map(board, coord)
    for coord in log_route.get("hexes") or []:
        _on_map(board, coord)
    for node in log_route.get("nodes") or []:
        _on_map(board, parse_node_id(node)[0])


def route_from_stops(
    board: Board,
    company: str,
    train: TrainSpec,
    stops: Sequence[str],
    colors: Sequence[str],
    paths: Sequence[Sequence[str]] | None = None,
    others: Sequence[Route] = (),
    train_id: str | None = None,
    extras: Extras = NO_EXTRAS,
) -> Route:
    """The route through `stops` (node ids in travel order).

    Between two stops the track is found on the map; when different hexes
    could be crossed, `paths` (the hexes of each leg, as in a log) must say
    which. Track that differs only by lane is chosen to avoid the track of
    `others` and of the route's own earlier legs. One stop is an L-train's
    run in its own city (1822MX). `extras`: the Pullman car and the
    destination bonus the route may earn (1822MX).
    """
    nodes = [parse_node_id(s) for s in stops]
    for coord, _ in nodes:
        _on_map(board, coord)
    if len(nodes) == 1:
        return build_route(
            board, train, [], colors, train_id, company=company, extras=extras, start=nodes[0]
        )
    if len(nodes) < 2:
        raise IllegalAction("a route needs at least two stops", "R-163")
    if paths is not None and len(paths) != len(nodes) - 1:
        raise IllegalAction("give the hexes of every leg between the stops", "R-163")
    used = _keys_of(board, others)
    chosen: list[Segment] = []
    for i in range(len(nodes) - 1):
        leg = [h.split()[0] for h in paths[i]] if paths is not None else None
        segment = _segment_between(board, nodes[i], nodes[i + 1], leg, used)
        chosen.append(segment)
        used |= segment.keys
    return build_route(board, train, chosen, colors, train_id, company=company, extras=extras)


def _segment_between(
    board: Board, a: NodeRef, b: NodeRef, leg: list[str] | None, used: set
) -> Segment:
    found = [s for s in board.segments(a) if s.end == b]
    if leg is not None:
        found = [s for s in found if list(s.hexes) == leg or list(s.hexes) == leg[::-1]]
    if not found:
        raise IllegalAction(
            f"no track joins {stop_label(board, a)} and {stop_label(board, b)}", "R-163"
        )
    if len({s.hexes for s in found}) > 1:
        raise IllegalAction(
            f"several tracks join {stop_label(board, a)} and {stop_label(board, b)}: "
            "name the hexes",
            "R-163",
        )
    free = [s for s in found if not s.keys & used]
    return (free or found)[0]


def _keys_of(board: Board, routes: Sequence[Route]) -> set:
    keys: set = set()
    for route in routes:
        for coord, p in route.paths:
            keys |= board.track_keys(coord, p)
    return keys


# -------------------------------------------------------------------- from log
def route_from_log(
    board: Board,
    company: str,
    train: TrainSpec,
    log_route: dict,
    colors: Sequence[str],
    others: Sequence[Route] = (),
    extras: Extras = NO_EXTRAS,
) -> Route:
    """The route an 18xx.games `run_routes` entry describes, with its revenue recomputed."""
    _check_logged(board, log_route)
    legs = log_route.get("connections") or []
    nodes_logged = log_route.get("nodes") or ()
    local = bool(legs and legs[0] and legs[0][0] == "local")
    if board.run_rules.single_stop_runs and (local or (not legs and len(nodes_logged) == 1)):
        hexes = legs[0][1:] if local else [parse_node_id(nodes_logged[0])[0]]
        node = _local_city(board, company, hexes, nodes_logged)
        train_id = log_route.get("train")
        return build_route(
            board, train, [], colors, train_id, company=company, extras=extras, start=node
        )
    if not legs:
        raise IllegalAction("the route has no track", "R-163")
    if local:
        raise IllegalAction("single-city (local) runs are not supported", "R-163")
    nodes = {parse_node_id(n) for n in nodes_logged}
    candidates = [_leg_candidates(board, leg, nodes) for leg in legs]
    used = _keys_of(board, others)
    chains = _chains(candidates, used) or _chains(candidates, set())
    if not chains:
        raise IllegalAction(f"no track matches the legs {legs}", "R-163")
    chain = _pick(board, company, chains, log_route)
    train_id = log_route.get("train")
    return build_route(board, train, chain, colors, train_id, company=company, extras=extras)


def _local_city(board: Board, company: str, hexes: Sequence[str], nodes: Sequence[str]) -> NodeRef:
    """The city of an 18xx.games "local" run (1822MX L-train): the logged node,
    else the company's station in the named hex."""
    if nodes:
        return parse_node_id(nodes[0])
    for node in board.tokens_of(company):
        if hexes and node[0] == hexes[0]:
            return node
    raise IllegalAction(f"{company} has no station in {hexes}", "R-176")


def _leg_candidates(board: Board, leg: Sequence[str], nodes: set[NodeRef]) -> list[Segment]:
    hexes = [entry.split()[0] for entry in leg]
    collapsed = tuple(h for i, h in enumerate(hexes) if i == 0 or hexes[i - 1] != h)
    pinned = _pinned_paths(leg)
    found: dict[tuple, Segment] = {}
    for index in sorted(board.tile_def(collapsed[0]).nodes) if collapsed[0] in board.grid else ():
        for seg in board.segments((collapsed[0], index)):
            if seg.hexes != collapsed:
                continue
            if nodes and not (seg.start in nodes and seg.end in nodes):
                continue
            key = min(seg.steps, tuple(reversed(seg.steps)))
            found.setdefault(key, seg)
    segments = list(found.values())
    if pinned:
        narrowed = [s for s in segments if _honours_pins(board, s, pinned)]
        segments = narrowed or segments
    return segments


def _pinned_paths(leg: Sequence[str]) -> dict[str, frozenset[int]]:
    """`"HEX a.b"` entries: the path of HEX between tile parts a and b.

    The numbers are read as node indices for revenue centres and as edge
    numbers for edges (no 18MEX log uses this form).
    """
    pins = {}
    for entry in leg:
        parts = entry.split()
        if len(parts) == 2 and "." in parts[1]:
            a, _, b = parts[1].partition(".")
            if a.isdigit() and b.isdigit():
                pins[parts[0]] = frozenset((int(a), int(b)))
    return pins


def _honours_pins(board: Board, seg: Segment, pins: dict[str, frozenset[int]]) -> bool:
    for coord, p in seg.steps:
        if coord in pins:
            path = board.orientation(coord).paths[p]
            if frozenset(e.num for e in path.ends) != pins[coord]:
                return False
    return True


def _clashes(shared: set, joint: NodeRef | None) -> bool:
    """Whether two legs of a route share track, leaving aside the town where they
    meet: a town drawn on its track line (an 18ESP mine-and-town hex) is entered
    by one leg and left by the next."""
    if joint is None:
        return bool(shared)
    return any(not (key[0] == joint[0] and key[1] == "T" and key[2] == joint[1])
               for key in shared)


def _chains(candidates: list[list[Segment]], used: set) -> list[list[Segment]]:
    """Every way to orient and join the legs' candidates into one simple route."""
    results: list[list[Segment]] = []

    def extend(k: int, chain: list[Segment], seen: set[NodeRef], keys: set) -> None:
        if len(results) >= 16:
            return
        if k == len(candidates):
            results.append(list(chain))
            return
        for seg in candidates[k]:
            for oriented in (seg, seg.reversed()):
                if k == 0:
                    if oriented.start == oriented.end:
                        continue
                    new_nodes = {oriented.start, oriented.end}
                elif oriented.start == chain[-1].end and oriented.end not in seen:
                    new_nodes = {oriented.end}
                else:
                    continue
                joint = chain[-1].end if k else None
                if _clashes(oriented.keys & keys, joint) or oriented.keys & used:
                    continue
                chain.append(oriented)
                extend(k + 1, chain, seen | new_nodes, keys | oriented.keys)
                chain.pop()
                if len(candidates) == 1 and seg.start != seg.end:
                    break  # a lone leg: one orientation is enough, order is fixed later

    extend(0, [], set(), set())
    return results


def _pick(
    board: Board, company: str, chains: list[list[Segment]], log_route: dict
) -> list[Segment]:
    """Prefer the reading that matches the logged stops and includes a station."""
    wanted_hexes = list(log_route.get("hexes") or ())
    wanted_nodes = list(log_route.get("nodes") or ())

    def rank(chain: list[Segment]) -> tuple[int, int, int]:
        stops = [chain[0].start] + [s.end for s in chain]
        ids = [node_id(n) for n in stops]
        hexes = [n[0] for n in stops]
        return (
            0 if not wanted_nodes or sorted(ids) == sorted(wanted_nodes) else 1,
            0 if not wanted_hexes or wanted_hexes in (hexes, hexes[::-1]) else 1,
            0 if any(company in board.city_slots(c, i) for c, i in stops) else 1,
        )

    best = min(chains, key=rank)
    return _orient(best, wanted_hexes, wanted_nodes)


def _orient(chain: list[Segment], hexes: list[str], nodes: list[str]) -> list[Segment]:
    """Travel order: as the logged stop hexes (or nodes) read, else as the legs."""
    stops = [chain[0].start] + [s.end for s in chain]
    forward = [n[0] for n in stops]
    flip = bool(hexes) and hexes != forward and hexes == forward[::-1]
    if not hexes and nodes:
        flip = node_id(stops[-1]) == nodes[0] != node_id(stops[0])
    if not flip:
        return chain
    return [s.reversed() for s in reversed(chain)]
