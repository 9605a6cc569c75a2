"""A forced train bought from another company of the same president, the
president selling shares to pay for it: the purchase takes place once the
money is raised, and is cancelled if the seller's president changed meanwhile
(R-169 … R-171)."""

from __future__ import annotations

import pytest

from gamedesk.engine.actions import act
from tests.titles.common import play
from tests.titles.mw_helpers import refused, stock_position, to_operating_round

CNW, NP = "C&NW", "NP"


def emergency(np_holdings=(("NP_1", "a"), ("NP_2", "b"), ("NP_3", "b"), ("NP_4", "b"))):
    """Ann presides C&NW (no train, no cash) and NP (a 2-train); she has no cash
    and 30% of NP against Bob's 30%; C&NW reaches its train step."""
    game = stock_position({"a": ["C&NW_0", "C&NW_1", "C&NW_2"], "b": ["C&NW_3", "C&NW_4"],
                           "c": ["C&NW_5"]})
    game.pay(game.bank, game.player("a"), 200)
    game.par_corporation("a", NP, 100)
    for sid, pid in np_holdings:
        game.share_by_id(sid).owner = pid
    game.check_float(game.corporations[NP])
    game.give_train(game.depot.by_id["2-0"], NP)
    game.depot.bought_names.add("2")
    cnw, ann = game.corporations[CNW], game.player("a")
    game.pay(cnw, game.bank, cnw.cash)
    game.pay(ann, game.bank, ann.cash)
    game.mark_edited()
    to_operating_round(game)
    while game.operating_company() != CNW or game.current_step() != "buy_train":
        play(game, ("pass", game.active_entities()[0]))
    return game


@pytest.mark.rules("R-171", "R-170")
def test_the_named_purchase_takes_place_once_the_sales_raise_the_money():
    game = emergency(np_holdings=(("NP_1", "a"), ("NP_2", "a"), ("NP_3", "b")))
    assert act("buy_train", CNW, train="2-0", price=1) in game.legal_actions()
    play(game, ("buy_train", CNW, {"train": "2-0", "price": 80}))
    assert game.depot.by_id["2-0"].owner == NP  # not yet: Ann must sell first
    np_cash, ann, cnw = game.corporations[NP].cash, game.player("a"), game.corporations[CNW]
    held = ann.cash + cnw.cash
    play(game, ("sell_shares", "a", {"shares": ["NP_1"]}))  # $100: NP stays hers
    assert game.depot.by_id["2-0"].owner == CNW
    assert game.corporations[NP].cash == np_cash + 80
    assert ann.cash == held + 100 - 80 and cnw.cash == 0  # she paid what C&NW lacked


@pytest.mark.rules("R-171")
def test_the_purchase_is_cancelled_when_the_sales_change_the_sellers_president():
    game = emergency()
    play(game, ("buy_train", CNW, {"train": "2-0", "price": 80}))
    play(game, ("sell_shares", "a", {"shares": ["NP_1"]}))  # Bob now holds more NP
    play(game, ("pass", "b"))  # Bob does not protect NP's price
    assert game.corporations[NP].president == "b"
    assert game.depot.by_id["2-0"].owner == NP
    assert "cancelled" in game.log[-1].text or any("cancelled" in line.text
                                                   for line in game.log[-3:])
    offered = {a["train"] for a in game.legal_actions() if a.type == "buy_train"}
    assert offered == {"2-1"}  # back to the bank's cheapest
    play(game, ("buy_train", CNW, {"train": "2-1", "price": 80}))
    assert game.depot.by_id["2-1"].owner == CNW


@pytest.mark.rules("R-171")
def test_while_the_sales_go_on_no_other_train_is_bought():
    game = emergency()
    play(game, ("buy_train", CNW, {"train": "2-0", "price": 80}))
    assert {a.type for a in game.legal_actions()} == {"sell_shares"}
    assert refused(game, "buy_train", CNW, train="2-1", price=80).rule == "R-171"


@pytest.mark.rules("R-169")
def test_with_the_presidents_cash_no_more_than_face_value():
    game = emergency()
    assert refused(game, "buy_train", CNW, train="2-0", price=81).rule == "R-169"
