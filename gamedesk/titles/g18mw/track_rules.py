"""18MW's track rules beyond the engine's tile checks: no lay may shut in the
home of a corporation that has not operated yet (R-124, Q-38), and from the
first 6-train a town tile may become the city or plain tile with the same
track (R-122, Q-37). Laying needs no route to the hex (R-112): the data's
`lay_needs_route: false`, read by the engine's board."""

from __future__ import annotations

from collections.abc import Mapping

from gamedesk.engine.board.tiles import Orientation

CONVERTIBLE = "towns_convertible"  # the phase status of R-122


def conversions(data) -> dict[str, tuple[str, ...]]:
    """Town tile -> the tiles it may become (rules.town_conversions, R-122)."""
    table = data.game["rules"].get("town_conversions", {})
    out: dict[str, tuple[str, ...]] = {}
    for kind in ("to_city", "to_plain"):
        for town, tile in table.get(kind, {}).items():
            out[town] = (*out.get(town, ()), tile)
    return out


def same_track(board, hex_: str, tile: str, rotation: int) -> bool:
    """Whether `tile` at `rotation` has exactly the track now in `hex_` (R-122)."""
    new = board.catalogue.defs[tile].oriented(rotation)
    return new.exits == board.orientation(hex_).exits


def _tile(board, trial: Mapping[str, Orientation], hex_: str) -> Orientation:
    return trial.get(hex_) or board.orientation(hex_)


def has_way_out(board, hex_: str, trial: Mapping[str, Orientation]) -> bool:
    """Whether a route could still leave the home city in `hex_` (Q-38): through
    a track end of the city, or a side of the hex without track that an
    upgrade could still use, onto a passable side whose neighbour is still
    empty or has track meeting that side."""
    home = _tile(board, trial, hex_)
    sides = {e for i in home.tile.cities for e in home.node_exits.get(i, ())}
    if home.tile.color != "gray":
        sides |= {e for e in range(6) if e not in home.exits}
    grid = board.grid
    for edge in sides:
        neighbour = grid.neighbor(hex_, edge)
        if neighbour is None or not grid.passable(hex_, edge):
            continue
        beyond = _tile(board, trial, neighbour)
        if beyond.tile.color == "white" or (edge + 3) % 6 in beyond.exits:
            return True
    return False


def guarded_hexes(game) -> set[str]:
    """The hexes where a lay could shut in an unstarted home: each such home
    and its neighbours (R-124)."""
    grid, out = game.board.grid, set()
    for sym, corp in game.corporations.items():
        if corp.home and sym not in game.veterans:
            home = corp.home[0]
            out |= {home} | {n for e in range(6) if (n := grid.neighbor(home, e))}
    return out


def shut_in_home(game, hex_: str, tile: str, rotation: int) -> str | None:
    """The corporation whose home this lay would shut in, if any (R-124): any
    that had not operated before this round, floated or not."""
    board = game.board
    near = {hex_} | {n for e in range(6) if (n := board.grid.neighbor(hex_, e))}
    homes = [
        (sym, corp.home[0]) for sym, corp in game.corporations.items()
        if corp.home and corp.home[0] in near and sym not in game.veterans
    ]
    if not homes:
        return None
    trial = {hex_: board.catalogue.defs[tile].oriented(rotation)}
    for sym, home in homes:
        if has_way_out(board, home, {}) and not has_way_out(board, home, trial):
            return sym
    return None
