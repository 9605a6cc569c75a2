"""Seeded random 18MW games, played through the public API by the random bot
(gamedesk/ai/random_bot.py), from the private auction to the game's end: they
end with a result and keep 18MW's invariants after every action.

One short game keeps the suite quick (about 900 actions, 10 s alone); it goes through
bankruptcies and a receivership. The longer set is
benchmarks/mw_random_games.py (200 games, outside the suite)."""

from __future__ import annotations

import random

import pytest

from gamedesk.ai.random_bot import choose
from gamedesk.titles import new_game
from tests.titles.mw_helpers import check_mw_invariants

MAX_ACTIONS = 4000
# (seed, players) as benchmarks/mw_random_games.py numbers them: 3 + seed % 3
GAMES = [(112, 4)]


def play(seed: int, players: int):
    game = new_game("18MW", [(f"p{i}", f"Player {i}") for i in range(players)], seed=seed)
    rng = random.Random(seed)
    receivership = False
    for _ in range(MAX_ACTIONS):
        if game.finished:
            break
        game.process(choose(game, rng))
        check_mw_invariants(game)
        receivership |= bool(game.receiverships)
    return game, receivership


@pytest.mark.parametrize("seed,players", GAMES)
def test_a_random_game_reaches_its_end_keeping_the_invariants(seed, players):
    game, receivership = play(seed, players)
    assert game.finished and game.end_reason in ("bank", "bankrupt", "no company left to earn")
    ranks = game.standings()
    assert len(ranks) == len(game.players) and ranks[0][0] == 1  # those still playing
    assert receivership and any(p.bankrupt for p in game.seating)
