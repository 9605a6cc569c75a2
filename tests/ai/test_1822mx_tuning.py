"""1822MX's tuning of its players (titles/g1822mx/bots.py): Hard leaves out
`topup`, which it counts in the other titles."""

from __future__ import annotations

import dataclasses

import pytest

from gamedesk.ai.hard import HARD_WEIGHTS, HardBot
from gamedesk.ai.position import Position
from gamedesk.ai.tuning import tuning_of
from gamedesk.titles.g1822mx import bots
from tests.ai.positions import replayed


def test_hard_in_1822mx_does_not_count_a_train_its_presidents_cash_covers():
    """Seed 50000 at the FCP's turn in Operating Round 8.2: the FCP's trains
    rust within the next trains and its cash will not replace them; its
    president, seat s2, has $515, enough to pay. Hard elsewhere counts $200 of
    that shortfall against him; Hard in 1822MX counts none of it."""
    game, _ = replayed("1822mx_selfplay_50000.json", 400)
    assert game.operating_company() == "FCP" and tuning_of(game) is bots.TUNING
    assert HARD_WEIGHTS.topup == 1.0
    without = Position(dataclasses.replace(HARD_WEIGHTS, topup=0.0)).worths(game, "FCP")["s2"]
    counted = Position(HARD_WEIGHTS).worths(game, "FCP")["s2"]
    assert without - counted == pytest.approx(200, abs=1)
    own = Position(HardBot().weights_in(game)).worths(game, "FCP")["s2"]
    assert own == pytest.approx(without)
