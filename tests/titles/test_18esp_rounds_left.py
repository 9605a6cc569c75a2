"""18ESP's end (R-182, R-183): the operating rounds still played after the second 8-train."""

from __future__ import annotations

import pytest

from tests.engine.test_operating_rounds_left import reach


@pytest.mark.rules("R-182", "R-183")
def test_18esp_counts_the_cut_round_and_the_last_set_of_three():
    game = reach("18ESP", "operating")
    cut = game.copy()
    cut.end_stage = "cut"
    assert cut.operating_rounds_left() == 1 + 3
    stock = reach("18ESP", "stock").copy()
    stock.end_stage = "cut"
    assert stock.operating_rounds_left() == 3
    last = game.copy()
    last.end_stage = "last_set"
    assert last.round.number == 1
    assert last.operating_rounds_left() == 3
