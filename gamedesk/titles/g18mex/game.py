"""18MEX: what it does differently from the generic engine.

Rule numbers refer to the 18MEX rules inventory; G-numbers to the places
where the 18xx.games profile departs from the printed rules.
"""

from __future__ import annotations

from gamedesk.engine.actions import Action, act
from gamedesk.engine.entities import POOL, Company, Corporation, Operator, Share
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.game import Game
from gamedesk.engine.messages import QT_TRANSLATE_NOOP
from gamedesk.engine.operating_order import minors_then_majors
from gamedesk.engine.rounds.operating import OperatingRound
from gamedesk.engine.rounds.stock import StockRound
from gamedesk.engine.rounds.waterfall import WaterfallRound
from gamedesk.titles.g18mex import company_purchase, log_words, merger, steps
from gamedesk.titles.g18mex.private_sale import MexPrivateSale
from gamedesk.titles.g18mex.rounds import SaleStockRound

NDM, UDY = "NdM", "UdY"
TRADE_INS = {"A": "NdM_7", "B": "NdM_8", "C": "UdY_8"}
MINOR_MONEY_TO = {"A": NDM, "B": NDM, "C": UDY}
NDM_MERGER_SHARE = "NdM_9"
NON_MERGING = ("FCP", "TM", NDM)
KCMO_STAYS_OPEN = "kcmo_stays_open"  # our option: the rulebook 1.63 text of R-162


