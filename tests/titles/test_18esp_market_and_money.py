"""18ESP's zig-zag market (inventory 1.9, R-044, R-062, R-081 moves; 4.3.12),
loans (R-162, R-064, R-166) and tenders (R-034), on hand-set positions."""

from __future__ import annotations

import pytest

from gamedesk.engine.actions import act
from gamedesk.engine.data import load_title
from gamedesk.engine.errors import IllegalAction
from gamedesk.titles.g18esp import loans, tenders
from gamedesk.titles.g18esp.market import ZigZagMarket
from tests.titles.esp_helpers import finish_auction, new_game

PRICES = [c["price"] for c in load_title("18ESP").game["stock_market"]["rows"][0]]


def market_at(price: int, *, rulebook: bool = True) -> ZigZagMarket:
    market = ZigZagMarket(load_title("18ESP").game["stock_market"], diagonal_ends=rulebook)
    market.place("X", (0, PRICES.index(price)))
    return market


@pytest.mark.rules("R-044")
def test_each_share_sold_moves_one_space_left_stopping_at_50():
    market = market_at(144)
    for _ in range(3):
        market.down("X")
    assert market.price_of("X") == 126  # the rulebook's example: MZA at 144 sells three
    low = market_at(50)
    low.down("X")
    assert low.price_of("X") == 50


def test_a_dividend_moves_a_column_right_and_a_withholding_a_column_left():
    paid, kept = market_at(132), market_at(100)
    paid.right("X")
    kept.left("X")
    assert (paid.price_of("X"), kept.price_of("X")) == (144, 90)  # the rulebook's examples


def test_at_the_ends_the_rulebook_moves_diagonally_and_the_site_stays():
    for rulebook, expected in ((True, (50, 400)), (False, (55, 380))):
        low, high = market_at(55, rulebook=rulebook), market_at(380, rulebook=rulebook)
        low.left("X")
        high.right("X")
        assert (low.price_of("X"), high.price_of("X")) == expected


@pytest.mark.rules("R-162", "R-166")
def test_a_loan_is_owed_with_half_again_rounded_up_and_counts_against_value():
    game = new_game()
    value = game.player_value(game.player("a"))
    loans.borrow(game, "a", 1)
    loans.borrow(game, "a", 25)
    assert loans.debt(game, "a") == 2 + 38
    assert game.player_value(game.player("a")) == value + 26 - 40


@pytest.mark.rules("R-054", "R-064")
def test_a_player_in_debt_buys_nothing_until_the_whole_debt_is_repaid():
    game = finish_auction(new_game(), buyers="dddcbaa")
    pid = game.active_entities()[0]
    loans.borrow(game, pid, 10)
    game.mark_edited()
    with pytest.raises(IllegalAction) as info:
        game.process(act("par", pid, corporation="MS", price=70))
    assert info.value.rule == "R-054"
    cash = game.player(pid).cash
    game.process(act("repay_loan", pid))
    assert game.player(pid).cash == cash - 15 and loans.debt(game, pid) == 0
    game.process(act("par", pid, corporation="MS", price=70))


@pytest.mark.rules("R-064")
def test_a_player_in_debt_with_nothing_to_sell_is_given_his_turn_to_repay():
    # Debt bars every purchase and a player with no shares has nothing to
    # sell, but with the cash to repay he has something to do: the round passes
    # only a player with nothing legal, and once repaid he buys.
    game = finish_auction(new_game(), buyers="dddcbaa")
    first, debtor = _first_and_next(game)
    loans.borrow(game, debtor, 10)
    game.mark_edited()
    game.process(act("pass", first))
    assert game.active_entities() == [debtor]
    assert act("repay_loan", debtor) in game.legal_actions()
    game.process(act("repay_loan", debtor))
    game.process(act("par", debtor, corporation="MS", price=70))


def test_a_player_in_debt_without_the_cash_to_repay_and_nothing_to_sell_is_passed():
    game = finish_auction(new_game(), buyers="dddcbaa")
    first, debtor = _first_and_next(game)
    loans.borrow(game, debtor, 10)
    game.player(debtor).cash = 10  # owes 15
    game.mark_edited()
    game.process(act("pass", first))
    assert game.active_entities() not in ([debtor], [first])


def _first_and_next(game) -> tuple[str, str]:
    """The player to act in the stock round, and the next in seating order."""
    ids = [p.id for p in game.players]
    first = game.active_entities()[0]
    return first, ids[(ids.index(first) + 1) % len(ids)]


@pytest.mark.rules("R-034")
def test_a_tender_costs_80_of_which_20_go_to_p5s_owner():
    game = finish_auction(new_game(), buyers="dddcbaa")  # b owns P5
    corp = game.corporations["MS"]
    corp.cash = 200
    bank, owner = game.bank.cash, game.player("b").cash
    tenders.buy(game, corp)
    assert (corp.cash, game.player("b").cash, game.bank.cash) == (120, owner + 20, bank + 60)
    with pytest.raises(IllegalAction) as info:
        tenders.buy(game, corp)
    assert info.value.rule == "R-036"
