"""Renaming, promoting and deleting a game tree's lines, and the tree as plain data.

A mixin of `GameTree` (game_tree.py). Every edit keeps each remaining line's
full action list, so the shown position never changes (except when the shown
line is deleted) and the checkpoints and marks found so far stay valid: they
are only filed again under the lines that own them now.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from gamedesk.engine import lines as shape
from gamedesk.engine.actions import Action
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.game import Game
from gamedesk.engine.lines import MAIN_LINE, Line
from gamedesk.engine.timeline import Mark, Scan


class TreeEditing:
    """The line-editing half of GameTree (which provides the attributes used here)."""

    def rename(self, name: str, new: str) -> None:
        """ValueError if `new` is empty or names another line."""
        new = shape.check_name(self.lines, new, self._known(name))
        if new == name:
            return
        self.lines = shape.renamed(self.lines, name, new)
        for table in (self._checkpoints, self._scans):
            if name in table:
                table[new] = table.pop(name)
        if self._current == name:
            self._current = new

    def promote(self, name: str) -> None:
        """Make `name` the main line. Every line keeps its name and its full action
        list: the old main line becomes a variation forking where `name` left it
        (so a variation may be called "Main line" until renamed)."""
        if self.lines[self._known(name)].parent is None:
            return
        known = self._finished_marks()
        self.lines = shape.promoted(self.lines, name)
        self._refile(known)

    def delete(self, name: str) -> None:
        """Delete a variation. Lines forking from it hang from its parent instead,
        with the same full action lists. If it was shown, its parent is shown at
        the fork (or where the cursor was, if that was before the fork)."""
        line = self.lines[self._known(name)]
        if line.parent is None:
            raise ValueError(f"{name!r} is the main line: promote another line to delete it")
        if self._current == name:
            self.switch(line.parent, min(self._cursor, line.at))
        known = self._finished_marks()
        self._keep_shared_checkpoints(name)
        self.lines = shape.without(self.lines, name)
        self._refile(known)

    # ------------------------------------------------------------------ bookkeeping

    def _finished_marks(self) -> dict[str, tuple[list[Mark], tuple]]:
        """Full marks and end signature of each line whose marks are all known."""
        out = {}
        for name in self.lines:
            end = shape.length(self.lines, name)
            if shape.owner(self.lines, name, end) != name:
                continue  # its end belongs to another line: no end signature of its own
            if all(self._scanned(owner) for owner in shape.ancestors(self.lines, name)):
                out[name] = (self._collected_marks(name), self._scans[name].sig)
        return out

    def _scanned(self, name: str) -> bool:
        scan = self._scans[name]
        return scan.started and scan.pos == shape.length(self.lines, name)

    def _keep_shared_checkpoints(self, name: str) -> None:
        # The deleted line's own positions up to a child's fork are now the child's.
        for n, game in self._checkpoints.pop(name, {}).items():
            child = next((c for c in self.lines.values() if c.parent == name and n <= c.at), None)
            if child is not None:
                self._checkpoints.setdefault(child.name, {}).setdefault(n, game)

    def _refile(self, known: dict[str, tuple[list[Mark], tuple]]) -> None:
        """File checkpoints and marks under the lines that own them after a reshape."""
        old = [
            (owner, n, game)
            for owner, saved in self._checkpoints.items()
            if owner in self.lines
            for n, game in saved.items()
        ]
        self._checkpoints = {}
        for owner, n, game in old:
            now = shape.owner(self.lines, owner, n)
            self._checkpoints.setdefault(now, {}).setdefault(n, game)
        self._scans = {name: self._scan_of(name, known.get(name)) for name in self.lines}

    def _scan_of(self, name: str, known: tuple[list[Mark], tuple] | None) -> Scan:
        line = self.lines[name]
        if known is None:
            return Scan(line.at)  # found again by the next marks()
        lo = -1 if line.parent is None else line.at
        marks, sig = known
        return Scan(shape.length(self.lines, name), sig, [m for m in marks if m.index > lo])

    # ------------------------------------------------------------------ as data

    def to_tree_dict(self) -> dict[str, Any]:
        """The lines as the save file keeps them (actions as dicts); the keys are
        SaveFile's: actions, variations, main_name, current."""
        main = self.main
        return {
            "actions": [a.to_dict() for a in self.lines[main].actions],
            "variations": [
                {
                    "name": line.name,
                    "parent": line.parent,
                    "at": line.at,
                    "actions": [a.to_dict() for a in line.actions],
                }
                for line in (self.lines[n] for n in shape.parents_first(self.lines))
                if line.parent is not None
            ],
            "main_name": main,
            "current": {"line": self._current, "at": self._cursor},
        }

    @classmethod
    def from_tree_dict(
        cls,
        factory: Callable[[], Game],
        data: dict[str, Any],
        progress: Callable[[int], None] | None = None,
    ):
        """The tree of `to_tree_dict` (or a SaveFile's fields). Replays every line
        once: IllegalAction names the line and action refused; ValueError for a
        tree that does not hang together. `progress(done)` is told how many actions
        are replayed so far (it may raise to stop). Lines are hung canonically
        (lines.canonical): each keeps its full action list."""
        main_actions = [Action.from_dict(a) for a in data.get("actions", [])]
        variations = {v.name: v for v in map(_line_of, data.get("variations") or [])}
        main = data.get("main_name") or MAIN_LINE
        # Check the shape before replaying anything: a bad tree fails at once.
        everything = _with_names({main: Line(main, None, 0, main_actions)},
                                 list(variations.values()))
        shape.check_tree(everything)
        shape.canonical(everything)
        tree = cls(factory, main_actions, progress)
        tree.rename(MAIN_LINE, main)
        done = len(main_actions)
        for name in shape.parents_first(everything)[1:]:
            tree._add_line(variations[name])
            done += len(variations[name].actions)
            if progress is not None:
                progress(done)
        current = data.get("current")
        if current:
            tree.switch(current["line"], current["at"])
        return tree

    def _add_line(self, line: Line) -> None:
        """Add a variation read from a file, replaying its own actions."""
        self.lines[line.name] = line
        self._scans[line.name] = Scan(line.at)
        if not line.actions:  # it owns no position: nothing to replay
            return
        game = self._position(line.name, line.at, live=False)
        for i in range(line.at, shape.length(self.lines, line.name)):
            try:
                self._forward(game, line.name, i)
            except IllegalAction as exc:
                action = line.actions[i - line.at]
                for table in (self.lines, self._scans, self._checkpoints):
                    table.pop(line.name, None)
                raise IllegalAction(
                    f"line {line.name!r}: action {i} ({action.type}) is refused: {exc.message}",
                    exc.rule,
                ) from None


def _line_of(data: dict) -> Line:
    actions = [Action.from_dict(a) for a in data.get("actions", [])]
    return Line(data["name"], data["parent"], data["at"], actions)


def _with_names(lines: dict[str, Line], variations: list[Line]) -> dict[str, Line]:
    """`lines` plus the variations, ValueError on a name that is empty or taken."""
    out = dict(lines)
    for line in variations:
        shape.check_name(out, line.name)
        if line.name != line.name.strip():
            raise ValueError(f"line name {line.name!r} has spaces around it")
        out[line.name] = line
    return out
