"""Open a game record (our save or an 18xx.games log) and replay it."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from gamedesk.engine.actions import Action
from gamedesk.engine.errors import GameDataError, IllegalAction
from gamedesk.engine.game import Game
from gamedesk.io import save as savefile
from gamedesk.io.importer import LogReplayer
from gamedesk.io.jsonfile import JsonFileError, load_json
from gamedesk.io.xxlog import LogError, XXLog, parse_log
from gamedesk.titles import new_game

Progress = Callable[[int], None] | None


class RecordError(Exception):
    """A record that cannot be opened or replayed; the message says why."""


@dataclass
class Record:
    kind: str  # "save" | "18xx.games"
    path: str
    save: savefile.SaveFile | None = None
    log: XXLog | None = None

    @property
    def result(self) -> dict[str, int] | None:
        return self.log.result if self.log else None

    @property
    def game_end_reason(self) -> str | None:
        return self.log.game_end_reason if self.log else None

    @property
    def action_count(self) -> int:
        return len(self.log.moves) if self.log else len(self.save.actions)

    def to_save(self, game: Game) -> savefile.SaveFile:
        save = save_of(game, source=self._source())
        if self.save is not None:  # a save's computer seats stay computer seats
            levels = {p["id"]: p["computer"] for p in self.save.players if p.get("computer")}
            for player in save.players:
                if player["id"] in levels:
                    player["computer"] = levels[player["id"]]
        return save

    def _source(self) -> str | None:
        if self.log is None:
            return self.save.source
        return f"18xx.games {self.log.game_id}" if self.log.game_id is not None else "18xx.games"


def open_record(path: str | Path) -> Record:
    """Read and check the file once (a pipe or a device is refused before reading)."""
    try:
        obj = load_json(path)
    except JsonFileError as exc:
        raise RecordError(f"{path}: {exc}") from None
    try:
        if savefile.kind_of(obj) == "save":
            return Record("save", str(path), save=savefile.parse_save(obj))
        return Record("18xx.games", str(path), log=parse_log(obj, source=str(path)))
    except (savefile.SaveError, LogError) as exc:
        message = str(exc)
        if not message.startswith(f"{path}: "):
            message = f"{path}: {message}"
        raise RecordError(message) from None


def replay(
    record: Record,
    to: int | None = None,
    line: str | None = None,
    progress: Progress = None,
    action_ms: list[float] | None = None,
) -> Game:
    """The game after the first `to` actions of the record (all if None); for a
    save, of its line of play `line` (default: the main line). `progress(done)`
    is called after each action (it may raise to stop). `action_ms`, if given,
    receives the time each action took, with what followed it automatically, in
    milliseconds of the process's CPU time (so that other programs on a busy
    machine do not count)."""
    if record.log is not None:
        if line is not None:
            raise RecordError("an 18xx.games log has one line of play only")
        return replay_log(record.log, to, progress, action_ms)
    return replay_save(record.save, to, line, progress, action_ms)


def line_actions(save: savefile.SaveFile, line: str | None = None) -> list[dict]:
    """The whole action list of one line of play of a save (default: the main line)."""
    if line is None or line == save.main_name:
        return save.actions
    variations = {v["name"]: v for v in save.variations}
    if line not in variations:
        names = ", ".join([save.main_name, *list(variations)[:20]]) or save.main_name
        raise RecordError(f"no line of play named {line!r} (the save has: {names})")
    chain = [variations[line]]  # iterative: a save may chain thousands of lines
    while chain[-1]["parent"] != save.main_name:
        chain.append(variations[chain[-1]["parent"]])
    actions = list(save.actions)
    for found in reversed(chain):
        actions = actions[: found["at"]] + found["actions"]
    return actions


def replay_log(
    log: XXLog,
    to: int | None = None,
    progress: Progress = None,
    action_ms: list[float] | None = None,
) -> Game:
    try:
        # A refusal ends the replay and drops the game: nothing to put back, so
        # no checkpoints are taken on the way (the game takes one when played on).
        replayer = LogReplayer(log, restore=False)
    except (IllegalAction, GameDataError) as exc:
        raise RecordError(f"cannot set up the game: {exc}") from None
    moves = log.moves if to is None else log.moves[:to]
    for i, entry in enumerate(moves):
        start = time.process_time()
        try:
            replayer.apply(entry)
        except IllegalAction as exc:
            raise RecordError(
                f"action {i} (id {entry.get('id')}, {entry['type']} by {entry.get('entity')}) "
                f"is refused: {exc}"
            ) from None
        _record_time(action_ms, start)
        if progress is not None:
            progress(i + 1)
    game = replayer.game
    game.import_stats = replayer.stats
    game.record_actions = len(moves)  # N counts the log's effective actions
    game.record_player_ids = log.player_ids
    return game


def game_from_save(save: savefile.SaveFile) -> Game:
    players = [(p["id"], p["name"]) for p in save.players]
    try:
        return new_game(
            save.title, players, profile=save.profile, options=save.options, seed=save.seed
        )
    except (IllegalAction, GameDataError) as exc:
        raise RecordError(f"cannot set up the game: {exc}") from None


def replay_save(
    save: savefile.SaveFile,
    to: int | None = None,
    line: str | None = None,
    progress: Progress = None,
    action_ms: list[float] | None = None,
) -> Game:
    game = game_from_save(save)
    actions = line_actions(save, line)
    actions = actions if to is None else actions[:to]
    for i, entry in enumerate(actions):
        start = time.process_time()
        try:
            game.process(Action.from_dict(entry), restore=False)  # dropped if refused
        except IllegalAction as exc:
            raise RecordError(f"action {i} ({entry.get('type')}) is refused: {exc}") from None
        _record_time(action_ms, start)
        if progress is not None:
            progress(i + 1)
    return game


def _record_time(times: list[float] | None, start: float) -> None:
    if times is not None:
        times.append((time.process_time() - start) * 1000)


def save_of(game: Game, source: str | None = None) -> savefile.SaveFile:
    return savefile.SaveFile(
        title=game.title,
        profile=game.profile,
        players=[{"id": p.id, "name": p.name} for p in game.seating],
        seed=game.seed,
        actions=[a.to_dict() for a in game.actions],
        options=sorted(game.options),
        source=source,
    )
