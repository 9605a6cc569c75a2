"""Hard plans a company's whole turn and compares plans on one footing: every
finished plan reaches the turn's end, the candidate Normal would take is
always among them, a plan the time ceiling cut short never outranks a
finished one, and in 18MEX's last operating round a treasury is nobody's worth."""

from __future__ import annotations

import dataclasses
import math
import random
import time

import pytest

from gamedesk.ai import hard as hard_module
from gamedesk.ai.hard import (
    HARD_WEIGHTS,
    HardBot,
    Plan,
    best_first,
    beyond,
    final_weights,
    last_round,
)
from gamedesk.ai.interface import Clock, make_bot, options_for
from gamedesk.ai.normal import NormalBot, ends_stock_round, scored_on, try_action
from gamedesk.ai.position import DEFAULT_WEIGHTS, Position, cheapest_bank_train
from gamedesk.ai.priors import candidate_order, prior
from gamedesk.engine.actions import act
from gamedesk.engine.game import Game
from gamedesk.titles import new_game
from tests.ai.positions import replayed

PLAYERS = [("a", "A"), ("b", "B"), ("c", "C")]
LOTS = 60.0  # seconds: more than any of these decisions takes, so the work bound decides


def _played_until(wanted, title: str, seed: int, what: str) -> Game:
    """A seeded game played by Normal (work-bound) up to the first position
    where `wanted(game, player to decide)` holds."""
    game = new_game(title, PLAYERS, seed=seed)
    game.route_search_work = 200
    bot, rng = make_bot("normal", max_evals=3), random.Random(seed)
    while not game.finished:
        player = game.deciding_players()[0]
        if wanted(game, player):
            return game
        game.process(bot.choose(game, player, 0.0, rng))
    raise AssertionError(f"the game never reached {what}")


def _has_tile_choices(game: Game, player: str) -> bool:
    sym = game.operating_company()
    if not sym or game.decider_of(sym) != player:
        return False
    options = options_for(game, player)
    return len(options) >= 3 and any(a.type == "lay_tile" for a in options)


def _first_turn_with_choices(title: str = "18MEX", seed: int = 2) -> Game:
    """A company's operating turn, early in a seeded game, with a tile lay among its options."""
    return _played_until(_has_tile_choices, title, seed, "a turn with a choice of tiles")


def test_each_finished_plan_plays_the_company_turn_to_its_end():
    game = _first_turn_with_choices()
    sym, player = game.operating_company(), game.deciding_players()[0]
    options = options_for(game, player)
    plans = HardBot(max_evals=4).plans(game, player, options, LOTS, random.Random(1))
    assert len(plans) == min(4, len(options))  # every candidate looked at is planned
    for plan in plans:
        assert plan.complete
        assert plan.end.operating_company() != sym  # the turn is over: routes, dividend, train
        assert game.operating_company() == sym  # the planning left the game itself alone


def test_the_candidate_normal_would_take_is_always_planned_and_never_beaten_by_a_worse_plan():
    game = _first_turn_with_choices()
    player = game.deciding_players()[0]
    options = options_for(game, player)
    normal = NormalBot(max_evals=4)
    normal.noise = 0.0
    normals_choice = normal.rank(game, player, options, Clock(LOTS), random.Random(1))[0][1]
    wider = HardBot(max_evals=4).plans(game, player, options, LOTS, random.Random(1))
    planned = {repr(p.action.to_dict()): p.value for p in wider}
    assert repr(normals_choice.to_dict()) in planned
    assert wider[0].value >= planned[repr(normals_choice.to_dict())]


def test_a_plan_the_ceiling_cuts_short_ranks_below_every_finished_one():
    game = _first_turn_with_choices()
    player = game.deciding_players()[0]
    options = options_for(game, player)
    past_ceiling = Clock(LOTS, time.perf_counter() - 1)
    cut = HardBot(max_evals=3).plans(game, player, options, LOTS, random.Random(1),
                                     clock=past_ceiling)
    assert len(cut) == 1 and not cut[0].complete  # one look, no turn played out
    finished = HardBot(max_evals=3).plans(game, player, options, LOTS, random.Random(1))
    worst = finished[-1]
    flattered = Plan(cut[0].action, worst.value + 1000, cut[0].end, complete=False)
    assert best_first([flattered, worst]) == [worst, flattered]


