"""The 1822MX stock round: sell, then buy one share, convert one concession,
or make up to three bids in the bid boxes (R-020 … R-068)."""

from __future__ import annotations

from gamedesk.engine.actions import Action, act
from gamedesk.engine.entities import IPO, POOL
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.messages import QT_TRANSLATE_NOOP, msg
from gamedesk.engine.rounds.base import Round
from gamedesk.titles.g1822mx import cert_limit, direct_start, directors, legal, loans
from gamedesk.titles.g1822mx.ndem import NDEM

BIDS_PER_TURN = 3
BID_STEP = 5
START_VALUES = (60, 70, 80, 90, 100)
FIRST_CONCESSION_MINIMUM = 200  # FCM+M18


class BidStockRound(Round):
    kind = "stock"
    name = QT_TRANSLATE_NOOP("game", "Stock Round")

    def __init__(self, game) -> None:
        super().__init__(game)
        self.current = 0  # index into game.players
        self.passes = 0  # players who passed in succession
        self.sold_this_round: dict[str, set[str]] = {}
        self._bid_order = 0
        self.new_turn()

    def new_turn(self) -> None:
        self.bids_made = 0
        self.bought = False
        self.acted = False
        self.sold_now: set[str] = set()

    @property
    def player(self) -> str:
        return self.game.players[self.current].id

    def active_entities(self) -> list[str]:
        return [self.player]

    def advance(self) -> bool:
        return self.passes >= len(self.game.players)

    def end_turn(self) -> None:
        self.passes = 0 if self.acted else self.passes + 1
        self.current = (self.current + 1) % len(self.game.players)
        self.new_turn()

    def why(self) -> tuple[str, str]:
        """Why the round waits (Game.waiting_reason)."""
        name = self.game.name_of(self.player)
        if self.bids_made:
            left = BIDS_PER_TURN - self.bids_made
            if left > 1:
                said = QT_TRANSLATE_NOOP("game", "{player} may make {count} more bids this turn, "
                                                 "or end the turn")
            else:
                said = QT_TRANSLATE_NOOP("game", "{player} may make {count} more bid this turn, "
                                                 "or end the turn")
            return msg(said, player=name, count=left), "R-062"
        if self.acted:
            return msg(QT_TRANSLATE_NOOP("game", "{player} may still sell, or end the turn"),
                       player=name), "R-021"
        return msg(QT_TRANSLATE_NOOP("game", "{player} to act: sell, then buy one share, "
                                             "convert one concession or make up to three bids"),
                   player=name), "R-021"

    def pass_meaning(self) -> tuple[str, str]:
        """What the pass button means now (Game.pass_meaning)."""
        if self.bids_made:
            return msg(QT_TRANSLATE_NOOP("game", "Done — ends your turn after {count} of {most} "
                                                 "bids"),
                       count=self.bids_made, most=BIDS_PER_TURN), "R-062"
        if self.acted:
            return QT_TRANSLATE_NOOP("game", "Done — ends your turn"), "R-021"
        return (QT_TRANSLATE_NOOP("game", "Pass — ends your turn in this stock round; the round "
                                          "ends when everyone passes in a row"), "R-020")

    # ----------------------------------------------------------------- actions

    def do_pass(self, action: Action) -> None:
        cert_limit.check_sold_down(self.game, self.player, "R-038", self.sold_now)
        self.game.add_log(
            QT_TRANSLATE_NOOP("game", "{player} passes"),
            player=self.game.name_of(self.player))
        self.end_turn()

    def do_bid(self, action: Action) -> None:
        g, pid = self.game, action.entity
        sym, price = action["company"], action["price"]
        self.check_bid(pid, sym, price)
        self._bid_order += 1
        g.bid_boxes.place(sym, pid, price, self._bid_order)
        g.something_sold = True  # §4.2: a bid counts as a sale for R-300
        g.add_log(
            QT_TRANSLATE_NOOP("game", "{player} bids {price} on {card}"),
            player=g.name_of(pid), price=g.money(price),
            card=sym)
        self.bids_made += 1
        self.acted = True
        if self.bids_made >= BIDS_PER_TURN:
            g.note_step(msg(QT_TRANSLATE_NOOP(
                "game", "{player}'s turn ends: three bids is the most a turn"),
                player=g.name_of(pid)), "R-062")
            self.end_turn()

    def check_bid(self, pid: str, sym: str, price: int) -> None:
        g, boxes = self.game, self.game.bid_boxes
        if self.bought:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "a turn has one buy, conversion or set of bids"),
                "R-021",
            )
        if g.loans.get(pid):
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "a player with a loan may not bid"),
                "R-024",
            )
        if not boxes.in_a_box(sym):
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "{company} is not in a bid box"),
                "R-060", company=sym,
            )
        if price % BID_STEP:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "bids are multiples of {amount}"),
                "R-063", amount=g.money(BID_STEP),
            )
        top = boxes.highest(sym)
        if top is None and price < self.minimum_bid(sym):
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "the opening bid on {company} is at least {amount}"),
                "R-063", company=sym, amount=g.money(self.minimum_bid(sym)),
            )
        if top is not None and top.player == pid:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "{player} already has the highest bid on {company}"),
                "R-062", player=g.name_of(pid), company=sym,
            )
        if top is not None and price < top.price + BID_STEP:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "a bid on {company} must beat {amount}"),
                "R-063", company=sym, amount=g.money(top.price),
            )
        used = boxes.tokens_used.get(pid, set())
        if sym not in used and len(used) >= g.bidding_tokens:
            raise IllegalAction(QT_TRANSLATE_NOOP("game", "no bidding token is left"), "R-066")
        if boxes.committed(pid) + price > g.player(pid).cash:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "{player} has only {amount} not committed to other bids"),
                "R-064",
                player=g.name_of(pid),
                amount=g.money(g.player(pid).cash - boxes.committed(pid)),
            )
        if g.certificates_of(pid) + len(boxes.winning_items(pid)) >= g.cert_limit():
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "the bid would break the certificate limit"),
                "R-065",
            )

    def minimum_bid(self, sym: str) -> int:
        company = self.game.companies[sym]
        if sym == self.game.data.game["rules"]["bid_boxes"]["first_concession"]:
            return FIRST_CONCESSION_MINIMUM
        return company.value

    def do_buy_shares(self, action: Action) -> None:
        g, pid = self.game, action.entity
        if self.bought or self.bids_made:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "a turn has one buy, conversion or set of bids"),
                "R-021",
            )
        if g.loans.get(pid):
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "a player with a loan may not buy"),
                "R-024",
            )
        ids = action["shares"]
        if len(ids) != 1:
            raise IllegalAction(QT_TRANSLATE_NOOP("game", "one certificate per turn"), "R-041")
        share = g.share_by_id(ids[0])
        corp = g.corporations[share.corp]
        self.check_buy(pid, corp, share)
        price = g.share_price(corp) * share.percent // 10
        payee = corp if share.owner == IPO and corp.sym != NDEM else g.bank
        g.pay(g.player(pid), payee, price)
        share.owner = pid
        g.something_sold = True
        g.add_log(
            QT_TRANSLATE_NOOP("game", "{player} buys a {percent}% share of {company}"),
            player=g.name_of(pid),
            percent=share.percent, company=corp.sym)
        g.check_presidency(corp)
        direct_start.float_if_half_sold(g, corp)
        self.bought = self.acted = True
        self.end_turn()

    def check_buy(self, pid: str, corp, share) -> None:
        g = self.game
        if share.owner not in (IPO, POOL):
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "{id} is not for sale"),
                "R-040", id=share.id,
            )
        if corp.sym in self.sold_this_round.get(pid, set()):
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "{player} sold {company} this round"),
                "R-043", player=g.name_of(pid), company=corp.sym,
            )
        if corp.sym != NDEM and corp.president is None:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "{company} has no director yet"),
                "R-046", company=corp.sym,
            )
        if corp.percent_of(pid) + share.percent > 60:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "{player} would hold more than 60%"),
                "R-044", player=g.name_of(pid),
            )
        price = g.share_price(corp) * share.percent // 10
        if price > g.free_cash(pid):
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "game",
                    "the share costs {amount}; {amount2} is not promised to bids",
                ),
                "R-064", amount=g.money(price), amount2=g.money(g.free_cash(pid)),
            )
        counts = corp.sym != NDEM and not g.market.has_type(corp.sym, "no_cert_limit")
        if counts and g.certificates_of(pid) + 1 > g.cert_limit():
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "the purchase would break the certificate limit"),
                "R-045",
            )

    def do_par(self, action: Action) -> None:
        g, pid = self.game, action.entity
        if self.bought or self.bids_made:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "a turn has one buy, conversion or set of bids"),
                "R-021",
            )
        corp = g.corporation(action["corporation"])
        price = action["price"]
        concession = next(
            (c for c in g.companies.values() if c.kind == "concession"
             and not c.closed and g.major_of(c.sym) is corp),
            None,
        )
        if concession is None and g.phases.has("can_par"):
            direct_start.start(g, pid, corp, price)
            self.bought = self.acted = True
            self.end_turn()
            return
        if concession is None or concession.owner != pid:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "{player} holds no concession for {company}"),
                "R-050", player=g.name_of(pid), company=corp.sym,
            )
        if not g.phases.has("can_convert_concessions"):
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "concessions convert in phases 2 to 4 only"),
                "R-050",
            )
        if price not in START_VALUES:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "start at one of {prices}"),
                "R-051", prices=START_VALUES,
            )
        own = 2 * price - concession.value
        if own > g.free_cash(pid):
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "the conversion costs {amount}"),
                "R-051", amount=g.money(own),
            )
        g.pay(g.player(pid), corp, own)
        g.pay(g.bank, corp, concession.value)
        concession.closed = True
        corp.par = price
        corp.president = pid
        corp.shares[0].owner = pid
        corp.floated = True
        g.place_on_market(corp, price, above_majors=False)  # under the others
        g.add_log(
            QT_TRANSLATE_NOOP("game", "{player} converts {card}: {company} starts at {price}"),
            player=g.name_of(pid), card=concession.sym, company=corp.sym,
            price=g.money(price))
        self.bought = self.acted = True
        self.end_turn()

    def do_sell_shares(self, action: Action) -> None:
        g, pid = self.game, action.entity
        if self.bought or self.bids_made:
            raise IllegalAction(QT_TRANSLATE_NOOP("game", "sell before buying or bidding"), "R-021")
        shares = [g.share_by_id(s) for s in action["shares"]]
        corp = g.corporations[shares[0].corp]
        if corp.sym in self.sold_now:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "{company} is sold once a turn, as one block"),
                "§4.2", company=corp.sym,
            )
        sell(g, pid, shares, percent=action.get("percent"))
        self.sold_now.add(corp.sym)
        self.sold_this_round.setdefault(pid, set()).add(corp.sym)
        self.acted = True

    def do_repay_loan(self, action: Action) -> None:
        """R-021, R-025: after selling, before buying or bidding; any part of it."""
        if self.bought or self.bids_made:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "repay before buying or bidding"),
                "R-021",
            )
        loans.repay(self.game, action.entity, action.get("amount"))
        self.acted = True


    # ----------------------------------------------------------------- legal actions

    def legal_actions(self) -> list[Action]:
        g, pid = self.game, self.player
        out = [] if cert_limit.must_sell_down(g, pid, self.sold_now) else [act("pass", pid)]
        if self.bought:
            return out
        out += legal.stock_actions(g, self, pid)
        for sym in [s for items in g.bid_boxes.frozen.values() for s in items]:
            top = g.bid_boxes.highest(sym)
            price = self.minimum_bid(sym) if top is None else top.price + BID_STEP
            try:
                self.check_bid(pid, sym, price)
            except IllegalAction:
                continue
            out.append(act("bid", pid, company=sym, price=price))
        return out


