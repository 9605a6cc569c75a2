"""Actions: what a player (or a company acting for its president) does.

An action is a type, the acting entity (a player id or a company symbol) and
type-specific fields. Its dict form is what save files store.

Every action reaches the engine through `Action.from_dict` (`Game.process`
re-reads even an Action object through it), which checks it against
`SCHEMAS`: each field the type needs is there, no field is unknown, and each
has its shape (a price is a whole number of at least 0, share ids are distinct
`<corp>_<index>` names, a city is an index, a route is a dict with a train and
its stops...). So a save, a log or the window cannot hand the rules a field of
the wrong kind; what the rules allow is then checked by the rounds.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from gamedesk.engine.errors import IllegalAction

# A check returns what is wrong with a value, or None when it fits.
Check = Callable[[Any], "str | None"]

_SHARE_ID = re.compile(r"[^\s_][^\s]*_(0|[1-9][0-9]*)")
_TRAIN_ID = re.compile(r"[^\s-]+-(0|[1-9][0-9]*)")


def _is_int(value: Any) -> bool:
    return type(value) is int  # bool is not a number here


def _name(value: Any) -> str | None:
    if not isinstance(value, str) or not value.strip() or len(value) > 200:
        return "must be a name (a non-empty text)"
    return None


def _whole(low: int, high: int | None = None, what: str = "a whole number") -> Check:
    def check(value: Any) -> str | None:
        if not _is_int(value) or value < low or (high is not None and value > high):
            upper = f" to {high}" if high is not None else " or more"
            return f"must be {what} from {low}{upper}"
        return None

    return check


def _pattern(regex: re.Pattern, what: str) -> Check:
    def check(value: Any) -> str | None:
        if not isinstance(value, str) or not regex.fullmatch(value):
            return f"must be {what}"
        return None

    return check


def _distinct(item: Check, *, empty: bool) -> Check:
    """A list of distinct items, each passing `item`."""

    def check(value: Any) -> str | None:
        if not isinstance(value, list):
            return "must be a list"
        if not value and not empty:
            return "must not be empty"
        for n, entry in enumerate(value):
            problem = item(entry)
            if problem:
                return f"item {n} {problem}"
        if len(set(value)) != len(value):
            return "names the same item twice"
        return None

    return check


def _list_of(item: Check) -> Check:
    def check(value: Any) -> str | None:
        if not isinstance(value, list):
            return "must be a list"
        for n, entry in enumerate(value):
            problem = item(entry)
            if problem:
                return f"item {n} {problem}"
        return None

    return check


def _city(value: Any) -> str | None:
    # a revenue centre's index on its hex, or an 18xx.games city id ("57-1-0")
    if _is_int(value):
        return None if 0 <= value < 100 else "must be a city index from 0"
    return None if isinstance(value, str) and value.strip() else "must be a city index"


def _anything(value: Any) -> str | None:
    return None


def _flag(value: Any) -> str | None:
    return None if isinstance(value, bool) else "must be true or false"


NAME = _name
FLAG = _flag
PRICE = _whole(0, what="a whole amount")
AMOUNT = _whole(0, what="a whole amount")
ROTATION = _whole(0, 5)
PERCENT = _whole(1, 100, "a whole percentage")
SLOT = _whole(0, 99)
CITY = _city
SHARE_ID = _pattern(_SHARE_ID, "a certificate id <corp>_<index>")
TRAIN_ID = _pattern(_TRAIN_ID, "a train id <type>-<n>")
SHARE_IDS = _distinct(SHARE_ID, empty=False)
NAMES = _distinct(NAME, empty=True)
NAME_LISTS = _list_of(_list_of(NAME))

# The fields of one route of `run_routes` (a suggested route, or an 18xx.games
# logged one with "connections"); a trailing "?" marks an optional field.
ROUTE_FIELDS: dict[str, Check] = {
    "train": TRAIN_ID,
    "stops?": _list_of(NAME),
    "paths?": NAME_LISTS,
    "connections?": NAME_LISTS,
    "nodes?": _list_of(NAME),
    "hexes?": _list_of(NAME),
    "revenue?": _whole(0, what="a whole amount"),
    # what the route finder tells besides (shown, never read back by the rules)
    "bonus?": _anything,
    "goal?": _anything,
    "segments?": _anything,
    "train_spec?": _anything,
    "car?": _anything,
    "treasury?": _anything,
    # the same in saves written before these were renamed
    "destination?": _anything,
    "pullman?": _anything,
    "mail?": _anything,
}


def _route(value: Any) -> str | None:
    if not isinstance(value, dict):
        return "must be a route (a dict with its train and stops)"
    problem = _check_record(value, ROUTE_FIELDS)
    if problem:
        return problem
    if "stops" not in value and "connections" not in value:
        return "needs its stops"
    return None


ROUTES = _list_of(_route)

# Action type -> its fields (a trailing "?": optional). The rounds read no field
# that is not listed here.
SCHEMAS: dict[str, dict[str, Check]] = {
    "pass": {},
    "bid": {"company": NAME, "price": PRICE},
    "par": {"corporation": NAME, "price": PRICE},
    "buy_shares": {"shares": SHARE_IDS, "swap?": SHARE_ID},
    "sell_shares": {"shares": SHARE_IDS, "percent?": PERCENT, "swap?": SHARE_ID},
    "buy_company": {"company": NAME, "price": PRICE},
    "sell_company": {"company": NAME, "price": PRICE, "buyer": NAME},
    "lay_tile": {
        "hex": NAME,
        "tile": NAME,
        "rotation": ROTATION,
        "special?": NAME,  # the private whose power lays it
        "combo?": NAMES,  # further privates whose powers join in (1822MX)
        "from?": NAME,  # where a builder cube comes from (1822MX)
        "from_site?": FLAG,  # read from an 18xx.games log: checks of live play only skipped
    },
    "place_token": {"hex": NAME, "city": CITY, "slot?": SLOT},
    "run_routes": {"routes": ROUTES},
    "dividend": {"kind": NAME},
    "buy_train": {"train": TRAIN_ID, "price": PRICE, "variant?": NAME, "exchange?": TRAIN_ID},
    "discard_train": {"train": TRAIN_ID},
    "merge": {"corporation": NAME},
    "bankrupt": {},
    "end_game": {},
}
# A title's own action types join when the title registers (titles/registry.py).

# type -> required fields (kept for readers of the older table)
FIELDS: dict[str, tuple[str, ...]] = {
    kind: tuple(f for f in fields if not f.endswith("?")) for kind, fields in SCHEMAS.items()
}


def register_action_types(schemas: Mapping[str, Mapping[str, Check]]) -> None:
    """Add a title's own action types; a type two titles share must read the same."""
    for kind, fields in schemas.items():
        known = SCHEMAS.get(kind)
        if known is not None and known != dict(fields):
            raise ValueError(f"action type {kind!r} is already defined with other fields")
        SCHEMAS[kind] = dict(fields)
        FIELDS[kind] = tuple(f for f in fields if not f.endswith("?"))


