"""18MW's stock round (R-038 … R-065): buy–sell, sell–buy or sell–buy–sell in a
turn, one batch a company; drops deferred to the end of the turn, when the
presidents of the companies sold may protect the price (R-051 … R-057);
redemption of pool shares into a company's treasury and their reissue
(R-060 … R-065). The initial stock round is buy-only (R-072, R-073).
"""

from __future__ import annotations

from dataclasses import dataclass

from gamedesk.engine.actions import Action, act
from gamedesk.engine.entities import IPO, POOL, Corporation, Share
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.messages import QT_TRANSLATE_NOOP, Msg, msg
from gamedesk.engine.rounds.stock import StockRound
from gamedesk.titles.g18mw import lm_exchange
from gamedesk.titles.g18mw.refusals import MwRefusal, renumbered


def protection_offer(game, corp: Corporation, sale: Sale) -> Msg:
    """What a president decides on when offered protection (R-052, R-054)."""
    return msg(QT_TRANSLATE_NOOP("game", "{player} may protect {company}: buy the {percent}% "
                                         "sold for {price}"),
               player=game.name_of(corp.president), company=corp.sym, percent=sale.percent,
               price=game.money(sale.proceeds))


def no_protection(sym: str) -> Msg:
    return msg(QT_TRANSLATE_NOOP("game", "Pass — {company}'s price drops for the sale"),
               company=sym)


# The shared stock round cites 18MEX's inventory; its refusals under 18MW's numbers.
# 18MW's own refusals (MwRefusal) already cite its own numbers.
SHARED_STOCK_IDS = {
    "R-029": "R-039", "R-031": "R-041", "R-032": "R-038", "R-036": "R-011", "R-037": "R-016",
    "R-042": "R-046", "R-053": "R-043", "R-054": "R-042", "R-060": "R-010",
    "R-061": "R-009", "R-063": "R-007", "R-064": "R-009", "R-034": "R-073", "R-035": "R-048",
}  # fmt: skip


@dataclass
class Sale:
    """One batch sold this turn, its drop waiting for protection (R-051)."""

    seller: str
    corp: str
    shares: list[str]
    percent: int
    proceeds: int


