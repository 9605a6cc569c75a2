"""The 1822MX operating round (§2.4, §2.5): privates and concessions pay, then
minors, majors and the NdeM operate, each turn a fixed order of steps (R-093).

A later step's action skips the optional steps before it; a skipped step
cannot be taken up again.
"""

from __future__ import annotations

from gamedesk.engine.actions import Action, act
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.operating_order import floated_companies, minors_then_majors_by_price
from gamedesk.engine.rounds.base import Round
from gamedesk.titles.g1822mx import (
    acquisitions,
    cubes,
    destinations,
    discards,
    dividends,
    homes,
    legal,
    mexico_city,
    ndem,
    privates,
    shares_issue,
    track,
    train_buying,
)
from gamedesk.titles.g1822mx.choose_round import DOUBLE
from gamedesk.titles.g1822mx.ndem import NDEM
from gamedesk.titles.g1822mx.privates import (
    acquire_private,
    pay_revenues,
    track_privates,
)
from gamedesk.titles.g1822mx.privatisation import Privatisation
from gamedesk.titles.g1822mx.trains import SPECIALS

STEPS = ("home", "housekeeping", "acquire", "track", "destination", "token", "routes",
         "dividend",
         "buy_train", "acquire_minor", "issue", "done")
NDEM_STEPS = ("track", "routes", "dividend", "done")
SKIPPABLE = ("housekeeping", "acquire", "track", "destination", "token", "buy_train",
             "acquire_minor", "issue")


def operating_order(game) -> list[str]:
    """Minors, then majors, by price (top of stack first), then the NdeM (R-091)."""
    ops = [c for c in floated_companies(game) if c.sym != NDEM]
    return minors_then_majors_by_price(game, ops) + ([NDEM] if ndem.is_open(game) else [])


class OperatingRound1822(Round):
    kind = "operating"
    name = "Operating Round"

    def __init__(self, game, number: int) -> None:
        super().__init__(game)
        self.number = number
        self.done: list[str] = []
        self.turn: CompanyTurn | None = None
        self.privatisation: Privatisation | None = None
        self.started = False

    def companies_in_order(self) -> list[str]:
        return self.game.operating_order_rule(self.game)

    def next_operator(self) -> str | None:
        # chosen when the previous company is done. (The inventory's §4.3 says
        # 18xx.games fixes the order at the start; its log 123055 shows otherwise.)
        return next((s for s in self.companies_in_order() if s not in self.done), None)

    def advance(self) -> bool:
        g = self.game
        if not self.started:
            self.started = True
            pay_revenues(g)
        while not g.finished:
            if discards.over_limit(g) is not None:
                return False  # the discard comes first
            if self.privatisation is not None:
                if not self.privatisation.done:
                    return False
                self.privatisation = None
            if self.turn is None:
                if g.privatisation_due and ndem.is_open(g):
                    g.privatisation_due = False  # its final operation first
                    self.turn = CompanyTurn(g, g.corporations[NDEM], final=True)
                else:
                    sym = self.next_operator()
                    if sym is None:
                        return True
                    self.turn = CompanyTurn(g, g.corporations[sym])
            if not self.turn.advance():
                return False
            if self.turn.final:
                self.privatisation = Privatisation(g)
            else:
                self.done.append(self.turn.op.sym)
            self.turn = None
        return False

    def active_entities(self) -> list[str]:
        over = discards.over_limit(self.game)
        if over is not None:
            return [over.sym]
        if self.privatisation is not None:
            return [NDEM]
        if self.turn is None:
            return []
        if self.turn.consent is not None:
            return [self.turn.consent.player]  # the controlling player answers
        if self.turn.step == "buy_train" and train_buying.needs_director(self.game, self.turn.op):
            return [self.turn.op.sym, self.turn.op.president]
        if self.turn.using_p9_alone():
            return ["P9", self.turn.op.sym]  # its extra builds go on together
        return [self.turn.op.sym]

    def legal_actions(self) -> list[Action]:
        over = discards.over_limit(self.game)
        if over is not None:
            return discards.legal_discards(self.game, over)
        if self.privatisation is not None:
            return self.privatisation.legal_actions()
        if self.turn is not None and self.turn.consent is not None:
            pid = self.turn.consent.player
            return [act("choose", pid, choice=c) for c in (mexico_city.CONSENT, mexico_city.REFUSE)]
        return self.turn.legal_actions() if self.turn else []

    def process(self, action: Action) -> None:
        if (action.type == "choose" and action.get("choice") == DOUBLE
                and self.game.is_player(action.entity)):
            raise IllegalAction("P7's double cash is declared after a stock round, and only "
                                "where it changes the player order", "R-081")
        over = discards.over_limit(self.game)
        if over is not None:
            discards.discard(self.game, over, action)
            return
        if self.privatisation is not None:
            self.privatisation.process(action)
            return
        if self.turn is None:
            raise IllegalAction("nobody is operating", "turn")
        self.require_active(action.entity)
        if self.turn.consent is not None:
            self.turn.answer_consent(action)
            return
        self.turn.process(action)

    def order(self) -> list[str]:
        """Those done, the one operating, then the rest as they stand now (a company
        started or moved during the round may come before the one operating)."""
        current = [self.turn.op.sym] if self.turn is not None else []
        rest = [s for s in self.companies_in_order() if s not in self.done and s not in current]
        return self.done + current + rest

    def step_id(self) -> str:
        if discards.over_limit(self.game) is not None:
            return "discard_trains"
        if self.privatisation is not None:
            return "privatisation"
        return self.turn.step if self.turn is not None else self.kind

    def operating(self):
        return self.turn.op if self.turn is not None else None

    def has_operated(self, sym: str) -> bool:
        return sym in self.done

    def run_revenue(self) -> int | None:
        return self.turn.revenue if self.turn is not None else None


