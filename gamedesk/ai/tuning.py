"""What a title tunes of its computer players.

The bots are the same for every title. A title whose games call for other
weights says so in its own package: its `TitleEntry.bots` names a `Tuning`.
So tuning one title's players changes nothing in another title's games, and
leaves the other titles' clock records standing (benchmarks/bots.py counts
a title's own package and the shared code, not the other titles').

A bot given weights explicitly (a test, an experiment) plays them as given.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from gamedesk.ai.position import ROUTE_WORK, Position, Weights
from gamedesk.engine.actions import Action
from gamedesk.engine.game import Game


@dataclass(frozen=True)
class Tuning:
    # level ("normal", "hard") -> fields of position.Weights set over the level's own
    weights: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    # the route finder's work for an estimate of a company's run
    route_work: int = ROUTE_WORK
    # level -> the title's own rule of thumb for an action at that level, in money,
    # added to the shared one (priors.prior)
    priors: Mapping[str, Callable[[Game, Action], float]] = field(default_factory=dict)
    # Hard's planning limits set over its own (hard.py: first_look, plan_steps,
    # roll_looks, reply_margin, sale_friction), by their names in lower case
    hard: Mapping[str, float] = field(default_factory=dict)

    def __post_init__(self) -> None:
        unknown = set(self.hard) - HARD_LIMITS
        if unknown:
            raise ValueError(f"no such planning limit of Hard: {', '.join(sorted(unknown))}")
        strange = set(self.priors) - LEVELS
        if strange:
            raise ValueError(f"no such level for a rule of thumb: {', '.join(sorted(strange))}")
        for level, fields in self.weights.items():
            wrong = set(fields) - {f.name for f in dataclasses.fields(Weights)}
            if wrong:
                raise ValueError(f"no such weight for {level}: {', '.join(sorted(wrong))}")


LEVELS = frozenset({"easy", "normal", "hard"})
HARD_LIMITS = frozenset({"first_look", "plan_steps", "roll_looks", "reply_margin",
                         "sale_friction"})


SHARED = Tuning()


def tuning_of(game: Game) -> Tuning:
    """The tuning of `game`'s title (the shared one if it names none)."""
    from gamedesk.titles.registry import entry

    found = entry(game.data.title)
    return found.bot_tuning() if found is not None else SHARED


def weights_for(game: Game, level: str, weights: Weights) -> Weights:
    """`weights`, a level's own, as `game`'s title tunes them for that level."""
    over = tuning_of(game).weights.get(level)
    return dataclasses.replace(weights, **over) if over else weights


def position_for(game: Game, weights: Weights) -> Position:
    """A scorer of `game`'s positions with `weights` and the title's route work."""
    return Position(weights, route_work=tuning_of(game).route_work)
