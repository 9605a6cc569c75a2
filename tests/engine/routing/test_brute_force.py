"""The finder against an exhaustive reference on small random positions."""

from __future__ import annotations

import random

import pytest

from gamedesk.engine.routing import find_best_routes
from tests.engine.routing.helpers import brute_force_revenue, random_position

TRAIN_SETS = (("2",), ("3",), ("4D",), ("2", "3"), ("3", "3"), ("2", "4D"), ("4", "2"))


@pytest.mark.parametrize("seed", range(40))
def test_equals_brute_force(seed: int) -> None:
    board, company, colors = random_position(seed)
    names = random.Random(seed).choice(TRAIN_SETS)
    trains = [board.train_spec(n) for n in names]
    result = find_best_routes(board, company, trains, colors, time_budget_s=None)
    assert result.optimal
    assert result.revenue == brute_force_revenue(board, company, trains, colors)
