"""18MW — Railroading in the Upper Midwest (rules 3.1): what it does differently
from the generic engine. Rule numbers are those of 18MW's inventory; readings
of garbled or silent text follow its Q-items (docs/titles/18MW.md).

Played so far: set-up, the private auction of the initial stock round and its
repetitions, stock rounds with deferred drops, share price protection,
redemption and reissue, and operating rounds on the engine's standard steps.
"""

from __future__ import annotations

from gamedesk.engine.entities import IPO, POOL, Corporation, Share
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.game import Game
from gamedesk.engine.messages import QT_TRANSLATE_NOOP
from gamedesk.engine.operating_order import by_price, floated_companies
from gamedesk.engine.rounds.operating import OperatingRound
from gamedesk.titles.g18mw import steps
from gamedesk.titles.g18mw.auction import PrivateAuction
from gamedesk.titles.g18mw.bankruptcy import MwBankruptcy
from gamedesk.titles.g18mw.market_zones import (
    counts_for_limit,
    may_exceed_60,
    sold_out_rise,
)
from gamedesk.titles.g18mw.operating import MwOperating
from gamedesk.titles.g18mw.protection import ProtectionOffer
from gamedesk.titles.g18mw.refusals import MwRefusal, cited
from gamedesk.titles.g18mw.rounds import MwOperatingRound, PrivateRevenueRound
from gamedesk.titles.g18mw.rule_ids import SHARED_OPERATING_IDS
from gamedesk.titles.g18mw.run_rules import MwRunRules
from gamedesk.titles.g18mw.stock_round import MwStockRound, Sale
from gamedesk.titles.g18mw.train_deal import MwTrainDeal

STALLED = "no company left to earn"  # the end when nothing can earn any more
MO, GMO_SHARE, LM = "M&O", "GM&O_1", "L&M"  # the M&O comes with a GM&O 10% share


def fixed_price_order(game) -> list[str]:
    """Highest price first, fixed when the operating round starts (Q-28)."""
    fixed = getattr(game, "or_order", None)
    return list(fixed) if fixed is not None else by_price(game, floated_companies(game))


