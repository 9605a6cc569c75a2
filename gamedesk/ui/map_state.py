"""What the map shows, as plain frozen data (no Qt, no engine objects).

The scene draws only from a `MapSnapshot`. Whoever owns the game (the window,
a replay, a test) builds snapshots; the drawing never reaches into the engine,
so the same picture can come from a live game, a save file or a hand-made test.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from gamedesk.engine.data import TitleData


@dataclass(frozen=True)
class CitySnapshot:
    """Station tokens in one city: `slots[i]` is the symbol of the company
    whose token fills slot i, or None; `reserved` lists companies whose home
    is this city but whose token is not placed yet."""

    index: int
    slots: tuple[str | None, ...]
    reserved: tuple[str, ...] = ()


@dataclass(frozen=True)
class HexSnapshot:
    """One hex: `tile` is a tile key of tiles.json, or the hex's own coordinate
    for its printed tile. Rotation r turns the tile r x 60 degrees clockwise."""

    coord: str
    tile: str
    rotation: int = 0
    cities: tuple[CitySnapshot, ...] = ()
    markers: int = 0  # counters on the hex: 1822MX builder cubes
    closed: bool = False  # a closed mountain pass (18ESP R-011): its circles are barred

    @property
    def is_printed(self) -> bool:
        return self.tile == self.coord

    def city(self, index: int) -> CitySnapshot | None:
        for city in self.cities:
            if city.index == index:
                return city
        return None


@dataclass(frozen=True)
class RouteLeg:
    """One stretch of a route along one path of the tile on `hex`.

    `a` and `b` are endpoints written as in the tile's paths, in the tile's own
    (unrotated) frame: "edge:3", "city:0", "town:1", "offboard:0", "halt:0",
    "junction". The leg runs from `a` to `b`. `path` is the index of the path in
    the tile's `paths`, needed only when several paths join the same endpoints
    (parallel lanes); without it the first matching path is used, and if no
    path matches the scene draws the leg as if the track were there.
    """

    hex: str
    a: str
    b: str
    path: int | None = None


@dataclass(frozen=True)
class RouteSnapshot:
    """A train's route: its legs in running order, so that consecutive legs
    share an endpoint (an edge crossed into the next hex, or a stop)."""

    train: str
    legs: tuple[RouteLeg, ...]
    company: str | None = None
    revenue: int | None = None


@dataclass(frozen=True)
class MapSnapshot:
    """Everything the map draws. `phase_colors` are the tile colours of the
    current phase: they pick which per-phase revenue is highlighted."""

    hexes: dict[str, HexSnapshot]
    phase_colors: tuple[str, ...] = ("yellow",)
    routes: tuple[RouteSnapshot, ...] = field(default=())

    def with_hexes(self, *changed: HexSnapshot) -> MapSnapshot:
        """A copy with some hexes replaced (handy for tests and replays)."""
        hexes = dict(self.hexes)
        hexes.update({h.coord: h for h in changed})
        return MapSnapshot(hexes, self.phase_colors, self.routes)

    def stations_of(self, company: str) -> list[str]:
        """The hexes holding `company`'s station tokens, or else its reserved homes."""
        tokens = sorted(
            coord
            for coord, state in self.hexes.items()
            if any(company in city.slots for city in state.cities)
        )
        if tokens:
            return tokens
        return sorted(
            coord
            for coord, state in self.hexes.items()
            if any(company in city.reserved for city in state.cities)
        )

    def with_routes(self, *routes: RouteSnapshot) -> MapSnapshot:
        return MapSnapshot(self.hexes, self.phase_colors, tuple(routes))


def _home_reservations(game: dict) -> dict[tuple[str, int | None], list[str]]:
    """(hex, city index) -> symbols of the companies based there."""
    homes: dict[tuple[str, int | None], list[str]] = {}
    for entity in [*game.get("corporations", []), *game.get("minors", [])]:
        for home in entity.get("home") or []:
            homes.setdefault((home["hex"], home.get("city")), []).append(entity["sym"])
    return homes


def _printed_cities(hex_record: dict, homes: dict) -> tuple[CitySnapshot, ...]:
    coord = hex_record["coord"]
    cities = sorted(hex_record["tile"].get("cities", []), key=lambda c: c["index"])
    result = []
    for position, city in enumerate(cities):
        reserved = list(homes.get((coord, city["index"]), []))
        if position == 0:
            # A home "in any city of the hex" (city null) is marked on the first one.
            reserved += homes.get((coord, None), [])
        slots = (None,) * int(city.get("slots", 1))
        result.append(CitySnapshot(city["index"], slots, tuple(reserved)))
    return tuple(result)


def initial_snapshot(data: TitleData) -> MapSnapshot:
    """The printed map: every hex shows its preprinted tile, homes reserved."""
    homes = _home_reservations(data.game)
    hexes = {
        record["coord"]: HexSnapshot(
            coord=record["coord"],
            tile=record["coord"],
            rotation=0,
            cities=_printed_cities(record, homes),
        )
        for record in data.map["hexes"]
    }
    first_phase = (data.game.get("phases") or [{}])[0]
    phase_colors = tuple(first_phase.get("tiles") or ("yellow",))
    return MapSnapshot(hexes=hexes, phase_colors=phase_colors)


def turn_focus(game, snapshot: MapSnapshot) -> tuple[object, list[str]]:
    """The turn the map follows, and where to look: the operating company's
    stations (or home) during its turn; (None, []) outside operating turns."""
    company = game.operating_company()
    if company is None:
        return None, []
    return (company, game.round_label()), snapshot.stations_of(company)


def lay_reach(game, actions: list) -> dict[str, frozenset[int]]:
    """While the legal actions offer a company track to lay: the hex sides its
    track reaches, as the engine traces them (hex -> sides); else nothing."""
    company = next((a.entity for a in actions if a.type == "lay_tile"), None)
    if company is None or game.is_player(company):
        return {}
    reach = game.board.reach(company, for_lay=True)
    return dict(getattr(reach, "edges", {}))
