"""The engine's standard steps, run by 18MW, cite 18MW's rule numbers when the
game says why it waits and what passing means (Game.step_rule_ids)."""

from __future__ import annotations

import random
import re

from gamedesk.ai.random_bot import choose
from gamedesk.titles.g18mw.rule_ids import SHARED_OPERATING_IDS
from tests.titles.mw_helpers import new_game

# 18MEX numbers the standard steps cite that mean something else in 18MW
FOREIGN = set(SHARED_OPERATING_IDS) - set(SHARED_OPERATING_IDS.values())
CITED = re.compile(r"\((R-\d+)\)$")


def test_why_and_pass_cite_18mw_numbers_in_operating_turns():
    game = new_game()
    rng = random.Random(5)
    seen = 0
    for _ in range(600):
        if game.finished:
            break
        if game.round_kind() == "operating":
            for said in (game.waiting_reason(), game.pass_meaning() or ""):
                found = CITED.search(said)
                if found:
                    seen += 1
                    assert found.group(1) not in FOREIGN, said
        game.process(choose(game, rng))
    assert seen > 50  # the turns were looked at
