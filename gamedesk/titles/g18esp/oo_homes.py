"""Stations in an OO hex that is still someone's home (R-095).

Oviedo (D6), Sevilla (C31) and Zaragoza (J20) are OO hexes whose companies'
charters name no city: the home city is chosen when the company first
operates (R-096). Until every company based there has placed its home
station, no other company places a station on the tile while it is yellow,
green or brown; on the gray tile it may, if a space is left for each company
still to come (the rulebook). 18xx.games holds the hex by its home
reservations instead: on any tile, another company's station goes there
only while a space is left for each company still to come (R-069: a home
space stays reserved until the company operates). Without that hold a
company could find its home full when it first operates (18ESP, Oviedo).
"""

from __future__ import annotations

from gamedesk.engine.entities import Operator
from gamedesk.engine.messages import QT_TRANSLATE_NOOP, Items
from gamedesk.titles.g18esp.rule_ids import Refusal


def waiting_homes(game, op: Operator, hex_: str) -> list[str]:
    """The companies other than `op` based in `hex_` (an OO hex, city not
    named) that have not placed their home station yet."""
    out = []
    for corp in game.corporations.values():
        if corp is op or corp.removed or corp.closed or not corp.home:
            continue
        home_hex, city = corp.home
        if home_hex != hex_ or city is not None or getattr(corp, "home_placed", False):
            continue
        if not any(h == hex_ for h, _ in game.board.tokens_of(corp.sym)):
            out.append(corp.sym)
    return out


def station_refusal(game, op: Operator, hex_: str) -> Refusal | None:
    """R-095: why `op` may not place a station in `hex_` now, or None."""
    waiting = waiting_homes(game, op, hex_)
    if not waiting:
        return None
    board = game.board
    if game.gx or board.tile_def(hex_).color == "gray":
        free = sum(city.free for city in board.cities(hex_))
        if free - 1 >= len(waiting):
            return None
    return Refusal(QT_TRANSLATE_NOOP(
        "game", "{hex} is still the home of {companies}: no other station goes there yet"),
        "R-095", hex=hex_, companies=Items(waiting))
