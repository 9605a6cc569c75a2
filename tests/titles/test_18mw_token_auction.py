"""The fire sale's second step: the president auctions his company's stations
other than its base, to companies of other presidents that reach them
(R-167, R-086). The routes are given by hand, as in the token purchase tests:
the board's `reach` is replaced (the reconstructed map's track is not the point)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from gamedesk.engine.actions import act
from tests.titles.common import play
from tests.titles.mw_helpers import refused, stock_position, to_operating_round

CNW, NP, CBQ = "C&NW", "NP", "CB&Q"


def auction(cash: int = 0, rival: bool = False, stla: bool = False):
    """C&NW (Ann) ends its turn with no train, `cash` and a station in Chicago
    (H22) besides its base; NP (Bob) reaches Chicago, and with `rival` CB&Q
    (Cy) too. With `stla` the Chicago station is the StL&A's extra one."""
    game = stock_position({"a": ["C&NW_0", "C&NW_1", "C&NW_2"], "b": ["C&NW_3", "C&NW_4"],
                           "c": ["C&NW_5"]})
    for pid, sym, others in (("b", NP, "NP_1 NP_2 NP_3 NP_4"),
                             ("c", CBQ, "CB&Q_1 CB&Q_2 CB&Q_3 CB&Q_4")):
        if sym == CBQ and not rival:
            continue
        game.pay(game.bank, game.player(pid), 200)
        game.par_corporation(pid, sym, 100)
        for sid in others.split():
            game.share_by_id(sid).owner = "d"
        game.check_float(game.corporations[sym])
        game.give_train(game.depot.by_id[f"2-{1 if sym == NP else 2}"], sym)
    cnw = game.corporations[CNW]
    if stla:
        game.company("StL&A").owner = CNW
        cnw.companies.append("StL&A")
        game.place_stla_token(cnw, act("special_token", CNW, company="StL&A", hex="H22", city=0))
    else:
        game.board.place_token(CNW, "H22", 0)
        cnw.tokens_placed += 1
    game.pay(cnw, game.bank, cnw.cash - cash)
    reach = {("F18", 0), ("H22", 0), ("C11", 0), ("H16", 0)}
    game.board.reach = lambda sym, **kw: SimpleNamespace(nodes=reach)
    game.mark_edited()
    to_operating_round(game)
    while game.current_step() != "token_auction":
        play(game, ("pass", game.active_entities()[0]))
    return game


@pytest.mark.rules("R-167")
def test_the_president_offers_a_station_and_the_winner_pays_bid_and_placement():
    game = auction()
    assert game.active_entities() == ["a"]
    assert act("offer_token", "a", hex="H22", city=0, price=80) in game.legal_actions()
    play(game, ("offer_token", "a", {"hex": "H22", "city": 0, "price": 50}))
    assert game.active_entities() == ["b"]  # Cy and Di preside no company that may bid
    assert act("bid_token", "b", corporation=NP, price=50) in game.legal_actions()
    cnw, np_ = game.corporations[CNW], game.corporations[NP]
    left, np_cash = cnw.tokens_left(), np_.cash
    cost = game.station_cost(np_, "H22")
    play(game, ("bid_token", "b", {"corporation": NP, "price": 50}))
    assert ("H22", 0) in game.board.tokens_of(NP) and ("H22", 0) not in game.board.tokens_of(CNW)
    assert np_.cash == np_cash - 50 - cost and cnw.tokens_left() == left + 1
    assert game.current_step() == "buy_train"  # no station left to offer
    assert cnw.cash == 50


@pytest.mark.rules("R-167")
def test_bids_rise_in_5_dollar_steps_and_a_bidder_who_passes_is_out():
    game = auction(rival=True)
    play(game, ("offer_token", "a", {"hex": "H22", "city": 0, "price": 40}))
    assert game.active_entities() == ["b"]  # the priority order, the president left out
    play(game, ("bid_token", "b", {"corporation": NP, "price": 40}))
    assert refused(game, "bid_token", "c", corporation=CBQ, price=43).rule == "R-167"
    assert refused(game, "bid_token", "c", corporation=CBQ, price=40).rule == "R-167"
    play(game, ("bid_token", "c", {"corporation": CBQ, "price": 45}))
    play(game, ("pass", "b"))
    assert ("H22", 0) in game.board.tokens_of(CBQ)
    assert game.corporations[CNW].cash == 45


@pytest.mark.rules("R-167")
def test_the_president_never_bids_and_a_bid_needs_a_route_and_the_cash():
    game = auction()
    play(game, ("offer_token", "a", {"hex": "H22", "city": 0, "price": 40}))
    np_ = game.corporations[NP]
    assert refused(game, "bid_token", "b", corporation=CNW, price=40).rule == "R-167"
    too_much = np_.cash - game.station_cost(np_, "H22") + 5
    assert refused(game, "bid_token", "b", corporation=NP, price=too_much).rule == "R-167"
    game.board.reach = lambda sym, **kw: SimpleNamespace(nodes={("C11", 0)})
    game.mark_edited()
    assert refused(game, "bid_token", "b", corporation=NP, price=40).rule == "R-167"


@pytest.mark.rules("R-167")
def test_nobody_bidding_the_station_stays_and_the_bank_buys_none():
    game = auction()
    play(game, ("offer_token", "a", {"hex": "H22", "city": 0, "price": 40}))
    play(game, ("pass", "b"))
    assert ("H22", 0) in game.board.tokens_of(CNW)
    assert game.corporations[CNW].cash == 0 and game.current_step() == "buy_train"


@pytest.mark.rules("R-167")
def test_the_president_may_offer_no_station():
    game = auction()
    play(game, ("pass", "a"))
    assert game.current_step() == "buy_train" and ("H22", 0) in game.board.tokens_of(CNW)
    assert refused(game, "offer_token", "a", hex="H22", city=0, price=40).rule != ""


@pytest.mark.rules("R-086", "R-167")
def test_a_stla_station_auctioned_goes_back_to_its_companys_charter():
    game = auction(stla=True)
    cnw = game.corporations[CNW]
    allotment, left = len(cnw.token_prices), cnw.tokens_left()
    play(game, ("offer_token", "a", {"hex": "H22", "city": 0, "price": 40}))
    play(game, ("bid_token", "b", {"corporation": NP, "price": 40}))
    assert len(cnw.token_prices) == allotment and cnw.tokens_left() == left + 1
