"""What every computer player offers: `choose(game, player, budget_s, rng)`.

A bot sees a game only through its public API (legal_actions, process, copy,
the open records of players and companies) and decides for one player: its
own actions and those of the companies it presides over. Its randomness
comes from the `rng` it is given, so a seed replays a game; the clock bounds
its time (`max_evals` bounds its work instead, for tests that must not
depend on the machine).
"""

from __future__ import annotations

import random
import time
from typing import Protocol

from gamedesk.engine.actions import Action
from gamedesk.engine.game import Game

LEVELS = ("random", "easy", "normal", "hard")
# Seconds a level may think per decision when nobody says otherwise.
DEFAULT_BUDGET_S = {"random": 0.0, "easy": 0.05, "normal": 0.25, "hard": 0.7}


class Bot(Protocol):
    level: str

    def choose(self, game: Game, player: str, budget_s: float, rng: random.Random) -> Action:
        """One legal action for `player` (or a company `player` decides for)."""
        ...


class Clock:
    """A decision's time budget."""

    def __init__(self, budget_s: float) -> None:
        self.deadline = time.perf_counter() + max(budget_s, 0.0)

    def expired(self) -> bool:
        return time.perf_counter() >= self.deadline

    def left(self) -> float:
        return max(0.0, self.deadline - time.perf_counter())


def options_for(game: Game, player: str) -> list[Action]:
    """The legal actions `player` decides now; never ending the game by hand."""
    legal = [a for a in game.legal_actions() if a.type != "end_game"]
    mine = [a for a in legal if game.decider_of(a.entity) == player]
    return mine or legal


def make_bot(level: str, *, max_evals: int | None = None) -> Bot:
    """A computer player of `level` (one of LEVELS)."""
    from gamedesk.ai.easy import EasyBot
    from gamedesk.ai.hard import HardBot
    from gamedesk.ai.normal import NormalBot
    from gamedesk.ai.random_bot import RandomBot

    makers = {"random": RandomBot, "easy": EasyBot, "normal": NormalBot, "hard": HardBot}
    if level not in makers:
        raise ValueError(f"unknown level {level!r} (levels: {', '.join(LEVELS)})")
    return makers[level](max_evals=max_evals)


def choose(
    game: Game, player: str, budget_s: float, rng: random.Random, level: str = "normal"
) -> Action:
    """The action a `level` computer player takes for `player` now."""
    return make_bot(level).choose(game, player, budget_s, rng)
