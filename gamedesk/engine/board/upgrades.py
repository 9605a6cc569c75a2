"""Which tiles may be laid where (R-140 … R-158).

A lay is checked in three layers, cheapest first:

1. *static*: supply, colour, label and revenue-centre counts, independent of
   the rotation;
2. *rotation*: exits onto passable sides, old track and city/town-to-edge
   connections kept (results cached across boards);
3. *connection*: the company's stations reach the new track or the new city.

Double hexes (18MEX Mexico City O10 + P11) take paired tiles laid together
at a fixed rotation; a lay on either half lays both (R-156).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from gamedesk.engine.board.catalogue import TileLayAbility
from gamedesk.engine.board.connectivity import trial_reach
from gamedesk.engine.board.placed import CityState, LayOption
from gamedesk.engine.board.stations import Refusal, blocks, map_cities
from gamedesk.engine.board.tiles import COLOR_ORDER, Orientation, TileDef
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.messages import QT_TRANSLATE_NOOP, color, msg

if TYPE_CHECKING:
    from gamedesk.engine.board.board import Board

Keep = Callable[[str, str], bool]  # (hex, tile name): whether a title allows the tile there


@dataclass(frozen=True)
class LayPlan:
    """A lay that passed every check: the tiles going onto one or two hexes."""

    placements: tuple[tuple[str, str, int], ...]  # (hex, tile name, rotation)
    cost: int


@dataclass(frozen=True)
class LayRequest:
    company: str
    colors: tuple[str, ...]
    new_lay: bool
    upgrade: bool
    ability: TileLayAbility | None


def request(
    board: Board,
    company: str,
    colors: tuple[str, ...],
    new_lay: bool,
    upgrade: bool,
    special: str | None,
) -> LayRequest:
    ability = None
    if special is not None:
        ability = board.catalogue.abilities.get(special)
        if ability is None:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "{special} has no tile-laying ability"),
                "R-152", special=special,
            )
    return LayRequest(company, tuple(colors), new_lay, upgrade, ability)


# ------------------------------------------------------------------ checking
def check_lay(
    board: Board,
    req: LayRequest,
    coord: str,
    tile: str,
    rotation: int,
    *,
    static_checked: bool = False,
) -> LayPlan:
    """The plan of a legal lay; raises IllegalAction naming the rule otherwise.
    `static_checked`: the caller already ran the rotation-free checks on a single hex."""
    if coord not in board.grid:
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "there is no hex {coord}"),
            "R-142", coord=coord,
        )
    if tile not in board.catalogue.defs:
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "there is no tile {tile}"),
            "R-153", tile=tile,
        )
    known = _known_lay(board, req, coord, tile, rotation)
    if known is not None:
        return known
    found = _tried_lay(board, req, coord, tile, rotation, static_checked)
    if isinstance(found, LayPlan):
        return found
    raise IllegalAction(*found)


def _tried_lay(
    board: Board, req: LayRequest, coord: str, tile: str, rotation: int, static_checked: bool
) -> LayPlan | Refusal:
    """`check_lay`'s checks on an existing hex and tile: the plan of a legal lay,
    or the first refusal (raised only for a double hex's own tile or rotation)."""
    plan = placements(board, coord, tile, rotation)
    if _is_port(board, req, coord, tile):
        return _port_refusal(board, req, coord, tile, rotation) or LayPlan(
            plan, _cost(board, req, plan))
    for index, (hex_, name, rot) in enumerate(plan):
        refusal = None
        if not (static_checked and len(plan) == 1):
            refusal = _static_refusal(board, req, hex_, board.catalogue.defs[name], index > 0)
        refusal = refusal or _rotation_refusal(board, hex_, name, rot)
        if refusal:
            return refusal
    return _connection_refusal(board, req, plan) or LayPlan(plan, _cost(board, req, plan))


def _is_port(board: Board, req: LayRequest, coord: str, tile: str) -> bool:
    """A port tile put on a water spike by a private's power (1822MX P17/P18): it
    replaces the spike instead of upgrading it."""
    new = board.catalogue.defs[tile]
    return req.ability is not None and new.color == "blue" == board.tile_def(coord).color


def _port_refusal(
    board: Board, req: LayRequest, coord: str, tile: str, rotation: int
) -> Refusal | None:
    ability = req.ability
    if board.available(tile) <= 0:
        return (msg(
            QT_TRANSLATE_NOOP("game", "no tile {tile} is left in the supply"),
            tile=tile), "R-153")
    wrong_hex = ability.hexes and coord not in ability.hexes
    if wrong_hex or (ability.tiles and tile not in ability.tiles):
        return (msg(
            QT_TRANSLATE_NOOP("game", "{private} cannot lay tile {tile} in {hex}"),
            private=ability.company, tile=tile, hex=coord), "R-158")
    if not board.tile_of(coord).preprinted:
        return (msg(QT_TRANSLATE_NOOP("game", "{hex} already has a port"), hex=coord), "R-158")
    new = board.catalogue.defs[tile].oriented(rotation)
    if any(not board.grid.passable(coord, edge) for edge in new.exits):
        return (msg(
            QT_TRANSLATE_NOOP("game", "tile {tile} at rotation {rotation} has track off the map"),
            tile=tile, rotation=rotation), "R-149")
    return None


def placements(
    board: Board, coord: str, tile: str, rotation: int
) -> tuple[tuple[str, str, int], ...]:
    """The tiles a lay puts down: one, or both halves of a double hex (R-156)."""
    partner = board.catalogue.partner(coord, tile)
    dh = board.catalogue.double_hex(coord)
    if dh is not None:
        if partner is None:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "{coord} takes only its own double-hex tiles"),
                "R-156", coord=coord,
            )
        if rotation % 6 != dh.rotation:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "tile {tile} is laid only at rotation {rotation}"),
                "R-156", tile=tile, rotation=dh.rotation,
            )
        return ((coord, tile, dh.rotation), (partner[1], partner[0], dh.rotation))
    return ((coord, tile, rotation % 6),)


