"""Player loans: the last resort of a director who must buy a train (R-215 … R-216,
R-024, R-025, R-082).

A loan covers what the director still lacks once no legal sale is left; the
debt is 150% of it, rounded up, and grows by half again at every stock
round's end. While a loan is owed the player may not buy or bid; any part
may be repaid in a stock round turn. In the rulebook loan money comes from
outside the bank; 18xx.games takes it from the bank and returns repayments
there, so a loan can help break the bank.
"""

from __future__ import annotations

from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.messages import QT_TRANSLATE_NOOP


def take(game, player, shortfall: int) -> None:
    """R-215: the shortfall is paid to the player; the debt is 150% of it."""
    debt = shortfall + -(-shortfall // 2)
    if game.loans_from_bank:
        game.pay(game.bank, player, shortfall)
    else:
        player.cash += shortfall  # outside money
        game.money_lent += shortfall
    game.loans[player.id] = game.loans.get(player.id, 0) + debt
    game.add_log(QT_TRANSLATE_NOOP("game", "{player} takes a loan of {amount} and owes {owed}"),
                 player=game.name_of(player.id), amount=game.money(shortfall),
                 owed=game.money(game.loans[player.id]))


def repay(game, pid: str, amount: int | None) -> None:
    """R-025: any part, from cash; nobody is made to sell for it."""
    owed = game.loans.get(pid, 0)
    if owed <= 0:
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "{player} owes nothing"),
            "R-025", player=game.name_of(pid),
        )
    player = game.player(pid)
    amount = min(owed, player.cash) if amount is None else amount
    if amount <= 0 or amount > owed or amount > player.cash:
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "repay between $1 and {amount}"),
            "R-025", amount=game.money(min(owed, player.cash)),
        )
    if game.loans_from_bank:
        game.pay(player, game.bank, amount)
    else:
        player.cash -= amount
        game.money_lent -= amount
    game.loans[pid] = owed - amount
    game.add_log(QT_TRANSLATE_NOOP("game", "{player} repays {amount} of a loan"),
                 player=game.name_of(pid), amount=game.money(amount))

