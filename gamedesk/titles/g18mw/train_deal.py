"""A forced train bought from another company of the same president with the
president's own cash (R-168 … R-171). Once he pays $1 of his own, the price is
at most the train's face value (R-169). When his cash is short he names the
purchase first and then sells shares for it (R-170); the purchase takes place
when the money is raised, and is cancelled if meanwhile the selling company's
president changed through his sales (R-171). The company is then back to the
bank's cheapest train."""

from __future__ import annotations

from dataclasses import dataclass

from gamedesk.engine.actions import Action, act
from gamedesk.engine.messages import QT_TRANSLATE_NOOP, a_train
from gamedesk.engine.trains import DEPOT, POOL
from gamedesk.titles.g18mw.refusals import MwRefusal


@dataclass
class PendingDeal:
    """An inter-company purchase waiting for the president's sales (R-171)."""

    train: str
    seller: str
    price: int
    seller_president: str


def pending(turn) -> PendingDeal | None:
    return getattr(turn, "pending_deal", None)


class MwTrainDeal:
    """Mixed into G18MW before MwOperating."""

    def _other_company(self, train) -> bool:
        return train is not None and train.owner not in (DEPOT, POOL) \
            and train.owner in self.corporations

    def buyable_trains(self, turn) -> list:
        """While the president must help, another company's train costs up to its
        face value, whatever the treasury holds (R-169)."""
        offers = super().buyable_trains(turn)
        if pending(turn) is not None or not self.contributing(turn):
            return [] if pending(turn) is not None else offers
        return [(t, low, max(high, t.price) if self._other_company(t) else high)
                for t, low, high in offers]

    def train_actions(self, turn) -> list[Action]:
        out = super().train_actions(turn)
        if not self.contributing(turn) or not self.has_room(turn.op):
            return out
        named = {a["train"] for a in out}
        out += [act("buy_train", turn.op.sym, train=t.id, price=min(low, t.price))
                for t, low, _ in self.buyable_trains(turn)
                if self._other_company(t) and t.id not in named]
        return out

    def buy_train(self, turn, action: Action) -> None:
        train = self.depot.by_id.get(action["train"])
        op = turn.op
        if pending(turn) is not None:
            raise MwRefusal(QT_TRANSLATE_NOOP(
                "game", "{company} waits for its president's sales to buy {train}"),
                "R-171", company=op.sym, train=pending(turn).train)
        if self._other_company(train) and op.president is not None and self.contributing(turn):
            price = int(action["price"])
            if price > op.cash and price > train.price:
                raise MwRefusal(QT_TRANSLATE_NOOP(
                    "game", "with the president's cash a train costs at most its face "
                            "value, {price}"), "R-169", price=self.money(train.price))
            short = price - op.cash - self.player(op.president).cash
            if short > 0 and train.owner != op.sym:
                self.name_deal(turn, train, price, short)
                return
        super().buy_train(turn, action)

    def name_deal(self, turn, train, price: int, short: int) -> None:
        """The president names the purchase, then sells for it (R-170, R-171)."""
        op, seller = turn.op, self.corporations[train.owner]
        if seller.president != op.president:
            raise MwRefusal(QT_TRANSLATE_NOOP(
                "game", "trains change hands only between companies of one president"),
                "R-146")
        if self.most_raisable(turn) < short:
            raise MwRefusal(QT_TRANSLATE_NOOP(
                "game", "{player} cannot raise {amount} for that train"),
                "R-170", player=self.name_of(op.president), amount=self.money(short))
        turn.pending_deal = PendingDeal(train.id, seller.sym, price, seller.president)
        turn.emergency = True
        self.add_log(QT_TRANSLATE_NOOP(
            "game", "{company} will buy {train} from {seller} for {price} once {player} "
                    "has raised {amount}"),
            company=op.sym, train=a_train(train.name), seller=seller.sym,
            price=self.money(price), player=self.name_of(op.president),
            amount=self.money(short))

    def pay_for_train(self, turn, price: int, seller: str) -> None:
        op = turn.op
        if (seller in (DEPOT, POOL) or op.cash >= price or op.president is None
                or not self.contributing(turn)):
            super().pay_for_train(turn, price, seller)
            return
        president = self.player(op.president)
        need = price - op.cash
        if president.cash < need:
            raise MwRefusal(QT_TRANSLATE_NOOP(
                "game", "the president must raise {amount} by selling shares first"),
                "R-170", amount=self.money(need))
        self.pay(president, op, need)  # the treasury ends at $0
        self.pay(op, self.operator(seller), price)
        turn.contributed = True
        self.add_log(QT_TRANSLATE_NOOP("game", "{player} contributes {amount}"),
                     player=president.name, amount=self.money(need))

    def president_must_raise_cash(self, turn) -> int:
        deal = pending(turn)
        if deal is None:
            return super().president_must_raise_cash(turn)
        return max(deal.price - turn.op.cash - self.player(turn.op.president).cash, 0)

    def emergency_sell(self, turn, action: Action) -> None:
        super().emergency_sell(turn, action)
        deal = pending(turn)
        if deal is None:
            return
        if self.corporations[deal.seller].president != deal.seller_president:
            self.cancel_deal(turn, deal)
        elif self.president_must_raise_cash(turn) <= 0:
            turn.pending_deal = None
            super().buy_train(turn, act("buy_train", turn.op.sym, train=deal.train,
                                        price=deal.price))  # now it takes place
        turn.emergency = self.president_must_raise_cash(turn) > 0

    def cancel_deal(self, turn, deal: PendingDeal) -> None:
        """The seller's president changed during the sales: no purchase (R-171)."""
        turn.pending_deal = None
        train = self.depot.by_id[deal.train]
        self.add_log(QT_TRANSLATE_NOOP(
            "game", "{company}'s purchase of {train} from {seller} is cancelled: "
                    "{seller} has a new president"),
            company=turn.op.sym, train=a_train(train.name), seller=deal.seller)
