"""Selling down to the certificate limit (R-038, R-218).

A player can come to hold more than the limit without buying: a company's
price may rise out of the yellow zone, where its shares did not count. Such a
player must sell down at the first stock-round turn or emergency money raising,
as far as the selling rules allow.
"""

from __future__ import annotations

from gamedesk.engine.actions import Action
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.messages import QT_TRANSLATE_NOOP
from gamedesk.titles.g1822mx.ndem import NDEM


def over_limit(game, pid: str) -> bool:
    return game.certificates_of(pid) > game.cert_limit(pid)


def counts(game, sym: str) -> bool:
    """Whether the shares of `sym` count toward the limit now (R-086)."""
    return sym != NDEM and not game.market.has_type(sym, "no_cert_limit")


def helpful_sales(game, pid: str, skip: frozenset[str] | set[str] = frozenset()) -> list[Action]:
    """The legal sales that bring the player nearer the limit."""
    from gamedesk.titles.g1822mx.legal import player_sales

    return [a for a in player_sales(game, pid, skip)  # 10% of a certificate leaves as many
            if counts(game, game.share_by_id(a["shares"][0]).corp) and "percent" not in a.args]


def must_sell_down(game, pid: str, skip: frozenset[str] | set[str] = frozenset()) -> bool:
    return over_limit(game, pid) and bool(helpful_sales(game, pid, skip))


def check_sold_down(game, pid: str, rule: str, skip: frozenset[str] | set[str] = frozenset()
                    ) -> None:
    """Refuse to go on while a sale toward the limit is still possible."""
    if must_sell_down(game, pid, skip):
        raise IllegalAction(
            QT_TRANSLATE_NOOP(
                "game",
                "{player} holds {certificates_of} certificates; sell down to the "
                "limit of {cert_limit} first",
            ),
            rule,
            player=game.name_of(pid),
            certificates_of=game.certificates_of(pid),
            cert_limit=game.cert_limit(pid),
        )
