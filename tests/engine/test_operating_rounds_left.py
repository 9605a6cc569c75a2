"""`Game.operating_rounds_left`: once a title's end is fixed, the operating
rounds its rules still play (the bots' score counts a company's earnings over
them, and Hard's last-round weights start when one is left)."""

from __future__ import annotations

import random

import pytest

from gamedesk.ai.random_bot import choose
from gamedesk.engine.game import Game
from gamedesk.titles import new_game

PLAYERS = [("a", "A"), ("b", "B"), ("c", "C")]


def _reach(title: str, kind: str, seed: int = 3) -> Game:
    """The first position of a seeded random game in a round of `kind`, past the first OR."""
    game = new_game(title, PLAYERS, seed=seed)
    game.route_search_work = 200
    rng = random.Random(seed)
    seen_or = False
    while not game.finished:
        seen_or = seen_or or game.in_operating_round()
        if seen_or and game.round_kind() == kind:
            return game
        game.process(choose(game, rng))
    raise AssertionError(f"no {kind} round reached")


def _broken(game: Game, **fields) -> Game:
    game = game.copy()
    game.bank.broken = True
    for name, value in fields.items():
        setattr(game, name, value)
    game.mark_edited()
    return game


@pytest.mark.parametrize("title", ["18MEX", "1822MX", "18ESP", "18MW"])
def test_no_count_while_the_end_is_open(title):
    assert _reach(title, "operating").operating_rounds_left() is None
    assert _reach(title, "stock").operating_rounds_left() is None


@pytest.mark.rules("R-199", "R-200")
def test_18mex_ends_with_the_operating_round_under_way_or_the_next():
    assert _broken(_reach("18MEX", "operating")).operating_rounds_left() == 1
    assert _broken(_reach("18MEX", "stock")).operating_rounds_left() == 1


@pytest.mark.rules("R-303", "R-304", "R-301")
def test_1822mx_plays_out_the_set_only_when_the_bank_breaks_in_an_operating_round():
    game = _reach("1822MX", "operating")
    assert game.round.number == 1
    assert _broken(game, or_count=3).operating_rounds_left() == 3
    assert _broken(game, or_count=3, end_pending="bank", end_after_set=False
                   ).operating_rounds_left() == 1  # broke in the stock round before: R-303
    priced = game.copy()
    priced.end_pending = "stock_market"  # the end of this operating round
    priced.mark_edited()
    assert priced.operating_rounds_left() == 1
    assert _broken(_reach("1822MX", "stock")).operating_rounds_left() == 1


@pytest.mark.rules("R-204")
def test_18mw_plays_out_the_set_under_way_or_the_next_whole_set():
    game = _reach("18MW", "operating")
    assert game.round.number == 1
    assert _broken(game, or_count=2).operating_rounds_left() == 2
    stock = _reach("18MW", "stock")
    assert _broken(stock).operating_rounds_left() == stock.phase.operating_rounds


@pytest.mark.rules("R-182", "R-183")
def test_18esp_counts_the_cut_round_and_the_last_set_of_three():
    game = _reach("18ESP", "operating")
    cut = game.copy()
    cut.end_stage = "cut"
    assert cut.operating_rounds_left() == 1 + 3
    stock = _reach("18ESP", "stock").copy()
    stock.end_stage = "cut"
    assert stock.operating_rounds_left() == 3
    last = game.copy()
    last.end_stage = "last_set"
    assert last.round.number == 1
    assert last.operating_rounds_left() == 3
