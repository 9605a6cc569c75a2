"""What an action is worth before looking ahead: the bots' rules of thumb.

The position score cannot see everything one action does: a bid only
promises a company, a station pays off over later runs. These priors, in
money, fill the gap; they also order the candidates that the clock lets a
bot look at, so the likeliest good actions come first.
"""

from __future__ import annotations

from gamedesk.engine.actions import Action
from gamedesk.engine.game import Game

from gamedesk.ai.position import cheapest_train, is_running

# A private earns its revenue for about this many rounds more than its value says.
PRIVATE_ROUNDS = 3
# What winning a company's start is worth above its face value.
MINOR_PREMIUM = 40
CONCESSION_PREMIUM = 60
STATION_VALUE = 25  # a station: more places to run to, cities others cannot use
TRACK_VALUE = 8  # any tile laid: the network grows
TRADE_FRICTION = 6  # each trade costs a little: do not churn


def item_value(game: Game, sym: str) -> int:
    """What the card bid for is worth to its buyer, in money."""
    company = game.companies.get(sym)
    if company is None:
        return 0
    if company.kind == "minor":
        return company.value + MINOR_PREMIUM
    if company.kind == "concession":
        return company.value + CONCESSION_PREMIUM
    return company.value + PRIVATE_ROUNDS * company.revenue


def prior(game: Game, action: Action) -> float:
    """The rule-of-thumb value of `action`, in money (0: nothing special)."""
    kind = action.type
    if kind == "bid":
        return item_value(game, action["company"]) - action["price"]
    if kind == "lay_tile":
        return TRACK_VALUE + 4 * len(game.board.cities(action["hex"]))
    if kind in ("place_token", "auction_token"):
        return STATION_VALUE
    if kind in ("sell_shares", "buy_shares", "par"):
        return -TRADE_FRICTION
    if kind == "bankrupt":
        return -1e9
    return 0.0


def candidate_order(game: Game, options: list[Action]) -> list[Action]:
    """Options in the order a bot should look at them: best rule-of-thumb first;
    passes and the only-forced ones are always among the first."""
    own_hexes = set()
    op = game.operating_company()
    if op:
        own_hexes = {h for h, _ in game.board.tokens_of(op)}

    def key(a: Action) -> tuple:
        bonus = 30 if a.type == "lay_tile" and a.get("hex") in own_hexes else 0
        first = 0 if a.type in ("pass", "run_routes", "dividend") else 1
        return (first, -(prior(game, a) + bonus))

    return sorted(options, key=key)


def about_to_crash(game: Game, sym: str) -> bool:
    """A company whose shares are a trap: running, without a train, and without
    the cash for one (its president must pay, or it sinks)."""
    corp = game.corporations.get(sym)
    if corp is None or not is_running(corp) or corp.trains:
        return False
    cheapest = cheapest_train(game)
    return bool(cheapest and corp.cash < cheapest)


def share_corp(action: Action) -> str | None:
    """The company whose shares an action trades."""
    if action.type == "par":
        return action["corporation"]
    shares = action.get("shares")
    return shares[0].rpartition("_")[0] if shares else None
