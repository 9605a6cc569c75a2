"""One operating turn of a minor or major company, step by step (R-092)."""

from __future__ import annotations

from gamedesk.engine.actions import Action, act
from gamedesk.engine.entities import Corporation, Minor, Operator
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.trains import DEPOT, POOL as TRAIN_POOL

OPTIONAL = ("track", "token", "buy_train", "buy_company")
# The steps of a turn in order; a company's turn ends at "done".
STEPS = (
    "home",
    "mail",
    "track",
    "token",
    "routes",
    "dividend",
    "obsolete",
    "buy_train",
    "buy_company",
    "done",
)


class OperatingTurn:
    def __init__(self, game, round_, op: Operator) -> None:
        self.game = game
        self.round = round_
        self.op = op
        self.step = "home"
        self.lays: list[str] = []  # "lay" / "upgrade", in order
        self.special_lays: set[str] = set()
        self.routes: list = []
        self.revenue = 0
        self.ran = False
        self.bank_trains_bought = 0
        self.first_turn = not op.operated
        self.emergency = False  # the president is raising cash for a forced purchase
        self.contributed = False
        self.placed_station = False

    @property
    def is_minor(self) -> bool:
        return isinstance(self.op, Minor)

    def owner(self) -> str | None:
        return self.op.owner if self.is_minor else self.op.president

    # ----------------------------------------------------------------- flow

    def advance(self) -> bool:
        """Run automatic steps; True when the turn is over."""
        g = self.game
        while True:
            if g.interrupts or g.finished:
                return False
            step = self.step
            if step == "done":
                return True
            handler = getattr(self, f"auto_{step}")
            if not handler():
                return False

    def next_step(self) -> None:
        self.step = STEPS[STEPS.index(self.step) + 1]

    def active_entities(self) -> list[str]:
        if self.emergency:
            return [self.op.sym, self.owner()]
        return [self.op.sym]

    # ----------------------------------------------------------------- automatic parts

    def auto_home(self) -> bool:
        if not self.op.home_placed and self.op.home:
            self.game.place_home_token(self.op)
        self.next_step()
        return True

    def auto_mail(self) -> bool:
        if not self.is_minor:
            self.game.pay_mail(self.op)
        self.next_step()
        return True

    def auto_track(self) -> bool:
        if self.game.may_lay_track(self):
            return False
        self.next_step()
        return True

    def auto_token(self) -> bool:
        if not self.is_minor and self.game.may_place_token(self.op):
            return False
        self.next_step()
        return True

    def auto_routes(self) -> bool:
        if self.game.runnable_trains(self.op):
            return False
        self.op.last_revenue = 0
        self.next_step()
        return True

    def auto_dividend(self) -> bool:
        if self.is_minor:
            self.game.pay_minor(self.op, self.revenue)
            self.next_step()
            return True
        if self.revenue > 0:
            return False
        self.game.withhold(self.op, 0)  # no run: the price still moves left (R-111, G-34)
        self.next_step()
        return True

    def auto_obsolete(self) -> bool:
        self.game.remove_obsolete(self.op)
        self.next_step()
        return True

    def auto_buy_train(self) -> bool:
        if not self.is_minor and self.game.must_buy_train(self):
            self.emergency = self.game.president_must_raise_cash(self) > 0
            return False
        if not self.is_minor and self.game.may_buy_train(self):
            return False
        self.next_step()
        return True

    def auto_buy_company(self) -> bool:
        if not self.is_minor and self.game.buyable_companies(self.op):
            return False
        self.next_step()
        return True

    # ----------------------------------------------------------------- actions

    def process(self, action: Action) -> None:
        handler = getattr(self, f"do_{action.type}", None)
        if handler is None:
            raise IllegalAction(f"{action.type} is not possible now ({self.step} step)", "R-092")
        president_acts = action.entity == self.owner() and self.op.sym != self.owner()
        if president_acts and action.type not in ("sell_shares", "sell_company"):
            raise IllegalAction(f"{self.op.sym} acts, not its president", "turn")
        handler(action)

    def do_pass(self, action: Action) -> None:
        if self.step == "buy_train" and self.game.must_buy_train(self):
            raise IllegalAction(f"{self.op.sym} has no train and must buy one", "R-129")
        if self.step == "routes":
            self.game.check_route_choice(self, [])  # a minor must run
            self.routes, self.revenue, self.ran = [], 0, True
            self.op.last_revenue = 0
        elif self.step not in OPTIONAL:
            raise IllegalAction(f"the {self.step} step cannot be skipped", "R-092")
        self.next_step()

    def do_lay_tile(self, action: Action) -> None:
        if self.step != "track":
            raise self.game.late_lay_refusal(self, action)
        self.game.lay_tile(self, action)

    def do_place_token(self, action: Action) -> None:
        if self.step not in ("track", "token"):
            if self.placed_station:
                raise IllegalAction("a company places at most one station a turn", "R-100")
            raise IllegalAction("stations are placed after track, before routes", "R-092")
        self.step = "token"
        self.placed_station = True  # one station per turn
        self.game.place_token(self.op, action)
        self.next_step()

    def do_run_routes(self, action: Action) -> None:
        if self.step not in ("track", "token", "routes"):
            raise IllegalAction("routes are run once, after track and stations", "R-092")
        if not self.game.runnable_trains(self.op):  # the turn has no routes step
            raise IllegalAction(f"{self.op.sym} has no train to run", "R-092")
        self.step = "routes"
        self.routes, self.revenue = self.game.run_routes(self, action)
        self.op.last_revenue = self.revenue
        self.ran = True
        self.next_step()

    def do_dividend(self, action: Action) -> None:
        if self.step != "dividend":
            raise IllegalAction("there is no revenue to distribute now", "R-112")
        kind = action["kind"]
        if kind == "payout":
            self.game.payout(self.op, self.revenue)
        elif kind == "withhold":
            self.game.withhold(self.op, self.revenue)
        else:
            raise IllegalAction(f"{kind!r}: pay out or withhold; no half payouts", "R-109")
        self.next_step()

    def do_buy_train(self, action: Action) -> None:
        if self.is_minor:
            raise IllegalAction("minors never buy trains", "R-090")
        if STEPS.index(self.step) < STEPS.index("dividend"):
            raise IllegalAction("trains are bought after running and paying", "R-123")
        if STEPS.index(self.step) > STEPS.index("buy_train"):
            raise IllegalAction("the train purchases of this turn are over", "R-092")
        if self.step == "dividend":
            raise IllegalAction("decide the dividend first", "R-112")
        self.step = "buy_train"
        self.game.buy_train(self, action)

    def do_sell_shares(self, action: Action) -> None:
        if not self.emergency:
            raise IllegalAction("shares are sold in stock rounds", "R-132")
        self.game.emergency_sell(self, action)

    def do_buy_company(self, action: Action) -> None:
        if self.is_minor:
            raise IllegalAction("minors never buy private companies", "R-090")
        self.game.company_bought_by_corporation(self.op, action)

    def do_discard_train(self, action: Action) -> None:
        raise IllegalAction("trains are discarded only down to the train limit", "R-122")

    def do_sell_company(self, action: Action) -> None:
        raise IllegalAction(
            "privates are traded only in stock rounds, never for emergency cash", "R-133"
        )

    def do_bankrupt(self, action: Action) -> None:
        self.game.declare_bankruptcy(self, action)

    # ----------------------------------------------------------------- what may be done

    def legal_actions(self) -> list[Action]:
        g, sym = self.game, self.op.sym
        out: list[Action] = []
        if self.step == "track":
            out.extend(g.lay_actions(self))
        if self.step in ("track", "token") and not self.is_minor:
            out.extend(g.token_actions(self.op))
        if self.step == "routes":
            out.extend(g.route_actions(self))
        if self.step == "dividend":
            out += [act("dividend", sym, kind="payout"), act("dividend", sym, kind="withhold")]
        if self.step == "buy_train":
            out.extend(g.train_actions(self))
            if self.emergency:
                pid = self.owner()
                for bundle, percent in g.emergency_sales(self):
                    fields = {"percent": percent} if percent is not None else {}
                    out.append(act("sell_shares", pid, shares=[s.id for s in bundle], **fields))
                # Also while sales remain, if even all of them cannot raise the
                # money: the engine then sells what it can and declares.
                if g.bankruptcy_refusal(self) is None:
                    out.append(act("bankrupt", sym))
        if not self.is_minor:
            out.extend(g.company_purchase_actions(self.op))
        if self.step in OPTIONAL and not (self.step == "buy_train" and g.must_buy_train(self)):
            out.append(act("pass", sym))
        if self.step == "routes" and self.may_skip_routes():
            out.append(act("pass", sym))
        return out

    def may_skip_routes(self) -> bool:
        try:
            self.game.check_route_choice(self, [])
        except IllegalAction:
            return False
        return True


def train_owner_label(owner: str) -> str:
    return {DEPOT: "the bank", TRAIN_POOL: "the open market"}.get(owner, owner)


__all__ = ["Corporation", "OperatingTurn", "train_owner_label"]
