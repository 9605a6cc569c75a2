"""18MW mergers into Systems (R-173 … R-183; readings Q-25, Q-27, Q-45)."""

from __future__ import annotations

import pytest

from gamedesk.engine.actions import act
from gamedesk.engine.entities import POOL
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.steps.standard import StandardTurn
from gamedesk.titles.g18mw import merger, steps
from gamedesk.titles.g18mw.rounds import MwOperatingRound
from tests.titles.mw_helpers import stock_position

CNW, CBQ = "C&NW", "CB&Q"


def mergeable(phase="10"):
    """Ann presides C&NW (par 100, no train, $50) and CB&Q (par 80), both with a
    station in Chicago; Bob holds 30% of C&NW, Cy 40% of CB&Q; C&NW at its train step."""
    game = stock_position({"a": ["C&NW_0", "C&NW_1"], "b": ["C&NW_2", "C&NW_3", "C&NW_4"],
                           "c": ["C&NW_5"]}, par=100)
    game.par_corporation("a", CBQ, 80)
    for sid in ("CB&Q_1", "CB&Q_2", "CB&Q_3", "CB&Q_4"):
        game.share_by_id(sid).owner = "c"
    game.check_float(game.corporations[CBQ])
    game.share_by_id("C&NW_8").owner = POOL
    for sym in (CNW, CBQ):
        game.board.place_token(sym, "H22", 0)
        game.corporations[sym].tokens_placed += 1
    cnw = game.corporations[CNW]
    game.pay(cnw, game.bank, cnw.cash - 50)
    game.give_train(game.depot.by_id["2-0"], CBQ)
    game.phases.index = [p.name for p in game.phases.all].index(phase)
    game.round = MwOperatingRound(game, 1)
    turn = StandardTurn(game, game.round, cnw, steps.STEPS, anytime=steps.ANYTIME)
    turn.step = "buy_train"
    game.round.turn = turn
    game.mark_edited()
    return game, turn


@pytest.mark.rules("R-173", "R-174")
def test_a_corporation_without_a_train_or_its_cash_may_merge_with_a_connected_one():
    game, turn = mergeable()
    assert [c.sym for c in merger.partners(game, turn.op)] == [CBQ]
    assert act("merge", CNW, corporation=CBQ) in turn.legal_actions()


@pytest.mark.rules("R-173")
def test_no_merger_before_the_first_ten_train():
    game, turn = mergeable(phase="8")
    assert merger.partners(game, turn.op) == []
    assert merger.refusal(game, turn.op, CBQ).rule == "R-173"


@pytest.mark.rules("R-175", "R-176", "R-177", "R-180", "R-181", "R-008")
def test_the_system_takes_certificates_cash_trains_and_stations_of_both():
    game, turn = mergeable()
    limit = game.cert_limit("a")
    cash = game.corporations[CNW].cash + game.corporations[CBQ].cash
    system = merger.merge(game, turn, CBQ)
    assert system.sym == "BN" and system.president == "a"
    assert system.shares[0].owner == "a" and system.shares[1].owner == "a"  # two 10%
    assert system.percent_of("a") == 10 + 10 + 5
    assert system.percent_of("b") == 15 and system.percent_of("c") == 5 + 20
    assert system.percent_of(POOL) == 5
    assert system.cash == cash and [t.id for t in system.trains] == ["2-0"]
    assert game.board.tokens_of("BN") == sorted({("F18", 0), ("H16", 0), ("H22", 0)})
    assert system.tokens_left() == 4 + 2 - 3  # both allotments, one Chicago station back
    assert game.corporations[CNW].removed and game.corporations[CBQ].removed
    assert game.cert_limit("a") == limit - 1
    assert {"BN", CBQ} <= game.round.excluded


@pytest.mark.rules("R-178", "R-179")
def test_the_system_goes_on_the_top_row_at_the_mean_price_and_par():
    game, turn = mergeable()
    mean = (game.share_price(game.corporations[CNW]) + game.share_price(game.corporations[CBQ])) / 2
    system = merger.merge(game, turn, CBQ)
    row, _ = game.market.position["BN"]
    price = game.share_price(system)
    assert row == 0 and price <= mean
    assert all(s is None or s.price > mean or s.price <= price for s in game.market.grid[0])
    assert system.par == 90  # the mean of 100 and 80


