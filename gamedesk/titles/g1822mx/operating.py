"""The 1822MX operating round (§2.4, §2.5): privates and concessions pay, then
minors, majors and the NdeM operate, each turn a fixed order of steps (R-093,
titles/g1822mx/steps.py) run by the engine's `CompanyTurn`.

A later step's action skips the optional steps before it; a skipped step
cannot be taken up again (the turn's `later_action_skips`).
"""

from __future__ import annotations

from gamedesk.engine.actions import Action, act
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.messages import QT_TRANSLATE_NOOP, msg
from gamedesk.engine.operating_order import floated_companies, minors_then_majors_by_price
from gamedesk.engine.rounds.base import Round
from gamedesk.engine.steps import CompanyTurn
from gamedesk.titles.g1822mx import discards, dividends, mexico_city, ndem, track
from gamedesk.titles.g1822mx.choose_round import DOUBLE
from gamedesk.titles.g1822mx.ndem import NDEM
from gamedesk.titles.g1822mx.privates import pay_revenues
from gamedesk.titles.g1822mx.privatisation import Privatisation
from gamedesk.titles.g1822mx.steps import ANYTIME, NDEM_OTHERS, NDEM_STEPS, STEPS
from gamedesk.titles.g1822mx.trains import SPECIALS


def operating_order(game) -> list[str]:
    """Minors, then majors, by price (top of stack first), then the NdeM (R-091)."""
    ops = [c for c in floated_companies(game) if c.sym != NDEM]
    return minors_then_majors_by_price(game, ops) + ([NDEM] if ndem.is_open(game) else [])


class OperatingRound1822(Round):
    kind = "operating"
    name = QT_TRANSLATE_NOOP("game", "Operating Round")

    def __init__(self, game, number: int) -> None:
        super().__init__(game)
        self.number = number
        self.done: list[str] = []
        self.turn: MxTurn | None = None
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
                    self.turn = MxTurn(g, g.corporations[NDEM], final=True)
                else:
                    sym = self.next_operator()
                    if sym is None:
                        return True
                    self.turn = MxTurn(g, g.corporations[sym])
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
        return self.turn.active_entities()  # the step says

    def why(self) -> tuple[str, str] | None:
        """A decision of the round's own (Game.waiting_reason); None: the turn's step says."""
        g = self.game
        over = discards.over_limit(g)
        if over is not None:
            limit = g.train_limit(over)
            return msg(QT_TRANSLATE_NOOP("game", "{company} must discard down to its train limit "
                                                 "of {limit}"),
                       company=g.name_of(over.sym), limit=limit), "R-205"
        if self.privatisation is not None:
            return self.privatisation.why()
        consent = self.turn.consent if self.turn is not None else None
        if consent is not None:
            who = g.name_of(consent.player)
            asked = consent.action
            if asked.type == "acquire_company":
                return msg(QT_TRANSLATE_NOOP("game", "{player} allows or refuses the taking of "
                                                     "{private}"),
                           player=who, private=asked["company"]), "R-101"
            if asked.type == "lay_tile":
                return msg(QT_TRANSLATE_NOOP("game", "{player} allows or refuses a tile in {hex}"),
                           player=who, hex=asked["hex"]), "R-153"
            minor = self.turn.acquiring
            sold = g.name_of(minor.sym) if minor is not None else \
                msg(QT_TRANSLATE_NOOP("game", "the minor"))
            return msg(QT_TRANSLATE_NOOP("game", "{player} agrees to sell or refuses {minor}"),
                       player=who, minor=sold), "R-223"
        return None

    def pass_meaning(self) -> tuple[str, str] | None:
        if self.privatisation is not None:
            return self.privatisation.pass_meaning()
        return None

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
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "game",
                    "P7's double cash is declared after a stock round, and only "
                    "where it changes the player order",
                ),
                "R-081",
            )
        over = discards.over_limit(self.game)
        if over is not None:
            discards.discard(self.game, over, action)
            return
        if self.privatisation is not None:
            self.privatisation.process(action)
            return
        if self.turn is None:
            raise IllegalAction(QT_TRANSLATE_NOOP("game", "nobody is operating"), "turn")
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


class MxTurn(CompanyTurn):
    """One company's turn: the 1822MX steps in order (R-093), and what the turn keeps."""

    rule = "R-093"

    def __init__(self, game, op, final: bool = False) -> None:
        is_ndem = op.sym == NDEM
        super().__init__(game, op, NDEM_STEPS if is_ndem else STEPS, anytime=ANYTIME,
                         others=NDEM_OTHERS if is_ndem else ())
        self.final = final  # the NdeM's last operation before its privatisation
        self.is_ndem = is_ndem
        self.is_minor = op.kind == "minor"
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
        # hexes and privates whose holders said no: not asked again this turn
        self.refused_asks: set[str] = set()

    def next_builder(self) -> None:
        self.builder += 1
        self.lays = []

    def building_player(self) -> str | None:
        """The shareholder building for the NdeM now (R-241)."""
        if self.step != "track" or not self.ndem_builders:
            return None
        return self.ndem_builders[min(self.builder, len(self.ndem_builders) - 1)]

    def operated(self) -> None:
        g, sym = self.game, self.op.sym
        dividends.pay_mail(g, self.op, self.mail)
        self.op.operated = True
        g.operating_turns[sym] = g.operating_turns.get(sym, 0) + 1

    def answer_consent(self, action: Action) -> None:
        """R-101, R-153: the asked player allows the held action (done now) or not."""
        request = self.consent
        lay = mexico_city.answer(self.game, self, action)
        if lay is None:
            asked = request.action
            if asked.type == "choose" and self.acquiring is not None:
                self.refused_sales.add(self.acquiring.sym)  # no deal this turn
                self.acquiring = None
            elif asked.type == "lay_tile":
                self.refused_asks.add(asked["hex"])
            elif asked.type == "acquire_company":
                self.refused_asks.add(asked["company"])
            return
        self.consent_granted = True
        try:
            self.dispatch(lay)
        except IllegalAction:
            self.consent = request  # nothing changed: the question stands
            raise
        finally:
            self.consent_granted = False

    def special_train(self):
        """The special train whose income may be decided apart (R-192): it earned,
        and not all of the income."""
        for train in self.op.trains:
            part = self.earned.get(train.id, 0)
            if train.id.startswith(SPECIALS) and 0 < part < self.revenue:
                return train
        return None

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
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "no train {choice!r} to take the Pullman"),
                "R-115", choice=choice,
            )
        train = trains[int(choice)]
        self.skip_to("routes")
        self.pullman_on = train
        train.name += "+"  # as the site shows it until the run