def _static_refusal(
    board: Board, req: LayRequest, coord: str, new: TileDef, partner: bool
) -> Refusal | None:
    """Checks that do not depend on the rotation."""
    if board.available(new.name) <= 0:
        return (msg(
            QT_TRANSLATE_NOOP("game", "no tile {tile} is left in the supply"),
            tile=new.name), "R-153")
    if new.color not in req.colors:
        return (msg(
            QT_TRANSLATE_NOOP("game", "{color} tiles are not available in this phase"),
            color=color(new.color)), "R-141")
    current = board.tile_def(coord)
    old_color = current.color
    laid_gray = old_color == "gray" and not board.tile_of(coord).preprinted
    if laid_gray or current.name in board.catalogue.non_upgradeable:
        # a laid gray tile, or a yellow one like Copper Canyon #470;
        # asked first: "never replaced" is the reason, not the colour order
        rule = "R-153" if laid_gray else "R-159"
        return (msg(QT_TRANSLATE_NOOP("game", "tile {tile} can never be replaced"),
                    tile=current.name), rule)
    if old_color not in COLOR_ORDER or COLOR_ORDER.index(old_color) + 1 != _color_index(new):
        return (msg(
            QT_TRANSLATE_NOOP("game", "a {color} tile cannot be laid on {hex} ({old_color})"),
            color=color(new.color), hex=coord, old_color=color(old_color)), "R-142")
    ability = req.ability
    if ability is not None:
        if not partner and (
            (ability.hexes and coord not in ability.hexes)
            or (ability.tiles and new.name not in ability.tiles)
        ):
            return (msg(
                QT_TRANSLATE_NOOP("game", "{private} cannot lay tile {tile} in {hex}"),
                private=ability.company, tile=new.name, hex=coord), "R-158")
        return _special_count_refusal(ability, current, new)  # labels skipped (as 18xx.games)
    if not partner:
        refusal = _flags_refusal(req, coord, new, old_color)
        if refusal:
            return refusal
    return _label_refusal(board, coord, current, new) or _count_refusal(current, new)


def _special_count_refusal(ability, current: TileDef, new: TileDef) -> Refusal | None:
    """A power's lay skips the count checks, but plain track replaces at most a
    lone town (1822MX P12/P13): never a city, never two towns."""
    plain = not new.count("town") and not new.count("city")
    if plain and (current.count("city") or current.count("town") > 1):
        return (msg(
            QT_TRANSLATE_NOOP("game", "{private} replaces only a single town with plain track"),
            private=ability.company), "R-158")
    return None


