"""Snapshots: cheap independent copies of a game.

Lines of play (game_tree.py) keep them as checkpoints so that undo and jumps
replay only a few actions; `Game.copy()` hands them to look-ahead.
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from gamedesk.engine.game import Game

# Read-only caches a title builds from its data (18MEX: hex records by coordinate).
SHARED_CACHES = ("_hexes",)


def snapshot(game: Game) -> Game:
    """An independent copy of a game.

    Shared, not copied: the title data, caches built from it, and the Action and
    log-line objects (never changed once made); the lists holding them are new.
    This keeps a copy cheap and about the same cost at action 50 or 2,000.
    """
    memo: dict[int, object] = {
        id(game.data): game.data,
        id(game.actions): list(game.actions),
        id(game.log): list(game.log),
    }
    for name in SHARED_CACHES:
        cache = game.__dict__.get(name)
        if cache is not None:
            memo[id(cache)] = cache
    return copy.deepcopy(game, memo)
