"""What every round has: who acts, what they may do, how an action is applied."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gamedesk.engine.actions import Action
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.messages import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from gamedesk.engine.game import Game


class Round:
    kind = ""
    name = ""

    def __init__(self, game: Game) -> None:
        self.game = game

    def active_entities(self) -> list[str]:
        raise NotImplementedError

    def legal_actions(self) -> list[Action]:
        """Templates of what the active entity may do (prices/ids filled where fixed)."""
        raise NotImplementedError

    def process(self, action: Action) -> None:
        handler = getattr(self, f"do_{action.type}", None)
        if handler is None:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "{type} is not possible in the {name}"),
                "turn", type=action.type, name=self.name,
            )
        self.require_active(action.entity)
        handler(action)

    def advance(self) -> bool:
        """Do what happens automatically; True when the round is over."""
        return False

    # What the public game API (Game.current_step, Game.operating_company, ...) asks
    # of a round; rounds with company turns override them.

    def step_id(self) -> str:
        """A stable name for what the round waits for: a turn's step or the round's kind."""
        return self.kind

    def operating(self):
        """The company taking its turn now, or None."""
        return None

    def has_operated(self, sym: str) -> bool:
        """Whether `sym` has finished its turn in this round."""
        return False

    def run_revenue(self) -> int | None:
        """The revenue of the run awaiting its dividend decision, or None."""
        return None

    def require_active(self, entity: str) -> None:
        active = self.active_entities()
        if entity not in active:
            who = ", ".join(self.game.name_of(a) for a in active) or "nobody"
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "it is not {player}'s turn (waiting for {who})"),
                "turn", player=self.game.name_of(entity), who=who,
            )
