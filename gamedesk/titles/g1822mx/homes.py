"""Where a company's home station goes, after upgrades have reshaped its city.

An upgrade can merge a hex's cities (Mexico City, L19) or move the circle kept
for a company (R-165); a home or a replacing station is never lost for that:
it goes in the city holding the reservation, and beside the city as an extra
circle when no circle is free for it (as a destination token does, R-161).
"""

from __future__ import annotations

from gamedesk.engine.board.stations import has_room_for


def current_city(game, sym: str, home: tuple[str, int]) -> tuple[str, int]:
    """The city of `home`'s hex reserved for `sym`, else the same index if it still
    exists, else the hex's first city."""
    hex_, index = home
    cities = game.board.cities(hex_)
    for city in cities:
        if sym in city.reserved_for:
            return hex_, city.index
    if any(city.index == index for city in cities) or not cities:
        return hex_, index
    return hex_, cities[0].index


def place_station(game, sym: str, hex_: str, index: int) -> None:
    """A station for `sym` in the city: in a free circle, or beside the city."""
    city = game.board.city_state(hex_, index)
    if city is not None and sym in city.slots:
        return  # it has one there already
    if city is not None and not has_room_for(city, sym):
        game.board.place_token_beside(sym, hex_, index)
    else:
        game.board.place_token(sym, hex_, index)
