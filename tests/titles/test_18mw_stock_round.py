"""18MW's stock round after the initial one: turn order of sales and purchase,
deferred drops and share price protection, redemption and reissue, zones and
limits (R-006 … R-065; readings Q-15, Q-20, Q-21, Q-24)."""

from __future__ import annotations

import pytest

from gamedesk.engine.actions import act
from gamedesk.engine.entities import POOL
from tests.titles.common import play
from tests.titles.mw_helpers import refused, stock_position

CNW = "C&NW"


def price(game, sym=CNW) -> int:
    return game.share_price(game.corporations[sym])


def cell(game, sym=CNW):
    return game.market.position[sym]


def position():
    """C&NW at 100: Ann president (20% + 10%, $600 more cash), Bob 30%, Cy 10%;
    NP at 70: Cy president, Bob 20%. Bob to act."""
    game = stock_position({"a": ["C&NW_0", "C&NW_1"], "b": ["C&NW_2", "C&NW_3", "C&NW_4"],
                           "c": ["C&NW_5"]}, first="b")
    game.par_corporation("c", "NP", 70)
    for sid in ("NP_1", "NP_2"):
        game.share_by_id(sid).owner = "b"
    game.bank.cash -= 600
    game.player("a").cash += 600
    game.mark_edited()
    return game


@pytest.mark.rules("R-040", "R-013")
def test_a_turn_may_sell_buy_and_sell_again():
    game = position()
    play(game, ("sell_shares", "b", {"shares": ["C&NW_2"]}),
         ("buy_shares", "b", {"shares": ["NP_3"]}),
         ("sell_shares", "b", {"shares": ["NP_3"]}))
    # the purchase made Bob NP's president; he sells after it
    assert game.corporations["NP"].president == "b" and game.active_entities() == ["b"]
    assert game.corporations["NP"].percent_of("b") == 20


@pytest.mark.rules("R-040", "R-046")
def test_one_company_is_sold_in_one_batch_a_turn():
    game = position()
    play(game, ("sell_shares", "b", {"shares": ["C&NW_2"]}),
         ("buy_shares", "b", {"shares": ["NP_3"]}))
    assert game.active_entities() == ["b"]  # may still sell after the purchase
    assert refused(game, "sell_shares", "b", shares=["C&NW_3"]).rule == "R-046"


@pytest.mark.rules("R-041")
def test_a_company_sold_this_round_may_not_be_bought_back():
    game = position()
    play(game, ("sell_shares", "b", {"shares": ["C&NW_2"]}), ("pass", "b"))
    play(game, ("pass", "a"))  # Ann declines protection
    while game.active_entities() != ["b"]:
        play(game, ("pass", game.active_entities()[0]))
    assert refused(game, "buy_shares", "b", shares=["C&NW_6"]).rule == "R-041"


@pytest.mark.rules("R-051", "R-052", "R-053")
def test_the_drop_waits_for_the_end_of_the_turn_and_the_president_is_offered_protection():
    game = position()
    start, cash = cell(game), game.player("b").cash
    play(game, ("sell_shares", "b", {"shares": ["C&NW_2", "C&NW_3"]}))
    assert cell(game) == start and game.player("b").cash == cash + 200
    play(game, ("pass", "b"))
    assert game.active_entities() == ["a"]
    assert {a.type for a in game.legal_actions()} == {"protect_shares", "pass"}


@pytest.mark.rules("R-054", "R-057")
def test_protection_buys_the_whole_batch_at_the_sellers_price_and_the_price_stays():
    game = position()
    start, a_cash = cell(game), game.player("a").cash
    play(game, ("sell_shares", "b", {"shares": ["C&NW_2", "C&NW_3"]}), ("pass", "b"))
    play(game, ("protect_shares", "a", {"corporation": CNW}))
    assert cell(game) == start
    corp = game.corporations[CNW]
    assert corp.percent_of("a") == 50 and not corp.shares_of(POOL)
    assert game.player("a").cash == a_cash - 200
    assert game.active_entities() == ["c"]  # the seller's left


@pytest.mark.rules("R-056", "R-019")
def test_a_declined_protection_drops_the_price_one_row_per_share():
    game = position()
    row, col = cell(game)
    play(game, ("sell_shares", "b", {"shares": ["C&NW_2", "C&NW_3"]}), ("pass", "b"),
         ("pass", "a"))
    assert cell(game) == (row + 2, col)
    assert game.active_entities() == ["c"]


