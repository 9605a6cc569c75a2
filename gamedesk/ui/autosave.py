"""Autosave: the game in play is written after every action into the user data
folder (platformdirs), atomically, keeping a few older copies.

`GAMEDESK_DATA_DIR` overrides the folder (tests, portable installs).
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

from gamedesk.io.save import SaveError, SaveFile, read_save, write_save

BACKUPS = 3
NAME = "autosave.json"


def data_dir() -> Path:
    override = os.environ.get("GAMEDESK_DATA_DIR")
    if override:
        return Path(override)
    from platformdirs import user_data_dir

    return Path(user_data_dir("gamedesk", appauthor=False))


def autosave_path() -> Path:
    return data_dir() / NAME


def backup_path(n: int) -> Path:
    return data_dir() / f"autosave.{n}.json"


def write_autosave(save: SaveFile) -> Path:
    """Write `save` as the autosave; the previous autosave becomes backup 1, and so on."""
    target = autosave_path()
    target.parent.mkdir(parents=True, exist_ok=True)
    if target.exists():
        for n in range(BACKUPS, 1, -1):
            older = backup_path(n - 1)
            if older.exists():
                os.replace(older, backup_path(n))
        os.replace(target, backup_path(1))
    write_save(target, save)
    return target


def read_autosave() -> SaveFile | None:
    """The autosaved game, or None when there is none or it cannot be read."""
    for path in [autosave_path(), *(backup_path(n) for n in range(1, BACKUPS + 1))]:
        if path.exists():
            try:
                return read_save(path)
            except SaveError:
                continue
    return None


def clear_autosave() -> None:
    """Forget the autosave (the game ended, or the player declined to resume)."""
    for path in [autosave_path(), *(backup_path(n) for n in range(1, BACKUPS + 1))]:
        with contextlib.suppress(OSError):
            path.unlink()