class G18MEX(Game):
    title = "18MEX"
    log_words = log_words
    unplayable_options = frozenset({"baja_variant"})  # O-5: its map and private are not done
    operating_order_rule = staticmethod(minors_then_majors)
    operating_steps = steps.STEPS
    operating_anytime = steps.ANYTIME

    # ----------------------------------------------------------------- setup

    def setup(self) -> None:
        self.check_options()
        super().setup()
        for share_id in (*TRADE_INS.values(), NDM_MERGER_SHARE):
            self.share_by_id(share_id).reserved = True  # the trade-in box
        for minor, train_id in zip(self.minors.values(), ("2-0", "2-1", "2-2"), strict=True):
            self.give_train(self.depot.by_id[train_id], minor.sym)  # built-in 2-trains
        self.cert_limit_bonus = 0
        self.sale = MexPrivateSale(self)
        self.ndm_merger_done = False
        self.minors_closed = False

    def check_options(self) -> None:
        known = {r["sym"] for r in self.data.game.get("optional_rules", [])} | {KCMO_STAYS_OPEN}
        unknown = sorted(self.options - known)
        if unknown:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "18MEX has no option {items}"),
                "setup", items=', '.join(unknown),
            )
        if self.options & self.unplayable_options:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "the Baja variant (O-5) is not playable yet"),
                "setup",
            )

    def first_round(self):
        first = self.players[0].id
        if self.gx:
            return WaterfallRound(self, self.sale, first)
        return SaleStockRound(self, self.sale, first)

    # ----------------------------------------------------------------- round sequence

    def next_round(self) -> None:
        current = self.round
        if isinstance(current, WaterfallRound) and self.gx:
            self.start_stock_round(self.after(current.last_to_act))
        elif current.kind in ("stock", "auction"):
            self.finish_stock_round(current)
        elif current.kind == "operating":
            self.finish_operating_round(current)

    def after(self, pid: str | None) -> str:
        """Priority goes to the player after the last one to act (R-076)."""
        if pid is None:
            return self.players[0].id
        return self.next_player(pid).id

    def start_stock_round(self, first: str) -> None:
        self.rotate_seating(first)
        if self.rulebook and self.sale.unsold():
            self.round = SaleStockRound(self, self.sale, first)
        else:
            self.round = StockRound(self, first)
        self.round_num = 1
        self.on_stock_round_start()

    def rotate_seating(self, first: str) -> None:
        """The priority holder is listed first, as 18xx.games does."""
        i = [p.id for p in self.players].index(first)
        self.players = self.players[i:] + self.players[:i]

    def finish_stock_round(self, current) -> None:
        last = getattr(current, "last_to_act", None)
        self.priority = self.after(last) if last else getattr(self, "priority", self.players[0].id)
        self.rotate_seating(self.priority)
        if current.kind == "stock":
            self.sold_out_rises()
        self.note_bank_break()
        self.or_count = 1 if self.end_pending else self.phase.operating_rounds
        self.round_num = 1
        self.round = OperatingRound(self, 1)

    def finish_operating_round(self, current: OperatingRound) -> None:
        self.note_bank_break()
        if self.end_pending:
            self.end_game(self.end_pending)
            return
        if current.number < self.or_count:
            self.round_num = current.number + 1
            self.round = OperatingRound(self, current.number + 1)
            return
        self.turn += 1
        self.start_stock_round(self.priority)

    def note_bank_break(self) -> None:
        if self.bank.broken and not self.end_pending:
            self.end_pending = "bank"

    def operating_rounds_left(self) -> int | None:
        """A broken bank or the end-game cell ends the game with the operating
        round under way, or the next one (R-199, R-200, R-079)."""
        return 1 if self.end_pending or self.bank.broken else None

    def on_stock_round_start(self) -> None:
        if (
            "delay_minor_close" in self.options
            and self.phase_reached("3½")
            and not self.minors_closed
        ):
            self.close_minors()  # O-3

    def phase_reached(self, name: str) -> bool:
        names = [p.name for p in self.phases.all]
        return self.phases.index >= names.index(name)

    def sold_out_rises(self) -> None:
        sold_out = [
            c
            for c in self.corporations.values()
            if c.ipoed and not c.removed and all(self.is_player(s.owner) for s in c.shares)
        ]
        for corp in sorted(sold_out, key=lambda c: self.market.order_key(c.sym)):
            self.market.up(corp.sym)
            self.after_price_change(corp)

    # ----------------------------------------------------------------- shares

    def cert_limit(self, pid: str) -> int:
        return super().cert_limit(pid) + self.cert_limit_bonus

    def counts_for_limit(self, share: Share) -> bool:
        if share.corp == NDM and share.percent == 5:
            return False
        return super().counts_for_limit(share)

    def ndm_available(self) -> bool:
        return not self.phases.has("ndm_unavailable")

    def can_par(self, pid: str, corp: Corporation) -> bool:
        return corp.sym != NDM and super().can_par(pid, corp)

    def check_buy_limits(self, pid: str, share: Share, round_=None) -> None:
        if share.corp == NDM and not self.ndm_available():
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "NdM certificates are not for sale before Phase 3½"),
                "R-059",
            )
        super().check_buy_limits(pid, share, round_)

    def certificate_price(self, price: int, percent: int) -> int:
        if percent == 5:
            # A lone 5% from the market: half price rounded down; up in 18xx.games (G-18).
            return -(-price // 2) if self.gx else price // 2
        return super().certificate_price(price, percent)

    def check_sale_timing(self, pid: str, corp: Corporation) -> None:
        if corp.sym == NDM and not self.ndm_available() and self.gx:
            raise IllegalAction(QT_TRANSLATE_NOOP("game", "NdM cannot be traded yet"), "G-21")
        if self.gx and self.turn == 1 and self.round.kind == "stock":
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "nothing may be sold in the first stock round"),
                "G-11",
            )
        super().check_sale_timing(pid, corp)

    def check_sale(self, pid, corp, shares, *, emergency, percent=None) -> None:
        if self.gx and any(s.percent == 5 for s in shares) and len(shares) > 1:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "5% NdM certificates are sold one at a time"),
                "G-19",
            )
        super().check_sale(pid, corp, shares, emergency=emergency, percent=percent)

    def buy_with_swap(self, pid: str, share: Share, swap: Share, round_) -> None:
        """NdM make-change purchase: a 5% and half the price for a 10% (R-058)."""
        if share.corp != NDM or swap.corp != NDM or share.percent != 10 or swap.percent != 5:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "only a 5% NdM can be traded up to a 10% NdM"),
                "R-058",
            )
        if swap.owner != pid or share.owner != POOL:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "trade your own 5% NdM for a 10% in the open market"),
                "R-058",
            )
        if not round_.may_buy(pid):
            raise IllegalAction(QT_TRANSLATE_NOOP("game", "only one purchase a turn"), "R-029")
        if not self.ndm_available():
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "NdM certificates are not for sale before Phase 3½"),
                "R-059",
            )
        corp = self.corporations[NDM]
        if corp.percent_of(pid) + 5 > corp.max_ownership:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "you may hold at most 60% of NdM"),
                "R-060",
            )
        if self.cert_count(pid) + 1 > self.cert_limit(pid) and self.counts_for_limit(share):
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "the trade would take you over your certificate limit"),
                "A-07",
            )
        price = self.share_price(corp)
        cost = price - (-(-price // 2)) if self.gx else price // 2
        if self.player(pid).cash < cost:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "the trade costs {amount}"),
                "cash", amount=self.money(cost),
            )
        self.pay(self.player(pid), self.bank, cost)
        share.owner, swap.owner = pid, POOL
        self.add_log(QT_TRANSLATE_NOOP("game", "{player} trades a 5% NdM for a 10% paying {price}"),
                     player=self.player(pid).name, price=self.money(cost))
        self.check_presidency(corp)

    # ----------------------------------------------------------------- operating

    def check_route_choice(self, turn, routes: list) -> None:
        """R-088: a minor must run its highest-revenue route (rulebook profile)."""
        if not (self.rulebook and turn.is_minor):
            return
        top = self.best_routes_now(turn.op, exact=True).revenue
        if sum(r.revenue for r in routes) < top:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "minor {company} must run its best route ({top})"),
                "R-088", company=turn.op.sym, top=top,
            )

    def may_lay_track(self, turn) -> bool:
        if not super().may_lay_track(turn):
            # the Copper Canyon lay does not count toward the normal
            # lays, so the track step stays open for it once those are used.
            # 18xx.games's logs also keep it open while the company could still
            # buy the KCM&O and use its lay.
            if self.gx and self.could_buy_kcmo_for_track(turn.op):
                return True
            return self.copper_canyon_pending(turn)
        if turn.is_minor and self.gx:
            hex_ = turn.op.home[0]
            tile = self.board.tile_of(hex_)
            if tile.color == "white":
                cost = self.data_hex(hex_).get("terrain_cost", 0)
                return turn.op.cash >= cost  # G-29
        return True

    def copper_canyon_pending(self, turn) -> bool:
        """The company holds an unused Copper Canyon lay. The rulebook keeps the
        step open only while that lay can be made; 18xx.games as long as the
        company holds the ability (G-32)."""
        if not self.owns_copper_canyon_lay(turn.op):
            return False
        return self.gx or bool(self.copper_canyon_actions(turn))

    def owns_copper_canyon_lay(self, op: Operator) -> bool:
        kcmo = self.companies.get("KCMO")
        return bool(
            kcmo
            and not kcmo.closed
            and kcmo.owner == op.sym
            and not kcmo.ability_used
            and not kcmo.ability_lost
        )

    def could_buy_kcmo_for_track(self, op: Operator) -> bool:
        kcmo = self.companies.get("KCMO")
        if kcmo is None or kcmo.ability_used or kcmo not in self.buyable_companies(op):
            return False
        low, _ = company_purchase.price_range(self, kcmo)
        return low is not None and op.cash >= low

    def site_closed_step_before(self, action: Action) -> bool:
        """For the importer: the company's next logged action is a train purchase
        while we still wait in an earlier step of its turn that the site had closed.
        The site's later versions end the track step after the normal lays even while
        KCM&O could be bought, skip the token step of a company with no station to
        place, and have no route step for a company whose trains find no route."""
        turn = getattr(self.round, "turn", None)
        if action.type != "buy_train" or turn is None or action.entity != turn.op.sym:
            return False
        if turn.step in ("track", "token"):
            return True
        return turn.step == "routes" and not any(self.best_routes_now(turn.op).routes)

    def data_hex(self, coord: str) -> dict:
        if not hasattr(self, "_hexes"):
            self._hexes = {h["coord"]: h for h in self.data.map["hexes"]}
        return self._hexes[coord]

    def tile_lay_slots(self, turn) -> list[dict]:
        rules = self.data.game["rules"]["tile_lays"]
        if not turn.is_minor and "triple_yellow_first_or" in self.options and turn.first_turn:
            return rules["major_first_or_with_triple_yellow_first_or"]  # O-1
        return super().tile_lay_slots(turn)

    def lay_tile(self, turn, action: Action) -> None:
        if action.get("special") == "KCMO" or action["tile"].startswith("470"):
            self.lay_copper_canyon(turn, action)
            return
        self.board.site_log_lay = bool(action.get("from_site")) and self.gx
        try:
            super().lay_tile(turn, action)
        finally:
            self.board.site_log_lay = False
        if action["hex"] == "F5":
            kcmo = self.companies.get("KCMO")
            if kcmo and not kcmo.closed:
                kcmo.ability_lost = True

    def late_lay_refusal(self, turn, action: Action) -> IllegalAction:
        if action.get("special") == "KCMO" or str(action.get("tile", "")).startswith("470"):
            return IllegalAction(
                QT_TRANSLATE_NOOP(
                    "game",
                    "the KCM&O's Copper Canyon tile is laid only in its owner's "
                    "track step",
                ),
                "R-084",
            )
        return super().late_lay_refusal(turn, action)

    def lay_copper_canyon(self, turn, action: Action) -> None:
        """KCMO's extra lay of tile #470 in F5 for $60 (R-158…R-162)."""
        kcmo = self.companies.get("KCMO")
        if kcmo is None or kcmo.closed or kcmo.owner != turn.op.sym:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "{company} does not own the KCM&O"),
                "R-158", company=turn.op.sym,
            )
        if kcmo.ability_used or kcmo.ability_lost:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "the Copper Canyon tile is no longer available"),
                "R-160",
            )
        tile_name, tile_id = self.tile_name_and_id(action["tile"])
        cost = self.board.check_lay(
            turn.op.sym,
            action["hex"],
            tile_name,
            int(action["rotation"]),
            colors=self.colors(),
            new_lay=True,
            upgrade=False,
            special="KCMO",
        )
        if cost > turn.op.cash:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "the Copper Canyon lay costs {amount}"),
                "R-158", amount=self.money(cost),
            )
        self.board.lay_tile(action["hex"], tile_name, int(action["rotation"]), tile_id=tile_id)
        self.pay(turn.op, self.bank, cost)
        kcmo.ability_used = True
        self.add_log(QT_TRANSLATE_NOOP("game", "{company} lays the Copper Canyon tile for {price}"),
                     company=turn.op.sym, price=self.money(cost))
        # The errata closes KCM&O when #470 is laid (A-01, G-32); the option keeps
        # the printed 1.63 text, under which it stays open until Phase 5.
        if self.gx or KCMO_STAYS_OPEN not in self.options:
            self.close_company(kcmo)
        if not self.may_lay_track(turn):
            turn.next_step()  # the Copper Canyon lay was the last one of the step

    def lay_actions(self, turn) -> list[Action]:
        out = super().lay_actions(turn)
        if self.owns_copper_canyon_lay(turn.op):
            out.extend(self.copper_canyon_actions(turn))
        return out

    def copper_canyon_actions(self, turn) -> list[Action]:
        out = []
        for option in self.board.lay_options(
            turn.op.sym, colors=self.colors(), new_lay=True, upgrade=False, special="KCMO"
        ):
            if option.cost > turn.op.cash:
                continue
            for rot in option.rotations:
                out.append(
                    act(
                        "lay_tile",
                        turn.op.sym,
                        hex=option.hex,
                        tile=option.tile,
                        rotation=rot,
                        special="KCMO",
                    )
                )
        return out

    def train_limit(self, op: Operator) -> int:
        limit = super().train_limit(op)
        if op.sym == NDM and (self.gx or (self.phase.name != "2" and self.phase.name != "3")):
            limit += 1  # R-121 / G-38
        return limit

    def train_rusts(self, train) -> bool:
        # O-3: the built-in 2-trains stay while the minors exist
        return not ("delay_minor_close" in self.options and train.owner in self.minors)

    def rust_trains(self, name: str) -> None:
        if "hard_rust_t4" in self.options:
            for t in self.depot.trains:
                if t.obsolete_on == name and t.owner != "@scrapped":
                    self.scrap_train(t)  # O-4
        super().rust_trains(name)

    def inter_company_price_range(self, buyer, seller, train):
        if NDM in (buyer.sym, seller.sym):
            return train.price, train.price  # NdM trades trains at face value
        return super().inter_company_price_range(buyer, seller, train)

    def may_buy_train(self, turn) -> bool:
        if super().may_buy_train(turn):
            return True
        if not (self.gx and turn.op.sym == NDM and self.has_room(turn.op)):
            return False
        # 18xx.games offers NdM the step whenever another company has a train, though
        # NdM may only pay face value for it.
        return turn.op.cash >= 1 and any(
            t for c in self.corporations.values() if c is not turn.op and not c.removed
            for t in c.trains if not t.obsolete
        )

    def after_train_bought(self, op: Operator, train, seller: str) -> None:
        for mnr in self.closed_by_first_train(op):
            self.close_company(mnr)  # MNR closes when NdM buys a train

    def closed_by_first_train(self, op: Operator) -> list[Company]:
        """R-085: MNR closes when NdM buys its first train."""
        mnr = self.companies.get("MNR")
        return [mnr] if op.sym == NDM and mnr and not mnr.closed else []

    def train_event(self, kind: str, train) -> None:
        if kind == "minors_closed" and "delay_minor_close" not in self.options:
            self.close_minors()
        elif kind == "close_companies":
            for company in self.companies.values():
                if company.kind == "private" and not company.closed:
                    self.close_company(company)
        elif kind == "ndm_merger":
            merger.start(self)

    # ----------------------------------------------------------------- companies

    def close_company(self, company: Company) -> None:
        company.closed = True
        if company.owner in self.corporations:
            self.corporations[company.owner].companies.remove(company.sym)
        self.add_log(QT_TRANSLATE_NOOP("game", "{private} closes"), private=company.sym)

    def close_minors(self) -> None:
        """Phase 3½: minors close and trade in (R-177…R-179, G-39)."""
        self.minors_closed = True
        for sym, minor in self.minors.items():
            company = self.companies[sym]
            if minor.owner:
                self.share_by_id(TRADE_INS[sym]).owner = minor.owner
                self.share_by_id(TRADE_INS[sym]).reserved = False
                target = self.corporations[MINOR_MONEY_TO[sym]]
                if minor.cash:
                    self.pay(minor, target, minor.cash)
            for train in list(minor.trains):
                self.scrap_train(train)
            for hex_, index in self.board.tokens_of(sym):
                self.board.remove_token(sym, hex_, index)
            self.board.release_reservation(sym)
            minor.closed = True
            company.closed = True
            self.add_log(QT_TRANSLATE_NOOP("game", "Minor {minor} closes"), minor=sym)
        for corp_sym in (NDM, UDY):
            corp = self.corporations[corp_sym]
            if corp.president:
                self.check_presidency(corp)
            was_floated = corp.floated
            self.check_float(corp)
            if corp.floated and not was_floated and self.round.kind == "operating":
                self.round.excluded.add(corp.sym)

    def companies_for_sale_between_players(self, pid: str) -> list[Company]:
        if self.gx and not self.phases.has("can_buy_companies_from_other_players"):
            return []
        if self.player(pid).cash < 1 or self.cert_count(pid) >= self.cert_limit(pid):
            return []  # the private would take the buyer over the limit
        out = []
        for company in self.companies.values():
            if company.closed or company.kind != "private" or company.owner in (None, pid):
                continue
            if not self.is_player(company.owner):
                continue  # a private owned by a company is never sold again
            if self.gx and company.sym in ("MNR", "MIR"):
                continue  # G-24: 18xx.games blocks both
            out.append(company)
        return out

    def private_bids(self) -> dict[str, dict[str, int]]:
        """Bids standing on unsold privates, and an auction's current bids (R-009, R-015)."""
        bids = {sym: dict(by) for sym, by in self.sale.bids.items() if by}
        if self.sale.auction is not None:
            bids[self.sale.auction.company] = dict(self.sale.auction.bids)
        return bids

    def private_sales_on_sellers_turn(self, pid: str) -> list:
        if self.gx:
            return []  # G-24: only on the buyer's turn
        return [
            (company, other.id)
            for company in self.companies.values()
            if company.owner == pid and company.kind == "private" and not company.closed
            for other in self.players
            if other.id != pid and other.cash >= 1
            and self.cert_count(other.id) < self.cert_limit(other.id)
        ]

    def buyable_companies(self, corp: Operator) -> list[Company]:
        return company_purchase.buyable(self, corp)
