"""18MEX set-up and the sale of the private and minor companies (R-001…R-028)."""

from __future__ import annotations

import pytest

from gamedesk.engine.entities import IPO
from gamedesk.engine.errors import IllegalAction
from gamedesk.titles import new_game
from tests.titles.mex_helpers import PLAYERS, fingerprint, new_mex, play


@pytest.mark.rules("R-001")
@pytest.mark.parametrize("n", [2, 6])
def test_game_needs_three_to_five_players(n):
    with pytest.raises(IllegalAction) as err:
        new_game("18MEX", (PLAYERS * 2)[:n])
    assert err.value.rule == "R-001"


@pytest.mark.rules("R-002")
@pytest.mark.parametrize(("n", "cash", "bank"), [(3, 625, 7125), (4, 500, 7000), (5, 450, 6750)])
def test_starting_cash_comes_out_of_nine_thousand(n, cash, bank):
    game = new_mex(n)
    assert [p.cash for p in game.players] == [cash] * n
    assert game.bank.cash == bank
    assert game.total_cash() == 9000


@pytest.mark.rules("R-003")
def test_first_round_is_stock_round_one_in_the_first_phase():
    game = new_mex(3)
    assert game.round.kind == "stock" and game.turn == 1
    assert game.phase.name == "2"
    assert game.active_entities() == ["p1"]


@pytest.mark.rules("R-004")
def test_trade_in_box_holds_four_unbuyable_certificates():
    game = new_mex(3)
    reserved = sorted(s.id for c in game.corporations.values() for s in c.shares if s.reserved)
    assert reserved == ["NdM_7", "NdM_8", "NdM_9", "UdY_8"]
    assert all(game.share_by_id(s).owner == IPO for s in reserved)


@pytest.mark.rules("R-005")
def test_each_minor_owns_a_built_in_two_train_outside_the_six_for_sale():
    game = new_mex(3)
    assert [[t.name for t in m.trains] for m in game.minors.values()] == [["2"], ["2"], ["2"]]
    for_sale = [t for t in game.depot.ipo_trains() if t.name == "2"]
    assert len(for_sale) == 6


@pytest.mark.rules("R-010", "R-011")
def test_buying_the_next_company_pays_its_price_to_the_bank():
    game = new_mex(3)
    play(game, ("bid", "p1", {"company": "MCAR", "price": 20}))
    assert game.company("MCAR").owner == "p1"
    assert game.player("p1").cash == 605
    assert game.active_entities() == ["p2"]


@pytest.mark.rules("R-012")
def test_the_next_company_cannot_be_bid_on():
    game = new_mex(3)
    with pytest.raises(IllegalAction) as err:
        play(game, ("bid", "p1", {"company": "MCAR", "price": 25}))
    assert err.value.rule in ("R-011", "R-012")


@pytest.mark.rules("R-013")
def test_bids_must_beat_par_or_the_last_bid_by_five():
    game = new_mex(3)
    before = fingerprint(game)
    with pytest.raises(IllegalAction) as err:
        play(game, ("bid", "p1", {"company": "KCMO", "price": 44}))
    assert err.value.rule == "R-013"
    assert fingerprint(game) == before
    play(game, ("bid", "p1", {"company": "KCMO", "price": 45}))
    with pytest.raises(IllegalAction):
        play(game, ("bid", "p2", {"company": "KCMO", "price": 49}))
    play(game, ("bid", "p2", {"company": "KCMO", "price": 50}))


@pytest.mark.rules("R-014")
def test_bids_are_limited_by_cash_not_already_bid():
    game = new_mex(3)
    play(game, ("bid", "p1", {"company": "MNR", "price": 600}), ("pass", "p2"), ("pass", "p3"))
    with pytest.raises(IllegalAction) as err:
        play(game, ("bid", "p1", {"company": "MIR", "price": 105}))
    assert err.value.rule == "R-014"


@pytest.mark.rules("R-015")
def test_a_new_bid_on_the_same_company_replaces_the_old_one():
    game = new_mex(3)
    play(
        game,
        ("bid", "p1", {"company": "MNR", "price": 400}),
        ("pass", "p2"),
        ("pass", "p3"),
        ("bid", "p1", {"company": "MNR", "price": 500}),
    )
    assert game.round.sale.committed("p1") == 500


@pytest.mark.rules("R-016", "R-017", "R-018", "R-020")
def test_purchase_sells_the_next_company_to_its_single_bidder_then_play_resumes():
    game = new_mex(3)
    play(
        game,
        ("bid", "p1", {"company": "KCMO", "price": 45}),
        ("bid", "p2", {"company": "MCAR", "price": 20}),
    )
    assert game.company("KCMO").owner == "p1"
    assert game.player("p1").cash == 625 - 45
    assert game.active_entities() == ["p3"]


@pytest.mark.rules("R-019")
def test_several_bidders_auction_clockwise_after_the_high_bidder_and_may_reenter():
    game = new_mex(3)
    play(
        game,
        ("bid", "p1", {"company": "KCMO", "price": 45}),
        ("bid", "p2", {"company": "KCMO", "price": 50}),
        ("bid", "p3", {"company": "MCAR", "price": 20}),
    )
    assert game.round.sale.auction is not None
    assert game.active_entities() == ["p1"]  # clockwise after p2, the high bidder
    play(game, ("pass", "p1"))
    assert game.active_entities() == ["p2"] or game.company("KCMO").owner == "p2"
    assert game.company("KCMO").owner == "p2"
    assert game.player("p2").cash == 625 - 50


