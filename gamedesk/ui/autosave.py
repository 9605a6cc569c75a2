"""Autosave: the game in play is written after every action into the user data
folder (platformdirs), atomically, keeping a few older copies. A finished game
is autosaved like any other: it stays as the last game, to open or review.

A complete `autosave.json` exists at every moment: the rotation hard-links (or
copies) it to backup 1 before the new one replaces it atomically. Resuming
takes the newest of autosave.json and its backups that reads and replays.

`GAMEDESK_DATA_DIR` overrides the folder (tests, portable installs).
"""

from __future__ import annotations

import contextlib
import os
import shutil
from pathlib import Path

from gamedesk.io.failures import data_dir
from gamedesk.io.save import SaveError, SaveFile, clean_stale_temp, read_save, write_save

BACKUPS = 3
NAME = "autosave.json"
# Why each file was passed over by the last failed Session.resume (for the message).
resume_problems: list[str] = []

__all__ = ["autosave_path", "backup_path", "data_dir", "read_autosave", "write_autosave"]


def autosave_path() -> Path:
    return data_dir() / NAME


def backup_path(n: int) -> Path:
    return data_dir() / f"autosave.{n}.json"


def candidates() -> list[Path]:
    """autosave.json and its backups that exist, newest first (stale temporary
    files of a crashed write are cleared on the way)."""
    clean_stale_temp(data_dir())
    paths = [autosave_path(), *(backup_path(n) for n in range(1, BACKUPS + 1))]
    return [p for p in paths if p.is_file()]


def write_autosave(save: SaveFile) -> Path:
    """Write `save` as the autosave; the previous autosave becomes backup 1, and so on."""
    target = autosave_path()
    target.parent.mkdir(parents=True, exist_ok=True)
    if target.exists():
        for n in range(BACKUPS, 1, -1):
            older = backup_path(n - 1)
            if older.exists():
                os.replace(older, backup_path(n))
        _keep_copy(target, backup_path(1))
    write_save(target, save)
    return target


def _keep_copy(source: Path, copy: Path) -> None:
    """`copy` becomes the content of `source`, which stays where it is."""
    temp = copy.with_name(f".{copy.name}.{os.getpid()}.tmp")
    with contextlib.suppress(OSError):
        temp.unlink()
    try:
        os.link(source, temp)  # the new autosave replaces source's name, not this inode
    except OSError:  # no hard links on this file system
        shutil.copyfile(source, temp)
    os.replace(temp, copy)


def read_autosave() -> SaveFile | None:
    """The newest autosave that reads, or None (it may still not replay: Session.resume
    also replays)."""
    for path in candidates():
        try:
            return read_save(path)
        except SaveError:
            continue
    return None


def clear_autosave() -> None:
    """Forget the autosave and its backups."""
    for path in [autosave_path(), *(backup_path(n) for n in range(1, BACKUPS + 1))]:
        with contextlib.suppress(OSError):
            path.unlink()
