"""Buying trains, phases, rusting, forced purchases and bankruptcy."""

from __future__ import annotations

from gamedesk.engine.actions import Action, act
from gamedesk.engine.entities import Corporation, Operator
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.interrupts import DiscardTrains
from gamedesk.engine.messages import QT_TRANSLATE_NOOP, Msg, a_train, msg, trains
from gamedesk.engine.trains import DEPOT, POOL, Train


class TrainRules:
    """Mixed into Game. Titles override single methods."""

    # ----------------------------------------------------------------- limits

    def counted_trains(self, op: Operator) -> list[Train]:
        counts_obsolete = self.data.game["rules"].get("obsolete_trains_count_for_limit", False)
        if self.rulebook:
            counts_obsolete = True  # RB 4.3.4(g) reads "owns this maximum number"
        return [t for t in op.trains if counts_obsolete or not t.obsolete]

    def has_room(self, op: Operator) -> bool:
        return len(self.counted_trains(op)) < self.train_limit(op)

    def bank_train_allowed(self, turn) -> bool:
        limited = self.phases.has("limited_train_buy")
        return not (limited and turn.bank_trains_bought >= 1)

    # ----------------------------------------------------------------- offers

    def buyable_trains(self, turn) -> list[tuple[Train, int, int]]:
        """(train, min price, max price) the operating company may buy now."""
        op = turn.op
        out = []
        if self.bank_train_allowed(turn):
            first = self.depot.next_from_ipo()
            if first:
                out.append((first, first.price, first.price))
            for t in self.depot.pool_trains():
                if not t.obsolete:
                    out.append((t, t.price, t.price))
        # the treasury alone may still buy from another company; 18xx.games
        # allows no such purchase once the president must help (G-36).
        if not (self.gx and self.contributing(turn)):
            for other in self.corporations.values():
                if other is op or other.removed or other.closed:
                    continue
                for t in other.trains:
                    if t.obsolete:
                        continue
                    low, high = self.inter_company_price_range(op, other, t)
                    out.append((t, low, high))
        return out

    def inter_company_price_range(self, buyer: Operator, seller: Operator, t: Train):
        return 1, max(buyer.cash, 1)

    def may_buy_train(self, turn) -> bool:
        if not self.has_room(turn.op):
            return False
        return any(low <= turn.op.cash for _, low, _ in self.buyable_trains(turn))

    def must_buy_train(self, turn) -> bool:
        op = turn.op
        if op.trains or not isinstance(op, Corporation):
            return False
        if not (self.depot.next_from_ipo() or self.depot.pool_trains()):
            return False  # nothing to buy from the bank
        return self.has_route(op)

    def has_route(self, op: Operator) -> bool:
        """A station reaches a second stop: a train could run (R-129)."""
        return len(self.board.reach(op.sym).nodes) >= 2

    def contributing(self, turn) -> bool:
        """The president must help pay: the company can't afford the cheapest bank train."""
        if not self.must_buy_train(turn):
            return False
        return turn.op.cash < self.cheapest_bank_train_price()

    def cheapest_bank_train_price(self) -> int:
        prices = [t.price for t in self.depot.pool_trains() if not t.obsolete]
        first = self.depot.next_from_ipo()
        if first:
            prices.append(first.price)
        return min(prices)

    def train_actions(self, turn) -> list[Action]:
        out = []
        if not self.has_room(turn.op):
            return out
        contributing = self.contributing(turn)
        cheapest = self.cheapest_bank_train_price() if contributing else None
        president_cash = self.player(turn.op.president).cash if contributing else 0
        for t, low, _high in self.buyable_trains(turn):
            if low <= turn.op.cash:
                out.append(act("buy_train", turn.op.sym, train=t.id, price=low))
            elif (
                contributing
                and t.owner in (DEPOT, POOL)
                and t.price == cheapest
                and turn.op.cash + president_cash >= t.price
            ):
                out.append(act("buy_train", turn.op.sym, train=t.id, price=t.price))
        return out

    # ----------------------------------------------------------------- buying

    def check_variant(self, train: Train, action: Action) -> None:
        """A train bought with a `variant` names a side of its card, chosen only
        when the bank sells it (a card already sold keeps its side)."""
        variant = action.get("variant")
        if variant is None or variant == train.name:
            return
        kind = train.id.rpartition("-")[0]
        sides = {kind}
        for entry in self.data.game["trains"]:
            if entry["name"] == kind:
                sides |= {v["name"] for v in entry.get("variants", [])}
        if variant not in sides or train.owner != DEPOT:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "train {id} has no side {variant!r} to choose"),
                "entity", id=train.id, variant=variant,
            )

    def buy_train(self, turn, action: Action) -> None:
        op = turn.op
        train = self.depot.by_id.get(action["train"])
        if train is None:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "no train {train!r}"),
                "entity", train=action['train'],
            )
        self.check_variant(train, action)
        if not self.has_room(op):
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "{company} is at its train limit"),
                "R-118", company=op.sym,
            )
        offer = next((o for o in self.buyable_trains(turn) if o[0] is train), None)
        if offer is None:
            why = self.why_not_buyable(turn, train)
            said = why if type(why) is str else why[0]  # the template of a Msg
            rule = (  # the rule that forbids it: obsolete, per-turn cap, contribution, order
                "R-128"
                if train.obsolete
                else "R-117"
                if said.startswith("only one train")
                else "R-131"
                if said.startswith("with the president")
                else "R-113"
            )
            raise IllegalAction(why, rule)
        price = int(action["price"])
        _, low, high = offer
        if not low <= price <= max(high, low):
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "{id} costs between {low} and {high}"),
                "R-115", id=train.id, low=low, high=high,
            )
        seller = train.owner
        self.pay_for_train(turn, price, seller)
        self.give_train(train, op.sym)
        if seller in (DEPOT, POOL):
            turn.bank_trains_bought += 1
        bank = msg(QT_TRANSLATE_NOOP("game", "the bank"))
        self.add_log(
            QT_TRANSLATE_NOOP("game", "{company} buys {train} from {seller} for {price}"),
            company=op.sym, train=a_train(train.name),
            seller=bank if seller in (DEPOT, POOL) else seller, price=self.money(price),
            )
        if seller == DEPOT:
            self.train_left_depot(train)
        self.after_train_bought(op, train, seller)
        self.queue_discards()
        turn.emergency = False
        # After a president's contribution only one train may be bought.
        if turn.contributed or not self.may_buy_train(turn):
            turn.next_step()

    def why_not_buyable(self, turn, train: Train) -> str | Msg:
        if train.obsolete:
            return msg(QT_TRANSLATE_NOOP("game", "{train} is obsolete and cannot be bought"),
                       train=train.id)
        if train.owner == DEPOT:
            first = self.depot.next_from_ipo()
            if first and first.name != train.name:
                return msg(QT_TRANSLATE_NOOP("game", "the bank sells {first} before {later}"),
                           first=trains(first.name), later=trains(train.name))
            if not self.bank_train_allowed(turn):
                return QT_TRANSLATE_NOOP(
                    "game", "only one train a turn from the bank in this phase")
        if turn.emergency or self.contributing(turn):
            return QT_TRANSLATE_NOOP(
                "game", "with the president's help only the cheapest bank train may be bought")
        return msg(QT_TRANSLATE_NOOP("game", "{train} is not for sale to {company}"),
                   train=train.id, company=turn.op.sym)

    def pay_for_train(self, turn, price: int, seller: str) -> None:
        op = turn.op
        payee = self.bank if seller in (DEPOT, POOL) else self.operator(seller)
        if op.cash >= price:
            self.pay(op, payee, price)
            return
        if not self.contributing(turn):
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "{company} has only {amount}"),
                "R-155", company=op.sym, amount=self.money(op.cash),
            )
        if price != self.cheapest_bank_train_price():
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "with the president's help only the cheapest train"),
                "R-131",
            )
        president = self.player(op.president)
        need = price - op.cash
        if president.cash < need:
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "game",
                    "the president must raise {amount} by selling shares first",
                ),
                "R-132", amount=self.money(need),
            )
        self.pay(president, op, need)  # the treasury ends at exactly $0
        self.pay(op, payee, price)
        turn.contributed = True
        self.add_log(QT_TRANSLATE_NOOP("game", "{player} contributes {amount}"),
                     player=president.name, amount=self.money(need))

    def train_left_depot(self, train: Train) -> None:
        copy = int(train.id.rsplit("-", 1)[1])
        first_of_name = train.name not in self.depot.bought_names
        self.depot.bought_names.add(train.name)
        if first_of_name:
            target = self.phases.triggered_by(train.name)
            if target is not None:
                self.change_phase(target)
            self.rust_trains(train.name)
        for event in self.train_events(train.name):
            if event["on_copy"] == copy:
                self.train_event(event["type"], train)

    def train_events(self, name: str) -> list[dict]:
        for entry in self.data.game["trains"]:
            if entry["name"] == name:
                return entry.get("events", [])
        return []

    def change_phase(self, index: int) -> None:
        self.phases.index = index
        self.add_log(QT_TRANSLATE_NOOP("game", "Phase {phase} begins"), phase=self.phase.name)
        self.on_phase_change()

    def on_phase_change(self) -> None:
        pass

    def rust_trains(self, name: str) -> None:
        for t in self.depot.trains:
            if t.owner == "@scrapped":
                continue
            if t.rusts_on == name and self.train_rusts(t):
                self.scrap_train(t)
            elif t.obsolete_on == name:
                self.make_obsolete(t)

    def train_rusts(self, train: Train) -> bool:
        return True

    def make_obsolete(self, train: Train) -> None:
        if train.owner in (DEPOT, POOL):
            self.scrap_train(train)  # the market's copies leave at once
        else:
            train.obsolete = True

    def remove_obsolete(self, op: Operator) -> None:
        for t in [t for t in op.trains if t.obsolete]:
            self.scrap_train(t)
            self.add_log(
                QT_TRANSLATE_NOOP("game", "{company}'s obsolete {train}-train is removed"),
                company=op.sym, train=t.name)

    def train_event(self, kind: str, train: Train) -> None:
        pass

    def after_train_bought(self, op: Operator, train: Train, seller: str) -> None:
        pass

    def queue_discards(self) -> None:
        for op in self.operators():
            if op.closed or getattr(op, "removed", False):
                continue
            excess = len(self.counted_trains(op)) - self.train_limit(op)
            if excess > 0 and not any(
                isinstance(i, DiscardTrains) and i.op is op for i in self.interrupts
            ):
                self.interrupts.append(DiscardTrains(self, op))

    def discard_train(self, op: Operator, train_id: str) -> None:
        train = next((t for t in op.trains if t.id == train_id), None)
        if train is None:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "{company} has no train {train_id}"),
                "R-120", company=op.sym, train_id=train_id,
            )
        self.give_train(train, POOL)
        self.add_log(QT_TRANSLATE_NOOP("game", "{company} discards {train} to the open market"),
                     company=op.sym, train=a_train(train.name))

    # ----------------------------------------------------------------- emergency

    def president_must_raise_cash(self, turn) -> int:
        """What the president still lacks to help buy the cheapest train (R-130…R-132)."""
        if not self.contributing(turn):
            return 0
        need = self.cheapest_bank_train_price() - turn.op.cash
        return max(need - self.player(turn.op.president).cash, 0)

    def emergency_sales(self, turn) -> list[tuple[list, int | None]]:
        """The sales the president may make now (R-132), as (certificates, percent)."""
        pid = turn.op.president
        out = []
        for corp in self.corporations.values():
            for shares, percent in self.sale_bundles(pid, corp):
                try:
                    self.check_emergency_sale(turn, corp, shares, percent)
                except IllegalAction:
                    continue
                out.append((shares, percent))
        return out

    def sale_bundles(self, pid: str, corp) -> list[tuple[list, int | None]]:
        """Every sale of `corp` that `pid` could make, smallest first: the smaller
        certificates first, and, for its president, every 10% step that hands the
        president's certificate on (R-037). `percent` is None for whole certificates."""
        held = sorted(corp.shares_of(pid), key=lambda s: (s.president, -s.percent, s.index))
        out: list[tuple[list, int | None]] = [(held[:n], None) for n in range(1, len(held) + 1)]
        if held and held[-1].president:
            plain = sum(s.percent for s in held[:-1])
            total = plain + held[-1].percent
            steps = range((plain // 10 + 1) * 10, total, 10)
            out += [(held, pct) for pct in steps]
        return sorted(out, key=lambda b: b[1] if b[1] is not None else sum(s.percent for s in b[0]))

    def check_emergency_sale(self, turn, corp, shares: list, percent: int | None = None) -> None:
        pid = turn.op.president
        lacking = self.president_must_raise_cash(turn)
        if lacking <= 0:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "the president has enough cash; nothing needs selling"),
                "R-132",
            )
        self.check_sale(pid, corp, shares, emergency=True, percent=percent)
        total = percent if percent is not None else sum(s.percent for s in shares)
        if corp is turn.op:
            left = corp.percent_of(pid) - total
            others = max((corp.percent_of(p.id) for p in self.players if p.id != pid), default=0)
            if others > left:
                raise IllegalAction(
                    QT_TRANSLATE_NOOP(
                        "game",
                        "selling that would hand {company} to another president",
                    ),
                    "R-132", company=corp.sym,
                )
        price = self.share_price(corp)
        if percent is not None:
            less = percent - 10 if percent > 10 else 0
        else:
            less = sum(sorted(s.percent for s in shares)[1:]) if shares[1:] else 0
        if less and self.sale_proceeds(price, less) >= lacking:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "sell only what is needed to raise the money"),
                "R-132",
            )

    def emergency_sell(self, turn, action: Action) -> None:
        if action.entity != turn.op.president:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "only the president raises cash for the company"),
                "R-132",
            )
        shares = [self.share_by_id(s) for s in action["shares"]]
        if not shares:
            raise IllegalAction(QT_TRANSLATE_NOOP("game", "sell at least one certificate"), "R-132")
        corp = self.corporation(shares[0].corp)
        percent = action.get("percent")
        self.check_emergency_sale(turn, corp, shares, percent)
        self.sell_shares(action.entity, corp, shares, percent=percent)
        turn.emergency = self.president_must_raise_cash(turn) > 0

    def bankruptcy_refusal(self, turn) -> IllegalAction | None:
        """Why the president may not declare bankruptcy now (None: they may)."""
        if not isinstance(turn.op, Corporation) or not self.must_buy_train(turn):
            return IllegalAction(
                QT_TRANSLATE_NOOP(
                    "game",
                    "bankruptcy is only declared for a forced train purchase",
                ),
                "R-134",
            )
        if self.president_must_raise_cash(turn) <= 0:
            return IllegalAction(
                QT_TRANSLATE_NOOP("game", "the president can pay for the train"),
                "R-134",
            )
        if self.most_raisable(turn) >= self.president_must_raise_cash(turn):
            return IllegalAction(
                QT_TRANSLATE_NOOP("game", "selling shares would still raise the money"),
                "R-134",
            )
        return None

    def declare_bankruptcy(self, turn, action: Action) -> None:
        refusal = self.bankruptcy_refusal(turn)
        if refusal is not None:
            raise refusal
        self.sell_everything(turn)  # what could be sold is sold, prices drop (G-37)
        self.bankrupt_player(self.player(turn.op.president))

    def most_raisable(self, turn) -> int:
        """Cash the president could raise: one batch per company, each at today's price
        (prices fall only after a sale, so one batch raises the most)."""
        total = 0
        for corp in self.corporations.values():
            batch = self._largest_dump(turn, corp)
            if batch is not None:
                total += self.sale_proceeds(self.share_price(corp), batch[2])
        return total

    def sell_everything(self, turn) -> None:
        """Sell every share the president may sell, largest legal batch first; a
        batch may hand another company's presidency on (R-037, R-132, R-134)."""
        pid = turn.op.president
        for corp in list(self.corporations.values()):
            while (batch := self._largest_dump(turn, corp)) is not None:
                shares, percent, _ = batch
                self.sell_shares(pid, corp, shares, percent=percent)

    def _largest_dump(self, turn, corp) -> tuple[list, int | None, int] | None:
        """(certificates, percent, percent sold) of the largest sale allowed, or None."""
        pid = turn.op.president
        for shares, percent in reversed(self.sale_bundles(pid, corp)):
            if self._may_dump(turn, corp, shares, percent):
                sold = percent if percent is not None else sum(s.percent for s in shares)
                return shares, percent, sold
        return None

    def _may_dump(self, turn, corp, shares: list, percent: int | None = None) -> bool:
        pid = turn.op.president
        try:
            self.check_sale(pid, corp, shares, emergency=True, percent=percent)
        except IllegalAction:
            return False
        if corp is turn.op:
            sold = percent if percent is not None else sum(s.percent for s in shares)
            left = corp.percent_of(pid) - sold
            others = max((corp.percent_of(p.id) for p in self.players if p.id != pid), default=0)
            return others <= left
        return True

    def bankrupt_player(self, player) -> None:
        """R-134, R-135: the player forfeits all cash and the game ends at once."""
        player.bankrupt = True
        if player.cash:
            self.pay(player, self.bank, player.cash)
        self.add_log(QT_TRANSLATE_NOOP("game", "{player} is bankrupt"), player=player.name)
        self.end_game("bankrupt")
