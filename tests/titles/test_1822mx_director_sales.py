"""Sales that cost a director the company, and emergency sales that stop at the
need (R-033, R-034, R-214, R-218), in the real game 123055.

The positions are the log's own: the holdings come from the players' purchases
in its stock rounds and the acquisitions of its operating rounds, and each
sale here is processed as the director would make it. Only the certificate
limit test adds certificates by hand: no real game took a player over it.
"""

from __future__ import annotations

import pytest

from gamedesk.engine.entities import POOL
from tests.titles.mx_helpers import log_position, play, refused

STEM = "123055"
OLD, HEIR, THIRD = "10041", "14765", "14244"


def _sr_with_irm_at_50_40(profile: str):
    """SR in phase 7, 10041's turn: IRM's director 10041 holds 50% (the
    certificate and IRM_2 … IRM_4), 14765 40%, 14244 10%; IRM at $60."""
    game = log_position(STEM, 881)
    game.profile = game.board.profile = profile
    irm = game.corporations["IRM"]
    assert game.active_entities() == [OLD] and irm.president == OLD
    assert (irm.percent_of(OLD), irm.percent_of(HEIR), irm.percent_of(THIRD)) == (50, 40, 10)
    return game, irm


def _sell(game, pid: str, *shares: str) -> None:
    play(game, ("sell_shares", pid, {"shares": list(shares)}))


def _offered_sales(game, pid: str) -> list[list[str]]:
    return [a["shares"] for a in game.legal_actions()
            if a.type == "sell_shares" and a.entity == pid]


@pytest.mark.rules("R-033", "R-034")
@pytest.mark.parametrize("profile", ["rulebook", "18xx.games"])
def test_a_director_who_sells_below_another_player_hands_over_the_company(profile):
    game, irm = _sr_with_irm_at_50_40(profile)
    cash, column = game.player(OLD).cash, game.market.position["IRM"][1]
    assert ["IRM_2", "IRM_3"] in _offered_sales(game, OLD)
    _sell(game, OLD, "IRM_2", "IRM_3")  # 30% left against 40%
    assert irm.president == HEIR and irm.president_share().owner == HEIR
    assert irm.percent_of(HEIR) == 40 and irm.percent_of(OLD) == 30
    assert not any(s.president for s in irm.shares_of(OLD))
    assert irm.percent_of(POOL) == 20
    assert game.player(OLD).cash == cash + 2 * 60  # the price before the sale
    assert game.market.position["IRM"][1] == column - 2  # sold by the director: 2 spaces


@pytest.mark.rules("R-033")
@pytest.mark.parametrize("profile", ["rulebook", "18xx.games"])
def test_a_director_left_with_the_certificate_alone_takes_two_shares_for_it(profile):
    game, irm = _sr_with_irm_at_50_40(profile)
    _sell(game, OLD, "IRM_2", "IRM_3", "IRM_4")  # the certificate alone (20%) against 40%
    assert irm.president == HEIR
    assert irm.percent_of(OLD) == 20 and len(irm.shares_of(OLD)) == 2
    assert irm.percent_of(HEIR) == 40 and irm.president_share().owner == HEIR
    assert irm.percent_of(POOL) == 30


@pytest.mark.rules("R-033", "R-034")
def test_the_certificate_named_in_a_sale_goes_over_and_two_shares_go_to_the_pool():
    game, irm = _sr_with_irm_at_50_40("rulebook")
    cash = game.player(OLD).cash
    assert ["IRM_0"] in _offered_sales(game, OLD)
    _sell(game, OLD, "IRM_0")  # the certificate counts 20%: 30% left against 40%
    assert irm.president == HEIR and irm.president_share().owner == HEIR
    assert [s.id for s in irm.shares_of(OLD)] == ["IRM_2", "IRM_3", "IRM_4"]
    assert irm.percent_of(HEIR) == 40 and irm.percent_of(POOL) == 20
    assert all(not s.president for s in irm.shares_of(POOL))
    assert game.player(OLD).cash == cash + 2 * 60


