"""What the rule tests of every title share: playing moves, and a state fingerprint."""

from __future__ import annotations

from gamedesk.engine.actions import act
from gamedesk.engine.game import Game
from gamedesk.io.trace_state import trace_state


def play(game: Game, *moves: tuple) -> Game:
    """Apply moves given as (type, entity, {fields})."""
    for kind, entity, *rest in moves:
        game.process(act(kind, entity, **(rest[0] if rest else {})))
    return game


def fingerprint(game: Game) -> dict:
    """Everything a refused action must leave as it was."""
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
    state["round"] = (game.round.kind, id(game.round))
    return state
