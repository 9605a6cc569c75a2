"""Actions the rules forbid, of every kind, fired at random positions of every
playable title and both rule profiles: each is refused with IllegalAction
(never another exception, never accepted) and the state is as it was.

The illegal actions are offered ones mutated (tests/property/fuzz.py): wrong
or unknown entities, missing, unknown and ill-typed fields, negative,
fractional and out-of-range numbers, certificates named twice or not at all,
unknown trains and variants, broken routes, actions of another step, unknown
action types. The default run takes about 15 s; `GD_FUZZ_GAMES=N` plays N
seeded games per title and profile instead of one.
"""

from __future__ import annotations

import os
import random

import pytest

from tests.property.fuzz import PLAYABLE, fire, illegal_actions, positions

GAMES = int(os.environ.get("GD_FUZZ_GAMES", "1"))
POSITIONS = 4  # positions per game
SHOTS = 25  # illegal actions per position


def _cases() -> list[tuple[str, int]]:
    return [(title, seed) for title in PLAYABLE for seed in range(2000, 2000 + 2 * GAMES)]


# it plays 1822MX too, but the id is 18MEX's (a company's assets move only as the
# rules allow); 1822MX's R-006 is a setup rule
@pytest.mark.rules("R-006", title="18MEX")
@pytest.mark.parametrize(("title", "seed"), _cases(), ids=[f"{t}-{s}" for t, s in _cases()])
def test_illegal_actions_are_refused_and_change_nothing(title, seed):
    rng = random.Random(seed)
    found, fired = [], 0
    for game in positions(title, seed, POSITIONS):
        for what, action in illegal_actions(game, rng, SHOTS):
            fired += 1
            problem = fire(game, what, action)
            if problem:
                found.append(f"{game.profile} {game.round_label()}: {problem}")
    assert fired > 0
    assert not found, f"{len(found)} of {fired}:\n" + "\n".join(found)
