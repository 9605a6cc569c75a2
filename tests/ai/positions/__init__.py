"""Positions of recorded bot games: the seats, seed and profile of a game
as benchmarks/bots.py plays it, and its actions up to the position."""

from __future__ import annotations

import json
from pathlib import Path

from gamedesk.engine.actions import Action
from gamedesk.engine.game import Game
from gamedesk.titles import new_game

HERE = Path(__file__).parent


def replayed(name: str, upto: int | None = None) -> tuple[Game, dict]:
    """The game of recording `name` after its first `upto` actions (all: None),
    and the recording's description (title, levels of the seats, ...)."""
    record = json.loads((HERE / name).read_text(encoding="utf-8"))
    players = [(f"{record['ids']}{i}", f"Seat {i + 1}") for i in range(record["players"])]
    game = new_game(record["title"], players, profile=record["profile"], seed=record["seed"])
    game.route_search_work = record["route_work"]
    for action in record["actions"][:upto]:
        game.process(Action.from_dict(action))
    return game, record
