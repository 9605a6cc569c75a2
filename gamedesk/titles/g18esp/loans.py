"""Loans (inventory 3.15, R-157…R-167; 18xx.games 4.3.14): when a forced train
purchase costs more than the company and its director hold, the director
borrows the rest from the bank. Each loan is kept with its 50% interest,
rounded up; the debt counts against the player's value and bars purchases in
stock rounds until it is repaid. There is no bankruptcy.

The director may sell shares instead, but only when selling can raise the
money, and never both (R-159…R-161: game.pay_for_train, check_emergency_sale).
"""

from __future__ import annotations

from gamedesk.engine.messages import QT_TRANSLATE_NOOP
from gamedesk.titles.g18esp.rule_ids import Refusal


def with_interest(amount: int) -> int:
    return amount + -(-amount // 2)  # + 50%, rounded up


def debt(game, pid: str) -> int:
    return sum(game.player_loans.get(pid, ()))


def borrow(game, pid: str, amount: int) -> None:
    """R-162: the player borrows exactly the shortfall."""
    game.player_loans.setdefault(pid, []).append(with_interest(amount))
    game.pay(game.bank, game.player(pid), amount)
    game.add_log(QT_TRANSLATE_NOOP("game", "{player} borrows {amount} (owes {debt})"),
                 player=game.name_of(pid), amount=game.money(amount),
                 debt=game.money(debt(game, pid)))


def repay(game, pid: str, amount: int | None) -> None:
    """R-064: the debt is repaid in a stock round, interest included; the site
    takes only the whole debt at once (4.3.14), and so does this for now."""
    owed = debt(game, pid)
    if not owed:
        raise Refusal(QT_TRANSLATE_NOOP("game", "you owe nothing"), "R-064")
    if amount is not None and amount != owed:
        raise Refusal(QT_TRANSLATE_NOOP("game", "the whole debt of {debt} is repaid at once"),
                      "R-064", debt=game.money(owed))
    if game.player(pid).cash < owed:
        raise Refusal(QT_TRANSLATE_NOOP("game", "repaying costs {debt}"), "R-064",
                      debt=game.money(owed))
    game.pay(game.player(pid), game.bank, owed)
    game.player_loans.pop(pid, None)
    game.add_log(QT_TRANSLATE_NOOP("game", "{player} repays {amount}"),
                 player=game.name_of(pid), amount=game.money(owed))
