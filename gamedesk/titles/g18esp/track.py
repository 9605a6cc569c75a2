"""18ESP's limits on one tile lay beyond the shared lay rules (inventory 3.6,
3.7): what a mine hex takes, the one tile a hex gets in a turn, the minors'
southern map, and what the lay costs in all (terrain, the second tile's 20,
closing a mine).
"""

from __future__ import annotations

from gamedesk.engine.messages import QT_TRANSLATE_NOOP
from gamedesk.titles.g18esp.rule_ids import Refusal


def is_minor(op) -> bool:
    return getattr(op, "kind", None) == "minor"


def new_tile(game, tile: str):
    return game.board.catalogue.defs.get(game.tile_name_and_id(tile)[0])


def refusal(game, turn, hex_: str, tile: str, terrain_cost: int,
            discount: int = 0) -> Refusal | None:
    """Why this lay is illegal by 18ESP's own rules, or None; `discount`: what
    a private takes off the lay's cost (P1's 30, R-027), so that the company
    need only afford the rest."""
    if hex_ in getattr(turn, "laid_hexes", ()):
        return Refusal(QT_TRANSLATE_NOOP("game", "{hex} already has a tile laid this turn"),
                       "R-071", hex=hex_)
    if is_minor(turn.op) and hex_ in game.north_hexes:
        return Refusal(QT_TRANSLATE_NOOP("game", "a minor lays no track on the northern map"),
                       "R-076")
    new = new_tile(game, tile)
    if new is None:
        return None
    wrong_gauge = gauge_refusal(game, hex_, new)
    if wrong_gauge is not None:
        return wrong_gauge
    white_mine = hex_ in game.mine_hexes and game.board.tile_of(hex_).color == "white"
    if white_mine and not new.count("halt"):
        return Refusal(QT_TRANSLATE_NOOP("game", "{hex} is a mine hex: its yellow tile is a "
                                         "mine tile"), "R-086", hex=hex_)
    if white_mine and getattr(turn, "mine_laid", False):
        return Refusal(QT_TRANSLATE_NOOP("game", "one mine tile a turn"), "R-091")
    total = max(0, terrain_cost + extra_cost(game, turn, hex_, tile) - discount)
    if total > turn.op.cash:
        return Refusal(QT_TRANSLATE_NOOP("game", "the lay costs {amount}"), "R-071",
                       amount=game.money(total))
    return None


def gauge_refusal(game, hex_: str, new) -> Refusal | None:
    """R-074: narrow track in the north, Iberian in the south (dual track
    only where the map's passes have it)."""
    gauges = {path.gauge for path in new.paths}
    if hex_ in game.north_hexes and gauges - {"narrow", "dual"}:
        return Refusal(QT_TRANSLATE_NOOP("game", "track on the northern map is narrow gauge"),
                       "R-074")
    if hex_ in game.south_hexes and "narrow" in gauges:
        return Refusal(QT_TRANSLATE_NOOP("game", "track on the southern map is Iberian gauge"),
                       "R-074")
    return None


def extra_cost(game, turn, hex_: str, tile: str) -> int:
    """The second tile's 20 (R-071; a mine tile is exempt, R-072) and the 30
    for closing a mine (R-087)."""
    closing = game.closes_mine(hex_, tile)
    cost = game.data.game["rules"]["mine_close_cost"] if closing else 0
    outside = game.is_mine_lay(turn, hex_) or (closing and game.site_closes_outside_slots(turn))
    slot = None if outside else game.next_lay_slot(turn)
    return cost + (slot.get("cost", 0) if slot else 0)


ARANJUEZ, MADRID = "F26", "F24"


def aranjuez_refusal(game, hex_: str, tile: str, rotation: int) -> Refusal | None:
    """R-082: a tile on the Toledo and Aranjuez hex may face any way that joins
    Aranjuez to Madrid. The map does not say which of the hex's two towns is
    Aranjuez: a town joined to Madrid's side is taken to be it."""
    if hex_ != ARANJUEZ:
        return None
    new = new_tile(game, tile)
    if new is None:
        return None
    neighbours = next(h for h in game.data.map["hexes"] if h["coord"] == hex_)["neighbors"]
    madrid_side = next(int(side) for side, coord in neighbours.items() if coord == MADRID)
    for path in new.paths:
        for end, other in ((path.a, path.b), (path.b, path.a)):
            if (end.kind == "edge" and (end.num + rotation) % 6 == madrid_side
                    and other.kind == "town"):
                return None
    return Refusal(QT_TRANSLATE_NOOP("game", "the tile on {hex} must join Aranjuez to Madrid"),
                   "R-082", hex=hex_)
