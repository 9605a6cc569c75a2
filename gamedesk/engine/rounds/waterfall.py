"""Sale of the private companies in face-value order, with bids on later ones.

Players in turn buy the cheapest unsold company at its price, bid on another,
or pass. After a purchase the next company is sold at once to its bidders
(one bidder takes it at the bid; several bid it up). The rulebook runs this
inside the stock round (R-010…R-024); the 18xx.games profile runs it as a
round of its own (G-08…G-10). A title subclasses `PrivateSale` for what a
purchase brings with it (`on_bought`) and what all passing means (`all_passed`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from gamedesk.engine.actions import Action, act
from gamedesk.engine.entities import Company
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.messages import QT_TRANSLATE_NOOP, msg
from gamedesk.engine.rounds.base import Round


@dataclass
class Auction:
    """An auction among the bidders of one company (R-019 / G-09)."""

    company: str
    bids: dict[str, int]  # player -> current bid
    active: list[str] = field(default_factory=list)  # still in, in seating order
    turn: str | None = None
    passed_in_row: int = 0


class PrivateSale:
    """State of the sale, shared by the auction round and (rulebook) stock rounds."""

    def __init__(self, game) -> None:
        self.game = game
        self.bids: dict[str, dict[str, int]] = {}  # company -> player -> bid
        self.discount = 0  # MCAR price cut (R-022 / G-10)
        self.auction: Auction | None = None
        self.pending_par: tuple[str, str] | None = None  # (player, corporation)
        self.resume_after: str | None = None  # player whose purchase started the cascade

    def unsold(self) -> list[Company]:
        return [c for c in self.game.companies.values() if c.owner is None and not c.closed]

    def cheapest(self) -> Company | None:
        unsold = self.unsold()
        return unsold[0] if unsold else None

    def price_of_cheapest(self) -> int:
        company = self.cheapest()
        return max(company.value - self.discount, 0) if company else 0

    def committed(self, pid: str, except_company: str | None = None) -> int:
        return sum(
            bids[pid] for sym, bids in self.bids.items() if pid in bids and sym != except_company
        )

    def min_bid(self, company: Company) -> int:
        bids = self.bids.get(company.sym)
        step = self.game.data.game["rules"].get("min_bid_increment", 5)
        return (max(bids.values()) if bids else company.value) + step

    def check_bid(self, pid: str, company: Company, price: int) -> None:
        if company.owner is not None or company.closed:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "{company} is already sold"),
                "R-010", company=company.sym,
            )
        if company is self.cheapest():
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "game",
                    "{company} is next for sale: buy it for {price_of_cheapest}",
                ),
                "R-012", company=company.sym, price_of_cheapest=self.price_of_cheapest(),
            )
        if price < self.min_bid(company):
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "the lowest bid on {company} is {min_bid}"),
                "R-013", company=company.sym, min_bid=self.min_bid(company),
            )
        free = self.game.player(pid).cash - self.committed(pid, company.sym)
        if price > free:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "bid {price} is more than the {free} not already bid"),
                "R-014", price=price, free=free,
            )

    def buy_cheapest(self, pid: str, price: int) -> None:
        company = self.cheapest()
        if price != self.price_of_cheapest():
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "{company} costs {price_of_cheapest}"),
                "R-011", company=company.sym, price_of_cheapest=self.price_of_cheapest(),
            )
        if self.game.player(pid).cash - self.committed(pid) < price:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "not enough cash for {company}"),
                "R-014", company=company.sym,
            )
        self.sell(company, pid, price)
        self.resume_after = pid
        self.discount = 0

    def sell(self, company: Company, pid: str, price: int) -> None:
        game = self.game
        self.bids.pop(company.sym, None)
        game.pay(game.player(pid), game.bank, price)
        company.owner = pid
        game.add_log(QT_TRANSLATE_NOOP("game", "{player} buys {company} for {price}"),
                     player=game.player(pid).name, company=company.sym, price=game.money(price))
        self.on_bought(company, pid)

    def on_bought(self, company: Company, pid: str) -> None:
        """What buying `company` brings with it (a title's rules)."""

    def all_passed(self) -> None:
        """Every player passed while companies remain unsold (a title's rules)."""

    def settle_next(self) -> bool:
        """Sell the next company to its bidders if it has any (R-017). True if it did something."""
        company = self.cheapest()
        if company is None or self.auction or self.pending_par:
            return False
        bids = self.bids.get(company.sym)
        if not bids:
            return False
        if len(bids) == 1:
            ((pid, price),) = bids.items()
            self.sell(company, pid, price)
            return True
        order = [p.id for p in self.game.players if p.id in bids]
        self.auction = Auction(company.sym, dict(bids), order)
        self.auction.turn = self.next_auction_turn(None)
        return True

    def next_auction_turn(self, last: str | None) -> str:
        auction = self.auction
        if self.game.gx:
            # 18xx.games: the lowest bidder speaks next (G-09).
            return min(auction.active, key=lambda p: auction.bids[p])
        # Rulebook: clockwise from the player after the last to speak.
        high = max(auction.bids, key=auction.bids.get)
        start = last or high
        for p in self.game.players_from(start)[1:]:
            if p.id in auction.bids:
                return p.id
        return start

    def auction_bid(self, pid: str, price: int) -> None:
        auction = self.auction
        high = max(auction.bids.values())
        step = self.game.data.game["rules"].get("min_bid_increment", 5)
        if price < high + step:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "the lowest bid is {price}"),
                "R-019", price=high + step,
            )
        free = self.game.player(pid).cash - self.committed(pid, auction.company)
        if price > free:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "bid {price} is more than the {free} not already bid"),
                "R-019", price=price, free=free,
            )
        auction.bids[pid] = price
        self.bids[auction.company][pid] = price
        if pid not in auction.active:
            auction.active.append(pid)
        auction.passed_in_row = 0
        auction.turn = self.next_auction_turn(pid)

    def auction_pass(self, pid: str) -> None:
        auction = self.auction
        if self.game.gx:
            auction.active.remove(pid)  # a pass leaves the auction for good (G-09)
            auction.bids.pop(pid)
            self.bids[auction.company].pop(pid)
        else:
            auction.passed_in_row += 1
        if self.auction_over():
            self.finish_auction()
        else:
            auction.turn = self.next_auction_turn(pid)

    def auction_over(self) -> bool:
        auction = self.auction
        if self.game.gx:
            return len(auction.active) == 1
        return auction.passed_in_row >= len(auction.bids) - 1

    def finish_auction(self) -> None:
        auction = self.auction
        winner = max(auction.bids, key=auction.bids.get)
        price = auction.bids[winner]
        self.auction = None
        company = self.game.company(auction.company)
        self.sell(company, winner, price)

    def active(self) -> str | None:
        if self.pending_par:
            return self.pending_par[0]
        if self.auction:
            return self.auction.turn
        return None

    def legal_in_auction(self) -> list[Action]:
        pid = self.auction.turn
        high = max(self.auction.bids.values())
        out = [act("pass", pid)]
        if high + 5 <= self.game.player(pid).cash - self.committed(pid, self.auction.company):
            out.insert(0, act("bid", pid, company=self.auction.company, price=high + 5))
        return out