@pytest.mark.rules("R-183")
def test_a_system_never_merges_again():
    game, turn = mergeable()
    merger.merge(game, turn, CBQ)
    system = game.corporations["BN"]
    assert merger.refusal(game, system, "NP").rule == "R-183"
    with pytest.raises(IllegalAction):
        merger.merge(game, turn, CBQ)


@pytest.mark.rules("R-006")
def test_a_system_five_percent_certificate_counts_half():
    game, turn = mergeable()
    before = game.cert_count("c")
    merger.merge(game, turn, CBQ)
    assert game.cert_count("c") == before - 5 + 2.5  # one 10% and four 10% -> 5%s


@pytest.mark.rules("R-180")
def test_a_merger_ends_the_turn_and_the_system_waits_for_the_next_round():
    game, _ = mergeable()
    game.process(act("merge", CNW, corporation=CBQ))
    assert game.corporations["BN"].floated
    assert game.round_kind() != "operating" or game.operating_company() != "BN"


@pytest.mark.rules("R-143", "R-206")
def test_system_five_percents_pay_and_score_in_pairs_a_single_one_half_rounded_up():
    from gamedesk.titles.g18mw.operating import dividend_for

    assert dividend_for(250, 10) == 25 and dividend_for(250, 15) == 25 + 13
    assert dividend_for(250, 20) == 50
    game, turn = mergeable()
    system = merger.merge(game, turn, CBQ)
    price = game.share_price(system)
    b = game.player("b")  # 15% of the System: a 10%'s worth and a single 5%
    assert game.player_value(b) == b.cash + price + -(-price // 2)
    cash = b.cash
    game.payout(system, 250)
    assert b.cash == cash + 38


@pytest.mark.rules("R-186", "R-017")
def test_a_system_is_taken_over_with_ten_percent_and_the_old_president_gets_two_fives():
    game, turn = mergeable()
    system = merger.merge(game, turn, CBQ)
    assert system.percent_of("c") == 25 and system.percent_of("a") == 25
    game.bankrupt_player(game.player("a"))
    assert system.president == "c" and system.president_share().owner == "c"
    assert system.percent_of("c") == 25  # gave 10% (two 5%s) for the 10% president's


@pytest.mark.rules("R-191")
def test_a_systems_presidents_certificate_out_of_receivership_costs_one_price():
    game, turn = mergeable()
    system = merger.merge(game, turn, CBQ)
    assert game.share_cost(system.president_share()) == game.share_price(system)


@pytest.mark.rules("R-194")
def test_a_company_taken_over_without_a_train_may_merge_in_its_first_round_cash_or_not():
    game, turn = mergeable()
    cnw = game.corporations[CNW]
    game.pay(game.bank, cnw, 1000 - cnw.cash)  # the cash for a train: no merger of R-173
    game.mark_edited()
    assert merger.partners(game, turn.op) == []
    game.note_takeover(cnw)  # as when a player takes it over
    game.takeover_round, game.takeovers = game.takeovers, frozenset()  # its next round starts
    game.mark_edited()
    assert [c.sym for c in merger.partners(game, turn.op)] == [CBQ]
    game.takeover_round = frozenset()  # a round later, the usual test again
    assert merger.partners(game, turn.op) == []


@pytest.mark.rules("R-194")
def test_a_takeover_out_of_bankruptcy_is_noted_for_the_next_operating_round():
    game, _ = mergeable()
    game.share_by_id("C&NW_1").owner = "b"  # Ann 20%, Bob 40%: Bob takes C&NW over
    game.bankrupt_player(game.player("a"))
    assert game.corporations[CNW].president == "b"
    assert CNW in game.takeovers
    game.start_operating_round(1)
    assert CNW in game.takeover_round and not game.takeovers