@pytest.mark.rules("R-055")
def test_a_president_without_the_cash_is_not_offered_protection():
    game = position()
    game.player("a").cash = 0
    game.mark_edited()
    row, col = cell(game)
    play(game, ("sell_shares", "b", {"shares": ["C&NW_2"]}), ("pass", "b"))
    assert game.active_entities() == ["c"] and cell(game) == (row + 1, col)


@pytest.mark.rules("R-052")
def test_a_president_selling_his_own_company_protects_nothing():
    game = stock_position({"a": ["C&NW_0", "C&NW_1", "C&NW_2"], "b": ["C&NW_3", "C&NW_4"],
                           "c": ["C&NW_5"]}, first="a")
    row, col = cell(game)
    play(game, ("sell_shares", "a", {"shares": ["C&NW_1"]}), ("pass", "a"))
    assert game.active_entities() == ["b"] and cell(game) == (row + 1, col)


@pytest.mark.rules("R-047")
def test_a_batch_is_paid_at_the_price_before_its_drop():
    game = position()
    cash = game.player("b").cash
    play(game, ("sell_shares", "b", {"shares": ["C&NW_2", "C&NW_3", "C&NW_4"]}))
    assert game.player("b").cash == cash + 300


@pytest.mark.rules("R-038", "R-049")
def test_the_round_ends_after_all_pass_and_priority_goes_to_the_first_passer():
    game = position()
    play(game, ("buy_shares", "b", {"shares": ["C&NW_6"]}), ("pass", "b"))
    for pid in ("c", "d", "a", "b"):
        play(game, ("pass", pid))
    assert game.round_kind() == "operating"
    assert game.priority_holder() == "c"


@pytest.mark.rules("R-022")
def test_a_sold_out_company_rises_at_the_end_of_the_round():
    game = stock_position({"a": ["C&NW_0", "C&NW_1", "C&NW_2"], "b": ["C&NW_3", "C&NW_4"],
                           "c": ["C&NW_5", "C&NW_6"], "d": ["C&NW_7", "C&NW_8"]}, par=90)
    row, col = cell(game)
    for pid in ("a", "b", "c", "d"):
        play(game, ("pass", pid))
    assert cell(game) == (row - 1, col)


@pytest.mark.rules("R-022")
def test_a_sold_out_company_on_the_top_row_moves_right_and_down():
    game = stock_position({"a": ["C&NW_0", "C&NW_1", "C&NW_2"], "b": ["C&NW_3", "C&NW_4"],
                           "c": ["C&NW_5", "C&NW_6"], "d": ["C&NW_7", "C&NW_8"]}, par=100)
    row, col = cell(game)
    assert row == 0
    for pid in ("a", "b", "c", "d"):
        play(game, ("pass", pid))
    assert cell(game) == (1, col + 1)


@pytest.mark.rules("R-010")
def test_no_purchase_beyond_sixty_percent_in_the_white_zone():
    game = stock_position({"a": ["C&NW_0", "C&NW_1", "C&NW_2", "C&NW_3", "C&NW_4"]})
    assert refused(game, "buy_shares", "a", shares=["C&NW_5"]).rule == "R-010"


@pytest.mark.rules("R-036", "R-035", "R-006")
def test_green_zone_shares_may_pass_sixty_percent_and_do_not_count():
    game = stock_position({"a": ["C&NW_0", "C&NW_1", "C&NW_2", "C&NW_3", "C&NW_4"]})
    green = next((r, c) for r, row in enumerate(game.market.grid) for c, s in enumerate(row)
                 if s and "unlimited" in s.types and "multiple_buy" not in s.types)
    game.market._move_to(CNW, green)
    game.mark_edited()
    count = game.cert_count("a")
    play(game, ("buy_shares", "a", {"shares": ["C&NW_5"]}))
    assert game.corporations[CNW].percent_of("a") == 70 and game.cert_count("a") == count


@pytest.mark.rules("R-007")
def test_no_purchase_over_the_certificate_limit():
    game = position()
    game.cert_limit = lambda pid: game.cert_count(pid)  # Bob exactly at the limit
    assert refused(game, "buy_shares", "b", shares=["C&NW_6"]).rule == "R-007"


def redemption_position():
    game = position()
    corp = game.corporations[CNW]
    game.share_by_id("C&NW_6").owner = POOL
    game.share_by_id("C&NW_7").owner = POOL
    corp.operated = True
    game.mark_edited()
    return game


