"""A player that picks a random legal action: for property tests and quick games.

It leans towards actions that move a game forward (buying trains, running
routes, paying out) so that random games reach their end in reasonable time.
"""

from __future__ import annotations

import random

from gamedesk.engine.actions import Action
from gamedesk.engine.game import Game

WEIGHTS = {
    "pass": 3,
    "bid": 2,
    "par": 4,
    "buy_shares": 6,
    "sell_shares": 1,
    "buy_company": 1,
    "lay_tile": 5,
    "place_token": 4,
    "run_routes": 20,
    "dividend": 10,
    "buy_train": 8,
    "discard_train": 5,
    "merge": 3,
    "assign": 3,
    "bankrupt": 1,
}


# In stock rounds random trading would go on for ever; pass more, trade privates rarely.
STOCK_WEIGHTS = {**WEIGHTS, "pass": 12, "buy_company": 0.2, "sell_company": 0.2, "sell_shares": 0.5}


def choose(game: Game, rng: random.Random) -> Action | None:
    options = game.legal_actions()
    if not options:
        return None
    table = STOCK_WEIGHTS if game.round_kind() == "stock" else WEIGHTS
    weights = [table.get(a.type, 1) for a in options]
    action = rng.choices(options, weights=weights)[0]
    if action.type == "dividend" and rng.random() < 0.8:
        action = next((a for a in options if a.get("kind") == "payout"), action)
    return action


def play(game: Game, rng: random.Random, max_actions: int = 5000, check=None) -> int:
    """Play until the game ends (or max_actions); returns the number of actions taken."""
    for n in range(max_actions):
        if game.finished:
            return n
        action = choose(game, rng)
        if action is None:
            raise RuntimeError(f"nobody can act in {game.round_label()}: {game.active_entities()}")
        game.process(action)
        if check:
            check(game, action)
    return max_actions


class RandomBot:
    """The random player behind the Bot interface (a baseline for the levels)."""

    level = "random"

    def __init__(self, max_evals: int | None = None) -> None:
        self.max_evals = max_evals

    def choose(self, game: Game, player: str, budget_s: float, rng: random.Random) -> Action:
        from gamedesk.ai.interface import options_for

        options = options_for(game, player)
        table = STOCK_WEIGHTS if game.round_kind() == "stock" else WEIGHTS
        action = rng.choices(options, weights=[table.get(a.type, 1) for a in options])[0]
        if action.type == "dividend" and rng.random() < 0.8:
            action = next((a for a in options if a.get("kind") == "payout"), action)
        return action
