"""gamedesk save files: a header plus the effective action history (docs/save-format.md).

Actions are plain dicts here; the engine converts them. Writing is atomic, so
a crash or a full disk never leaves a half-written save in place of a good one.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from gamedesk import __version__
from gamedesk.io.jsonfile import JsonFileError, json_kind, load_json
from gamedesk.io.xxlog import looks_like_log

FORMAT = "gamedesk-save"
VERSION = 1  # the newest version this code reads and the one it writes
PROFILES = ("rulebook", "18xx.games")
TITLES = ("18MEX", "1822MX", "18ESP", "18MW")


class SaveError(Exception):
    """A save file that cannot be read or written; the message says why."""


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


@dataclass
class SaveFile:
    """One saved game: everything needed to rebuild it by replaying `actions`."""

    title: str
    profile: str  # "rulebook" or "18xx.games"
    players: list[dict]  # [{"id": str, "name": str}] in seating order
    seed: int
    actions: list[dict]  # each has at least "type"
    options: list[str] = field(default_factory=list)
    created: str = field(default_factory=_now)  # ISO 8601, UTC
    app_version: str = __version__
    source: str | None = None  # where an import came from, e.g. "18xx.games 80226"


# -- reading --------------------------------------------------------------------------


def read_save(path: str | Path) -> SaveFile:
    """Read and check the save file in `path`."""
    obj = _load(path)
    try:
        return parse_save(obj)
    except SaveError as exc:
        raise SaveError(f"{path}: {exc}") from None


def detect_kind(path: str | Path) -> str:
    """Which kind of file `path` is: "save" (ours) or "18xx.games" (a log)."""
    obj = _load(path)
    try:
        return kind_of(obj)
    except SaveError as exc:
        raise SaveError(f"{path}: {exc}") from None


def kind_of(obj: Any) -> str:
    """Like detect_kind, for an already decoded document."""
    if looks_like_log(obj):
        return "18xx.games"
    _check_format(obj)  # raises unless it is one of ours
    return "save"


def parse_save(obj: Any) -> SaveFile:
    """Check an already decoded save document."""
    _check_format(obj)
    _check_version(obj)
    return SaveFile(
        title=_title(obj),
        profile=_profile(obj),
        players=_players(obj),
        seed=_seed(obj),
        actions=_actions(obj),
        options=_options(obj),
        created=_informational(obj, "created"),
        app_version=_informational(obj, "app_version"),
        source=_source(obj),
    )


def _load(path: str | Path) -> Any:
    try:
        return load_json(path)
    except JsonFileError as exc:
        raise SaveError(f"{path}: {exc}") from None


def _check_format(obj: Any) -> None:
    if not isinstance(obj, dict):
        raise SaveError(f"not a gamedesk save: the top level is {json_kind(obj)}, not an object")
    if "format" not in obj:
        if looks_like_log(obj):
            raise SaveError(
                "this is an 18xx.games log; use `gamedesk import FILE -o SAVE.json` "
                "to turn it into a save"
            )
        raise SaveError('not a gamedesk save: it has no "format" field')
    if obj["format"] != FORMAT:
        raise SaveError(f"not a gamedesk save: its format is {obj['format']!r}")


def _check_version(obj: dict) -> None:
    version = obj.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise SaveError(f'"version" must be a whole number from 1 up, not {version!r}')
    if version > VERSION:
        raise SaveError(
            f"made by a newer gamedesk (version {version}); this one reads up to {VERSION}"
        )


def _field(obj: dict, key: str) -> Any:
    if key not in obj:
        raise SaveError(f'the save has no "{key}"')
    return obj[key]


def _title(obj: dict) -> str:
    title = _field(obj, "title")
    if title not in TITLES:
        raise SaveError(f"unknown title {title!r}: gamedesk plays {', '.join(TITLES)}")
    return title


def _profile(obj: dict) -> str:
    profile = _field(obj, "profile")
    if profile not in PROFILES:
        choices = " or ".join(repr(p) for p in PROFILES)
        raise SaveError(f'"profile" must be {choices}, not {profile!r}')
    return profile


def _options(obj: dict) -> list[str]:
    options = _field(obj, "options")
    if not isinstance(options, list) or not all(isinstance(o, str) for o in options):
        raise SaveError('"options" must be a list of strings')
    return list(options)


def _players(obj: dict) -> list[dict]:
    players = _field(obj, "players")
    if not isinstance(players, list) or not players:
        raise SaveError('"players" must be a non-empty list')
    seen: set[str] = set()
    for n, player in enumerate(players):
        if not isinstance(player, dict):
            raise SaveError(f"players[{n}] must be an object, not {json_kind(player)}")
        pid, name = player.get("id"), player.get("name")
        if not isinstance(pid, str) or not pid:
            raise SaveError(f'players[{n}]: "id" must be a non-empty string, not {pid!r}')
        if not isinstance(name, str):
            raise SaveError(f'players[{n}]: "name" must be a string, not {name!r}')
        if pid in seen:
            raise SaveError(f"two players have the id {pid!r}")
        seen.add(pid)
    return [{"id": p["id"], "name": p["name"]} for p in players]


def _seed(obj: dict) -> int:
    seed = _field(obj, "seed")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise SaveError(f'"seed" must be a whole number, not {seed!r}')
    return seed


def _actions(obj: dict) -> list[dict]:
    actions = _field(obj, "actions")
    if not isinstance(actions, list):
        raise SaveError(f'"actions" must be a list, not {json_kind(actions)}')
    for n, action in enumerate(actions):
        if not isinstance(action, dict):
            raise SaveError(f"actions[{n}] must be an object, not {json_kind(action)}")
        if not isinstance(action.get("type"), str) or not action["type"]:
            raise SaveError(f'actions[{n}] has no "type"')
    return actions


def _informational(obj: dict, key: str) -> str:
    # Not needed to rebuild the game, so a file without it still loads.
    value = obj.get(key, "")
    if not isinstance(value, str):
        raise SaveError(f'"{key}" must be a string, not {json_kind(value)}')
    return value


def _source(obj: dict) -> str | None:
    source = obj.get("source")
    if source is not None and not isinstance(source, str):
        raise SaveError(f'"source" must be a string, not {json_kind(source)}')
    return source


# -- writing --------------------------------------------------------------------------


def to_json(save: SaveFile) -> dict:
    """The save as the JSON document written to disk."""
    obj: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "title": save.title,
        "profile": save.profile,
        "options": list(save.options),
        "players": [{"id": p["id"], "name": p["name"]} for p in save.players],
        "seed": save.seed,
        "created": save.created,
        "app_version": save.app_version,
    }
    if save.source is not None:
        obj["source"] = save.source
    obj["actions"] = save.actions
    return obj


def dumps_save(save: SaveFile) -> str:
    """The file's text: the header indented, then one action per line (diff-friendly)."""
    obj = to_json(save)
    try:
        # Never write what we could not read back.
        parse_save(json.loads(json.dumps(obj, allow_nan=False)))
    except SaveError as exc:
        raise SaveError(f"refusing to write an invalid save: {exc}") from None
    except (TypeError, ValueError) as exc:
        raise SaveError(f"refusing to write a save that is not plain JSON data: {exc}") from None
    lines = ["{"]
    for key, value in obj.items():
        if key != "actions":
            lines.append(f"  {json.dumps(key)}: {_compact(value)},")
    actions = [f"    {_compact(action)}" for action in obj["actions"]]
    lines.append('  "actions": [' + ("\n" + ",\n".join(actions) + "\n  ]" if actions else "]"))
    lines.append("}")
    return "\n".join(lines) + "\n"


def _compact(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, allow_nan=False, separators=(", ", ": "))


def write_save(path: str | Path, save: SaveFile) -> None:
    """Write `save` to `path` atomically: the old file stays intact until the new one is whole."""
    data = dumps_save(save).encode("utf-8")
    target = Path(path)
    try:
        _atomic_write(target, data)
    except OSError as exc:
        raise SaveError(f"cannot write {target}: {exc.strerror or exc}") from None


def _atomic_write(target: Path, data: bytes) -> None:
    folder = target.parent
    # The temporary file must be on the same file system for os.replace to be atomic.
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        os.chmod(tmp, _mode_for(target))
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    _fsync_folder(folder)


def _mode_for(target: Path) -> int:
    # mkstemp creates 0600; keep the mode of the file we replace, else a normal 0644.
    try:
        return target.stat().st_mode & 0o777
    except OSError:
        return 0o644


def _fsync_folder(folder: Path) -> None:
    # Makes the rename itself durable on POSIX; not possible (nor needed) everywhere.
    if not hasattr(os, "O_DIRECTORY"):
        return
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
