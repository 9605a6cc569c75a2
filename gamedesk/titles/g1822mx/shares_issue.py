"""A major issues or redeems its own shares at the end of its turn (R-235 … R-237)."""

from __future__ import annotations

from gamedesk.engine.entities import IPO, POOL
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.messages import QT_TRANSLATE_NOOP

POOL_LIMIT = 50


def first_turn(game, op) -> bool:
    """R-235: a major does not issue in its first turn (it may redeem)."""
    return game.operating_turns.get(op.sym, 0) < 2


def may_issue_or_redeem(game, op) -> bool:
    can_issue = (not first_turn(game, op) and op.shares_of(IPO)
                 and op.percent_of(POOL) < POOL_LIMIT)
    can_redeem = op.shares_of(POOL) and op.cash >= game.share_price(op)
    return bool(can_issue or can_redeem)


def issue(game, op, share_ids: list[str]) -> None:
    """R-236: to the pool; the price falls a space per share; paid at the new price."""
    if first_turn(game, op):
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "a major does not issue in its first turn"),
            "R-235",
        )
    shares = [game.share_by_id(s) for s in share_ids]
    if not shares or any(s.corp != op.sym or s.owner != IPO for s in shares):
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "a company issues its own treasury shares"),
            "R-236",
        )
    if op.percent_of(POOL) + sum(s.percent for s in shares) > POOL_LIMIT:
        raise IllegalAction(QT_TRANSLATE_NOOP("game", "the pool may hold at most 50%"), "R-236")
    game.move_price(op, -len(shares))
    price = game.share_price(op)
    for share in shares:
        share.owner = POOL
        game.pay(game.bank, op, price * share.percent // 10)
    game.add_log(
        QT_TRANSLATE_NOOP("game", "{company} issues {count} shares"),
        company=op.sym, count=len(shares))


def redeem(game, op, share_ids: list[str]) -> None:
    """R-237: pool shares back to the treasury at the current price."""
    shares = [game.share_by_id(s) for s in share_ids]
    if not shares or any(s.corp != op.sym or s.owner != POOL for s in shares):
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "a company redeems its own pool shares"),
            "R-237",
        )
    cost = sum(game.share_price(op) * s.percent // 10 for s in shares)
    if cost > op.cash:
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "redeeming costs {amount}"),
            "R-237", amount=game.money(cost),
        )
    for share in shares:
        share.owner = IPO
    game.pay(op, game.bank, cost)
    game.add_log(
        QT_TRANSLATE_NOOP("game", "{company} redeems {count} shares"),
        company=op.sym, count=len(shares))
