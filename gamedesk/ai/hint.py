"""Hints: what Hard would do here, its three best actions, each with what it
does to the player's worth (position.py, at the end of Hard's plan) and a
one-line reason."""

from __future__ import annotations

import random
from dataclasses import dataclass

from gamedesk.ai.hard import HardBot, Plan
from gamedesk.ai.interface import options_for
from gamedesk.ai.priors import item_value, share_corp
from gamedesk.ai.tuning import position_for
from gamedesk.engine.actions import Action
from gamedesk.engine.game import Game
from gamedesk.engine.messages import QT_TRANSLATE_NOOP, Msg, msg

HINTS = 3


@dataclass(frozen=True)
class Suggestion:
    action: Action
    worth_change: int  # money: the player's worth after the plan less now
    reason: Msg  # told in the player's language by the window


def hint(game: Game, player: str, budget_s: float, rng: random.Random) -> list[Suggestion]:
    """Up to three actions for `player`, best first (fewer when fewer are legal)."""
    options = options_for(game, player)
    if not options:
        return []
    bot = HardBot()
    live = game.operating_company()
    scorer = position_for(game, bot.weights_in(game))  # now and after: one footing
    now = scorer.worths(game, live)[player]
    plans = [p for p in bot.plans(game, player, options, budget_s, rng, HINTS) if p.end is not None]
    return [_suggest(game, player, plan, scorer.worths(plan.end, live)[player] - now)
            for plan in plans[:HINTS]]


def _suggest(game: Game, player: str, plan: Plan, change: float) -> Suggestion:
    return Suggestion(plan.action, round(change), reason(game, plan))


def reason(game: Game, plan: Plan) -> Msg:
    """One line on why an action is worth taking (a template: the window tells it
    in the player's language)."""
    a, end = plan.action, plan.end
    corp = share_corp(a)
    if a.type == "bid":
        return msg(QT_TRANSLATE_NOOP("game", "{private} is worth about {amount}"),
                   private=a["company"], amount=game.money(item_value(game, a["company"])))
    if a.type == "par":
        return msg(QT_TRANSLATE_NOOP("game", "starts {company} with {price} a share"),
                   company=corp, price=game.money(a["price"]))
    if a.type == "buy_shares":
        op = game.operator(corp)
        return msg(QT_TRANSLATE_NOOP("game", "{company} earned {amount} last run"),
                   company=corp, amount=game.money(op.last_revenue or 0))
    if a.type == "sell_shares":
        return msg(QT_TRANSLATE_NOOP("game", "{company} is worth more to you as cash"),
                   company=corp)
    if a.type == "lay_tile":
        return msg(QT_TRANSLATE_NOOP("game", "the track in {place} helps the runs"),
                   place=game.place_name(a["hex"]))
    if a.type in ("place_token", "auction_token"):
        return msg(QT_TRANSLATE_NOOP("game", "a station in {place} opens and blocks routes"),
                   place=game.place_name(a["hex"]))
    if a.type == "buy_train":
        return msg(QT_TRANSLATE_NOOP("game", "{company} needs the train to run (or to run "
                                             "further)"), company=a.entity)
    if a.type == "run_routes":
        return msg(QT_TRANSLATE_NOOP("game", "the best routes the route finder found "
                                             "({amount})"), amount=_revenue(a, game))
    if a.type in ("dividend", "choose"):
        kind = a.get("kind") or a.get("choice")
        return msg(QT_TRANSLATE_NOOP("game", "{choice}: the best split of the run between you "
                                             "and {company}"),
                   choice=msg(_CHOICES[kind]) if kind in _CHOICES else kind, company=a.entity)
    if a.type == "pass":
        return msg(QT_TRANSLATE_NOOP("game", "nothing else here is worth its cost"))
    if end is None:
        return msg(a.type)
    return msg(QT_TRANSLATE_NOOP("game", "the best of its kind for your position"))


# The dividend choices as a hint names them.
_CHOICES = {
    "payout": QT_TRANSLATE_NOOP("game", "pay out"),
    "withhold": QT_TRANSLATE_NOOP("game", "withhold"),
    "half": QT_TRANSLATE_NOOP("game", "pay half"),
}


def _revenue(action: Action, game: Game) -> str:
    return game.money(sum(r.get("revenue", 0) for r in action["routes"]))
