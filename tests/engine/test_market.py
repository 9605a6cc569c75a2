"""The 18MEX stock market grid and its movement rules."""

from __future__ import annotations

import pytest

from gamedesk.engine.data import load_title
from gamedesk.engine.market import StockMarket


@pytest.fixture
def market() -> StockMarket:
    return StockMarket(load_title("18MEX").game["stock_market"])


def at(market: StockMarket, corp: str, cell: tuple[int, int]) -> StockMarket:
    market.place(corp, cell)
    return market


@pytest.mark.rules("R-110")
def test_payout_moves_right_and_up_at_row_end(market):
    at(market, "CHI", (1, 13))
    market.right("CHI")
    assert market.position["CHI"] == (1, 14) and market.price_of("CHI") == 180
    market.right("CHI")
    assert market.position["CHI"] == (0, 14) and market.price_of("CHI") == 200
    market.right("CHI")
    assert market.position["CHI"] == (0, 14)


@pytest.mark.rules("R-111")
def test_withhold_moves_left_and_down_at_column_zero(market):
    at(market, "MC", (3, 1))
    market.left("MC")
    assert market.price_of("MC") == 45
    market.left("MC")
    assert market.position["MC"] == (4, 0) and market.price_of("MC") == 40
    at(market, "TM", (7, 0))
    market.left("TM")
    assert market.position["TM"] == (7, 0)


@pytest.mark.rules("R-044")
def test_sale_drop_stops_at_the_bottom_of_a_column(market):
    at(market, "MEX", (4, 5))
    market.down("MEX")
    assert market.position["MEX"] == (4, 5)
    at(market, "SPM", (3, 5))
    market.down("SPM")
    assert market.position["SPM"] == (4, 5)


@pytest.mark.rules("R-044", "R-053")
def test_newcomer_goes_under_tokens_already_there(market):
    at(market, "CHI", (2, 2))
    at(market, "MEX", (2, 2))
    assert market.stacks[(2, 2)] == ["CHI", "MEX"]
    assert market.order_key("CHI") < market.order_key("MEX")


@pytest.mark.rules("R-081")
def test_operating_order_prefers_price_then_rightmost_then_higher_row(market):
    at(market, "A1", (0, 4))  # 80
    at(market, "B1", (1, 5))  # 80, further right
    at(market, "C1", (1, 6))  # 90
    ordered = sorted(["A1", "B1", "C1"], key=market.order_key)
    assert ordered == ["C1", "B1", "A1"]


@pytest.mark.rules("R-062")
def test_yellow_zone_cells_do_not_count_for_the_limit(market):
    at(market, "UdY", (5, 1))
    assert market.has_type("UdY", "no_cert_limit")
    at(market, "NdM", (4, 1))
    assert not market.has_type("NdM", "no_cert_limit")


@pytest.mark.rules("R-201")
def test_top_right_is_the_end_game_space(market):
    at(market, "CHI", (0, 14))
    assert market.has_type("CHI", "endgame")
