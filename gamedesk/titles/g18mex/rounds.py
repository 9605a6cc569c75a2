"""18MEX rounds that differ from the generic ones."""

from __future__ import annotations

from gamedesk.engine.actions import Action
from gamedesk.engine.messages import QT_TRANSLATE_NOOP
from gamedesk.engine.rounds.stock import StockRound
from gamedesk.engine.rounds.waterfall import PrivateSale, WaterfallRound


class SaleStockRound(WaterfallRound):
    """Rulebook: a stock round while privates and minors are unsold (R-010…R-024).

    When everyone passes the round ends and operating rounds follow; the next
    stock round goes on with the sale. Once the last company is sold, the
    same stock round goes on with regular turns (R-021).
    """

    kind = "stock"
    name = QT_TRANSLATE_NOOP("game", "Stock Round")

    def __init__(self, game, sale: PrivateSale, first: str) -> None:
        super().__init__(game, sale, first)
        self.over = False
        if game.turn > 1 and sale.cheapest() and sale.cheapest().sym == self.first_sym():
            sale.discount = min(5 * (game.turn - 1), sale.cheapest().value)

    def do_pass(self, action: Action) -> None:
        if self.sale.pending_par or self.sale.auction or self.must_take():
            super().do_pass(action)
            return
        self.passes += 1
        self.current = self.game.next_player(action.entity).id
        if self.passes >= len(self.game.players):
            self.over = True  # everybody passed: operating rounds follow

    def advance(self) -> bool:
        if self.over:
            return True
        super().advance()
        if self.sale.auction or self.sale.pending_par or self.sale.unsold():
            return False
        regular = StockRound(self.game, self.current)
        regular.last_to_act = self.last_to_act
        self.game.round = regular  # the same round goes on with regular turns
        return False
