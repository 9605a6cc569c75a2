"""The fire sale's first step (R-162 … R-166): a company that must buy a train
and cannot pay for the bank's cheapest offers its treasury shares, one at a
time, to every player but its president. Bidding goes round from the priority
holder; the first bid is at least half the price, each later one $5 more; a
player who passes is out. Nobody bidding, the bank buys the share at half the
price, rounded down, into the pool, unless the pool would then hold more
than half the company (Q-23). Every share sold moves the price down a row.
The sale stops once the company can pay for the train."""

from __future__ import annotations

from gamedesk.engine.actions import Action, act
from gamedesk.engine.entities import POOL
from gamedesk.engine.interrupts import Interrupt
from gamedesk.engine.messages import QT_TRANSLATE_NOOP, Msg, msg
from gamedesk.titles.g18mw.refusals import MwRefusal

RAISE = 5


class FireSale(Interrupt):
    step_id = "fire_sale"

    def __init__(self, game, corp) -> None:
        self.game = game
        self.corp = corp
        self._open_next()

    # ----------------------------------------------------------------- state

    def _open_next(self) -> None:
        """Offer the next treasury share, or finish (R-166)."""
        self.share = None
        if self.corp.cash >= self.game.cheapest_bank_train_price() or self.corp.closed:
            return
        shares = [s for s in self.corp.shares_of(self.corp.sym) if not s.president]
        if not shares:
            return
        self.share = shares[0]
        pres = self.corp.president
        self.bidders = [p.id for p in self.game.players if p.id != pres]  # from priority
        self.high: tuple[str, int] | None = None
        self.turn = 0

    def _skip_broke(self) -> None:
        """Move to the next player who may bid: the high bidder waits for the
        others, a player who cannot pay the least bid drops out; an auction
        with one bidder left, or none, is settled."""
        while self.share is not None:
            if not self.bidders or (self.high and self.bidders == [self.high[0]]):
                self._settle()
                continue
            pid = self.bidders[self.turn]
            if self.high and self.high[0] == pid:
                self.turn = (self.turn + 1) % len(self.bidders)
            elif self.game.player(pid).cash < self.min_bid():
                self._drop()
            else:
                return

    def min_bid(self) -> int:
        price = self.game.share_price(self.corp)
        return -(-price // 2) if self.high is None else self.high[1] + RAISE

    def _drop(self) -> None:
        """The current bidder is out; the next one's turn."""
        self.bidders.pop(self.turn)
        if self.bidders:
            self.turn %= len(self.bidders)
        else:
            self.turn = 0

    def _settle(self) -> None:
        g, corp, share = self.game, self.corp, self.share
        price = g.share_price(corp)
        if self.high is not None:
            pid, amount = self.high
            g.pay(g.player(pid), corp, amount)
            share.owner = pid
            g.add_log(QT_TRANSLATE_NOOP("game", "{player} buys {share} in {company}'s fire sale "
                                        "for {price}"),
                      player=g.name_of(pid), share=share.id, company=corp.sym,
                      price=g.money(amount))
            g.check_presidency(corp)
        elif corp.percent_of(POOL) + share.percent <= 50:
            g.pay(g.bank, corp, price // 2)
            share.owner = POOL
            g.add_log(QT_TRANSLATE_NOOP("game", "the bank buys {share} for {price}"),
                      share=share.id, price=g.money(price // 2))
        else:
            g.add_log(QT_TRANSLATE_NOOP("game", "nobody buys {share}; it stays in the treasury"),
                      share=share.id)
            self.share = None
            return  # no further shares would sell either: the pool is full
        g.market.down(corp.sym)
        g.after_price_change(corp)
        self._open_next()  # the caller's loop goes on with the next share

    # ----------------------------------------------------------------- interrupt

    def start(self) -> FireSale:
        self._skip_broke()
        return self

    def bidder(self) -> str:
        return self.bidders[self.turn]

    def active_entities(self) -> list[str]:
        return [self.bidder()] if self.share is not None else []

    def legal_actions(self) -> list[Action]:
        if self.share is None:
            return []
        pid = self.bidder()
        out = []
        if self.game.player(pid).cash >= self.min_bid():
            out.append(act("bid_share", pid, share=self.share.id, price=self.min_bid()))
        out.append(act("pass", pid))
        return out

    def process(self, action: Action) -> None:
        pid = self.bidder()
        if action.type == "pass":
            self._drop()
        elif action.type == "bid_share":
            if action["share"] != self.share.id:
                raise MwRefusal(QT_TRANSLATE_NOOP("game", "{share} is the share on offer"),
                                "R-162", share=self.share.id)
            price = int(action["price"])
            if price < self.min_bid():
                raise MwRefusal(QT_TRANSLATE_NOOP("game", "the least bid is {price}"), "R-162",
                                price=self.game.money(self.min_bid()))
            if price > self.game.player(pid).cash:
                raise MwRefusal(QT_TRANSLATE_NOOP("game", "you have {cash}"), "R-162",
                                cash=self.game.money(self.game.player(pid).cash))
            self.high = (pid, price)
            self.turn = (self.turn + 1) % len(self.bidders)
        else:
            raise MwRefusal(QT_TRANSLATE_NOOP("game", "{company}'s fire sale comes first"),
                            "R-162", company=self.corp.sym)
        self._skip_broke()

    def done(self) -> bool:
        return self.share is None

    def price_range(self, action: Action) -> tuple[int, int] | None:
        if action.type != "bid_share" or self.share is None:
            return None
        cash = self.game.player(self.bidder()).cash
        return self.min_bid(), max(cash, self.min_bid())

    def why(self) -> tuple[Msg, str]:
        """Why the game waits (Game.waiting_reason)."""
        if self.share is None:
            return msg(QT_TRANSLATE_NOOP("game", "{company}'s fire sale is over"),
                       company=self.corp.sym), "R-166"
        return msg(QT_TRANSLATE_NOOP("game", "{player} bids at least {price} for {share} in "
                                             "{company}'s fire sale, or passes"),
                   player=self.game.name_of(self.bidder()), price=self.game.money(self.min_bid()),
                   share=self.share.id, company=self.corp.sym), "R-162"

    def pass_meaning(self) -> tuple[str, str]:
        return QT_TRANSLATE_NOOP("game", "Pass — out of the bidding for this share"), "R-162"