def _check_record(record: dict, schema: dict[str, Check]) -> str | None:
    """What is wrong with `record` against `schema`, or None."""
    known, fields = _compiled(schema)
    if not known.issuperset(record):
        unknown = sorted(str(k) for k in record if k not in known)
        return f"has an unknown field {unknown[0]!r}"
    for name, optional, check in fields:
        if name not in record:
            if not optional:
                return f"needs {name}"
            continue
        problem = check(record[name])
        if problem:
            return f"{name} {problem}, not {_shown(record[name])}"
    return None


# id(schema) -> (schema, its field names, its (name, optional, check) triples):
# every action is checked as it is processed, so a schema is read apart once.
_COMPILED: dict[int, tuple[dict, frozenset[str], tuple]] = {}


def _compiled(schema: dict[str, Check]) -> tuple[frozenset[str], tuple]:
    found = _COMPILED.get(id(schema))
    if found is None or found[0] is not schema or len(found[2]) != len(schema):
        fields = tuple((spec.rstrip("?"), spec.endswith("?"), check)
                       for spec, check in schema.items())
        found = _COMPILED[id(schema)] = (schema, frozenset(f[0] for f in fields), fields)
    return found[1], found[2]


def _shown(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def check_action(kind: Any, entity: Any, args: dict) -> None:
    """Raise IllegalAction ("format") naming the field that does not fit."""
    if not isinstance(kind, str) or kind not in SCHEMAS:
        raise IllegalAction(f"unknown action type {_shown(kind)}", "format")
    if _name(entity):
        raise IllegalAction(f"{kind}: the entity {_name(entity)}, not {_shown(entity)}", "format")
    problem = _check_record(args, SCHEMAS[kind])
    if problem:
        raise IllegalAction(f"{kind}: {problem}", "format")


@dataclass(frozen=True)
class Action:
    type: str
    entity: str
    args: dict[str, Any] = field(default_factory=dict)

    def __getitem__(self, key: str) -> Any:
        return self.args[key]

    def get(self, key: str, default: Any = None) -> Any:
        return self.args.get(key, default)

    def to_dict(self) -> dict:
        return {"type": self.type, "entity": self.entity, **self.args}

    @classmethod
    def from_dict(cls, d: Any) -> Action:
        if not isinstance(d, dict) or "type" not in d or "entity" not in d:
            raise IllegalAction(f"not an action: {_shown(d)}", "format")
        args = dict(d)  # every action comes through here: a copy less two keys is the cheapest
        del args["type"], args["entity"]
        check_action(d["type"], d["entity"], args)
        return cls(d["type"], d["entity"], args)


def act(action_type: str, entity: str, /, **args: Any) -> Action:
    """Shorthand used by tests, bots and the window."""
    return Action.from_dict({"type": action_type, "entity": entity, **args})