@pytest.mark.rules("R-060", "R-061", "R-062")
def test_a_president_redeems_pool_shares_with_company_cash_as_his_whole_turn():
    game = redemption_position()
    play(game, ("pass", "b"), ("pass", "c"), ("pass", "d"))
    corp, start = game.corporations[CNW], cell(game)
    cash = corp.cash
    play(game, ("redeem_shares", "a", {"shares": ["C&NW_6", "C&NW_7"]}))
    assert corp.percent_of(CNW) == 20 and corp.cash == cash - 200 and cell(game) == start
    assert game.active_entities() == ["b"]


@pytest.mark.rules("R-060")
def test_only_the_president_redeems_and_not_after_acting():
    game = redemption_position()
    assert refused(game, "redeem_shares", "b", shares=["C&NW_6"]).rule == "R-060"
    play(game, ("buy_shares", "b", {"shares": ["C&NW_8"]}), ("pass", "b"), ("pass", "c"),
         ("pass", "d"))
    play(game, ("buy_shares", "a", {"shares": ["C&NW_6"]}))
    assert refused(game, "redeem_shares", "a", shares=["C&NW_7"]).rule == "R-060"


@pytest.mark.rules("R-061")
def test_a_company_that_has_not_operated_redeems_nothing():
    game = redemption_position()
    game.corporations[CNW].operated = False
    play(game, ("pass", "b"), ("pass", "c"), ("pass", "d"))
    assert refused(game, "redeem_shares", "a", shares=["C&NW_6"]).rule == "R-061"


@pytest.mark.rules("R-061", "R-064")
def test_redemption_takes_pool_shares_only_never_the_presidents():
    game = redemption_position()
    play(game, ("pass", "b"), ("pass", "c"), ("pass", "d"))
    assert refused(game, "redeem_shares", "a", shares=["C&NW_8"]).rule == "R-061"
    assert refused(game, "redeem_shares", "a", shares=["C&NW_0"]).rule == "R-064"


@pytest.mark.rules("R-065", "R-045")
def test_a_treasury_share_is_reissued_at_the_current_price_to_the_company():
    game = redemption_position()
    game.share_by_id("C&NW_8").owner = CNW
    game.mark_edited()
    corp = game.corporations[CNW]
    cash, b_cash = corp.cash, game.player("b").cash
    assert act("buy_shares", "b", shares=["C&NW_8"]) in game.legal_actions()
    play(game, ("buy_shares", "b", {"shares": ["C&NW_8"]}))
    assert corp.cash == cash + price(game) and game.player("b").cash == b_cash - price(game)


@pytest.mark.rules("R-048")
def test_shares_of_an_unstarted_company_cannot_be_sold():
    game = position()
    assert game.share_by_id("GM&O_1").owner == "c"
    play(game, ("pass", "b"))
    assert refused(game, "sell_shares", "c", shares=["GM&O_1"]).rule == "R-048"


@pytest.mark.rules("R-050")
def test_a_private_changes_hands_between_players_at_any_price_besides_the_purchase():
    game = position()
    owner = game.company("H&StJ").owner
    assert owner != "b"
    cash = game.player(owner).cash
    play(game, ("buy_company", "b", {"company": "H&StJ", "price": 1}))
    assert game.company("H&StJ").owner == "b" and game.player(owner).cash == cash + 1
    play(game, ("buy_shares", "b", {"shares": ["C&NW_6"]}))  # still his one purchase
    assert refused(game, "buy_company", game.active_entities()[0], company="RI",
                   price=0).rule == "R-050"


@pytest.mark.rules("R-050")
def test_no_private_trades_in_the_initial_stock_round():
    from tests.titles.mw_helpers import new_game, sell_all_privates

    game = sell_all_privates(new_game())
    pid = game.active_entities()[0]
    other = next(c.sym for c in game.companies.values() if c.owner != pid)
    assert refused(game, "buy_company", pid, company=other, price=10).rule == "R-050"


@pytest.mark.rules("R-037")
def test_brown_zone_pool_shares_may_be_bought_together_as_the_one_purchase():
    game = position()
    for sid in ("C&NW_6", "C&NW_7", "C&NW_8"):
        game.share_by_id(sid).owner = POOL
    brown = next((r, c) for r, row in enumerate(game.market.grid) for c, s in enumerate(row)
                 if s and "multiple_buy" in s.types and s.price >= 20)
    game.market._move_to(CNW, brown)
    game.mark_edited()
    block = ["C&NW_6", "C&NW_7", "C&NW_8"]
    assert act("buy_shares", "b", shares=block) in game.legal_actions()
    play(game, ("buy_shares", "b", {"shares": block}))
    assert game.corporations[CNW].percent_of("b") == 60
    assert refused(game, "buy_shares", "b", shares=["NP_3"]).rule == "R-039"