@pytest.mark.rules("R-033")
def test_a_director_level_with_another_player_stays_director():
    game, irm = _sr_with_irm_at_50_40("rulebook")
    _sell(game, OLD, "IRM_2")  # 40% against 40%: not below
    assert irm.president == OLD and irm.president_share().owner == OLD


@pytest.mark.rules("R-033")
def test_without_a_player_at_20_percent_the_certificate_stays_with_the_director():
    game = log_position(STEM, 885)  # SR: FCM's director 14244 holds 70%, 14765 20%
    fcm = game.corporations["FCM"]
    assert game.active_entities() == [THIRD] and fcm.president == THIRD
    offered = _offered_sales(game, THIRD)
    assert ["FCM_0"] not in offered and not any("FCM_0" in s for s in offered)
    refused(game, {"type": "sell_shares", "entity": THIRD, "shares": ["FCM_0"]}, "R-033")


@pytest.mark.rules("R-033")
def test_a_tie_for_the_directorship_goes_to_the_next_player_after_the_seller():
    game, irm = _sr_with_irm_at_50_40("rulebook")
    # by hand: 14244 and 14765 both at 30% (no real game has two players level)
    game.share_by_id("IRM_1").owner = THIRD
    game.share_by_id("IRM_2").owner = THIRD
    order = [p.id for p in game.players]
    nearest = next(p for p in order[order.index(OLD) + 1:] + order if p in (HEIR, THIRD))
    _sell(game, OLD, "IRM_3", "IRM_4")  # 20% against 30% and 30%
    assert irm.president == nearest and irm.percent_of(nearest) == 30


@pytest.mark.rules("R-033", "R-214")
def test_an_emergency_sale_of_another_company_may_hand_it_over():
    game = log_position(STEM, 796)  # minor 22 needs $488 more from 10041 for a 7
    irm = game.corporations["IRM"]
    assert game.round.turn.op.sym == "22" and irm.president == OLD
    assert ["IRM_2", "IRM_3"] in _offered_sales(game, OLD)
    _sell(game, OLD, "IRM_2", "IRM_3")  # IRM at $50: 30% left against 14765's 40%
    assert irm.president == HEIR and irm.percent_of(OLD) == 30


@pytest.mark.rules("R-214")
def test_an_emergency_sale_never_hands_over_the_active_company():
    game = log_position(STEM, 837)  # IRM needs $98 more from its director 10041
    irm = game.corporations["IRM"]
    assert game.round.turn.op is irm and irm.percent_of(HEIR) == 40
    offered = _offered_sales(game, OLD)
    assert ["IRM_2"] in offered and not any(len(s) > 1 and s[0].startswith("IRM") for s in offered)
    refused(game, {"type": "sell_shares", "entity": OLD, "shares": ["IRM_2", "IRM_3"]}, "R-214")
    refused(game, {"type": "sell_shares", "entity": OLD, "shares": ["IRM_0"]}, "R-214")


@pytest.mark.rules("R-214")
@pytest.mark.parametrize("profile", ["rulebook", "18xx.games"])
def test_emergency_sales_stop_at_the_shares_the_cash_needs(profile):
    game = log_position(STEM, 603)  # minor 22 ($110) needs a 5 ($500): 10041 has $308
    game.profile = game.board.profile = profile
    turn = game.round.turn
    assert turn.op.sym == "22" and game.player(OLD).cash == 308  # $82 short
    # MIR at $80: one share is not enough, two are; three are one too many
    refused(game, {"type": "sell_shares", "entity": OLD,
                   "shares": ["MIR_1", "MIR_2", "MIR_3"]}, "R-214")
    # MC at $110: one share covers it
    refused(game, {"type": "sell_shares", "entity": OLD, "shares": ["MC_2", "MC_6"]}, "R-214")
    offered = _offered_sales(game, OLD)
    assert ["MIR_1", "MIR_2"] in offered and ["MC_2"] in offered
    assert all(len(s) <= 2 for s in offered) and ["MC_2", "MC_6"] not in offered
    _sell(game, OLD, "MC_2")
    assert not _offered_sales(game, OLD)  # the cash is there: the sales stop
    refused(game, {"type": "sell_shares", "entity": OLD, "shares": ["MIR_1"]}, "R-214")


