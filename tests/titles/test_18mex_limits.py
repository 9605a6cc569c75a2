"""18MEX stock turns: regular turns after the sale (R-021); limits met on a later
stock turn: 70% of UdY through the trade-in (R-061), over the certificate limit by
a transfer (R-064); purchases at the limit (R-050, R-063)."""

from __future__ import annotations

import pytest

from gamedesk.engine.entities import IPO
from tests.titles.mex_helpers import (
    new_mex,
    pass_until,
    play,
    second_stock_round,
    sell_out_privates,
)
from tests.titles.mex_positions import float_major, phase_three_and_a_half, refused


def ben_with_70_percent_of_udy():
    """SR2: Ben (p2, owner of minor C) started UdY with 60%; the fifth 3-train
    closed the minors, so C's trade-in gave him a seventh UdY certificate."""
    game = second_stock_round()
    float_major(game, "UdY", "p2", percent=60)
    phase_three_and_a_half(game)
    assert game.corporations["UdY"].percent_of("p2") == 70
    return pass_until(game, "p2")


@pytest.mark.rules("R-061")
def test_a_player_at_70_percent_of_udy_must_sell_to_60_before_passing():
    game = ben_with_70_percent_of_udy()
    assert not any(a.type == "pass" for a in game.legal_actions())
    refused(game, ("pass", "p2"), "R-061")
    udy = game.corporations["UdY"]
    share = next(s for s in udy.shares_of("p2") if not s.president)
    play(game, ("sell_shares", "p2", {"shares": [share.id]}))
    assert udy.percent_of("p2") == 60
    play(game, ("pass", "p2"))
    assert game.active_entities() != ["p2"]


def ann_over_the_limit():
    """SR2: Ann (p1) was handed certificates until she holds one over her limit."""
    game = second_stock_round()
    for sym in ("TM", "SPM", "MEX"):
        float_major(game, sym, "p3", par=60)
    while game.cert_count("p1") <= game.cert_limit("p1"):
        share = next(s for c in game.corporations.values() if c.floated and not c.removed
                     and c.sym != "NdM" for s in c.shares
                     if s.owner == IPO and not s.president and not s.reserved)
        share.owner = "p1"
    return pass_until(game, "p1")


@pytest.mark.rules("R-064")
def test_a_player_over_the_certificate_limit_must_sell_before_passing():
    game = ann_over_the_limit()
    assert game.cert_count("p1") == game.cert_limit("p1") + 1
    refused(game, ("pass", "p1"), "R-064")
    sale = next(a for a in game.legal_actions() if a.type == "sell_shares"
                and len(a["shares"]) == 1)
    game.process(sale)
    assert game.cert_count("p1") == game.cert_limit("p1")
    play(game, ("pass", "p1"))


def ann_at_the_limit():
    """SR2: Ann (p1) holds exactly her certificate limit."""
    game = ann_over_the_limit()
    share = next(s for c in game.corporations.values() for s in c.shares_of("p1")
                 if not s.president and s.percent == 10 and c.sym != "NdM")
    share.owner = IPO
    assert game.cert_count("p1") == game.cert_limit("p1")
    return game


@pytest.mark.rules("R-063")
def test_a_player_at_the_limit_may_not_buy_a_counting_certificate():
    game = ann_at_the_limit()
    assert not any(a.type in ("buy_shares", "par") for a in game.legal_actions())
    share = next(s for c in game.corporations.values() if c.floated and c.sym != "NdM"
                 for s in c.shares if s.owner == IPO and not s.president and not s.reserved)
    refused(game, ("buy_shares", "p1", {"shares": [share.id]}), "R-063")
    play(game, ("pass", "p1"))  # at (not over) the limit she may pass


@pytest.mark.rules("R-050")
def test_a_player_at_the_limit_may_not_buy_a_private():
    game = ann_at_the_limit()
    assert game.company("KCMO").owner == "p2"
    refused(game, ("buy_company", "p1", {"company": "KCMO", "price": 50}), "R-050", "R-048")
    assert not any(a.type == "buy_company" for a in game.legal_actions())


@pytest.mark.rules("R-021")
def test_after_the_last_sale_the_same_stock_round_goes_on_with_regular_turns():
    game = new_mex()
    assert not any(a.type == "par" and a["corporation"] == "CHI" for a in game.legal_actions())
    sell_out_privates(game)
    assert game.turn == 1 and game.round.kind == "stock" and not game.sale.unsold()
    assert any(a.type == "par" and a["corporation"] == "CHI" for a in game.legal_actions())
    play(game, ("par", game.active_entities()[0], {"corporation": "CHI", "price": 60}))
    assert game.turn == 1 and game.corporations["CHI"].ipoed