def _color_index(tile: TileDef) -> int:
    return COLOR_ORDER.index(tile.color) if tile.color in COLOR_ORDER else -1


def _flags_refusal(req: LayRequest, coord: str, new: TileDef, old_color: str) -> Refusal | None:
    # A lay on an empty hex is a new lay; anything else (even green on a
    # printed yellow hex) is an upgrade.
    if old_color == "white" and not req.new_lay:
        return (QT_TRANSLATE_NOOP("game", "no yellow lay is allowed now"), "R-140")
    if old_color != "white" and not req.upgrade:
        return (QT_TRANSLATE_NOOP("game", "no upgrade is allowed now"), "R-140")
    return None


def _label_refusal(board: Board, coord: str, current: TileDef, new: TileDef) -> Refusal | None:
    """Labels must carry over; a future label applies to its colour (R-147)."""
    future = board.future_label(coord)
    if future is not None and new.color == future[1]:
        wanted: tuple[str, ...] = () if future[0] is None else (future[0],)
    else:
        wanted = current.labels
    if tuple(new.labels) == tuple(wanted):
        return None
    special_owner = board.ability_for_tile(new.name)
    if special_owner is not None:
        return (msg(
            QT_TRANSLATE_NOOP("game", "tile {tile} is laid only with {private}'s ability"),
            tile=new.name, private=special_owner), "R-152")
    where = "/".join(wanted) if wanted else msg(QT_TRANSLATE_NOOP("game", "no label"))
    return (msg(
        QT_TRANSLATE_NOOP("game", "tile {tile} does not fit {hex} ({labels})"),
        tile=new.name, hex=coord, labels=where), "R-147")


def _count_refusal(current: TileDef, new: TileDef) -> Refusal | None:
    """Towns and cities are kept; circles may grow but never shrink (R-144)."""
    if current.count("town") != new.count("town"):
        return (msg(
            QT_TRANSLATE_NOOP("game", "tile {tile} must keep the towns of {old_tile}"),
            tile=new.name, old_tile=current.name), "R-144")
    old_cities, new_cities = current.count("city"), new.count("city")
    if old_cities != new_cities and (not current.labels or not new_cities):
        return (msg(
            QT_TRANSLATE_NOOP("game", "tile {tile} must keep the cities of {old_tile}"),
            tile=new.name, old_tile=current.name), "R-144")
    old_slots = sum(n.slots for n in current.nodes.values() if n.kind == "city")
    new_slots = sum(n.slots for n in new.nodes.values() if n.kind == "city")
    if new_slots < old_slots:
        return (msg(
            QT_TRANSLATE_NOOP("game", "tile {tile} has fewer token circles than {old_tile}"),
            tile=new.name, old_tile=current.name), "R-144")
    return None


def _rotation_refusal(board: Board, coord: str, tile: str, rotation: int) -> Refusal | None:
    current = board.orientation(coord)
    new = board.catalogue.defs[tile].oriented(rotation)
    return _rotation_check(current, new, board.grid.sides_passable(coord))


@lru_cache(maxsize=65536)
def _rotation_check(
    current: Orientation, new: Orientation, passable: tuple[bool, ...]
) -> Refusal | None:
    for edge in new.exits:
        if not passable[edge]:
            return (
                msg(
                    QT_TRANSLATE_NOOP("game", "tile {tile} at rotation {rotation} has track off "
                                              "the map or against an impassable side"),
                    tile=new.tile.name, rotation=new.rotation),
                "R-149",
            )
    gone = _small_stops_gone(current, new)
    town_gone = bool(gone)
    for old in current.paths:
        if any(end.kind in gone for end in old.ends):
            continue  # plain track over a lone town: checked by _town_track_kept
        if not any(path.covers(old) for path in new.paths) and not _via_junction(old, new):
            return (
                msg(
                    QT_TRANSLATE_NOOP("game", "tile {tile} at rotation {rotation} does not keep "
                                              "the existing track"),
                    tile=new.tile.name, rotation=new.rotation),
                "R-148",
            )
    if town_gone and not _town_track_kept(current, new):
        return (
            msg(
                QT_TRANSLATE_NOOP("game", "tile {tile} at rotation {rotation} does not join the "
                                          "town's track"),
                tile=new.tile.name, rotation=new.rotation),
            "R-148",
        )
    if not _node_exits_kept(current, new):
        return (
            msg(
                QT_TRANSLATE_NOOP("game", "tile {tile} at rotation {rotation} does not keep the "
                                          "connections of its cities and towns"),
                tile=new.tile.name, rotation=new.rotation),
            "R-148",
        )
    return None


