"""18ESP's stock round (inventory 2.3, R-041…R-064): the engine's round (sell,
then one purchase; all passing in a row ends it), its refusals in 18ESP's
numbers."""

from __future__ import annotations

from gamedesk.engine.actions import Action, act
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.messages import QT_TRANSLATE_NOOP
from gamedesk.engine.rounds.stock import StockRound
from gamedesk.titles.g18esp import loans
from gamedesk.titles.g18esp.rule_ids import Refusal, renumbered


class EspStockRound(StockRound):
    def process(self, action: Action) -> None:
        try:
            super().process(action)
        except IllegalAction as refused:
            found = renumbered(refused)
            if found is refused:
                raise
            raise found from None

    def do_par(self, action: Action) -> None:
        """Why a company cannot start, in 18ESP's words (R-052, R-053, R-059)."""
        refusal = self.game.why_no_par(action.entity, self.game.corporation(action["corporation"]))
        if refusal is not None:
            raise refusal
        if loans.debt(self.game, action.entity):
            raise Refusal(QT_TRANSLATE_NOOP("game", "a player in debt starts no company"),
                          "R-054")
        super().do_par(action)

    def do_repay_loan(self, action: Action) -> None:
        """R-064: with the sales, before the purchase."""
        if self.bought:
            raise Refusal(QT_TRANSLATE_NOOP("game", "a loan is repaid before the purchase"),
                          "R-064")
        loans.repay(self.game, action.entity, action.get("amount"))
        self.acted = True
        self.passes = 0
        self.last_to_act = action.entity

    def may_buy(self, pid: str) -> bool:
        return super().may_buy(pid) and not loans.debt(self.game, pid)

    def _legal_actions(self) -> list[Action]:
        out = super()._legal_actions()
        if self.may_repay(self.current):
            out.insert(0, act("repay_loan", self.current))
        return out

    def may_repay(self, pid: str) -> bool:
        """R-064: a debt is repaid whole, with the sales, before the purchase."""
        owed = loans.debt(self.game, pid)
        return bool(owed) and not self.bought and self.game.player(pid).cash >= owed

    def _can_act(self, pid: str) -> bool:
        # A player in debt may buy nothing and may hold nothing to sell,
        # yet with the cash to repay he has a turn: he is not passed over.
        return self.may_repay(pid) or super()._can_act(pid)

    def check_buy(self, pid: str, share) -> None:
        if loans.debt(self.game, pid):
            raise Refusal(QT_TRANSLATE_NOOP("game", "a player in debt buys nothing"), "R-054")
        super().check_buy(pid, share)
