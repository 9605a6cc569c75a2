"""18MW's connection bonuses on its own map and data: Chicago–San Francisco and
New Orleans–Southwest, half to the route value and half to the treasury, paid
once in the game (R-196, R-199, R-202). Valued by the title's run rules as the
route finder and the run both see them."""

from __future__ import annotations

import pytest

from gamedesk.titles.g18mw import run_rules
from tests.titles.mw_helpers import new_game

CHICAGO, SAN_FRANCISCO = ("H22", 0), ("I1", 0)
NEW_ORLEANS, SOUTHWEST = ("Q17", 0), ("Q7", 0)


def value(game, nodes):
    board = game.board
    rules = board.run_rules
    spec = board.train_spec("D")
    revenue, bonus, _ = rules.run_value(board, "C&NW", spec, nodes, game.colors())
    return revenue, bonus, rules.side_income(board, "C&NW", spec, nodes, game.colors())


@pytest.mark.rules("R-196")
def test_chicago_to_san_francisco_adds_250_to_the_run_and_250_to_the_treasury():
    game = new_game()
    plain = sum(game.board.revenue_of(h, i, game.colors()) for h, i in (CHICAGO, SAN_FRANCISCO))
    assert value(game, [CHICAGO, SAN_FRANCISCO]) == (plain + 250, 250, 250)


@pytest.mark.rules("R-199")
def test_new_orleans_to_the_southwest_adds_200_and_200():
    game = new_game()
    assert value(game, [NEW_ORLEANS, SOUTHWEST])[1:] == (200, 200)


@pytest.mark.rules("R-202")
def test_a_connection_bonus_is_paid_once_in_the_game():
    game = new_game()
    setattr(game.board, run_rules.SPENT, frozenset({"chicago_san_francisco"}))
    assert value(game, [CHICAGO, SAN_FRANCISCO])[1:] == (0, 0)
    assert value(game, [NEW_ORLEANS, SOUTHWEST])[1:] == (200, 200)
    copy = game.copy()
    assert run_rules.spent(copy.board) == {"chicago_san_francisco"}
