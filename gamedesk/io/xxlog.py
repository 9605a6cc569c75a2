"""Reading an 18xx.games game log.

The format is described in ../shared/formats/18xx-games-log.md; section numbers
below (§) refer to it. This module only reads and checks the file and resolves
undo/redo; translating the actions into ours is the importer's job.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from gamedesk.io.jsonfile import JsonFileError, json_kind, load_json
from gamedesk.io.log_fields import Fields, entry_problem
from gamedesk.titles import registry

CHAT = "message"  # §6: chat is never undone and never blocks a redo


class LogError(Exception):
    """An 18xx.games log that cannot be used; the message says what is wrong."""


@dataclass(frozen=True)
class XXLog:
    """One 18xx.games log, checked. Treat the lists and dicts as read-only."""

    title: str
    game_id: int | str | None
    players: list[tuple[str, str]]  # (id as a string, name), in seating order (§2.2)
    seed: int
    optional_rules: list[str]
    result: dict[str, int]  # empty for an unfinished game
    game_end_reason: str | None
    actions: list[dict]  # every entry of the file, undone ones included
    effective: list[dict]  # after undo/redo (§6); chat entries stay, see chat_ids
    chat_ids: frozenset[int] = frozenset()  # ids of the chat entries in `effective`
    pinned: bool = False  # frozen on an older engine version (§2.3): may not replay
    status: str | None = None
    source: str = ""
    # Each player's id as the file writes it (a number on the site): our ids are strings.
    player_ids: dict[str, int | str] | None = None

    @property
    def moves(self) -> list[dict]:
        """The effective entries without chat: what a replay applies."""
        return [a for a in self.effective if a["id"] not in self.chat_ids]


def read_log(path: str | Path) -> XXLog:
    """Read and check the 18xx.games log in `path`."""
    try:
        obj = load_json(path)
    except JsonFileError as exc:
        raise LogError(f"{path}: {exc}") from None
    return parse_log(obj, source=str(path))


def parse_log(obj: Any, source: str = "") -> XXLog:
    """Check an already decoded log; `source` prefixes the error messages."""
    try:
        return _parse(obj, source)
    except LogError as exc:
        if source:
            raise LogError(f"{source}: {exc}") from None
        raise


def looks_like_log(obj: Any) -> bool:
    """True for something shaped like an 18xx.games log, even a broken one."""
    return (
        isinstance(obj, dict)
        and "format" not in obj
        and isinstance(obj.get("title"), str)
        and isinstance(obj.get("players"), list)
        and ("actions" in obj or "settings" in obj)
    )


def _parse(obj: Any, source: str) -> XXLog:
    if not isinstance(obj, dict):
        raise LogError(f"not an 18xx.games log: the top level is {json_kind(obj)}, not an object")
    title = _title(obj)
    players = _players(obj)
    settings = _required(obj, "settings", dict, "an object")
    actions = _actions(obj, _title_fields(title))
    effective = effective_actions(actions)
    return XXLog(
        title=title,
        game_id=_game_id(obj),
        players=players,
        seed=_seed(settings, obj.get("id")),
        optional_rules=_optional_rules(settings),
        result=_result(obj, {pid for pid, _ in players}),
        game_end_reason=_optional_str(obj, "game_end_reason"),
        actions=actions,
        effective=effective,
        chat_ids=frozenset(a["id"] for a in effective if a["type"] == CHAT),
        pinned=settings.get("pin") is not None,
        status=_optional_str(obj, "status"),
        source=source,
        player_ids={
            key: entry["id"] if entry.get("id") is not None else key
            for key, entry in zip((pid for pid, _ in players), obj["players"], strict=True)
        },
    )


# -- header ---------------------------------------------------------------------------


def _required(obj: dict, key: str, kind: type, kind_name: str) -> Any:
    if key not in obj:
        raise LogError(f'the log has no "{key}"')
    value = obj[key]
    if not isinstance(value, kind):
        raise LogError(f'"{key}" must be {kind_name}, not {json_kind(value)}')
    return value


def _optional_str(obj: dict, key: str) -> str | None:
    value = obj.get(key)
    if value is not None and not isinstance(value, str):
        raise LogError(f'"{key}" must be a string, not {json_kind(value)}')
    return value


def _title(obj: dict) -> str:
    """A title 18xx.games has and gamedesk knows (titles/registry.py)."""
    title = _required(obj, "title", str, "a string")
    known = registry.entry(title)
    if known is None or not known.on_site:
        why = f"18xx.games has no {title}" if known else f"unknown title {title!r}"
        raise LogError(
            f"{why}: gamedesk reads 18xx.games logs of {', '.join(registry.site_titles())}"
        )
    return title


def _title_fields(title: str) -> Fields:
    """The title's own log fields (its importer's LOG_FIELDS)."""
    module = registry.entry(title).translator()
    return getattr(module, "LOG_FIELDS", {}) if module is not None else {}


def _game_id(obj: dict) -> int | str | None:
    game_id = obj.get("id")
    if game_id is not None and (isinstance(game_id, bool) or not isinstance(game_id, int | str)):
        raise LogError(f'"id" must be a number or a string, not {json_kind(game_id)}')
    return game_id


def _players(obj: dict) -> list[tuple[str, str]]:
    entries = _required(obj, "players", list, "a list")
    if not entries:
        raise LogError('"players" is empty')
    players: list[tuple[str, str]] = []
    for n, entry in enumerate(entries):
        players.append(_player(n, entry))
    seen: set[str] = set()
    for pid, _ in players:
        if pid in seen:
            raise LogError(f"two players have the id {pid!r}")
        seen.add(pid)
    return players


def _player(n: int, entry: Any) -> tuple[str, str]:
    if not isinstance(entry, dict):
        raise LogError(f"players[{n}] must be an object, not {json_kind(entry)}")
    pid, name = entry.get("id"), entry.get("name")
    if name is not None and not isinstance(name, str):
        raise LogError(f'players[{n}]: "name" must be a string, not {json_kind(name)}')
    if pid is not None and (isinstance(pid, bool) or not isinstance(pid, int | str)):
        raise LogError(f'players[{n}]: "id" must be a number or a string, not {json_kind(pid)}')
    if pid is None and name is None:
        raise LogError(f'players[{n}] has neither "id" nor "name"')
    # §2.2: a player without an id is known by its name.
    key = str(pid) if pid is not None else name
    return key, name if name is not None else key


def _seed(settings: dict, game_id: Any) -> int:
    seed = settings.get("seed")
    if seed is None or seed == "":
        return derive_seed(game_id)
    if isinstance(seed, str) and seed.strip().isdigit():
        return int(seed)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise LogError(f'"settings.seed" must be a whole number, not {seed!r}')
    return seed


def derive_seed(game_id: Any) -> int:
    """§8.1: the first run of digits in the game id ("hs_ufsnyofg_31292" -> 31292).

    An id without digits gives 0, which is what the site's engine does
    (an empty match converted to an integer).
    """
    match = re.search(r"\d+", "" if game_id is None else str(game_id))
    return int(match.group()) if match else 0


def _optional_rules(settings: dict) -> list[str]:
    rules = settings.get("optional_rules")
    if rules is None:
        return []
    if not isinstance(rules, list) or not all(isinstance(r, str) for r in rules):
        raise LogError('"settings.optional_rules" must be a list of strings')
    return list(rules)


def _result(obj: dict, player_ids: set[str]) -> dict[str, int]:
    result = obj.get("result")
    if result is None:
        return {}
    if not isinstance(result, dict):
        raise LogError(f'"result" must be an object, not {json_kind(result)}')
    checked: dict[str, int] = {}
    for pid, value in result.items():
        if pid not in player_ids:
            raise LogError(f'"result" names player {pid!r}, who is not in "players"')
        checked[pid] = _whole_number(value, f'result["{pid}"]')
    return checked


def _whole_number(value: Any, where: str) -> int:
    # Downloads may carry 5559.0 where fixtures have 5559 (§1: fixtures force integers).
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, bool) or not isinstance(value, int):
        raise LogError(f"{where} must be a whole number, not {value!r}")
    return value


# -- actions --------------------------------------------------------------------------


def _actions(obj: dict, fields: Fields) -> list[dict]:
    if obj.get("status") == "archived" and not obj.get("actions"):
        raise LogError(
            "the game is archived on 18xx.games, which deleted its actions: "
            "there is nothing to replay"
        )
    actions = _required(obj, "actions", list, "a list")
    previous: int | None = None
    for n, action in enumerate(actions):
        _check_action(n, action, fields)
        if previous is not None and action["id"] <= previous:
            raise LogError(
                f"action ids must increase: actions[{n}] has id {action['id']} after id {previous}"
            )
        previous = action["id"]
    return actions


def _check_action(n: int, action: Any, fields: Fields) -> None:
    if not isinstance(action, dict):
        raise LogError(f"actions[{n}] must be an object, not {json_kind(action)}")
    kind, aid = action.get("type"), action.get("id")
    if isinstance(aid, bool) or not isinstance(aid, int):
        raise LogError(f'actions[{n}] has no whole-number "id"')
    if not isinstance(kind, str) or not kind:
        raise LogError(f'actions[{n}] (id {aid}) has no "type"')
    autos = action.get("auto_actions", [])
    if not isinstance(autos, list):
        raise LogError(f'actions[{n}] (id {aid}): "auto_actions" must be a list')
    for k, auto in enumerate(autos):
        if not isinstance(auto, dict) or not isinstance(auto.get("type"), str):
            raise LogError(f'actions[{n}] (id {aid}): auto_actions[{k}] has no "type"')
    problem = entry_problem(action, fields)
    if problem:
        raise LogError(f"actions[{n}] (id {aid}, {kind}): {problem}")


def effective_actions(actions: list[dict]) -> list[dict]:
    """The entries that count after undo and redo, in file order (§6).

    `actions` must already be checked (every entry has a type and an integer id).
    """
    slots: list[dict | None] = [None] * len(actions)
    undone: list[list[tuple[int, dict]]] = []  # one group per undo, most recent last
    position_of_id: dict[int, int] = {}
    for pos, action in enumerate(actions):
        kind = action["type"]
        if kind == "undo":
            start = _undo_start(pos, action, slots, position_of_id)
            undone.append(_take_back(slots, start, pos))
        elif kind == "redo":
            if not undone:
                raise LogError(f"actions[{pos}] (id {action['id']}) is a redo with nothing to redo")
            for slot, entry in undone.pop():
                slots[slot] = entry
        else:
            slots[pos] = action
            if kind != CHAT:
                undone.clear()  # after a new move nothing can be redone
        position_of_id[action["id"]] = pos
    return [a for a in slots if a is not None]


def _undo_start(pos: int, undo: dict, slots: list, position_of_id: dict[int, int]) -> int:
    target = undo.get("action_id")
    if target is None:
        # Take back only the latest move that still counts (chat is never undone).
        for p in range(pos - 1, -1, -1):
            if slots[p] is not None and slots[p]["type"] != CHAT:
                return p
        return 0
    if isinstance(target, bool) or not isinstance(target, int):
        raise LogError(f"actions[{pos}] (id {undo['id']}): action_id must be a whole number")
    if target == 0:
        return 0
    if target not in position_of_id:
        raise LogError(
            f"actions[{pos}] (id {undo['id']}) undoes back to action_id {target}, "
            "but no earlier entry has that id"
        )
    return position_of_id[target] + 1


def _take_back(slots: list[dict | None], start: int, stop: int) -> list[tuple[int, dict]]:
    group = []
    for p in range(start, stop):
        entry = slots[p]
        if entry is not None and entry["type"] != CHAT:
            group.append((p, entry))
            slots[p] = None
    return group
