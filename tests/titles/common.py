"""What the rule tests of every title share: playing moves, and a state fingerprint."""

from __future__ import annotations

import dataclasses

from gamedesk.engine.actions import act
from gamedesk.engine.game import Game
from gamedesk.io.trace_state import trace_state


def play(game: Game, *moves: tuple) -> Game:
    """Apply moves given as (type, entity, {fields})."""
    for kind, entity, *rest in moves:
        game.process(act(kind, entity, **(rest[0] if rest else {})))
    return game


def fingerprint(game: Game) -> dict:
    """Everything a refused action must leave as it was.

    It also marks the present state as the one a refused action puts back: a
    position a test built by hand is not in the game's own checkpoint."""
    game.mark_edited()
    state = trace_state(game)
    state["board"] = {
        h: (game.board.tile_of(h).tile_id, game.board.tile_of(h).rotation)
        for h in game.board.hexes()
    }
    state["tokens"] = {
        sym: sorted(game.board.tokens_of(sym)) for sym in [*game.corporations, *game.minors]
    }
    state["actions"] = len(game.actions)
    state["log"] = len(game.log)
    state["round"] = round_state(game)
    return state


def round_state(game: Game) -> tuple:
    """The round and its turn as plain values (a refused action may put the game
    back as a new round object, equal to the old one)."""
    return (
        game.round.kind,
        game.current_step(),
        tuple(game.active_entities()),
        plain(game.round, game),
        plain(game.interrupts, game),
    )


def plain(value, game: Game, depth: int = 0, seen: frozenset = frozenset()):
    """`value` as nested tuples of plain values; the game itself as a marker."""
    if value is game:
        return "<game>"
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    if id(value) in seen or depth > 8:
        return "<seen>"
    seen = seen | {id(value)}
    if isinstance(value, (list, tuple)):
        return tuple(plain(v, game, depth + 1, seen) for v in value)
    if isinstance(value, (set, frozenset)):
        return tuple(sorted(repr(plain(v, game, depth + 1, seen)) for v in value))
    if isinstance(value, dict):
        return tuple(sorted(
            (repr(plain(k, game, depth + 1, seen)), plain(v, game, depth + 1, seen))
            for k, v in value.items()
        ))
    if dataclasses.is_dataclass(value):  # its value: the fields it compares by
        fields = {f.name: getattr(value, f.name) for f in dataclasses.fields(value) if f.compare}
        return (type(value).__name__, plain(fields, game, depth + 1, seen))
    if hasattr(value, "__dict__"):  # a cache kept for the position (`*_cache`) is not state
        state = {k: v for k, v in vars(value).items() if not k.endswith("_cache")}
        return (type(value).__name__, plain(state, game, depth + 1, seen))
    return repr(value)