@pytest.mark.rules("R-199", "R-200")
def test_in_18mex_once_the_bank_breaks_a_treasury_counts_for_nobody():
    game = _first_turn_with_choices("18MEX")
    assert not last_round(game)
    assert final_weights(game, DEFAULT_WEIGHTS) == DEFAULT_WEIGHTS
    broken = game.copy()
    broken.bank.broken = True  # the game ends with this operating round (or the next)
    broken.mark_edited()
    assert last_round(broken)
    weights = final_weights(broken, DEFAULT_WEIGHTS)
    assert (weights.treasury, weights.looming, weights.max_rounds) == (0.0, 0.0, 1.0)
    assert weights.liability == DEFAULT_WEIGHTS.liability  # a trainless company still costs


def test_in_1822mx_a_broken_bank_leaves_the_set_of_rounds_to_play():
    game = _first_turn_with_choices("1822MX")
    assert game.round.number == 1
    broken = game.copy()
    broken.bank.broken = True
    broken.or_count = 2  # the first of two rounds: the second is still played
    broken.mark_edited()
    assert not last_round(broken)
    assert final_weights(broken, DEFAULT_WEIGHTS) == DEFAULT_WEIGHTS
    broken.or_count = 1  # the set's last round: the treasury counts for nobody
    assert last_round(broken)
    assert final_weights(broken, DEFAULT_WEIGHTS).treasury == 0.0


def _stock_turn_with_a_sale(title: str = "18MEX", seed: int = 2) -> Game:
    """A stock round turn, in a seeded game, where the player to act may sell."""
    return _played_until(
        lambda game, player: game.round_kind() == "stock"
        and any(a.type == "sell_shares" for a in options_for(game, player)),
        title, seed, "a stock turn with a sale")


def test_a_stock_plan_plays_the_rest_of_its_own_turn_and_the_replies_before_scoring():
    # A sale leaves the turn with the seller: its plan goes on to the seller's next
    # move and the next players' replies, the horizon of every other candidate
    game = _stock_turn_with_a_sale()
    player = game.deciding_players()[0]
    options = options_for(game, player)
    plans = HardBot(max_evals=len(options)).plans(game, player, options, LOTS, random.Random(1))
    sale = next(p for p in plans if p.action.type == "sell_shares")
    assert sale.complete
    assert len(sale.end.actions) >= len(game.actions) + 3  # the sale, its own move, a reply
    deciders = sale.end.deciding_players()
    # it ends at the seller's next turn, or before the pass that would end the round
    assert sale.end.round_kind() == "stock"
    if deciders[0] != player:
        last = next(a for a in options_for(sale.end, deciders[0]) if a.type == "pass")
        assert ends_stock_round(sale.end, last, try_action(sale.end, last))


def test_in_a_stock_round_the_replies_move_a_score_only_beyond_the_margin(monkeypatch):
    # The replies check the one look; they do not replace it (docs/bots.md,
    # Session 16): the one look's choice keeps its one-look score, and every
    # other candidate keeps its own unless its replies change more than
    # REPLY_MARGIN beyond what they change after that choice.
    game = _stock_turn_with_a_sale()
    player = game.deciding_players()[0]
    options = options_for(game, player)
    one_look = NormalBot(max_evals=len(options), weights=HARD_WEIGHTS)
    one_look.noise = 0.0
    ranked = one_look.rank(game, player, options, Clock(LOTS), random.Random(1))
    # Hard's one look: Normal's, less its friction on a sale
    ranked = sorted(((v - _friction(a), a) for v, a in ranked), key=lambda pair: -pair[0])
    looks = {repr(a.to_dict()): v for v, a in ranked}
    hard = HardBot(max_evals=len(options))
    hard.noise = 0.0
    plans = hard.plans(game, player, options, LOTS, random.Random(1))
    assert len(plans) == len(looks) >= 3 and all(p.complete for p in plans)
    moved = {repr(p.action.to_dict()): p.value - looks[repr(p.action.to_dict())] for p in plans}
    assert moved.pop(repr(ranked[0][1].to_dict())) == pytest.approx(0.0)
    kept = [m for m in moved.values() if m == pytest.approx(0.0)]
    assert kept  # replies that change little leave the one look's judgement alone
    # the horizon is still the replies': a plan ends after them
    assert all(len(p.end.actions) > len(game.actions) + 1 for p in plans)
    monkeypatch.setattr(hard_module, "REPLY_MARGIN", math.inf)  # no reply stands out
    unmoved = hard.plans(game, player, options, LOTS, random.Random(1))
    assert {repr(p.action.to_dict()): p.value for p in unmoved} == pytest.approx(looks)


