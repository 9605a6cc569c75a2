"""Buying, selling and starting companies: the generic share rules of a Game."""

from __future__ import annotations

from gamedesk.engine.actions import Action, act
from gamedesk.engine.entities import IPO, POOL, Corporation, Share
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.messages import QT_TRANSLATE_NOOP


class StockRules:
    """Mixed into Game. Titles override single methods."""

    # ----------------------------------------------------------------- limits

    def cert_limit(self, pid: str) -> int:
        return self.data.game["cert_limit"][str(len(self.players))]

    def counts_for_limit(self, share: Share) -> bool:
        return not self.market.has_type(share.corp, "no_cert_limit")

    def cert_count(self, pid: str) -> int:
        cache = getattr(self, "_cert_cache", None)
        if cache is not None:
            if pid not in cache:
                cache[pid] = self._count_certs(pid)
            return cache[pid]
        return self._count_certs(pid)

    def _count_certs(self, pid: str) -> int:
        count = 0
        counts = self.counts_for_limit
        for corp in self.corporations.values():
            if corp.removed:
                continue
            seen: dict[int, bool] = {}  # certificates of one size count alike
            for s in corp.shares:
                if s.owner == pid:
                    found = seen.get(s.percent)
                    if found is None:
                        found = seen[s.percent] = counts(s)
                    count += found
        for c in self.companies.values():
            if c.owner == pid and not c.closed:
                count += 1
        return count

    def held_limit(self, pid: str, corp: Corporation) -> int:
        """The most of `corp` that `pid` may keep without being made to sell
        (a title may allow more than it lets be bought)."""
        return corp.max_ownership

    def check_buy_limits(self, pid: str, share: Share, round_=None) -> None:
        corp = self.corporations[share.corp]
        if corp.percent_of(pid) + share.percent > corp.max_ownership:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "you may hold at most {max_ownership}% of {company}"),
                "R-060", max_ownership=corp.max_ownership, company=corp.sym,
            )
        counts = self.counts_for_limit(share)
        if counts and self.cert_count(pid) + 1 > self.cert_limit(pid):
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "you are at your certificate limit of {cert_limit}"),
                "R-063", cert_limit=self.cert_limit(pid),
            )
        if not counts and self.cert_count(pid) > self.cert_limit(pid) and self.rulebook:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "sell down to your certificate limit before buying"),
                "A-19",
            )

    def check_may_end_turn(self, pid: str) -> None:
        """A player over a limit must sell before passing (R-061, R-064).

        Only while a sale that helps is possible, so that nobody is stuck.
        """
        bundles = getattr(self.round, "sellable_bundles", None)
        if bundles is None or not self.round.may_sell():
            return
        for corp in self.corporations.values():
            if corp.removed or corp.percent_of(pid) <= self.held_limit(pid, corp):
                continue
            if bundles(pid, corp):
                raise IllegalAction(
                    QT_TRANSLATE_NOOP(
                        "game",
                        "sell {company} down to {max_ownership}% before passing",
                    ),
                    "R-061", company=corp.sym, max_ownership=corp.max_ownership,
                )
        if self.cert_count(pid) > self.cert_limit(pid) and any(
            bundles(pid, corp) for corp in self.corporations.values() if not corp.removed
        ):
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "game",
                    "sell down to your certificate limit of {cert_limit} before "
                    "passing",
                ),
                "R-064", cert_limit=self.cert_limit(pid),
            )

    # ----------------------------------------------------------------- par

    def par_values(self) -> list[int]:
        return list(self.data.game["stock_market"]["par_values"])

    def can_par(self, pid: str, corp: Corporation) -> bool:
        return not corp.ipoed and not corp.removed and corp.president_share().owner == IPO

    def par_options(self, pid: str, corp_sym: str) -> list[Action]:
        cash = self.player(pid).cash
        corp = self.corporations[corp_sym]
        free = corp.free_president_for == pid
        return [
            act("par", pid, corporation=corp_sym, price=price)
            for price in self.par_values()
            if free or cash >= price * corp.president_share().percent // 10
        ]

    def par_corporation(self, pid: str, corp_sym: str, price: int) -> None:
        corp = self.corporation(corp_sym)
        if corp.ipoed:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "{company} already has a par price"),
                "R-053", company=corp.sym,
            )
        cell = self.market.par_cell(price)
        if cell is None:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "par must be one of {par_values}"),
                "R-053", par_values=self.par_values(),
            )
        pres = corp.president_share()
        free = corp.free_president_for == pid
        cost = 0 if free else price * pres.percent // 10
        if self.player(pid).cash < cost:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "starting {company} at {price} costs {amount}"),
                "cash", company=corp.sym, price=price, amount=self.money(cost),
            )
        corp.par = price
        self.market.place(corp.sym, cell)
        if cost:
            self.pay(self.player(pid), self.bank, cost)
        pres.owner = pid
        corp.free_president_for = None
        corp.president = pid
        self.add_log(QT_TRANSLATE_NOOP("game", "{player} starts {company} at par {price}"),
                     player=self.player(pid).name, company=corp.sym, price=self.money(price))
        self.check_float(corp)

    # ----------------------------------------------------------------- buying

    def share_cost(self, share: Share) -> int:
        corp = self.corporations[share.corp]
        price = corp.par if share.owner == IPO else self.share_price(corp)
        return self.certificate_price(price, share.percent)

    def certificate_price(self, price: int, percent: int) -> int:
        return price * percent // 10

    def buy_share(self, pid: str, share: Share) -> None:
        corp = self.corporations[share.corp]
        cost = self.share_cost(share)
        source = (QT_TRANSLATE_NOOP("game", "the IPO") if share.owner == IPO
                  else QT_TRANSLATE_NOOP("game", "the market"))
        self.pay(self.player(pid), self.bank, cost)
        share.owner = pid
        bought = QT_TRANSLATE_NOOP("game", "{player} buys {percent}% of {company} from {source} for {price}")  # noqa: E501
        self.add_log(
            bought,
            player=self.player(pid).name, percent=share.percent, company=corp.sym,
            source=(source, {}), price=self.money(cost),
        )
        self.check_presidency(corp)
        self.check_float(corp)

    def buy_with_swap(self, pid: str, share: Share, swap: Share, round_) -> None:
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "certificates cannot be exchanged in this game"),
            "R-058",
        )

    def may_sell_after_buy(self, pid: str, round_) -> bool:
        if not round_.may_sell():
            return False
        return any(round_.sellable_bundles(pid, corp, first=True)
                   for corp in self.corporations.values())

    # ----------------------------------------------------------------- privates

    def companies_for_sale_between_players(self, pid: str) -> list:
        """Privates another player may sell to `pid` now (R-048); titles restrict it."""
        return []

    def private_sales_on_sellers_turn(self, pid: str) -> list:
        """(private, buyer) pairs `pid` may sell on its own turn; titles allow them."""
        return []

    def sell_company_to_player(self, pid: str, sym: str, buyer: str, price: int) -> None:
        company = self.company(sym)
        if (company, buyer) not in self.private_sales_on_sellers_turn(pid):
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "{company} cannot be sold to {player} now"),
                "R-048", company=sym, player=self.name_of(buyer),
            )
        if price < 1:
            raise IllegalAction(QT_TRANSLATE_NOOP("game", "the price is at least 1"), "R-048")
        if self.player(buyer).cash < price:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "{player} cannot pay {amount}"),
                "cash", player=self.name_of(buyer), amount=self.money(price),
            )
        if self.cert_count(buyer) + 1 > self.cert_limit(buyer):
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "{player} is at the certificate limit"),
                "R-050", player=self.name_of(buyer),
            )
        self.pay(self.player(buyer), self.player(pid), price)
        company.owner = buyer
        self.add_log(QT_TRANSLATE_NOOP("game", "{player} sells {company} to {buyer} for {price}"),
                     player=self.player(pid).name, company=sym, buyer=self.player(buyer).name,
                     price=self.money(price))

    def buy_company_from_player(self, pid: str, sym: str, price: int) -> None:
        company = self.company(sym)
        if company not in self.companies_for_sale_between_players(pid):
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "{company} cannot be bought from its owner now"),
                "R-048", company=sym,
            )
        if price < 1:
            raise IllegalAction(QT_TRANSLATE_NOOP("game", "the price is at least 1"), "R-048")
        if self.player(pid).cash < price:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "you have only {amount}"),
                "cash", amount=self.money(self.player(pid).cash),
            )
        if self.cert_count(pid) + 1 > self.cert_limit(pid):
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "you are at your certificate limit"),
                "R-050",
            )
        seller = company.owner
        self.pay(self.player(pid), self.player(seller), price)
        company.owner = pid
        self.add_log(QT_TRANSLATE_NOOP("game", "{player} buys {company} from {seller} for {price}"),
                     player=self.player(pid).name, company=sym, seller=self.player(seller).name,
                     price=self.money(price))

    # ----------------------------------------------------------------- selling

    def check_sale(
        self,
        pid: str,
        corp: Corporation,
        shares: list[Share],
        *,
        emergency: bool,
        percent: int | None = None,
    ) -> None:
        if any(s.owner != pid for s in shares):
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "you can only sell certificates you hold"),
                "R-029",
            )
        if any(s.corp != corp.sym for s in shares):
            raise IllegalAction(QT_TRANSLATE_NOOP("game", "one company per sale"), "R-042")
        if len({s.id for s in shares}) != len(shares):
            raise IllegalAction(QT_TRANSLATE_NOOP("game", "a certificate is named twice"), "R-029")
        self.check_sale_timing(pid, corp)
        total = percent if percent is not None else sum(s.percent for s in shares)
        if corp.percent_of(POOL) + total > self.data.game["rules"].get(
            "market_share_limit_percent", 50
        ):
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "the open market may hold at most 50% of a company"),
                "R-036",
            )
        if any(s.president for s in shares) or (
            corp.president == pid and corp.percent_of(pid) - total < corp.president_share().percent
        ):
            self.check_president_sale(pid, corp, total, emergency)

    def check_sale_swap(
        self, pid: str, corp: Corporation, shares: list, swap: str, percent: int | None
    ) -> None:
        """A make-change sale takes a certificate of the market back as change (R-039)."""
        change = self.share_by_id(swap)
        total = sum(s.percent for s in shares)
        if change.corp != corp.sym or change.owner != POOL or change in shares:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "the change must be a certificate in the open market"),
                "R-039",
            )
        if percent != total - change.percent or percent <= 0:
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "game",
                    "selling {total}% with {percent}% as change sells {sold}%",
                ),
                "R-039", total=total, percent=change.percent, sold=total - change.percent,
            )

    def check_sale_timing(self, pid: str, corp: Corporation) -> None:
        if self.turn == 1 and self.round.kind == "stock":
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "nothing may be sold in the first stock round"),
                "R-034",
            )
        if corp.president_share().owner == IPO:
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "game",
                    "{company} has not been started: its shares cannot be sold",
                ),
                "R-035", company=corp.sym,
            )

    def check_president_sale(
        self, pid: str, corp: Corporation, total: int, emergency: bool
    ) -> None:
        left = corp.percent_of(pid) - total
        others = [p for p in self.players if p.id != pid]
        best = max((corp.percent_of(p.id) for p in others), default=0)
        if best < corp.president_share().percent or best <= left:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "selling that would leave {company} without a president"),
                "R-037", company=corp.sym,
            )

    def sell_shares(
        self,
        pid: str,
        corp: Corporation,
        shares: list[Share],
        *,
        percent: int | None = None,
        swap: str | None = None,
    ) -> None:
        total = percent if percent is not None else sum(s.percent for s in shares)
        price = self.share_price(corp)
        proceeds = self.sale_proceeds(price, total)
        was_president = corp.president == pid
        if was_president and any(s.president for s in shares):
            self._hand_over_presidency_for_sale(pid, corp, total)
        else:
            for s in shares:
                s.owner = POOL
        if swap:
            self.share_by_id(swap).owner = pid  # make-change sale: the OM 5% as change
        self.pay(self.bank, self.player(pid), proceeds)
        self.add_log(
            QT_TRANSLATE_NOOP("game", "{player} sells {percent}% of {company} for {price}"),
            player=self.player(pid).name, percent=total, company=corp.sym,
            price=self.money(proceeds))
        for _ in range(total // 10):
            self.market.down(corp.sym)  # one row per full 10% (R-041)
        self.check_presidency(corp, previous=pid)

    def sale_proceeds(self, price: int, percent: int) -> int:
        return -(-price * percent // 10)  # a lone 5% at half price rounded up

    def _hand_over_presidency_for_sale(self, pid: str, corp: Corporation, total: int) -> None:
        """The president's certificate changes hands, then the sold part goes to the pool."""
        new = None
        best = -1
        for p in self.players_from(pid)[1:]:
            pct = corp.percent_of(p.id)
            if pct > best:
                new, best = p.id, pct
        pres = corp.president_share()
        given = self.shares_for_swap(corp, new, pres.percent)
        for s in given:
            s.owner = pid
        pres.owner = new
        corp.president = new
        self.add_log(QT_TRANSLATE_NOOP("game", "{player} becomes president of {company}"),
                     player=self.player(new).name, company=corp.sym)
        need = total
        for s in sorted(corp.shares_of(pid), key=lambda s: -s.percent):
            if need <= 0:
                break
            if s.percent <= need:
                s.owner = POOL
                need -= s.percent
