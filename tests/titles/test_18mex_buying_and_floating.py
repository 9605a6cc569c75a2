"""18MEX buying, ownership limits, floating, presidency and the end of a stock round
(R-053…R-079, R-207…R-210)."""

from __future__ import annotations

import pytest

from gamedesk.engine.entities import IPO, POOL
from tests.titles.mex_helpers import (
    after_sale,
    buy,
    ipo_share,
    pass_until,
    play,
    second_stock_round,
    start,
    to_operating,
    to_stock,
)
from tests.titles.mex_positions import refused

# --------------------------------------------------------------------- buying


@pytest.mark.rules("R-053")
def test_starting_a_company_costs_two_pars_and_puts_its_token_under_others_on_the_par_space():
    game = after_sale()
    cash = game.player("p2").cash
    refused(game, ("par", "p2", {"corporation": "MC", "price": 65}), "R-053")
    play(game, ("par", "p2", {"corporation": "MC", "price": 60}))
    assert game.player("p2").cash == cash - 120
    assert game.share_by_id("MC_0").owner == "p2" and game.corporations["MC"].par == 60
    assert game.market.position["MC"] == (2, 2)
    play(game, ("par", "p3", {"corporation": "CHI", "price": 60}))
    assert game.market.stacks[(2, 2)] == ["MC", "CHI"]
    assert game.share_price(game.corporations["CHI"]) == 60


@pytest.mark.rules("R-054")
def test_ten_percent_from_the_ipo_only_after_the_president_certificate_is_bought():
    game = after_sale()
    refused(game, ("buy_shares", "p2", {"shares": ["MC_1"]}), "R-054")
    play(game, ("par", "p2", {"corporation": "MC", "price": 70}))
    cash = game.player("p3").cash
    buy(game, "p3", "MC")
    assert game.player("p3").cash == cash - 70


@pytest.mark.rules("R-055", "R-004")
def test_trade_in_certificates_are_never_for_sale():
    game = after_sale()
    start(game, "p2", "UdY", 60, percent=20)
    pass_until(game, "p3")
    refused(game, ("buy_shares", "p3", {"shares": ["UdY_8"]}), "R-055")
    assert "UdY_8" not in {s for a in game.legal_actions() if a.type == "buy_shares"
                           for s in a["shares"]}


@pytest.mark.rules("R-056")
def test_a_ten_percent_from_the_open_market_costs_market_value():
    game = second_stock_round()
    pass_until(game, "p2")
    play(game, ("sell_shares", "p2", {"shares": ["MC_1"]}), ("pass", "p2"))
    price = game.share_price(game.corporations["MC"])
    pass_until(game, "p3")
    cash = game.player("p3").cash
    play(game, ("buy_shares", "p3", {"shares": ["MC_1"]}))
    assert price == 50 and game.player("p3").cash == cash - 50


@pytest.mark.rules("R-057")
def test_the_president_certificate_is_never_offered_for_sale():
    game = second_stock_round()
    offered = {s for a in game.legal_actions() if a.type == "buy_shares" for s in a["shares"]}
    assert not any(game.share_by_id(s).president for s in offered)
    refused(game, ("buy_shares", "p1", {"shares": ["MC_0"]}), "R-053", "R-048")


@pytest.mark.rules("R-059", "R-176")
def test_no_ndm_certificate_may_be_bought_before_phase_three_and_a_half():
    game = after_sale()
    assert game.corporations["NdM"].president == "p1"
    pass_until(game, "p2")
    refused(game, ("buy_shares", "p2", {"shares": [ipo_share(game, "NdM").id]}), "R-059")
    pass_until(game, "p1")
    refused(game, ("buy_shares", "p1", {"shares": [ipo_share(game, "NdM").id]}), "R-059")
    assert not game.corporations["NdM"].floated


# --------------------------------------------------------------------- limits


@pytest.mark.rules("R-060")
def test_no_purchase_above_sixty_percent():
    game = after_sale()
    start(game, "p2", "MC", 60, percent=60)
    pass_until(game, "p2")
    refused(game, ("buy_shares", "p2", {"shares": [ipo_share(game, "MC").id]}), "R-060")


@pytest.mark.rules("R-062", "R-210")
def test_privates_minors_and_major_certificates_count_but_ndm_fives_do_not():
    game = after_sale()
    # p1: MCAR, minor B, MNR and the NdM president's certificate.
    assert game.cert_count("p1") == 4
    # p3: minor A, MIR and the free CHI 10%.
    assert game.cert_count("p3") == 3
    start(game, "p2", "MC", 60, percent=30)
    assert game.cert_count("p2") == 2 + 2  # KCMO, C, MC president + one 10%
    assert not game.counts_for_limit(game.share_by_id("NdM_7"))
    assert game.counts_for_limit(game.share_by_id("NdM_1"))


