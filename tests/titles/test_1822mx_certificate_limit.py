"""Selling down to the 1822MX certificate limit (R-038, R-218), in positions of
the real game 123055. A player comes over the limit without buying (a price
leaving the yellow zone); the tests hand over the extra certificates directly."""

from __future__ import annotations

import pytest

from tests.titles.mx_helpers import log_position, play, refused

STEM = "123055"


def _give(game, pid: str, *share_ids: str) -> None:
    for sid in share_ids:
        game.share_by_id(sid).owner = pid


def _types(game, pid: str) -> set[str]:
    return {a.type for a in game.legal_actions() if a.entity == pid}


@pytest.mark.rules("R-038")
@pytest.mark.parametrize("profile", ["rulebook", "18xx.games"])
def test_a_player_over_the_limit_sells_down_before_passing(profile):
    game = log_position(STEM, 879)  # SR in phase 7; 14244 holds 15 of 16
    game.profile = profile
    pid = "14244"
    _give(game, pid, "MC_1", "MC_2")
    assert game.certificates_of(pid) == 17
    assert "pass" not in _types(game, pid)
    refused(game, {"type": "pass", "entity": pid}, "R-038")
    # NdeM shares never count: selling them would not help, so none are offered
    sales = [a for a in game.legal_actions() if a.type == "sell_shares"]
    assert sales and all(not s.startswith("NDEM") for a in sales for s in a["shares"])
    play(game, ("sell_shares", pid, {"shares": ["IRM_5"]}))
    assert game.certificates_of(pid) == 16
    play(game, ("pass", pid))


@pytest.mark.rules("R-038")
def test_a_player_who_cannot_sell_may_pass_over_the_limit():
    game = log_position(STEM, 120)  # SR 2 in phase 1: no major has operated yet
    pid = game.active_entities()[0]
    have = game.certificates_of(pid)
    unsold = [s.id for sym in ("CHP", "FNM") for s in game.corporations[sym].shares
              if not s.president and s.owner == "@ipo"]
    _give(game, pid, *unsold[:game.cert_limit(pid) - have + 1])
    assert game.certificates_of(pid) > game.cert_limit(pid)
    assert not [a for a in game.legal_actions() if a.type == "sell_shares"]
    play(game, ("pass", pid))  # sells what can be sold: nothing


@pytest.mark.rules("R-218")
def test_emergency_money_raising_also_sells_down_to_the_limit():
    game = log_position(STEM, 378)  # minor 5: no train, $70; director 10041 has $110
    director = "10041"
    _give(game, director, "FCM_4", "FCM_5", "FCM_6", "FCM_7", "FCM_8", "MC_7", "MC_8")
    assert game.certificates_of(director) == 18  # limit 16
    train = next(t for t in game.depot.ipo_trains() if t.id.startswith("3-")).id
    buy = ("buy_train", "5", {"train": train, "price": 200, "variant": "3"})
    play(game, ("sell_shares", director, {"shares": ["MC_2"]}))  # the cash is now there
    assert game.player(director).cash >= 130
    refused(game, {"type": buy[0], "entity": buy[1], **buy[2]}, "R-218")
    offered = [a for a in game.legal_actions() if a.entity in ("5", director)]
    assert {a.type for a in offered} == {"sell_shares"}
    play(game, ("sell_shares", director, {"shares": ["FCM_4"]}))
    assert game.certificates_of(director) == 16
    play(game, buy)
    assert [t.name for t in game.corporations["5"].trains] == ["3"]


@pytest.mark.rules("R-218")
def test_without_emergency_selling_the_limit_waits_for_the_stock_round():
    game = log_position(STEM, 378)
    director = "10041"
    game.player(director).cash += 100  # enough to help without selling
    _give(game, director, "FCM_4", "FCM_5", "FCM_6", "FCM_7", "FCM_8", "MC_7", "MC_8")
    train = next(t for t in game.depot.ipo_trains() if t.id.startswith("3-")).id
    assert not [a for a in game.legal_actions() if a.type == "sell_shares"]
    play(game, ("buy_train", "5", {"train": train, "price": 200, "variant": "3"}))


@pytest.mark.rules("R-086")
def test_a_minor_counts_once_by_its_certificate_not_by_its_card():
    game = log_position(STEM, 200)  # minor 18 runs; 18xx.games keeps its M18 card open
    card = game.companies["M18"]
    holder = card.owner
    assert game.is_player(holder) and not card.closed
    assert game.corporations["18"].percent_of(holder) == 100
    counted = game.certificates_of(holder)
    card.closed = True
    assert game.certificates_of(holder) == counted