class MwStockRound(StockRound):
    name = QT_TRANSLATE_NOOP("game", "Stock Round")

    def __init__(self, game, first: str, *, initial: bool = False) -> None:
        self.initial = initial  # the initial stock round: buy-only
        self.sales: dict[str, Sale] = {}
        self.offers: list[str] = []  # companies whose protection is being decided
        self.redeemed = False
        super().__init__(game, first)

    def _new_turn(self) -> None:
        super()._new_turn()
        self.sales = {}
        self.redeemed = False

    # ----------------------------------------------------------------- refusals

    def process(self, action: Action) -> None:
        if action.type == "exchange_private" and action.entity != self.current \
                and action.entity == lm_exchange.owner(self.game):
            self.trade_between_turns(action)
            return
        try:
            super().process(action)
        except IllegalAction as exc:
            shared = renumbered(exc, SHARED_STOCK_IDS)
            if shared is None:
                raise
            raise shared from None

    # ----------------------------------------------------------------- who acts

    def protector(self) -> str | None:
        return self.game.corporations[self.offers[0]].president if self.offers else None

    def active_entities(self) -> list[str]:
        return [self.protector()] if self.offers else [self.current]

    def why(self) -> tuple[Msg, str]:
        """Why the round waits (Game.waiting_reason), by 18MW's numbers."""
        g = self.game
        if self.offers:
            return protection_offer(g, g.corporations[self.offers[0]],
                                    self.sales[self.offers[0]]), "R-052"
        name = g.name_of(self.current)
        if self.acted:
            return msg(QT_TRANSLATE_NOOP("game", "{player} may still sell, and buy if not bought "
                                                 "yet, or end the turn"), player=name), "R-040"
        return msg(QT_TRANSLATE_NOOP("game", "{player} to act: sell, then buy at most one "
                                             "certificate, or pass"), player=name), "R-039"

    def pass_meaning(self) -> tuple[str | Msg, str]:
        """What the pass button means now (Game.pass_meaning)."""
        if self.offers:
            return no_protection(self.offers[0]), "R-056"
        if self.acted:
            return QT_TRANSLATE_NOOP("game", "Done — ends your turn"), "R-040"
        if self.last_to_act is None and not self.initial and self.game.nothing_runs():
            return (QT_TRANSLATE_NOOP("game", "Pass — if everyone passes, the game ends: no "
                                              "company runs, so nothing would change"), "R-038")
        return (QT_TRANSLATE_NOOP("game", "Pass — ends your turn in this stock round; the round "
                                          "ends when everyone passes in a row"), "R-038")

    def legal_actions(self) -> list[Action]:
        if self.offers:
            pid = self.protector()
            return [act("protect_shares", pid, corporation=self.offers[0]), act("pass", pid)]
        out = super().legal_actions()
        pid = self.current
        out[-1:-1] = self.redeem_actions(pid) + self.pool_blocks(pid) + self.lm_actions(pid)
        owner = lm_exchange.owner(self.game)
        if owner not in (None, pid) and self.between_turns():
            out[-1:-1] = self.lm_actions(owner)  # the L&M's owner, out of turn
        return out

    def between_turns(self) -> bool:
        """No one has acted in the turn under way, and no protection is pending."""
        return not self.acted and not self.offers

    def trade_between_turns(self, action: Action) -> None:
        """The L&M traded by its owner between two turns (R-092): the turn under
        way must not have begun; the owner's own sales this round still count (R-094)."""
        if not self.between_turns():
            raise MwRefusal(
                QT_TRANSLATE_NOOP("game", "the L&M is traded between turns, not during "
                                          "{player}'s turn"),
                "R-092", player=self.game.name_of(self.current))
        if self.initial and self.game.unsold_privates():
            raise MwRefusal(QT_TRANSLATE_NOOP(
                "game", "the L&M is traded once every private is sold"), "R-094")
        lm_exchange.trade(self.game, action, self.sold_this_round.get(action.entity, set()))

    def may_sell(self) -> bool:
        return not self.redeemed  # any order of sales and the one purchase

    def sellable_bundles(
        self, pid: str, corp: Corporation, first: bool = False
    ) -> list[list[Share]]:
        if corp.sym in self.sales or self.redeemed:
            return []  # one batch a company a turn
        return super().sellable_bundles(pid, corp, first)

    def may_buy(self, pid: str) -> bool:
        return not self.bought and not self.redeemed

    # ----------------------------------------------------------------- buying, reissue

    def buyable_shares(self, pid: str, corp: Corporation) -> list[Share]:
        out = super().buyable_shares(pid, corp)
        pres = corp.shares[0] if corp.shares else None
        if pres is not None and pres.owner == POOL and self.game.in_receivership(corp):
            try:
                self.check_buy(pid, pres)
                out.append(pres)
            except IllegalAction:
                pass
        treasury = [s for s in corp.shares_of(corp.sym) if not s.president]
        if treasury:
            try:
                self.check_buy(pid, treasury[0])
                out.append(treasury[0])
            except IllegalAction:
                pass
        return out

    def check_buy(self, pid: str, share: Share) -> None:
        g = self.game
        receivership = share.president and g.in_receivership(g.corporations[share.corp])
        if share.owner != share.corp and not receivership:
            return super().check_buy(pid, share)
        if not self.may_buy(pid):
            raise MwRefusal(QT_TRANSLATE_NOOP("game", "only one purchase a turn"), "R-039")
        if share.corp in self.sold_this_round.get(pid, set()):
            raise MwRefusal(QT_TRANSLATE_NOOP("game", "you sold {company} this round and may not "
                                              "buy it"), "R-041", company=share.corp)
        g.check_buy_limits(pid, share, self)
        if g.player(pid).cash < g.share_cost(share):
            raise MwRefusal(QT_TRANSLATE_NOOP("game", "{id} costs {amount}"), "cash",
                            id=share.id, amount=g.money(g.share_cost(share)))

    def do_buy_shares(self, action: Action) -> None:
        if len(action["shares"]) > 1:
            self.buy_pool_block(action.entity, [self.game.share_by_id(s) for s in action["shares"]])
            return
        super().do_buy_shares(action)

    def buy_pool_block(self, pid: str, shares: list[Share]) -> None:
        """Any number of one Brown-zone company's pool shares as the turn's one
        purchase (R-037)."""
        g = self.game
        corp = g.corporation(shares[0].corp)
        if any(s.corp != corp.sym or s.owner != POOL for s in shares):
            raise MwRefusal(QT_TRANSLATE_NOOP(
                "game", "several shares at once only from the pool, of one company"), "R-037")
        if not g.market.has_type(corp.sym, "multiple_buy"):
            raise MwRefusal(QT_TRANSLATE_NOOP(
                "game", "{company} is not in the Brown zone: one share a turn"), "R-039",
                company=corp.sym)
        for share in shares:
            self.check_buy(pid, share)
            g.buy_share(pid, share)
        self._after_purchase(pid)

    def pool_blocks(self, pid: str) -> list[Action]:
        """The largest affordable block of each Brown-zone company's pool shares."""
        g, out = self.game, []
        if not self.may_buy(pid):
            return out
        for corp in g.open_corporations():
            pool = corp.shares_of(POOL)
            if len(pool) < 2 or not g.market.has_type(corp.sym, "multiple_buy"):
                continue
            try:
                self.check_buy(pid, pool[0])  # limits, rebuy after a sale
            except IllegalAction:
                continue
            price = g.share_cost(pool[0])
            count = min(len(pool), g.player(pid).cash // max(price, 1))
            if count >= 2:
                out.append(act("buy_shares", pid, shares=[s.id for s in pool[:count]]))
        return out

    def do_exchange_private(self, action: Action) -> None:
        """The L&M traded for a share on its owner's turn: neither the turn's
        purchase nor a sale (R-091, R-092)."""
        pid = action.entity
        if action["company"] != "L&M" or not action.get("share"):
            raise MwRefusal(QT_TRANSLATE_NOOP(
                "game", "in a stock round only the L&M is traded, for a share"), "R-091")
        sold = self.sold_this_round.get(pid, set())
        self.game.exchange_lm(pid, self.game.share_by_id(action["share"]), sold)
        self.acted = True
        self.passes = 0
        self.last_to_act = pid

    def lm_actions(self, pid: str) -> list[Action]:
        if self.initial and self.game.unsold_privates():
            return []
        sold = self.sold_this_round.get(pid, set())
        return [act("exchange_private", pid, company="L&M", share=s.id)
                for s in self.game.lm_options(pid, sold)]

    def do_buy_company(self, action: Action) -> None:
        """A private from another player at an agreed price: not the turn's
        purchase (R-050)."""
        pid = action.entity
        self.game.buy_company_from_player(pid, action["company"], int(action["price"]))
        self.acted = True
        self.passes = 0
        self.last_to_act = pid

    def do_sell_shares(self, action: Action) -> None:
        shares = [self.game.share_by_id(s) for s in action["shares"]]
        if shares and shares[0].corp in self.sales:
            raise MwRefusal(QT_TRANSLATE_NOOP("game", "{company} was sold in one batch this turn"),
                            "R-046", company=shares[0].corp)
        if self.redeemed:
            raise MwRefusal(QT_TRANSLATE_NOOP("game", "a redemption is the whole turn"), "R-060")
        super().do_sell_shares(action)

    def note_sale(self, sale: Sale) -> None:
        self.sales[sale.corp] = sale

    # ----------------------------------------------------------------- redemption

    def redeem_actions(self, pid: str) -> list[Action]:
        if self.acted or self.initial:
            return []
        out = []
        for corp in self.game.corporations.values():
            pool = corp.shares_of(POOL)
            if pool and self.game.may_redeem(pid, corp, pool[:1]) is None:
                out.append(act("redeem_shares", pid, shares=[pool[0].id]))
        return out

    def do_redeem_shares(self, action: Action) -> None:
        pid = action.entity
        if self.acted:
            raise MwRefusal(QT_TRANSLATE_NOOP(
                "game", "a redemption is the whole turn: nothing else before it"), "R-060")
        if self.initial:
            raise MwRefusal(QT_TRANSLATE_NOOP(
                "game", "no company has operated in the initial stock round"), "R-061")
        shares = [self.game.share_by_id(s) for s in action["shares"]]
        corp = self.game.corporation(shares[0].corp)
        refusal = self.game.may_redeem(pid, corp, shares)
        if refusal is not None:
            raise refusal
        self.game.redeem(corp, shares)
        self.redeemed = True
        self.acted = True
        self.passes = 0
        self.last_to_act = pid
        self.end_turn()

    # ----------------------------------------------------------------- protection

    def end_turn(self) -> None:
        g = self.game
        sold = [g.corporations[sym] for sym in self.sales]
        self.offers = [c.sym for c in sorted(sold, key=lambda c: g.market.order_key(c.sym))]
        self._settle()  # highest price first, ties in operating order

    def _settle(self) -> None:
        g = self.game
        while self.offers:
            sym = self.offers[0]
            sale = self.sales[sym]
            corp = g.corporations[sym]
            if corp.president not in (None, sale.seller) and g.may_protect(corp, sale) is None:
                return  # its president decides
            self._decline(sym)
        super().end_turn()

    def _decline(self, sym: str) -> None:
        self.game.drop_after_sale(self.game.corporations[sym], self.sales[sym].percent)
        self.offers.pop(0)

    def do_protect_shares(self, action: Action) -> None:
        if not self.offers or action["corporation"] != self.offers[0]:
            raise MwRefusal(QT_TRANSLATE_NOOP("game", "no sale of that company to protect now"),
                            "R-052")
        sale = self.sales[self.offers[0]]
        corp = self.game.corporations[sale.corp]
        refusal = self.game.may_protect(corp, sale)
        if refusal is not None:
            raise refusal
        self.game.protect(corp, sale)
        self.offers.pop(0)
        self._settle()

    def do_pass(self, action: Action) -> None:
        if self.offers:
            self._decline(self.offers[0])
            self._settle()
            return
        super().do_pass(action)

    # ----------------------------------------------------------------- flow

    def _can_act(self, pid: str) -> bool:
        return super()._can_act(pid) or bool(self.redeem_actions(pid))

    def advance(self) -> bool:
        if self.offers:
            return False
        return super().advance()


__all__ = ["IPO", "MwStockRound", "Sale"]
