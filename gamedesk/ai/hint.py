"""Hints: what Hard would do here, its three best actions, each with what it
does to the player's worth (position.py, at the end of Hard's plan) and a
one-line reason."""

from __future__ import annotations

import random
from dataclasses import dataclass

from gamedesk.ai.hard import HardBot, Plan
from gamedesk.ai.interface import options_for
from gamedesk.ai.position import Position
from gamedesk.ai.priors import item_value, share_corp
from gamedesk.engine.actions import Action
from gamedesk.engine.game import Game

HINTS = 3


@dataclass(frozen=True)
class Suggestion:
    action: Action
    worth_change: int  # money: the player's worth after the plan less now
    reason: str


def hint(game: Game, player: str, budget_s: float, rng: random.Random) -> list[Suggestion]:
    """Up to three actions for `player`, best first (fewer when fewer are legal)."""
    options = options_for(game, player)
    if not options:
        return []
    bot = HardBot()
    live = game.operating_company()
    now = Position(bot.weights).worths(game, live)[player]
    plans = [p for p in bot.plans(game, player, options, budget_s, rng, HINTS) if p.end is not None]
    return [_suggest(game, player, plan, now, live) for plan in plans[:HINTS]]


def _suggest(game: Game, player: str, plan: Plan, now: float, live: str | None) -> Suggestion:
    after = Position().worths(plan.end, live)[player]
    return Suggestion(plan.action, round(after - now), reason(game, plan))


def reason(game: Game, plan: Plan) -> str:
    """One line on why an action is worth taking."""
    a, end = plan.action, plan.end
    corp = share_corp(a)
    if a.type == "bid":
        return f"{a['company']} is worth about {game.money(item_value(game, a['company']))}"
    if a.type == "par":
        return f"starts {corp} with {game.money(a['price'])} a share"
    if a.type == "buy_shares":
        op = game.operator(corp)
        return f"{corp} earned {game.money(op.last_revenue or 0)} last run"
    if a.type == "sell_shares":
        return f"{corp} is worth more to you as cash"
    if a.type == "lay_tile":
        return f"the track in {game.place_name(a['hex'])} helps the runs"
    if a.type in ("place_token", "auction_token"):
        return f"a station in {game.place_name(a['hex'])} opens and blocks routes"
    if a.type == "buy_train":
        return f"{a.entity} needs the train to run (or to run further)"
    if a.type == "run_routes":
        return f"the best routes the route finder found ({_revenue(a, game)})"
    if a.type in ("dividend", "choose"):
        kind = a.get("kind") or a.get("choice")
        return f"{kind}: the best split of the run between you and {a.entity}"
    if a.type == "pass":
        return "nothing else here is worth its cost"
    return f"the best {a.type.replace('_', ' ')} for your position" if end else a.type


def _revenue(action: Action, game: Game) -> str:
    return game.money(sum(r.get("revenue", 0) for r in action["routes"]))
