"""`Game.operating_rounds_left`: once a title's end is fixed, the operating
rounds its rules still play (the bots' score counts a company's earnings over
them, and Hard's last-round weights start when one is left). Each title's count:
here (18MEX) and in tests/titles/test_<title>_rounds_left.py."""

from __future__ import annotations

import random

import pytest

from gamedesk.ai.random_bot import choose
from gamedesk.engine.game import Game
from gamedesk.titles import new_game

PLAYERS = [("a", "A"), ("b", "B"), ("c", "C")]


def reach(title: str, kind: str, seed: int = 3) -> Game:
    """The first position of a seeded random game in a round of `kind`, past the first OR."""
    game = new_game(title, PLAYERS, seed=seed)
    game.route_search_work = 200
    rng = random.Random(seed)
    seen_or = False
    while not game.finished:
        seen_or = seen_or or game.round_kind() == "operating"
        if seen_or and game.round_kind() == kind:
            return game
        game.process(choose(game, rng))
    raise AssertionError(f"no {kind} round reached")


def broken(game: Game, **fields) -> Game:
    game = game.copy()
    game.bank.broken = True
    for name, value in fields.items():
        setattr(game, name, value)
    game.mark_edited()
    return game


@pytest.mark.parametrize("title", ["18MEX", "1822MX", "18ESP", "18MW"])
def test_no_count_while_the_end_is_open(title):
    assert reach(title, "operating").operating_rounds_left() is None
    assert reach(title, "stock").operating_rounds_left() is None


@pytest.mark.rules("R-199", "R-200")
def test_18mex_ends_with_the_operating_round_under_way_or_the_next():
    assert broken(reach("18MEX", "operating")).operating_rounds_left() == 1
    assert broken(reach("18MEX", "stock")).operating_rounds_left() == 1
