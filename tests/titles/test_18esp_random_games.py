"""Seeded random 18ESP games, played through the public API by the random bot
(gamedesk/ai/random_bot.py) under each rule profile, from the private auction
to the last operating round after the second 8-train: nobody's cash goes
below zero on the way (a loan covers a forced purchase, R-162, R-167), and
the game ends with a score."""

from __future__ import annotations

import random

import pytest

from gamedesk.ai.random_bot import choose
from gamedesk.titles import new_game

MAX_ACTIONS = 3000
ROUTE_WORK = 200  # legal routes, quickly, as in the other titles' random games


@pytest.mark.rules("R-182", "R-183", "R-185", "R-167")
@pytest.mark.parametrize("seed,players,profile", [(12, 5, "rulebook"), (4, 4, "18xx.games")])
def test_a_random_game_reaches_its_end_after_the_second_8_train(seed, players, profile):
    game = new_game("18ESP", [(f"p{i}", f"Player {i}") for i in range(players)],
                    profile=profile, seed=seed)
    game.route_search_work = ROUTE_WORK
    rng = random.Random(seed)
    for _ in range(MAX_ACTIONS):
        if game.finished:
            break
        action = choose(game, rng)
        assert action is not None, (game.round_label(), game.active_entities())
        game.process(action)
        holders = [*game.players, *game.corporations.values()]
        assert all(h.cash >= 0 for h in holders), action
    assert game.finished and game.end_reason == "second_eight"
    assert game.eights_out >= 2 and game.round_label().endswith(".3")
    ranks = game.standings()
    assert len(ranks) == players and ranks[0][0] == 1
