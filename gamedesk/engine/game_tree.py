"""A game as a tree of lines of play: the main line plus named variations.

The window shows one position, `game`: `cursor` actions into line `current`.
Moving replays from the nearest checkpoint (a snapshot taken every
`CHECKPOINT_EVERY` positions of a line, shared by the lines that share the
prefix) into a new game object; a step forward instead processes one action on
the shown game, which therefore changes in place (as History's did). No
checkpoint is ever handed out.

A new action where the line goes on differently starts a variation ("Variation
1", "Variation 2", … the first free number), unless a line already goes on from
here with that action: then the tree moves along it. Nothing is thrown away
except by `delete`. The shape of the tree is in `lines.py`, renaming, promoting
and deleting in `tree_edit.py`, the timeline marks in `timeline.py`.
"""

from __future__ import annotations

from collections.abc import Callable

from gamedesk.engine import lines as shape
from gamedesk.engine.actions import Action
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.game import Game
from gamedesk.engine.history import snapshot
from gamedesk.engine.lines import MAIN_LINE, Line
from gamedesk.engine.recovery import adopt_checkpoint
from gamedesk.engine.timeline import (
    ROUND_KINDS,
    Mark,
    Scan,
    changes,
    opening_marks,
    recorded_marks,
    signature,
)
from gamedesk.engine.tree_edit import TreeEditing

# A snapshot costs about 3 ms and an action about 0.13 ms (benchmarks/replay.py):
# 20 keeps a step back (copy + at most 19 actions) well under 10 ms, at ~110 kB
# per checkpoint (100 for a 2,000-action line).
CHECKPOINT_EVERY = 20

Progress = Callable[[int], None]  # told how many actions are replayed so far


