"""1822MX set-up and the stock round with bid boxes (R-001 … R-083)."""

from __future__ import annotations

import pytest

from gamedesk.engine.errors import IllegalAction
from tests.titles.mx_helpers import (
    box,
    fingerprint,
    finish_operating_round,
    first_or_with_a_minor,
    new_mx,
    pass_round,
    play,
)

PROFILES = ("rulebook", "18xx.games")


def refused(game, rule: str, *move) -> None:
    before = fingerprint(game)
    with pytest.raises(IllegalAction) as err:
        play(game, move)
    assert err.value.rule == rule, err.value
    assert fingerprint(game) == before


@pytest.mark.rules("R-001")
@pytest.mark.parametrize("n, cash", [(3, 500), (4, 375), (5, 300)])
def test_players_share_1500_and_the_bank_keeps_the_rest(n, cash):
    g = new_mx(n)
    assert [p.cash for p in g.players] == [cash] * n
    assert g.bank.cash == 12000 - 1500


@pytest.mark.rules("R-002")
@pytest.mark.parametrize("n, tokens, pool", [(3, 6, 24), (4, 5, 22), (5, 4, 22)])
def test_bidding_tokens_and_the_builder_cube_pool(n, tokens, pool):
    g = new_mx(n, profile="rulebook")
    assert g.bidding_tokens == tokens
    assert g.cube_pool == pool


@pytest.mark.rules("R-006", "R-007")
@pytest.mark.parametrize("profile", PROFILES)
def test_ndem_starts_at_100_with_four_pool_shares_and_a_station(profile):
    g = new_mx(profile=profile)
    ndem = g.corporations["NDEM"]
    assert g.share_price(ndem) == 100
    assert ndem.percent_of("@pool") == 40
    replaced = g.minor_of(g.deal.ndem_minor)
    assert g.board.tokens_of("NDEM") == [replaced.home]
    assert replaced.removed


@pytest.mark.rules("R-009", "R-060")
def test_bid_boxes_show_four_minors_three_concessions_three_privates():
    g = new_mx()
    assert g.bid_boxes.boxes("minors") == ("M8", "M20", "M9", "M3")
    assert g.bid_boxes.boxes("concessions") == ("C1", "C6", "C2")
    assert g.bid_boxes.boxes("privates") == ("P1", "P9", "P13")


@pytest.mark.rules("R-063")
@pytest.mark.parametrize("profile", PROFILES)
def test_opening_bids_start_at_face_value(profile):
    g = new_mx(profile=profile)
    refused(g, "R-063", "bid", "p1", {"company": box(g, "minors", 1), "price": 95})
    refused(g, "R-063", "bid", "p1", {"company": "C1", "price": 195})  # FCM + M18: $200
    refused(g, "R-063", "bid", "p1", {"company": box(g, "minors", 1), "price": 102})
    play(g, ("bid", "p1", {"company": box(g, "privates", 2), "price": 0}))
    assert g.bid_boxes.highest(box(g, "privates", 2)).price == 0


@pytest.mark.rules("R-063", "R-062")
def test_a_bid_must_beat_the_highest_by_five_and_nobody_outbids_himself():
    g = new_mx()
    play(g, ("bid", "p1", {"company": "M3", "price": 100}), ("pass", "p1"))
    refused(g, "R-063", "bid", "p2", {"company": "M3", "price": 100})
    play(g, ("bid", "p2", {"company": "M3", "price": 105}), ("pass", "p2"), ("pass", "p3"))
    refused(g, "R-063", "bid", "p1", {"company": "M3", "price": 100})
    play(g, ("bid", "p1", {"company": "M3", "price": 110}))
    refused(g, "R-062", "bid", "p1", {"company": "M3", "price": 120})


@pytest.mark.rules("R-062")
def test_the_third_bid_ends_the_turn():
    g = new_mx()
    play(g, ("bid", "p1", {"company": "M3", "price": 100}),
         ("bid", "p1", {"company": "M9", "price": 100}))
    assert g.active_entities() == ["p1"]
    play(g, ("bid", "p1", {"company": "P9", "price": 0}))
    assert g.active_entities() == ["p2"]


