"""18MW's round with no decisions: the operating round played while privates are
unsold, in which only the sold privates pay (R-074)."""

from __future__ import annotations

from gamedesk.engine.rounds.base import Round


class PrivateRevenueRound(Round):
    kind = "operating"
    name = "Operating Round (privates only)"

    def active_entities(self) -> list[str]:
        return []

    def legal_actions(self) -> list:
        return []

    def advance(self) -> bool:
        self.game.pay_private_revenue()  # only sold privates have an owner to pay
        return True