@pytest.mark.rules("R-037")
def test_outside_the_brown_zone_one_share_a_turn():
    game = position()
    for sid in ("C&NW_6", "C&NW_7"):
        game.share_by_id(sid).owner = POOL
    game.mark_edited()
    assert refused(game, "buy_shares", "b", shares=["C&NW_6", "C&NW_7"]).rule == "R-039"


@pytest.mark.rules("R-009")
def test_a_player_over_the_limit_buys_nothing_and_must_sell_before_passing():
    game = position()
    game.cert_limit = lambda pid: 2  # a merger lowered it, say
    assert refused(game, "buy_shares", "b", shares=["C&NW_6"]).rule == "R-009"
    assert refused(game, "pass", "b").rule == "R-009"


def lm_owner(game):
    return game.company("L&M").owner


@pytest.mark.rules("R-091", "R-092")
def test_the_l_and_m_is_traded_for_an_ordinary_share_besides_the_purchase():
    game = position()
    pid = lm_owner(game)
    pass_to(game, pid)
    play(game, ("exchange_private", pid, {"company": "L&M", "share": "C&NW_6"}))
    assert game.share_by_id("C&NW_6").owner == pid and game.company("L&M").closed
    assert act("buy_shares", pid, shares=["C&NW_7"]) in game.legal_actions()


@pytest.mark.rules("R-091")
def test_the_l_and_m_never_brings_a_presidents_certificate():
    game = position()
    pid = lm_owner(game)
    pass_to(game, pid)
    error = refused(game, "exchange_private", pid, company="L&M", share="CB&Q_0")
    assert error.rule == "R-091"


@pytest.mark.rules("R-094", "R-095")
def test_the_l_and_m_keeps_the_limits_and_its_sixth_share_floats_the_company():
    game = stock_position({"a": ["C&NW_0", "C&NW_1"], "b": ["C&NW_2", "C&NW_3"]})
    pid = lm_owner(game)
    pass_to(game, pid)
    corp = game.corporations[CNW]
    assert not corp.floated
    assert pid == "d" and corp.percent_of(pid) == 0  # players hold 50%
    play(game, ("exchange_private", pid, {"company": "L&M", "share": "C&NW_5"}))
    assert corp.floated and corp.cash == 1000


@pytest.mark.rules("R-094")
def test_no_l_and_m_trade_for_a_company_sold_this_round():
    game = stock_position({"a": ["C&NW_0"], "d": ["C&NW_1", "C&NW_2"]}, first="d")
    play(game, ("sell_shares", "d", {"shares": ["C&NW_1"]}))
    error = refused(game, "exchange_private", "d", company="L&M", share="C&NW_3")
    assert error.rule == "R-094"


def pass_to(game, pid):
    while game.active_entities() != [pid]:
        play(game, ("pass", game.active_entities()[0]))


@pytest.mark.rules("R-059")
def test_a_holder_past_sixty_by_protection_sells_down_to_sixty_in_one_batch():
    game = stock_position({"a": ["C&NW_0", "C&NW_1", "C&NW_2", "C&NW_3"],
                           "b": ["C&NW_4", "C&NW_5", "C&NW_6"]}, first="b")
    game.bank.cash -= 600
    game.player("a").cash += 600
    game.mark_edited()
    play(game, ("sell_shares", "b", {"shares": ["C&NW_4", "C&NW_5", "C&NW_6"]}), ("pass", "b"),
         ("protect_shares", "a", {"corporation": CNW}))
    assert game.corporations[CNW].percent_of("a") == 80
    pass_to(game, "a")
    assert refused(game, "sell_shares", "a", shares=["C&NW_1"]).rule == "R-059"
    play(game, ("sell_shares", "a", {"shares": ["C&NW_1", "C&NW_2"]}))
    assert game.corporations[CNW].percent_of("a") == 60


@pytest.mark.rules("R-037", "R-009")
def test_no_brown_zone_block_is_offered_to_a_player_over_his_limit():
    game = position()
    for sid in ("C&NW_6", "C&NW_7", "C&NW_8"):
        game.share_by_id(sid).owner = POOL
    brown = next((r, c) for r, row in enumerate(game.market.grid) for c, s in enumerate(row)
                 if s and "multiple_buy" in s.types and s.price >= 20)
    game.market._move_to(CNW, brown)
    game.cert_limit = lambda pid: 1  # Bob is over it
    game.mark_edited()
    assert not [a for a in game.legal_actions() if a.type == "buy_shares"]