def _friction(action) -> float:
    if action.type != "sell_shares":
        return 0.0
    return hard_module.SALE_FRICTION * len(action["shares"])


def test_in_a_stock_round_hard_sells_only_for_a_gain_beyond_the_friction(monkeypatch):
    game = _stock_turn_with_a_sale()
    player = game.deciding_players()[0]
    options = options_for(game, player)

    def choice(friction: float):
        monkeypatch.setattr(hard_module, "SALE_FRICTION", friction)
        bot = HardBot(max_evals=len(options))
        return bot.plans(game, player, options, LOTS, random.Random(1))[0].action.type

    assert choice(-1e6) == "sell_shares"  # a sale made to look good is taken
    assert choice(1e6) != "sell_shares"
    # an operating round's sale (to pay for a train) is the rules' demand: no friction
    turn = _first_turn_with_choices()
    planner = hard_module._Planner(HardBot(), turn, turn.deciding_players()[0], random.Random(1))
    sale = act("sell_shares", turn.deciding_players()[0], shares=["x_1", "x_2"])
    assert planner.sale_cost(sale) == 0.0


# 1822MX seed 24001 (Hard, s1, against three Normal with the clock), Stock Round 12:
# at action 1058 Hard sold three CHP shares it had just bought; action 1096 is the
# pass (s0's) that ends the round: the bids are settled, the loans' interest
# charged, sold-out prices raised (R-082 and the end of a stock round).
ROUND_END_GAME = "1822mx_selfplay_24001.json"


def test_a_pass_that_ends_a_stock_round_is_scored_on_the_position_before_it():
    game, _ = replayed(ROUND_END_GAME, 1096)
    player = game.deciding_players()[0]
    last = next(a for a in options_for(game, player) if a.type == "pass")
    after = try_action(game, last)
    assert ends_stock_round(game, last, after) and after.round_kind() == "operating"
    assert scored_on(game, last, after) is game
    earlier, _ = replayed(ROUND_END_GAME, 1058)  # others are still to pass
    pass_ = next(a for a in options_for(earlier, "s1") if a.type == "pass")
    after = try_action(earlier, pass_)
    assert not ends_stock_round(earlier, pass_, after)
    assert scored_on(earlier, pass_, after) is after


def test_hard_scores_the_last_pass_before_the_rounds_end_and_normal_after_it():
    # Normal looks one move ahead: its pass brings the round's end, and it sees it
    game, _ = replayed(ROUND_END_GAME, 1096)
    player = game.deciding_players()[0]
    last = next(a for a in options_for(game, player) if a.type == "pass")
    after = try_action(game, last)
    normal = NormalBot(weights=HARD_WEIGHTS)
    normal.noise = 0.0
    ((seen, _),) = normal.rank(game, player, [last], Clock(LOTS), random.Random(1), 1)
    pos = Position(HARD_WEIGHTS)
    assert seen == pytest.approx(pos.score(after, player) + prior(game, last))
    planner = hard_module._Planner(HardBot(), game, player, random.Random(1))
    (look,) = planner.one_ahead(game, [last], Clock(LOTS), 1, None)
    assert look.ends_round
    assert look.value == pytest.approx(pos.score(game, player) + look.thumb)
    assert pos.score(game, player) != pytest.approx(pos.score(after, player))
    # its plan ends where it was scored (a hint tells the worth there)
    (plan,) = HardBot(max_evals=1).plans(game, player, [last], LOTS, random.Random(1))
    assert plan.end.round_label() == game.round_label() and plan.end is not game


