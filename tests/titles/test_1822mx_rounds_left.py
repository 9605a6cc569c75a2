"""1822MX's end (R-301..R-304): the operating rounds still played once it is fixed."""

from __future__ import annotations

import pytest

from tests.engine.test_operating_rounds_left import broken, reach


@pytest.mark.rules("R-303", "R-304", "R-301")
def test_1822mx_plays_out_the_set_only_when_the_bank_breaks_in_an_operating_round():
    game = reach("1822MX", "operating")
    assert game.round.number == 1
    assert broken(game, or_count=3).operating_rounds_left() == 3
    assert broken(game, or_count=3, end_pending="bank", end_after_set=False
                   ).operating_rounds_left() == 1  # broke in the stock round before: R-303
    priced = game.copy()
    priced.end_pending = "stock_market"  # the end of this operating round
    priced.mark_edited()
    assert priced.operating_rounds_left() == 1
    assert broken(reach("1822MX", "stock")).operating_rounds_left() == 1
