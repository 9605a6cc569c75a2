"""A run the routes step offers is a run `process` accepts, the Pullman
included (R-115, R-175, R-181).

The Pullman belongs to the one train it was put on, not to a train type: with
two trains of a type, the offered run must give the car's extra stops to that
train. The real logs never put the car beside a second train of its type, so
the positions come from random games played through the legal-action
queries; each offered run is processed exactly as offered.
"""

from __future__ import annotations

import pytest

from gamedesk.engine.history import snapshot
from gamedesk.titles.g1822mx import dividends
from tests.titles.mx_helpers import play
from tests.titles.mx_random import first_random_position


def _turn(game):
    return getattr(game.round, "turn", None)


def _pullman_beside_a_twin(game) -> bool:
    """A routes step, the Pullman not yet put on a train, two of its candidates alike."""
    turn = _turn(game)
    if turn is None or turn.step != "routes" or not turn.has_pullman() or turn.pullman_on:
        return False
    names = [t.name for t in dividends.pullman_candidates(game, turn.op)]
    return len(names) > len(set(names))


def _first_game_with_twins(profile: str, seeds):
    """The first position, over the random games of `seeds`, of the Pullman beside
    two trains of a type (which games reach it changes with the legal actions)."""
    for seed in seeds:
        players = 3 if seed == 100021 else 2 + seed // 2 % 4
        try:
            return first_random_position(seed, players, profile, _pullman_beside_a_twin)
        except AssertionError:
            continue
    raise AssertionError(f"no {profile} random game put the Pullman beside two like trains")


@pytest.mark.rules("R-115", "R-175", "R-181")
@pytest.mark.parametrize(("profile", "seeds"), [
    ("rulebook", range(0, 40, 2)),
    ("18xx.games", [100021, *range(1, 40, 2)]),  # 100021 (3 players): reported refused
])
def test_the_offered_run_gives_the_pullman_to_the_train_it_was_put_on(profile, seeds):
    game = _first_game_with_twins(profile, seeds)
    op = _turn(game).op
    names = [t.name for t in dividends.pullman_candidates(game, op)]
    twins = [i for i, name in enumerate(names) if names.count(name) > 1]
    for choice in twins:
        g = snapshot(game)
        play(g, ("choose", op.sym, {"choice": str(choice)}))
        carried = _turn(g).pullman_on
        run = next(a for a in g.legal_actions() if a.type == "run_routes")
        pulled = [r["train"] for r in run["routes"] if r.get("car")]
        assert pulled in ([], [carried.id]), f"the Pullman is on {carried.id}, not {pulled}"
        g.process(run)  # taken exactly as offered
        assert sum(_turn(g).earned.values()) == _turn(g).revenue > 0
