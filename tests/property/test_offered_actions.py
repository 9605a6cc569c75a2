"""Every action the legal-action queries offer is accepted (legal actions and
`process` agree), at random positions of every playable title and both rule
profiles. Each offered action is processed on a copy of the position.

The default run samples a few positions (about 15 s); `GD_OFFERED_GAMES=N`
plays N seeded games per title and profile instead of one.
"""

from __future__ import annotations

import os
import random

import pytest

from tests.property.fuzz import PLAYABLE, positions, refused_offers

GAMES = int(os.environ.get("GD_OFFERED_GAMES", "1"))
POSITIONS = 4  # positions per game
OFFERS = 25  # offered actions tried per position (sampled when there are more)


def _cases() -> list[tuple[str, int]]:
    return [(title, seed) for title in PLAYABLE for seed in range(1000, 1000 + 2 * GAMES)]


# it plays 1822MX too, but the id is 18MEX's (a company's assets move only as the
# rules allow); 1822MX's R-006 is a setup rule
@pytest.mark.rules("R-006", title="18MEX")
@pytest.mark.parametrize(("title", "seed"), _cases(), ids=[f"{t}-{s}" for t, s in _cases()])
def test_every_offered_action_is_accepted(title, seed):
    rng = random.Random(seed)
    refused = []
    for game in positions(title, seed, POSITIONS):
        where = f"{game.profile} {game.round_label()} after {len(game.actions)} actions"
        refused += [f"{where}: {a.to_dict()} refused: {why}"
                    for a, why in refused_offers(game, OFFERS, rng)]
    assert not refused, "\n".join(refused)
