"""18MEX regular stock turns: structure, selling and private sales (R-029…R-052)."""

from __future__ import annotations

import pytest

from gamedesk.engine.entities import POOL
from gamedesk.engine.errors import IllegalAction
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


def mc_shares(game, pid):
    return [s.id for s in game.corporations["MC"].shares_of(pid) if not s.president]


# --------------------------------------------------------------------- turn structure


@pytest.mark.rules("R-029")
def test_a_second_purchase_in_one_turn_is_refused():
    game = second_stock_round()
    pass_until(game, "p2")
    play(game, ("buy_shares", "p2", {"shares": [ipo_share(game, "MC").id]}))
    play(game, ("sell_shares", "p2", {"shares": mc_shares(game, "p2")[:1]}))
    refused(game, ("buy_shares", "p2", {"shares": [ipo_share(game, "CHI").id]}), "R-029")


@pytest.mark.rules("R-029")
def test_sell_buy_sell_is_illegal_the_purchase_after_sales_ends_the_turn():
    game = second_stock_round()
    pass_until(game, "p2")
    play(game, ("sell_shares", "p2", {"shares": mc_shares(game, "p2")[:1]}))
    play(game, ("buy_shares", "p2", {"shares": [ipo_share(game, "CHI").id]}))
    assert game.active_entities() == ["p3"]
    with pytest.raises(IllegalAction):
        play(game, ("sell_shares", "p2", {"shares": mc_shares(game, "p2")[:1]}))


@pytest.mark.rules("R-030")
def test_buy_then_sell_the_same_company_in_one_turn_after_sr1():
    game = second_stock_round()
    pass_until(game, "p2")
    play(game, ("buy_shares", "p2", {"shares": [ipo_share(game, "MC").id]}))
    assert game.corporations["MC"].percent_of("p2") == 60
    play(game, ("sell_shares", "p2", {"shares": mc_shares(game, "p2")[:1]}))
    assert game.corporations["MC"].percent_of("p2") == 50


@pytest.mark.rules("R-030", "R-034")
def test_buy_then_sell_is_not_allowed_in_sr1():
    game = after_sale()
    start(game, "p2", "MC", 60, percent=20)
    pass_until(game, "p2")
    play(game, ("buy_shares", "p2", {"shares": [ipo_share(game, "MC").id]}))
    assert game.turn == 1
    with pytest.raises(IllegalAction) as err:
        game.check_sale("p2", game.corporations["MC"], [game.share_by_id("MC_1")],
                        emergency=False)
    assert err.value.rule == "R-034"


@pytest.mark.rules("R-031")
def test_no_buying_a_company_sold_earlier_in_the_same_round():
    game = second_stock_round()
    pass_until(game, "p2")
    play(game, ("sell_shares", "p2", {"shares": mc_shares(game, "p2")[:1]}), ("pass", "p2"))
    pass_until(game, "p2")
    refused(game, ("buy_shares", "p2", {"shares": [ipo_share(game, "MC").id]}), "R-031")
    refused(game, ("buy_shares", "p2", {"shares": [ipo_share(game, "MC", "POOL").id]}), "R-031")
    play(game, ("buy_shares", "p2", {"shares": [ipo_share(game, "CHI").id]}))


@pytest.mark.rules("R-032", "R-033")
def test_players_may_pass_and_all_passing_ends_the_round():
    game = second_stock_round()
    assert any(a.type == "pass" for a in game.legal_actions())
    for _ in range(3):
        play(game, ("pass", game.active_entities()[0]))
    assert game.round.kind == "operating"


# --------------------------------------------------------------------- selling


@pytest.mark.rules("R-034")
def test_nothing_is_sold_to_the_bank_in_stock_round_one():
    game = after_sale()
    start(game, "p2", "MC", 60)
    pass_until(game, "p2")
    refused(game, ("sell_shares", "p2", {"shares": mc_shares(game, "p2")[:1]}), "R-034")


@pytest.mark.rules("R-035", "R-028")
def test_free_chi_share_cannot_be_sold_while_chi_is_unstarted_in_later_rounds():
    game = after_sale()
    start(game, "p2", "MC", 60)
    to_stock(to_operating(game))
    assert game.turn == 2
    pass_until(game, "p3")
    refused(game, ("sell_shares", "p3", {"shares": ["CHI_1"]}), "R-035")
    assert not any(a.type == "sell_shares" for a in game.legal_actions())


