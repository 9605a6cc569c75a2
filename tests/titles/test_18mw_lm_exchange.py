"""The L&M traded outside its owner's own stock-round turn: between two turns
and at the start of an operating round, before the privates pay (R-092 …
R-095)."""

from __future__ import annotations

import pytest

from gamedesk.engine.actions import act
from tests.titles.common import play
from tests.titles.mw_helpers import refused, stock_position

CNW = "C&NW"
LM_OWNER = "d"  # mw_helpers.WINNERS


def trade(share: str) -> dict:
    return {"company": "L&M", "share": share}


def at_operating_round(holdings=None):
    """C&NW floated (Ann president); everyone passes the stock round: the
    operating round is about to begin."""
    game = stock_position(holdings or {"a": ["C&NW_0", "C&NW_1"], "b": ["C&NW_2", "C&NW_3"],
                                       "c": ["C&NW_4"]})
    while game.round_kind() == "stock":
        play(game, ("pass", game.active_entities()[0]))
    return game


@pytest.mark.rules("R-092")
def test_the_l_and_m_owner_trades_between_two_turns_of_others():
    game = stock_position({"a": ["C&NW_0", "C&NW_1"], "b": ["C&NW_2", "C&NW_3", "C&NW_4"]})
    assert game.active_entities() == ["a"]
    offered = act("exchange_private", LM_OWNER, **trade("C&NW_5"))
    assert offered in game.legal_actions()
    play(game, ("exchange_private", LM_OWNER, trade("C&NW_5")))
    assert game.share_by_id("C&NW_5").owner == LM_OWNER and game.company("L&M").closed
    assert game.active_entities() == ["a"]  # Ann's turn is still to come


@pytest.mark.rules("R-092")
def test_no_l_and_m_trade_in_the_middle_of_anothers_turn():
    game = stock_position({"a": ["C&NW_0", "C&NW_1"], "b": ["C&NW_2", "C&NW_3", "C&NW_4"]})
    play(game, ("buy_shares", "a", {"shares": ["C&NW_5"]}))
    assert not any(a.entity == LM_OWNER for a in game.legal_actions())
    error = refused(game, "exchange_private", LM_OWNER, **trade("C&NW_6"))
    assert error.rule == "R-092" and "Ann" in error.message


@pytest.mark.rules("R-094")
def test_a_trade_between_turns_keeps_the_sold_this_round_rule():
    game = stock_position({"a": ["C&NW_0"], "d": ["C&NW_1", "C&NW_2"]}, first="d")
    play(game, ("sell_shares", "d", {"shares": ["C&NW_1"]}))
    play(game, ("pass", "d"))
    play(game, ("pass", "a"))  # Ann, C&NW's president, does not protect the price
    assert game.active_entities() == ["a"]  # and now her turn begins
    assert refused(game, "exchange_private", LM_OWNER, **trade("C&NW_3")).rule == "R-094"


@pytest.mark.rules("R-092", "R-093")
def test_traded_at_an_operating_rounds_start_the_l_and_m_pays_nothing_that_round():
    game = at_operating_round()
    assert game.current_step() == "lm_exchange" and game.active_entities() == [LM_OWNER]
    cash = game.player(LM_OWNER).cash
    play(game, ("exchange_private", LM_OWNER, trade("C&NW_5")))
    assert game.company("L&M").closed and game.share_by_id("C&NW_5").owner == LM_OWNER
    assert game.player(LM_OWNER).cash == cash  # no $15 from the L&M


@pytest.mark.rules("R-093")
def test_kept_at_an_operating_rounds_start_the_l_and_m_pays_its_revenue():
    game = at_operating_round()
    cash = game.player(LM_OWNER).cash
    play(game, ("pass", LM_OWNER))
    assert game.player(LM_OWNER).cash == cash + game.company("L&M").revenue
    assert game.current_step() != "lm_exchange"


@pytest.mark.rules("R-093", "R-095")
def test_a_company_floated_by_the_trade_at_the_start_operates_that_round():
    game = at_operating_round({"a": ["C&NW_0", "C&NW_1"], "b": ["C&NW_2", "C&NW_3"]})
    corp = game.corporations[CNW]
    assert not corp.floated and game.current_step() == "lm_exchange"
    play(game, ("exchange_private", LM_OWNER, trade("C&NW_5")))
    assert corp.floated and game.operating_company() == CNW


@pytest.mark.rules("R-094")
def test_the_trade_at_the_start_keeps_the_limits():
    game = at_operating_round()
    game.cert_limit = lambda pid: game.cert_count(pid)  # at the limit, say
    game.mark_edited()
    assert refused(game, "exchange_private", LM_OWNER, **trade("C&NW_5")).rule == "R-094"
