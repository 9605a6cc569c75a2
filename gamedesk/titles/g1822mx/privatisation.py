"""The NdeM's privatisation in phase 7 (R-260 … R-268).

After its final operation the players' NdeM shares are paid out at its
price, its trains leave the game, and its stations are auctioned one at a
time to majors holding an Exchange token. Players choose a station in turn
(the first chooser moves on after each sale); bidding starts with the
chooser and goes round the table; the auctions end when every player has
passed on choosing in succession. The NdeM then closes; stations nobody
bought stay on the map and only block.

Players who cannot take part are passed over: a chooser with no company
able to buy any station, a bidder with none able to buy this one (R-264).
Actions name the NdeM as their entity, as its shareholders' decisions do;
`acting_player()` says who decides.
"""

from __future__ import annotations

from gamedesk.engine.actions import Action, act
from gamedesk.engine.entities import POOL
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.messages import QT_TRANSLATE_NOOP, msg
from gamedesk.engine.trains import SCRAPPED

NDEM = "NDEM"
STEP = 10
LEAST = 10  # a city without a value


class Privatisation:
    def __init__(self, game) -> None:
        self.game = game
        self.order = [p.id for p in game.players]  # choosers, from player 1
        self.choosers = list(self.order)
        self.station: tuple[str, int] | None = None  # the NdeM station up for auction
        self.bidders: list[str] = []
        self.high = 0
        self.high_bidder: str | None = None
        self.winner: str | None = None
        self.done = False
        cash_out(game)
        self.pass_over()

    # ----------------------------------------------------------------- queries

    def acting_player(self) -> str | None:
        if self.done:
            return None
        if self.winner is not None:
            return self.winner
        return self.bidders[0] if self.station is not None else self.choosers[0]

    def minimum_bid(self) -> int:
        if self.station is None:
            return 0
        return self.high + STEP if self.high_bidder else station_value(self.game, self.station)

    def maximum_bid(self, pid: str) -> int:
        """The cash of the richest company the player directs with an Exchange token."""
        return max((c.cash for c in buyers(self.game, pid)), default=0)

    def legal_actions(self) -> list[Action]:
        g = self.game
        if self.done:
            return []
        if self.winner is not None:
            return [act("merge", NDEM, corporation=c.sym) for c in self.winning_companies()]
        if self.station is None:
            pid = self.choosers[0]
            return [act("pass", NDEM)] + [
                act("auction_token", NDEM, hex=h, city=i)
                for h, i in g.board.tokens_of(NDEM) if can_buy(g, pid, (h, i))]
        out = [act("bid", NDEM, company=NDEM, price=self.minimum_bid())]
        return [*out, act("pass", NDEM)] if self.high_bidder else out

    def why(self) -> tuple[str, str]:
        """Why the game waits (Game.waiting_reason)."""
        g = self.game
        name = g.name_of(self.acting_player() or "")
        if self.winner is not None:
            return msg(QT_TRANSLATE_NOOP("game", "{player} picks the company that pays {amount}"),
                       player=name, amount=g.money(self.high)), "R-266"
        if self.station is None:
            return msg(QT_TRANSLATE_NOOP("game", "{player} may put an NdeM station up for "
                                                 "auction, or pass"), player=name), "R-263"
        return msg(QT_TRANSLATE_NOOP("game", "{player} bids at least {amount} for the NdeM "
                                             "station in {hex}"),
                   player=name, amount=g.money(self.minimum_bid()), hex=self.station[0]), "R-265"

    def pass_meaning(self) -> tuple[str, str]:
        if self.station is None:
            return (QT_TRANSLATE_NOOP("game", "Pass — puts no station up; the auctions end when "
                                              "everyone passes in a row"), "R-263")
        return QT_TRANSLATE_NOOP("game", "Pass — out of this auction"), "R-265"

    def winning_companies(self) -> list:
        return [c for c in buyers(self.game, self.winner)
                if c.cash >= self.high and not _in_hex(self.game, c.sym, self.station)]

    # ----------------------------------------------------------------- actions

    def process(self, action: Action) -> None:
        if action.entity not in (NDEM, self.acting_player()):
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "{player} decides now"),
                "R-263", player=self.game.name_of(self.acting_player()),
            )
        if self.winner is not None:
            self.sell(action)
        elif self.station is None:
            self.choose(action)
        else:
            self.bid(action)
        self.pass_over()

    def choose(self, action: Action) -> None:
        pid = self.choosers[0]
        if action.type == "pass":
            self.choosers.pop(0)
            return
        if action.type != "auction_token":
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "choose an NdeM station to auction, or pass"),
                "R-263",
            )
        station = self.game.resolve_city(action)
        if station not in self.game.board.tokens_of(NDEM):
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "the NdeM has no station in {hex}"),
                "R-263", hex=action['hex'],
            )
        if not can_buy(self.game, pid, station):
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "none of your majors may buy that station"),
                "R-264",
            )
        self.station = station
        ids = [p.id for p in self.game.players]
        at = ids.index(pid)
        self.bidders = ids[at:] + ids[:at]  # from the chooser, in player order
        self.high, self.high_bidder = 0, None
        self.game.add_log(QT_TRANSLATE_NOOP("game", "{player} auctions the NdeM station in {hex}"),
                          player=self.game.name_of(pid), hex=station[0])

    def bid(self, action: Action) -> None:
        pid = self.bidders[0]
        if action.type == "pass":
            if self.high_bidder is None:
                raise IllegalAction(
                    QT_TRANSLATE_NOOP("game", "the player who chose the station opens the bidding"),
                    "R-263",
                )
            self.bidders.pop(0)
            self.game.add_log(
                QT_TRANSLATE_NOOP("game", "{player} passes"),
                player=self.game.name_of(pid))
            return
        if action.type != "bid" or action.get("company") != NDEM:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "bid for the NdeM's station, or pass"),
                "R-265",
            )
        price = action["price"]
        if price < self.minimum_bid() or price % STEP:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "bid at least {amount}, in steps of {amount2}"),
                "R-265", amount=self.game.money(self.minimum_bid()), amount2=self.game.money(STEP),
            )
        if price > self.maximum_bid(pid):
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "no company of yours has that much"),
                "R-264",
            )
        self.high, self.high_bidder = price, pid
        self.bidders.append(self.bidders.pop(0))
        self.game.add_log(
            QT_TRANSLATE_NOOP("game", "{player} bids {price}"),
            player=self.game.name_of(pid),
            price=self.game.money(price))

    def sell(self, action: Action) -> None:
        """R-266: the winner's company pays and its Exchange token replaces the NdeM's."""
        g = self.game
        corp = g.corporations.get(action.get("corporation", "")) if action.type == "merge" else None
        if corp is None or corp not in self.winning_companies():
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "game",
                    "name a major you direct with an Exchange token and the cash",
                ),
                "R-266",
            )
        hex_, index = self.station
        g.board.remove_token(NDEM, hex_, index)
        g.board.place_token(corp.sym, hex_, index)
        g.exchange_tokens[corp.sym] -= 1
        g.pay(corp, g.bank, self.high)
        g.add_log(QT_TRANSLATE_NOOP("game", "{company} buys the NdeM station in {hex} for {price}"),
                  company=corp.sym, hex=hex_, price=g.money(self.high))
        self.order.append(self.order.pop(0))
        self.choosers = list(self.order)
        self.station, self.winner, self.high_bidder, self.high = None, None, None, 0

    # ----------------------------------------------------------------- passing over

    def pass_over(self) -> None:
        """Skip those who cannot take part; settle a finished auction; close at the end."""
        g = self.game
        if self.station is None:
            while self.choosers and not any(can_buy(g, self.choosers[0], s)
                                            for s in g.board.tokens_of(NDEM)):
                self.choosers.pop(0)
            if not self.choosers:
                close(g)
                self.done = True
            return
        if self.winner is not None:
            return
        while self.bidders and self.bidders[0] != self.high_bidder and not can_buy(
                g, self.bidders[0], self.station, self.minimum_bid()):
            self.bidders.pop(0)
        if self.high_bidder is not None and self.bidders in ([], [self.high_bidder]):
            self.winner = self.high_bidder
            g.add_log(
                QT_TRANSLATE_NOOP("game", "{player} wins the auction"),
                player=g.name_of(self.winner))


