"""Interrupts settled as they are raised leave the queue at once."""

from __future__ import annotations

import random

from gamedesk.ai.random_bot import choose
from gamedesk.engine.interrupts import Interrupt
from gamedesk.titles import new_game


class Settled(Interrupt):
    """An interrupt with nothing left to decide (18MEX: phase 5 with no company
    that may merge into the NdM, and none that must)."""

    def active_entities(self) -> list[str]:
        return ["NdM"]

    def legal_actions(self) -> list:
        return []

    def done(self) -> bool:
        return True


def test_an_interrupt_settled_when_raised_does_not_stop_the_game(monkeypatch):
    game = new_game("18MEX", [("a", "Ann"), ("b", "Bob"), ("c", "Cy")], seed=3)
    rng = random.Random(3)
    for _ in range(60):
        game.process(choose(game, rng))
    round_type = type(game.round)
    original = round_type.process

    def process(self, action):
        original(self, action)
        self.game.interrupts.append(Settled())  # raised by the action, settled already

    monkeypatch.setattr(round_type, "process", process)
    game.process(choose(game, rng))
    monkeypatch.setattr(round_type, "process", original)
    assert not game.interrupts
    assert game.legal_actions()
