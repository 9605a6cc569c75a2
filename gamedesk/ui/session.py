"""The game in play: history (undo/redo), where it is saved, and autosave.

No Qt here: the window owns a Session and redraws after each change.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from gamedesk.engine.actions import Action
from gamedesk.engine.errors import GameDataError, IllegalAction
from gamedesk.engine.game import Game
from gamedesk.engine.history import History
from gamedesk.io import replay as records
from gamedesk.io.save import SaveFile, write_save
from gamedesk.titles import new_game
from gamedesk.ui import autosave


@dataclass(frozen=True)
class GameSetup:
    title: str
    players: list[tuple[str, str]]
    profile: str = "rulebook"
    options: tuple[str, ...] = ()
    seed: int = 0


class Session:
    """One game being played: `game` is always the current position."""

    def __init__(
        self,
        setup: GameSetup,
        actions: list[Action] | None = None,
        path: Path | None = None,
        autosave_enabled: bool = True,
        game: Game | None = None,
    ) -> None:
        """`game`, if given, is this setup's game already replayed: it is taken over."""
        self.setup = setup
        if game is not None:
            self.history = History.from_game(self._factory, game)
        else:
            self.history = History(self._factory, actions)
        self.path = path
        self.dirty = False
        self.autosave_enabled = autosave_enabled
        self.source: str | None = None

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
            actions = [Action.from_dict(a) for a in save.actions]
            session = cls(setup, actions, path, **kw)
        except IllegalAction as exc:
            raise records.RecordError(f"{path or 'the game'} does not replay: {exc}") from None
        except GameDataError as exc:
            raise records.RecordError(f"cannot set up the game: {exc}") from None
        session.source = save.source
        return session

    @classmethod
    def open(cls, path: str | Path, **kw) -> Session:
        """Our save or an 18xx.games log; raises records.RecordError with the reason."""
        record = records.open_record(path)
        if record.kind == "save":
            return cls.from_save(record.save, Path(path), **kw)
        game = records.replay(record)
        session = cls.from_game(record.to_save(game), game, **kw)
        session.dirty = True  # an import has no save file of ours yet
        return session

    @classmethod
    def from_game(cls, save: SaveFile, game: Game, **kw) -> Session:
        """A session that takes over `game`, already replayed from `save` (no second replay)."""
        session = cls(_setup_of(save), None, None, game=game, **kw)
        session.source = save.source
        return session

    @property
    def game(self) -> Game:
        return self.history.game

    # ----------------------------------------------------------------- moves

    def process(self, action: Action) -> None:
        """Apply `action` (IllegalAction propagates and nothing changes)."""
        self.history.process(action)
        self._changed()

    def undo(self) -> bool:
        done = self.history.undo()
        if done:
            self._changed()
        return done

    def redo(self) -> bool:
        done = self.history.redo()
        if done:
            self._changed()
        return done

    @property
    def can_undo(self) -> bool:
        return bool(self.game.actions)

    @property
    def can_redo(self) -> bool:
        return bool(self.history.redo_stack)

    def _changed(self) -> None:
        self.dirty = True
        if self.autosave_enabled:
            if self.game.finished:
                autosave.clear_autosave()
            else:
                autosave.write_autosave(self.to_save())

    # ------------------------------------------------------------------ files

    def to_save(self) -> SaveFile:
        return records.save_of(self.game, source=self.source)

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
    )
