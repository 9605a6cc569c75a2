"""The game in play: its tree of lines (main line and variations), the
position shown, where it is saved, and autosave.

Browsing with the timeline only looks: the position shown can be played from
only at the end of a line, after an undo (an explicit "take that back"), or
after "Play on from here". A new action in the past starts a variation; the
line that was left is kept.

No Qt here: the window owns a Session and redraws after each change.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from gamedesk.engine.actions import Action
from gamedesk.engine.errors import GameDataError, IllegalAction
from gamedesk.engine.game import Game
from gamedesk.engine.game_tree import GameTree
from gamedesk.engine.messages import QT_TRANSLATE_NOOP
from gamedesk.io import replay as records
from gamedesk.io.save import SaveError, SaveFile, read_save, write_save
from gamedesk.titles import new_game
from gamedesk.ui import autosave


@dataclass(frozen=True)
class GameSetup:
    title: str
    players: list[tuple[str, str]]
    profile: str = "rulebook"
    options: tuple[str, ...] = ()
    seed: int = 0
    # The computer seats: (player id, level) pairs; every other seat is a person.
    computers: tuple[tuple[str, str], ...] = ()


Progress = Callable[[int, int], None] | None  # (actions replayed, of how many); may raise


@dataclass
class Resumed:
    """The game found by `Session.resume`: from which file, and why newer ones failed."""

    session: Session
    path: Path
    skipped: list[str]  # "autosave.json: <reason>" for each newer file that did not replay

    @property
    def finished(self) -> bool:
        return self.session.game.finished

    def ended_lines(self) -> list[str]:
        """The lines of play whose last position is a finished game (a game may end
        on a variation while another line is shown)."""
        tree = self.session.tree
        return [
            name
            for name in tree.line_names()
            if tree.position(name, len(tree.full_actions(name))).finished
        ]


class Session:
    """One game being played: `game` is always the current position."""

    def __init__(
        self,
        setup: GameSetup,
        actions: list[Action] | None = None,
        path: Path | None = None,
        autosave_enabled: bool = True,
        game: Game | None = None,
        tree: dict | None = None,
        progress: Progress = None,
    ) -> None:
        """`game`, if given, is this setup's game already replayed: it is taken over.
        `tree`: the lines of a save (SaveFile.tree_dict()) instead of `actions`."""
        self.setup = setup
        if game is not None:
            self.tree = GameTree.from_game(self._factory, game)
        elif tree is not None:
            total = len(tree["actions"]) + sum(len(v["actions"]) for v in tree["variations"])
            told = None if progress is None else (lambda done: progress(done, total))
            self.tree = GameTree.from_tree_dict(self._factory, tree, told)
        else:
            self.tree = GameTree(self._factory, actions)
        self.unlocked = True  # the position shown may be played from
        self.path = path
        self.dirty = False
        self.autosave_enabled = autosave_enabled
        self.autosave_problem: str | None = None
        self.source: str | None = None
        self.imported_name: str | None = None  # "80226.json (imported)": not a save yet

    def fresh_game(self) -> Game:
        """The game as set up, before any action."""
        return self._factory()

    def _factory(self) -> Game:
        s = self.setup
        return new_game(
            s.title, list(s.players), profile=s.profile, options=list(s.options), seed=s.seed
        )

    @classmethod
    def from_save(cls, save: SaveFile, path: Path | None = None, **kw) -> Session:
        """A session that continues `save` (raises records.RecordError if it does not replay)."""
        setup = _setup_of(save)
        try:
            session = cls(setup, None, path, tree=save.tree_dict(), **kw)
        except IllegalAction as exc:
            raise records.RecordError(f"{path or 'the game'} does not replay: {exc}") from None
        except GameDataError as exc:
            raise records.RecordError(f"cannot set up the game: {exc}") from None
        except (ValueError, KeyError, IndexError) as exc:
            raise records.RecordError(f"{path or 'the game'}: its lines of play: {exc}") from None
        session.source = save.source
        return session

    @classmethod
    def open(cls, path: str | Path, progress: Progress = None, **kw) -> Session:
        """Our save or an 18xx.games log; raises records.RecordError with the reason.
        `progress(done, total)` is told how far the replay is (it may raise to stop)."""
        record = records.open_record(path)
        if record.kind == "save":
            return cls.from_save(record.save, Path(path), progress=progress, **kw)
        total = record.action_count
        told = None if progress is None else (lambda done: progress(done, total))
        game = records.replay(record, progress=told)
        session = cls.from_game(record.to_save(game), game, **kw)
        session.dirty = True  # an import has no save file of ours yet
        session.imported_name = f"{Path(path).name} (imported)"
        return session

    @classmethod
    def resume(cls, progress: Progress = None, **kw) -> Resumed | None:
        """The newest autosave (autosave.json, then its backups) that reads and
        replays; None if none does (the reasons: `autosave.resume_problems`)."""
        skipped: list[str] = []
        for path in autosave.candidates():
            try:
                session = cls.from_save(read_save(path), progress=progress, **kw)
            except (SaveError, records.RecordError) as exc:
                skipped.append(f"{path.name}: {exc}")
                continue
            return Resumed(session, path, skipped)
        autosave.resume_problems[:] = skipped
        return None

    @classmethod
    def from_game(cls, save: SaveFile, game: Game, **kw) -> Session:
        """A session that takes over `game`, already replayed from `save` (no second replay)."""
        session = cls(_setup_of(save), None, None, game=game, **kw)
        session.source = save.source
        return session

    @property
    def game(self) -> Game:
        return self.tree.game

    @property
    def playable(self) -> bool:
        """Whether the position shown takes new actions (see the module docstring)."""
        return self.tree.at_end or self.unlocked

    # ----------------------------------------------------------------- moves

    def process(self, action: Action) -> None:
        """Apply `action` (IllegalAction propagates and nothing changes)."""
        if not self.playable:
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "game",
                    "this is an earlier point of the game: choose Play on from here "
                    "to play a different move from it",
                ),
                "timeline",
            )
        self.tree.play(action)
        self.unlocked = True
        self._changed()

    def undo(self) -> bool:
        done = self.tree.undo()
        if done:
            self.unlocked = True  # take it back and play something else: a variation
            self._changed()
        return done

    def redo(self) -> bool:
        done = self.tree.redo()
        if done:
            self.unlocked = True
            self._changed()
        return done

    @property
    def can_undo(self) -> bool:
        return self.tree.cursor > 0

    @property
    def can_redo(self) -> bool:
        return not self.tree.at_end

    # --------------------------------------------------------------- browsing

    def go(self, n: int) -> Game:
        """Show the position after n actions of the line shown (looking only)."""
        n = max(0, min(n, self.tree.length))
        game = self.tree.go(n)
        self.unlocked = self.tree.at_end
        return game

    def switch(self, name: str) -> Game:
        """Show the end of another line of play."""
        game = self.tree.switch(name)
        self.unlocked = True
        self.dirty = True  # the file remembers the line shown
        return game

    def play_on(self) -> None:
        """Take the position shown as the one to play from."""
        self.unlocked = True

    def rename_line(self, name: str, new: str) -> None:
        self.tree.rename(name, new)
        self._changed()

    def promote_line(self, name: str) -> None:
        self.tree.promote(name)
        self._changed()

    def delete_line(self, name: str) -> None:
        self.tree.delete(name)
        self._changed()

    def _changed(self) -> None:
        self.dirty = True
        self.write_autosave()

    def write_autosave(self) -> None:
        """Autosave the game (a finished one too: it stays as the last game, to
        review). A failure never undoes the move: it waits in `autosave_problem`
        for the window to show."""
        if not self.autosave_enabled:
            return
        try:
            autosave.write_autosave(self.to_save())
        except (OSError, SaveError) as exc:
            self.autosave_problem = str(exc)

    # ------------------------------------------------------------------ files

    def to_save(self) -> SaveFile:
        save = records.save_of(self.game, source=self.source)
        lines = self.tree.to_tree_dict()
        save.actions = lines["actions"]
        save.variations = lines["variations"]
        save.main_name = lines["main_name"]
        save.current = lines["current"]
        levels = dict(self.setup.computers)
        for player in save.players:
            if player["id"] in levels:
                player["computer"] = levels[player["id"]]
        return save

    def save(self, path: str | Path | None = None) -> Path:
        target = Path(path) if path is not None else self.path
        if target is None:
            raise ValueError("no file name yet")
        write_save(target, self.to_save())
        self.path, self.dirty = target, False
        return target


def _setup_of(save: SaveFile) -> GameSetup:
    return GameSetup(
        save.title,
        [(p["id"], p["name"]) for p in save.players],
        save.profile,
        tuple(save.options),
        save.seed,
        tuple((p["id"], p["computer"]) for p in save.players if p.get("computer")),
    )