def _via_junction(old, new: Orientation) -> bool:
    """An edge-to-edge track is kept by a tile joining both edges at one junction
    (1822MX plain green tiles such as 83 over a straight 9)."""
    if any(end.kind != "edge" for end in old.ends):
        return False
    return _junction_joins(new, {end.num for end in old.ends})


def _small_stops_gone(current: Orientation, new: Orientation) -> frozenset[str]:
    """The kinds of small stop the new tile drops: a town (1822MX P12/P13) or a
    halt (an 18ESP mine closed by its green upgrade, R-087)."""
    return frozenset(k for k in ("town", "halt")
                     if current.tile.count(k) and not new.tile.count(k))


def _town_track_kept(current: Orientation, new: Orientation) -> bool:
    """Plain track laid over a town (1822MX P12/P13) or a halt joins its exits
    together: by a single path, or at one junction."""
    gone = _small_stops_gone(current, new)
    for index, exits in current.node_exits.items():
        if current.tile.nodes[index].kind not in gone or len(exits) < 2:
            continue
        direct = len(exits) == 2 and any(
            {e.num for e in p.ends if e.kind == "edge"} == exits for p in new.paths)
        # a closed mine beside a town (18ESP R-087): the town joins the mine's exits
        via_town = current.tile.nodes[index].kind == "halt" and any(
            exits <= found for found in new.node_exits.values())
        if not direct and not via_town and not _junction_joins(new, exits):
            return False
    return True


def _junction_joins(new: Orientation, edges: set[int]) -> bool:
    joined: dict[int, set[int]] = {}
    for path in new.paths:
        for mine, other in ((path.ends[0], path.ends[1]), (path.ends[1], path.ends[0])):
            if mine.kind == "junction" and other.kind == "edge":
                joined.setdefault(mine.num, set()).add(other.num)
    return any(edges <= found for found in joined.values())


def _node_exits_kept(current: Orientation, new: Orientation) -> bool:
    """Each old city/town with track maps to its own new one with those exits."""
    used: set[int] = set()
    merging = len(new.tile.cities) < len(current.tile.cities)  # 1822MX L19: two become one
    for index, exits in current.node_exits.items():
        if not exits:
            continue
        kind = current.tile.nodes[index].kind
        if kind in ("town", "halt") and not new.tile.count(kind):
            continue  # plain track over a lone town or halt (_town_track_kept)
        for cand, cand_exits in new.node_exits.items():
            free = cand not in used or (merging and kind == "city")
            if free and new.tile.nodes[cand].kind == kind and exits <= cand_exits:
                used.add(cand)
                break
        else:
            return False
    return True


