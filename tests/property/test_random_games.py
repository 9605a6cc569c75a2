"""Seeded random games of 18MEX played to the end through the legal-action queries.

Both rule profiles, 3 to 5 players. After every action the invariants hold;
now and then an action the rules forbid is tried, and it must be refused
with the state unchanged.
"""

from __future__ import annotations

import os
import random

import pytest

from gamedesk.engine.actions import Action
from gamedesk.titles import new_game
from tests.property.invariants import check_invariants, play_checked

# 24 games in the suite (each player count in both profiles, four times), to keep
# it under ten minutes on two cores (60 were 8 % of it, 36 were 5 %);
# `GD_RANDOM_GAMES=200` (or more) runs a longer set, benchmarks/soak.py thousands.
GAMES = int(os.environ.get("GD_RANDOM_GAMES", "24"))
MAX_ACTIONS = 6000


def _cases() -> list[tuple[int, str, int]]:
    return [(seed, ("rulebook", "18xx.games")[seed % 2], 3 + seed % 3) for seed in range(GAMES)]


def _illegal_variant(game, rng: random.Random) -> Action:
    """Something the rules forbid now: the wrong player, or a bad amount."""
    legal = game.legal_actions()
    base = rng.choice(legal)
    idle = [p.id for p in game.players if p.id not in game.active_entities()]
    if idle and rng.random() < 0.5:
        return Action(base.type, rng.choice(idle), dict(base.args))
    args = dict(base.args)
    for key in ("price", "rotation"):
        if key in args:
            args[key] = -7 if key == "price" else 9
            return Action(base.type, base.entity, args)
    return Action("dividend", base.entity, {"kind": "half"}) if base.type != "dividend" else \
        Action("lay_tile", base.entity, {"hex": "ZZ99", "tile": "57", "rotation": 0})


@pytest.mark.rules("R-006")
@pytest.mark.parametrize(("seed", "profile", "players"), _cases(),
                         ids=[f"{s}-{p}-{n}p" for s, p, n in _cases()])
def test_random_game_plays_to_the_end_keeping_invariants(seed, profile, players):
    rng = random.Random(seed)
    game = new_game("18MEX", [(f"p{i}", f"Player {i}") for i in range(players)],
                    profile=profile, seed=seed)
    # The bots need legal routes, not proven best ones (the finder has its own
    # tests); a small work budget keeps huge random networks quick, the same on
    # every machine. 2,000 (the bots' estimates use 1,500) took 30 % less time
    # than 20,000 over six of these games.
    game.route_search_work = 2_000
    play_checked(game, rng, check=check_invariants, illegal=_illegal_variant,
                 max_actions=MAX_ACTIONS)
    assert game.finished, f"not finished after {MAX_ACTIONS} actions ({game.round_label()})"
    assert game.end_reason in ("bank", "stock_market", "bankrupt")
