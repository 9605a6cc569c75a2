"""18MW certificates, presidency and market placement on the engine's rules,
under 18MW's numbers (R-011 … R-029, R-042, R-044, R-048, R-105, R-107 … R-109)."""

from __future__ import annotations

import pytest

from gamedesk.engine.entities import POOL
from tests.titles.common import play
from tests.titles.mw_helpers import new_game, refused, sell_all_privates, stock_position

CNW = "C&NW"


@pytest.mark.rules("R-011")
def test_no_sale_may_leave_more_than_half_of_a_company_in_the_pool():
    game = stock_position({"a": ["C&NW_0", "C&NW_1"], "b": ["C&NW_2", "C&NW_3", "C&NW_4"]},
                          first="b")
    for sid in ("C&NW_5", "C&NW_6", "C&NW_7", "C&NW_8"):
        game.share_by_id(sid).owner = POOL
    game.mark_edited()
    assert refused(game, "sell_shares", "b", shares=["C&NW_2", "C&NW_3"]).rule == "R-011"
    play(game, ("sell_shares", "b", {"shares": ["C&NW_2"]}))  # exactly 50%


@pytest.mark.rules("R-012", "R-016")
def test_the_president_cannot_sell_below_twenty_unless_someone_takes_over():
    game = stock_position({"a": ["C&NW_0", "C&NW_1"], "b": ["C&NW_2"]})
    assert refused(game, "sell_shares", "a", shares=["C&NW_0"]).rule == "R-016"
    assert game.share_by_id("C&NW_0").owner == "a"


@pytest.mark.rules("R-013", "R-016")
def test_a_sale_that_leaves_another_player_ahead_hands_over_the_presidency():
    game = stock_position({"a": ["C&NW_0", "C&NW_1"], "b": ["C&NW_2", "C&NW_3"]})
    play(game, ("sell_shares", "a", {"shares": ["C&NW_0"]}))
    corp = game.corporations[CNW]
    assert corp.president == "b" and game.share_by_id("C&NW_0").owner == "b"
    assert corp.percent_of("a") == 10 and corp.percent_of(POOL) == 20


@pytest.mark.rules("R-014")
def test_a_tie_with_the_president_keeps_him():
    game = stock_position({"a": ["C&NW_0"], "b": ["C&NW_1"]}, first="b")
    play(game, ("buy_shares", "b", {"shares": ["C&NW_2"]}))
    assert game.corporations[CNW].president == "a"


@pytest.mark.rules("R-015")
def test_tied_challengers_the_first_after_the_president_clockwise_takes_over():
    game = stock_position({"b": ["C&NW_0"], "c": ["C&NW_1", "C&NW_2", "C&NW_3"],
                           "d": ["C&NW_4", "C&NW_5", "C&NW_6"]}, first="b")
    game.check_presidency(game.corporations[CNW])
    assert game.corporations[CNW].president == "c"


@pytest.mark.rules("R-018", "R-027")
def test_a_new_company_goes_under_the_tokens_already_on_its_par_cell():
    game = stock_position({"a": ["C&NW_0"]}, par=90)
    game.par_corporation("b", "NP", 90)
    cell = game.market.position[CNW]
    assert game.market.position["NP"] == cell and game.market.stacks[cell] == [CNW, "NP"]


@pytest.mark.rules("R-021")
def test_a_drop_from_the_lowest_cell_of_a_column_stays_put():
    game = stock_position({"a": ["C&NW_0"]})
    grid = game.market.grid
    col = len(grid[-1]) - 1
    bottom = max(r for r in range(len(grid)) if col < len(grid[r]) and grid[r][col])
    game.market._move_to(CNW, (bottom, col))
    game.market.down(CNW)
    assert game.market.position[CNW] == (bottom, col)


@pytest.mark.rules("R-025", "R-026")
def test_a_move_right_from_the_end_of_a_row_goes_up_a_row():
    game = stock_position({"a": ["C&NW_0"]})
    last = len(game.market.grid[1]) - 1
    game.market._move_to(CNW, (1, last))
    game.market.right(CNW)
    assert game.market.position[CNW] == (0, last)
    game.market.right(CNW)  # the top right cell: nowhere further
    assert game.market.position[CNW] == (0, last)


@pytest.mark.rules("R-029")
def test_par_cells_are_white_neither_blue_nor_coloured():
    game = new_game()
    for cell in game.data.game["stock_market"]["par_cells"]:
        space = game.market.space((cell["row"], cell["column"]))
        assert space.types == ("par",)


@pytest.mark.rules("R-042", "R-044")
def test_the_first_certificate_is_the_presidents_and_ordinary_ones_cost_par():
    game = sell_all_privates(new_game())
    pid = game.active_entities()[0]
    assert refused(game, "buy_shares", pid, shares=["C&NW_1"]).rule == "R-042"
    play(game, ("par", pid, {"corporation": CNW, "price": 85}))
    other = game.active_entities()[0]
    cash = game.player(other).cash
    play(game, ("buy_shares", other, {"shares": ["C&NW_1"]}))
    assert game.player(other).cash == cash - 85


@pytest.mark.rules("R-048")
def test_shares_of_a_started_company_that_has_not_floated_may_be_sold():
    game = stock_position({"a": ["C&NW_0"], "b": ["C&NW_1", "C&NW_2"]}, first="b")
    assert not game.corporations[CNW].floated
    play(game, ("sell_shares", "b", {"shares": ["C&NW_1"]}))
    assert game.share_by_id("C&NW_1").owner == POOL


@pytest.mark.rules("R-105")
@pytest.mark.parametrize("par,tokens", [(70, 2), (80, 2), (85, 3), (90, 3), (100, 4)])
def test_the_par_sets_the_number_of_stations(par, tokens):
    game = stock_position({"a": ["C&NW_0"]}, par=par)
    assert game.corporations[CNW].tokens_left() == tokens


@pytest.mark.rules("R-107", "R-108")
def test_companies_operate_highest_price_first_in_an_order_fixed_at_the_start():
    game = stock_position({"a": ["C&NW_0", "C&NW_1", "C&NW_2"], "b": ["C&NW_3", "C&NW_4"],
                           "c": ["C&NW_5"]}, par=80)
    game.par_corporation("b", "NP", 90)
    for sid in ("NP_1", "NP_2", "NP_3", "NP_4"):
        game.share_by_id(sid).owner = "c"
    game.check_float(game.corporations["NP"])
    game.start_operating_round(1)
    assert game.or_order == ["NP", CNW]
    game.market.up(CNW)
    game.market.up(CNW)
    assert game.operating_order_rule(game) == ["NP", CNW]  # fixed for the round


@pytest.mark.rules("R-109")
def test_the_number_of_operating_rounds_is_fixed_when_the_set_starts():
    game = stock_position({"a": ["C&NW_0"]})
    game.phases.index = [p.name for p in game.phases.all].index("3")
    game.after_stock_round(game.round)
    assert game.or_count == 2
    game.phases.index = [p.name for p in game.phases.all].index("5")
    assert game.or_count == 2
