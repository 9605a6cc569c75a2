"""The shape of a game tree: lines of play forking from one another.

Pure functions over `{name: Line}`; no game is replayed here. A line's full
action list is its parent's first `at` actions followed by its own. A
*position* n of a line is the state after its first n actions; position n of a
line with n <= at is the same state as position n of its parent, so it is
*owned* by the parent (checkpoints and round marks are stored by owner, and
lines that share a prefix share them).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from itertools import pairwise

from gamedesk.engine.actions import Action

MAIN_LINE = "Main line"
AUTO_PREFIX = "Variation"


@dataclass
class Line:
    name: str  # unique in the tree
    parent: str | None  # None for the main line
    at: int  # the fork: how many of the parent's actions this line shares (0 for main)
    actions: list[Action]  # this line's own actions after the fork


Lines = dict[str, Line]


def main_of(lines: Lines) -> str:
    return next(name for name, line in lines.items() if line.parent is None)


def length(lines: Lines, name: str) -> int:
    line = lines[name]
    return line.at + len(line.actions)


def full_actions(lines: Lines, name: str) -> list[Action]:
    """The line's whole action list from the set-up (iterative: chains may be long)."""
    parts = []
    for owner, lo, hi in segments(lines, name):
        line = lines[owner]
        parts.append(line.actions[max(lo, 0) - line.at : hi - line.at])
    return [action for part in reversed(parts) for action in part]


def action_at(lines: Lines, name: str, i: int) -> Action:
    """The action that leads from position i to i + 1."""
    line = lines[name]
    while i < line.at:
        line = lines[line.parent]
    return line.actions[i - line.at]


def owner(lines: Lines, name: str, n: int) -> str:
    """The line that owns position n of line `name` (see the module doc)."""
    line = lines[name]
    while line.parent is not None and n <= line.at:
        line = lines[line.parent]
    return line.name


def segments(lines: Lines, name: str) -> Iterator[tuple[str, int, int]]:
    """(owner, lo, hi): the positions lo < n <= hi of line `name` each line owns,
    from the line itself up to the main line (whose lo is -1: it owns position 0)."""
    line = lines[name]
    hi = length(lines, name)
    while True:
        lo = -1 if line.parent is None else line.at
        if lo < hi:
            yield line.name, lo, hi
        if line.parent is None:
            return
        hi = min(hi, line.at)
        line = lines[line.parent]


def ancestors(lines: Lines, name: str) -> list[str]:
    """`name`, its parent, … up to the main line."""
    chain = [name]
    while lines[chain[-1]].parent is not None:
        chain.append(lines[chain[-1]].parent)
    return chain


def auto_name(lines: Lines) -> str:
    n = 1
    while f"{AUTO_PREFIX} {n}" in lines:
        n += 1
    return f"{AUTO_PREFIX} {n}"


def check_name(lines: Lines, new: str, old: str | None = None) -> str:
    """`new` stripped, or ValueError if it is empty or another line's name."""
    if not isinstance(new, str) or not new.strip():
        raise ValueError("a line needs a name")
    new = new.strip()
    if new != old and new in lines:
        raise ValueError(f"there is already a line named {new!r}")
    return new


# -- reshaping (each keeps every line's full action list) -------------------------------


def canonical(lines: Lines) -> Lines:
    """Hang each line from the highest line it shares its fork position with, so
    that a line's own positions are never also a parent's own positions. Parents
    first: each parent is settled before its children climb past it."""
    for name in parents_first(lines):
        line = lines[name]
        while line.parent is not None:
            parent = lines[line.parent]
            if parent.parent is None or line.at > parent.at:
                break
            line.parent = parent.parent
    return lines


def renamed(lines: Lines, name: str, new: str) -> Lines:
    out: Lines = {}
    for key, line in lines.items():
        line.parent = new if line.parent == name else line.parent
        if key == name:
            line.name = new
        out[line.name] = line
    return out


def promoted(lines: Lines, name: str) -> Lines:
    """`name` becomes the main line; each former ancestor hangs from its former
    child at the point where they split."""
    chain = ancestors(lines, name)
    full = {n: full_actions(lines, n) for n in chain}
    forks = {n: lines[n].at for n in chain}
    for child, parent in pairwise(chain):
        at = forks[child]
        lines[parent] = Line(parent, child, at, full[parent][at:])
    lines[name] = Line(name, None, 0, full[name])
    ordered = {name: lines[name], **{k: v for k, v in lines.items() if k != name}}
    return canonical(ordered)


def without(lines: Lines, name: str) -> Lines:
    """Delete variation `name`; its children hang from its parent instead."""
    gone = lines.pop(name)
    for line in lines.values():
        if line.parent != name:
            continue
        if line.at > gone.at:  # it also shared part of the deleted line's own actions
            line.actions = gone.actions[: line.at - gone.at] + line.actions
            line.at = gone.at
        line.parent = gone.parent
    return canonical(lines)


def check_tree(lines: Lines) -> None:
    """ValueError unless there is one main line and every variation hangs, without
    a cycle, from a known line at a fork within that line's length. Linear in the
    number of lines, however they chain."""
    mains = [n for n, line in lines.items() if line.parent is None]
    if len(mains) != 1:
        raise ValueError(f"a tree has one main line, not {len(mains)}")
    for name, line in lines.items():
        if line.parent is not None and line.parent not in lines:
            raise ValueError(f"line {name!r} forks from an unknown line {line.parent!r}")
        if line.at < 0 or (line.parent is None and line.at):
            raise ValueError(f"line {name!r} forks at {line.at}")
    order = _reachable(lines)
    if len(order) < len(lines):  # every parent is known: the rest hang in a ring
        name = next(n for n in lines if n not in set(order))
        raise ValueError(f"line {name!r} is its own ancestor")
    full = {mains[0]: len(lines[mains[0]].actions)}
    for name in order[1:]:
        line = lines[name]
        if line.at > full[line.parent]:
            raise ValueError(
                f"line {name!r} forks at {line.at}, beyond the "
                f"{full[line.parent]} actions of {line.parent!r}"
            )
        full[name] = line.at + len(line.actions)


def parents_first(lines: Lines) -> list[str]:
    """The names, each after its parent, otherwise in the dict's order (no cycles)."""
    order = _reachable(lines)
    if len(order) < len(lines):
        raise ValueError("the lines of play form a cycle")
    return order


def _reachable(lines: Lines) -> list[str]:
    """The lines reachable from the main line, each after its parent, in the
    dict's order where that allows."""
    waiting: dict[str, list[str]] = {}
    out: list[str] = []
    placed: set[str] = set()
    for name, line in lines.items():
        if line.parent is not None and line.parent not in placed:
            waiting.setdefault(line.parent, []).append(name)
            continue
        stack = [name]
        while stack:  # the line, then the lines that waited for it
            here = stack.pop()
            out.append(here)
            placed.add(here)
            stack.extend(reversed(waiting.pop(here, [])))
    return out
