"""The 60% holding limit (R-044) and the order new trains are sold in (R-201),
in positions of the real game 123055."""

from __future__ import annotations

import pytest

from tests.titles.mx_helpers import log_position, refused

G123 = "123055"


def _buys(game, corp: str) -> list:
    return [a for a in game.legal_actions()
            if a.type == "buy_shares" and a["shares"][0].startswith(f"{corp}_")]


@pytest.mark.rules("R-044")
def test_a_player_holding_60_percent_buys_no_more_of_it():
    game = log_position(G123, 648)  # a stock round; 10041 holds 60% of MIR and is to act
    pid = "10041"
    mir = game.corporations["MIR"]
    assert game.active_entities() == [pid] and mir.percent_of(pid) == 60
    assert _buys(game, "FCM") and not _buys(game, "MIR")
    refused(game, {"type": "buy_shares", "entity": pid, "shares": ["MIR_5"]}, "R-044")
    # an acquisition's share exchange took 14244 past 60% of FCM (R-044's exception)
    assert game.corporations["FCM"].percent_of("14244") == 70


@pytest.mark.rules("R-044")
def test_the_60_percent_limit_holds_for_the_ndem_too():
    game = log_position(G123, 648)  # 10041 holds 30% of the NdeM; NDEM_7 is in the pool
    pid = "10041"
    ndem = game.corporations["NDEM"]
    assert _buys(game, "NDEM")
    for share in ("NDEM_0", "NDEM_2", "NDEM_3"):  # three more from the other players
        game.share_by_id(share).owner = pid
    game.mark_edited()
    assert ndem.percent_of(pid) == 60
    assert not _buys(game, "NDEM")
    refused(game, {"type": "buy_shares", "entity": pid, "shares": ["NDEM_7"]}, "R-044")


@pytest.mark.rules("R-201")
def test_new_trains_are_sold_in_order_and_the_7s_after_the_last_6():
    game = log_position(G123, 638)  # phase 5: MIR's train step; the 6s are next
    depot = [t.id for t in game.depot.trains if t.owner == "@depot" and t.price > 0]
    assert depot[0] == "6-0" and "7-0" in depot
    for later in ("6-1", "7-0"):
        train = game.depot.by_id[later]
        refused(game, {"type": "buy_train", "entity": "MIR", "train": later,
                       "price": train.price, "variant": train.name}, "R-201")
    offered = {a["train"] for a in game.legal_actions() if a.type == "buy_train"}
    assert not offered & set(depot[1:])
    late = log_position(G123, 709)  # the last 6 is gone: FCP may buy the first 7/E card
    offered = {a["train"] for a in late.legal_actions() if a.type == "buy_train"}
    assert "7-0" in offered and not offered & {"7-1", "7-2"}