# ---------------------------------------------------------------- connection
def _connection_refusal(
    board: Board, req: LayRequest, placements: tuple[tuple[str, str, int], ...]
) -> Refusal | None:
    """The lay must add track the company reaches, or a city it reaches (R-150, R-151)."""
    if _needs_no_route(board, req):
        return None
    company = req.company
    reach = board.reach(company, for_lay=True)
    trial: dict[str, Orientation] = {}
    states: dict[tuple[str, int], CityState] = {}
    for coord, name, rotation in placements:
        new = board.catalogue.defs[name].oriented(rotation)
        trial[coord] = new
        for index, state in moved_cities(board, coord, new).items():
            states[(coord, index)] = state
    sources = [
        node
        for node, state in states.items()
        if company in state.slots or company in state.reserved_for
    ]
    paths, nodes = trial_reach(
        board,
        company,
        reach,
        trial,
        blocks=lambda c, i: (c, i) in states and blocks(states[(c, i)], company),
        sources=sources,
    )
    new_track = any(_is_new(board.orientation(c), trial[c], p) for c, p in paths)
    city = any(trial[c].tile.nodes[i].kind == "city" for c, i in nodes if c in trial)
    if board.profile == "18xx.games":
        touches = any(o.exits & reach.edges.get(c, frozenset()) for c, o in trial.items())
        if not touches:
            return (msg(QT_TRANSLATE_NOOP("game", "the new tile is not connected to a station "
                                                  "of {company}"), company=company), "R-150")
        if board.site_log_lay:
            return None
        # In live play the site asks it of the tile laid alone, not of its
        # double-hex partner: Puebla's 479P brings no city (G-31, R-156).
        laid = placements[0][0]
        new_track = any(_is_new(board.orientation(c), trial[c], p) for c, p in paths if c == laid)
        return _restriction_refusal(board, new_track, bool(trial[laid].tile.cities))
    if not (new_track or city):
        if paths:
            return (msg(QT_TRANSLATE_NOOP("game", "the new tile adds no track that a station of "
                                                  "{company} reaches"), company=company), "R-151")
        return (msg(QT_TRANSLATE_NOOP("game", "the new tile is not connected to a station of "
                                              "{company}"), company=company), "R-150")
    return _restriction_refusal(board, new_track, city)


def _restriction_refusal(board: Board, new_track: bool, city: bool) -> Refusal | None:
    restriction = board.catalogue.track_restriction
    if restriction == "permissive":
        return None
    if restriction == "restrictive" and not new_track:
        return (QT_TRANSLATE_NOOP(
            "game", "the new tile must add track the company can use"), "R-151")
    if not (new_track or city):
        return (QT_TRANSLATE_NOOP(
            "game", "the new tile must be a city tile or add track the company can use"), "R-151")
    return None


def _is_new(old: Orientation, new: Orientation, index: int) -> bool:
    path = new.paths[index]
    return not any(path.covers(o) and o.covers(path) for o in old.paths)


def moved_cities(board: Board, coord: str, new: Orientation) -> dict[int, CityState]:
    """The cities of `new` with the tokens and reservations they would carry over."""
    old = board.orientation(coord)
    mapping = map_cities(old, new)
    states = {
        index: CityState(index, (None,) * new.tile.nodes[index].slots) for index in new.tile.cities
    }
    merged: set[int] = set()
    for old_index, new_index in mapping.items():
        before = board.city_state(coord, old_index)
        if before is None:
            continue
        if new_index in merged:  # a second old city joins this one (R-144 in 1822MX)
            states[new_index] = _merge(states[new_index], before)
            continue
        merged.add(new_index)
        size = max(new.tile.nodes[new_index].slots, len(before.slots))
        slots = before.slots + (None,) * (size - len(before.slots))
        states[new_index] = CityState(new_index, slots, before.reserved_for)
    return states


def _merge(city: CityState, other: CityState) -> CityState:
    """Tokens of `other` fill free circles of `city`; reservations add up."""
    slots = list(city.slots)
    for token in (t for t in other.slots if t is not None and t not in slots):
        if None in slots:
            slots[slots.index(None)] = token
        else:
            slots.append(token)
    reserved = city.reserved_for + tuple(r for r in other.reserved_for
                                         if r not in city.reserved_for)
    return CityState(city.index, tuple(slots), reserved)


def _cost(board: Board, req: LayRequest, placements: tuple[tuple[str, str, int], ...]) -> int:
    """Terrain printed on the tile being replaced is paid once (R-146)."""
    cost = sum(board.tile_def(coord).upgrade_cost for coord, _, _ in placements)
    cost += board.catalogue.tile_cost
    ability = req.ability
    if ability is not None:
        cost = 0 if ability.free else max(0, cost - ability.discount)
        cost += ability.cost
    return cost


# ------------------------------------------------------------------- options
# Where the company's network plays no part in a lay (18MW's permissive laying,
# R-112; a power that needs no connection), whether a tile may go on a single
# hex, at which rotations and for what, depends only on the tile on the hex
# (a laid tile at its rotation, or the printed content), which of its sides
# track may cross, its future label, the tile laid and the allowances, given
# that the tile is of a colour allowed and in the supply (a power's lay also
# on the hex itself). Those answers are worked out once and kept in the title's
# catalogue, shared by every hex alike and every board of the title (copies and
# look-ahead included): 18MW lists every hex of the map for a lay, a few
# thousand lays, most of them on hexes printed alike.
OPTION_CACHE_LIMIT = 200_000  # entries; the cache starts afresh beyond
_UNSEEN = object()


