"""18ESP's private auction (inventory 2.2, R-012…R-020; 18xx.games 4.2.9).

The privates are auctioned one at a time, P1 to P7. The opener of P1 is the
first player; each later auction is opened by the player after the previous
opener. Players bid or pass in seating order; a pass leaves that auction only.
When everyone passes without a bid, P1's minimum falls by 5 (at 0 its opener
takes it for nothing); on a later private every owned private pays its income
and the bidding starts again with the opener.
"""

from __future__ import annotations

from gamedesk.engine.actions import Action, act
from gamedesk.engine.entities import IPO, Company
from gamedesk.engine.messages import QT_TRANSLATE_NOOP
from gamedesk.engine.rounds.base import Round
from gamedesk.titles.g18esp.rule_ids import Refusal

STEP = 5  # bids raise by 5


class PrivateAuction(Round):
    kind = "auction"
    name = QT_TRANSLATE_NOOP("game", "Auction Round")

    def __init__(self, game) -> None:
        super().__init__(game)
        self.order = [c.sym for c in game.companies.values()]  # P1 to P7
        self.index = 0
        self.opener = game.players[0].id  # the priority holder opens P1
        self.pending_par: tuple[str, str] | None = None  # (player, corporation): R-019
        self._open(self.opener, self.company().value)

    def _open(self, opener: str, minimum: int) -> None:
        self.opener = opener
        self.minimum = minimum
        self.high: tuple[str, int] | None = None
        self.out: set[str] = set()
        self.bidder = opener

    # ----------------------------------------------------------------- queries

    def company(self) -> Company:
        return self.game.companies[self.order[self.index]]

    def over(self) -> bool:
        return self.index >= len(self.order) and self.pending_par is None

    def active_entities(self) -> list[str]:
        if self.pending_par:
            return [self.pending_par[0]]
        return [] if self.over() else [self.bidder]

    def standing_bids(self) -> dict[str, dict[str, int]]:
        """The high bid on the private on auction (open information)."""
        if self.over() or self.high is None:
            return {}
        return {self.company().sym: {self.high[0]: self.high[1]}}

    def min_bid(self) -> int:
        return self.high[1] + STEP if self.high else self.minimum

    def legal_actions(self) -> list[Action]:
        if self.pending_par:
            pid, corp = self.pending_par
            return self.game.par_options(pid, corp)
        if self.over():
            return []
        out = [act("pass", self.bidder)]
        if self.game.player(self.bidder).cash >= self.min_bid():
            out.insert(0, act("bid", self.bidder, company=self.company().sym, price=self.min_bid()))
        return out

    def price_range(self, action: Action) -> tuple[int, int] | None:
        if action.type != "bid" or self.over() or self.pending_par:
            return None
        return self.min_bid(), max(self.game.player(action.entity).cash, self.min_bid())

    # ----------------------------------------------------------------- actions

    def do_bid(self, action: Action) -> None:
        if self.pending_par:
            raise Refusal(QT_TRANSLATE_NOOP("game", "the par price of {private}'s company comes "
                                            "first"), "R-019", private="P7")
        company, price = self.company(), int(action["price"])
        if action["company"] != company.sym:
            raise Refusal(QT_TRANSLATE_NOOP("game", "{private} is being auctioned now"), "R-012",
                          private=company.sym)
        if price < self.min_bid():
            raise Refusal(QT_TRANSLATE_NOOP("game", "the lowest bid on {company} is {min_bid}"),
                          "R-014", company=company.sym, min_bid=self.min_bid())
        if self.game.rulebook and price % STEP:
            raise Refusal(QT_TRANSLATE_NOOP("game", "bids are multiples of {amount}"), "R-014",
                          amount=STEP)
        if price > self.game.player(action.entity).cash:
            raise Refusal(QT_TRANSLATE_NOOP("game", "you cannot pay {price}"), "R-014",
                          price=self.game.money(price))
        self.high = (action.entity, price)
        if all(p.id in self.out for p in self.game.players if p.id != action.entity):
            self._sell(*self.high)  # everyone else has passed already
        else:
            self._next_turn()

    def do_pass(self, action: Action) -> None:
        if self.pending_par:
            raise Refusal(QT_TRANSLATE_NOOP("game", "the owner of {private} must set its "
                                            "company's par price"), "R-019", private="P7")
        self.out.add(action.entity)
        bidders = [p.id for p in self.game.players if p.id not in self.out]
        if self.high and bidders == [self.high[0]]:
            self._sell(*self.high)
        elif not bidders:
            self._all_passed()
        else:
            self._next_turn()

    def do_par(self, action: Action) -> None:
        if not self.pending_par:
            raise Refusal(QT_TRANSLATE_NOOP("game", "no par price is due"), "R-019")
        pid, corp = self.pending_par
        if action["corporation"] != corp:
            raise Refusal(QT_TRANSLATE_NOOP("game", "{private} carries the director's "
                                            "certificate of {company}"), "R-019",
                          private="P7", company=corp)
        self.game.check_par_price(corp, int(action["price"]))
        self.game.par_corporation(pid, corp, int(action["price"]))
        self.pending_par = None

    # ----------------------------------------------------------------- steps

    def _next_turn(self) -> None:
        players = self.game.players_from(self.bidder)[1:]
        high = self.high[0] if self.high else None
        self.bidder = next(p.id for p in players if p.id not in self.out and p.id != high)

    def _sell(self, pid: str, price: int) -> None:
        game, company = self.game, self.company()
        game.pay(game.player(pid), game.bank, price)
        company.owner = pid
        game.add_log(QT_TRANSLATE_NOOP("game", "{player} buys {company} for {price}"),
                     player=game.player(pid).name, company=company.sym, price=game.money(price))
        self._hand_over_attachments(company, pid)
        self.index += 1
        if self.index < len(self.order):
            # the player after the previous opener opens the next auction
            self._open(game.next_player(self.opener).id, self.company().value)

    def _hand_over_attachments(self, company: Company, pid: str) -> None:
        """R-016: P6's share and P7's director's certificate go with the card."""
        game = self.game
        for ability in company.abilities:
            if ability["type"] != "shares":
                continue
            share = game.share_by_id(ability["shares"])
            if share.owner != IPO:
                continue
            if share.president:
                game.corporations[share.corp].free_president_for = pid
                self.pending_par = (pid, share.corp)  # par at once
            else:
                share.owner = pid

    def _all_passed(self) -> None:
        game, company = self.game, self.company()
        if self.index == 0:
            minimum = self.minimum - STEP
            if minimum <= 0:
                game.add_log(QT_TRANSLATE_NOOP("game", "{player} takes {private} for nothing"),
                             player=game.player(self.opener).name, private=company.sym)
                self._sell(self.opener, 0)
                return
            game.add_log(QT_TRANSLATE_NOOP("game", "{private} now starts at {price}"),
                         private=company.sym, price=game.money(minimum))
            self._open(self.opener, minimum)
            return
        game.pay_private_revenue()
        self._open(self.opener, self.minimum)

    def advance(self) -> bool:
        return self.over()
