"""A director who sells below another player loses the company (R-033; rulebook
§5.5.1, §4.3.9).

The director's certificate never goes to the pool. When a sale leaves the
director holding less than another player who holds at least 20%, the
largest such holder becomes director (a tie goes to the tied player nearest
after the seller in player order). Before the rest of the sale is resolved,
the outgoing director hands the certificate over for two of the new
director's 10% shares; so a sale may name the certificate (as 20%) when
somebody takes it over, and two ordinary shares go to the pool in its place.
A director holding the certificate alone may sell 10% of it that way too
(the sale's `percent`), keeping one of the two shares.
"""

from __future__ import annotations

from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.messages import QT_TRANSLATE_NOOP

TAKEOVER_MINIMUM = 20  # the new director must hold at least 20% (R-033)


def successor(game, corp, seller: str, percent: int) -> str | None:
    """Who becomes director if `seller` sells `percent` of `corp`; None when
    nobody does (the seller is not the director, or keeps the lead)."""
    if corp.president != seller:
        return None
    keeps = corp.percent_of(seller) - percent
    heir, most = None, keeps
    for player in game.players_from(seller)[1:]:
        held = corp.percent_of(player.id)
        if held > most and held >= TAKEOVER_MINIMUM:
            heir, most = player.id, held
    return heir


def sold_percent(shares, percent: int | None) -> int:
    """What a sale sells: its certificates, or `percent` when it names the
    director's certificate alone and sells 10% of it (R-033)."""
    named = sum(s.percent for s in shares)
    if percent is None or percent == named:
        return named
    if len(shares) == 1 and shares[0].president and percent == named - 10:
        return percent
    raise IllegalAction(
        QT_TRANSLATE_NOOP("game", "the certificates named make {named}%, not {percent}%"),
        "R-030", named=named, percent=percent,
    )


def check_certificate_sale(game, corp, seller: str, shares, percent: int) -> None:
    """R-033: the certificate may be named in a sale only when it passes to
    another player, who gives two 10% shares for it."""
    if not any(s.president for s in shares):
        return
    if successor(game, corp, seller, percent) is None:
        raise IllegalAction(
            QT_TRANSLATE_NOOP(
                "game",
                "{company}'s director's certificate never goes to the pool, and "
                "no other player holding {percent}% or more would take "
                "it over",
            ),
            "R-033", company=corp.sym, percent=TAKEOVER_MINIMUM,
        )


def hand_over(game, corp, seller: str, shares, percent: int) -> list:
    """R-033: if selling `percent` costs the seller the directorship, the
    certificate goes to the new director for two of that player's 10% shares,
    before the sale; returns the certificates then sold (shares received in
    place of the certificate, if it was named)."""
    heir = successor(game, corp, seller, percent)
    if heir is None:
        return list(shares)
    before = {s.id for s in corp.shares_of(seller)}
    game.swap_president(corp, seller, heir)
    received = [s for s in corp.shares_of(seller) if s.id not in before]
    if not any(s.president for s in shares):
        return list(shares)
    ordinary = [s for s in shares if not s.president]
    return ordinary + received[:(percent - sum(s.percent for s in ordinary)) // 10]
