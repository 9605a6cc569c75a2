"""Emergency money raising: the director's sales while the company cannot pay
for its train (R-213, R-214, R-218; rulebook §6.16.1, §5.11.5).

The normal selling rules apply (R-030 … R-034), and besides:

- the director keeps the active company: no sale of its shares may leave
  another player holding more of it than the director (a minor's shares are
  never sold, so a minor's director sells other companies only);
- the sales stop as soon as the cash is raised: a block of one company may
  hold no more shares than the cash still lacking needs (its last share
  must be needed);
- a director over the certificate limit sells down to it as well (R-218): a
  block of certificates that count toward the limit may hold as many as the
  director is over it.

A block is allowed when it is needed for the cash or for the limit.

In the rulebook every share sold in the raising earns its company's price as
the train purchase began, however far earlier sales moved it (§6.16.1);
18xx.games pays each sale at the price of the moment.
"""

from __future__ import annotations

from gamedesk.engine.actions import Action
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.messages import QT_TRANSLATE_NOOP
from gamedesk.titles.g1822mx import cert_limit, directors


def shortfall(game, op) -> int:
    """What the director still lacks for the company's cheapest train (R-213)."""
    from gamedesk.titles.g1822mx.train_buying import cheapest_offer

    return cheapest_offer(game) - op.cash - game.player(op.president).cash


def sale_price(game, turn, corp) -> int:
    """What each share of `corp` earns in this raising (R-214, §6.16.1)."""
    if game.rulebook:
        return turn.emergency_prices.get(corp.sym, game.share_price(corp))
    return game.share_price(corp)


def keeps_company(game, op, pid: str, shares, percent: int | None = None) -> bool:
    """R-214: the sale leaves the director of the active company its director."""
    corp = game.corporations[shares[0].corp]
    percent = directors.sold_percent(shares, percent)
    return corp is not op or directors.successor(game, corp, pid, percent) is None


def refusal(game, turn, shares, percent: int | None = None) -> IllegalAction | None:
    """Why the director may not sell `shares` (`percent` of them) now; None:
    the sale is allowed."""
    from gamedesk.titles.g1822mx.stock_round import check_sale

    op, pid = turn.op, turn.op.president
    corp = game.corporations[shares[0].corp]
    try:
        check_sale(game, pid, corp, shares, percent)
    except IllegalAction as exc:
        return exc
    percent = directors.sold_percent(shares, percent)
    if not keeps_company(game, op, pid, shares, percent):
        return IllegalAction(
            QT_TRANSLATE_NOOP("game", "{player} must stay director of {company}"),
            "R-214", player=game.name_of(pid), company=op.sym,
        )
    if _needed_for_cash(game, op, sale_price(game, turn, corp), percent):
        return None
    if _needed_for_limit(game, turn, corp, shares, percent):
        return None
    if shortfall(game, op) <= 0:
        return IllegalAction(
            QT_TRANSLATE_NOOP("game", "the director already has the cash needed"),
            "R-214",
        )
    return IllegalAction(
        QT_TRANSLATE_NOOP("game", "fewer shares of {company} raise the {amount} needed"),
        "R-214", company=corp.sym, amount=game.money(shortfall(game, op)),
    )


def _needed_for_cash(game, op, price: int, percent: int) -> bool:
    """The block's last share is needed: one fewer would not raise the cash."""
    short = shortfall(game, op)
    return short > 0 and (percent // 10 - 1) * price < short


def _needed_for_limit(game, turn, corp, shares, percent: int) -> bool:
    """R-218: certificates sold toward the limit, no more than the director is
    over it (10% of a certificate leaves as many as before: one for two, less one)."""
    pid = turn.op.president
    raising = turn.raising or shortfall(game, turn.op) > 0
    if not raising or not cert_limit.counts(game, corp.sym):
        return False
    fewer = len(shares) - (percent < sum(s.percent for s in shares))
    return 0 < fewer <= game.certificates_of(pid) - game.cert_limit(pid)


def legal_sales(game, turn) -> list[Action]:
    """The sales the director may make now (none unless money must be raised)."""
    from gamedesk.titles.g1822mx.legal import player_sales

    pid = turn.op.president
    return [a for a in player_sales(game, pid)
            if refusal(game, turn, _shares(game, a), a.get("percent")) is None]


def must_sell_down(game, turn) -> bool:
    """R-218: once raising money, a director over the limit sells down to it
    before the train is bought, as far as the sales allowed go."""
    pid = turn.op.president
    if not turn.raising or not cert_limit.over_limit(game, pid):
        return False
    return any(cert_limit.counts(game, game.share_by_id(a["shares"][0]).corp)
               for a in legal_sales(game, turn))


def can_still_sell(game, pid: str, op) -> bool:
    """R-215: whether a legal sale is left before a loan is taken."""
    from gamedesk.titles.g1822mx.legal import player_sales

    return any(keeps_company(game, op, pid, _shares(game, a), a.get("percent"))
               for a in player_sales(game, pid))


def _shares(game, action: Action) -> list:
    return [game.share_by_id(s) for s in action["shares"]]
