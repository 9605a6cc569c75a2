"""Snapshots of a live game for the views: the map and the market markers.

Pure queries of the engine's public state; nothing here decides a rule.
"""

from __future__ import annotations

from gamedesk.engine.board.routes import parse_node_id
from gamedesk.engine.game import Game
from gamedesk.ui.map_state import CitySnapshot, HexSnapshot, MapSnapshot, RouteLeg, RouteSnapshot


def snapshot_of(
    game: Game, routes: list[dict] | None = None, company: str | None = None
) -> MapSnapshot:
    """The map of `game`; `routes` (run_routes route dicts) are drawn on top."""
    board = game.board
    hexes = {}
    markers = game.hex_markers()
    closed = getattr(board, "closed_gates", frozenset())  # 18ESP's mountain passes
    for coord in board.hexes():
        placed = board.tile_of(coord)
        cities = tuple(
            CitySnapshot(c.index, tuple(c.slots), tuple(c.reserved_for))
            for c in board.cities(coord)
        )
        tile = coord if placed.preprinted else placed.tile
        hexes[coord] = HexSnapshot(coord, tile, placed.rotation, cities, markers.get(coord, 0),
                                   coord in closed)
    drawn = tuple(route_snapshot(game, r, company) for r in routes or ())
    return MapSnapshot(hexes, tuple(game.phase.tiles), drawn)


def _end_text(end) -> str:
    return "junction" if end.kind == "junction" else f"{end.kind}:{end.num}"


def _on_map(end, rotation: int) -> tuple[str, int]:
    """An end in the map's frame: edges turn with the tile."""
    if end.kind == "edge":
        return ("edge", (end.num + rotation) % 6)
    return (end.kind, end.num)


def route_snapshot(game: Game, route: dict, company: str | None = None) -> RouteSnapshot:
    """A run_routes route dict (stops + segments) as legs the map can draw."""
    board = game.board
    legs: list[RouteLeg] = []
    stops = [parse_node_id(s) for s in route.get("stops", [])]
    for number, segment in enumerate(route.get("segments", [])):
        start_hex, start_index = stops[number] if number < len(stops) else (None, None)
        prev: tuple[str | None, str, int] = (start_hex, "node", start_index or 0)
        for coord, path in segment:
            tile = board.tile_def(coord)
            rotation = board.tile_of(coord).rotation
            a, b = tile.paths[path].a, tile.paths[path].b
            first, second = (b, a) if _joins(prev, coord, b, rotation) else (a, b)
            legs.append(RouteLeg(coord, _end_text(first), _end_text(second), path))
            kind, num = _on_map(second, rotation)
            prev = (coord, kind, num)
    name = str(route.get("train", "?")).rpartition("-")[0] or str(route.get("train", "?"))
    return RouteSnapshot(name, tuple(legs), company, route.get("revenue"))


def _joins(prev: tuple[str | None, str, int], coord: str, end, rotation: int) -> bool:
    """Does `end` of a path on `coord` continue from where the route was?"""
    prev_hex, prev_kind, prev_num = prev
    kind, num = _on_map(end, rotation)
    if prev_kind == "node":
        return prev_hex == coord and kind not in ("edge", "junction") and num == prev_num
    if prev_hex != coord:
        return kind == "edge" and prev_kind == "edge" and num == (prev_num + 3) % 6
    return (kind, num) == (prev_kind, prev_num)


def market_markers(game: Game) -> dict[tuple[int, int], list[str]]:
    """Company markers on the market, top of each stack first."""
    return {cell: list(stack) for cell, stack in game.market.stacks.items() if stack}