@pytest.mark.rules("R-062", "R-210")
def test_yellow_zone_certificates_do_not_count():
    game = second_stock_round()
    market = game.market
    market.remove("MC")
    market.place("MC", (5, 0))  # a yellow space
    assert game.cert_count("p2") == 2
    market.remove("MC")
    market.place("MC", (4, 1))
    assert game.cert_count("p2") == 2 + 4


# --------------------------------------------------------------------- floating


@pytest.mark.rules("R-067", "R-068", "R-207", "R-028")
def test_chi_floats_at_fifty_percent_counting_the_free_share_and_gets_ten_pars():
    game = after_sale()
    start(game, "p3", "CHI", 70, percent=40)
    chi = game.corporations["CHI"]
    assert not chi.floated and chi.cash == 0
    bank = game.bank.cash
    buy(game, "p3", "CHI")
    assert chi.floated and chi.cash == 700
    assert game.bank.cash == bank - 70 * 0 + 70 - 700


@pytest.mark.rules("R-067")
def test_shares_in_the_open_market_count_as_sold_for_floating():
    game = after_sale()
    start(game, "p2", "MC", 60, percent=40)
    to_stock(to_operating(game))
    pass_until(game, "p2")
    play(game, ("sell_shares", "p2", {"shares": ["MC_1"]}), ("pass", "p2"))
    assert not game.corporations["MC"].floated  # 40% out of the IPO
    buy(game, "p3", "MC")
    assert game.corporations["MC"].floated
    assert game.corporations["MC"].percent_of(IPO) == 50


@pytest.mark.rules("R-069")
def test_a_floated_major_places_its_home_station_on_its_first_turn():
    game = after_sale()
    start(game, "p2", "MC", 60)
    assert game.board.tokens_of("MC") == []
    to_operating(game)
    from tests.titles.mex_helpers import turn_of

    turn_of(game, "MC")
    assert game.board.tokens_of("MC") == [("I8", 0)]


# --------------------------------------------------------------------- presidency


@pytest.mark.rules("R-071", "R-074")
def test_presidency_changes_only_for_strictly_more():
    game = after_sale()
    start(game, "p2", "MC", 60, percent=30)
    buy(game, "p3", "MC")
    buy(game, "p3", "MC")
    buy(game, "p3", "MC")
    assert game.corporations["MC"].president == "p2"  # 30% each: no change
    assert game.corporations["MC"].percent_of("p3") == 30
    buy(game, "p3", "MC")
    mc = game.corporations["MC"]
    assert mc.president == "p3" and game.share_by_id("MC_0").owner == "p3"
    assert mc.percent_of("p2") == 30 and mc.percent_of("p3") == 40


@pytest.mark.rules("R-072")
def test_tied_successors_first_clockwise_from_the_outgoing_president():
    game = after_sale()
    start(game, "p2", "MC", 60, percent=30)
    buy(game, "p3", "MC")
    buy(game, "p3", "MC")
    buy(game, "p1", "MC")
    buy(game, "p1", "MC")
    to_stock(to_operating(game))
    pass_until(game, "p2")
    play(game, ("sell_shares", "p2", {"shares": ["MC_0", "MC_1"]}))
    order = [p.id for p in game.players]
    after_p2 = order[(order.index("p2") + 1) % 3]
    assert game.corporations["MC"].president == after_p2


# --------------------------------------------------------------------- end of the round


@pytest.mark.rules("R-076")
def test_priority_goes_to_the_player_after_the_last_to_act():
    game = second_stock_round()
    pass_until(game, "p2")
    play(game, ("buy_shares", "p2", {"shares": [ipo_share(game, "CHI").id]}))
    to_stock(to_operating(game))
    assert game.active_entities() == ["p3"]


@pytest.mark.rules("R-077")
def test_a_company_wholly_owned_by_players_rises_at_the_end_of_the_round():
    game = after_sale()
    start(game, "p2", "MC", 60, percent=60)
    for _ in range(4):
        buy(game, "p3", "MC")
    assert game.corporations["MC"].percent_of(IPO) == 0
    to_operating(game)
    assert game.market.position["MC"] == (1, 2)  # $60 -> $65


@pytest.mark.rules("R-077", "R-018")
def test_a_company_with_a_share_in_the_open_market_does_not_rise():
    game = after_sale()
    start(game, "p2", "MC", 60, percent=60)
    for _ in range(4):
        buy(game, "p3", "MC")
    to_stock(to_operating(game))
    pass_until(game, "p3")
    play(game, ("sell_shares", "p3", {"shares": ["MC_6"]}))
    position = game.market.position["MC"]
    to_operating(game)
    assert game.corporations["MC"].percent_of(POOL) == 10
    assert game.market.position["MC"] == position


@pytest.mark.rules("R-079")
def test_one_operating_round_per_set_in_the_first_phases():
    game = second_stock_round()
    to_operating(game)
    assert game.or_count == 1
