"""Hard: plans ahead, and uses its whole time budget doing so.

It first ranks every candidate as Normal does (one look ahead, the same
score, no noise), then plays each out, best first, to a common horizon and
scores the position there:

- in a company's operating turn, the rest of the turn (track, station,
  routes, dividend, train) by its own one-ahead judgement: the whole turn is
  one plan;
- in a stock round, what the next players would do to it (dumping shares on
  it, taking a presidency from it) until its turn comes again;
- elsewhere, the look ahead itself.

Every plan is scored on the same footing (played to its horizon, the rules of
thumb of all its own moves counted), so the candidate Normal would take is
given up only for one whose plan scores better. A plan the time ceiling cuts
short ranks below every finished one.

In a stock round the replies are a check on the one look, not a new ranking:
a candidate keeps its one-look score, moved only by what its replies change
beyond REPLY_MARGIN, counted from what they change after the one look's own
choice. A forecast of three players' moves is far noisier than one look, and
the best of many noisy scores is mostly the most flattered one (docs/bots.md,
Session 16).

A stock round plan stops before the pass that would end the round: the
round's end comes in every line of play, and the plan of a pass that ran into
it was compared with plans of trades that stopped short of it (what
normal.scored_on says of the one look).

Hard sells in a stock round only for a gain beyond SALE_FRICTION a
certificate. Without it Hard sold three times as often as Normal (7
certificates a game against 2.3), mostly at the certificate limit to swap
into a share scored a little higher, each sale pushing a price down; the more
it sold, the worse it finished (docs/bots.md, Session 17).

Once one operating round at most is left (18MEX, after the bank breaks:
R-199, R-200), the score leans to the final worth: a company's treasury is
no longer anyone's money.
"""

from __future__ import annotations

import dataclasses
import random
import time
from dataclasses import dataclass

from gamedesk.ai.interface import Clock, options_for
from gamedesk.ai.normal import MIN_LOOKS, NormalBot, ends_stock_round, try_action
from gamedesk.ai.position import DEFAULT_WEIGHTS, Weights
from gamedesk.ai.priors import candidate_order, prior, share_corp
from gamedesk.ai.tuning import position_for, tuning_of
from gamedesk.engine.actions import Action
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.game import Game

FIRST_LOOK = 0.35  # of the budget at most: the one-ahead ranking that orders the plans
PLAN_STEPS = 16  # actions played out after a candidate, at most
ROLL_LOOKS = 5  # candidates weighed at each played-out decision
THREAT_LOOKS = 7  # an opponent's replies weighed: harmful ones, a pass, the best two
NOISE = 2.0  # money: only enough to vary games between equal plans
REPLY_MARGIN = 40.0  # money: what replies change beyond which they count (module docstring)
SALE_FRICTION = 30.0  # money a certificate: a stock round sale's gain must pass it
# Hard counts the best opponent's worth in full against its own (Normal: half):
# only first place wins, and against three Normal it won 30 of 96 18MEX games
# this way where it won 17 of 96 on the same seeds with Normal's half
# (docs/bots.md, Session 12).
# `exposure` 0.5: it sees a dump coming, and won 13 of 40 18MEX clock games against
# 7 without (docs/bots.md, Session 16). `share_cover` 0.5: the shares it could sell
# pay half their value of its companies' coming trains, so a president short of
# train money still buys shares: in 18ESP it won 4 of 17 games (mean rank 2.76)
# where it won none of 17 without (3.35); in 18MEX and 1822MX it changed little
# (docs/bots.md, Session 22). `train_bought` and `first_train`: a trainless
# company with the cash is weighed with its first train (its run on its track,
# its price, its rust, a private it closes), so buying that train or laying its
# first route no longer scores as a loss; over the same work-bound seeds it won
# 6 of 17 18ESP games (4 without), 14 of 23 in 18MEX (12) and 6 of 20 in 1822MX
# (5), each within chance (docs/bots.md, Session 23). `first_train` alone won
# more 18MEX games with three looks but not with the clock (Session 14).
# `topup` 1: a rich president feels the train his rusting company will need from
# him, so the cash it keeps counts as his own up to what he will owe: in
# 18MEX it won 46 of 100 work-bound games where it won 31 without (docs/bots.md,
# Session 26).
HARD_WEIGHTS = dataclasses.replace(DEFAULT_WEIGHTS, rival=1.0, exposure=0.5, share_cover=0.5,
                                   train_bought=True, first_train=True, topup=1.0)


