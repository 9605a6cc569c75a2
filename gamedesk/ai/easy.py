"""Easy: plays by rules of thumb, without looking ahead, but never blunders
the obvious: it does not buy into a company about to crash (running, no
train, no cash for one), and it never leaves its own company without a train
it can afford.
"""

from __future__ import annotations

import math
import random

from gamedesk.ai.interface import Clock, bank_train, options_for
from gamedesk.ai.normal import NormalBot
from gamedesk.ai.position import is_running
from gamedesk.ai.priors import about_to_crash, prior, share_corp
from gamedesk.engine.actions import Action
from gamedesk.engine.game import Game

# How much each kind of action is liked, before its rule-of-thumb value.
LIKING = {
    "pass": 1.0, "bid": 0.6, "par": 0.8, "buy_shares": 1.2, "sell_shares": 0.05,
    "sell_company": 0.1, "buy_company": 0.3, "lay_tile": 4.0, "place_token": 2.0,
    "run_routes": 50.0, "buy_train": 1.0, "bankrupt": 0.0,
}
TEMPERATURE = 20.0  # money: how sharply a better rule-of-thumb value is preferred
LOOKS = 3  # actions drawn, then compared one look ahead
NOISE = 30.0  # money: the noise on that comparison (Normal's is 6)
STOCK_PASS = 2.5  # a stock round pass is liked this much more: it does not trade for fun


class EasyBot:
    level = "easy"

    def __init__(self, max_evals: int | None = None) -> None:
        self.max_evals = max_evals
        self.glance = NormalBot(max_evals=LOOKS)
        self.glance.level = self.level  # its look is Easy's: the title's tuning for Easy
        self.glance.noise = NOISE

    def choose(self, game: Game, player: str, budget_s: float, rng: random.Random) -> Action:
        clock = Clock(budget_s)  # its ceiling bounds the three looks, listing included
        options = options_for(game, player)
        if len(options) == 1:
            return options[0]
        forced = needed_train(game, options)
        if forced is not None:
            return forced
        safe = [a for a in options if not blunder(game, player, a)] or options
        repay = next((a for a in safe if a.type == "repay_loan"), None)
        if repay is not None:  # a loan grows by half each stock round: pay it first
            return repay
        payout = next((a for a in safe if is_payout(a)), None)
        if payout is not None:
            return payout
        stock = game.round_kind() == "stock"
        weights = [self._liking(game, a, stock) for a in safe]
        if not any(weights):
            return safe[0]
        # A short look: three actions drawn by liking, the best after one look ahead
        # (with a lot of noise) taken.
        drawn = [rng.choices(safe, weights=weights)[0] for _ in range(LOOKS)]
        return self.glance.rank(game, player, drawn, clock, rng, LOOKS)[0][1]

    @staticmethod
    def _liking(game: Game, action: Action, stock: bool) -> float:
        base = LIKING.get(action.type, 0.5)
        if stock and action.type == "pass":
            base *= STOCK_PASS
        value = max(-200.0, min(200.0, prior(game, action, EasyBot.level)))
        return base * math.exp(value / TEMPERATURE) if action.type != "pass" else base


def is_payout(action: Action) -> bool:
    return (action.type == "dividend" and action.get("kind") == "payout") or (
        action.type == "choose" and action.get("choice") == "payout"
    )


def needed_train(game: Game, options: list[Action]) -> Action | None:
    """The cheapest train from the bank, when the operating company has none
    and can pay for it itself."""
    op = operating(game)
    if op is None or game.counted_trains(op):
        return None
    sym, cash = op.sym, op.cash
    bank = [a for a in options if a.type == "buy_train" and a.entity == sym
            and a["price"] <= cash and bank_train(game, a)]
    return min(bank, key=lambda a: a["price"]) if bank else None


def blunder(game: Game, player: str, action: Action) -> bool:
    """An obvious mistake: buying into a sinking company, selling a running
    company's presidency away, or bidding more than a card is worth."""
    if action.type in ("buy_shares", "par"):
        corp = share_corp(action)
        return corp is not None and about_to_crash(game, corp)
    if action.type == "bid":
        return prior(game, action, EasyBot.level) < 0
    if action.type == "pass" and game.current_step() == "buy_train":
        op = operating(game)
        return bool(op is not None and not game.counted_trains(op) and is_running(op)
                    and any(a.type == "buy_train" for a in game.legal_actions()))
    return False


def operating(game: Game):
    """The operating company's record, or None when none operates."""
    sym = game.operating_company()
    return game.operator(sym) if sym is not None else None
