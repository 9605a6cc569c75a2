"""Easy is weak but never blunders the obvious (issue 15)."""

from __future__ import annotations

import random

from gamedesk.ai.easy import EasyBot
from gamedesk.ai.interface import options_for
from gamedesk.ai.priors import about_to_crash, share_corp
from gamedesk.ai.random_bot import choose
from gamedesk.engine.game import Game
from gamedesk.titles import new_game


def _first_position(seed: int, wanted) -> Game:
    """The first position of a seeded random 18MEX game where `wanted` holds."""
    game = new_game("18MEX", [("p0", "P0"), ("p1", "P1"), ("p2", "P2")], seed=seed)
    game.route_search_work = 200
    rng = random.Random(seed)
    while not game.finished:
        if wanted(game):
            return game
        game.process(choose(game, rng))
    raise AssertionError(f"random game {seed} never reached the position")


def _crashing_buys(game: Game) -> list:
    if game.round_kind() != "stock":
        return []
    player = game.deciding_players()[0]
    return [a for a in options_for(game, player)
            if a.type == "buy_shares" and about_to_crash(game, share_corp(a))]


def test_easy_never_buys_into_a_company_about_to_crash():
    game = _first_position(3, _crashing_buys)
    crashing = {share_corp(a) for a in _crashing_buys(game)}
    player = game.deciding_players()[0]
    picks = [EasyBot().choose(game, player, 0.0, random.Random(n)) for n in range(60)]
    assert not [a for a in picks if a.type in ("buy_shares", "par") and share_corp(a) in crashing]
    # ... while it does buy other shares: the filter, not a dislike of buying, keeps it out.
    assert any(a.type == "buy_shares" for a in picks)


def _trainless_turn_with_cash(game: Game) -> bool:
    sym = game.operating_company()
    if game.current_step() != "buy_train" or sym is None:
        return False
    op = game.operator(sym)
    return not op.trains and any(
        a.type == "buy_train" and a["price"] <= op.cash for a in game.legal_actions())


def test_easy_buys_a_train_for_its_trainless_company_when_it_can_pay():
    game = _first_position(2, _trainless_turn_with_cash)
    player = game.deciding_players()[0]
    for n in range(20):
        action = EasyBot().choose(game, player, 0.0, random.Random(n))
        assert action.type == "buy_train", action
        assert action["price"] <= game.operator(game.operating_company()).cash
