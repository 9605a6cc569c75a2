"""A faster deep copy for the engine's plain record classes.

A game copy (checkpoints, snapshots, a refused action's roll-back) is mostly
certificates, trains and companies; `copy.deepcopy`'s generic path for an
object (`__reduce_ex__`) costs several times what copying its fields does.
A class names in `copied_shallow` the fields that hold the title's data, read
and never changed (a private's abilities): a copy gets a new container of
the same items.
"""

from __future__ import annotations

import copy
from typing import Any

_ATOMIC = (str, int, bool, float, type(None))


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
            fields[key] = copy.deepcopy(value, memo)
    return new


def _atomic_items(items: tuple) -> bool:
    """A tuple of plain values, which deepcopy hands back as it is (a home hex)."""
    return all(type(item) in _ATOMIC for item in items)
