"""What an action is worth before looking ahead: the bots' rules of thumb.

The position score cannot see everything one action does: a bid only
promises a company, a station pays off over later runs. These priors, in
money, fill the gap; they also order the candidates that the clock lets a
bot look at, so the likeliest good actions come first.
"""

from __future__ import annotations

from collections import Counter
from itertools import groupby

from gamedesk.ai.position import cheapest_train, is_running, loans
from gamedesk.ai.tuning import tuning_of
from gamedesk.engine.actions import Action
from gamedesk.engine.game import Game

# A private earns its revenue for about this many rounds more than its value says.
PRIVATE_ROUNDS = 3
# What winning a company's start is worth above its face value.
MINOR_PREMIUM = 40
CONCESSION_PREMIUM = 60
# Where a company's missing train money becomes its president's loan, growing by
# half each stock round (1822MX ), a company is a burden beyond its
# face value: Normal won 3 of 8 games against random players bidding face + 40/60,
# 7 of 8 (the same seeds) bidding face - 20 (docs/bots.md, Measured).
LENDING_PREMIUM = -20
STATION_VALUE = 25  # a station: more places to run to, cities others cannot use
TRACK_VALUE = 8  # any tile laid: the network grows
TRADE_FRICTION = 6  # each trade costs a little: do not churn
DEBT_GROWTH = 1.0  # a loan's growth over the next two stock rounds, per unit owed


# Each minor a player already directs makes the next one worth this much less where
# companies borrow through their directors: every one of them must buy a train when
# its own rusts, and a minor's small treasury seldom can (R-210 ... R-215).
MINOR_BURDEN = 50


def item_value(game: Game, sym: str, bidder: str | None = None) -> int:
    """What the card bid for is worth to its buyer, in money."""
    company = game.companies.get(sym)
    if company is None:
        return 0
    if company.kind in ("minor", "concession") and lends(game):
        burden = MINOR_BURDEN * minors_directed(game, bidder) if company.kind == "minor" else 0
        return company.value + LENDING_PREMIUM - burden
    if company.kind == "minor":
        return company.value + MINOR_PREMIUM
    if company.kind == "concession":
        return company.value + CONCESSION_PREMIUM
    return company.value + PRIVATE_ROUNDS * company.revenue


def minors_directed(game: Game, player: str | None) -> int:
    """The running minors `player` directs, and the minor cards they hold."""
    if player is None:
        return 0
    running = sum(1 for c in game.corporations.values()
                  if c.kind == "minor" and c.president == player and not c.closed)
    cards = sum(1 for c in game.companies.values()
                if c.kind == "minor" and c.owner == player and not c.closed)
    return running + cards


def lends(game: Game) -> bool:
    """Whether the title lends a player what they cannot pay (1822MX's loans)."""
    return getattr(game, "loans", None) is not None


def prior(game: Game, action: Action, level: str = "normal") -> float:
    """The rule-of-thumb value of `action` to a player of `level`, in money (0:
    nothing special): the shared one, and the title's own for that level where
    its tuning has one (ai/tuning.py)."""
    own = tuning_of(game).priors.get(level)
    return shared_prior(game, action) + (own(game, action) if own is not None else 0.0)


def shared_prior(game: Game, action: Action) -> float:
    """The rules of thumb every title's bots use."""
    kind = action.type
    if kind == "bid":
        return item_value(game, action["company"], action.entity) - action["price"]
    if kind == "lay_tile":
        if not joins_network(game, action):
            return -TRACK_VALUE
        return TRACK_VALUE + 4 * len(game.board.cities(action["hex"]))
    if kind in ("place_token", "auction_token"):
        return STATION_VALUE
    if kind == "sell_shares" and loans(game).get(action.entity):
        # cash to repay a loan growing by half each stock round: the growth
        # the repayment spares, which one look ahead cannot see
        owed = loans(game)[action.entity]
        return DEBT_GROWTH * min(owed, sale_value(game, action))
    if kind in ("sell_shares", "buy_shares", "par"):
        return -TRADE_FRICTION
    if kind == "repay_loan":  # the interest saved (1822MX R-082: 50 % a stock round)
        owed = loans(game).get(action.entity, 0)
        cash = game.player(action.entity).cash if game.is_player(action.entity) else 0
        return DEBT_GROWTH * min(owed, action.get("amount", cash))
    if kind == "bankrupt":
        return -1e9
    return 0.0


