"""gamedesk save files: a header, the main line's actions and the variations
(docs/save-format.md).

Actions are plain dicts here; the engine converts them (a game tree:
gamedesk.engine.game_tree). Writing is atomic, so a crash or a full disk never
leaves a half-written save in place of a good one. Version 1 files (no
variations) are still read.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import tempfile
import time
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from gamedesk import __version__
from gamedesk.engine.lines import MAIN_LINE
from gamedesk.io.jsonfile import JsonFileError, json_kind, load_json
from gamedesk.io.xxlog import looks_like_log
from gamedesk.titles import registry

FORMAT = "gamedesk-save"
VERSION = 2  # the newest version this code reads and the one it writes
PROFILES = ("rulebook", "18xx.games")
COMPUTER_LEVELS = ("easy", "normal", "hard")  # a player's optional "computer" field
# Saves are JSON, named *.gamedesk so that the desktop opens them with gamedesk and
# not with whatever opens JSON; saves named *.json (older ones) read the same.
EXTENSION = ".gamedesk"


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
    # Version 2: the other lines of play, each {"name", "parent", "at", "actions"};
    # `actions` above is the main line, called `main_name`.
    variations: list[dict] = field(default_factory=list)
    main_name: str = MAIN_LINE
    current: dict | None = None  # {"line": name, "at": n}: the position last shown
    # A player entry may carry "computer": LEVEL (a computer seat); see COMPUTER_LEVELS.

    def tree_dict(self) -> dict:
        """The lines as GameTree.from_tree_dict takes them."""
        return {
            "actions": self.actions,
            "variations": self.variations,
            "main_name": self.main_name,
            "current": self.current,
        }


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
    if looks_like_log(obj) and not _save_without_format(obj):
        return "18xx.games"
    _check_format(obj)  # raises unless it is one of ours
    return "save"


def parse_save(obj: Any) -> SaveFile:
    """Check an already decoded save document."""
    _check_format(obj)
    _check_version(obj)
    save = SaveFile(
        title=_title(obj),
        profile=_profile(obj, obj["title"]),
        players=_players(obj),
        seed=_seed(obj),
        actions=_actions(obj),
        options=_options(obj),
        created=_informational(obj, "created"),
        app_version=_informational(obj, "app_version"),
        source=_source(obj),
    )
    if obj["version"] >= 2:  # version 1 knew no other lines: a main line only
        _read_tree(obj, save)
    return save


def _load(path: str | Path) -> Any:
    try:
        return load_json(path)
    except JsonFileError as exc:
        raise SaveError(f"{path}: {exc}") from None


def _check_format(obj: Any) -> None:
    if not isinstance(obj, dict):
        raise SaveError(f"not a gamedesk save: the top level is {json_kind(obj)}, not an object")
    if "format" not in obj:
        if _save_without_format(obj):
            raise SaveError(
                'not a gamedesk save: it has no "format" field (a save starts with '
                f'"format": "{FORMAT}"); the rest looks like a save'
            )
        if looks_like_log(obj):
            raise SaveError(
                "this is an 18xx.games log; use `gamedesk import FILE -o SAVE.gamedesk` "
                "to turn it into a save"
            )
        raise SaveError('not a gamedesk save: it has no "format" field')
    if obj["format"] != FORMAT:
        raise SaveError(f"not a gamedesk save: its format is {obj['format']!r}")


def _save_without_format(obj: Any) -> bool:
    # A log has "settings" and never our "version" or "profile": such a file is one
    # of ours that lost its "format", not a log without "settings".
    return (
        isinstance(obj, dict)
        and "format" not in obj
        and "settings" not in obj
        and ("version" in obj or "profile" in obj)
    )


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
    """A title gamedesk knows (titles/registry.py), playable or not yet: replaying
    the save says which."""
    title = _field(obj, "title")
    if not isinstance(title, str) or registry.entry(title) is None:
        known = ", ".join(registry.known_titles())
        raise SaveError(f"unknown title {title!r}: gamedesk knows {known}")
    return title


def _profile(obj: dict, title: str) -> str:
    profile = _field(obj, "profile")
    if profile not in PROFILES:
        choices = " or ".join(repr(p) for p in PROFILES)
        raise SaveError(f'"profile" must be {choices}, not {profile!r}')
    offered = registry.entry(title).profiles
    if profile not in offered:
        raise SaveError(f"{title} has no rules profile {profile!r} (it has {', '.join(offered)})")
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
        level = player.get("computer")
        if level is not None and level not in COMPUTER_LEVELS:
            choices = ", ".join(repr(c) for c in COMPUTER_LEVELS)
            raise SaveError(f'players[{n}]: "computer" must be one of {choices}, not {level!r}')
    return [_player_entry(p) for p in players]


def _player_entry(player: dict) -> dict:
    """{"id", "name"}, plus "computer" for a computer seat (absent: a person)."""
    entry = {"id": player["id"], "name": player["name"]}
    if player.get("computer") is not None:
        entry["computer"] = player["computer"]
    return entry


def _seed(obj: dict) -> int:
    seed = _field(obj, "seed")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise SaveError(f'"seed" must be a whole number, not {seed!r}')
    return seed


def _actions(obj: dict) -> list[dict]:
    return _action_list(_field(obj, "actions"), "actions")


def _action_list(actions: Any, where: str) -> list[dict]:
    if not isinstance(actions, list):
        raise SaveError(f'"{where}" must be a list, not {json_kind(actions)}')
    for n, action in enumerate(actions):
        if not isinstance(action, dict):
            raise SaveError(f"{where}[{n}] must be an object, not {json_kind(action)}")
        if not isinstance(action.get("type"), str) or not action["type"]:
            raise SaveError(f'{where}[{n}] has no "type"')
    return actions


# -- version 2: the tree of lines ----------------------------------------------------


def _read_tree(obj: dict, save: SaveFile) -> None:
    save.main_name = _main_name(obj)
    save.variations = _variations(obj, save.main_name)
    save.current = _current(obj, _line_lengths(save))


def _main_name(obj: dict) -> str:
    name = obj.get("main_name", MAIN_LINE)
    if not _is_line_name(name):
        raise SaveError(f'"main_name" must be a non-empty string, not {name!r}')
    return name


def _is_line_name(name: Any) -> bool:
    return isinstance(name, str) and bool(name) and name == name.strip()


def _variations(obj: dict, main_name: str) -> list[dict]:
    items = obj.get("variations", [])
    if not isinstance(items, list):
        raise SaveError(f'"variations" must be a list, not {json_kind(items)}')
    names = {main_name}
    out = [_variation(item, f"variations[{n}]") for n, item in enumerate(items)]
    for variation in out:
        if variation["name"] in names:
            raise SaveError(f"two lines are named {variation['name']!r}")
        names.add(variation["name"])
    return out


def _variation(item: Any, where: str) -> dict:
    if not isinstance(item, dict):
        raise SaveError(f"{where} must be an object, not {json_kind(item)}")
    name = item.get("name")
    if not _is_line_name(name):
        raise SaveError(
            f'{where}: "name" must be a non-empty string without spaces at either end, '
            f"not {name!r}"
        )
    parent, at = item.get("parent"), item.get("at")
    if not _is_line_name(parent):
        raise SaveError(f'{where} ({name!r}): "parent" must be a line name, not {parent!r}')
    if isinstance(at, bool) or not isinstance(at, int) or at < 0:
        raise SaveError(f'{where} ({name!r}): "at" must be a whole number from 0 up, not {at!r}')
    if "actions" not in item:
        raise SaveError(f'{where} ({name!r}) has no "actions"')
    actions = _action_list(item["actions"], f"{where}.actions")
    return {"name": name, "parent": parent, "at": at, "actions": actions}


def _line_lengths(save: SaveFile) -> dict[str, int]:
    """Each line's full length; SaveError for a parent that is unknown, a cycle, or a
    fork beyond the end of its parent. Iterative and linear: a file may chain
    thousands of variations, listed in any order."""
    by_name = {v["name"]: v for v in save.variations}
    children: dict[str, list[str]] = {}
    for v in save.variations:
        if v["parent"] != save.main_name and v["parent"] not in by_name:
            raise SaveError(f"variation {v['name']!r} forks from {v['parent']!r}, "
                            "which is not a line of the save")
        children.setdefault(v["parent"], []).append(v["name"])
    lengths = {save.main_name: len(save.actions)}
    todo = [save.main_name]
    while todo:  # from the main line down: every line reached after its parent
        parent = todo.pop()
        for name in children.get(parent, ()):
            v = by_name[name]
            if v["at"] > lengths[parent]:
                raise SaveError(f"variation {name!r} forks at action {v['at']}, but "
                                f"{parent!r} has only {lengths[parent]} actions")
            lengths[name] = v["at"] + len(v["actions"])
            todo.append(name)
    unreached = [v["name"] for v in save.variations if v["name"] not in lengths]
    if unreached:  # every parent is known, so these hang from one another in a ring
        raise SaveError(f"variation {unreached[0]!r} descends from itself "
                        "(its parents form a cycle)")
    return lengths


def _current(obj: dict, lengths: dict[str, int]) -> dict | None:
    current = obj.get("current")
    if current is None:
        return None
    if not isinstance(current, dict) or not isinstance(current.get("line"), str):
        raise SaveError('"current" must be an object with "line" (a line name) and "at"')
    line, at = current["line"], current.get("at")
    if line not in lengths:
        raise SaveError(f'"current" names {line!r}, which is not a line of the save')
    if isinstance(at, bool) or not isinstance(at, int) or not 0 <= at <= lengths[line]:
        raise SaveError(f'"current": "at" must be 0 to {lengths[line]} in {line!r}, not {at!r}')
    return {"line": line, "at": at}


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
        "players": [_player_entry(p) for p in save.players],
        "seed": save.seed,
        "created": save.created,
        "app_version": save.app_version,
    }
    if save.source is not None:
        obj["source"] = save.source
    if save.main_name != MAIN_LINE:
        obj["main_name"] = save.main_name
    if save.current is not None:
        obj["current"] = {"line": save.current.get("line"), "at": save.current.get("at")}
    obj["actions"] = save.actions
    if save.variations:
        obj["variations"] = [
            {"name": v.get("name"), "parent": v.get("parent"), "at": v.get("at"),
             "actions": v.get("actions")}
            for v in save.variations
        ]
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
        if key not in ("actions", "variations"):
            lines.append(f"  {json.dumps(key)}: {_compact(value)},")
    lines.append('  "actions": ' + _action_block(obj["actions"], "  "))
    if "variations" in obj:
        lines[-1] += ","
        variations = [_variation_text(v) for v in obj["variations"]]
        lines.append('  "variations": [\n' + ",\n".join(variations) + "\n  ]")
    lines.append("}")
    return "\n".join(lines) + "\n"


def _action_block(actions: list[dict], indent: str) -> str:
    """A JSON list with one action per line, closed at `indent`."""
    if not actions:
        return "[]"
    inner = ",\n".join(f"{indent}  {_compact(action)}" for action in actions)
    return f"[\n{inner}\n{indent}]"


def _variation_text(variation: dict) -> str:
    head = {k: v for k, v in variation.items() if k != "actions"}
    head_text = _compact(head)[:-1]  # leave the object open for its actions
    return f'    {head_text}, "actions": {_action_block(variation["actions"], "    ")}}}'


def _compact(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, allow_nan=False, separators=(", ", ": "))


def with_extension(path: str | Path) -> Path:
    """`path`, with .gamedesk added when it has no extension of its own."""
    path = Path(path)
    return path if path.suffix else path.with_name(path.name + EXTENSION)


def write_save(path: str | Path, save: SaveFile) -> None:
    """Write `save` to `path` atomically: the old file stays intact until the new one is whole."""
    try:
        data = dumps_save(save).encode("utf-8")
    except UnicodeEncodeError as exc:  # a lone surrogate: not a character, not UTF-8
        raise SaveError(f"refusing to write a save with text that is not UTF-8: {exc.reason}"
                        ) from None
    target = Path(path)
    try:
        _atomic_write(target, data)
    except OSError as exc:
        raise SaveError(f"cannot write {target}: {exc.strerror or exc}") from None
    clean_stale_temp(target.parent, target.name)


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


# Our temporary files: write_save's ".NAME.XXXXXXXX.tmp" (mkstemp) and the
# autosave rotation's ".NAME.PID.tmp". A crash or a kill leaves them behind.
_TEMP_NAME = re.compile(r"^\..+\.(?:[a-z0-9_]{8}|\d+)\.tmp$")
STALE_TEMP_S = 3600  # older than this, no write of ours is still busy with it


def clean_stale_temp(folder: str | Path, stem: str | None = None) -> int:
    """Delete our temporary files in `folder` (those of file `stem` only, if given)
    older than STALE_TEMP_S; how many went."""
    gone = 0
    with contextlib.suppress(OSError):
        for entry in os.scandir(folder):
            if not _TEMP_NAME.match(entry.name):
                continue
            if stem is not None and not entry.name.startswith(f".{stem}."):
                continue
            with contextlib.suppress(OSError):
                if time.time() - entry.stat(follow_symlinks=False).st_mtime > STALE_TEMP_S:
                    os.unlink(entry.path)
                    gone += 1
    return gone


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
