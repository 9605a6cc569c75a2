"""Share price protection of a president's emergency sale in an operating round
(R-058, Q-22): the president of the company sold, if another player, may buy
the whole batch at the seller's price before its drop, as in a stock round."""

from __future__ import annotations

from gamedesk.engine.actions import Action, act
from gamedesk.engine.interrupts import Interrupt
from gamedesk.engine.messages import QT_TRANSLATE_NOOP
from gamedesk.titles.g18mw.refusals import MwRefusal
from gamedesk.titles.g18mw.stock_round import no_protection, protection_offer


class ProtectionOffer(Interrupt):
    step_id = "price_protection"

    def __init__(self, game, corp, sale) -> None:
        self.game = game
        self.corp = corp
        self.sale = sale
        self.decided = False

    def active_entities(self) -> list[str]:
        return [] if self.decided else [self.corp.president]

    def legal_actions(self) -> list[Action]:
        pid = self.corp.president
        return [act("protect_shares", pid, corporation=self.corp.sym), act("pass", pid)]

    def process(self, action: Action) -> None:
        if action.type == "protect_shares":
            if action["corporation"] != self.corp.sym:
                raise MwRefusal(QT_TRANSLATE_NOOP("game", "the sale on offer is of {company}"),
                                "R-058", company=self.corp.sym)
            refusal = self.game.may_protect(self.corp, self.sale)
            if refusal is not None:
                raise refusal
            self.game.protect(self.corp, self.sale)
        elif action.type == "pass":
            self.game.drop_after_sale(self.corp, self.sale.percent)
        else:
            raise MwRefusal(QT_TRANSLATE_NOOP(
                "game", "{company}'s president decides on protection first"), "R-058",
                company=self.corp.sym)
        self.decided = True

    def done(self) -> bool:
        return self.decided

    def why(self) -> tuple:
        """Why the game waits (Game.waiting_reason)."""
        return protection_offer(self.game, self.corp, self.sale), "R-058"

    def pass_meaning(self) -> tuple:
        return no_protection(self.corp.sym), "R-056"