class G18MW(MwBankruptcy, MwTrainDeal, MwOperating, Game):
    title = "18MW"
    run_rules = MwRunRules  # connection bonuses (R-196 … R-202)
    operating_order_rule = staticmethod(fixed_price_order)
    operating_steps = steps.STEPS
    operating_anytime = steps.ANYTIME
    step_rule_ids = SHARED_OPERATING_IDS  # the engine's standard steps under 18MW's numbers

    # ----------------------------------------------------------------- setup

    def setup(self) -> None:
        if self.gx:
            raise MwRefusal(QT_TRANSLATE_NOOP(
                "game", "18xx.games has no 18MW: only the rulebook profile"), "setup")
        super().setup()
        self.share_by_id(GMO_SHARE).reserved = True  # lies with the M&O card until sold
        self.mergers = 0
        self.receiverships: dict = {}  # company -> its Receivership
        self.protected_over: frozenset = frozenset()  # (player, company) past 60% (R-059)
        self.system_bases: dict[str, tuple[str, str]] = {}  # a System's two bases
        self.freight_routes = 0  # routes through St. Louis this round
        self.freight_heir: str | None = None  # the SLFLC's owner at the first 5
        self.chicago_heir: str | None = None  # the CFHC's company at the first 5
        self.or_order: list[str] | None = None
        self.or_count = 1
        self.veterans: frozenset[str] = frozenset()  # operated before this round
        self.takeovers: frozenset[str] = frozenset()  # taken over with no train
        self.takeover_round: frozenset[str] = frozenset()  # ... whose first round this is
        self.add_log(QT_TRANSLATE_NOOP(
            "game", "The seating is as given; the first player holds the priority deal"))

    def first_round(self):
        return PrivateAuction(self, self.players[0].id)

    # ----------------------------------------------------------------- prices of bids

    def price_range(self, action) -> tuple[int, int] | None:
        """A fire sale's bids and offers are the interrupt's to range (R-162, R-167)."""
        ranged = getattr(self.interrupts[0], "price_range", None) if self.interrupts else None
        if ranged is not None:
            return ranged(action)
        return super().price_range(action)

    def price_step(self, action) -> int:
        return 5 if action.type in ("bid_share", "bid_token") else super().price_step(action)

    # ----------------------------------------------------------------- privates

    def unsold_privates(self) -> list:
        return [c for c in self.companies.values() if c.owner is None and not c.closed]

    def sell_private(self, sym: str, pid: str, price: int) -> None:
        """The auction's high bidder pays the bank and takes the private (R-070)."""
        company = self.company(sym)
        self.pay(self.player(pid), self.bank, price)
        company.owner = pid
        self.add_log(QT_TRANSLATE_NOOP("game", "{player} buys {company} for {price}"),
                     player=self.name_of(pid), company=sym, price=self.money(price))
        if sym == MO:
            share = self.share_by_id(GMO_SHARE)
            share.reserved = False
            share.owner = pid

    # ----------------------------------------------------------------- round sequence

    def next_round(self) -> None:
        current = self.round
        if isinstance(current, PrivateAuction):
            self.after_auction(current)
        elif isinstance(current, MwStockRound):
            self.after_stock_round(current)
        elif isinstance(current, PrivateRevenueRound):
            self.turn += 1
            self.round = PrivateAuction(self, self.players[0].id)
        else:
            self.after_operating_round(current)

    def after_auction(self, auction: PrivateAuction) -> None:
        if auction.last_bidder is not None:
            self.rotate_seating(self.next_player(auction.last_bidder).id)
        if self.unsold_privates():
            self.round = PrivateRevenueRound(self)
        else:
            self.round = MwStockRound(self, self.players[0].id, initial=self.turn == 1)

    def after_stock_round(self, current: MwStockRound) -> None:
        if current.last_to_act is not None:
            self.rotate_seating(self.next_player(current.last_to_act).id)
        if not current.initial:
            self.sold_out_rises()
        if self.nothing_earns(quiet=current.last_to_act is None):
            self.end_game(STALLED)
            return
        self.or_count = self.phase.operating_rounds  # fixed for the set
        self.start_operating_round(1)

    def nothing_earns(self, quiet: bool = False) -> bool:
        """Own reading (the rulebook ends the game only when the bank breaks): no
        corporation left to run and no private left to pay, and either no player
        has the cash for any certificate or, `quiet`, every player passed the
        whole stock round. No money will move again before the next stock round,
        which would be the same position, so the rounds would repeat for ever."""
        if not self.nothing_runs():
            return False
        return quiet or max((p.cash for p in self.players), default=0) < self.cheapest_certificate()

    def nothing_runs(self) -> bool:
        """No corporation will operate and no private will pay."""
        return not floated_companies(self) and not any(
            c.owner is not None and not c.closed for c in self.companies.values())

    def cheapest_certificate(self) -> int:
        """The least a player could pay for a certificate: a president's at the
        lowest par, or one on sale from an open company's offering or pool."""
        pars = self.data.game["stock_market"]["par_values"]
        costs = [2 * min(pars)]
        for corp in self.open_corporations():
            if not corp.ipoed:
                continue
            price = self.share_price(corp)
            costs += [self.certificate_price(price, s.percent) for s in corp.shares
                      if s.owner in (IPO, POOL) and not s.president]
        return min(costs)

    def start_operating_round(self, number: int) -> None:
        self.round_num = number
        self.or_order = None
        self.or_order = by_price(self, floated_companies(self))  # fixed now
        self.veterans = frozenset(s for s, c in self.corporations.items() if c.operated)
        # a company taken over without a train: this is its first round under him
        self.takeover_round, self.takeovers = self.takeovers, frozenset()
        self.round = MwOperatingRound(self, number)

    def after_operating_round(self, current: OperatingRound) -> None:
        self.pay_freight()  # the SLFLC's tally, at the end of the round
        if self.bank.broken and not self.end_pending:
            self.end_pending = "bank"
        if current.number < self.or_count:
            self.start_operating_round(current.number + 1)
            return
        if self.end_pending:
            self.end_game(self.end_pending)
            return
        self.turn += 1
        if self.unsold_privates():
            self.round = PrivateAuction(self, self.players[0].id)
        else:
            self.round = MwStockRound(self, self.players[0].id)
        self.round_num = 1

    def operating_rounds_left(self) -> int | None:
        """R-204: a broken bank ends the game with the set of operating rounds
        under way, or the next set if it broke in a stock round."""
        if not (self.end_pending or self.bank.broken):
            return None
        if self.round_kind() == "operating":
            return self.or_count - self.round.number + 1
        return self.phase.operating_rounds  # the next set's count

    def rotate_seating(self, first: str) -> None:
        i = [p.id for p in self.players].index(first)
        self.players = self.players[i:] + self.players[:i]

    def sold_out_rises(self) -> None:
        """Companies with nothing in the offering or the pool rise (R-022, Q-15)."""
        for corp in sorted(self.open_corporations(), key=lambda c: self.market.order_key(c.sym)):
            if corp.floated and not corp.shares_of(IPO) and not corp.shares_of(POOL):
                sold_out_rise(self.market, corp.sym)

    def open_corporations(self) -> list[Corporation]:
        return [c for c in self.corporations.values() if c.ipoed and not c.removed and not c.closed]

    # ----------------------------------------------------------------- scoring

    def player_value(self, player) -> int:
        """Cash and shares at their price; privates nothing; a bankrupt player
        nothing (R-005, R-205 … R-207)."""
        if player.bankrupt:
            return 0
        total = player.cash
        for corp in self.open_corporations():
            pct, price = corp.percent_of(player.id), self.share_price(corp)
            # 10% and pairs of System 5%s at the price, a single 5% at half, up
            total += pct // 10 * price + (-(-price // 2) if pct % 10 else 0)
        return total

    # ----------------------------------------------------------------- track

    def tile_lay_slots(self, turn) -> list[dict]:
        return self.data.game["rules"]["tile_lays"]["all"]  # two yellow or one upgrade

    # ----------------------------------------------------------------- limits

    def cert_limit(self, pid: str) -> int:
        # the count at the start: a bankruptcy does not change the limit (data)
        limits = self.data.game["rules"]["cert_limit_after_mergers"][str(len(self.seating))]
        return limits[min(self.mergers, len(limits) - 1)]

    def _count_certs(self, pid: str) -> float:
        """A System's 5% certificate counts half (R-006)."""
        count: float = sum(1 for c in self.companies.values() if c.owner == pid and not c.closed)
        for corp in self.corporations.values():  # unstarted too: the M&O's share
            if corp.removed or corp.closed:
                continue
            count += sum(0.5 if s.percent == 5 else 1
                         for s in corp.shares_of(pid) if self.counts_for_limit(s))
        return count

    def counts_for_limit(self, share: Share) -> bool:
        return counts_for_limit(self.market, share.corp)

    def check_buy_limits(self, pid: str, share: Share, round_=None) -> None:
        corp = self.corporations[share.corp]
        if corp.percent_of(pid) + share.percent > corp.max_ownership and not may_exceed_60(
            self.market, corp.sym
        ):
            raise MwRefusal(QT_TRANSLATE_NOOP("game", "you may hold at most {max_ownership}% of "
                                              "{company}"), "R-010",
                            max_ownership=60, company=corp.sym)
        count = self.cert_count(pid)
        if count > self.cert_limit(pid):
            raise MwRefusal(QT_TRANSLATE_NOOP(
                "game", "sell down to your certificate limit before buying"), "R-009")
        if self.counts_for_limit(share) and count + 1 > self.cert_limit(pid):
            raise MwRefusal(QT_TRANSLATE_NOOP(
                "game", "you are at your certificate limit of {cert_limit}"), "R-007",
                cert_limit=self.cert_limit(pid))

    # ----------------------------------------------------------------- privates between players

    def companies_for_sale_between_players(self, pid: str) -> list:
        """Other players' privates, in any stock round but the first (R-050)."""
        if not isinstance(self.round, MwStockRound) or self.round.initial:
            return []
        if self.player(pid).cash < 1 or self.cert_count(pid) + 1 > self.cert_limit(pid):
            return []
        return [c for c in self.companies.values()
                if not c.closed and c.owner not in (None, pid) and self.is_player(c.owner)]

    def buy_company_from_player(self, pid: str, sym: str, price: int) -> None:
        company = self.company(sym)
        if self.cert_count(pid) + 1 > self.cert_limit(pid):
            raise MwRefusal(QT_TRANSLATE_NOOP("game", "you are at your certificate limit"),
                            "R-007")
        if company not in self.companies_for_sale_between_players(pid):
            raise MwRefusal(QT_TRANSLATE_NOOP("game", "{company} cannot be bought from its owner "
                                              "now"), "R-050", company=sym)
        if price < 1:
            raise MwRefusal(QT_TRANSLATE_NOOP("game", "an agreed price is at least {price}"),
                            "R-050", price=self.money(1))
        super().buy_company_from_player(pid, sym, price)

    # ----------------------------------------------------------------- the L&M

    def lm_refusal(self, pid: str, share: Share, sold: set[str]) -> IllegalAction | None:
        """Why `pid` may not trade his L&M for `share` (R-091, R-094, Q-11)."""
        company = self.companies.get(LM)
        if company is None or company.closed or company.owner != pid:
            return MwRefusal(QT_TRANSLATE_NOOP("game", "only the L&M's owner trades it in"),
                             "R-091")
        if self.unsold_privates():
            return MwRefusal(QT_TRANSLATE_NOOP(
                "game", "the L&M is traded in once every private is sold"), "R-094")
        corp = self.corporations[share.corp]
        if share.president or not corp.ipoed or corp.closed:
            return MwRefusal(QT_TRANSLATE_NOOP("game", "an ordinary share of a started company"),
                             "R-091")
        if share.owner not in (IPO, POOL, corp.sym):
            return MwRefusal(QT_TRANSLATE_NOOP(
                "game", "a share from the offering, a treasury or the pool"), "R-091")
        if corp.sym in sold:
            return MwRefusal(QT_TRANSLATE_NOOP("game", "you sold {company} this round"), "R-094",
                             company=corp.sym)
        try:
            self.check_buy_limits(pid, share)
        except IllegalAction as exc:
            return cited(exc, "R-094")
        return None

    def lm_options(self, pid: str, sold: set[str]) -> list[Share]:
        out, seen = [], set()
        for corp in self.open_corporations():
            for share in corp.shares:
                key = (corp.sym, share.owner, share.percent)
                if key not in seen and self.lm_refusal(pid, share, sold) is None:
                    seen.add(key)
                    out.append(share)
        return out

    def exchange_lm(self, pid: str, share: Share, sold: set[str]) -> None:
        refusal = self.lm_refusal(pid, share, sold)
        if refusal is not None:
            raise refusal
        share.owner = pid
        self.companies[LM].closed = True
        self.add_log(QT_TRANSLATE_NOOP("game", "{player} trades the L&M for {share}"),
                     player=self.name_of(pid), share=share.id)
        corp = self.corporations[share.corp]
        self.check_presidency(corp)
        self.check_float(corp)  # the sixth share floats it at once

    # ----------------------------------------------------------------- starting

    def par_corporation(self, pid: str, corp_sym: str, price: int) -> None:
        if self.market.par_cell(price) is None:
            raise MwRefusal(QT_TRANSLATE_NOOP("game", "par must be one of {par_values}"), "R-043",
                            par_values=self.par_values())
        super().par_corporation(pid, corp_sym, price)
        corp = self.corporations[corp_sym]
        count = self.data.game["rules"]["tokens_by_par"][str(price)]
        corp.token_prices = corp.token_prices[:count]  # tokens by par (section 1.1)

    # ----------------------------------------------------------------- selling

    def check_sale_timing(self, pid: str, corp: Corporation) -> None:
        if getattr(self.round, "initial", False):
            raise MwRefusal(QT_TRANSLATE_NOOP(
                "game", "nothing may be sold in the initial stock round"), "R-073")
        if self.unsold_privates():
            raise MwRefusal(QT_TRANSLATE_NOOP(
                "game", "no shares are sold while privates are unsold"), "R-075")
        if not corp.ipoed:
            raise MwRefusal(QT_TRANSLATE_NOOP(
                "game", "{company} has not been started: it has no price"), "R-048",
                company=corp.sym)

    def sell_shares(self, pid, corp, shares, *, percent=None, swap=None) -> None:
        """Paid at the price before the drop; the drop waits for protection (R-047, R-051)."""
        total = sum(s.percent for s in shares)
        proceeds = self.sale_proceeds(self.share_price(corp), total)
        if corp.percent_of(pid) - total <= corp.max_ownership:
            self.protected_over = self.protected_over - {(pid, corp.sym)}
        pool_before = {s.id for s in corp.shares_of(POOL)}
        if corp.president == pid and any(s.president for s in shares):
            self._hand_over_presidency_for_sale(pid, corp, total)
            sold = [s for s in corp.shares_of(POOL) if s.id not in pool_before]
        else:
            for s in shares:
                s.owner = POOL
            sold = shares
        self.pay(self.bank, self.player(pid), proceeds)
        self.add_log(QT_TRANSLATE_NOOP(
            "game", "{player} sells {percent}% of {company} for {price}"),
                     player=self.name_of(pid), percent=total, company=corp.sym,
                     price=self.money(proceeds))
        self.check_presidency(corp, previous=pid)
        sale = Sale(pid, corp.sym, [s.id for s in sold], total, proceeds)
        note = getattr(self.round, "note_sale", None)
        if note is not None:
            note(sale)
        elif corp.president not in (None, pid) and self.may_protect(corp, sale) is None:
            self.interrupts.append(ProtectionOffer(self, corp, sale))
        else:
            self.drop_after_sale(corp, total)

    def check_sale(self, pid, corp, shares, *, emergency, percent=None) -> None:
        super().check_sale(pid, corp, shares, emergency=emergency, percent=percent)
        left = corp.percent_of(pid) - sum(s.percent for s in shares)
        if ((pid, corp.sym) in self.protected_over and left > corp.max_ownership
                and not may_exceed_60(self.market, corp.sym)):
            raise MwRefusal(QT_TRANSLATE_NOOP(
                "game", "a sale of {company} must bring you down to {percent}%"), "R-059",
                company=corp.sym, percent=60)

    def sale_proceeds(self, price: int, percent: int) -> int:
        return price * percent // 10  # a lone system 5% pays half, rounded down

    def drop_after_sale(self, corp: Corporation, percent: int) -> None:
        for _ in range(percent // 10):  # one row per whole 10% (R-019, R-020), one at a time
            self.market.down(corp.sym)  # a ledge stops it

    # ----------------------------------------------------------------- protection

    def may_protect(self, corp: Corporation, sale: Sale) -> IllegalAction | None:
        """Why the president may not protect `sale`, or None (R-055)."""
        pid = corp.president
        if self.player(pid).cash < sale.proceeds:
            return MwRefusal(QT_TRANSLATE_NOOP("game", "protecting costs {price}"), "R-055",
                             price=self.money(sale.proceeds))
        shares = [self.share_by_id(s) for s in sale.shares]
        counted = sum(1 for s in shares if self.counts_for_limit(s))
        if self.cert_count(pid) + counted > self.cert_limit(pid):
            return MwRefusal(QT_TRANSLATE_NOOP(
                "game", "protecting would break your certificate limit"), "R-055")
        # in an operating round only the president sells
        if corp.sym in getattr(self.round, "sold_this_round", {}).get(pid, set()):
            return MwRefusal(QT_TRANSLATE_NOOP("game", "you sold {company} this round"), "R-055",
                             company=corp.sym)
        return None

    def protect(self, corp: Corporation, sale: Sale) -> None:
        """The president buys the whole batch at the seller's price; no drop (R-054)."""
        pid = corp.president
        self.pay(self.player(pid), self.bank, sale.proceeds)
        for sid in sale.shares:
            self.share_by_id(sid).owner = pid
        if corp.percent_of(pid) > corp.max_ownership:
            self.protected_over = self.protected_over | {(pid, corp.sym)}
        self.add_log(
            QT_TRANSLATE_NOOP("game", "{player} protects {company}: buys the {percent}% sold "
                                      "for {price}"),
            player=self.name_of(pid), company=corp.sym, percent=sale.percent,
            price=self.money(sale.proceeds),
        )

    # ----------------------------------------------------------------- redemption

    def may_redeem(self, pid: str, corp: Corporation, shares: list[Share]) -> IllegalAction | None:
        """Why `pid` may not have `corp` redeem `shares`, or None (R-060 … R-064)."""
        if corp.president != pid:
            return MwRefusal(QT_TRANSLATE_NOOP(
                "game", "only {company}'s president redeems its shares"), "R-060",
                company=corp.sym)
        if not corp.operated:
            return MwRefusal(QT_TRANSLATE_NOOP("game", "{company} has not operated yet"), "R-061",
                             company=corp.sym)
        if any(s.president for s in shares):
            return MwRefusal(QT_TRANSLATE_NOOP(
                "game", "a president's certificate is never redeemed"), "R-064")
        if any(s.corp != corp.sym or s.owner != POOL for s in shares):
            return MwRefusal(QT_TRANSLATE_NOOP(
                "game", "a company redeems only its own shares in the pool"), "R-061")
        cost = sum(self.share_cost(s) for s in shares)
        if corp.cash < cost:
            return MwRefusal(QT_TRANSLATE_NOOP("game", "{company} cannot pay {amount}"), "R-061",
                             company=corp.sym, amount=self.money(cost))
        return None

    def redeem(self, corp: Corporation, shares: list[Share]) -> None:
        cost = sum(self.share_cost(s) for s in shares)
        for share in shares:
            share.owner = corp.sym  # treasury shares; the price stays
        self.pay(corp, self.bank, cost)
        if len(shares) == 1:
            said = QT_TRANSLATE_NOOP("game", "{company} redeems a share for {price}")
        else:
            said = QT_TRANSLATE_NOOP("game", "{company} redeems {count} shares for {price}")
        self.add_log(said, company=corp.sym, count=len(shares), price=self.money(cost))

    def certificate_price(self, price: int, percent: int) -> int:
        return -(-price * percent // 10)  # a system 5% costs half, rounded up

    def buy_share(self, pid: str, share: Share) -> None:
        corp = self.corporations[share.corp]
        if share.president and self.in_receivership(corp):
            self.buy_out_of_receivership(pid, corp)
            return
        if share.owner != corp.sym:
            super().buy_share(pid, share)
            return
        cost = self.share_cost(share)  # a reissue pays the company
        self.pay(self.player(pid), corp, cost)
        share.owner = pid
        self.add_log(QT_TRANSLATE_NOOP("game", "{player} buys {share} from {company}'s treasury"),
                     player=self.name_of(pid), share=share.id, company=corp.sym)
        self.check_presidency(corp)
        self.check_float(corp)

    def buy_out_of_receivership(self, pid: str, corp: Corporation) -> None:
        """The president's certificate from the pool at twice the price: the
        buyer presides and the receivership ends (R-191, R-192)."""
        share = corp.president_share()
        cost = self.share_cost(share)
        self.pay(self.player(pid), self.bank, cost)
        share.owner = pid
        corp.president = pid
        self.add_log(QT_TRANSLATE_NOOP(
            "game", "{player} buys {company}'s president's certificate for {price}"),
            player=self.name_of(pid), company=corp.sym, price=self.money(cost))
        self.end_receivership(corp)
        self.check_presidency(corp)

    def check_float(self, corp: Corporation) -> None:
        if corp.floated or not corp.ipoed:
            return
        held = sum(s.percent for s in corp.shares if self.is_player(s.owner))
        if held >= corp.float_percent:  # player-held, whatever the source
            self.float_corporation(corp)
