"""Reference state traces of 18xx.games logs (../shared/fixtures/18xx.games/traces).

A trace has one JSON line per effective action: the state right after it, as the
18xx.games engine computes it. Comparing our own state with each line finds the
first action where the two engines part ways.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

# Lists whose order means nothing: tokens follow the corporation's token list,
# trains an engine's holding order (README "How to use them", step 3).
UNORDERED = frozenset({"tokens", "trains"})
PLAYER_ORDER = "players (order)"  # path reported when only the order of players differs


class TraceError(Exception):
    """A trace file that cannot be read."""


class _Missing:
    def __repr__(self) -> str:
        return "<missing>"


MISSING: Any = _Missing()  # stands for a key one side does not have


def read_trace(path: str | Path) -> Iterator[dict]:
    """The lines of a trace file, one dict per effective action."""
    with open(path, encoding="utf-8") as lines:
        for number, line in enumerate(lines, start=1):
            if not line.strip():
                continue
            try:
                state = json.loads(line)
            except json.JSONDecodeError as exc:
                raise TraceError(f"{path}, line {number}: not valid JSON ({exc.msg})") from None
            if not isinstance(state, dict):
                raise TraceError(f"{path}, line {number}: not a JSON object")
            yield state


def trace_path(log_path: str | Path, traces_dir: str | Path | None = None) -> Path:
    """Where the trace of a fixture log lives: traces/<TITLE>/<name>.trace.jsonl."""
    log = Path(log_path)
    root = Path(traces_dir) if traces_dir is not None else log.parent.parent / "traces"
    return root / log.parent.name / f"{log.stem}.trace.jsonl"


def first_difference(
    expected_line: dict, mine: dict, ignore: Iterable[str] = ()
) -> tuple[str, Any, Any] | None:
    """The first (path, expected, got) where `mine` differs from a trace line, or None.

    Paths are dotted: "corporations.MC.cash", "players.1539.shares.NdM".
    `ignore` holds paths not to compare, such as fields our engine does not model;
    a path covers everything under it and "*" matches any one key
    ("tiles", "corporations.*.operated"). A key missing on one side is MISSING.
    """
    return _Comparer(ignore).diff(expected_line, mine, ())


@dataclass(frozen=True)
class Mismatch:
    """The first trace line our replay does not reproduce."""

    i: int
    id: Any
    type: Any
    entity: Any
    path: str
    expected: Any
    got: Any

    def __str__(self) -> str:
        return (
            f"action i={self.i} (id {self.id}, {self.type} by {self.entity}): "
            f"{self.path}: expected {self.expected!r}, got {self.got!r}"
        )


def compare_trace(
    expected_lines: Iterable[dict], my_states: Iterable[dict], ignore: Iterable[str] = ()
) -> Mismatch | None:
    """Walk a trace and our states side by side; the first mismatch, or None."""
    ignore = tuple(ignore)
    mine_iter = iter(my_states)
    for n, expected in enumerate(expected_lines):
        mine = next(mine_iter, None)
        if mine is None:
            return _mismatch(n, expected, ("(state)", "a state", MISSING))
        found = first_difference(expected, mine, ignore)
        if found:
            return _mismatch(n, expected, found)
    return None


def _mismatch(n: int, line: dict, found: tuple[str, Any, Any]) -> Mismatch:
    path, expected, got = found
    return Mismatch(
        i=line.get("i", n),
        id=line.get("id"),
        type=line.get("type"),
        entity=line.get("entity"),
        path=path,
        expected=expected,
        got=got,
    )


class _Comparer:
    def __init__(self, ignore: Iterable[str]) -> None:
        self.patterns = [tuple(p.split(".")) for p in ignore]

    def diff(self, want: Any, got: Any, path: tuple[str, ...]) -> tuple[str, Any, Any] | None:
        if self._ignored(path):
            return None
        if _category(want) != _category(got):
            return _found(path, want, got)
        if isinstance(want, dict):
            return self._diff_dict(want, got, path)
        if isinstance(want, list | tuple):
            return self._diff_list(want, got, path)
        return None if want == got else _found(path, want, got)

    def _ignored(self, path: tuple[str, ...]) -> bool:
        for pattern in self.patterns:
            if len(pattern) <= len(path) and all(
                p in ("*", key) for p, key in zip(pattern, path, strict=False)
            ):
                return True
        return False

    def _diff_dict(self, want: dict, got: dict, path: tuple[str, ...]) -> Any:
        for key in [*want, *(k for k in got if k not in want)]:
            found = self.diff(want.get(key, MISSING), got.get(key, MISSING), (*path, str(key)))
            if found:
                return found
        # The key order of `players` is the engine's current player order (trace README).
        if path == ("players",) and list(want) != list(got):
            return PLAYER_ORDER, list(want), list(got)
        return None

    def _diff_list(self, want: Any, got: Any, path: tuple[str, ...]) -> Any:
        if path and path[-1] in UNORDERED:
            return None if _multiset(want) == _multiset(got) else _found(path, want, got)
        nested = any(isinstance(v, dict | list | tuple) for v in [*want, *got])
        if nested and len(want) == len(got):
            for n, (w, g) in enumerate(zip(want, got, strict=True)):
                found = self.diff(w, g, (*path, str(n)))
                if found:
                    return found
            return None
        # A list of plain values reads best whole: "active: expected [0], got [1]".
        same = len(want) == len(got) and all(
            self.diff(w, g, path) is None for w, g in zip(want, got, strict=True)
        )
        return None if same else _found(path, want, got)


def _category(value: Any) -> str:
    # JSON types, kept apart where Python would mix them: True is not 1, 1.0 is not 1
    # (a float where the trace has whole money is a bug worth seeing).
    if value is MISSING:
        return "missing"
    if value is None:
        return "null"
    for kind, name in ((bool, "bool"), (int, "int"), (float, "float"), (str, "str")):
        if isinstance(value, kind):
            return name
    if isinstance(value, dict):
        return "dict"
    if isinstance(value, list | tuple):
        return "list"
    return type(value).__name__


def _multiset(values: Any) -> Counter:
    return Counter(json.dumps(v, sort_keys=True, default=repr) for v in values)


def _found(path: tuple[str, ...], want: Any, got: Any) -> tuple[str, Any, Any]:
    return ".".join(path), want, got