@pytest.mark.rules("R-064")
def test_bids_may_not_commit_more_than_the_players_cash():
    g = new_mx()
    play(g, ("bid", "p1", {"company": "M3", "price": 300}))
    refused(g, "R-064", "bid", "p1", {"company": "M9", "price": 205})
    play(g, ("bid", "p1", {"company": "M9", "price": 200}))


@pytest.mark.rules("R-066")
def test_a_player_bids_on_at_most_as_many_items_as_tokens():
    g = new_mx(5)  # four tokens each
    play(g, ("bid", "p1", {"company": "M3", "price": 100}),
         ("bid", "p1", {"company": "M9", "price": 100}),
         ("bid", "p1", {"company": "P9", "price": 0}))
    for pid in ("p2", "p3", "p4", "p5"):
        play(g, ("pass", pid))
    play(g, ("bid", "p1", {"company": "P13", "price": 0}), ("pass", "p1"))
    for pid in ("p2", "p3", "p4", "p5"):
        play(g, ("pass", pid))
    refused(g, "R-066", "bid", "p1", {"company": "P1", "price": 0})


@pytest.mark.rules("R-021")
def test_a_turn_with_bids_has_no_purchase():
    g = new_mx()
    play(g, ("bid", "p1", {"company": "M3", "price": 100}))
    refused(g, "R-021", "buy_shares", "p1", {"shares": ["NDEM_0"]})


@pytest.mark.rules("R-048")
def test_ndem_shares_are_bought_from_the_pool_at_its_price():
    g = new_mx()
    play(g, ("buy_shares", "p1", {"shares": ["NDEM_0"]}))
    assert g.player("p1").cash == 400
    assert g.corporations["NDEM"].percent_of("p1") == 10
    assert g.certificates_of("p1") == 0


@pytest.mark.rules("R-020")
def test_the_round_ends_when_all_pass_in_succession():
    g = new_mx()
    play(g, ("bid", "p1", {"company": "M3", "price": 100}), ("pass", "p1"),
         ("pass", "p2"), ("pass", "p3"))
    assert g.round.kind == "stock"
    play(g, ("pass", "p1"))
    assert g.round.kind == "operating"


@pytest.mark.rules("R-300")
def test_a_first_round_without_a_sale_ends_the_game():
    g = pass_round(new_mx())
    assert g.finished and g.end_reason == "nothing_sold"


@pytest.mark.rules("R-068", "R-070", "R-080")
@pytest.mark.parametrize("profile", PROFILES)
def test_winners_pay_at_the_end_and_a_phase_1_minor_starts_at_50(profile):
    g, minor = first_or_with_a_minor(profile)
    corp = g.corporations[minor]
    assert g.share_price(corp) == 50
    assert corp.cash == 100
    assert corp.percent_of("p1") == 100
    assert g.player("p1").cash == 500 - 200 + 20  # bids, then concession and P revenue
    assert [p.id for p in g.players][-1] == "p1"  # the poorest is last


@pytest.mark.rules("R-074", "R-075", "R-076")
def test_unsold_minors_send_trains_and_box_one_is_replaced_by_the_ndem():
    g, _ = first_or_with_a_minor()
    ndem = g.corporations["NDEM"]
    # three unsold minors send an L each, the removed box-1 minor one more
    assert [t.name for t in ndem.trains] == ["L"] * 4
    assert ("J9", 0) in g.board.tokens_of("NDEM")  # M8's home, La Paz
    assert ndem.percent_of("@pool") == 50
    assert g.companies["M8"].closed
    finish_operating_round(g)
    assert g.bid_boxes.boxes("minors")[0] == "M20"  # the boxes slide down
    pass_round(g)
    assert len(ndem.trains) == 4  # the NdeM drops trains beyond its limit
    assert ("P23", 0) in g.board.tokens_of("NDEM")  # M20's home, Acapulco
