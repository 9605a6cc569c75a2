"""The bank, and the one function every payment goes through."""

from __future__ import annotations

from dataclasses import dataclass

BANK = "@bank"


@dataclass
class Bank:
    cash: int
    broken: bool = False
    # Break when a payment would take it below zero, or (rulebook A-12) when it
    # reaches zero exactly.
    break_at_zero: bool = False

    @property
    def id(self) -> str:
        return BANK


def transfer(payer, payee, amount: int) -> None:
    """Move `amount` from payer to payee. Both have a `cash` attribute.

    The bank may pay past zero once broken: the rules keep paying from an
    improvised reserve until the game ends (R-199).
    """
    if amount < 0:
        raise ValueError("negative payment")
    if not isinstance(amount, int):
        raise TypeError("money is an integer")
    if isinstance(payer, Bank):
        after = payer.cash - amount
        if after < 0 or (payer.break_at_zero and after == 0 and amount > 0):
            payer.broken = True
    payer.cash -= amount
    payee.cash += amount