def _needs_no_route(board: Board, req: LayRequest) -> bool:
    """Whether the lay is allowed wherever the company's stations reach: a power
    that needs no connection (Copper Canyon, R-158), or a title with permissive
    laying (18MW R-112)."""
    return (req.ability is not None and not req.ability.reachable) or (
        not board.catalogue.lay_needs_route)


def _hex_key(board: Board, req: LayRequest, coord: str, name: str) -> tuple | None:
    """What the option of laying `name` on `coord` depends on, besides the
    supply, when the company's network plays no part; None when it does, or
    for a double hex (its partner's tile counts too)."""
    if not _needs_no_route(board, req) or board.catalogue.double_hex(coord) is not None:
        return None
    now = board.orientation(coord)
    state = board.catalogue.printed_state(coord) if now.tile.preprinted else now
    # The phase's colours are not in it: the tile's colour is asked apart (`_offered`).
    return (state, board.grid.sides_passable(coord), board.future_label(coord), name,
            req.new_lay, req.upgrade, req.ability, coord if req.ability is not None else None)


def _offered(board: Board, req: LayRequest, new: TileDef) -> bool:
    """The tile is of a colour the lay allows (R-141) and in the supply (R-153)."""
    return new.color in req.colors and board.available(new.name) > 0


def _known_lay(
    board: Board, req: LayRequest, coord: str, tile: str, rotation: int
) -> LayPlan | None:
    """The plan of a lay already found legal by `_option` on a hex alike, or
    None (then the checks run)."""
    key = _hex_key(board, req, coord, tile)
    found = board.option_cache.get(key) if key is not None else None
    if found is None or rotation % 6 not in found[0]:
        return None
    if not _offered(board, req, board.catalogue.defs[tile]):
        return None
    return LayPlan(((coord, tile, rotation % 6),), found[1])


def lay_options(board: Board, req: LayRequest, keep: Keep | None = None) -> list[LayOption]:
    """Every (hex, tile) the company may lay now, with the legal rotations."""
    return list(iter_lay_options(board, req, keep))


def iter_lay_options(board: Board, req: LayRequest, keep: Keep | None = None
                     ) -> Iterator[LayOption]:
    """The lay options one at a time: a caller asking whether there is any stops
    at the first. `keep(hex, tile)`, a title's own limits on a tile in a hex, is
    asked before the board's checks, which would run at each rotation."""
    for coord in _candidate_hexes(board, req):
        for name in _next_tiles(board, req, coord):
            option = _option(board, req, coord, name, keep)
            if option is not None:
                yield option


def _next_tiles(board: Board, req: LayRequest, coord: str) -> tuple[str, ...]:
    """The manifest's tiles of the colour after the hex's (R-133), if the phase
    allows it; blue port tiles on a water spike for a power that lays them."""
    old = board.tile_def(coord).color
    by_color = board.catalogue.by_color
    if old == "blue":
        return by_color.get("blue", ()) if req.ability is not None and "blue" in req.colors else ()
    if old not in COLOR_ORDER or old == COLOR_ORDER[-1]:
        return ()
    nxt = COLOR_ORDER[COLOR_ORDER.index(old) + 1]
    if nxt not in req.colors:
        return ()
    if req.ability is not None:  # a power's lay skips the count checks
        return by_color.get(nxt, ())
    return _same_shape(board, nxt, board.tile_def(coord))


def _same_shape(board: Board, color: str, current: TileDef) -> tuple[str, ...]:
    """Tiles of `color` that pass the count check against `current` (R-144):
    as many towns, and as many cities unless a labelled city may grow."""
    towns, cities, labelled = current.count("town"), current.count("city"), bool(current.labels)
    key = (color, towns, cities, labelled)
    cache = board.catalogue.shape_cache
    if key not in cache:
        cache[key] = tuple(
            name for name in board.catalogue.by_color.get(color, ())
            if board.catalogue.defs[name].count("town") == towns
            and (board.catalogue.defs[name].count("city") == cities
                 or (labelled and board.catalogue.defs[name].count("city")))
        )
    return cache[key]


