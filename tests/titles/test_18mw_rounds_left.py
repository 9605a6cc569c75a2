"""18MW's end (R-204): the operating rounds still played once the bank has broken."""

from __future__ import annotations

import pytest

from tests.engine.test_operating_rounds_left import broken, reach


@pytest.mark.rules("R-204")
def test_18mw_plays_out_the_set_under_way_or_the_next_whole_set():
    game = reach("18MW", "operating")
    assert game.round.number == 1
    assert broken(game, or_count=2).operating_rounds_left() == 2
    stock = reach("18MW", "stock")
    assert broken(stock).operating_rounds_left() == stock.phase.operating_rounds
