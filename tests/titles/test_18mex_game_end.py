"""18MEX end of the game by bank break (R-199, R-200, R-203, R-204) and by the
end-of-round rise to $200 (R-078)."""

from __future__ import annotations

import pytest

from gamedesk.engine.entities import IPO
from tests.titles.mex_helpers import (
    chi_with_a_train,
    ipo_share,
    new_mex,
    pass_until,
    play,
    second_stock_round,
    to_operating,
    to_stock,
    turn_of,
)
from tests.titles.mex_positions import to_phase


def bank_down_to(game, amount: int) -> None:
    """The bank's cash beyond `amount` went to Ann in earlier rounds."""
    game.pay(game.bank, game.player("p1"), game.bank.cash - amount)


@pytest.mark.rules("R-199")
def test_a_bank_break_in_an_operating_round_ends_the_game_after_that_round():
    game = chi_with_a_train()
    to_phase(game, "3")  # two operating rounds in this set
    to_operating(game)
    assert game.or_count == 2
    turn_of(game, "CHI")
    total = game.total_cash()
    bank_down_to(game, 10)
    assert not game.bank.broken
    turn_of(game, "MC")  # CHI pays out 50 from a bank of 10
    assert game.bank.broken and game.bank.cash < 0  # paid on from improvised money
    assert not game.finished and game.round.kind == "operating"
    assert game.total_cash() == total
    to_stock(game)
    assert game.finished and game.end_reason == "bank"
    assert game.round.kind == "operating" and game.round.number == 1  # OR 2 never played


@pytest.mark.rules("R-200", "R-203", "R-204")
def test_a_bank_break_in_a_stock_round_gives_one_more_operating_round():
    game = second_stock_round()
    to_phase(game, "3")
    pass_until(game, "p2")
    mc = game.corporations["MC"]
    bank_down_to(game, game.share_price(mc))
    play(game, ("sell_shares", "p2", {"shares": [game.corporations["MC"].shares_of("p2")[-1].id]}))
    assert game.bank.broken and game.bank.cash == 0  # reaching $0 breaks it
    # The stock round goes on: the next player may still act.
    assert not game.finished and game.round.kind == "stock"
    pass_until(game, "p1")
    play(game, ("buy_shares", "p1", {"shares": [ipo_share(game, "CHI").id]}))
    to_operating(game)
    assert game.or_count == 1  # one operating round, not the phase's two
    to_stock(game)
    assert game.finished and game.end_reason == "bank"


@pytest.mark.rules("R-078", "R-201", "R-079")
def test_the_sold_out_rise_to_200_at_the_end_of_a_stock_round_gives_one_more_round():
    game = second_stock_round()
    to_phase(game, "3")  # a set of two operating rounds, but for the end trigger
    mc = game.corporations["MC"]
    # Every MC certificate went to players earlier and MC climbed to $180.
    for share in [s for s in mc.shares if s.owner == IPO and not s.reserved]:
        game.pay(game.player("p1"), game.bank, mc.par)
        share.owner = "p1"
    game.market.remove("MC")
    game.market.place("MC", (1, 14))
    assert game.share_price(mc) == 180 and not game.end_pending
    to_operating(game)  # everybody passes: the round ends and sold-out MC rises
    assert game.share_price(mc) == 200
    assert game.end_pending == "stock_market"
    assert game.or_count == 1  # one operating round, not the phase's two
    assert not game.finished and game.round.number == 1
    to_stock(game)
    assert game.finished and game.end_reason == "stock_market"
    assert game.round.kind == "operating" and game.round.number == 1


@pytest.mark.rules("R-206")
def test_tied_players_share_their_rank():
    game = new_mex(3)
    assert [rank for rank, _ in game.standings()] == [1, 1, 1]  # equal start
    game.pay(game.bank, game.player("p2"), 10)
    standings = [(rank, p.id) for rank, p in game.standings()]
    assert standings[0] == (1, "p2")
    assert sorted(standings[1:]) == [(2, "p1"), (2, "p3")]
