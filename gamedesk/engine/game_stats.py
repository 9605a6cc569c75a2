"""The numbers behind the replay charts: every player's net worth and cash and
every company's share price, sampled along a line of play.

Where the samples fall: at index 0 (the setup), at the first position of every
operating round (the moment its label, e.g. "Operating Round 3.1", first
appears: prices have moved through the stock round and nothing has operated
yet, so one OR's income shows as the step to the next sample), and at the end
of the actions given. One point per OR keeps even a long game to a few dozen
points, the scale on which the trends read.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from gamedesk.engine.actions import Action
from gamedesk.engine.entities import Corporation
from gamedesk.engine.game import Game


@dataclass(frozen=True)
class Sample:
    index: int  # number of actions applied when sampled
    label: str  # game.round_label() there
    net_worth: dict[str, int]  # player id -> value as the final score counts it
    cash: dict[str, int]  # player id -> cash
    prices: dict[str, int]  # corporation symbol -> share price, for those with a price


def _priced(game: Game, corp: Corporation) -> bool:
    return corp.ipoed and not corp.removed and not corp.closed and corp.sym in game.market.position


def sample(game: Game) -> Sample:
    """The position as it stands. Players in seating order (stable legends)."""
    return Sample(
        index=len(game.actions),
        label=game.round_label(),
        # player_value is the engine's final-score rule (cash, shares, privates)
        net_worth={p.id: game.player_value(p) for p in game.seating},
        cash={p.id: p.cash for p in game.seating},
        prices={
            sym: game.share_price(c) for sym, c in game.corporations.items() if _priced(game, c)
        },
    )


class SampleCollector:
    """Samples gathered during a replay the caller does anyway: `observe` the
    game before the first action and after each one, in order (one line of
    play; start a new collector for another), then `with_end(game)`."""

    def __init__(self) -> None:
        self.samples: list[Sample] = []
        self._label: str | None = None

    def observe(self, game: Game) -> None:
        label = game.round_label()
        if not self.samples or (game.round.kind == "operating" and label != self._label):
            self.samples.append(sample(game))
        self._label = label

    def with_end(self, game: Game) -> list[Sample]:
        """The samples so far plus `game` as it stands (once: not if already
        sampled there). The collector is unchanged, so play can go on."""
        if self.samples and self.samples[-1].index == len(game.actions):
            return list(self.samples)
        return [*self.samples, sample(game)]


def collect(factory: Callable[[], Game], actions: Sequence[Action]) -> list[Sample]:
    """One replay pass of `actions` on a new game from `factory`."""
    game = factory()
    collector = SampleCollector()
    collector.observe(game)
    for action in actions:
        game.process(action, restore=False)  # a refusal drops the pass
        collector.observe(game)
    return collector.with_end(game)
