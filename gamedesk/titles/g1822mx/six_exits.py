"""Six-exit brown and gray cities before their five-exit twins (R-137).

The rulebook asks for the six-exit tile wherever it fits. 18xx.games is not
known to enforce this, so imported games keep whatever the site allowed.
"""

from __future__ import annotations

from functools import cache

from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.messages import QT_TRANSLATE_NOOP

FORCED_COLOURS = ("brown", "gray")


def six_exit_twin(catalogue, name: str) -> str | None:
    """The six-exit tile with the same city as five-exit tile `name`, if any."""
    return _twins(catalogue).get(name)


@cache
def _twins(catalogue) -> dict[str, str]:
    tiles = [catalogue.tile(n) for n in catalogue.counts]
    out = {}
    for five in tiles:
        if five.color in FORCED_COLOURS and _exit_count(five) == 5 and _city(five):
            six = next((t for t in tiles if t.color == five.color and _exit_count(t) == 6
                        and _city(t) == _city(five) and t.labels == five.labels), None)
            if six is not None:
                out[five.name] = six.name
    return out


def _exit_count(tile) -> int:
    return len(tile.oriented(0).exits)


def _city(tile) -> tuple | None:
    """Revenue and slots of a one-city tile (None for anything else)."""
    cities = [n for n in tile.nodes.values() if n.kind == "city"]
    if len(cities) != 1 or len(tile.nodes) != 1:
        return None
    return (repr(cities[0].revenue), cities[0].slots)


def check(game, op, hex_: str, name: str, **allowance) -> None:
    """Refuse a five-exit city tile while its six-exit twin could be laid there."""
    if not game.rulebook:
        return
    six = six_exit_twin(game.board.catalogue, name)
    if six is None or game.board.available(six) <= 0:
        return
    for rotation in range(6):
        try:
            game.board.check_lay(op.sym, hex_, six, rotation, **allowance)
        except IllegalAction:
            continue
        raise IllegalAction(
            QT_TRANSLATE_NOOP(
                "game",
                "tile {six} has six exits and fits {hex}: lay it instead of "
                "{name}",
            ),
            "R-137", six=six, hex=hex_, name=name,
        )


def without_five_exits(game, options: list) -> list:
    """Lay options less the five-exit tiles whose twin is offered on the same hex."""
    if not game.rulebook:
        return options
    offered = {(o.hex, o.tile) for o in options}
    return [o for o in options
            if (o.hex, six_exit_twin(game.board.catalogue, o.tile)) not in offered]
