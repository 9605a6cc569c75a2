"""Normal: looks one decision ahead.

Each candidate action is tried on a copy of the game and the position after
it scored (position.py), plus the action's rule-of-thumb value (priors.py)
and a little noise, so that it does not always play the same game. The
clock decides how many candidates it looks at, best rule-of-thumb first.
"""

from __future__ import annotations

import random

from gamedesk.ai.interface import Clock, options_for
from gamedesk.ai.position import DEFAULT_WEIGHTS, Weights
from gamedesk.ai.priors import candidate_order, prior
from gamedesk.ai.tuning import position_for, weights_for
from gamedesk.engine.actions import Action
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.game import Game

NOISE = 6.0  # standard deviation of the noise added to each score, in money
MIN_LOOKS = 3  # candidates looked at even when the clock has run out


class NormalBot:
    level = "normal"
    noise = NOISE
    # Whether a pass that ends a stock round is scored on the position before it
    # (`scored_on`): Hard's planning does so; a one-look player sees the round's
    # end as what its pass brings, and so it is.
    before_round_end = False

    def __init__(self, max_evals: int | None = None, weights: Weights | None = None) -> None:
        self.max_evals = max_evals
        self.weights = weights  # None: the level's own, as the title tunes them

    def weights_in(self, game: Game) -> Weights:
        """The weights it plays `game` with."""
        return self.weights or weights_for(game, self.level, self.own_weights)

    own_weights = DEFAULT_WEIGHTS  # the level's weights before a title's tuning

    def choose(self, game: Game, player: str, budget_s: float, rng: random.Random) -> Action:
        clock = Clock(budget_s)  # listing the options is part of the decision's time
        options = options_for(game, player)
        if len(options) == 1:
            return options[0]
        ranked = self.rank(game, player, options, clock, rng)
        return ranked[0][1]

    def rank(
        self, game: Game, player: str, options: list[Action], clock: Clock, rng: random.Random,
        least: int = MIN_LOOKS,
    ) -> list[tuple[float, Action]]:
        """(score, action), best first, for as many options as the clock allows
        (at least `least` of them)."""
        pos = position_for(game, self.weights_in(game))
        live = game.operating_company()
        scored: list[tuple[float, Action]] = []
        ordered = candidate_order(game, options, self.level)
        for n, action in enumerate(ordered):
            if n >= least and (clock.expired() or self._enough(n)):
                break
            if clock.over():  # the listing may have spent the decision's time already
                break
            after = try_action(game, action)
            if after is None:
                continue
            seen = scored_on(game, action, after) if self.before_round_end else after
            value = pos.score(seen, player, live) + prior(game, action, self.level)
            scored.append((value + rng.gauss(0.0, self.noise), action))
        if not scored:  # nothing was tried (or could be): the best rule of thumb
            return [(0.0, ordered[0] if ordered else options[0])]
        scored.sort(key=lambda pair: -pair[0])
        return scored

    def _enough(self, looked: int) -> bool:
        return self.max_evals is not None and looked >= self.max_evals


def ends_stock_round(game: Game, action: Action, after: Game) -> bool:
    """Whether `action`, taken in `game`, was the pass that ended a stock round."""
    return (action.type == "pass" and game.round_kind() == "stock"
            and after.round_kind() != "stock")


def scored_on(game: Game, action: Action, after: Game) -> Game:
    """The position a candidate is scored on: the one after it, but the one before
    a pass that ends a stock round. The round's end (bids settled, loans' interest
    charged, the prices of sold-out companies raised) comes in every line of play,
    but a purchase or a sale is scored before it: scored after it, the last pass
    looked better or worse than trading on by all that the end brings
    (docs/bots.md, "The end of a stock round")."""
    return game if ends_stock_round(game, action, after) else after


def try_action(game: Game, action: Action) -> Game | None:
    """A copy of `game` after `action`, or None if the rules refuse it."""
    after = game.copy()
    try:
        after.process(action, restore=False)  # a refused copy is dropped
    except IllegalAction:
        return None
    return after