@pytest.mark.rules("R-036", "R-208")
def test_the_open_market_may_hold_at_most_half_of_a_company():
    game = after_sale()
    start(game, "p2", "MC", 60, percent=60)
    for _ in range(2):
        buy(game, "p3", "MC")
    to_stock(to_operating(game))
    pass_until(game, "p2")
    play(game, ("sell_shares", "p2", {"shares": mc_shares(game, "p2")}), ("pass", "p2"))
    assert game.corporations["MC"].percent_of(POOL) == 40
    assert game.corporations["MC"].president == "p2"
    pass_until(game, "p3")
    mine = [s.id for s in game.corporations["MC"].shares_of("p3")]
    refused(game, ("sell_shares", "p3", {"shares": mine}), "R-036")
    play(game, ("sell_shares", "p3", {"shares": mine[:1]}))
    assert game.corporations["MC"].percent_of(POOL) == 50


@pytest.mark.rules("R-037")
def test_president_certificate_sells_only_to_a_holder_of_twenty_percent_who_takes_over():
    game = after_sale()
    start(game, "p2", "MC", 60, percent=30)
    buy(game, "p3", "MC")
    to_stock(to_operating(game))
    pass_until(game, "p2")
    refused(game, ("sell_shares", "p2", {"shares": ["MC_0"]}), "R-037")
    play(game, ("pass", "p2"))
    buy(game, "p3", "MC")
    pass_until(game, "p2")
    play(game, ("sell_shares", "p2", {"shares": ["MC_0"]}))
    mc = game.corporations["MC"]
    assert mc.president == "p3" and game.share_by_id("MC_0").owner == "p3"
    assert mc.percent_of("p2") == 10 and mc.percent_of(POOL) == 20


@pytest.mark.rules("R-038", "R-072", "R-073")
def test_president_with_only_the_president_certificate_may_sell_ten_percent():
    game = after_sale()
    start(game, "p2", "MC", 60, percent=20)
    buy(game, "p3", "MC")
    buy(game, "p3", "MC")
    buy(game, "p1", "MC")
    to_stock(to_operating(game))
    pass_until(game, "p2")
    play(game, ("sell_shares", "p2", {"shares": ["MC_0"], "percent": 10}))
    mc = game.corporations["MC"]
    assert mc.president == "p3"
    assert mc.percent_of("p2") == 10 and mc.percent_of("p3") == 20
    assert mc.percent_of(POOL) == 10


@pytest.mark.rules("R-040", "R-041", "R-042")
def test_batch_sale_at_the_current_price_then_one_drop_per_ten_percent():
    game = second_stock_round()
    pass_until(game, "p2")
    cash = game.player("p2").cash
    assert game.share_price(game.corporations["MC"]) == 55
    play(game, ("sell_shares", "p2", {"shares": mc_shares(game, "p2")[:2]}))
    assert game.player("p2").cash == cash + 110
    assert game.market.position["MC"] == (4, 1)  # two rows down: $45


@pytest.mark.rules("R-042")
def test_one_at_a_time_each_certificate_at_the_price_then_current():
    game = second_stock_round()
    pass_until(game, "p2")
    cash = game.player("p2").cash
    first, second = mc_shares(game, "p2")[:2]
    play(game, ("sell_shares", "p2", {"shares": [first]}))
    play(game, ("sell_shares", "p2", {"shares": [second]}))
    assert game.player("p2").cash == cash + 55 + 50


@pytest.mark.rules("R-043", "R-044")
def test_tokens_sold_into_the_same_space_stack_in_the_order_of_sale():
    game = second_stock_round()
    assert game.market.position["MC"] == game.market.position["CHI"] == (2, 1)
    pass_until(game, "p2")
    play(game, ("sell_shares", "p2", {"shares": mc_shares(game, "p2")[:1]}), ("pass", "p2"))
    pass_until(game, "p3")
    chi = [s.id for s in game.corporations["CHI"].shares_of("p3") if not s.president]
    play(game, ("sell_shares", "p3", {"shares": chi[:1]}))
    assert game.market.stacks[(3, 1)] == ["MC", "CHI"]  # the later arrival goes under


