"""The Info page (bank, trains, phases, tiles) shows for every playable title,
at the start and after the first rounds of a game."""

from __future__ import annotations

import random

import pytest

from gamedesk.ai.random_bot import choose
from gamedesk.engine import overview
from gamedesk.titles import new_game, playable_titles
from gamedesk.ui.info_view import info_html


@pytest.mark.parametrize("title", playable_titles())
def test_the_info_page_shows_at_the_start_and_after_the_first_rounds(title):
    game = new_game(title, [("a", "A"), ("b", "B"), ("c", "C")], seed=3)
    game.route_search_work = 200
    rng = random.Random(3)
    for _ in range(2):
        html = info_html(game)
        assert game.money(game.bank.cash) in html or "no limit" in html
        for _ in range(150):
            if not game.finished:
                game.process(choose(game, rng))


@pytest.mark.rules("R-002", title="18ESP")
def test_18esps_bank_shows_that_it_has_no_limit():
    # 18ESP R-002: its cash counts down from zero (what it has paid out), no share
    # of a start
    game = new_game("18ESP", [("a", "A"), ("b", "B"), ("c", "C")], seed=3)
    assert overview.bank_status(game) == (game.bank.cash, None)
    assert "The bank has no limit." in info_html(game)
