"""The engine's deep copy gives what copy.deepcopy gives, sooner: the same
sharing, tuples kept when their items are, immutable objects shared, hooks
respected, and every copied original kept in the memo (a checkpoint pairs
originals with their copies from there)."""

from __future__ import annotations

import copy

from gamedesk.engine.copying import copy_fields, deep_copy, kept
from gamedesk.titles import new_game
from tests.property.invariants import fingerprint


class Plain:
    def __init__(self, **fields) -> None:
        self.__dict__.update(fields)


class Record:
    __deepcopy__ = copy_fields

    def __init__(self, **fields) -> None:
        self.__dict__.update(fields)


class Frozen:
    __deepcopy__ = kept


class Slotted:
    __slots__ = ("items",)

    def __init__(self, items: list) -> None:
        self.items = items


class Hooked:
    def __init__(self) -> None:
        self.items = [1]

    def __getstate__(self) -> dict:
        return {"items": ["from the hook"]}


def test_a_copy_keeps_the_sharing_of_the_original():
    shared = [1, 2]
    record = Record(a=shared, b=shared, name="x")
    original = {"record": record, "again": record, "list": [record, shared]}
    new = deep_copy(original, {})
    assert new == {"record": new["record"], "again": new["record"], "list": new["list"]}
    assert new["record"] is not record and new["record"].a is new["record"].b
    assert new["record"].a is not shared and new["record"].a == [1, 2]
    assert new["list"][0] is new["record"] and new["list"][1] is new["record"].a


def test_tuples_stay_themselves_unless_an_item_is_copied():
    plain = (1, "a", (2, 3))
    assert deep_copy(plain, {}) is plain
    holding = (1, [2])
    new = deep_copy(holding, {})
    assert new is not holding and new == (1, [2]) and new[1] is not holding[1]


def test_immutable_objects_are_shared_and_hooked_ones_copied_by_their_hooks():
    frozen = Frozen()
    assert deep_copy([frozen], {})[0] is frozen
    slotted = Slotted([1])
    copied = deep_copy(slotted, {})
    assert copied is not slotted and copied.items == [1] and copied.items is not slotted.items
    assert deep_copy(Hooked(), {}).items == ["from the hook"]  # as copy.deepcopy does
    marker = object()
    assert type(deep_copy([marker], {})[0]) is object
    assert copy.deepcopy(Hooked()).items == ["from the hook"]
    plain = Plain(items=[1], inner=Plain(n=2))
    new = deep_copy(plain, {})
    assert type(new) is Plain and new.items == [1] and new.items is not plain.items
    assert new.inner.n == 2 and new.inner is not plain.inner


def test_the_memo_keeps_every_copied_original():
    inner = [1]
    record = Record(items=inner)
    memo: dict = {}
    new = deep_copy({"r": record}, memo)
    kept_alive = memo[id(memo)]
    assert any(x is record for x in kept_alive) and any(x is inner for x in kept_alive)
    assert memo[id(record)] is new["r"] and memo[id(inner)] is new["r"].items


def test_a_game_copy_is_the_same_game_and_shares_nothing_that_changes():
    game = new_game("1822MX", [("a", "A"), ("b", "B"), ("c", "C")], seed=3)
    game.process(game.legal_actions()[0])
    other = game.copy()
    assert fingerprint(other) == fingerprint(game)
    mutable = (list, dict, set)
    theirs = {id(v) for v in vars(game).values() if isinstance(v, mutable)}
    ours = {id(v) for k, v in vars(other).items() if isinstance(v, mutable) and k != "data"}
    assert not (theirs & ours) - {id(game.__dict__.get("_legal"))}
    other.process(other.legal_actions()[0])
    assert fingerprint(game) != fingerprint(other)
    assert len(game.actions) == len(other.actions) - 1
