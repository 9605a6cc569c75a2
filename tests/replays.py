"""The engine's actions of each real log, replayed once per test process: test
modules that walk a log position by position need only that list (a full
replay of a long log costs a few hundred milliseconds)."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from pathlib import Path

from gamedesk.engine.actions import Action
from gamedesk.engine.history import snapshot
from gamedesk.io.replay import open_record, replay


@cache
def _actions(path: str) -> tuple[Action, ...]:
    return tuple(replay(open_record(path)).actions)


def logged_actions(path: str | Path) -> list[Action]:
    """The actions a full replay of the record at `path` applies (a new list each call)."""
    return list(_actions(str(path)))


def case_positions(logs: Path, cases) -> Callable[[str, int], tuple]:
    """A lookup of (record, its engine actions, a copy of the position before
    action `index`) for the (log name, index) `cases` in `logs`: each log is
    replayed once, keeping the positions of all its cases on the way."""
    done: dict[str, tuple] = {}

    def position(name: str, index: int):
        if name not in done:
            record = open_record(logs / f"{name}.json")
            actions = logged_actions(record.path)
            wanted = {i for n, i in cases if n == name}
            game, kept = replay(record, to=0), {}
            for i, action in enumerate(actions):
                if i in wanted:
                    kept[i] = snapshot(game)
                game.process(action)
            done[name] = (record, actions, kept)
        record, actions, kept = done[name]
        return record, actions, snapshot(kept[index])

    return position
