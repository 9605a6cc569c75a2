"""Station tokens: where a company may place one (R-100 … R-103) and how tokens
follow their city when a tile is upgraded (R-105, R-148)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gamedesk.engine.board.placed import CityState
from gamedesk.engine.board.tiles import Orientation
from gamedesk.engine.messages import QT_TRANSLATE_NOOP, msg

if TYPE_CHECKING:
    from gamedesk.engine.board.board import Board

#: (message, rule) explaining why an action is illegal.
Refusal = tuple[str, str]


def has_room_for(city: CityState, company: str) -> bool:
    """Whether `company` may fill a circle of `city` (R-103).

    Each company holding a home reservation here keeps one empty circle for
    itself; others may only use the empty circles beyond those.
    """
    if company in city.slots:
        return False
    empty = city.free
    if company in city.reserved_for:
        return empty >= 1
    return empty > len(city.reserved_for)


def blocks(city: CityState, company: str) -> bool:
    """A city is blocked for a company when all its circles hold other
    companies' stations (R-101, R-167). A city without circles blocks nobody."""
    slots = city.slots
    return bool(slots) and None not in slots and company not in slots


def map_cities(old: Orientation, new: Orientation) -> dict[int, int]:
    """Which city of the new tile each city of the old tile becomes (R-105).

    A city keeps its track, so it goes to the new city whose exits include
    all of its own; a city with no track yet keeps its index if the new tile
    has such a city, or takes the first one still free.
    """
    old_cities = old.tile.cities
    new_cities = list(new.tile.cities)
    merging = len(new_cities) < len(old_cities)  # separate stations joined (1822MX L19)
    mapping: dict[int, int] = {}
    pending = []
    for index in old_cities:
        exits = old.node_exits.get(index, frozenset())
        pool = list(new.tile.cities) if merging else new_cities
        fits = [c for c in pool if exits and exits <= new.node_exits.get(c, frozenset())]
        if len(fits) == 1:
            mapping[index] = fits[0]
            if fits[0] in new_cities:
                new_cities.remove(fits[0])
        else:
            pending.append(index)
    for index in pending:
        if not new_cities:
            break
        target = index if index in new_cities else new_cities[0]
        mapping[index] = target
        new_cities.remove(target)
    return mapping


def token_refusal(board: Board, company: str, coord: str, index: int, home: bool) -> Refusal | None:
    """Why `company` may not place a station in city `index` of `coord`, or None."""
    city = board.city_state(coord, index)
    if city is None:
        return (msg(
            QT_TRANSLATE_NOOP("game", "{hex} has no city {city}"),
            hex=coord, city=index), "R-100")
    if any(company in c.slots for c in board.cities(coord)):
        return (msg(
            QT_TRANSLATE_NOOP("game", "{company} already has a station in {hex}"),
            company=company, hex=coord), "R-102")
    if not has_room_for(city, company):
        if city.free and city.reserved_for:
            return (
                msg(
                    QT_TRANSLATE_NOOP("game", "the free circle in {hex} is reserved for "
                                              "{companies}"),
                    hex=coord, companies=', '.join(city.reserved_for)),
                "R-103",
            )
        return (msg(QT_TRANSLATE_NOOP("game", "no free circle in {hex}"), hex=coord), "R-100")
    if not home and (coord, index) not in board.reach(company).nodes:
        return (msg(
            QT_TRANSLATE_NOOP("game", "{hex} is not connected to a station of {company}"),
            hex=coord, company=company), "R-101")
    return None


def token_options(board: Board, company: str) -> list[tuple[str, int]]:
    """Cities where `company` may place its next station (not a home station)."""
    taken = {coord for coord, _ in board.tokens_of(company)}
    options = []
    for coord, index in sorted(board.reach(company).nodes):
        if coord in taken:
            continue
        city = board.city_state(coord, index)
        if city is not None and has_room_for(city, company):
            options.append((coord, index))
    return options
