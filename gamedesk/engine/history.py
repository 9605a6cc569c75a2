"""Undo, redo and jumps through a game's actions, with snapshots.

Undo is a replay of a prefix of the action list; snapshots every
`CHECKPOINT_EVERY` actions keep that short, so undo at action 1,500 costs a
copy plus at most that many actions.
"""

from __future__ import annotations

from collections.abc import Callable

from gamedesk.engine.actions import Action
from gamedesk.engine.game import Game
from gamedesk.engine.recovery import copy_game

CHECKPOINT_EVERY = 50


def snapshot(game: Game) -> Game:
    """An independent copy of a game.

    Shared, not copied: the title data, caches built from it, the Action and
    log-line objects (never changed once made; the lists holding them are new)
    and the game's recovery checkpoint. This keeps a copy cheap and about the
    same cost at action 50 or 2,000.
    """
    return copy_game(game)


class History:
    """A game plus the actions that can be redone; `game` is always current."""

    def __init__(self, factory: Callable[[], Game], actions: list[Action] | None = None) -> None:
        self.factory = factory
        self.game = factory()
        self.checkpoints: dict[int, Game] = {0: snapshot(self.game)}
        self.redo_stack: list[Action] = []
        for action in actions or []:
            self.process(action)

    @classmethod
    def from_game(cls, factory: Callable[[], Game], game: Game) -> History:
        """Take over a game already replayed (no second replay); checkpoints are
        rebuilt lazily from the start when an undo needs them."""
        history = cls.__new__(cls)
        history.factory = factory
        history.game = game
        history.checkpoints = {0: snapshot(factory())}
        history.redo_stack = []
        return history

    @property
    def actions(self) -> list[Action]:
        return self.game.actions

    def process(self, action: Action) -> None:
        """Apply a new action; it discards what could have been redone."""
        self.game.process(action)
        self.redo_stack.clear()
        self._maybe_checkpoint()

    def _maybe_checkpoint(self) -> None:
        n = len(self.game.actions)
        if n % CHECKPOINT_EVERY == 0 and n not in self.checkpoints:
            self.checkpoints[n] = snapshot(self.game)

    def state_at(self, n: int) -> Game:
        """A new game object after the first n actions of the current line."""
        actions = list(self.game.actions)
        if not 0 <= n <= len(actions):
            raise IndexError(f"no position {n}: the game has {len(actions)} actions")
        base = max(k for k in self.checkpoints if k <= n)
        game = snapshot(self.checkpoints[base])
        for action in actions[base:n]:
            game.process(action)
        return game

    def undo(self) -> bool:
        if not self.game.actions:
            return False
        undone = self.game.actions[-1]
        keep = len(self.game.actions) - 1
        self._drop_checkpoints_after(keep)
        self.game = self.state_at_prefix(keep)
        self.redo_stack.append(undone)
        return True

    def state_at_prefix(self, n: int) -> Game:
        return self.state_at(n)

    def redo(self) -> bool:
        if not self.redo_stack:
            return False
        action = self.redo_stack.pop()
        self.game.process(action)
        self._maybe_checkpoint()
        return True

    def _drop_checkpoints_after(self, n: int) -> None:
        for k in [k for k in self.checkpoints if k > n]:
            del self.checkpoints[k]
