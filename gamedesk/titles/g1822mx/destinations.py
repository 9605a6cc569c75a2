"""Destination tokens (R-160, R-161): once a major's track joins its home to its
destination city, its destination token goes there at once, free. With no open
circle it sits beside the city as an extra one."""

from __future__ import annotations

from gamedesk.engine.board.stations import has_room_for
from gamedesk.engine.messages import QT_TRANSLATE_NOOP


def destination_of(game, corp) -> str | None:
    entry = next(d for d in game.data.game["corporations"] if d["sym"] == corp.sym)
    return entry.get("destination")


def place_if_connected(game, corp) -> None:
    """R-160: compulsory, at the first chance, no train needed."""
    if corp.kind != "major" or corp.sym in game.destination_tokens:
        return
    hex_ = destination_of(game, corp)
    if hex_ is None:
        return
    reach = game.board.reach(corp.sym)
    city = next((node for node in reach.nodes if node[0] == hex_), None)
    if city is None:
        return
    state = game.board.city_state(*city)
    # beside the city when no circle is free for it (reservations kept, R-165)
    beside = state is None or corp.sym in state.slots or not has_room_for(state, corp.sym)
    if beside:
        game.board.place_token_beside(corp.sym, *city)
    else:
        game.board.place_token(corp.sym, *city)
    game.destination_tokens[corp.sym] = (city, beside)
    game.add_log(QT_TRANSLATE_NOOP("game", "{company} places its destination token in {hex}"),
                 company=corp.sym, hex=hex_)


def route_bonus_ends(game, corp):
    """(home station, destination city) once the destination token is down (R-179)."""
    placed = game.destination_tokens.get(corp.sym)
    if placed is None or corp.home is None:
        return None
    hex_, index = corp.home
    for city in game.board.cities(hex_):
        if corp.sym in city.slots:
            return (hex_, city.index), placed[0]
    return (hex_, index), placed[0]