class WaterfallRound(Round):
    """The opening sale as a round of its own (18xx.games profile, G-08)."""

    kind = "auction"
    name = QT_TRANSLATE_NOOP("game", "Auction Round")

    def __init__(self, game, sale: PrivateSale, first: str) -> None:
        super().__init__(game)
        self.sale = sale
        self.current = first
        self.passes = 0
        self.last_to_act: str | None = None

    def active_entities(self) -> list[str]:
        special = self.sale.active()
        return [special] if special else [self.current]

    def legal_actions(self) -> list[Action]:
        pid = self.active_entities()[0]
        if self.sale.pending_par:
            return self.game.par_options(pid, self.sale.pending_par[1])
        if self.sale.auction:
            return self.sale.legal_in_auction()
        sale, cash = self.sale, self.game.player(pid).cash
        out = []
        if sale.price_of_cheapest() <= cash - sale.committed(pid):
            out.append(act("bid", pid, company=sale.cheapest().sym, price=sale.price_of_cheapest()))
        if self.must_take():
            return out  # taking the free first company is the whole turn
        for company in sale.unsold()[1:]:
            if sale.min_bid(company) <= cash - sale.committed(pid, company.sym):
                out.append(act("bid", pid, company=company.sym, price=sale.min_bid(company)))
        if not self.must_take():
            out.append(act("pass", pid))
        return out

    def price_range(self, action: Action) -> tuple[int, int] | None:
        """A bid on the next company is its purchase at a fixed price."""
        if action.type != "bid":
            return None
        sale, pid = self.sale, action.entity
        if self.sale.auction:
            high = max(sale.auction.bids.values()) + 5
            return high, self.game.player(pid).cash - sale.committed(pid, sale.auction.company)
        company = self.game.company(action["company"])
        if company is sale.cheapest():
            return sale.price_of_cheapest(), sale.price_of_cheapest()
        return sale.min_bid(company), self.game.player(pid).cash - sale.committed(pid, company.sym)

    def why(self) -> tuple[str, str]:
        """Why the sale waits (Game.waiting_reason); R-numbers as in 18MEX's inventory."""
        sale = self.sale
        name = self.game.name_of(self.active_entities()[0])
        if sale.pending_par:
            return msg(QT_TRANSLATE_NOOP("game", "{player} sets the par price of {company}"),
                       player=name, company=sale.pending_par[1]), "R-027"
        if sale.auction:
            return msg(QT_TRANSLATE_NOOP("game", "{player} raises the bid on {company} by at "
                                                 "least {amount}, or passes"),
                       player=name, company=sale.auction.company,
                       amount=self.game.money(5)), "R-019"
        if self.must_take():
            return msg(QT_TRANSLATE_NOOP("game", "{player} must take {company} now"),
                       player=name, company=sale.cheapest().sym), "R-023"
        return msg(QT_TRANSLATE_NOOP("game", "{player} buys {company}, bids on another company, "
                                             "or passes"),
                   player=name, company=sale.cheapest().sym), "R-010"

    def pass_meaning(self) -> tuple[str, str]:
        """What the pass button means now (Game.pass_meaning)."""
        if self.sale.auction:
            if self.game.gx:
                return msg(QT_TRANSLATE_NOOP("game", "Pass — leaves the auction of {company}"),
                           company=self.sale.auction.company), "G-09"
            return (QT_TRANSLATE_NOOP("game", "Pass — bids nothing now; the auction ends when "
                                              "all but one pass in a row"), "R-019")
        return (QT_TRANSLATE_NOOP("game", "Pass — ends your turn; if everyone passes in a row "
                                          "the companies stay unsold for now"), "R-010")

    def must_take(self) -> bool:
        return self.sale.price_of_cheapest() == 0 and self.sale.cheapest().sym == self.first_sym()

    def first_sym(self) -> str:
        return next(iter(self.game.companies))

    def do_par(self, action: Action) -> None:
        if not self.sale.pending_par or action["corporation"] != self.sale.pending_par[1]:
            raise IllegalAction(QT_TRANSLATE_NOOP("game", "no par price is due now"), "turn")
        self.game.par_corporation(action.entity, action["corporation"], action["price"])
        self.sale.pending_par = None

    def do_bid(self, action: Action) -> None:
        pid = action.entity
        if self.sale.pending_par:
            raise IllegalAction(QT_TRANSLATE_NOOP("game", "set the par price first"), "R-027")
        company = self.game.company(action["company"])
        if self.sale.auction:
            if company.sym != self.sale.auction.company:
                raise IllegalAction(
                    QT_TRANSLATE_NOOP("game", "{company} is being auctioned"),
                    "R-019", company=self.sale.auction.company,
                )
            self.sale.auction_bid(pid, action["price"])
            return
        if company is self.sale.cheapest():
            self.sale.buy_cheapest(pid, action["price"])
        elif self.must_take():
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "{company} must be taken now"),
                "R-023", company=self.sale.cheapest().sym,
            )
        else:
            self.sale.check_bid(pid, company, action["price"])
            self.sale.bids.setdefault(company.sym, {})[pid] = action["price"]
            self.current = self.game.next_player(pid).id
        self.passes = 0
        self.last_to_act = pid

    def do_pass(self, action: Action) -> None:
        if self.sale.pending_par:
            raise IllegalAction(QT_TRANSLATE_NOOP("game", "set the par price first"), "R-027")
        if self.sale.auction:
            self.sale.auction_pass(action.entity)
            return
        if self.must_take():
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "the first company must be taken now"),
                "R-023",
            )
        self.passes += 1
        self.current = self.game.next_player(action.entity).id
        if self.passes >= len(self.game.players):
            self.passes = 0
            self.sale.all_passed()

    def advance(self) -> bool:
        while self.sale.settle_next():
            pass
        if self.sale.auction or self.sale.pending_par:
            return False
        if self.sale.resume_after:
            # After a purchase and its cascade, play goes on after the buyer.
            self.current = self.game.next_player(self.sale.resume_after).id
            self.sale.resume_after = None
        return not self.sale.unsold()
