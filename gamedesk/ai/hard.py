"""Hard: plans ahead, and uses its whole time budget doing so.

In an operating turn it weighs each candidate as the first move of a plan
for the company's whole turn (track, station, routes, dividend, train): the
rest of the turn is played out on a copy by its own one-ahead judgement and
the position at the turn's end is scored. In a stock round it plays out what
the next players would do to it (dumping shares on it, taking a presidency
from it) before scoring. While time is left it widens the set of candidates.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from gamedesk.ai.interface import Clock, options_for
from gamedesk.ai.normal import MIN_LOOKS, NormalBot, try_action
from gamedesk.ai.position import Position
from gamedesk.ai.priors import candidate_order, prior, share_corp
from gamedesk.engine.actions import Action
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.game import Game

FIRST_LOOK = 0.35  # of the budget: the one-ahead ranking that orders the plans
PLAN_STEPS = 8  # actions played out after a candidate, at most
ROLL_LOOKS = 5  # candidates weighed at each played-out decision
WIDEN = 3  # candidates added to the plans each time the clock allows
THREAT_LOOKS = 7  # an opponent's replies weighed: harmful ones, a pass, the best two


class HardBot(NormalBot):
    level = "hard"
    noise = 2.0

    def choose(self, game: Game, player: str, budget_s: float, rng: random.Random) -> Action:
        options = options_for(game, player)
        if len(options) == 1:
            return options[0]
        return self.plans(game, player, options, budget_s, rng)[0].action

    def plans(
        self, game: Game, player: str, options: list[Action], budget_s: float,
        rng: random.Random, least: int = 1,
    ) -> list[Plan]:
        """The candidates planned out, best first: as many as the clock allows,
        and at least `least` (when there are that many)."""
        clock = Clock(budget_s)
        ranked = self.rank(game, player, options, clock.part(FIRST_LOOK), rng,
                           max(least, MIN_LOOKS))
        planner = _Planner(self, player, rng)
        plans: list[Plan] = []
        width = WIDEN
        while len(plans) < len(ranked) and not (len(plans) >= least and clock.expired()):
            for _, action in ranked[len(plans):width]:
                if len(plans) >= least and clock.expired():
                    break
                plans.append(planner.plan(game, action, clock))
                if self._enough(len(plans)):
                    break
            if self._enough(len(plans)):
                break
            width += WIDEN
        plans.sort(key=lambda p: -p.value)
        return plans


@dataclass
class Plan:
    """A candidate action, where playing on from it leads, and that position's score."""

    action: Action
    value: float
    end: Game | None  # None: the rules refused the action


class _Planner:
    """Plays a candidate out on a copy and scores where it leads."""

    def __init__(self, bot: HardBot, player: str, rng: random.Random) -> None:
        self.player = player
        self.pos = Position(bot.weights)
        self.rng = random.Random(rng.random())  # the plans' own noise-free stream
        self.roller = NormalBot(max_evals=ROLL_LOOKS, weights=bot.weights)
        self.roller.noise = 0.0

    def plan(self, game: Game, action: Action, clock: Clock) -> Plan:
        after = try_action(game, action)
        if after is None:
            return Plan(action, float("-inf"), None)
        sym = game.operating_company()
        if sym is not None and game.decider_of(sym) == self.player:
            self._finish_turn(after, sym, clock)
        elif game.round_kind() == "stock":
            self._replies(after, clock)
        # The first move's rule of thumb counts as it does for Normal (a bid's
        # surplus, a tile's or a station's worth beyond this turn).
        value = self.pos.score(after, self.player, sym) + prior(game, action)
        return Plan(action, value, after)

    def _finish_turn(self, game: Game, sym: str, clock: Clock) -> None:
        """The rest of company `sym`'s turn, as its president would play it."""
        for _ in range(PLAN_STEPS):
            if game.finished or game.operating_company() != sym or clock.expired():
                return
            if self.player not in game.deciding_players():
                return
            if not self._step(game, self.player, clock):
                return

    def _replies(self, game: Game, clock: Clock) -> None:
        """The next players' stock round moves, until it is our turn again."""
        for _ in range(len(game.players)):
            if game.finished or game.round_kind() != "stock" or clock.expired():
                return
            deciders = game.deciding_players()
            if not deciders or self.player in deciders:
                return
            if not self._step(game, deciders[0], clock, threats=True):
                return

    def _step(self, game: Game, who: str, clock: Clock, threats: bool = False) -> bool:
        options = options_for(game, who)
        if threats:
            options = replies(game, options, self.player)
        if len(options) == 1:
            choice = options[0]
        else:
            least = len(options) if threats else ROLL_LOOKS
            choice = self.roller.rank(game, who, options, clock, self.rng, least)[0][1]
        try:
            game.process(choice)
        except IllegalAction:
            return False
        return True


def replies(game: Game, options: list[Action], victim: str) -> list[Action]:
    """An opponent's replies worth weighing: up to THREAT_LOOKS - 3 that hurt
    `victim` (selling shares of a company `victim` holds, buying into one it
    presides over), its pass, and its two best by rule of thumb."""
    held = {c.sym for c in game.corporations.values() if c.percent_of(victim)}
    led = {c.sym for c in game.corporations.values() if c.president == victim}

    def harmful(a: Action) -> bool:
        corp = share_corp(a)
        return (a.type == "sell_shares" and corp in held) or (
            a.type == "buy_shares" and corp in led)

    hurt = [a for a in options if harmful(a)][: THREAT_LOOKS - 3]
    passes = [a for a in options if a.type == "pass"][:1]
    rest = [a for a in candidate_order(game, options)
            if a.type != "pass" and not harmful(a)][:2]
    return hurt + passes + rest or options[:1]
