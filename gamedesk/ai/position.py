"""The position score: what a position is worth to one player, in money.

worth = the player's value as the game counts it (cash, shares at market,
privates) + for each company they hold a part of, that part of its
treasury and of what it will earn over the rounds the game has left, less
the cost of a train they would have to pay for out of their own pocket
(Hard: or could be made to, by a president who sells out: `exposure`).
The score of a position is a player's worth less part of the best
opponent's: winning is relative. The weights are in `Weights` and
docs/bots.md says what each one does.
"""

from __future__ import annotations

from dataclasses import dataclass

from gamedesk.engine.game import Game
from gamedesk.engine.routing.game_api import run_bonuses
from gamedesk.engine.routing.search import find_best_routes

OUT_OF_THE_GAME = -1e6  # the worth of a player no longer in the game
ROUTE_WORK = 1500  # route finder work for an estimate: legal, good routes in a few ms
# Operating rounds still played once the train that ends the game has sold:
# 18ESP's last set of three.
LAST_SET_ROUNDS = 3.0


@dataclass(frozen=True)
class Weights:
    treasury: float = 0.5  # a company's cash, per unit held: it buys trains and stations
    earnings: float = 0.8  # one round's revenue times the rounds left, per unit held
    liability: float = 1.0  # a president's shortfall for a train of a trainless company
    rival: float = 0.5  # the best opponent's worth counts against one's own
    max_rounds: float = 6.0  # operating rounds left are estimated, never above this
    trainless_hope: float = 0.25  # of a trainless company's cash: what its first train earns
    prospect: float = 0.7  # of a typical run: what a company yet to run will earn
    typical_run: int = 60  # a typical run before any company has run
    debt: float = 1.5  # a loan counts this much more than its amount: its interest, 50 %
    # a stock round and compounding (1822MX R-082), for the few stock rounds left
    rust_pace: float = 2.0  # trains the bank sells an operating round, to time the rust
    looming: float = 1.5  # of the trains a president must pay for beyond their cash
    looming_trains: int = 6  # trains ahead beyond which a rust is not felt yet
    stranded: float = 0.25  # of the part of its float sold: a company its president
    # cannot float with his own cash waits on the others' purchases, and earns nothing
    # The company whose turn is weighed, running without a train but with the cash
    # for one: True, it earns what the cheapest train would run for it now (the
    # route finder); False, `prospect` x a typical run, route or none.
    first_train: bool = False
    # Of a president's train shortfall (a trainless company's, or a rusting one's,
    # below): what it costs the heir, the holder he could dump the company on by
    # selling out (`dump_heir`). Normal: 0.
    exposure: float = 0.0
    # Of the market value of the shares a president could sell (not a president's
    # certificate): the part that counts as cash against what his companies will
    # need from him (`looming`). The rules make him sell shares before he borrows
    # (1822MX R-214, 18ESP R-159, 18MEX R-132, 18MW's emergency sales). 0: his cash only.
    share_cover: float = 0.0
    # A running company without a train but with the cash for the cheapest one:
    # True, it is weighed as if it had bought it (its prospect is that train's
    # run), so its treasury is less the price, that train's rust looms on its
    # president as an owned one's would, and a private its first train closes
    # (18ESP's P7) is gone; False, its cash is whole, nothing looms, and buying
    # the train it is counted on to buy scores as a loss.
    train_bought: bool = False
    # Of a running company's coming shortfall (its trains rust within `looming_trains`
    # trains and its cash will not replace them): what its president pays out of his
    # own pocket, counted against him whatever his cash, as `liability` counts a
    # trainless company's. At 0 a dividend paid out just before the rust scores as a
    # gain, though the president then pays for the train it would have bought.
    topup: float = 0.0


DEFAULT_WEIGHTS = Weights()


