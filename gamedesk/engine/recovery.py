"""A refused action changes nothing: the game puts itself back as it was.

`Game.process` runs an action on the game itself. When anything raises on the
way (an `IllegalAction` found half-way, or a bug), the game is restored *in
place*: the same object, with the state it had before the action. Windows,
game trees and histories hold the Game object, so it must stay the same one.

How, cheaply: copying the whole game before every action would cost ten times
an action. Instead the game keeps one checkpoint, an untouched copy of an
earlier position, and the number of actions it had then. To restore, the
checkpoint's contents are copied back into the game's own objects (each
object the game had at the checkpoint gets its saved fields, list or dict
items back, so references held to them stay good) and the actions since are
replayed. A copy of the game shares its checkpoint; it restores into new
objects instead. A new checkpoint is taken every `CHECKPOINT_EVERY` actions, so
a restore replays at most that many actions: a refusal takes a copy's time
twice (1 to 10 ms each) and those actions' (0.1 to 5 ms each), within the 50 ms
an action may take (benchmarks/refusals.py). Whole records replayed (a save
loaded, a game tree built, a bot's trial on a copy) process with
`restore=False` and take no checkpoints: they drop the game at a refusal. The
first checkpoint costs nothing: a game that was never edited by hand is
rebuilt from its constructor's arguments (`Game._origin`; its inner objects are
then new ones). After a
restore that replayed anything, the current position becomes the checkpoint,
so refusals in a row (a fuzz, a person trying moves) stay cheap.

Kept as they were just before the refused action, not taken from the
checkpoint: attributes that code outside the engine sets on a game (an
importer's counts, a window's search budget, attributes the checkpoint does
not have) and the route finder's cache.

A state edited by hand between actions (a test building a position) is not
in the checkpoint: call `Game.mark_edited()` after such edits so that the next
action takes a fresh checkpoint.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from gamedesk.engine.copying import deep_copy, kept

# Read-only caches a title builds from its data (18MEX: hex records by coordinate).
SHARED_CACHES = ("_hexes",)

# Set on a game from outside the engine, or a cache: a restore keeps their
# values from just before the refused action.
KEPT_ON_RESTORE = (
    "route_search_budget_s",
    "route_search_work",
    "_suggested_routes",
)

# Actions between checkpoints: a count, not a time, so that the same game
# takes the same checkpoints on a loaded machine. At 400 a refusal took up to
# 335 ms, at 50 up to 474 ms (1822MX, random games); at 20 up to 61 ms, with
# two busy cores (benchmarks/refusals.py).
CHECKPOINT_EVERY = 20


@dataclass(frozen=True, eq=False)
class Checkpoint:
    """A copy of the game after its first `at` actions; never processed nor changed,
    so game copies share it."""

    state: Any  # None: the game as its constructor builds it
    at: int
    owner: int = 0  # id() of the game it was taken from
    # (object of that game, its copy in `state`) for every object copied: the
    # owner is restored into its own objects, so references held to them stay good
    pairs: tuple = ()

    __deepcopy__ = kept


def copy_memo(game: Any) -> dict[int, object]:
    """What a copy of `game` shares with it: the title data, caches built from it,
    the Action and log-line objects (never changed once made; the lists are new)."""
    memo: dict[int, object] = {
        id(game.data): game.data,
        id(game.actions): list(game.actions),
        id(game.log): list(game.log),
    }
    for name in SHARED_CACHES:
        cache = game.__dict__.get(name)
        if cache is not None:
            memo[id(cache)] = cache
    points = game.__dict__.get("turning_points")
    if points:  # a tuple of tuples of plain values: shared
        memo[id(points)] = points
    listed = game.__dict__.get("_legal")
    if listed:  # the legal actions of this position (Game.legal_actions): the same
        memo[id(listed)] = listed
    return memo


def copy_game(game: Any) -> Any:
    """An independent copy of a game (it shares the game's checkpoint)."""
    return deep_copy(game, copy_memo(game))


class Guard:
    """What `Game.process` notes before an action, to undo it if it fails."""

    __slots__ = ("before", "count")

    def __init__(self, game: Any) -> None:
        checkpoint: Checkpoint | None = game.__dict__.get("_checkpoint")
        self.count = len(game.actions)
        if (
            checkpoint is None
            or checkpoint.at > self.count
            or self.count - checkpoint.at >= CHECKPOINT_EVERY
        ):
            take_checkpoint(game)
        self.before = dict(game.__dict__)

    def restore(self, game: Any, replay: Callable[[Any], None]) -> None:
        """Put `game` back, in place, as it was when this guard was made."""
        checkpoint: Checkpoint = self.before["_checkpoint"]
        pending = self.before["actions"][checkpoint.at : self.count]
        state = checkpoint.state
        if state is None:
            game.__dict__.clear()
            data, players, profile, options, seed = self.before["_origin"]
            type(game).__init__(game, data, players, profile=profile, options=options, seed=seed)
        elif checkpoint.owner == id(game) and checkpoint.pairs and checkpoint.pairs[0][0] is game:
            _restore_in_place(checkpoint)
        else:  # a copy of the owner: new inner objects
            memo = copy_memo(state)
            memo[id(state)] = game  # the copy's references to the checkpoint game
            game.__dict__.clear()
            game.__dict__.update(deep_copy(state.__dict__, memo))
        game._checkpoint = checkpoint
        for action in pending:
            replay(action)
        for key, value in self.before.items():
            if key in KEPT_ON_RESTORE or key not in game.__dict__:
                game.__dict__[key] = value
        if pending:
            take_checkpoint(game)


def take_checkpoint(game: Any) -> None:
    if not game.actions and not game.__dict__.get("_edited"):
        game._checkpoint = Checkpoint(None, 0)  # rebuilt from `_origin` when needed
        return
    memo = copy_memo(game)
    state = deep_copy(game, memo)
    state.__dict__.pop("_checkpoint", None)
    copied = memo.get(id(memo), [])  # what deepcopy copied (it keeps them alive there)
    pairs = [(game, state), (game.actions, state.actions), (game.log, state.log)]
    pairs += [(obj, memo[id(obj)]) for obj in copied if obj is not game and id(obj) in memo]
    game._checkpoint = Checkpoint(state, len(game.actions), id(game), tuple(pairs))


def adopt_checkpoint(game: Any, state: Any) -> None:
    """Make `state`, an untouched copy of `game`'s position that is never
    processed nor changed (a game tree's checkpoint), the game's recovery
    checkpoint: the game's next actions need no copy of their own."""
    game._checkpoint = Checkpoint(state, len(state.actions))


def _restore_in_place(checkpoint: Checkpoint) -> None:
    """Give every object the owner had at the checkpoint its saved contents back."""
    state = checkpoint.state
    pairs = checkpoint.pairs
    back: dict[int, object] = {id(saved): live for live, saved in pairs}
    for name in ("data", *SHARED_CACHES):  # shared, never copied
        shared = state.__dict__.get(name)
        if shared is not None:
            back[id(shared)] = shared
    game = pairs[0][0]
    for n, (live, saved) in enumerate(pairs):
        if n in (1, 2):  # the action and log lists: their items are never changed
            live[:] = saved
        elif isinstance(saved, list):
            live[:] = [deep_copy(v, back) for v in saved]
        elif isinstance(saved, dict):
            items = [(deep_copy(k, back), deep_copy(v, back)) for k, v in saved.items()]
            live.clear()
            live.update(items)
        elif isinstance(saved, set):
            items = [deep_copy(v, back) for v in saved]
            live.clear()
            live.update(items)
        elif hasattr(saved, "restore_from"):  # the board: its own copy rules
            live.restore_from(saved)
        elif hasattr(saved, "__dict__"):
            now = live.__dict__
            fields = {
                k: v if v is now.get(k) and id(v) not in back else deep_copy(v, back)
                for k, v in saved.__dict__.items()
                if not (live is game and k == "_checkpoint")
            }
            now.clear()
            now.update(fields)