@pytest.mark.rules("R-214", "R-218")
def test_over_the_limit_an_emergency_sells_as_many_as_the_limit_or_the_cash_needs():
    game = log_position(STEM, 378)  # minor 5: no train, $70; director 10041 has $110
    for sid in ("FCM_4", "FCM_5", "FCM_6", "FCM_7", "FCM_8", "MC_7", "MC_8"):
        game.share_by_id(sid).owner = OLD  # by hand: 18 certificates, limit 16
    assert game.certificates_of(OLD) == 18
    # $20 short: one share covers the cash, two bring the director to the limit
    refused(game, {"type": "sell_shares", "entity": OLD,
                   "shares": ["FCM_4", "FCM_5", "FCM_6"]}, "R-214")
    _sell(game, OLD, "FCM_4", "FCM_5")
    assert game.certificates_of(OLD) == 16
    assert not _offered_sales(game, OLD)  # neither cash nor the limit needs more


@pytest.mark.rules("R-214", "R-034")
@pytest.mark.parametrize(("profile", "second"), [("rulebook", 80), ("18xx.games", 70)])
def test_emergency_shares_earn_the_price_the_raising_began_at(profile, second):
    game = log_position(STEM, 603)  # minor 22 needs $82 more from 10041; MIR at $80
    game.profile = game.board.profile = profile
    cash = game.player(OLD).cash
    _sell(game, OLD, "MIR_1")  # $80: still $2 short; MIR drops a space, to $70
    assert game.share_price(game.corporations["MIR"]) == 70
    _sell(game, OLD, "MIR_2")  # the rulebook pays the price as the raising began
    assert game.player(OLD).cash == cash + 80 + second


@pytest.mark.rules("R-033")
def test_a_director_holding_the_certificate_alone_may_sell_ten_percent_of_it():
    game = log_position(STEM, 787)  # SR: IRM's director 10041 holds 50%, 14765 20%
    irm = game.corporations["IRM"]
    assert game.active_entities() == [OLD] and irm.percent_of(HEIR) == 20
    _sell(game, OLD, "IRM_2", "IRM_3", "IRM_4")  # 20% against 20%: still director
    assert irm.president == OLD and [s.id for s in irm.shares_of(OLD)] == ["IRM_0"]
    play(game, ("pass", OLD))
    while game.active_entities() != [OLD]:
        play(game, ("pass", game.active_entities()[0]))
    half = {"type": "sell_shares", "entity": OLD, "shares": ["IRM_0"], "percent": 10}
    assert half in [a.to_dict() for a in game.legal_actions()]
    price, cash = game.share_price(irm), game.player(OLD).cash
    game.process(half)  # 10% left against 20%: 14765 takes the certificate
    assert irm.president == HEIR and irm.president_share().owner == HEIR
    assert irm.percent_of(OLD) == 10 and irm.percent_of(HEIR) == 20
    assert game.player(OLD).cash == cash + price


@pytest.mark.rules("R-214")
def test_a_majors_emergency_sales_stop_at_the_need_too():
    game = log_position(STEM, 837)  # IRM needs $98 more from 10041; MIR at $110
    offered = _offered_sales(game, OLD)
    assert ["MIR_2"] in offered and ["MIR_2", "MIR_3"] not in offered
    refused(game, {"type": "sell_shares", "entity": OLD, "shares": ["MIR_2", "MIR_3"]}, "R-214")
    _sell(game, OLD, "MIR_2")
    assert not _offered_sales(game, OLD)