class Position:
    """Scores positions for one decision (the route finder keeps its estimates:
    engine/routing/memo.py)."""

    def __init__(self, weights: Weights = DEFAULT_WEIGHTS, route_work: int = ROUTE_WORK) -> None:
        self.weights = weights
        self.route_work = route_work

    # -------------------------------------------------------------- earnings

    def run_estimate(self, game: Game, sym: str, trains: list | None = None) -> int:
        """What company `sym` would earn running its trains now (the route finder),
        or the `trains` given instead."""
        op = game.operator(sym)
        if trains is None:
            trains = game.runnable_trains(op)
        if not trains or not game.board.tokens_of(sym):
            return 0
        try:
            result = find_best_routes(
                game.board, sym, [t.spec for t in trains], game.colors(),
                time_budget_s=None, work_budget=self.work(game),
                train_ids=[t.id for t in trains], bonuses=run_bonuses(game, sym),
            )
        except Exception:  # a board the finder cannot read is no reason to stop playing
            return op.last_revenue or 0
        return result.revenue

    def work(self, game: Game) -> int:
        """The route finder's work for an estimate: never more than the game's own
        runs get (a quick game, as the tests play, estimates quickly too)."""
        own = getattr(game, "route_search_work", None)
        return min(self.route_work, own) if own else self.route_work

    def earning_power(
        self, game: Game, op, live: str | None, typical: float, chance: float = 1.0
    ) -> float:
        """One round's revenue: the route finder's for `live` (the company whose
        turn is being weighed), the last run's for the others; a company yet to
        run, a share of a typical run if it can get a train, times its `chance`
        of floating (`float_chances`), or with `first_train` the live company's
        run with the cheapest train."""
        if op.closed:
            return 0.0
        if not game.counted_trains(op):
            first = cheapest_bank_train(game)
            if is_running(op) and op.cash < (first.price if first else 0):
                return self.weights.trainless_hope * op.cash
            if self.weights.first_train and op.sym == live and first and is_running(op):
                return float(self.run_estimate(game, op.sym, [first]))
            return self.weights.prospect * typical * chance
        if op.sym == live:
            return float(self.run_estimate(game, op.sym))
        if op.last_revenue is None:
            return self.weights.prospect * typical
        return float(op.last_revenue)

    def typical_run(self, game: Game) -> float:
        """The median last run of the companies that have run (or `typical_run`)."""
        runs = sorted(op.last_revenue for op in game.operators()
                      if game.counted_trains(op) and op.last_revenue and not op.closed
                      and game.trains_to_stop(op) != 0)
        return float(runs[len(runs) // 2]) if runs else float(self.weights.typical_run)

    def rounds_left(self, game: Game, live: str | None) -> float:
        """Operating rounds until the game ends: once the end is fixed, those the
        rules still play (`game.operating_rounds_left`); before, until the bank
        breaks, at the rate companies earn now, or, where a train's sale ends it
        (18ESP, whose bank is unlimited: R-002, R-182), until that train sells at
        `rust_pace` trains a round, and the last set of rounds after it."""
        known = game.operating_rounds_left()
        if known is not None:
            return float(max(1, min(known, self.weights.max_rounds)))
        estimates = [self.weights.max_rounds]
        if not unlimited_bank(game):
            earning = sum(
                (op.last_revenue or 0) for op in game.operators()
                if not op.closed and game.counted_trains(op)
            )
            estimates.append(game.bank.cash / max(earning, 100))
        ahead = game.trains_before_end()
        if ahead is not None:
            estimates.append(ahead / self.weights.rust_pace + LAST_SET_ROUNDS)
        return max(1.0, min(estimates))

    # ----------------------------------------------------------------- worth

    def worths(self, game: Game, live: str | None = None) -> dict[str, float]:
        """Every player's worth; `live`: the company whose run is re-estimated."""
        w = self.weights
        out = {p.id: float(game.player_value(p)) for p in game.players}
        for pid, owed in loans(game).items():
            if pid in out:
                out[pid] -= w.debt * owed
        rounds = self.rounds_left(game, live)
        cheapest = cheapest_train(game)
        typical = self.typical_run(game)
        chances = float_chances(game, w.stranded)
        due: dict[str, float] = {}  # per president: trains their companies will need them to pay
        for op in game.operators():
            if op.closed or getattr(op, "removed", False):
                continue
            stop = game.trains_to_stop(op)
            if stop == 0:  # it no longer operates (18ESP's frozen minors, R-140): its
                continue  # certificate's value, in the player's, is all it is worth
            power = self.earning_power(game, op, live, typical, chances.get(op.sym, 1.0))
            cash, trains = op.cash, game.counted_trains(op)
            first = self.first_purchase(game, op) if w.train_bought else None
            if first is not None:
                cash, trains = cash - first.price, [first]
                for private in game.closed_by_first_train(op):  # 18ESP's P7
                    if private.owner in out:
                        out[private.owner] -= private.value
            doom = rust_ahead(game, trains, bought=first)
            life = rounds if doom is None else min(rounds, 1.0 + doom[0] / w.rust_pace)
            if doom is not None and cash >= doom[1]:
                life = rounds  # it will buy the next train itself
            if stop is not None:  # it earns until the train that stops it
                life = min(life, 1.0 + (stop - 1) / w.rust_pace)
            stake = w.treasury * cash + w.earnings * life * power
            for pid, part in holders(game, op).items():
                if pid in out:
                    out[pid] += part * stake
            boss = game.decider_of(op.sym)
            if boss not in out or not is_running(op):
                continue
            short = 0.0  # what the company's next train will need beyond its cash
            if not trains and cheapest:
                short = max(0, cheapest - cash)
                out[boss] -= w.liability * short
            elif doom is not None and doom[0] < w.looming_trains:
                # its trains rust soon and its cash will not replace them: the president pays
                short = (1.0 - doom[0] / w.looming_trains) * max(0, doom[1] - cash)
                out[boss] -= w.topup * short
            due[boss] = due.get(boss, 0.0) + short
            heir = dump_heir(game, op, boss) if short and w.exposure else None
            if heir in out:
                out[heir] -= w.exposure * short
        for pid, amount in due.items():
            # what the president's own cash cannot pay becomes a loan (1822MX R-215) or
            # a sale at a loss: it costs more than its amount
            cover = game.player(pid).cash
            if w.share_cover:
                cover += w.share_cover * sellable(game, pid)
            out[pid] -= w.looming * max(0.0, amount - cover)
        return out

    @staticmethod
    def first_purchase(game: Game, op):
        """The cheapest bank train, if `op` runs without a train and has the cash
        for it: the train its prospect counts on it buying (`train_bought`)."""
        if game.counted_trains(op) or not is_running(op):
            return None
        first = cheapest_bank_train(game)
        return first if first is not None and op.cash >= first.price else None

    def score(self, game: Game, player: str, live: str | None = None) -> float:
        """`player`'s worth less the rival part of the best opponent's."""
        worths = self.worths(game, live)
        others = [v for pid, v in worths.items() if pid != player]
        # a player the action put out of the game (18MW's bankruptcy) has lost
        own = worths.get(player, OUT_OF_THE_GAME)
        return own - self.weights.rival * (max(others) if others else 0.0)


def unlimited_bank(game: Game) -> bool:
    """Whether the title's bank never runs out (18ESP R-002): its cash counts
    down from zero and says nothing of the game's end."""
    return game.data.game.get("bank", {}).get("cash") == "unlimited"


def loans(game: Game) -> dict[str, int]:
    """What each player owes (1822MX player loans; none elsewhere)."""
    return dict(getattr(game, "loans", None) or {})


def rust_ahead(game: Game, trains: list, bought=None) -> tuple[int, int] | None:
    """When all of a company's `trains` (those the game counts) rust: (trains the
    bank sells before the one that rusts the last of them, that train's price);
    None if one of them never rusts (or there are none). `bought`: a train still
    in the bank counted as sold (`train_bought`)."""
    killers = {t.rusts_on for t in trains}
    if not trains or None in killers:
        return None
    ipo = [t for t in game.depot.ipo_trains() if t is not bought]
    last, price = -1, 0
    for name in killers:
        at = next((n for n, t in enumerate(ipo) if t.name == name), None)
        if at is None:
            return None  # its rusting train is sold out or never comes
        if at > last:
            last, price = at, ipo[at].price
    return last, price


def float_chances(game: Game, stranded: float) -> dict[str, float]:
    """How sure each company yet to float is to run: 1 if its president's cash
    can buy the shares its float still lacks (at their price now), else
    `stranded` x the part of its float sold. A president's cash goes to his
    companies nearest their float first: it floats one of them, not two. A
    company starts to earn only once it floats (18MW: 60 % held by players,
    R-104), and a second start that leaves its president unable to
    float either was Normal's undoing in traced 18MW games (docs/bots.md,
    Session 11). A company without shares (a minor) runs once it has an owner."""
    cash = {p.id: p.cash for p in game.players}
    waiting = []
    for op in game.operators():
        if is_running(op) or op.closed or not getattr(op, "shares", None):
            continue
        need = max(getattr(op, "float_percent", 50), 1)
        sold = sum(s.percent for s in op.shares if game.is_player(s.owner))
        if sold <= 0:
            waiting.append((0.0, op.sym, 0.0, None))
            continue
        lacking = max(0, need - sold)
        cost = lacking * game.share_price(op) / 10
        waiting.append((cost, op.sym, min(1.0, sold / need), game.decider_of(op.sym)))
    chances: dict[str, float] = {}
    for cost, sym, part, boss in sorted(waiting):
        if part > 0 and boss in cash and cash[boss] >= cost:
            cash[boss] -= cost
            chances[sym] = 1.0
        else:
            chances[sym] = stranded * part
    return chances


def sellable(game: Game, pid: str) -> float:
    """The market value of the shares player `pid` holds in running companies,
    president's certificates left out."""
    total = 0.0
    for corp in game.corporations.values():
        if corp.closed or not is_running(corp) or not getattr(corp, "shares", None):
            continue
        held = sum(s.percent for s in corp.shares if s.owner == pid and not s.president)
        if held:
            total += held * game.share_price(corp) / 10
    return total


def holders(game: Game, op) -> dict[str, float]:
    """Who holds what part of company `op` (a minor: its owner, all of it)."""
    shares = getattr(op, "shares", None)
    if shares:
        parts: dict[str, float] = {}
        for share in shares:
            if game.is_player(share.owner):
                parts[share.owner] = parts.get(share.owner, 0.0) + share.percent / 100
        return parts
    owner = getattr(op, "owner", None)
    return {owner: 1.0} if owner and game.is_player(owner) else {}


def dump_heir(game: Game, op, boss: str) -> str | None:
    """Who would preside over `op` if its president `boss` sold out: the other
    player holding the most of it, at least a president's certificate (the
    first of them in seating order after `boss` on a tie); None if nobody."""
    parts = holders(game, op)
    shares = getattr(op, "shares", None) or []
    least = max((s.percent for s in shares if s.president), default=0) / 100
    order = [p.id for p in game.players]
    start = order.index(boss)
    seats = order[start + 1:] + order[:start]
    best = max((parts.get(pid, 0.0) for pid in seats), default=0.0)
    if not least or best < least:
        return None
    return next(pid for pid in seats if parts.get(pid, 0.0) == best)


def is_running(op) -> bool:
    """Whether a company operates (floated, or a minor with an owner)."""
    return bool(getattr(op, "floated", False) or getattr(op, "owner", None))


def cheapest_train(game: Game) -> int | None:
    """The price of the cheapest train a company could buy from the bank now."""
    train = cheapest_bank_train(game)
    return train.price if train else None


def cheapest_bank_train(game: Game):
    """The cheapest train a company could buy from the bank now (None: none left)."""
    trains = list(game.depot.pool_trains())
    nxt = game.depot.next_from_ipo()
    if nxt is not None:
        trains.append(nxt)
    return min(trains, key=lambda t: t.price) if trains else None