def test_a_stock_round_plan_stops_before_the_pass_that_ends_the_round():
    # The plan of Hard's pass ran into the round's end (the others passed after
    # it) and lost by all that the end brought; a sale's plan stopped at Hard's
    # next turn, before it, and a sale of shares bought that round won (Session 21).
    game, _ = replayed(ROUND_END_GAME, 1058)
    player = game.deciding_players()[0]
    options = options_for(game, player)
    plans = HardBot(max_evals=4).plans(game, player, options, LOTS, random.Random(1))
    by_kind = {(p.action.type, tuple(p.action.get("shares", ()))): p for p in plans}
    passed = by_kind[("pass", ())]
    assert passed.complete and passed.end.round_kind() == "stock"
    assert passed.end.round_label() == game.round_label()
    # with the round's end counted against the pass alone, a single CHP sale beat it
    assert passed.value > by_kind[("sell_shares", ("CHP_3",))].value
    # no plan runs past the round's end
    assert all(p.end.round_label() == game.round_label() for p in plans)


def test_beyond_keeps_only_what_stands_out_of_the_margin():
    assert beyond(30.0, 40.0) == 0.0 and beyond(-40.0, 40.0) == 0.0
    assert beyond(55.0, 40.0) == 15.0 and beyond(-55.0, 40.0) == -15.0


def test_hard_counts_the_best_opponents_worth_in_full_against_its_own():
    # Only first place wins: Hard weighs a position by its lead over the best
    # opponent, where Normal counts half of that opponent's worth.
    game = new_game("18MEX", PLAYERS, seed=4)  # the opening auction: plans are one look
    player = game.deciding_players()[0]
    options = options_for(game, player)
    bot = HardBot(max_evals=len(options))
    bot.noise = 0.0
    scorer = Position(bot.weights_in(game))
    for plan in bot.plans(game, player, options, LOTS, random.Random(1)):
        worths = scorer.worths(plan.end)
        lead = worths[player] - max(v for pid, v in worths.items() if pid != player)
        assert plan.value == pytest.approx(lead + prior(game, plan.action))
    assert NormalBot().weights_in(game).rival < bot.weights_in(game).rival == 1.0


def _trainless_mc() -> tuple[Game, str]:
    """18MEX seed 5032 (Hard against three Normal, 3 looks): Hard's MC at its
    track step with $900, a station in I8 and no train."""
    game, _ = replayed("18mex_selfplay_5032.json")
    mc = game.corporations["MC"]
    assert game.operating_company() == "MC" and not mc.trains and mc.cash == 900
    return game, game.deciding_players()[0]


FIRST_TRAIN = dataclasses.replace(HARD_WEIGHTS, first_train=True)
# Hard as it was until Session 23: a trainless company's prospect, route or none
PROSPECT = dataclasses.replace(HARD_WEIGHTS, first_train=False, train_bought=False)


def test_first_train_values_a_trainless_company_by_what_its_first_train_would_run():
    game, _ = _trainless_mc()
    mc = game.corporations["MC"]
    plain, first_train = Position(PROSPECT), Position(FIRST_TRAIN)
    typical = plain.typical_run(game)
    assert plain.earning_power(game, mc, "MC", typical) > 0  # a prospect, route or none
    assert first_train.earning_power(game, mc, "MC", typical) == 0  # no route from I8 yet
    after = game.copy()
    after.process(act("lay_tile", "MC", hex="J7", tile="4", rotation=0))
    mc_after = after.corporations["MC"]
    run = first_train.run_estimate(after, "MC", [cheapest_bank_train(after)])
    assert run > 0 and first_train.earning_power(after, mc_after, "MC", typical) == run
    # the prospect sees no difference between the route and none
    assert plain.earning_power(after, mc_after, "MC", typical) == plain.earning_power(
        game, mc, "MC", typical)


def test_with_first_train_hard_lays_track_for_a_trainless_company_instead_of_waiting():
    # Hard's MC passed its track step for ten operating rounds: a lay that gave it
    # a route would have forced it to buy a train, and the score counted a
    # trainless company a typical run's prospect, more than a 2-train would run.
    # The three candidates three looks see are the pass and two lays.
    game, player = _trainless_mc()
    options = candidate_order(game, options_for(game, player))[:3]
    assert sorted(a.type for a in options) == ["lay_tile", "lay_tile", "pass"]

    def first_plan(weights) -> str:
        bot = HardBot(max_evals=3, weights=weights)
        return bot.plans(game, player, options, 0.0, random.Random(1), least=3)[0].action.type

    assert first_plan(PROSPECT) == "pass"
    assert first_plan(FIRST_TRAIN) == "lay_tile"
    assert first_plan(HARD_WEIGHTS) == "lay_tile"  # as Hard now plays