class GameTree(TreeEditing):
    """Lines of play from one set-up; `game` is the shown position."""

    def __init__(
        self,
        factory: Callable[[], Game],
        actions: list[Action] | None = None,
        progress: Progress | None = None,
    ) -> None:
        """The main line is `actions`, replayed once (IllegalAction if one is refused).
        `progress(done)` is called after each action (it may raise to stop)."""
        start = factory()
        self._setup(factory, [], start, snapshot(start))
        for done, action in enumerate(actions or [], start=1):
            try:
                self._extend(MAIN_LINE, action, restore=False)  # the tree is dropped
            except IllegalAction as exc:
                raise IllegalAction(
                    f"action {done - 1} ({action.type}) is refused: {exc.message}", exc.rule
                ) from None
            if progress is not None:
                progress(done)

    @classmethod
    def from_game(cls, factory: Callable[[], Game], game: Game) -> GameTree:
        """Take over a game already replayed (no second replay): it is the main line.
        Its marks are those the game noted as it was played; checkpoints come from
        one replay when first needed, or from `warm()`."""
        tree = cls.__new__(cls)
        tree._setup(factory, list(game.actions), game, factory())
        marks = recorded_marks(game) if game.actions else None
        if marks is not None:
            tree._scans[MAIN_LINE] = Scan(len(game.actions), signature(game), marks)
        return tree

    def _setup(self, factory: Callable[[], Game], main: list[Action], live: Game, start: Game):
        self.factory = factory
        self.lines: dict[str, Line] = {MAIN_LINE: Line(MAIN_LINE, None, 0, main)}
        self._current, self._cursor, self._game = MAIN_LINE, len(main), live
        self._checkpoints: dict[str, dict[int, Game]] = {MAIN_LINE: {0: start}}
        self._scans: dict[str, Scan] = {MAIN_LINE: Scan(0)}

    # ------------------------------------------------------------------ reading

    @property
    def game(self) -> Game:
        return self._game

    @property
    def current(self) -> str:
        return self._current

    @property
    def cursor(self) -> int:
        return self._cursor

    @property
    def main(self) -> str:
        return shape.main_of(self.lines)

    @property
    def length(self) -> int:
        return shape.length(self.lines, self._current)

    @property
    def at_end(self) -> bool:
        return self._cursor == self.length

    def line_names(self) -> list[str]:
        main = self.main
        return [main, *(name for name in self.lines if name != main)]

    def full_actions(self, name: str | None = None) -> list[Action]:
        return shape.full_actions(self.lines, self._known(name or self._current))

    def _known(self, name: str) -> str:
        if name not in self.lines:
            raise KeyError(f"no line named {name!r}")
        return name

    # ------------------------------------------------------------------ moving

    def go(self, n: int) -> Game:
        """Show position n (0 = the set-up) of the current line."""
        return self.switch(self._current, n)

    def switch(self, name: str, n: int | None = None) -> Game:
        """Show line `name` at position n (default: its end)."""
        end = shape.length(self.lines, self._known(name))
        n = end if n is None else n
        if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= end:
            raise IndexError(f"no position {n!r} in {name!r}: it has {end} actions (0 to {end})")
        if (name, n) != (self._current, self._cursor):
            self._game = self._position(name, n)
            self._current, self._cursor = name, n
        return self._game

    def undo(self) -> bool:
        """One action back; what was undone stays on the line (redo)."""
        if self._cursor == 0:
            return False
        self.go(self._cursor - 1)
        return True

    def redo(self) -> bool:
        if self.at_end:
            return False
        self.go(self._cursor + 1)
        return True

    def position(self, name: str, n: int) -> Game:
        """A new game at position n of line `name`, leaving the one shown alone."""
        name = self._known(name)
        if not 0 <= n <= shape.length(self.lines, name):
            raise IndexError(f"no position {n} in {name!r}")
        return self._position(name, n, live=False)

    def round_starts(self) -> list[int]:
        """Positions where a round starts on the current line, in order."""
        return sorted({m.index for m in self.marks() if m.kind in ROUND_KINDS})

    # ------------------------------------------------------------------ playing

    def play(self, action: Action) -> Game:
        """Apply `action` at the cursor: go on along the line if it is the line's next
        action (or another line's from here), else start a new variation. If the
        engine refuses it, IllegalAction propagates and nothing changes."""
        if isinstance(action, dict):
            action = Action.from_dict(action)
        n = self._cursor
        if self.at_end:
            self._extend(self._current, action)
            return self._game
        same = self._continuing(action)
        if same is not None:
            return self.switch(same, n + 1)
        name = shape.auto_name(self.lines)
        self.lines[name] = Line(name, shape.owner(self.lines, self._current, n), n, [])
        self._scans[name] = Scan(n)
        try:
            self._extend(name, action)
        except IllegalAction:
            del self.lines[name], self._scans[name]
            raise
        return self._game

    def _continuing(self, action: Action) -> str | None:
        """The current line, or else the first line, that goes on from the shown
        position with `action` (so that replaying a variation does not copy it)."""
        n, here = self._cursor, shape.owner(self.lines, self._current, self._cursor)
        for name in [self._current, *self.lines]:
            if (
                shape.length(self.lines, name) > n
                and shape.owner(self.lines, name, n) == here
                and shape.action_at(self.lines, name, n) == action
            ):
                return name
        return None

    def _extend(self, name: str, action: Action, restore: bool = True) -> None:
        """Append `action` to line `name`, whose end is the shown position.
        `restore=False`: a refusal leaves the shown game half-changed."""
        line = self.lines[name]
        line.actions.append(action)
        try:
            self._forward(self._game, name, self._cursor, restore)
        except IllegalAction:
            line.actions.pop()
            raise
        line.actions[-1] = self._game.actions[-1]  # the engine's checked copy
        self._current, self._cursor = name, self._cursor + 1

    # ------------------------------------------------------------------ positions

    def _position(self, name: str, n: int, live: bool = True) -> Game:
        """Position n of line `name`: the shown game moved forward if it is on the
        way and no farther than a checkpoint, else a copy of the checkpoint."""
        base, checkpoint = self._checkpoint_below(name, n)
        here = self._cursor
        # A copy costs about as much as CHECKPOINT_EVERY actions.
        if (
            live
            and here <= n <= here + (n - base) + CHECKPOINT_EVERY
            and shape.owner(self.lines, self._current, here) == shape.owner(self.lines, name, here)
        ):
            game, start = self._game, here
        else:
            game, start = snapshot(checkpoint), base
            # The tree's copy is never processed: it serves as the recovery
            # checkpoint too, so the first step on the copy takes none of its own.
            adopt_checkpoint(game, checkpoint)
        for i in range(start, n):
            self._forward(game, name, i)
        return game

    def _checkpoint_below(self, name: str, n: int) -> tuple[int, Game]:
        for owner, lo, hi in shape.segments(self.lines, name):
            saved = self._checkpoints.get(owner, {})
            top = min(hi, n)
            for k in range(top - top % CHECKPOINT_EVERY, lo, -CHECKPOINT_EVERY):
                if k in saved:
                    return k, saved[k]
        raise AssertionError("the set-up position has no checkpoint")

    def _forward(self, game: Game, name: str, i: int, restore: bool = True) -> None:
        """Process, on `game` at position i of line `name`, the action to i + 1;
        record a checkpoint and the marks of the owning line on the way."""
        owner = shape.owner(self.lines, name, i + 1)
        scan = self._scans[owner]
        tracking = scan.pos == i
        if tracking and not scan.started:
            self._start_scan(owner, game)
        # Only the shown game is put back after a refusal; a copy is dropped.
        game.process(shape.action_at(self.lines, name, i), restore=restore and game is self._game)
        if tracking:
            sig = signature(game)
            scan.marks += changes(scan.sig, sig, i + 1, game.end_reason)
            scan.pos, scan.sig = i + 1, sig
        if (i + 1) % CHECKPOINT_EVERY == 0:
            saved = self._checkpoints.setdefault(owner, {})
            if i + 1 not in saved:
                saved[i + 1] = snapshot(game)

    def _start_scan(self, owner: str, game: Game) -> None:
        scan = self._scans[owner]
        scan.sig = signature(game)
        if self.lines[owner].parent is None:  # the set-up: the first round and phase
            scan.marks = [*opening_marks(scan.sig), *scan.marks]

    # ------------------------------------------------------------------ marks

    def marks(self, name: str | None = None) -> list[Mark]:
        """Round starts, phase changes and the end along a line, in order. The
        set-up gives the first round and phase at index 0."""
        name = self._known(name or self._current)
        for owner in shape.ancestors(self.lines, name):
            self._complete_scan(owner)
        return self._collected_marks(name)

    def _collected_marks(self, name: str) -> list[Mark]:
        out: list[Mark] = []
        for owner, lo, hi in reversed(list(shape.segments(self.lines, name))):
            out += [m for m in self._scans[owner].marks if lo < m.index <= hi]
        return out

    def prepare(self, budget: int = 100) -> bool:
        """Do up to `budget` actions of the replay that `marks()` and the
        checkpoints of a taken-over game need; True once nothing is left. For
        spreading that replay over idle time instead of the first `marks()`."""
        for owner in reversed(shape.ancestors(self.lines, self._current)):
            if not self._complete_scan(owner, budget):
                return False
        length = self.length
        base, _ = self._checkpoint_below(self._current, length)
        if length - base >= CHECKPOINT_EVERY:
            self._position(self._current, min(length, base + budget), live=False)
            base, _ = self._checkpoint_below(self._current, length)
        return length - base < CHECKPOINT_EVERY

    def warm(self) -> None:
        """All of `prepare` at once: later moves along the line shown replay a few
        actions only. Long: for a worker thread."""
        while not self.prepare(10_000):
            pass

    def _complete_scan(self, owner: str, budget: int | None = None) -> bool:
        scan, end = self._scans[owner], shape.length(self.lines, owner)
        if scan.pos == end and scan.started:
            return True
        game = self._position(owner, scan.pos, live=False)
        if not scan.started:
            self._start_scan(owner, game)
        stop = end if budget is None else min(end, scan.pos + budget)
        for i in range(scan.pos, stop):
            self._forward(game, owner, i)
        return scan.pos == end