@pytest.mark.rules("R-044")
def test_a_token_with_no_space_below_stays_put():
    game = second_stock_round()
    market = game.market.copy()
    market.place("X", (4, 5))
    market.down("X")
    assert market.position["X"] == (4, 5)
    market.place("Y", (7, 0))
    market.down("Y")
    assert market.position["Y"] == (7, 0)


@pytest.mark.rules("R-045")
def test_stock_of_an_unfloated_company_may_be_sold():
    game = after_sale()
    start(game, "p2", "MC", 60, percent=30)
    to_stock(to_operating(game))
    assert not game.corporations["MC"].floated
    pass_until(game, "p2")
    play(game, ("sell_shares", "p2", {"shares": mc_shares(game, "p2")}))
    assert game.corporations["MC"].percent_of(POOL) == 10


@pytest.mark.rules("R-046", "R-048")
def test_minors_are_never_sold_and_privates_never_go_to_the_bank():
    game = second_stock_round()
    pass_until(game, "p2")
    refused(game, ("buy_company", "p2", {"company": "A", "price": 50}), "R-048")
    for action in game.legal_actions():
        if action.type == "sell_shares":
            assert all(game.share_by_id(s).corp in game.corporations for s in action["shares"])
    with pytest.raises(IllegalAction):
        play(game, ("sell_shares", "p2", {"shares": ["KCMO"]}))


# --------------------------------------------------------------------- private sales


@pytest.mark.rules("R-048", "R-049")
def test_a_private_bought_from_a_player_on_the_buyers_turn_is_the_purchase():
    game = second_stock_round()
    pass_until(game, "p2")
    refused(game, ("buy_company", "p2", {"company": "MCAR", "price": 0}), "R-048", "format")
    play(game, ("buy_company", "p2", {"company": "MCAR", "price": 35}))
    assert game.company("MCAR").owner == "p2"
    refused(game, ("buy_shares", "p2", {"shares": [ipo_share(game, "MC").id]}), "R-029")


@pytest.mark.rules("R-048", "R-049")
def test_a_private_sold_on_the_sellers_turn_is_not_the_buyers_purchase():
    game = second_stock_round()
    pass_until(game, "p1")
    cash1, cash3 = game.player("p1").cash, game.player("p3").cash
    play(game, ("sell_company", "p1", {"company": "MCAR", "buyer": "p3", "price": 12}))
    assert game.company("MCAR").owner == "p3"
    assert game.player("p1").cash == cash1 + 12 and game.player("p3").cash == cash3 - 12
    play(game, ("buy_shares", "p1", {"shares": [ipo_share(game, "CHI").id]}))
    pass_until(game, "p3")
    play(game, ("buy_shares", "p3", {"shares": [ipo_share(game, "CHI").id]}))


@pytest.mark.rules("R-052", "A-17")
def test_mnr_changes_hands_without_the_ndm_presidency():
    game = second_stock_round()
    pass_until(game, "p2")
    play(game, ("buy_company", "p2", {"company": "MNR", "price": 100}))
    assert game.company("MNR").owner == "p2"
    assert game.share_by_id("NdM_0").owner == "p1"


@pytest.mark.rules("R-026", "A-17")
def test_a_later_mir_owner_does_not_get_the_chi_share():
    game = second_stock_round()
    pass_until(game, "p2")
    play(game, ("buy_company", "p2", {"company": "MIR", "price": 100}))
    assert game.company("MIR").owner == "p2"
    assert game.share_by_id("CHI_1").owner == "p3"


@pytest.mark.rules("G-24")
def test_18xx_games_blocks_mnr_and_mir_trades_and_sales_on_the_sellers_turn():
    game = second_stock_round(profile="18xx.games")
    pass_until(game, "p2")
    offered = {a["company"] for a in game.legal_actions() if a.type == "buy_company"}
    assert offered == {"MCAR"}
    assert not any(a.type == "sell_company" for a in game.legal_actions())
    refused(game, ("buy_company", "p2", {"company": "MNR", "price": 100}), "R-048")
