"""A faster deep copy for the engine's plain record classes.

A game copy (checkpoints, snapshots, a refused action's roll-back, every
candidate a computer player weighs) is mostly certificates, trains and
companies in lists and dicts. `copy.deepcopy` takes its generic path for each
of them and for every int and string inside; `deep_copy` copies the plain
containers and plain record classes (`copy_fields`, or a `__dict__` and no
copy hooks) itself, shares the objects of classes marked `kept`, and hands
anything else to `copy.deepcopy` with the same memo. Its results are
deepcopy's: the same sharing, tuples of unchanged items kept as they are, and
each copied original kept alive in the memo (recovery.take_checkpoint reads
them there).

A class names in `copied_shallow` the fields that hold the title's data, read
and never changed (a private's abilities): a copy gets a new container of
the same items.
"""

from __future__ import annotations

import copy
import copyreg
from typing import Any

_ATOMIC = frozenset((str, int, bool, float, type(None)))


def deep_copy(value: Any, memo: dict) -> Any:
    """What `copy.deepcopy(value, memo)` gives, sooner for lists, dicts, tuples,
    plain records and `kept` objects."""
    kind = type(value)
    if kind in _ATOMIC:
        return value
    found = memo.get(id(value), memo)
    if found is not memo:
        return found
    if kind is list:
        new: Any = []
        memo[id(value)] = new
        new.extend([v if type(v) in _ATOMIC else deep_copy(v, memo) for v in value])
    elif kind is dict:
        new = {}
        memo[id(value)] = new
        for k, v in value.items():
            if type(k) not in _ATOMIC:
                k = deep_copy(k, memo)
            new[k] = v if type(v) in _ATOMIC else deep_copy(v, memo)
    elif kind is tuple:
        items = [v if type(v) in _ATOMIC else deep_copy(v, memo) for v in value]
        if all(a is b for a, b in zip(items, value, strict=True)):
            return value  # as deepcopy: a tuple whose items stay is itself
        found = memo.get(id(value), memo)  # an item may have copied the tuple already
        if found is not memo:
            return found
        new = tuple(items)
        memo[id(value)] = new
    elif getattr(kind, "__deepcopy__", None) is kept:
        return value
    elif _plain(kind):
        new = copy_fields(value, memo)
    else:
        return copy.deepcopy(value, memo)
    _keep(value, memo)
    return new


_PLAIN: dict[type, bool] = {}  # by class: whether `_plain` holds
_OBJECT_GETSTATE = getattr(object, "__getstate__", None)  # Python 3.11 has it


def _plain(kind: type) -> bool:
    """Whether deepcopy would copy an object of `kind` field by field: it uses
    `copy_fields`, or it has a `__dict__` and none of the hooks that change how
    it is copied (`__deepcopy__`, `__reduce_ex__`, `__getstate__`, slots...)."""
    plain = _PLAIN.get(kind)
    if plain is None:
        hook = getattr(kind, "__deepcopy__", None)
        plain = hook is copy_fields or (
            hook is None
            and kind is not object  # a bare object() has no fields to copy
            and kind not in copyreg.dispatch_table
            and kind.__reduce_ex__ is object.__reduce_ex__
            and kind.__reduce__ is object.__reduce__
            and getattr(kind, "__getstate__", None) is _OBJECT_GETSTATE
            and not hasattr(kind, "__setstate__")
            and kind.__new__ is object.__new__
            and all("__slots__" not in vars(k) for k in kind.__mro__)
        )
        _PLAIN[kind] = plain
    return plain


def _keep(value: Any, memo: dict) -> None:
    """Keep the original alive in the memo, as deepcopy does (its id must not be
    reused while the memo lives; a checkpoint pairs originals with copies)."""
    alive = memo.get(id(memo))
    if alive is None:
        memo[id(memo)] = [value]
    else:
        alive.append(value)


def copy_fields(obj: Any, memo: dict) -> Any:
    """Deep copy of an object whose state is its `__dict__` (use as `__deepcopy__`)."""
    new = object.__new__(type(obj))
    memo[id(obj)] = new
    fields = new.__dict__
    shallow = getattr(obj, "copied_shallow", ())
    for key, value in obj.__dict__.items():
        if type(value) in _ATOMIC or (type(value) is tuple and _atomic_items(value)):
            fields[key] = value  # what deepcopy would give back
        elif key in shallow:
            fields[key] = copy.copy(value)
        else:
            fields[key] = deep_copy(value, memo)
    return new


def _atomic_items(items: tuple) -> bool:
    """A tuple of plain values, which deepcopy hands back as it is (a home hex)."""
    return all(type(item) in _ATOMIC for item in items)


def kept(obj: Any, memo: dict) -> Any:
    """`__deepcopy__` of a class whose objects never change: game copies share them."""
    return obj