def check_sale(game, pid: str, corp, shares, percent: int | None = None) -> None:
    """R-030 … R-033: what may be sold to the pool (`percent`: 10% of a
    director's certificate named alone, R-033)."""
    if not shares or any(s.owner != pid or s.corp != corp.sym for s in shares):
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "sell only your own certificates of one company"),
            "R-030",
        )
    if len({s.id for s in shares}) != len(shares):
        raise IllegalAction(QT_TRANSLATE_NOOP("game", "a certificate is named twice"), "R-030")
    if game.is_minor(corp):
        raise IllegalAction(QT_TRANSLATE_NOOP("game", "minors are never sold"), "R-030")
    percent = directors.sold_percent(shares, percent)
    directors.check_certificate_sale(game, corp, pid, shares, percent)
    if not corp.operated:
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "{company} has not operated yet"),
            "R-031", company=corp.sym,
        )
    if corp.sym != NDEM and corp.percent_of(POOL) + percent > 50:
        raise IllegalAction(QT_TRANSLATE_NOOP("game", "the pool may hold at most 50%"), "R-032")


def sell(game, pid: str, shares, price: int | None = None, percent: int | None = None) -> None:
    """R-034, R-035: paid at the price before the sale (or `price`: an emergency
    sale's, R-214); the director's sale drops the price a space per 10%, anyone
    else's one space (none with two players); the NdeM never moves. R-033: a
    director who sells below another player hands the company over first."""
    corp = game.corporations[shares[0].corp]
    check_sale(game, pid, corp, shares, percent)
    price = game.share_price(corp) if price is None else price
    percent = directors.sold_percent(shares, percent)
    was_president = corp.president == pid
    shares = directors.hand_over(game, corp, pid, shares, percent)
    game.pay(game.bank, game.player(pid), price * percent // 10)
    for s in shares:
        s.owner = POOL
    if corp.sym != NDEM:
        game.move_price(corp, -_spaces_down(game, was_president, percent))
    game.add_log(
        QT_TRANSLATE_NOOP("game", "{player} sells {percent}% of {company}"),
        player=game.name_of(pid),
        percent=percent, company=corp.sym)


def _spaces_down(game, by_director: bool, percent: int) -> int:
    if by_director:
        return percent // 10
    return 1 if len(game.players) > 2 else 0  # 2-player variant: the director's sales only