class HardBot(NormalBot):
    level = "hard"
    noise = NOISE

    own_weights = HARD_WEIGHTS

    def choose(self, game: Game, player: str, budget_s: float, rng: random.Random) -> Action:
        clock = Clock(budget_s)  # listing the options is part of the decision's time
        options = options_for(game, player)
        if len(options) == 1:
            return options[0]
        return self.plans(game, player, options, budget_s, rng, clock=clock)[0].action

    def plans(
        self, game: Game, player: str, options: list[Action], budget_s: float,
        rng: random.Random, least: int = 1, clock: Clock | None = None,
    ) -> list[Plan]:
        """The candidates planned out, best first: as many as the clock allows,
        and at least `least` (when there are that many)."""
        clock = clock or Clock(budget_s)
        planner = _Planner(self, game, player, rng)
        looks = planner.one_ahead(game, options, clock.part(planner.limit("first_look")),
                                  max(least, MIN_LOOKS),
                                  self.max_evals)
        if not looks:  # nothing could be tried: the first option as offered
            return [Plan(options[0], 0.0, None)]
        plans: list[Plan] = []
        spent: list[float] = []  # seconds each plan took: one is started only if it can end
        for look in looks:
            if len(plans) >= least and (self._enough(len(plans)) or not _room(clock, spent)):
                break
            start = time.perf_counter()
            plans.append(planner.plan(look, clock))
            spent.append(time.perf_counter() - start)
        return best_first(plans)


def best_first(plans: list[Plan]) -> list[Plan]:
    """Plans by score, those played to their horizon before any the ceiling cut
    short (a cut plan's score stands on another footing)."""
    return sorted(plans, key=lambda p: (not p.complete, -p.value))


def _room(clock: Clock, spent: list[float]) -> bool:
    """Whether another plan fits in the time left (a plan as long as the longest yet)."""
    if clock.expired():
        return False
    return not spent or clock.left() >= max(spent)


@dataclass
class Plan:
    """A candidate action, where playing on from it leads, and that position's score."""

    action: Action
    value: float
    end: Game | None  # None: the rules refused the action
    complete: bool = True  # False: the time ceiling stopped it short of its horizon


@dataclass
class _Look:
    """A candidate after one look ahead: Normal's view of it."""

    action: Action
    value: float  # the score after it, plus its rule of thumb
    thumb: float  # its rule of thumb: a bid's surplus, a station's worth beyond this turn
    after: Game
    ends_round: bool = False  # the pass that ends a stock round: scored on the position before


