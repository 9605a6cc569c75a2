"""A company merged away in its own turn (18MEX's NdM merger, R-191, R-192): the
public API no longer names it as operating, and every level plays on from the
discard its merger left to NdM."""

from __future__ import annotations

import random

import pytest

from gamedesk.ai.hint import hint
from gamedesk.ai.interface import make_bot
from tests.titles.mex_helpers import play
from tests.titles.test_18mex_phase5_merger import chi_volunteers


def _chi_merged_with_a_discard_due():
    game = chi_volunteers(ndm_trains=("4", "4"))  # CHI's train makes NdM's fourth
    return play(game, ("merge", "CHI", {"corporation": "CHI"}))


@pytest.mark.rules("R-191", "R-192")
def test_a_company_merged_away_in_its_turn_is_no_longer_the_operating_company():
    game = _chi_merged_with_a_discard_due()
    assert game.corporations["CHI"].removed
    assert game.active_entities() == ["NdM"] and game.current_step() == "discard_trains"
    assert game.operating_company() is None


@pytest.mark.rules("R-191")
@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_each_level_discards_for_ndm_after_the_merger_and_plays_on(level):
    game = _chi_merged_with_a_discard_due()
    bot, rng = make_bot(level, max_evals=3), random.Random(1)
    action = bot.choose(game, game.deciding_players()[0], 0.0, rng)
    assert action.type == "discard_train" and action.entity == "NdM"
    game.process(action)
    for _ in range(5):  # the next company's turn begins and is played
        game.process(bot.choose(game, game.deciding_players()[0], 0.0, rng))
    assert game.operating_company() not in (None, "CHI")


def test_a_hint_after_the_merger_offers_ndm_discards():
    game = _chi_merged_with_a_discard_due()
    suggestions = hint(game, game.deciding_players()[0], 0.0, random.Random(1))
    assert suggestions and all(s.action.type == "discard_train" for s in suggestions)
