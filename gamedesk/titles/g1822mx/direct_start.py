"""Majors started without a concession, from phase 5 (R-054 … R-057).

The director's certificate is bought for twice the chosen price. The major
floats when 50% is in players' hands: in phase 5 it has what its shares
brought (incremental); in phases 6 and 7 it is fully capitalised instead.
"""

from __future__ import annotations

from gamedesk.engine.entities import IPO, POOL
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.messages import QT_TRANSLATE_NOOP

START_VALUES = (60, 70, 80, 90, 100)  # as for a conversion
FLOAT_PERCENT = 50
FULL_CAPITAL_SHARES = 10  # 10 x the starting price


def start(game, pid: str, corp, price: int) -> None:
    """R-054: buy the director's certificate of a major nobody has started."""
    if not game.phases.has("can_par"):
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "a director's certificate is bought from phase 5"),
            "R-046",
        )
    if corp.kind != "major" or corp.president is not None or corp.floated:
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "{company} cannot be started now"),
            "R-054", company=corp.sym,
        )
    if price not in START_VALUES:
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "start at one of {prices}"),
            "R-054", prices=START_VALUES,
        )
    cost = 2 * price
    if cost > game.free_cash(pid):
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "the director's certificate costs {amount}"),
            "R-054", amount=game.money(cost),
        )
    if game.certificates_of(pid) + 1 > game.cert_limit():
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "the purchase would break the certificate limit"),
            "R-045",
        )
    game.pay(game.player(pid), corp, cost)
    corp.par = price
    corp.president = pid
    corp.shares[0].owner = pid
    game.place_on_market(corp, price, above_majors=False)
    game.add_log(QT_TRANSLATE_NOOP("game", "{player} starts {company} at {price}"),
                 player=game.name_of(pid), company=corp.sym, price=game.money(price))
    float_if_half_sold(game, corp)


def float_if_half_sold(game, corp) -> None:
    """R-055 … R-057: the phase when 50% is reached decides the capital."""
    if corp.floated or corp.kind != "major" or corp.president is None:
        return
    held = sum(s.percent for s in corp.shares if game.is_player(s.owner))
    if held < FLOAT_PERCENT:
        return
    corp.floated = True
    if game.phases.has("full_capitalisation"):
        game.pay(corp, game.bank, corp.cash)
        game.pay(game.bank, corp, FULL_CAPITAL_SHARES * corp.par)
        for share in corp.shares_of(IPO):
            share.owner = POOL
    game.add_log(QT_TRANSLATE_NOOP("game", "{company} floats"), company=corp.sym)
