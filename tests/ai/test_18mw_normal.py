"""Normal in 18MW, at positions of its lost games against random players
(tests/ai/positions: the recorded actions up to the position, played by the
session 10 bots). It lost them by laying track across the map where its
company could not run (a lay needs no route to its hex, R-112) and by
starting two companies it could float neither of (R-104)."""

from __future__ import annotations

import random

import pytest

from gamedesk.ai.normal import NOISE, NormalBot, try_action
from gamedesk.ai.position import DEFAULT_WEIGHTS, Position, float_chances
from gamedesk.ai.priors import joins_network, prior
from gamedesk.engine.actions import act
from gamedesk.engine.game import Game
from tests.ai.positions import replayed


def _replayed(name: str, upto: int | None = None) -> tuple[Game, str]:
    """The recorded game's position after `upto` actions, and Normal's seat."""
    game, record = replayed(name, upto)
    return game, f"{record['ids']}{record['levels'].index('normal')}"


def _noiseless(looks: int = 40) -> NormalBot:
    bot = NormalBot(max_evals=looks)
    bot.noise = 0.0  # the choice the score makes, not the noise
    return bot


@pytest.mark.rules("R-112")
def test_normal_lays_track_that_joins_its_company_network():
    # seed 3007, operating round 25.2: NP (home Minneapolis, C11) holds four
    # trains and has run nothing for rounds; the old Normal laid a tile in
    # H16, far from C11, as it had all game
    game, normal = _replayed("18mw_selfplay_3007.json")
    assert game.operating_company() == "NP" and game.current_step() == "track"
    far = act("lay_tile", "NP", hex="H16", tile="5", rotation=3)
    near = act("lay_tile", "NP", hex="B12", tile="23", rotation=3)
    assert game.is_legal(far) and game.is_legal(near)
    assert not joins_network(game, far) and joins_network(game, near)
    assert prior(game, far) < 0 < prior(game, near)
    choice = NormalBot(max_evals=8).choose(game, normal, 3600.0, random.Random(3007))
    assert choice.type == "pass" or (choice.type == "lay_tile" and joins_network(game, choice))


@pytest.mark.rules("R-043", "R-104")
def test_normal_starts_a_company_at_a_par_it_can_float_itself():
    # seed 3012, the first stock round: $550, and four more shares to float a
    # company (60 %, R-104). The old Normal started one at $100 ($200, and
    # $400 more to float it), then another.
    game, normal = _replayed("18mw_selfplay_3012.json", 106)
    assert game.player(normal).cash == 550
    choice = _noiseless().choose(game, normal, 3600.0, random.Random(0))
    assert choice.type == "par"
    assert 6 * choice["price"] <= 550  # the president's share and four more


@pytest.mark.rules("R-043", "R-104")
def test_normal_does_not_start_a_second_company_it_leaves_both_unfloated():
    # the same round, after Normal started CRI&P at $85: $380 floats it; a
    # second start would leave it $210, enough to float neither
    game, normal = _replayed("18mw_selfplay_3012.json", 106)
    game.process(act("par", normal, corporation="CRI&P", price=85))
    while game.deciding_players()[0] != normal:
        game.process(next(a for a in game.legal_actions() if a.type == "pass"))
    assert game.player(normal).cash == 380
    assert float_chances(game, DEFAULT_WEIGHTS.stranded)["CRI&P"] == 1.0

    def worth(action) -> float:
        return Position().score(try_action(game, action), normal) + prior(game, action)

    passing = worth(act("pass", normal))
    for corp, price in (("NP", 85), ("SP", 70)):
        # by more than Normal's noise could make up (the old score: $7 above)
        assert worth(act("par", normal, corporation=corp, price=price)) < passing - 2 * NOISE
    choice = _noiseless().choose(game, normal, 3600.0, random.Random(0))
    assert choice.type != "par"


def test_a_company_its_president_cannot_float_counts_little_of_its_prospect():
    # seed 3012 as the old Normal played it: CRI&P at $100 and NP at $85 with
    # $180 left; neither can float on its president's cash
    game, normal = _replayed("18mw_selfplay_3012.json", 110)
    assert game.player(normal).cash == 180
    chances = float_chances(game, DEFAULT_WEIGHTS.stranded)
    assert chances["CRI&P"] == chances["NP"] == pytest.approx(DEFAULT_WEIGHTS.stranded / 3)
