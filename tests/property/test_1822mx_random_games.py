"""Seeded random games of 1822MX played through the legal-action queries.

Both rule profiles, 2 to 5 players (two is the 2-player variant). After every
action the money and the certificates add up; now and then an action the rules
forbid is tried, and it must be refused with the state unchanged.
"""

from __future__ import annotations

import os
import random

import pytest

from gamedesk.engine.actions import Action
from gamedesk.engine.entities import IPO, POOL, REMOVED
from gamedesk.titles import new_game
from tests.property.invariants import play_checked

# 16 games in the suite (every player count in both profiles, twice), 4 to
# 11 s each: they were the suite's largest part at 60, 12 % of it at 32 and
# 11 % at 24; `GD_MX_RANDOM_GAMES=200` (or more) runs the longer set, benchmarks/soak.py
# thousands.
GAMES = int(os.environ.get("GD_MX_RANDOM_GAMES", "16"))
MAX_ACTIONS = 5000
NDEM = "NDEM"


def _cases() -> list[tuple[int, str, int]]:
    return [(seed, ("rulebook", "18xx.games")[seed % 2], 2 + seed // 2 % 4)
            for seed in range(GAMES)]


def check_invariants(game) -> None:
    # rulebook loans are money from outside the bank
    total = game.data.game["bank"]["cash"] + game.money_lent
    assert game.total_cash() == total, f"cash is {game.total_cash()}, not {total}"
    for player in game.players:
        assert player.cash >= 0, f"{player.name} has {player.cash}"
    for corp in game.corporations.values():
        if corp.sym != NDEM:
            assert corp.cash >= 0, f"{corp.sym} has {corp.cash}"
            assert sum(s.percent for s in corp.shares) == 100, f"{corp.sym} shares"
        places = {p.id for p in game.players} | {IPO, POOL, REMOVED}
        assert all(s.owner in places for s in corp.shares), f"{corp.sym} share owners"
        if corp.sym != NDEM and not corp.removed:
            assert corp.percent_of(POOL) <= 50, f"{corp.sym}: the pool holds over 50%"
        if corp.kind == "major" and corp.president is not None:
            check_director(game, corp)


def check_director(game, corp) -> None:
    """R-033, R-047 (§4.3.9): the director holds the certificate and as much as
    anyone, whatever bought, sold or exchanged the shares."""
    assert corp.president_share().owner == corp.president, f"{corp.sym}: certificate"
    most = max(corp.percent_of(p.id) for p in game.players)
    assert corp.percent_of(corp.president) == most, f"{corp.sym}: a player holds more"


def _illegal_variant(game, rng: random.Random) -> Action:
    """Something the rules forbid now: the wrong player, or a bad amount."""
    base = rng.choice(game.legal_actions())
    idle = [p.id for p in game.players if p.id not in game.active_entities()]
    if idle and rng.random() < 0.5 and game.is_player(base.entity):
        return Action(base.type, rng.choice(idle), dict(base.args))
    if "price" in base.args:  # more than anyone has
        return Action(base.type, base.entity, {**base.args, "price": base["price"] + 100_000})
    return Action("lay_tile", base.entity, {"hex": "ZZ99", "tile": "57", "rotation": 0})


@pytest.mark.rules("R-001")
@pytest.mark.parametrize(("seed", "profile", "players"), _cases(),
                         ids=[f"{s}-{p}-{n}p" for s, p, n in _cases()])
def test_random_game_plays_to_the_end_keeping_invariants(seed, profile, players):
    rng = random.Random(seed)
    game = new_game("1822MX", [(f"p{i}", f"Player {i}") for i in range(players)],
                    profile=profile, seed=seed)
    game.route_search_work = 200  # legal routes, quickly; the finder has its own tests
    play_checked(game, rng, check=check_invariants, illegal=_illegal_variant,
                 max_actions=MAX_ACTIONS)
    assert game.finished, f"not finished after {MAX_ACTIONS} actions ({game.round_label()})"
    assert game.end_reason in ("bank", "stock_market", "nothing_sold")
