"""The order in which Normal and Hard look at candidates (priors.candidate_order).

With few looks a bot sees only the first few candidates. In a stock round the
trades all have the same rule-of-thumb value, and in the listing's order a
bot with three looks saw the pass and two sales: in 1822MX Normal started no
company, and Easy beat three Normal in 80.5 % of 200 games (docs/bots.md)."""

from __future__ import annotations

import random

from gamedesk.ai.interface import Clock, options_for
from gamedesk.ai.normal import NormalBot
from gamedesk.ai.priors import candidate_order, prior, spread_kinds
from gamedesk.engine.actions import Action, act
from gamedesk.engine.game import Game
from tests.ai.positions import replayed


def _replayed(name: str) -> tuple[Game, str]:
    """The recorded position, and the player who decides there."""
    game, _ = replayed(name)
    return game, game.deciding_players()[0]


def test_equal_rules_of_thumb_give_one_of_each_kind_before_a_second_of_any():
    sell_a = act("sell_shares", "p", shares=["A_1"])
    sell_b = act("sell_shares", "p", shares=["B_1"])
    buy = act("buy_shares", "p", shares=["C_2"])
    par_high = act("par", "p", corporation="D", price=100)
    par_mid = act("par", "p", corporation="D", price=80)
    bid = act("bid", "p", company="M1", price=100)
    order = spread_kinds([sell_a, sell_b, buy, bid, par_high, par_mid])
    assert order == [par_high, buy, bid, par_mid, sell_a, sell_b]


def test_a_better_rule_of_thumb_still_comes_first():
    game, player = _replayed("1822mx_selfplay_1003.json")
    order = candidate_order(game, options_for(game, player))
    values = [prior(game, a) for a in order if a.type != "pass"]
    assert values == sorted(values, reverse=True)


def test_normal_with_three_looks_sees_a_start_and_takes_it_as_a_full_look_would():
    # 1822MX seed 1003 (Easy against three Normal): Normal holds MC's concession.
    # In the listing's order its three looks were the pass and two sales.
    game, player = _replayed("1822mx_selfplay_1003.json")
    assert game.round_kind() == "stock"
    options = options_for(game, player)
    first = candidate_order(game, options)[:3]
    assert {a.type for a in first} == {"pass", "par", "buy_shares"}

    def choice(looks: int) -> Action:
        bot = NormalBot(max_evals=looks)
        bot.noise = 0.0
        return bot.rank(game, player, options, Clock(3600.0), random.Random(1), looks)[0][1]

    assert choice(3).type == "par"
    assert choice(3) == choice(40)
