"""18MEX forced train purchase with the president's contribution, emergency sales
and bankruptcy (R-066, R-129…R-135, R-155, R-202, R-215)."""

from __future__ import annotations

import pytest

from gamedesk.engine.entities import IPO
from gamedesk.engine.trains import POOL
from tests.titles.mex_helpers import first_operating_round, play, step_to, turn_of
from tests.titles.mex_positions import drain, float_major, give_trains, refused


def chi_must_buy(treasury: int, president_cash: int | None = None):
    """OR1: CHI (president p3) laid Chihuahua – El Paso and has no train; its
    treasury is cut to `treasury` (and p3's cash to `president_cash`). The
    cheapest bank train is a 2-train at $100. CHI stands in its train step."""
    game = first_operating_round()
    turn_of(game, "CHI")
    play(game, ("lay_tile", "CHI", {"hex": "C6", "tile": "9", "rotation": 0}))
    drain(game, "CHI", treasury)
    if president_cash is not None:
        drain(game, "p3", president_cash)
    return step_to(game, "buy_train")


def sell(game, pid: str, *share_ids: str):
    return play(game, ("sell_shares", pid, {"shares": list(share_ids)}))


def chi_shares(game, owner: str) -> list[str]:
    return [s.id for s in game.corporations["CHI"].shares_of(owner) if not s.president]


def give_shares(game, sym: str, pid: str, n: int) -> None:
    """`pid` bought `n` IPO certificates of `sym` at par in an earlier round."""
    corp = game.corporations[sym]
    for share in [s for s in corp.shares if s.owner == IPO and not s.reserved][:n]:
        game.pay(game.player(pid), game.bank, corp.par)
        share.owner = pid


@pytest.mark.rules("R-130")
def test_the_treasury_alone_may_still_buy_from_another_company():
    game = chi_must_buy(30)
    (mc_train,) = give_trains(game, "MC", "2")
    p3 = game.player("p3").cash
    offered = [a for a in game.legal_actions() if a.type == "buy_train"]
    assert any(a["train"] == mc_train.id for a in offered)
    play(game, ("buy_train", "CHI", {"train": mc_train.id, "price": 30}))
    assert mc_train.owner == "CHI"
    assert game.corporations["CHI"].cash == 0 and game.player("p3").cash == p3


@pytest.mark.rules("R-131", "R-155")
def test_the_president_pays_exactly_the_shortfall_and_the_treasury_ends_at_zero():
    game = chi_must_buy(30)
    p3 = game.player("p3").cash
    bank = game.bank.cash
    play(game, ("buy_train", "CHI", {"train": "2-3", "price": 100}))
    assert game.player("p3").cash == p3 - 70
    assert game.corporations["CHI"].cash == 0
    assert game.bank.cash == bank + 100
    # Only one train with the president's help: the train step is over.
    assert game.round.turn is None or game.round.turn.op.sym != "CHI" or (
        game.round.turn.step != "buy_train"
    )


@pytest.mark.rules("R-131", "R-215")
def test_with_the_presidents_help_only_the_cheapest_bank_train():
    game = chi_must_buy(30)
    three = next(t for t in game.depot.trains if t.name == "3")
    game.give_train(three, POOL)  # a 3-train lies in the open market
    offered = {a["train"] for a in game.legal_actions() if a.type == "buy_train"}
    assert offered == {"2-3"}
    refused(game, ("buy_train", "CHI", {"train": three.id, "price": 180}), "R-131")


