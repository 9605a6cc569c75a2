"""The fields of an 18xx.games log action that the importer reads, checked for
presence and type before any is used (formats/18xx-games-log.md §5).

A log is data from elsewhere: a hand-edited or damaged file must be refused
with the action and field named, never reach the importer as a KeyError.
Only what `importer.translate` reads is checked; other fields are ignored.
"""

from __future__ import annotations

from typing import Any

from gamedesk.io.jsonfile import json_kind

# kind -> ((field, expected kind, required), ...): the actions every title reads
# alike; a title's own (or its own reading of a shared one) come from its
# importer's LOG_FIELDS (titles/<title>/import_18xx.py).
WHOLE, TEXT, ID, TEXTS, OBJECTS, CHOICE = "int", "str", "id", "strs", "objs", "choice"
FIELDS: dict[str, tuple[tuple[str, str, bool], ...]] = {
    "bid": (("company", TEXT, False), ("price", WHOLE, True)),
    "par": (("corporation", TEXT, True), ("share_price", TEXT, True)),
    "buy_shares": (("shares", TEXTS, True), ("percent", WHOLE, False)),
    "sell_shares": (("shares", TEXTS, True), ("percent", WHOLE, False)),
    "lay_tile": (("hex", TEXT, True), ("tile", TEXT, True), ("rotation", WHOLE, True),
                 ("entity_type", TEXT, False), ("combo_entities", TEXTS, False)),
    "place_token": (("city", TEXT, True),),
    "run_routes": (("routes", OBJECTS, False),),
    "dividend": (("kind", TEXT, True),),
    "buy_train": (("train", TEXT, True), ("price", WHOLE, True), ("variant", TEXT, False),
                  ("exchange", TEXT, False)),
    "discard_train": (("train", TEXT, True),),
    "buy_company": (("company", TEXT, True), ("price", WHOLE, True)),
    "merge": (("corporation", TEXT, False),),
}
ROUTE_FIELDS = (("train", TEXT, True), ("revenue", WHOLE, False), ("hexes", TEXTS, False),
                ("nodes", TEXTS, False), ("connections", "lists", False))


Fields = dict[str, tuple[tuple[str, str, bool], ...]]


def entry_problem(entry: dict, own: Fields | None = None) -> str | None:
    """What is wrong with one log action (and its auto_actions), or None; `own`
    are the title's fields, read before the shared ones."""
    fields = {**FIELDS, **(own or {})}
    for where, action in [("", entry), *(
        (f"auto_actions[{k}]: ", auto) for k, auto in enumerate(entry.get("auto_actions") or [])
    )]:
        problem = _action_problem(action, fields)
        if problem:
            return where + problem
    return None


def _action_problem(action: dict, fields: Fields) -> str | None:
    if not _fits(action.get("entity"), ID):
        return f'"entity" must be a player id or a symbol, not {_shown(action.get("entity"))}'
    kind = action["type"]
    problem = _fields_problem(action, fields.get(kind, ()))
    if problem is None and kind == "par" and not action["share_price"].split(",")[0].isdigit():
        problem = f'"share_price" must start with a price, not {action["share_price"]!r}'
    if problem is None and kind == "run_routes":
        for n, route in enumerate(action.get("routes") or []):
            problem = _fields_problem(route, ROUTE_FIELDS)
            if problem:
                return f"routes[{n}]: {problem}"
    return problem


def _fields_problem(obj: dict, fields: tuple[tuple[str, str, bool], ...]) -> str | None:
    for name, kind, required in fields:
        if name not in obj or obj[name] is None:
            if required:
                return f'it has no "{name}"'
            continue
        if not _fits(obj[name], kind):
            return f'"{name}" must be {_WORDS[kind]}, not {_shown(obj[name])}'
    return None


_WORDS = {WHOLE: "a whole number", TEXT: "a string", ID: "a string or a whole number",
          TEXTS: "a list of strings", OBJECTS: "a list of objects",
          CHOICE: "a string or a whole number", "lists": "a list of lists"}


def _fits(value: Any, kind: str) -> bool:
    if kind == WHOLE:
        return isinstance(value, int) and not isinstance(value, bool)
    if kind == TEXT:
        return isinstance(value, str)
    if kind in (ID, CHOICE):
        return isinstance(value, str) or (isinstance(value, int) and not isinstance(value, bool))
    if kind == TEXTS:
        return isinstance(value, list) and all(isinstance(v, str) for v in value)
    if kind == OBJECTS:
        return isinstance(value, list) and all(isinstance(v, dict) for v in value)
    if kind == "lists":
        return isinstance(value, list) and all(isinstance(v, list) for v in value)
    raise AssertionError(kind)


def _shown(value: Any) -> str:
    return "nothing" if value is None else json_kind(value)
