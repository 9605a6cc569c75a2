"""18ESP's stock round (inventory 2.3, R-041…R-064): the engine's round (sell,
then one purchase; all passing in a row ends it), its refusals in 18ESP's
numbers."""

from __future__ import annotations

from gamedesk.engine.actions import Action
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.rounds.stock import StockRound
from gamedesk.titles.g18esp.rule_ids import renumbered


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
        super().do_par(action)
