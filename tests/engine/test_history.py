"""Undo, redo and jumps through a game give the same states as replaying from the start."""

from __future__ import annotations

import random

import pytest

from gamedesk.engine.history import CHECKPOINT_EVERY, History
from gamedesk.io.replay import open_record, replay
from gamedesk.titles import new_game
from tests.conftest import XX_FIXTURES
from tests.property.invariants import fingerprint

LOG = XX_FIXTURES / "18MEX" / "80226.json"


def _state(game) -> dict:
    return fingerprint(game)


@pytest.fixture(scope="module")
def logged():
    game = replay(open_record(LOG))
    factory = lambda: new_game(  # noqa: E731
        "18MEX", [(p.id, p.name) for p in game.seating], profile="18xx.games"
    )
    return factory, list(game.actions)


def test_jumping_through_checkpoints_equals_replaying_from_the_start(logged):
    factory, actions = logged
    history = History(factory, actions)
    assert len(history.checkpoints) > len(actions) // CHECKPOINT_EVERY - 1
    for n in random.Random(7).sample(range(len(actions) + 1), 12):
        fresh = factory()
        for action in actions[:n]:
            fresh.process(action)
        assert _state(history.state_at(n)) == _state(fresh), f"position {n}"


def test_undo_then_redo_returns_to_the_same_state(logged):
    factory, actions = logged
    history = History(factory, actions[:300])
    after = _state(history.game)
    for _ in range(3):
        assert history.undo()
    assert len(history.actions) == 297
    assert _state(history.game) == _state(history.state_at(297))
    for _ in range(3):
        assert history.redo()
    assert _state(history.game) == after
    assert not history.redo()


def test_a_new_action_after_undo_drops_the_redo_line(logged):
    factory, actions = logged
    history = History(factory, actions[:40])
    history.undo()
    history.process(actions[39])
    assert not history.redo_stack
    assert len(history.actions) == 40