def joins_network(game: Game, action: Action) -> bool:
    """Whether a tile lay adds to the track the company's stations reach. Where
    a lay needs no route to its hex (18MW R-112), most legal lays are far from
    the company: track it cannot run on builds the map for the others, and in
    traced games Normal's companies laid tiles across the map for twenty rounds
    while their own trains found no route (docs/bots.md, Session 11)."""
    board = game.board
    if board.catalogue.lay_needs_route:
        return True  # every legal lay joins the network already
    coord, company = action["hex"], action.entity
    if any(company in c.slots or company in c.reserved_for for c in board.cities(coord)):
        return True
    sides = board.reach(company, for_lay=True).edges.get(coord)
    if not sides:
        return False
    tile = board.catalogue.defs.get(action["tile"])
    return tile is not None and bool(tile.oriented(action.get("rotation", 0)).exits & sides)


def sale_value(game: Game, action: Action) -> int:
    """What the shares of a sale are worth at their price now."""
    shares = [game.share_by_id(s) for s in action.get("shares", ())]
    return sum(game.certificate_value(s) for s in shares if s is not None)


def prune(game: Game, options: list[Action]) -> list[Action]:
    """Options without near-duplicates: of the par prices of one company, the
    highest and a middle one; of the sales of one company, the smallest and
    the largest; one purchase per company and seller (IPO or market)."""
    groups: dict[tuple, list[Action]] = {}
    kept: list[Action] = []
    for a in options:
        key = _group(game, a)
        if key is None:
            kept.append(a)
        else:
            groups.setdefault(key, []).append(a)
    for key, members in groups.items():
        if key[0] == "par":
            members = sorted(members, key=lambda a: a["price"])
            picks = [members[-1], members[len(members) // 2]]
        elif key[0] == "sell_shares":
            members = sorted(members, key=lambda a: len(a["shares"]))
            picks = [members[0], members[-1]]
        else:
            picks = [members[0]]
        kept.extend(a for n, a in enumerate(picks) if all(a is not b for b in picks[:n]))
    return kept


def _group(game: Game, a: Action) -> tuple | None:
    if a.type == "par":
        return ("par", a["corporation"])
    if a.type == "sell_shares" and a.entity not in game.corporations:
        return ("sell_shares", share_corp(a))
    if a.type == "buy_shares" and len(a["shares"]) == 1 and "swap" not in a.args:
        share = game.share_by_id(a["shares"][0])
        return ("buy_shares", share.corp, share.owner)
    return None


def candidate_order(game: Game, options: list[Action], level: str = "normal") -> list[Action]:
    """Options in the order a bot should look at them: best rule-of-thumb first;
    passes and the only-forced ones are always among the first."""
    options = prune(game, options)
    own_hexes = set()
    op = game.operating_company()
    if op:
        own_hexes = {h for h, _ in game.board.tokens_of(op)}

    def key(a: Action) -> tuple:
        bonus = 30 if a.type == "lay_tile" and a.get("hex") in own_hexes else 0
        first = 0 if a.type in ("pass", "run_routes", "dividend") else 1
        return (first, -(prior(game, a, level) + bonus))

    out: list[Action] = []
    for _, tied in groupby(sorted(options, key=key), key=key):
        out.extend(spread_kinds(list(tied)))
    return out


# Among actions of equal rule-of-thumb value, the order in which kinds are
# looked at: starting or buying into a company before bidding.
TIE_KINDS = {"par": 0, "buy_shares": 1, "bid": 2}


def spread_kinds(tied: list[Action]) -> list[Action]:
    """Actions of equal rule-of-thumb value, one of each kind before a second
    of any, and sales after all the rest. Their order was the listing's, and a
    bot with three looks saw the pass and two sales of a stock round, never a
    start: in 1822MX Normal started no company and Easy beat it in 80 % of 200
    games. Sales interleaved with purchases cost Normal games against random
    players in 18MW (docs/bots.md, Session 12)."""
    counts: Counter[str] = Counter()
    ranked = []
    for n, a in enumerate(tied):
        counts[a.type] += 1
        ranked.append((a.type == "sell_shares", counts[a.type], TIE_KINDS.get(a.type, 3), n, a))
    return [a for *_, a in sorted(ranked, key=lambda r: r[:4])]


def about_to_crash(game: Game, sym: str) -> bool:
    """A company whose shares are a trap: running, without a train, and without
    the cash for one (its president must pay, or it sinks)."""
    corp = game.corporations.get(sym)
    if corp is None or not is_running(corp) or game.counted_trains(corp):
        return False
    cheapest = cheapest_train(game)
    return bool(cheapest and corp.cash < cheapest)


def share_corp(action: Action) -> str | None:
    """The company whose shares an action trades."""
    if action.type == "par":
        return action["corporation"]
    shares = action.get("shares")
    return shares[0].rpartition("_")[0] if shares else None
