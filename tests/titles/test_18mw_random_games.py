"""Seeded random 18MW games, played through the public API by the random bot
(gamedesk/ai/random_bot.py), from the private auction to the game's end: they
end with a result and never lose or make money."""

from __future__ import annotations

import random

import pytest

from gamedesk.ai.random_bot import choose
from tests.titles.mw_helpers import new_game

MAX_ACTIONS = 6000
TOTAL = 12000  # the bank's $12,000 is all the money there is


@pytest.mark.parametrize("seed,players", [(1, 3), (2, 4), (3, 5)])
def test_a_random_game_reaches_its_end_with_the_money_kept(seed, players):
    game = new_game([(f"p{i}", f"Player {i}") for i in range(players)])
    rng = random.Random(seed)
    for _ in range(MAX_ACTIONS):
        if game.finished:
            break
        actor = game.active_entities()
        game.process(choose(game, rng))
        assert game.total_cash() == TOTAL, actor
    assert game.finished and game.end_reason in ("bank", "bankrupt")
    ranks = game.standings()
    assert len(ranks) == len(game.players) and ranks[0][0] == 1
