"""The engine's actions of each real log, replayed once per test process: test
modules that walk a log position by position need only that list (a full
replay of a long log costs a few hundred milliseconds)."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from gamedesk.engine.actions import Action
from gamedesk.io.replay import open_record, replay


@cache
def _actions(path: str) -> tuple[Action, ...]:
    return tuple(replay(open_record(path)).actions)


def logged_actions(path: str | Path) -> list[Action]:
    """The actions a full replay of the record at `path` applies (a new list each call)."""
    return list(_actions(str(path)))
