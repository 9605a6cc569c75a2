"""18MW's track rules beyond the engine's tile checks: no lay may shut in the
home of a corporation that has not operated yet (R-124, Q-38), and from the
first 6-train a town tile may become the city or plain tile with the same
track (R-122, Q-37). Laying needs no route to the hex (R-112): the data's
`lay_needs_route: false`, read by the engine's board."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from gamedesk.engine.board.tiles import Orientation

CONVERTIBLE = "towns_convertible"  # the phase status of R-122


# Tables read from the title data once and shared by every game of it (and by
# its copies, which look-ahead makes by the thousand): never changed.
_TABLES: dict[tuple[int, str], tuple[object, dict]] = {}


def _table(data, name: str, build: Callable[[object], dict]) -> dict:
    found = _TABLES.get((id(data), name))
    if found is None or found[0] is not data:
        found = _TABLES[(id(data), name)] = (data, build(data))
    return found[1]


def conversions(data) -> dict[str, tuple[str, ...]]:
    """Town tile -> the tiles it may become (rules.town_conversions, R-122)."""
    return _table(data, "conversions", _read_conversions)


def _read_conversions(data) -> dict[str, tuple[str, ...]]:
    table = data.game["rules"].get("town_conversions", {})
    out: dict[str, tuple[str, ...]] = {}
    for kind in ("to_city", "to_plain"):
        for town, tile in table.get(kind, {}).items():
            out[town] = (*out.get(town, ()), tile)
    return out


def water_sides(data) -> dict[str, dict[int, int]]:
    """Hex -> river side -> its cost (R-114)."""
    return _table(data, "water_sides", _read_water_sides)


def _read_water_sides(data) -> dict[str, dict[int, int]]:
    return {
        h["coord"]: {b["edge"]: b["cost"] for b in h["borders"] if b["type"] == "water"}
        for h in data.map["hexes"] if h.get("borders")
    }


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


class HomeGuard:
    """R-124 at one position: which lay would shut in an unstarted home. Made
    once for a whole listing of lays, it works out each hex's homes and each
    home's way out before the lay only once."""

    def __init__(self, game) -> None:
        self.game = game
        self.board = game.board
        self._homes: dict[str, list[tuple[str, str]]] = {}  # hex -> homes beside or in it
        self._open: dict[str, bool] = {}  # home -> a way out before the lay

    def shut_in(self, hex_: str, tile: str, rotation: int) -> str | None:
        """The corporation whose home this lay would shut in, if any (R-124): any
        that had not operated before this round, floated or not."""
        homes = self._homes_near(hex_)
        if not homes:
            return None
        board = self.board
        trial = {hex_: board.catalogue.defs[tile].oriented(rotation)}
        for sym, home in homes:
            if self._open_now(home) and not has_way_out(board, home, trial):
                return sym
        return None

    def _homes_near(self, hex_: str) -> list[tuple[str, str]]:
        found = self._homes.get(hex_)
        if found is None:
            game, grid = self.game, self.board.grid
            near = {hex_} | {n for e in range(6) if (n := grid.neighbor(hex_, e))}
            found = self._homes[hex_] = [
                (sym, corp.home[0]) for sym, corp in game.corporations.items()
                if corp.home and corp.home[0] in near and sym not in game.veterans
            ]
        return found

    def _open_now(self, home: str) -> bool:
        found = self._open.get(home)
        if found is None:
            found = self._open[home] = has_way_out(self.board, home, {})
        return found


def shut_in_home(game, hex_: str, tile: str, rotation: int) -> str | None:
    """The corporation whose home this lay would shut in, if any (R-124)."""
    return HomeGuard(game).shut_in(hex_, tile, rotation)
