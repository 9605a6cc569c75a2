"""What every computer player offers: `choose(game, player, budget_s, rng)`.

A bot sees a game only through its public API (legal_actions, process, copy,
the open records of players and companies) and decides for one player: its
own actions and those of the companies it presides over. Its randomness
comes from the `rng` it is given, so a seed replays a game; the clock bounds
its time (`max_evals` bounds its work instead, for tests that must not
depend on the machine).
"""

from __future__ import annotations

import math
import random
import time
from typing import Protocol

from gamedesk.engine.actions import Action
from gamedesk.engine.game import Game
from gamedesk.engine.trains import DEPOT, POOL

LEVELS = ("random", "easy", "normal", "hard")
# Seconds a level may think per decision when nobody says otherwise.
DEFAULT_BUDGET_S = {"random": 0.0, "easy": 0.05, "normal": 0.15, "hard": 0.6}


class Bot(Protocol):
    level: str

    def choose(self, game: Game, player: str, budget_s: float, rng: random.Random) -> Action:
        """One legal action for `player` (or a company `player` decides for)."""
        ...


# No decision looks further once this long has passed (the action being tried
# is finished): the looks a level always takes give way to it. Issue 15 asks
# for a p95 within 1 s and a maximum within 2 s on a busy 2-core machine.
CEILING_S = 0.5


class Clock:
    """A decision's time budget, and the ceiling no decision thinks past.

    A zero budget asks for the fewest looks a level ever takes, whatever the
    machine: it has no ceiling, so that a seed replays a game anywhere."""

    def __init__(self, budget_s: float, ceiling: float | None = None) -> None:
        now = time.perf_counter()
        self.budget_s = max(budget_s, 0.0)
        self.deadline = now + self.budget_s
        if ceiling is None:
            ceiling = now + max(self.budget_s, CEILING_S) if self.budget_s else math.inf
        self.ceiling = ceiling

    def expired(self) -> bool:
        return time.perf_counter() >= self.deadline

    def over(self) -> bool:
        """Past the ceiling: stop even the looks a level always takes."""
        return time.perf_counter() >= self.ceiling

    def left(self) -> float:
        return max(0.0, self.deadline - time.perf_counter())

    def part(self, share: float) -> Clock:
        """A clock for the first `share` of this budget, under the same ceiling."""
        return Clock(self.budget_s * share, self.ceiling)


def options_for(game: Game, player: str) -> list[Action]:
    """The legal actions `player` decides now, less those no bot should take:
    ending the game by hand, trades between players, skipping a run that pays, and trading trains
    between companies while the bank still sells one (the bots would pass
    trains round their own companies)."""
    offered = [a for a in game.legal_actions() if a.type != "end_game"] or game.legal_actions()
    agreed = [b for b in (agreeable(game, a) for a in offered) if b is not None]
    legal = [a for a in agreed if not deal(game, a)] or offered
    mine = [a for a in legal if game.decider_of(a.entity) == player] or legal
    runs = [a for a in mine if a.type == "run_routes" and a["routes"]]
    if runs:
        return runs
    from_bank = [a for a in mine if a.type == "buy_train" and bank_train(game, a)]
    if from_bank:
        mine = [a for a in mine if a.type != "buy_train" or bank_train(game, a)]
    return mine


def agreeable(game: Game, action: Action) -> Action | None:
    """`action` as its other side would agree to it: a train bought from a
    company another player decides goes at the bank's price (what a computer
    seat asks, ui/computer_seats.deal_answer), or not at all if the buyer
    cannot pay that. The rules offer it at their least price ($1 in 1822MX),
    and in a game between bots nobody would be asked: a bot's companies lost
    their trains for $1 (1822MX, docs/bots.md)."""
    if action.type != "buy_train" or bank_train(game, action):
        return action
    train = game.depot.by_id.get(action["train"])
    seller = game.decider_of(train.owner) if train is not None else None
    if seller is None or seller == game.decider_of(action.entity):
        return action
    if action["price"] >= train.price:
        return action
    offer = Action(action.type, action.entity, {**action.args, "price": train.price})
    span = game.price_range(action)
    if span is None:
        return offer if game.is_legal(offer) else None
    return offer if span[0] <= train.price <= span[1] else None


def deal(game: Game, action: Action) -> bool:
    """A trade between two players (a private sold from hand to hand): the
    other side never agreed, so a bot does not offer it at the rules' minimum."""
    if action.type == "buy_company":
        return game.is_player(action.entity)
    if action.type == "sell_company":
        return game.is_player(action.get("buyer", ""))
    return False


def bank_train(game: Game, action: Action) -> bool:
    """Whether a train purchase is from the bank (its IPO or open market)."""
    train = game.depot.by_id.get(action["train"])
    return train is not None and train.owner in (DEPOT, POOL)


def make_bot(level: str, *, max_evals: int | None = None) -> Bot:
    """A computer player of `level` (one of LEVELS)."""
    from gamedesk.ai.easy import EasyBot
    from gamedesk.ai.hard import HardBot
    from gamedesk.ai.normal import NormalBot
    from gamedesk.ai.random_bot import RandomBot

    makers = {"random": RandomBot, "easy": EasyBot, "normal": NormalBot, "hard": HardBot}
    if level not in makers:
        raise ValueError(f"unknown level {level!r} (levels: {', '.join(LEVELS)})")
    return makers[level](max_evals=max_evals)


def choose(
    game: Game, player: str, budget_s: float, rng: random.Random, level: str = "normal"
) -> Action:
    """The action a `level` computer player takes for `player` now."""
    return make_bot(level).choose(game, player, budget_s, rng)