class _Planner:
    """Plays candidates out on copies and scores where they lead."""

    def __init__(self, bot: HardBot, game: Game, player: str, rng: random.Random) -> None:
        self.start = game  # the position decided on: read, never played on
        self.player = player
        self.live = game.operating_company()
        self.level = bot.level  # whose rules of thumb its own moves and its roller use
        self.weights = final_weights(game, bot.weights_in(game))
        self.pos = position_for(game, self.weights)
        self.noise = bot.noise
        self.rng = random.Random(rng.random())  # the plans' own stream
        self.limits = tuning_of(game).hard  # the title's own planning limits, if any
        self.roller = NormalBot(max_evals=int(self.limit("roll_looks")), weights=self.weights)
        self.roller.noise = 0.0
        self.roller.level = bot.level
        self.roller.before_round_end = True
        self.turn = self.live is not None and game.decider_of(self.live) == player
        self.stock = game.round_kind() == "stock"
        self.checked = False  # whether a stock round candidate has been planned yet
        self.first_change: float | None = None  # what the replies change after the first look

    def limit(self, name: str) -> float:
        """A planning limit (`first_look`, `plan_steps`, `roll_looks`,
        `reply_margin`, `sale_friction`): the title's, or this module's."""
        return self.limits.get(name, globals()[name.upper()])

    def one_ahead(
        self, game: Game, options: list[Action], clock: Clock, least: int, most: int | None,
    ) -> list[_Look]:
        """Candidates after one look, best first (Normal's judgement without noise):
        as many as the clock allows, at least `least`, at most `most` (None: no bound)."""
        looks: list[_Look] = []
        for n, action in enumerate(candidate_order(game, options, self.level)):
            if n >= least and (clock.expired() or (most is not None and n >= most)):
                break
            if looks and clock.over():
                break
            after = try_action(game, action)
            if after is None:
                continue
            thumb = prior(game, action, self.level) - self.sale_cost(action)
            ends = ends_stock_round(game, action, after)
            value = self.pos.score(game if ends else after, self.player, self.live) + thumb
            looks.append(_Look(action, value, thumb, after, ends))
        looks.sort(key=lambda look: -look.value)
        return looks

    def sale_cost(self, action: Action) -> float:
        """What a sale of certificates in a stock round must gain beyond its score."""
        if not self.stock or action.type != "sell_shares":
            return 0.0
        return self.limit("sale_friction") * len(action.args.get("shares", ()))

    def plan(self, look: _Look, clock: Clock) -> Plan:
        """`look`'s candidate played out to the horizon and scored there."""
        game = look.after  # played on in place: the look is used once
        if self.turn:
            extra, complete = self._own_moves(game, clock, self._in_turn)
        elif self.stock:
            return self._checked(look, clock)
        else:
            return Plan(look.action, look.value + self.rng.gauss(0.0, self.noise), game)
        value = self.pos.score(game, self.player, self.live) + look.thumb + extra
        value += self.rng.gauss(0.0, self.noise)
        return Plan(look.action, value, game, complete)

    def _checked(self, look: _Look, clock: Clock) -> Plan:
        """A stock round candidate: the rest of its own turn (a sale leaves the turn
        with it), then the replies, as a check on its one look (module docstring).
        The first candidate planned is the one look's choice. A plan the ceiling
        cuts short keeps its one-look score."""
        game, first = look.after, not self.checked
        self.checked = True
        value = look.value + self.rng.gauss(0.0, self.noise)
        if look.ends_round:  # scored before the round's end, and nothing played after it
            game, extra, complete, change = self.start.copy(), 0.0, True, 0.0
        else:
            extra, complete = self._own_moves(game, clock, self._in_stock_turn)
            complete = complete and self._replies(game, clock)
            change = self.pos.score(game, self.player, self.live) + look.thumb + extra - look.value
        if not complete:
            return Plan(look.action, value, game)
        if first:
            self.first_change = change
        if self.first_change is None:  # the first look's own plan was cut short
            return Plan(look.action, value, game)
        margin = self.limit("reply_margin")
        return Plan(look.action, value + beyond(change - self.first_change, margin), game)

    def _in_turn(self, game: Game) -> bool:
        """Whether the company's turn goes on with the player deciding for it."""
        return game.operating_company() == self.live and self.player in game.deciding_players()

    def _in_stock_turn(self, game: Game) -> bool:
        """Whether the player's own stock round turn goes on."""
        deciders = game.deciding_players()
        return game.round_kind() == "stock" and bool(deciders) and deciders[0] == self.player

    def _own_moves(self, game: Game, clock: Clock, going_on) -> tuple[float, bool]:
        """The player's next moves while `going_on(game)`, by its own one-ahead
        judgement: the rules of thumb of the moves played, and whether the span was
        played to its end (the company's turn: track, station, routes, dividend, train)."""
        extra = 0.0
        for _ in range(int(self.limit("plan_steps"))):
            if game.finished or not going_on(game):
                return extra, True
            if clock.over():
                return extra, False
            done = self._step(game, self.player, clock)
            if done is None:
                return extra, True
            extra += done
        return extra, False

    def _replies(self, game: Game, clock: Clock) -> bool:
        """The next players' stock round moves, until it is our turn again."""
        for _ in range(2 * len(game.players)):
            if game.finished or game.round_kind() != "stock":
                return True
            deciders = game.deciding_players()
            if not deciders or self.player in deciders:
                return True
            if clock.over():
                return False
            if self._step(game, deciders[0], clock, threats=True) is None:
                return True
        return True

    def _step(self, game: Game, who: str, clock: Clock, threats: bool = False) -> float | None:
        """Plays `who`'s move on `game`: its rule of thumb (None: nothing could be played)."""
        options = options_for(game, who)
        if threats:
            options = replies(game, options, self.player)
        if len(options) == 1:
            choice = options[0]
        else:
            least = len(options) if threats else int(self.limit("roll_looks"))
            choice = self.roller.rank(game, who, options, clock, self.rng, least)[0][1]
        thumb = prior(game, choice, self.level) if who == self.player else 0.0
        if choice.type == "pass" and game.round_kind() == "stock":
            trial = try_action(game, choice)
            if trial is None or ends_stock_round(game, choice, trial):
                return None  # a plan stops before the round's end (normal.scored_on)
        try:
            game.process(choice)
        except IllegalAction:
            return None
        return thumb


def beyond(x: float, margin: float) -> float:
    """`x` less `margin` towards zero: what of a difference stands out of the noise."""
    if abs(x) <= margin:
        return 0.0
    return x - margin if x > 0 else x + margin


def final_weights(game: Game, weights: Weights) -> Weights:
    """The score's weights once one operating round is left: a company's
    treasury is then nobody's money, and trains that rust later nobody's burden
    (a trainless company's train still is: its president pays for it)."""
    if not last_round(game):
        return weights
    return dataclasses.replace(weights, treasury=0.0, looming=0.0, max_rounds=1.0)


def last_round(game: Game) -> bool:
    """Whether one operating round at most is left: the game's end is fixed and
    comes with the operating round under way or the next one (18MEX once the
    bank has broken, R-199, R-200; the last round of a set in 1822MX and 18MW
    once it has; 18ESP's very last round, R-183)."""
    return game.operating_rounds_left() == 1


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