class CompanyTurn:
    """One company's turn: its steps in order (R-093)."""

    def __init__(self, game, op, final: bool = False) -> None:
        self.game = game
        self.op = op
        self.final = final  # the NdeM's last operation before its privatisation
        self.is_ndem = op.sym == NDEM
        self.is_minor = op.kind == "minor"
        self.steps = NDEM_STEPS if self.is_ndem else STEPS
        self.step = self.steps[0]
        self.first_turn = not op.operated
        self.lays: list[str] = []
        self.revenue = 0
        self.earned: dict[str, int] = {}
        self.mail = 0
        self.raising = False  # the director has sold in emergency money raising
        self.emergency_prices: dict[str, int] = {}  # each company's price as the raising began
        self.special_choice: str | None = None
        self.bought_housekeeping = False
        self.acquiring = None  # the minor being acquired
        self.token_choice_due = False
        self.payment: str | None = None
        self.p9_builds: list[str] = []  # extra builds made with P9 this turn
        self.pullman_on = None  # the train the Pullman rides on this run
        self.ndem_builders: list[str] | None = None  # R-241, fixed when building starts
        self.builder = 0  # index of the shareholder building for the NdeM now
        self.consent = None  # a lay beside Mexico City waiting for consent
        self.consent_granted = False
        self.refused_sales: set[str] = set()  # minors whose directors said no

    def next_step(self) -> None:
        self.step = self.steps[self.steps.index(self.step) + 1]

    def skip_to(self, step: str, rule: str = "R-093") -> None:
        """Move forward to `step`, passing the optional steps in between."""
        if step == self.step:
            return
        if step not in self.steps or self.steps.index(step) < self.steps.index(self.step):
            raise IllegalAction(f"that comes before the {self.step} step: too late now", rule)
        while self.step != step:
            if self.step not in SKIPPABLE:
                raise IllegalAction(f"the {self.step} step comes first", rule)
            self.next_step()

    # ----------------------------------------------------------------- automatic parts

    def advance(self) -> bool:
        while True:
            if self.game.finished:
                return False
            if self.step == "done":
                return True
            if getattr(self, f"waits_{self.step}")():
                return False
            self.next_step()

    def waits_home(self) -> bool:
        g, op = self.game, self.op
        if op.home and not op.home_placed:
            hex_, index = homes.current_city(g, op.sym, op.home)
            g.board.release_reservation(op.sym)
            homes.place_station(g, op.sym, hex_, index)
            op.tokens_placed += 1
            op.home_placed = True
        return False

    def waits_housekeeping(self) -> bool:
        # a minor's first turn may start with one L-train for $60.
        return (self.is_minor and self.first_turn and not self.bought_housekeeping
                and train_buying.housekeeping_train(self.game, self.op) is not None)

    def waits_acquire(self) -> bool:
        return privates.acquire_step_waits(self.game, self.op)

    def waits_track(self) -> bool:
        if not self.is_ndem:
            return self.waits_build()
        # each NdeM shareholder in player order takes one full build turn
        if self.ndem_builders is None:
            self.ndem_builders = ndem.builders(self.game)
        while self.builder < len(self.ndem_builders):
            if self.waits_build():
                return True
            self.next_builder()
        return False

    def next_builder(self) -> None:
        self.builder += 1
        self.lays = []

    def building_player(self) -> str | None:
        """The shareholder building for the NdeM now (R-241)."""
        if self.step != "track" or not self.ndem_builders:
            return None
        return self.ndem_builders[min(self.builder, len(self.ndem_builders) - 1)]

    def waits_build(self) -> bool:
        if track.lay_slot(self.game, self) is not None:
            return True
        if self.is_ndem:
            return False  # a shareholder's build turn ends with its allowance
        return self.game.track_step_waits_on_track_privates and bool(
            track_privates(self.game, self.op))

    def waits_destination(self) -> bool:
        destinations.place_if_connected(self.game, self.op)
        return False

    def waits_token(self) -> bool:
        return not self.is_minor and track.may_place_token(self.game, self.op)

    def waits_routes(self) -> bool:
        if self.op.trains and dividends.can_run(self.game, self.op):
            return True
        self.revenue = 0  # no train, or nowhere to run it
        self.op.last_revenue = 0
        return False

    def waits_dividend(self) -> bool:
        g = self.game
        if self.is_ndem:
            ndem.pay_out(g, self.revenue)
        elif self.is_minor:
            dividends.split_minor(g, self.op, self.revenue)
        elif self.revenue == 0:
            dividends.withhold(g, self.op, 0)
        else:
            return True
        self.operated()
        return False

    def waits_buy_train(self) -> bool:
        return not self.is_ndem and train_buying.may_buy(self.game, self)

    def waits_acquire_minor(self) -> bool:
        if self.is_minor or self.acquiring is not None:
            return self.acquiring is not None
        return acquisitions.step_open(self.game, self.op)

    def waits_issue(self) -> bool:
        return not self.is_minor and shares_issue.may_issue_or_redeem(self.game, self.op)

    def operated(self) -> None:
        g, sym = self.game, self.op.sym
        dividends.pay_mail(g, self.op, self.mail)
        self.op.operated = True
        g.operating_turns[sym] = g.operating_turns.get(sym, 0) + 1

    # ----------------------------------------------------------------- actions

    def process(self, action: Action) -> None:
        if action.entity != self.op.sym and action.type != "sell_shares":
            raise IllegalAction(f"{self.op.sym} acts, not its director", "turn")
        handler = getattr(self, f"do_{action.type}", None)
        if handler is None:
            raise IllegalAction(f"{action.type} is not possible in an operating turn", "R-093")
        step = self.step
        try:
            handler(action)
        except IllegalAction:
            self.step = step  # a refused action leaves the turn where it was
            raise

    def do_pass(self, action: Action) -> None:
        if self.acquiring is not None:
            raise IllegalAction("finish the acquisition first", "R-220")
        if self.step == "routes":
            self.revenue = 0  # nothing runs (the route search cannot yet confirm it)
        elif self.step == "buy_train":
            train_buying.check_may_stop(self.game, self)
        elif self.step not in SKIPPABLE:
            raise IllegalAction(f"the {self.step} step cannot be skipped", "R-093")
        if self.step == "track" and self.is_ndem:
            self.next_builder()  # the next shareholder builds
            return
        self.next_step()

    def do_acquire_company(self, action: Action) -> None:
        self.skip_to("acquire")
        g = self.game
        company = g.company(action["company"])
        problem = privates.refusal(g, self.op, company)
        if problem:
            raise problem
        if g.rulebook and company.owner != self.op.president and not self.consent_granted:
            mexico_city.ask_owner(g, self, action, company.owner)  # the owner consents
            return
        acquire_private(g, self.op, action["company"])

    def do_lay_tile(self, action: Action) -> None:
        self.skip_to("track")
        track.lay_tile(self.game, self, action)
        allowance_used = track.lay_slot(self.game, self) is None
        tile = not str(action["tile"]).startswith(cubes.CUBE_TILE)
        if self.game.destination_when_builds_used_up and allowance_used and tile:
            destinations.place_if_connected(self.game, self.op)

    def answer_consent(self, action: Action) -> None:
        """R-101, R-153: the asked player allows the held action (done now) or not."""
        request = self.consent
        lay = mexico_city.answer(self.game, self, action)
        if lay is None:
            if request.action.type == "choose" and self.acquiring is not None:
                self.refused_sales.add(self.acquiring.sym)  # no deal this turn
                self.acquiring = None
            return
        self.consent_granted = True
        try:
            getattr(self, f"do_{lay.type}")(lay)
        except IllegalAction:
            self.consent = request  # nothing changed: the question stands
            raise
        finally:
            self.consent_granted = False

    def do_place_token(self, action: Action) -> None:
        self.skip_to("token")
        track.place_token(self.game, self.op, action)
        self.next_step()

    def do_run_routes(self, action: Action) -> None:
        if not dividends.runnable(self.op):  # the turn has no routes step
            raise IllegalAction(f"{self.op.sym} has no train to run", "R-093")
        self.skip_to("routes")
        pullman = self.pullman_on
        if pullman is not None:
            pullman.name = pullman.name.removesuffix("+")
        self.earned, self.mail = dividends.run_routes(self.game, self.op, action,
                                                      pullman.id if pullman else None)
        self.revenue = sum(self.earned.values())
        self.op.last_revenue = self.revenue
        self.next_step()

    def do_dividend(self, action: Action) -> None:
        if self.step != "dividend" or self.is_minor or self.is_ndem:
            raise IllegalAction("there is no dividend to decide now", "R-190")
        special = self.special_train()
        if special is not None and self.special_choice is not None:
            part = self.earned[special.id]
            dividends.pay_major(self.game, self.op, self.revenue - part, action["kind"],
                                (part, self.special_choice))
        else:
            dividends.pay_major(self.game, self.op, self.revenue, action["kind"])
        self.operated()
        self.next_step()

    def special_train(self):
        """The special train whose income may be decided apart (R-192): it earned,
        and not all of the income."""
        for train in self.op.trains:
            part = self.earned.get(train.id, 0)
            if train.id.startswith(SPECIALS) and 0 < part < self.revenue:
                return train
        return None

    def do_merge(self, action: Action) -> None:
        if self.is_minor or self.is_ndem:
            raise IllegalAction("only a major acquires minors", "R-220")
        if self.acquiring is not None:
            raise IllegalAction("one minor a turn", "R-220")
        self.skip_to("acquire_minor", "R-220")
        if action["corporation"] in self.refused_sales:
            raise IllegalAction(f"minor {action['corporation']}'s director refused this turn",
                                "R-223")
        acquisitions.start(self.game, self, action["corporation"])

    def do_sell_shares(self, action: Action) -> None:
        if self.game.is_player(action.entity):
            train_buying.emergency_sale(self.game, self, action)
            return
        self.skip_to("issue", "R-235")
        shares_issue.issue(self.game, self.op, action["shares"])
        self.next_step()

    def do_buy_shares(self, action: Action) -> None:
        self.skip_to("issue", "R-235")
        shares_issue.redeem(self.game, self.op, action["shares"])
        self.next_step()

    def do_choose(self, action: Action) -> None:
        if action.get("choice") == privates.CLOSE_P16:
            privates.close_p16(self.game, self)  # any time in the turn
            return
        if self.step == "acquire_minor" and self.acquiring is not None:
            if self.token_choice_due:
                acquisitions.choose_token(self.game, self, action["choice"])
                self.next_step()  # one acquisition a turn
            elif acquisitions.needs_owners_agreement(self.game, self, action):
                acquisitions.ask_owner(self.game, self, action)
            else:
                acquisitions.choose_payment(self.game, self, action["choice"])
            return
        if self.steps.index(self.step) <= self.steps.index("routes") and self.has_pullman():
            self.attach_pullman(action["choice"])
            return
        if self.step != "dividend" or self.is_minor or self.is_ndem:
            raise IllegalAction("nothing to choose now", "R-192")
        if self.special_train() is None or self.special_choice is not None:
            raise IllegalAction("no special train's income to decide apart", "R-192")
        dividends.paid_part(1, action["choice"])  # refuses an unknown kind
        self.special_choice = action["choice"]

    def using_p9_alone(self) -> bool:
        """P9's extra builds have begun after the normal builds are used up."""
        p9 = self.game.companies.get("P9")
        return (self.step == "track" and bool(self.p9_builds) and p9 is not None
                and not p9.closed and track.lay_slot(self.game, self) is None)

    def has_pullman(self) -> bool:
        return any(t.id.startswith(dividends.PULLMAN) for t in self.op.trains)

    def attach_pullman(self, choice: str) -> None:
        """R-115: the car rides on one train of the company's, never an E (nor an
        L with 18xx.games), named by its place among those it may ride on."""
        trains = dividends.pullman_candidates(self.game, self.op)
        if not choice.isdigit() or int(choice) >= len(trains) or self.pullman_on is not None:
            raise IllegalAction(f"no train {choice!r} to take the Pullman", "R-115")
        train = trains[int(choice)]
        self.skip_to("routes")
        self.pullman_on = train
        train.name += "+"  # as the site shows it until the run

    def do_buy_train(self, action: Action) -> None:
        if self.step == "housekeeping":
            train_buying.buy_housekeeping_train(self.game, self.op, action)
            self.bought_housekeeping = True
            return
        self.skip_to("buy_train", "R-200")
        train_buying.buy_train(self.game, self, action)

    # ----------------------------------------------------------------- legal actions

    def legal_actions(self) -> list[Action]:
        return legal.turn_actions(self.game, self)
