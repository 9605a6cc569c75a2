"""Snapshots: cheap independent copies of a game.

Lines of play (game_tree.py) keep them as checkpoints so that undo and jumps
replay only a few actions; `Game.copy()` hands them to look-ahead.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gamedesk.engine.recovery import copy_game

if TYPE_CHECKING:
    from gamedesk.engine.game import Game


def snapshot(game: Game) -> Game:
    """An independent copy of a game.

    Shared, not copied: the title data, caches built from it, the Action and
    log-line objects (never changed once made; the lists holding them are new)
    and the game's recovery checkpoint. This keeps a copy cheap and about the
    same cost at action 50 or 2,000.
    """
    return copy_game(game)