@pytest.mark.rules("G-09")
def test_18xx_games_auction_lowest_bidder_speaks_and_a_pass_is_final():
    game = new_mex(3, profile="18xx.games")
    play(
        game,
        ("bid", "p1", {"company": "KCMO", "price": 45}),
        ("bid", "p2", {"company": "KCMO", "price": 50}),
        ("bid", "p3", {"company": "MCAR", "price": 20}),
    )
    assert game.active_entities() == ["p1"]
    play(game, ("bid", "p1", {"company": "KCMO", "price": 55}))
    assert game.active_entities() == ["p2"]
    play(game, ("pass", "p2"))
    assert game.company("KCMO").owner == "p1"


@pytest.mark.rules("R-022", "R-033")
def test_unsold_first_company_gets_cheaper_in_later_stock_rounds():
    game = new_mex(3)
    for turn, price in ((2, 15), (3, 10), (4, 5)):
        play(game, ("pass", "p1"), ("pass", "p2"), ("pass", "p3"))
        # Nothing operates yet, so the operating round passes at once.
        assert game.round.kind == "stock" and game.turn == turn
        assert game.round.sale.price_of_cheapest() == price


@pytest.mark.rules("R-023")
def test_priority_holder_must_take_the_first_company_for_nothing_in_sr5():
    game = new_mex(3)
    for _ in range(4):
        play(game, ("pass", "p1"), ("pass", "p2"), ("pass", "p3"))
    pid = game.active_entities()[0]
    before = fingerprint(game)
    with pytest.raises(IllegalAction) as err:
        play(game, ("pass", pid))
    assert err.value.rule == "R-023"
    assert fingerprint(game) == before
    play(game, ("bid", pid, {"company": "MCAR", "price": 0}))
    assert game.company("MCAR").owner == pid


@pytest.mark.rules("R-024")
def test_no_company_but_the_first_is_discounted_or_forced():
    game = new_mex(3)
    play(game, ("bid", "p1", {"company": "MCAR", "price": 20}))  # #1 sold: #2 is next
    face = game.company("KCMO").value
    while game.turn < 6:
        assert game.round.kind == "stock"
        assert game.round.sale.price_of_cheapest() == face  # never discounted
        play(game, ("pass", game.active_entities()[0]))  # and never forced on anyone
    assert game.company("KCMO").owner is None


@pytest.mark.rules("R-025", "R-026")
def test_minor_and_mir_buyers_get_charter_and_free_chi_share():
    game = new_mex(3)
    play(
        game,
        ("bid", "p1", {"company": "MCAR", "price": 20}),
        ("bid", "p2", {"company": "KCMO", "price": 40}),
        ("bid", "p3", {"company": "A", "price": 50}),
    )
    assert game.minors["A"].owner == "p3" and game.minors["A"].cash == 0
    play(
        game,
        ("bid", "p1", {"company": "B", "price": 50}),
        ("bid", "p2", {"company": "C", "price": 50}),
        ("bid", "p3", {"company": "MIR", "price": 100}),
    )
    assert game.share_by_id("CHI_1").owner == "p3"


@pytest.mark.rules("R-027")
def test_mnr_buyer_gets_ndm_presidency_and_sets_par_at_once():
    game = new_mex(3)
    for pid, sym, price in [
        ("p1", "MCAR", 20),
        ("p2", "KCMO", 40),
        ("p3", "A", 50),
        ("p1", "B", 50),
        ("p2", "C", 50),
        ("p3", "MIR", 100),
        ("p1", "MNR", 140),
    ]:
        play(game, ("bid", pid, {"company": sym, "price": price}))
    assert game.corporations["NdM"].free_president_for == "p1"
    assert game.active_entities() == ["p1"]
    assert [a.type for a in game.legal_actions()] == ["par"] * 5
    with pytest.raises(IllegalAction):
        play(game, ("par", "p1", {"corporation": "NdM", "price": 65}))
    play(game, ("par", "p1", {"corporation": "NdM", "price": 80}))
    assert game.corporations["NdM"].par == 80
    assert game.share_by_id("NdM_0").owner == "p1"
    assert game.player("p1").cash == 625 - 20 - 50 - 140


@pytest.mark.rules("R-028", "R-035")
def test_free_chi_share_counts_for_float_but_cannot_be_sold_unstarted():
    game = new_mex(3)
    play(
        game,
        ("bid", "p1", {"company": "MCAR", "price": 20}),
        ("bid", "p2", {"company": "KCMO", "price": 40}),
        ("bid", "p3", {"company": "A", "price": 50}),
        ("bid", "p1", {"company": "B", "price": 50}),
        ("bid", "p2", {"company": "C", "price": 50}),
        ("bid", "p3", {"company": "MIR", "price": 100}),
    )
    assert game.certificate_value(game.share_by_id("CHI_1")) == 0
    with pytest.raises(IllegalAction) as err:
        game.check_sale(
            "p3", game.corporations["CHI"], [game.share_by_id("CHI_1")], emergency=False
        )
    assert err.value.rule in ("R-034", "R-035")