@pytest.mark.rules("R-132")
def test_a_president_short_of_cash_sells_only_what_is_needed():
    game = chi_must_buy(30, president_cash=20)  # lacks 50; one CHI 10% sells for 65
    turn = game.round.turn
    assert turn.emergency and "p3" in game.active_entities()
    first, second, *_ = chi_shares(game, "p3")
    refused(game, ("sell_shares", "p3", {"shares": [first, second]}), "R-132")
    refused(game, ("bankrupt", "CHI"), "R-134")  # a sale raises the money
    price = game.share_price(game.corporations["CHI"])
    sell(game, "p3", first)
    assert game.player("p3").cash == 20 + price
    # Nothing more may be sold once the money is there.
    assert not turn.emergency and game.active_entities() == ["CHI"]
    assert not [a for a in game.legal_actions() if a.type == "sell_shares"]
    play(game, ("buy_train", "CHI", {"train": "2-3", "price": 100}))
    assert game.player("p3").cash == 20 + price - 70


@pytest.mark.rules("R-132")
def test_emergency_sales_may_not_hand_over_the_operating_company():
    game = chi_must_buy(0, president_cash=0)
    give_shares(game, "CHI", "p1", 4)  # p1 40%, p3 50%: two sales would hand CHI over
    first, second, *_ = chi_shares(game, "p3")
    refused(game, ("sell_shares", "p3", {"shares": [first, second]}), "R-132")
    sell(game, "p3", first)
    assert game.corporations["CHI"].president == "p3"
    refused(game, ("sell_shares", "p3", {"shares": [second]}), "R-132")


@pytest.mark.rules("R-133")
def test_privates_cannot_be_sold_for_emergency_cash():
    game = chi_must_buy(0, president_cash=0)
    assert game.company("MIR").owner == "p3"
    assert not [a for a in game.legal_actions() if a.type in ("sell_company", "buy_company")
                and a.get("company") == "MIR"]
    refused(game, ("sell_company", "p3", {"company": "MIR", "buyer": "p1", "price": 50}),
            "R-133")


@pytest.mark.rules("R-134", "R-135", "R-202")
def test_a_president_who_cannot_raise_the_money_is_bankrupt_and_the_game_ends():
    game = chi_must_buy(0, president_cash=0)
    give_shares(game, "CHI", "p1", 4)
    sell(game, "p3", chi_shares(game, "p3")[0])
    game.end_pending = "stock_market"  # an earlier end trigger does not delay it
    assert [a.type for a in game.legal_actions()].count("bankrupt") == 1
    play(game, ("bankrupt", "CHI"))
    p3 = game.player("p3")
    assert game.finished and game.end_reason == "bankrupt"
    assert p3.cash == 0  # all cash forfeited
    chi = game.corporations["CHI"]
    unsold = sum(game.certificate_value(s) for s in chi.shares_of("p3"))
    assert chi.percent_of("p3") == 40 and unsold > 0
    assert game.player_value(p3) == unsold + 50 + 100  # + minor A and MIR at par


@pytest.mark.rules("R-066", "R-132")
def test_emergency_sales_do_not_bring_the_president_within_the_limits():
    game = chi_must_buy(30, president_cash=20)  # lacks 50; one CHI 10% sells for more
    for sym in ("TM", "SPM", "FCP"):  # Cy started three more companies earlier
        float_major(game, sym, "p3", percent=60)
    limit = game.cert_limit("p3")
    assert game.cert_count("p3") == limit + 2
    assert game.round.turn.emergency
    # Only single certificates are offered, though two sales would bring him
    # back to his limit: the limits are not enforced during the emergency.
    sales = [a for a in game.legal_actions() if a.type == "sell_shares"]
    assert sales and all(len(a["shares"]) == 1 for a in sales)
    first, second, *_ = chi_shares(game, "p3")
    refused(game, ("sell_shares", "p3", {"shares": [first, second]}), "R-132")
    sell(game, "p3", first)
    assert game.cert_count("p3") == limit + 1
    assert game.active_entities() == ["CHI"] and not game.interrupts
    assert not [a for a in game.legal_actions() if a.type == "sell_shares"]
    play(game, ("buy_train", "CHI", {"train": "2-3", "price": 100}))
    # The turn goes on with Cy still over his limit (he complies in his next stock turn).
    assert game.round.turn.op.sym != "CHI" and not game.interrupts
    assert game.cert_count("p3") == limit + 1
