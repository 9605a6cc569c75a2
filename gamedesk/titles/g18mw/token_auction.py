"""The fire sale's second step (R-167): still short of cash after its treasury
shares, the company's president may auction its stations on the map other
than its base, one at a time. He chooses the station and the least bid
(`offer_token`) and takes no part. Players bid for a company they preside
(`bid_token`): it needs a station left, a route to the city, and the cash for
the bid and the normal placement cost. Bidding goes round from the priority
holder; the first bid is at least the least bid, each later one $5 more, in
$5 steps; a player who passes is out of that auction for every company. The
winner pays the bid to the seller and the placement cost to the bank and puts
its station in the freed circle; the seller's station goes back to its charter
(R-086 for the StL&A's extra station). Nobody bidding, the president may offer
another; the bank never buys a station. The step ends when the cash suffices,
no station is left to offer, or the president offers no more (`pass`)."""

from __future__ import annotations

from gamedesk.engine.actions import Action, act
from gamedesk.engine.interrupts import Interrupt
from gamedesk.engine.messages import QT_TRANSLATE_NOOP, Msg, msg
from gamedesk.titles.g18mw.refusals import MwRefusal

STEP = 5  # bids go up in $5 steps


class TokenAuction(Interrupt):
    step_id = "token_auction"

    def __init__(self, game, corp) -> None:
        self.game = game
        self.corp = corp
        self.tried: set[tuple[str, int]] = set()  # offered already: sold or rejected
        self.lot: tuple[str, int] | None = None  # the station on offer
        self.least = 0
        self.high: tuple[str, str, int] | None = None  # (player, company, bid)
        self.bidders: list[str] = []
        self.turn = 0
        self.over = False

    # ----------------------------------------------------------------- what may be sold

    def short(self) -> bool:
        return self.corp.cash < self.game.cheapest_bank_train_price()

    def stations(self) -> list[tuple[str, int]]:
        """The company's stations on the map other than its base, not offered yet."""
        g = self.game
        return [(h, i) for h, i in g.board.tokens_of(self.corp.sym)
                if not g.is_base(self.corp, h, i) and (h, i) not in self.tried]

    def buyers(self, pid: str, bid: int) -> list[str]:
        """The companies `pid` presides that may bid `bid` for the station on offer."""
        return [c.sym for c in self.game.open_corporations()
                if c.president == pid and self.refusal(c, bid) is None]

    def refusal(self, corp, bid: int) -> MwRefusal | None:
        g, (hex_, index) = self.game, self.lot
        if corp is self.corp or corp.president is None:
            return MwRefusal(QT_TRANSLATE_NOOP("game", "{company} may not bid for this station"),
                             "R-167", company=corp.sym)
        if corp.tokens_left() <= 0:
            return MwRefusal(QT_TRANSLATE_NOOP("game", "{company} has no station left"),
                             "R-167", company=corp.sym)
        if any(h == hex_ for h, _ in g.board.tokens_of(corp.sym)):
            return MwRefusal(QT_TRANSLATE_NOOP("game", "{company} has a station in {hex} already"),
                             "R-167", company=corp.sym, hex=hex_)
        if (hex_, index) not in g.board.reach(corp.sym).nodes:
            return MwRefusal(QT_TRANSLATE_NOOP("game", "{company} has no route to {hex}"),
                             "R-167", company=corp.sym, hex=hex_)
        cost = bid + g.station_cost(corp, hex_)
        if corp.cash < cost:
            return MwRefusal(QT_TRANSLATE_NOOP(
                "game", "{company} cannot pay {amount} for the bid and the station"),
                "R-167", company=corp.sym, amount=g.money(cost))
        return None

    # ----------------------------------------------------------------- flow

    def start(self) -> TokenAuction:
        self._settle_or_wait()
        return self

    def min_bid(self) -> int:
        return self.least if self.high is None else self.high[2] + STEP

    def president(self) -> str:
        return self.corp.president

    def _open(self, lot: tuple[str, int], least: int) -> None:
        self.lot, self.least, self.high, self.turn = lot, least, None, 0
        pres = self.president()
        self.bidders = [p.id for p in self.game.players if p.id != pres]  # from priority

    def _settle_or_wait(self) -> None:
        """Skip bidders who cannot bid; settle an auction with no rival left;
        end the step when nothing more can be offered."""
        while not self.over:
            if self.lot is None:
                if not self.short() or not self.stations() or self.corp.closed:
                    self.over = True
                return  # the president chooses a station, or passes
            if not self.bidders or (self.high and self.bidders == [self.high[0]]):
                self._settle()
                continue
            pid = self.bidders[self.turn]
            if self.high and self.high[0] == pid:
                self.turn = (self.turn + 1) % len(self.bidders)
            elif not self.buyers(pid, self.min_bid()):
                self._drop()
            else:
                return

    def _drop(self) -> None:
        self.bidders.pop(self.turn)
        self.turn = self.turn % len(self.bidders) if self.bidders else 0

    def _settle(self) -> None:
        g, seller, (hex_, index) = self.game, self.corp, self.lot
        self.tried.add(self.lot)
        self.lot = None
        if self.high is None:
            g.add_log(QT_TRANSLATE_NOOP("game", "nobody bids for {company}'s station in {hex}"),
                      company=seller.sym, hex=hex_)
            return  # the bank never buys a station
        _, sym, bid = self.high
        buyer = g.corporations[sym]
        cost = g.station_cost(buyer, hex_)
        g.pay(buyer, seller, bid)
        g.pay(buyer, g.bank, cost)
        g.board.remove_token(seller.sym, hex_, index)
        seller.tokens_placed -= 1  # back to its charter, the StL&A's extra one too
        g.board.place_token(buyer.sym, hex_, index)
        buyer.tokens_placed += 1  # not the buyer's station of a turn
        g.add_log(QT_TRANSLATE_NOOP(
            "game", "{company} buys {seller}'s station in {hex} for {price} and {cost} "
                    "to the bank"),
            company=sym, seller=seller.sym, hex=hex_, price=g.money(bid), cost=g.money(cost))

    # ----------------------------------------------------------------- interrupt

    def active_entities(self) -> list[str]:
        if self.over:
            return []
        return [self.president()] if self.lot is None else [self.bidders[self.turn]]

    def legal_actions(self) -> list[Action]:
        if self.over:
            return []
        if self.lot is None:
            pres = self.president()
            lacking = self.game.cheapest_bank_train_price() - self.corp.cash
            return [*(act("offer_token", pres, hex=h, city=i, price=lacking)
                      for h, i in self.stations()), act("pass", pres)]
        pid, bid = self.bidders[self.turn], self.min_bid()
        return [*(act("bid_token", pid, corporation=sym, price=bid)
                  for sym in self.buyers(pid, bid)), act("pass", pid)]

    def process(self, action: Action) -> None:
        if action.type == "pass":
            if self.lot is None:
                self.over = True  # the president offers no more
            else:
                self._drop()
        elif action.type == "offer_token" and self.lot is None:
            self.offer(action)
        elif action.type == "bid_token" and self.lot is not None:
            self.bid(action)
        else:
            raise MwRefusal(QT_TRANSLATE_NOOP("game", "{company}'s station auction comes first"),
                            "R-167", company=self.corp.sym)
        self._settle_or_wait()

    def offer(self, action: Action) -> None:
        lot = (action["hex"], int(action["city"]))
        if lot not in self.stations():
            raise MwRefusal(QT_TRANSLATE_NOOP(
                "game", "{company} has no station to offer in {hex}"),
                "R-167", company=self.corp.sym, hex=action["hex"])
        self._open(lot, int(action["price"]))
        self.game.add_log(QT_TRANSLATE_NOOP(
            "game", "{player} auctions {company}'s station in {hex}, least bid {price}"),
            player=self.game.name_of(self.president()), company=self.corp.sym,
            hex=lot[0], price=self.game.money(self.least))

    def bid(self, action: Action) -> None:
        g, pid, bid = self.game, action.entity, int(action["price"])
        corp = g.corporations.get(action["corporation"])
        if corp is None or corp.president != pid:
            raise MwRefusal(QT_TRANSLATE_NOOP(
                "game", "a player bids for a company he presides"), "R-167")
        if bid < self.min_bid():
            raise MwRefusal(QT_TRANSLATE_NOOP("game", "the least bid is {price}"),
                            "R-167", price=g.money(self.min_bid()))
        if self.high is not None and (bid - self.high[2]) % STEP:
            raise MwRefusal(QT_TRANSLATE_NOOP("game", "bids go up in steps of {price}"),
                            "R-167", price=g.money(STEP))
        refusal = self.refusal(corp, bid)
        if refusal is not None:
            raise refusal
        self.high = (pid, corp.sym, bid)
        self.turn = (self.turn + 1) % len(self.bidders)

    def done(self) -> bool:
        return self.over

    def price_range(self, action: Action) -> tuple[int, int] | None:
        if action.type == "offer_token":
            return 0, max(self.game.bank.cash, 0)
        if action.type == "bid_token" and action.get("corporation") in self.game.corporations:
            corp = self.game.corporations[action["corporation"]]
            top = corp.cash - self.game.station_cost(corp, self.lot[0])
            return self.min_bid(), max(top, self.min_bid())
        return None

    def why(self) -> tuple[Msg, str]:
        g = self.game
        if self.lot is None:
            return msg(QT_TRANSLATE_NOOP("game", "{player} may auction {company}'s stations for "
                                                 "the train it cannot pay for"),
                       player=g.name_of(self.president()), company=self.corp.sym), "R-167"
        return msg(QT_TRANSLATE_NOOP("game", "{player} may bid for {company}'s station in {hex} "
                                             "for a company he presides"),
                   player=g.name_of(self.bidders[self.turn]), company=self.corp.sym,
                   hex=self.lot[0]), "R-167"

    def pass_meaning(self) -> tuple[str, str]:
        if self.lot is None:
            return QT_TRANSLATE_NOOP("game", "Pass — offer no more stations; the fire sale ends"), \
                "R-167"
        return QT_TRANSLATE_NOOP("game", "Pass — out of this auction, for every company"), "R-167"
