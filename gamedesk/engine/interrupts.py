"""Decisions that cut into a round: discards over the train limit, title events.

An interrupt names who must act and what they may do; the round hands it
every action until it is done.
"""

from __future__ import annotations

from gamedesk.engine.actions import Action, act
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.messages import QT_TRANSLATE_NOOP, msg


class Interrupt:
    step_id = ""  # a stable name for the decision (Game.current_step)

    def active_entities(self) -> list[str]:
        raise NotImplementedError

    def legal_actions(self) -> list[Action]:
        raise NotImplementedError

    def process(self, action: Action) -> None:
        raise NotImplementedError

    def done(self) -> bool:
        raise NotImplementedError


class DiscardTrains(Interrupt):
    """A company over its train limit discards to the open market (R-120)."""

    step_id = "discard_trains"

    def __init__(self, game, op) -> None:
        self.game = game
        self.op = op

    def active_entities(self) -> list[str]:
        return [self.op.sym]

    def legal_actions(self) -> list[Action]:
        return [
            act("discard_train", self.op.sym, train=t.id) for t in self.game.counted_trains(self.op)
        ]

    def process(self, action: Action) -> None:
        if action.type != "discard_train":
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "{company} must first discard down to its train limit"),
                "R-120", company=self.op.sym,
            )
        self.game.discard_train(self.op, action["train"])

    def done(self) -> bool:
        return len(self.game.counted_trains(self.op)) <= self.game.train_limit(self.op)

    def why(self) -> tuple[str, str]:
        """Why the game waits (Game.waiting_reason)."""
        limit = self.game.train_limit(self.op)
        return msg(QT_TRANSLATE_NOOP("game", "{company} must discard down to its train limit "
                                             "of {limit}"), company=self.op.sym, limit=limit), \
            "R-120"
