"""Helpers for 18MEX rule tests: games set up at a known point."""

from __future__ import annotations

from gamedesk.engine.actions import act
from gamedesk.engine.game import Game
from gamedesk.io.trace_state import trace_state
from gamedesk.titles import new_game

PLAYERS = [("p1", "Ann"), ("p2", "Ben"), ("p3", "Cy"), ("p4", "Di"), ("p5", "Ed")]


def new_mex(n: int = 3, profile: str = "rulebook", options=()) -> Game:
    return new_game("18MEX", PLAYERS[:n], profile=profile, options=options)


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


def sell_out_privates(game: Game) -> Game:
    """Everybody buys the next company in turn until all are sold (3 players)."""
    while game.round.kind in ("auction",) or getattr(game.round, "sale", None):
        if not getattr(game.round, "sale", None) or not game.round.sale.unsold():
            break
        pid = game.active_entities()[0]
        if game.round.sale.pending_par:
            play(game, ("par", pid, {"corporation": "NdM", "price": 90}))
            continue
        company = game.round.sale.cheapest()
        play(
            game,
            ("bid", pid, {"company": company.sym, "price": game.round.sale.price_of_cheapest()}),
        )
    if getattr(game.round, "sale", None) and game.round.sale.pending_par:
        pid = game.active_entities()[0]
        play(game, ("par", pid, {"corporation": "NdM", "price": 90}))
    return game
