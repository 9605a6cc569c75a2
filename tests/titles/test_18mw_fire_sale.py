"""18MW's fire sale of treasury shares before a forced train purchase
(R-161 … R-166)."""

from __future__ import annotations

import pytest

from gamedesk.engine.actions import act
from gamedesk.engine.entities import POOL
from gamedesk.engine.errors import IllegalAction
from tests.titles.common import play
from tests.titles.mw_helpers import stock_position, to_operating_round

CNW = "C&NW"


def fire_sale(cash: int, treasury=("C&NW_6", "C&NW_7")):
    """C&NW (Ann president, price 100) ends its first turn with no train, `cash`
    and `treasury` shares: the fire sale opens."""
    game = stock_position({"a": ["C&NW_0", "C&NW_1", "C&NW_2"], "b": ["C&NW_3", "C&NW_4"],
                           "c": ["C&NW_5"]})
    corp = game.corporations[CNW]
    for sid in treasury:
        game.share_by_id(sid).owner = CNW
    game.pay(corp, game.bank, corp.cash - cash)
    game.mark_edited()
    to_operating_round(game)
    while game.current_step() not in ("fire_sale", "buy_train"):
        play(game, ("pass", CNW))
    return game


@pytest.mark.rules("R-161", "R-162")
def test_treasury_shares_are_auctioned_to_everyone_but_the_president_from_half_price():
    game = fire_sale(cash=30)
    assert game.current_step() == "fire_sale"
    bidder = game.active_entities()[0]
    assert bidder != "a"
    half = -(-game.share_price(game.corporations[CNW]) // 2)  # after the withheld run
    bids = [a for a in game.legal_actions() if a.type == "bid_share"]
    assert bids == [act("bid_share", bidder, share="C&NW_6", price=half)]
    with pytest.raises(IllegalAction) as info:
        game.process(act("bid_share", bidder, share="C&NW_6", price=half - 1))
    assert info.value.rule == "R-162"


@pytest.mark.rules("R-162", "R-164", "R-166")
def test_the_last_bidder_pays_the_company_the_price_drops_and_the_sale_stops_when_enough():
    game = fire_sale(cash=30)
    corp = game.corporations[CNW]
    row, col = game.market.position[CNW]
    first = game.active_entities()[0]
    play(game, ("bid_share", first, {"share": "C&NW_6", "price": 50}))
    while game.current_step() == "fire_sale":
        play(game, ("pass", game.active_entities()[0]))
    assert game.share_by_id("C&NW_6").owner == first and corp.cash == 80
    assert game.market.position[CNW] == (row + 1, col)
    assert game.share_by_id("C&NW_7").owner == CNW  # $80 pays for a 2-train: no more sold
    assert game.current_step() == "buy_train"


@pytest.mark.rules("R-163")
def test_with_no_bid_the_bank_buys_the_share_for_half_the_price_into_the_pool():
    game = fire_sale(cash=0, treasury=("C&NW_6",))
    corp = game.corporations[CNW]
    price = game.share_price(corp)
    while game.current_step() == "fire_sale":
        play(game, ("pass", game.active_entities()[0]))
    assert game.share_by_id("C&NW_6").owner == POOL and corp.cash == price // 2
