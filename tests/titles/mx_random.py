"""1822MX positions reached by playing: random games through the legal-action
queries, as tests/property/test_1822mx_random_games.py plays them.

A position found this way met the real sequence of a game (bids, stock
rounds, operating turns), not a hand-built shortcut to it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

from gamedesk.ai.random_bot import choose
from gamedesk.engine.game import Game
from gamedesk.engine.history import snapshot
from gamedesk.titles import new_game

ROUTE_WORK = 200  # legal routes, quickly, as in the random-games test


def random_positions(seed: int, players: int, profile: str,
                     max_actions: int = 5000) -> Iterator[tuple[int, Game]]:
    """(n, game) before each action of a seeded random game; the game is live:
    copy it (engine.history.snapshot) before changing it."""
    rng = random.Random(seed)
    game = new_game("1822MX", [(f"p{i}", f"Player {i}") for i in range(players)],
                    profile=profile, seed=seed)
    game.route_search_work = ROUTE_WORK
    for n in range(max_actions):
        if game.finished:
            return
        yield n, game
        game.process(choose(game, rng))


def first_random_position(seed: int, players: int, profile: str,
                          wanted: Callable[[Game], bool]) -> Game:
    """A copy of the first position of the random game where `wanted(game)` holds."""
    for _, game in random_positions(seed, players, profile):
        if wanted(game):
            return snapshot(game)
    raise AssertionError(f"random game {seed} ({profile}, {players}p) never fits")
