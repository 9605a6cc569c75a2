"""18MW's operating rounds: the engine's under 18MW's rule numbers, and the one
played while privates are unsold, in which only the sold privates pay (R-074)."""

from __future__ import annotations

from gamedesk.engine.actions import Action
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.messages import QT_TRANSLATE_NOOP
from gamedesk.engine.rounds.base import Round
from gamedesk.engine.rounds.operating import OperatingRound
from gamedesk.titles.g18mw import lm_exchange
from gamedesk.titles.g18mw.refusals import renumbered
from gamedesk.titles.g18mw.rule_ids import SHARED_OPERATING_IDS


class MwOperatingRound(OperatingRound):
    """The engine's operating round; refusals of its shared checks cite 18MW's
    numbers (rule_ids.py). Before the privates pay, the L&M's owner may trade it
    (R-092, R-093)."""

    def __init__(self, game, number: int) -> None:
        super().__init__(game, number)
        self.lm_asked = False

    def advance(self) -> bool:
        if not self.started and not self.lm_asked:
            self.lm_asked = True
            offer = lm_exchange.offer_at_start(self.game)
            if offer is not None:
                self.game.interrupts.append(offer)
                return False
        return super().advance()

    def process(self, action: Action) -> None:
        try:
            super().process(action)
        except IllegalAction as exc:
            shared = renumbered(exc, SHARED_OPERATING_IDS)
            if shared is None:
                raise
            raise shared from None


class PrivateRevenueRound(Round):
    kind = "operating"
    name = QT_TRANSLATE_NOOP("game", "Operating Round (privates only)")

    def active_entities(self) -> list[str]:
        return []

    def legal_actions(self) -> list:
        return []

    def advance(self) -> bool:
        self.game.pay_private_revenue()  # only sold privates have an owner to pay
        return True
