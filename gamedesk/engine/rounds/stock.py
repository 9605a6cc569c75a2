"""The stock round: players buy and sell certificates in turn (R-029…R-079)."""

from __future__ import annotations

from contextlib import contextmanager

from gamedesk.engine.actions import Action, act
from gamedesk.engine.entities import IPO, POOL, Corporation, Share
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.messages import QT_TRANSLATE_NOOP, msg
from gamedesk.engine.rounds.base import Round


class StockRound(Round):
    kind = "stock"
    name = QT_TRANSLATE_NOOP("game", "Stock Round")

    def __init__(self, game, first: str) -> None:
        super().__init__(game)
        self.current = first
        self.passes = 0
        self.last_to_act: str | None = None
        self.sold_this_round: dict[str, set[str]] = {}  # player -> corporations sold
        self._new_turn()

    def _new_turn(self) -> None:
        self.bought = False  # the one purchase of this turn
        self.sold_before_buy = False
        self.acted = False

    # ----------------------------------------------------------------- queries

    def active_entities(self) -> list[str]:
        return [self.current]

    def legal_actions(self) -> list[Action]:
        with _counting_once(self.game):
            return self._legal_actions()

    def _legal_actions(self) -> list[Action]:
        g, pid = self.game, self.current
        out: list[Action] = []
        if self.may_buy(pid):
            for corp in g.corporations.values():
                if corp.removed:
                    continue
                if not corp.ipoed and g.can_par(pid, corp) and self.may_take(pid, corp):
                    out.extend(g.par_options(pid, corp.sym))
                for share in self.buyable_shares(pid, corp):
                    out.append(act("buy_shares", pid, shares=[share.id]))
            for company in g.companies_for_sale_between_players(pid):
                out.append(act("buy_company", pid, company=company.sym, price=1))
        for company, buyer in g.private_sales_on_sellers_turn(pid):
            out.append(act("sell_company", pid, company=company.sym, buyer=buyer, price=1))
        if self.may_sell():
            for corp in g.corporations.values():
                for bundle in self.sellable_bundles(pid, corp):
                    out.append(act("sell_shares", pid, shares=[s.id for s in bundle]))
        try:
            g.check_may_end_turn(pid)
        except IllegalAction:
            return out  # over a limit: sell first
        out.append(act("pass", pid))
        return out

    def may_buy(self, pid: str) -> bool:
        return not self.bought

    def may_sell(self) -> bool:
        """Sell → buy → sell is illegal (R-029)."""
        return not (self.bought and self.sold_before_buy)

    def may_take(self, pid: str, corp: Corporation) -> bool:
        """Whether the limits let `pid` take `corp`'s president's certificate (R-063)."""
        try:
            self.game.check_buy_limits(pid, corp.president_share(), self)
        except IllegalAction:
            return False
        return True

    def buyable_shares(self, pid: str, corp: Corporation) -> list[Share]:
        """One certificate of each kind `pid` may buy now (shares alike in where
        they are, their size and whether reserved are bought alike: one is tried)."""
        seen, out = set(), []
        g = self.game
        cash = g.player(pid).cash
        for share in corp.shares:
            if share.owner not in (IPO, POOL) or share.president:
                continue
            key = (share.owner, share.percent, share.reserved)
            if key in seen:
                continue
            seen.add(key)
            # What check_buy refuses last, tried first because it is cheap: an
            # unstarted company's share, or one the player cannot pay for.
            if (share.owner == IPO and not corp.ipoed) or g.share_cost(share) > cash:
                continue
            try:
                self.check_buy(pid, share)
            except IllegalAction:
                continue
            out.append(share)
        return out

    def sellable_bundles(
        self, pid: str, corp: Corporation, first: bool = False
    ) -> list[list[Share]]:
        """The bundles `pid` may sell, smallest first; with `first`, only the first
        found (whether any sale is possible)."""
        out = []
        held = sorted(corp.shares_of(pid), key=lambda s: (s.president, -s.percent, s.index))
        for n in range(1, len(held) + 1):
            bundle = held[:n]
            try:
                self.game.check_sale(pid, corp, bundle, emergency=False)
            except IllegalAction:
                continue
            out.append(bundle)
            if first:
                break
        return out

    def why(self) -> tuple[str, str]:
        """Why the round waits (Game.waiting_reason)."""
        name = self.game.name_of(self.current)
        if self.acted:
            return msg(QT_TRANSLATE_NOOP("game", "{player} may still sell, and buy if not bought "
                                                 "yet, or end the turn"), player=name), "R-029"
        return msg(QT_TRANSLATE_NOOP("game", "{player} to act: sell, then buy at most one "
                                             "certificate, or pass"), player=name), "R-029"

    def pass_meaning(self) -> tuple[str, str]:
        """What the pass button means now (Game.pass_meaning)."""
        if self.acted:
            return QT_TRANSLATE_NOOP("game", "Done — ends your turn"), "R-029"
        return (QT_TRANSLATE_NOOP("game", "Pass — ends your turn in this stock round; the round "
                                          "ends when everyone passes in a row"), "R-033")

    # ----------------------------------------------------------------- actions

    def do_pass(self, action: Action) -> None:
        pid = action.entity
        self.game.check_may_end_turn(pid)
        if not self.acted:
            self.passes += 1
        self.end_turn()

    def end_turn(self) -> None:
        self.current = self.game.next_player(self.current).id
        self._new_turn()

    def do_par(self, action: Action) -> None:
        pid = action.entity
        if not self.may_buy(pid):
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "only one purchase a turn, before or after all sales"),
                "R-029",
            )
        corp = self.game.corporation(action["corporation"])
        if not self.game.can_par(pid, corp):
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "{company} cannot be started by you now"),
                "R-053", company=corp.sym,
            )
        self.game.check_buy_limits(pid, corp.president_share(), self)
        self.game.par_corporation(pid, corp.sym, action["price"])
        self._after_purchase(pid)

    def do_buy_shares(self, action: Action) -> None:
        pid = action.entity
        ids = action["shares"]
        if len(ids) != 1:
            raise IllegalAction(QT_TRANSLATE_NOOP("game", "buy one certificate at a time"), "R-029")
        share = self.game.share_by_id(ids[0])
        swap = action.get("swap")
        if swap:
            self.game.buy_with_swap(pid, share, self.game.share_by_id(swap), self)
        else:
            self.check_buy(pid, share)
            self.game.buy_share(pid, share)
        self._after_purchase(pid)

    def check_buy(self, pid: str, share: Share) -> None:
        if not self.may_buy(pid):
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "only one purchase a turn, before or after all sales"),
                "R-029",
            )
        g = self.game
        corp = g.corporation(share.corp)
        if share.corp in self.sold_this_round.get(pid, set()):
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "you sold {company} this round and may not buy it"),
                "R-031", company=corp.sym,
            )
        if share.owner not in (IPO, POOL):
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "{id} is not for sale"),
                "R-048", id=share.id,
            )
        if share.reserved:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "{id} is a trade-in certificate and never sold"),
                "R-055", id=share.id,
            )
        if share.president:
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "game",
                    "the president's certificate is bought by starting the "
                    "company",
                ),
                "R-053",
            )
        if share.owner == IPO and not corp.ipoed:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "{company} has not been started"),
                "R-054", company=corp.sym,
            )
        g.check_buy_limits(pid, share, self)
        price = g.share_cost(share)
        if g.player(pid).cash < price:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "{id} costs {amount}"),
                "cash", id=share.id, amount=g.money(price),
            )

    def _after_purchase(self, pid: str) -> None:
        self.bought = True
        self.acted = True
        self.passes = 0
        self.last_to_act = pid
        if not self.game.may_sell_after_buy(pid, self):
            self.end_turn()

    def do_buy_company(self, action: Action) -> None:
        """A private bought from another player, with the seller's consent (R-048, R-049)."""
        pid = action.entity
        if not self.may_buy(pid):
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "only one purchase a turn, before or after all sales"),
                "R-049",
            )
        self.game.buy_company_from_player(pid, action["company"], int(action["price"]))
        self._after_purchase(pid)

    def do_sell_company(self, action: Action) -> None:
        """A private sold to another player on the seller's turn (R-048, A-18); the
        buyer consents. It is not the buyer's purchase (R-049)."""
        self.game.sell_company_to_player(
            action.entity, action["company"], action["buyer"], int(action["price"])
        )
        self.acted = True
        self.passes = 0
        self.last_to_act = action.entity

    def do_sell_shares(self, action: Action) -> None:
        pid = action.entity
        shares = [self.game.share_by_id(s) for s in action["shares"]]
        if not shares:
            raise IllegalAction(QT_TRANSLATE_NOOP("game", "sell at least one certificate"), "R-029")
        corp = self.game.corporation(shares[0].corp)
        if not self.may_sell():
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "the purchase must come before or after all sales"),
                "R-029",
            )
        self.game.check_sale(pid, corp, shares, emergency=False, percent=action.get("percent"))
        if action.get("swap"):
            self.game.check_sale_swap(pid, corp, shares, action["swap"], action.get("percent"))
        if not self.bought:
            self.sold_before_buy = True
        self.game.sell_shares(
            pid, corp, shares, percent=action.get("percent"), swap=action.get("swap")
        )
        self.sold_this_round.setdefault(pid, set()).add(corp.sym)
        self.acted = True
        self.passes = 0
        self.last_to_act = pid

    def price_range(self, action: Action) -> tuple[int, int] | None:
        if action.type in ("buy_company", "sell_company"):
            payer = action.entity if action.type == "buy_company" else action.get("buyer")
            if payer and self.game.is_player(payer):
                return 1, max(self.game.player(payer).cash, 1)
        return None

    def can_act(self, pid: str) -> bool:
        with _counting_once(self.game):
            return self._can_act(pid)

    def _can_act(self, pid: str) -> bool:
        """Whether the player has anything to do but pass (stops at the first thing found)."""
        g = self.game
        if self.may_buy(pid):
            for corp in g.corporations.values():  # the likeliest first: a share to buy
                if corp.removed:
                    continue
                if (
                    not corp.ipoed
                    and g.can_par(pid, corp)
                    and g.par_options(pid, corp.sym)  # affordable first: the cheaper test
                    and self.may_take(pid, corp)
                ):
                    return True
                if self.buyable_shares(pid, corp):
                    return True
            if g.companies_for_sale_between_players(pid):
                return True
        if g.private_sales_on_sellers_turn(pid):
            return True
        if self.may_sell():
            return any(self.sellable_bundles(pid, corp, first=True)
                       for corp in g.corporations.values())
        return False

    def legal_actions_for(self, pid: str) -> list[Action]:
        current, self.current = self.current, pid
        try:
            return self.legal_actions()
        finally:
            self.current = current

    def advance(self) -> bool:
        # A player with nothing to do but pass passes at once (18xx.games does the same).
        n = len(self.game.players)
        while self.passes < n and not self.acted and not self.can_act(self.current):
            self.game.add_log(QT_TRANSLATE_NOOP("game", "{player} passes (nothing to do)"),
                              player=self.game.player(self.current).name)
            self.game.note_step(msg(QT_TRANSLATE_NOOP(
                "game", "{player} passes: nothing is legal for them"),
                player=self.game.player(self.current).name), "R-032")
            self.passes += 1
            self.end_turn()
        return self.passes >= n


@contextmanager
def _counting_once(game):
    """Certificate counts do not change while legal actions are listed: count once."""
    outer = getattr(game, "_cert_cache", None)
    if outer is None:
        game._cert_cache = {}
    try:
        yield
    finally:
        if outer is None:
            game._cert_cache = None
