"""The map state of one game: tiles on hexes, the tile supply, station tokens and
home reservations, with the queries and moves the rest of the engine uses.

The rules live in the sibling modules (`upgrades`, `stations`,
`connectivity`, `routes`, `route_import`); this class holds
the state, hands out immutable snapshots of it, and caches what is costly to
recompute (reachability per company, runs of track between stops). A change
drops only the cached results that could depend on it: a lay those that looked
at the hexes laid on, a station those of its company and of the companies
that reach its city.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager

from gamedesk.engine.board import gates, gauges, route_import, routes, stations, upgrades
from gamedesk.engine.board.catalogue import UNLIMITED, TileCatalogue, catalogue_for
from gamedesk.engine.board.connectivity import Reach, compute_reach
from gamedesk.engine.board.hexgrid import HexGrid
from gamedesk.engine.board.placed import CityState, LayOption, PlacedTile
from gamedesk.engine.board.routes import Route, TrainSpec
from gamedesk.engine.board.run_rules import NO_EXTRAS, Extras, RunRules
from gamedesk.engine.board.tiles import Orientation, TileDef
from gamedesk.engine.board.track import NodeRef, Segment, segments_from
from gamedesk.engine.data import TitleData
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.messages import QT_TRANSLATE_NOOP, Msg, msg

PROFILES = ("rulebook", "18xx.games")


# Numbers the states of the tiles on boards: a board takes a new one whenever a
# tile changes and when it is copied or restored, so (board, number) names one
# layout of track for as long as the process runs (Route.traced_on).
_EPOCHS = itertools.count()

class Board:
    """The map of one game (hex grid, tiles, tokens) and its rules.

    `profile` is "rulebook" (the printed rules) or "18xx.games" (what that
    site accepts, for importing and replaying its logs). `options` are the
    game's optional rules (map variants such as 18MEX `baja_variant`).
    `rules` makes the title's run rules for a profile (`RunRules` or a
    subclass, named by the title's Game); the default is the plain rules.
    """

    def __init__(
        self,
        data: TitleData,
        *,
        profile: str = "rulebook",
        options: frozenset[str] = frozenset(),
        rules: Callable[[TitleData, str], RunRules] = RunRules,
    ) -> None:
        if profile not in PROFILES:
            raise ValueError(f"unknown board profile {profile!r}; use one of {PROFILES}")
        self.data = data
        self.profile = profile
        self.options = frozenset(options)
        # lay options worked out where no route is needed (upgrades._option): kept
        # for this game and its copies, never for another game, whose profile and
        # options may judge a lay otherwise (shared by title data, a run of games
        # in one process went otherwise than each game alone)
        self.option_cache: dict[tuple, object] = {}
        self._rules_factory = rules
        #: whether any track is not of the standard gauge (gauges.py)
        self.gauged = gauges.data_has_gauges(data)
        #: gates still closed: their track carries nothing yet (gates.py)
        self.closed_gates: frozenset[str] = gates.closed_at_start(data)
        #: the run rules per profile, shared by copies (they never change)
        self._run_rules: dict[str, RunRules] = {}
        #: a lay read from an 18xx.games log: the checks the site makes only in
        #: live play are skipped, as the site skips them when it loads a game
        self.site_log_lay = False
        self.grid: HexGrid
        self.catalogue: TileCatalogue
        self.grid, self.catalogue = catalogue_for(data, self.options)
        #: tiles a rule profile treats as unlimited whatever the manifest counts
        self.unlimited: frozenset[str] = frozenset()
        self._placed: dict[str, PlacedTile] = {}
        self._orient: dict[str, Orientation] = {
            c: t.oriented(0) for c, t in self.catalogue.printed.items()
        }
        self._ids: dict[str, str] = {self.grid.info(c).tile_id: c for c in self.grid.coords}
        self._in_use: dict[str, int] = {}
        self._withdrawn: dict[str, int] = {}
        self._cities: dict[NodeRef, CityState] = {}
        self._future: dict[str, tuple[str | None, str]] = {
            c: t.future_label for c, t in self.catalogue.printed.items() if t.future_label
        }
        self._reset_caches()

    @property
    def run_rules(self) -> RunRules:
        """The title's run rules under the board's profile (which a test may change)."""
        found = self._run_rules.get(self.profile)
        if found is None:
            found = self._run_rules[self.profile] = self._rules_factory(self.data, self.profile)
        return found

    @property
    def rule_numbers(self) -> Mapping[str, str]:
        """The shared route rules' numbers as the title's inventory numbers them."""
        return self.run_rules.rule_numbers

    def refusal(self, message: str | Msg, rule: str) -> IllegalAction:
        """A refusal of a shared check, cited by the title's own rule number."""
        return IllegalAction(*self.run_rules.renumber((message, rule)))

    @contextmanager
    def own_numbers(self) -> Iterator[None]:
        """Refusals of the shared checks inside, cited by the title's own numbers."""
        try:
            yield
        except IllegalAction as refused:
            _, rule = self.run_rules.renumber((refused.message, refused.rule))
            if rule == refused.rule:
                raise
            raise IllegalAction(refused.template, rule, **(refused.params or {})) from None

    # ------------------------------------------------------------------ copying
    def copy(self) -> Board:
        """An independent copy (shares the immutable title data and cached results)."""
        other = object.__new__(Board)
        other.__dict__.update(self.__dict__)
        for name in (
            "_placed",
            "_orient",
            "_ids",
            "_in_use",
            "_withdrawn",
            "_cities",
            "_future",
            "_reach_cache",
            "_segment_cache",
            "_key_cache",
        ):
            setattr(other, name, dict(getattr(self, name)))
        other.tiles_epoch = next(_EPOCHS)
        return other

    def restore_from(self, saved: Board) -> None:
        """Become, in place, a copy of `saved` (a refused action's roll-back)."""
        fresh = saved.copy()  # a new `tiles_epoch` too
        self.__dict__.clear()
        self.__dict__.update(fresh.__dict__)

    def __deepcopy__(self, memo: dict) -> Board:
        # A game snapshot (copy.deepcopy of the game) must not copy the title's
        # grid and tile catalogue, which every board of the title shares.
        return self.copy()

    def _reset_caches(self) -> None:
        self.tiles_epoch = next(_EPOCHS)
        self._reach_cache: dict[tuple[str, bool], Reach] = {}
        #: node -> (its segments, the hexes whose tiles the search looked at)
        self._segment_cache: dict[NodeRef, tuple[tuple[Segment, ...], frozenset[str]]] = {}
        self._key_cache: dict[str, tuple[frozenset, ...]] = {}

    def _tiles_changed(self, hexes: Iterable[str]) -> None:
        """Drop what was computed from the old tiles of `hexes`.

        A reach is kept when none of the hexes is among its connected hexes
        (`Reach.edges`): its trace never entered them nor pointed track at
        them, and its stations and home circles lie elsewhere, so it is the
        same on the new tiles.
        """
        changed = frozenset(hexes)
        self.tiles_epoch = next(_EPOCHS)
        self._reach_cache = {
            k: r for k, r in self._reach_cache.items() if changed.isdisjoint(r.edges)
        }
        self._segment_cache = {
            n: v for n, v in self._segment_cache.items() if changed.isdisjoint(v[1])
        }
        self._key_cache = {c: v for c, v in self._key_cache.items() if c not in changed}

    def _tokens_changed(self, company: str, node: NodeRef | None = None) -> None:
        """Drop the reach of `company` (its stations or home circles changed) and of
        every company whose trace met `node`, where it may now pass or stop (R-101)."""
        self._reach_cache = {
            k: r
            for k, r in self._reach_cache.items()
            if k[0] != company and (node is None or node not in r.nodes)
        }

    def search_key(self) -> tuple:
        """What a route search reads of the board, as one hashable value: boards
        with equal keys give every search the same answer (routing/memo.py)."""
        return (
            self.catalogue, self._rules_factory, self.profile, self.closed_gates,
            tuple(sorted((h, p.tile, p.rotation) for h, p in self._placed.items())),
            tuple(sorted((n, c.slots, c.reserved_for) for n, c in self._cities.items())),
        )

    # ------------------------------------------------------------ state queries
    def hexes(self) -> list[str]:
        return list(self.grid.coords)

    def tile_of(self, hex: str) -> PlacedTile:
        """What lies on `hex`: a laid tile, or the printed content."""
        placed = self._placed.get(hex)
        if placed is not None:
            return placed
        info = self.grid.info(hex)
        return PlacedTile(
            tile=hex, rotation=0, tile_id=info.tile_id, color=info.color, preprinted=True
        )

    def cities(self, hex: str) -> list[CityState]:
        return [self.city_state(hex, i) for i in self.tile_def(hex).cities]

    def city_state(self, hex: str, index: int) -> CityState | None:
        node = self.tile_def(hex).nodes.get(index)
        if node is None or node.kind != "city":
            return None
        found = self._cities.get((hex, index))
        return found if found is not None else CityState(index, (None,) * node.slots)

    def city_slots(self, hex: str, index: int) -> tuple[str | None, ...]:
        found = self._cities.get((hex, index))
        return found.slots if found is not None else ()

    def tokens_of(self, company: str) -> list[tuple[str, int]]:
        return sorted(node for node, city in self._cities.items() if company in city.slots)

    token_cities = tokens_of

    def tiles_available(self) -> dict[str, int]:
        """Copies left in the supply per tile name (UNLIMITED = 999 for no limit)."""
        return {name: self.available(name) for name in self.catalogue.defs}

    def available(self, name: str) -> int:
        count = self.catalogue.counts.get(name, 0)
        if count >= UNLIMITED or name in self.unlimited:
            return UNLIMITED
        return count - self._in_use.get(name, 0) - self._withdrawn.get(name, 0)

    def withdraw_tile(self, name: str, count: int = 1) -> None:
        """Take copies of a tile out of play (18MEX #470 at the first 5-train, R-161)."""
        count = min(count, max(0, self.available(name)))
        if count:
            self._withdrawn[name] = self._withdrawn.get(name, 0) + count

    def revenue_of(self, hex: str, index: int, colors: tuple[str, ...]) -> int:
        """The value of a revenue centre in a phase with tile colours `colors` (R-173)."""
        return routes.phase_revenue(self.tile_def(hex).nodes[index].revenue, colors)

    # ---------------------------------------------------- internal rule queries
    def tile_def(self, hex: str) -> TileDef:
        return self._orient[hex].tile

    def orientation(self, hex: str) -> Orientation:
        return self._orient[hex]

    @property
    def orientations(self) -> Mapping[str, Orientation]:
        """Every hex's tile (read-only): for the loops that walk track."""
        return self._orient

    @property
    def city_states(self) -> Mapping[NodeRef, CityState]:
        """The cities holding stations or reservations (read-only)."""
        return self._cities

    def path_ends(self, hex: str, index: int) -> tuple[str, str]:
        """The two ends of path `index` of the tile on `hex`, on the map's edges
        ("edge:3", "city:0", ...): what a view needs to draw a route's track."""
        path = self._orient[hex].paths[index]
        a, b = path.ends
        return (f"{a.kind}:{a.num}", f"{b.kind}:{b.num}")

    def has_node(self, node: NodeRef) -> bool:
        return node[0] in self._orient and node[1] in self._orient[node[0]].tile.nodes

    def future_label(self, hex: str) -> tuple[str | None, str] | None:
        return self._future.get(hex)

    def ability_for_tile(self, name: str) -> str | None:
        """The company whose tile-laying ability is the only way to lay `name`."""
        for company, ability in self.catalogue.abilities.items():
            if name in ability.tiles:
                return company
        return None

    def open_gate(self, hex: str) -> None:
        """Open a gate: its track joins the hexes on either side from now on."""
        if hex not in self.closed_gates:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "{hex} is not a closed pass"),
                "gate", hex=hex,
            )
        self.closed_gates = self.closed_gates - {hex}
        self._tiles_changed([hex])

    def blocks(self, hex: str, index: int, company: str) -> bool:
        """Whether a route or trace of `company` must stop at this revenue centre."""
        if hex in self.closed_gates:
            return True  # built up to, not through
        node = self.tile_def(hex).nodes[index]
        if node.kind == "offboard":
            return True  # red areas are never passed through
        if node.kind != "city":
            return False
        city = self._cities.get((hex, index))
        return city is not None and stations.blocks(city, company)

    def reach(self, company: str, *, for_lay: bool = False) -> Reach:
        """What `company`'s stations reach (cached). With `for_lay`, its
        untaken home circle counts as a station too (a home hex may be built
        before the home station is placed)."""
        key = (company, for_lay)
        found = self._reach_cache.get(key)
        if found is None:
            extra = self._reserved_homes(company) if for_lay else ()
            if extra:
                found = compute_reach(self, company, extra)
            else:  # the same trace either way: compute and keep it once
                found = self._reach_cache.get((company, False)) or compute_reach(self, company)
                self._reach_cache[(company, False)] = found
            self._reach_cache[key] = found
        return found

    def _reserved_homes(self, company: str) -> list[NodeRef]:
        return [n for n, c in self._cities.items() if company in c.reserved_for]

    def track_keys(self, hex: str, path: int) -> frozenset:
        """The track sections of a path (R-164, R-172)."""
        found = self._key_cache.get(hex)
        if found is None:
            found = self._key_cache[hex] = self._hex_keys(hex)
        return found[path]

    def _hex_keys(self, hex: str) -> tuple[frozenset, ...]:
        return tuple(frozenset((hex, *k) for k in path.keys) for path in self._orient[hex].paths)

    def segments(self, node: NodeRef) -> tuple[Segment, ...]:
        """The runs of track from `node` to each next revenue centre (cached)."""
        found = self._segment_cache.get(node)
        if found is None:
            found = self._segment_cache[node] = segments_from(self, node)
        return found[0]

    # -------------------------------------------------------------------- tiles
    def lay_options(
        self,
        company: str,
        *,
        colors: tuple[str, ...],
        new_lay: bool,
        upgrade: bool,
        special: str | None = None,
        keep: upgrades.Keep | None = None,
    ) -> list[LayOption]:
        """Every legal lay for `company` now (hexes it reaches, or its ability's hexes)."""
        return list(self.iter_lay_options(company, colors=colors, new_lay=new_lay,
                                          upgrade=upgrade, special=special, keep=keep))

    def iter_lay_options(
        self,
        company: str,
        *,
        colors: tuple[str, ...],
        new_lay: bool,
        upgrade: bool,
        special: str | None = None,
        keep: upgrades.Keep | None = None,
    ) -> Iterator[LayOption]:
        """`lay_options` one at a time, to stop at the first; `keep(hex, tile)`
        drops a title's forbidden tiles before the board checks them."""
        req = upgrades.request(self, company, colors, new_lay, upgrade, special)
        return upgrades.iter_lay_options(self, req, keep)

    def check_lay(
        self,
        company: str,
        hex: str,
        tile: str,
        rotation: int,
        *,
        colors: tuple[str, ...],
        new_lay: bool,
        upgrade: bool,
        special: str | None = None,
    ) -> int:
        """The cost of a legal lay; raises IllegalAction(msg, rule) otherwise.

        `special` names a company whose tile-laying ability is used (18MEX
        "KCMO" for #470); such a lay follows the ability instead of the
        `new_lay`/`upgrade` allowances and of the label rules.
        """
        req = upgrades.request(self, company, colors, new_lay, upgrade, special)
        with self.own_numbers():
            return upgrades.check_lay(self, req, hex, tile, rotation).cost

    def lay_tile(
        self, hex: str, tile: str, rotation: int, *, tile_id: str | None = None
    ) -> list[str]:
        """Lay a tile (already checked with `check_lay`); returns the hexes changed.

        The old tile goes back to the supply; stations and reservations move
        to the matching cities of the new tile (R-105). A double-hex tile
        lays its partner too (R-156).
        """
        if hex not in self.grid or tile not in self.catalogue.defs:
            raise self.refusal(msg(QT_TRANSLATE_NOOP("game", "cannot lay {tile} on {hex}"),
                                   tile=tile, hex=hex), "R-142")
        placements = upgrades.placements(self, hex, tile, rotation)
        ids = [tile_id] + [None] * (len(placements) - 1)
        for (coord, name, rot), copy_id in zip(placements, ids, strict=False):
            self._place(coord, name, rot, self._copy_id(name, copy_id))
        self._tiles_changed(coord for coord, _, _ in placements)
        return [coord for coord, _, _ in placements]

    def _copy_id(self, name: str, wanted: str | None) -> str:
        if wanted is not None:
            number = wanted[len(name) + 1 :]
            if (
                not wanted.startswith(f"{name}-")
                or wanted in self._ids
                or not number.isdigit()
                or int(number) >= self.catalogue.counts[name]
            ):
                raise self.refusal(msg(QT_TRANSLATE_NOOP(
                    "game", "tile copy {tile} is not in the supply"),
                                       tile=wanted), "R-153")
            return wanted
        if self.available(name) <= 0:
            raise self.refusal(msg(QT_TRANSLATE_NOOP(
                "game", "no tile {tile} is left in the supply"),
                                   tile=name), "R-153")
        n = 0
        while f"{name}-{n}" in self._ids:
            n += 1
        return f"{name}-{n}"

    def _place(self, coord: str, name: str, rotation: int, copy_id: str) -> None:
        new = self.catalogue.defs[name].oriented(rotation)
        moved = upgrades.moved_cities(self, coord, new)
        old = self.tile_of(coord)
        if not old.preprinted:
            self._in_use[old.tile] -= 1
        del self._ids[old.tile_id]
        self._placed[coord] = PlacedTile(name, rotation, copy_id, new.tile.color)
        self._orient[coord] = new
        self._ids[copy_id] = coord
        self._in_use[name] = self._in_use.get(name, 0) + 1
        for node in [n for n in self._cities if n[0] == coord]:
            del self._cities[node]
        for index, state in moved.items():
            if any(state.slots) or state.reserved_for:
                self._cities[(coord, index)] = state
        self._update_future_label(coord, new.tile)

    def _update_future_label(self, coord: str, tile: TileDef) -> None:
        if tile.future_label is not None:
            self._future[coord] = tile.future_label
        elif coord in self._future and self._future[coord][1] == tile.color:
            del self._future[coord]

    # ------------------------------------------------------------------- tokens
    def reserve_home(self, company: str, hex: str, index: int) -> None:
        """Keep a circle of this city free for `company`'s home station (R-103)."""
        city = self._require_city(hex, index)
        if company in city.reserved_for or company in city.slots:
            return
        self._cities[(hex, index)] = CityState(index, city.slots, (*city.reserved_for, company))
        self._tokens_changed(company)

    def reserve_homes(self, companies: Iterable[str] | None = None) -> None:
        """Reserve the home circle of every company the title data gives a home city."""
        wanted = None if companies is None else set(companies)
        for entry in self.data.game.get("corporations", []) + self.data.game.get("minors", []):
            if wanted is not None and entry["sym"] not in wanted:
                continue
            for home in entry.get("home", ()):
                if home.get("city") is not None and home["hex"] in self.grid:
                    self.reserve_home(entry["sym"], home["hex"], home["city"])

    def release_reservation(self, company: str) -> None:
        for node, city in list(self._cities.items()):
            if company in city.reserved_for:
                kept = tuple(c for c in city.reserved_for if c != company)
                self._cities[node] = CityState(city.index, city.slots, kept)
        self._tokens_changed(company)

    def token_options(self, company: str) -> list[tuple[str, int]]:
        """Cities where `company` may place a station now (R-100 … R-103)."""
        return stations.token_options(self, company)

    def check_token(self, company: str, hex: str, index: int, *, home: bool = False) -> None:
        """Raise IllegalAction unless `company` may place a station there.

        A home station needs no connection but still a circle it may use.
        """
        if hex not in self.grid:
            raise self.refusal(msg(
                QT_TRANSLATE_NOOP("game", "there is no hex {hex}"),
                hex=hex), "R-100")
        refusal = stations.token_refusal(self, company, hex, index, home)
        if refusal:
            raise self.refusal(*refusal)

    def place_token(
        self, company: str, hex: str, index: int, slot: int | None = None, *,
        second: bool = False,
    ) -> None:
        """Put a station in a circle (the first free one unless `slot` is given).
        `second`: beside the company's own station there (1822MX: a destination
        token and an Exchange token in one city)."""
        city = self._require_city(hex, index)
        if company in city.slots and not second:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "{company} already has a station in {hex}"),
                "R-102", company=company, hex=hex,
            )
        slots = list(city.slots)
        if slot is None:
            if None not in slots:
                raise IllegalAction(
                    QT_TRANSLATE_NOOP("game", "no free circle in {hex}"),
                    "R-100", hex=hex,
                )
            slot = slots.index(None)
        if not 0 <= slot < len(slots) or slots[slot] is not None:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "circle {slot} of {hex} is not free"),
                "R-100", slot=slot, hex=hex,
            )
        slots[slot] = company
        reserved = tuple(c for c in city.reserved_for if c != company)
        self._cities[(hex, index)] = CityState(index, tuple(slots), reserved)
        self._tokens_changed(company, (hex, index))

    def place_token_beside(self, company: str, hex: str, index: int) -> None:
        """A station in an extra circle beside the city (1822MX destinations, R-161),
        even where the company has a station already (R-162). An upgrade keeps the
        circle, or takes the station in if it brings room."""
        city = self._require_city(hex, index)
        reserved = tuple(c for c in city.reserved_for if c != company)
        self._cities[(hex, index)] = CityState(index, (*city.slots, company), reserved)
        self._tokens_changed(company, (hex, index))

    def remove_token(self, company: str, hex: str, index: int) -> None:
        city = self._require_city(hex, index)
        if company not in city.slots:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "{company} has no station in {hex}"),
                "R-105", company=company, hex=hex,
            )
        slots = tuple(None if s == company else s for s in city.slots)
        self._cities[(hex, index)] = CityState(index, slots, city.reserved_for)
        self._tokens_changed(company, (hex, index))

    def city_from_log_id(self, city_id: str) -> tuple[str, int]:
        """(hex, index) of an 18xx.games city id: tile copy id + "-" + index."""
        tile_id, _, index = city_id.rpartition("-")
        coord = self._ids.get(tile_id)
        if coord is None or not index.isdigit():
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "no tile {tile_id} with city {city_id} is on the map"),
                "R-100", tile_id=tile_id, city_id=city_id,
            )
        if self.city_state(coord, int(index)) is None:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "tile {tile_id} in {coord} has no city {index}"),
                "R-100", tile_id=tile_id, coord=coord, index=index,
            )
        return coord, int(index)

    def hex_of_tile_id(self, tile_id: str) -> str | None:
        return self._ids.get(tile_id)

    def _require_city(self, hex: str, index: int) -> CityState:
        city = self.city_state(hex, index) if hex in self.grid else None
        if city is None:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "{hex} has no city {index}"),
                "R-100", hex=hex, index=index,
            )
        return city

    # ------------------------------------------------------------------- routes
    def train_spec(self, train: str) -> TrainSpec:
        """The TrainSpec of a train type ("4D", a variant such as 1822MX "E") or
        train id ("4D-0")."""
        names = {t["name"]: t for t in self.data.game["trains"]}
        for entry in self.data.game["trains"]:
            names.update(
                (v["name"], v) for v in entry.get("variants", ()) if v["name"] not in names
            )
        if train not in names:
            train = train.rpartition("-")[0]
        try:
            return TrainSpec.from_data(names[train])
        except KeyError:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "no train type {train!r}"),
                "R-171", train=train,
            ) from None

    def route_from_log(
        self,
        company: str,
        train: TrainSpec,
        log_route: dict,
        colors: tuple[str, ...],
        others: Sequence[Route] = (),
        extras: Extras = NO_EXTRAS,
    ) -> Route:
        """The route of an 18xx.games `run_routes` entry, revenue recomputed.

        `others` are the company's routes already read from the same action;
        where lanes make the track ambiguous the free lane is used. `extras`:
        the Pullman car and destination bonus of the route (1822MX).
        """
        return route_import.route_from_log(self, company, train, log_route, colors, others, extras)

    def route_from_stops(
        self,
        company: str,
        train: TrainSpec,
        stops: list[str],
        colors: tuple[str, ...],
        paths: Sequence[Sequence[str]] | None = None,
        others: Sequence[Route] = (),
        extras: Extras = NO_EXTRAS,
    ) -> Route:
        """The route through `stops` ("HEX-index" in travel order); `paths` gives
        the hexes of each leg when the track between two stops is ambiguous.
        `extras`: the Pullman car and destination bonus of the route (1822MX)."""
        return route_import.route_from_stops(
            self, company, train, stops, colors, paths, others, extras=extras
        )

    def check_routes(self, company: str, routes_: list[Route]) -> None:
        """Raise IllegalAction unless the routes are a legal run (R-163 … R-172)."""
        routes.check_routes(self, company, routes_)

    def route_revenue(self, route: Route, colors: tuple[str, ...], company: str = "") -> int:
        """A route's revenue now; an E-train (1822MX) pays the stations of `company`."""
        return routes.route_revenue(self, route, colors, company)

    def best_routes(
        self,
        company: str,
        trains: list[TrainSpec],
        colors: tuple[str, ...],
        *,
        time_budget_s: float = 2.0,
    ) -> list[Route | None]:
        """A highest-revenue legal set of routes (R-175): one entry per train, in
        the order given, None for a train that runs nowhere."""
        from gamedesk.engine.routing import find_best_routes  # routing builds on the board

        return find_best_routes(
            self, company, trains, colors, time_budget_s=time_budget_s
        ).routes
