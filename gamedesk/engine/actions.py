"""Actions: what a player (or a company acting for its president) does.

An action is a type, the acting entity (a player id or a company symbol) and
type-specific fields. Its dict form is what save files store.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from gamedesk.engine.errors import IllegalAction

# type -> required fields (optional fields are accepted as given)
FIELDS: dict[str, tuple[str, ...]] = {
    "pass": (),
    "bid": ("company", "price"),
    "par": ("corporation", "price"),
    "buy_shares": ("shares",),
    "sell_shares": ("shares",),
    "buy_company": ("company", "price"),
    "sell_company": ("company", "price", "buyer"),
    "lay_tile": ("hex", "tile", "rotation"),
    "place_token": ("hex", "city"),
    "run_routes": ("routes",),
    "dividend": ("kind",),
    "buy_train": ("train", "price"),
    "discard_train": ("train",),
    "merge": ("corporation",),
    "auction_token": ("hex", "city"),
    "repay_loan": (),  # optional "amount"; without it, all the cash allows
    "acquire_company": ("company",),
    "choose": ("choice",),
    "assign": ("hex",),
    "bankrupt": (),
    "end_game": (),
}


def _check_fields(kind: str, args: dict) -> None:
    """Field shapes every action must have, whatever the rules say."""
    if "rotation" in args and (type(args["rotation"]) is not int or not 0 <= args["rotation"] <= 5):
        raise IllegalAction(f"rotation must be 0 to 5, not {args['rotation']!r}", "format")
    if "amount" in args and (type(args["amount"]) is not int or args["amount"] < 0):
        raise IllegalAction(f"an amount is a whole number, not {args['amount']!r}", "format")
    if "price" in args and (type(args["price"]) is not int or args["price"] < 0):
        raise IllegalAction(
            f"a price is a whole amount of at least 0, not {args['price']!r}", "format"
        )
    for key in ("shares", "routes"):
        if key in args and not isinstance(args[key], list):
            raise IllegalAction(f"{key} must be a list", "format")
    for key in ("hex", "company", "corporation", "train", "kind", "tile"):
        if key in args and not isinstance(args[key], str):
            raise IllegalAction(f"{key} must be a name, not {args[key]!r}", "format")


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
    def from_dict(cls, d: dict) -> Action:
        if not isinstance(d, dict) or "type" not in d or "entity" not in d:
            raise IllegalAction(f"not an action: {d!r}", "format")
        kind = d["type"]
        if kind not in FIELDS:
            raise IllegalAction(f"unknown action type {kind!r}", "format")
        args = {k: v for k, v in d.items() if k not in ("type", "entity")}
        missing = [f for f in FIELDS[kind] if f not in args]
        if missing:
            raise IllegalAction(f"{kind} needs {', '.join(missing)}", "format")
        _check_fields(kind, args)
        return cls(kind, str(d["entity"]), args)


def act(action_type: str, entity: str, /, **args: Any) -> Action:
    """Shorthand used by tests, bots and the window."""
    return Action.from_dict({"type": action_type, "entity": entity, **args})