def _entry_edges(board: Board, req: LayRequest, coord: str) -> frozenset[int] | None:
    """The sides through which the company's network enters `coord`; None when
    the hex holds (or keeps) a station of its own or the power needs no
    connection, for then a tile may connect without touching those sides."""
    if _needs_no_route(board, req):
        return None
    company = req.company
    if any(company in c.slots or company in c.reserved_for for c in board.cities(coord)):
        return None
    return board.reach(company, for_lay=True).edges.get(coord, frozenset())


def _port_option(board: Board, req: LayRequest, coord: str, name: str) -> LayOption | None:
    """A port tile on a water spike (1822MX P17/P18): the rotations that fit."""
    legal, cost = [], 0
    for rotation in range(6):
        try:
            cost = check_lay(board, req, coord, name, rotation).cost
        except IllegalAction:
            continue
        legal.append(rotation)
    return LayOption(coord, name, tuple(legal), cost) if legal else None


def _candidate_hexes(board: Board, req: LayRequest) -> list[str]:
    ability = req.ability
    unreached = not board.catalogue.lay_needs_route  # 18MW R-112
    if unreached or (ability is not None and not ability.reachable):
        hexes = set(ability.hexes) if ability and ability.hexes else set(board.grid.coords)
    else:
        reach = board.reach(req.company, for_lay=True)
        hexes = set(reach.edges) | {c for c, _ in reach.sources}
        if ability is not None and ability.hexes:
            hexes &= ability.hexes
    return sorted(h for h in hexes if h in board.grid)


def _option(board: Board, req: LayRequest, coord: str, name: str, keep: Keep | None = None
            ) -> LayOption | None:
    new = board.catalogue.defs[name]
    if not _offered(board, req, new):
        return None
    if keep is not None and not keep(coord, name):
        return None  # a title's own limits, before the checks at each rotation
    key = _hex_key(board, req, coord, name)
    if key is None:
        return _work_out_option(board, req, coord, new)
    cache = board.option_cache
    found = cache.get(key, _UNSEEN)  # (rotations, cost), or None: no lay
    if found is _UNSEEN:
        if len(cache) >= OPTION_CACHE_LIMIT:
            cache.clear()
        option = _work_out_option(board, req, coord, new)
        found = cache[key] = None if option is None else (option.rotations, option.cost)
        return option
    return None if found is None else LayOption(coord, name, found[0], found[1])


def _work_out_option(board: Board, req: LayRequest, coord: str, new: TileDef) -> LayOption | None:
    """`_option` from the rules themselves, for a tile `_offered`."""
    name = new.name
    old_color = board.tile_def(coord).color
    if old_color == "blue" == new.color:
        return _port_option(board, req, coord, name)
    if old_color not in COLOR_ORDER or COLOR_ORDER.index(old_color) + 1 != _color_index(new):
        return None
    dh = board.catalogue.double_hex(coord)
    if dh is not None and board.catalogue.partner(coord, name) is None:
        return None
    rotations = (dh.rotation,) if dh is not None else range(6)
    if dh is None and _static_refusal(board, req, coord, new, False):
        return None  # the same answer at every rotation
    entries = _entry_edges(board, req, coord) if dh is None else None
    legal = []
    cost = 0
    for rotation in rotations:
        if entries is not None and not new.oriented(rotation).exits & entries:
            continue  # no track of the new tile meets the company's network
        try:  # check_lay's checks: the hex and the tile exist, the lay is not known yet
            found = _tried_lay(board, req, coord, name, rotation, dh is None)
        except IllegalAction as refused:
            found = (refused.message, refused.rule)
        if not isinstance(found, LayPlan):
            if found[1] in (
                "R-141",
                "R-142",
                "R-144",
                "R-147",
                "R-152",
                "R-153",
                "R-156",
                "R-158",
                "R-140",
            ):
                return None  # the same answer at every rotation
            continue
        legal.append(rotation)
        cost = found.cost
    if not legal:
        return None
    return LayOption(coord, name, tuple(legal), cost)
