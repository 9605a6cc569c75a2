"""A train bought from a company another player decides is a deal between two
players: a computer player offers the bank's price for it (what a computer
seat agrees to in the window), never the rules' least price, and it does not
offer a deal its company cannot pay for. Between bots nobody is asked, so at
$1 the random players of self-play took the trains of Normal's minors."""

from __future__ import annotations

import random

import pytest

from gamedesk.ai.interface import bank_train, options_for
from gamedesk.ai.random_bot import choose
from gamedesk.engine.game import Game
from gamedesk.titles import new_game

PLAYERS = [("p0", "P0"), ("p1", "P1"), ("p2", "P2"), ("p3", "P3")]


def _from_another_player(game: Game, action) -> bool:
    if action.type != "buy_train" or bank_train(game, action):
        return False
    seller = game.decider_of(game.depot.by_id[action["train"]].owner)
    return seller is not None and seller != game.decider_of(action.entity)


def _affordable(game: Game, action) -> bool:
    return game.depot.by_id[action["train"]].price <= game.operator(action.entity).cash


def _first_offer(seed: int) -> Game:
    """The first position of a random 1822MX game where a company may buy a
    train from another player's company at the bank's price, and none from the
    bank (a bot buys from the bank when it can, interface.options_for)."""
    game = new_game("1822MX", PLAYERS, seed=seed)
    game.route_search_work = 200
    rng = random.Random(seed)
    while not game.finished:
        offered = game.legal_actions()
        if any(_from_another_player(game, a) and _affordable(game, a) for a in offered) \
                and not any(a.type == "buy_train" and bank_train(game, a) for a in offered):
            return game
        game.process(choose(game, rng))
    raise AssertionError(f"random game {seed} never offered a train between players")


@pytest.mark.rules("R-200")
def test_a_bot_offers_the_bank_price_for_another_players_train():
    game = _first_offer(1)
    rules_least = [a for a in game.legal_actions() if _from_another_player(game, a)]
    assert {a["price"] for a in rules_least} == {1}
    player = game.deciding_players()[0]
    offers = [a for a in options_for(game, player) if _from_another_player(game, a)]
    for offer in offers:
        assert offer["price"] == game.depot.by_id[offer["train"]].price
        assert game.is_legal(offer)
    # every train the company can pay the bank's price for is still offered
    affordable = {a["train"] for a in rules_least if _affordable(game, a)}
    assert offers and {a["train"] for a in offers} == affordable