def cash_out(game) -> None:
    """R-262: the bank buys every player's NdeM shares at its price; its trains go."""
    corp = game.corporations[NDEM]
    price = game.share_price(corp)
    for player in game.players:
        shares = corp.shares_of(player.id)
        for share in shares:
            share.owner = POOL
        if shares:
            game.pay(game.bank, player, price * len(shares))
    game.add_log(QT_TRANSLATE_NOOP("game", "The NdeM is privatised: its shares are paid out"))


def close(game) -> None:
    """Its trains leave the game; unsold stations stay and only block (R-262, R-267)."""
    corp = game.corporations[NDEM]
    for train in list(corp.trains):
        game.give_train(train, SCRAPPED)
    corp.closed = True
    game.market.remove(NDEM)
    game.add_log(QT_TRANSLATE_NOOP("game", "The NdeM closes"))


def station_value(game, station: tuple[str, int]) -> int:
    return max(game.board.revenue_of(*station, game.colors()), LEAST)


def buyers(game, pid: str) -> list:
    """The majors the player directs that still have an Exchange token."""
    return [c for c in game.corporations.values()
            if c.kind == "major" and c.president == pid and not c.closed
            and game.exchange_tokens.get(c.sym, 0) > 0]


def can_buy(game, pid: str, station: tuple[str, int], price: int | None = None) -> bool:
    """R-264: a company with the cash, an Exchange token and no station in that hex."""
    need = station_value(game, station) if price is None else price
    return any(c.cash >= need and not _in_hex(game, c.sym, station) for c in buyers(game, pid))


def _in_hex(game, sym: str, station: tuple[str, int]) -> bool:
    return any(h == station[0] for h, _ in game.board.tokens_of(sym))
