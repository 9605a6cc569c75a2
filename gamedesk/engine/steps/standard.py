"""The engine's standard operating steps, built on its rules (operating_rules,
train_rules): home station, track, station, routes, dividend, obsolete trains,
train purchase, and what may be done at any moment of a turn (emergency
sales, bankruptcy). A title composes its turn from these and its own steps
(`Game.operating_steps`, `Game.operating_anytime`). R-numbers are 18MEX's, the
title these rules were first written for.
"""

from __future__ import annotations

from gamedesk.engine.actions import Action, act
from gamedesk.engine.entities import Minor
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.messages import QT_TRANSLATE_NOOP, Msg, msg
from gamedesk.engine.steps import CompanyTurn, Step, StepList


class StandardTurn(CompanyTurn):
    """A turn on the engine's rules: the state its standard steps keep."""

    rule = "R-092"
    actor_word = "president"

    def __init__(self, game, round_, op, steps: StepList, anytime=()) -> None:
        super().__init__(game, op, steps, anytime=anytime)
        self.round = round_
        self.lays: list[str] = []  # "lay" / "upgrade", in order
        self.special_lays: set[str] = set()
        self.routes: list = []
        self.revenue = 0
        self.ran = False
        self.bank_trains_bought = 0
        self.emergency = False  # the president is raising cash for a forced purchase
        self.contributed = False
        self.placed_station = False

    @property
    def is_minor(self) -> bool:
        return isinstance(self.op, Minor)

    def owner(self) -> str | None:
        return self.op.owner if self.is_minor else self.op.president

    def actors(self) -> list[str]:
        if self.emergency:
            return [self.op.sym, self.owner()]
        return [self.op.sym]

    def check_actor(self, action: Action) -> None:
        president_acts = action.entity == self.owner() and self.op.sym != self.owner()
        if president_acts and action.type not in ("sell_shares", "sell_company"):
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "{company} acts, not its president"),
                "turn", company=self.op.sym,
            )

    def unknown_action(self, action: Action) -> IllegalAction:
        return IllegalAction(
            QT_TRANSLATE_NOOP("game", "{type} is not possible now ({step} step)"),
            self.rule, type=action.type, step=self.step,
        )


class Home(Step):
    id = "home"

    def auto(self, turn) -> bool:
        if not turn.op.home_placed and turn.op.home:
            turn.game.place_home_token(turn.op)
        return False


class Track(Step):
    id = "track"
    takes = frozenset({"lay_tile"})
    skippable = True
    reason = QT_TRANSLATE_NOOP("game", "may lay track")
    reason_rule = "R-140"

    def auto(self, turn) -> bool:
        return turn.game.may_lay_track(turn)

    @staticmethod
    def allowance(turn) -> Msg:
        if turn.is_minor:
            return msg(QT_TRANSLATE_NOOP("game", "a minor lays one yellow tile"))
        return msg(QT_TRANSLATE_NOOP("game", "a major lays up to two yellow tiles or one upgrade"))

    def why(self, turn) -> tuple[Msg, str]:
        return msg(QT_TRANSLATE_NOOP("game", "may lay track: {allowance}"),
                   allowance=self.allowance(turn)), self.reason_rule

    def pass_meaning(self, turn) -> tuple[Msg, str]:
        return msg(QT_TRANSLATE_NOOP("game", "Done laying track — {allowance}"),
                   allowance=self.allowance(turn)), self.reason_rule

    def skip_note(self, turn) -> tuple[Msg, str] | None:
        if not turn.lays:
            return None
        return msg(QT_TRANSLATE_NOOP("game", "{company}'s track is done: {allowance}"),
                   company=turn.op.sym, allowance=self.allowance(turn)), self.reason_rule

    def check_order(self, turn, action: Action) -> None:
        if turn.step != self.id:
            raise turn.game.late_lay_refusal(turn, action)

    def legal_actions(self, turn) -> list[Action]:
        out = turn.game.lay_actions(turn)
        if not turn.is_minor:
            out.extend(turn.game.token_actions(turn.op))  # a station ends the track step
        return out

    def process(self, turn, action: Action) -> None:
        turn.game.lay_tile(turn, action)
        note = self.skip_note(turn) if turn.step != self.id else None
        if note is not None:  # the allowance is used up
            turn.game.note_step(*note)


class Token(Step):
    id = "token"
    takes = frozenset({"place_token"})
    skippable = True
    reason = QT_TRANSLATE_NOOP("game", "may place a station: one a turn, in a city it reaches")
    reason_rule = "R-100"

    def auto(self, turn) -> bool:
        return not turn.is_minor and turn.game.may_place_token(turn.op)

    def pass_meaning(self, turn) -> tuple[str, str]:
        return QT_TRANSLATE_NOOP("game", "No station — goes on to running trains"), \
            self.reason_rule

    def check_order(self, turn, action: Action) -> None:
        if turn.step not in ("track", self.id):
            if turn.placed_station:
                raise IllegalAction(
                    QT_TRANSLATE_NOOP("game", "a company places at most one station a turn"),
                    "R-100",
                )
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "stations are placed after track, before routes"),
                "R-092",
            )

    def legal_actions(self, turn) -> list[Action]:
        return [] if turn.is_minor else turn.game.token_actions(turn.op)

    def process(self, turn, action: Action) -> None:
        turn.placed_station = True  # one station per turn
        turn.game.place_token(turn.op, action)
        turn.next_step()


class Routes(Step):
    id = "routes"
    takes = frozenset({"run_routes"})
    pass_word = QT_TRANSLATE_NOOP("game", "Run nothing")
    reason = QT_TRANSLATE_NOOP("game", "runs its trains")
    reason_rule = "R-092"

    def auto(self, turn) -> bool:
        if turn.game.runnable_trains(turn.op):
            return True
        turn.op.last_revenue = 0
        return False

    def why(self, turn) -> tuple[str, str]:
        if turn.is_minor:
            return QT_TRANSLATE_NOOP("game", "must run its train on its best route"), "R-088"
        return self.reason, self.reason_rule

    def pass_meaning(self, turn) -> tuple[str, str]:
        return QT_TRANSLATE_NOOP("game", "Run no trains — earns nothing; its price moves left"), \
            "R-111"

    def skip_note(self, turn) -> tuple[Msg, str] | None:
        return msg(QT_TRANSLATE_NOOP("game", "{company} runs nothing: it has no train"),
                   company=turn.op.sym), "R-111"

    def check_order(self, turn, action: Action) -> None:
        if turn.step not in ("track", "token", self.id):
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "routes are run once, after track and stations"),
                "R-092",
            )
        if not turn.game.runnable_trains(turn.op):  # the turn has no routes step
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "{company} has no train to run"),
                "R-092", company=turn.op.sym,
            )

    def legal_actions(self, turn) -> list[Action]:
        return list(turn.game.route_actions(turn))

    def process(self, turn, action: Action) -> None:
        turn.routes, turn.revenue = turn.game.run_routes(turn, action)
        turn.op.last_revenue = turn.revenue
        turn.ran = True
        turn.next_step()

    def may_pass(self, turn) -> bool:
        try:
            turn.game.check_route_choice(turn, [])
        except IllegalAction:
            return False
        return True

    def do_pass(self, turn, action: Action) -> None:
        turn.game.check_route_choice(turn, [])  # a minor must run
        turn.routes, turn.revenue, turn.ran = [], 0, True
        turn.op.last_revenue = 0
        turn.next_step()


class Dividend(Step):
    id = "dividend"
    takes = frozenset({"dividend"})
    reason = QT_TRANSLATE_NOOP("game", "pays out or withholds")
    reason_rule = "R-112"

    def why(self, turn) -> tuple[Msg, str]:
        return msg(QT_TRANSLATE_NOOP("game", "pays out or withholds {amount}"),
                   amount=turn.game.money(turn.revenue)), self.reason_rule

    def auto(self, turn) -> bool:
        g = turn.game
        if turn.is_minor:
            g.pay_minor(turn.op, turn.revenue)
            return False
        if turn.revenue > 0:
            return True
        g.withhold(turn.op, 0)  # no run: the price still moves left (R-111, G-34)
        return False

    def check_order(self, turn, action: Action) -> None:
        if turn.step != self.id:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "there is no revenue to distribute now"),
                "R-112",
            )

    def legal_actions(self, turn) -> list[Action]:
        sym = turn.op.sym
        return [act("dividend", sym, kind="payout"), act("dividend", sym, kind="withhold")]

    def process(self, turn, action: Action) -> None:
        kind = action["kind"]
        if kind == "payout":
            turn.game.payout(turn.op, turn.revenue)
        elif kind == "withhold":
            turn.game.withhold(turn.op, turn.revenue)
        else:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "{kind!r}: pay out or withhold; no half payouts"),
                "R-109", kind=kind,
            )
        turn.next_step()


class Obsolete(Step):
    id = "obsolete"

    def auto(self, turn) -> bool:
        turn.game.remove_obsolete(turn.op)
        return False


class BuyTrain(Step):
    id = "buy_train"
    takes = frozenset({"buy_train"})
    skippable = True
    pass_word = QT_TRANSLATE_NOOP("game", "Done buying")
    reason = QT_TRANSLATE_NOOP("game", "may buy trains")
    reason_rule = "R-092"

    def why(self, turn) -> tuple[str, str]:
        g = turn.game
        if g.must_buy_train(turn):
            if turn.emergency:
                return (QT_TRANSLATE_NOOP("game", "must buy a train: it has none, and its "
                                                  "president must sell shares to pay for it"),
                        "R-132")
            if g.contributing(turn):
                return (QT_TRANSLATE_NOOP("game", "must buy a train: it has none, and its "
                                                  "president pays what the treasury lacks"),
                        "R-131")
            return QT_TRANSLATE_NOOP("game", "must buy a train: it has none and has a route"), \
                "R-129"
        if not g.bank_train_allowed(turn):
            return (QT_TRANSLATE_NOOP("game", "may buy trains from other companies only: one "
                                              "bank train a turn"), "R-117")
        return self.reason, self.reason_rule

    def pass_meaning(self, turn) -> tuple[str, str]:
        return QT_TRANSLATE_NOOP("game", "Buy no more trains — ends the train step"), \
            self.reason_rule

    def skip_note(self, turn) -> tuple[Msg, str] | None:
        if not turn.is_minor and not turn.game.has_room(turn.op):
            return msg(QT_TRANSLATE_NOOP("game", "{company} buys no train: it is at its train "
                                                 "limit"), company=turn.op.sym), "R-118"
        return None

    def auto(self, turn) -> bool:
        g = turn.game
        if not turn.is_minor and g.must_buy_train(turn):
            turn.emergency = g.president_must_raise_cash(turn) > 0
            return True
        return not turn.is_minor and g.may_buy_train(turn)

    def check_order(self, turn, action: Action) -> None:
        if turn.is_minor:
            raise IllegalAction(QT_TRANSLATE_NOOP("game", "minors never buy trains"), "R-090")
        steps = turn.steps
        if steps.index(turn.step) < steps.index("dividend"):
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "trains are bought after running and paying"),
                "R-123",
            )
        if steps.index(turn.step) > steps.index(self.id):
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "the train purchases of this turn are over"),
                "R-092",
            )
        if turn.step == "dividend":
            raise IllegalAction(QT_TRANSLATE_NOOP("game", "decide the dividend first"), "R-112")

    def legal_actions(self, turn) -> list[Action]:
        g = turn.game
        out = list(g.train_actions(turn))
        if turn.emergency:
            pid = turn.owner()
            for bundle, percent in g.emergency_sales(turn):
                fields = {"percent": percent} if percent is not None else {}
                out.append(act("sell_shares", pid, shares=[s.id for s in bundle], **fields))
            # Also while sales remain, if even all of them cannot raise the
            # money: the engine then sells what it can and declares.
            if g.bankruptcy_refusal(turn) is None:
                out.append(act("bankrupt", turn.op.sym))
        return out

    def process(self, turn, action: Action) -> None:
        turn.game.buy_train(turn, action)
        if turn.step != self.id:
            self.note_end(turn)

    def note_end(self, turn) -> None:
        """The purchase ended the train step: say which rule did (Game.step_notes)."""
        g, sym = turn.game, turn.op.sym
        if turn.contributed:
            g.note_step(msg(QT_TRANSLATE_NOOP(
                "game", "{company} may buy only this train: its president helped pay"),
                company=sym), "R-131")
        elif not g.bank_train_allowed(turn):
            g.note_step(msg(QT_TRANSLATE_NOOP(
                "game", "{company}'s train buying ends: one bank train a turn in this phase"),
                company=sym), "R-117")
        elif not g.has_room(turn.op):
            g.note_step(msg(QT_TRANSLATE_NOOP(
                "game", "{company}'s train buying ends: it is at its train limit"),
                company=sym), "R-118")

    def may_pass(self, turn) -> bool:
        return not turn.game.must_buy_train(turn)

    def do_pass(self, turn, action: Action) -> None:
        if turn.game.must_buy_train(turn):
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "{company} has no train and must buy one"),
                "R-129", company=turn.op.sym,
            )
        turn.next_step()

    def price_range(self, turn, action: Action) -> tuple[int, int] | None:
        for train, low, high in turn.game.buyable_trains(turn):
            if train.id == action.get("train"):
                return low, max(high, low)
        return None


class BuyPrivate(Step):
    """A company buys a player's private at any moment of its turn: the step a
    title subclasses with what it offers (`auto`, `legal_actions`, `process`)."""

    id = "buy_company"
    takes = frozenset({"buy_company"})
    skippable = True
    anytime = True
    pass_word = QT_TRANSLATE_NOOP("game", "Done")
    reason = QT_TRANSLATE_NOOP("game", "may buy a private")

    @staticmethod
    def offers(game, op, companies, price_range) -> list[Action]:
        """A purchase of each private, at the top of its range (`price_range(game,
        company)` -> (low, high)) or all the company's cash if that is less."""
        return [
            act("buy_company", op.sym, company=c.sym,
                price=min(price_range(game, c)[1], op.cash))
            for c in companies
        ]


class EmergencySale(Step):
    """The president sells shares to pay for a forced train purchase (R-132)."""

    id = "emergency_sale"
    takes = frozenset({"sell_shares"})
    anytime = True

    def process(self, turn, action: Action) -> None:
        if not turn.emergency:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "shares are sold in stock rounds"),
                "R-132",
            )
        turn.game.emergency_sell(turn, action)


class Bankrupt(Step):
    id = "bankrupt"
    takes = frozenset({"bankrupt"})
    anytime = True

    def process(self, turn, action: Action) -> None:
        turn.game.declare_bankruptcy(turn, action)


class Refused(Step):
    """An action type a turn never takes, refused with its rule's words."""

    anytime = True

    def __init__(self, kind: str, message: str, rule: str) -> None:
        self.id = f"no_{kind}"
        self.takes = frozenset({kind})
        self.message = message
        self.rule = rule

    def process(self, turn, action: Action) -> None:
        raise IllegalAction(self.message, self.rule)


ANYTIME = (
    EmergencySale(),
    Bankrupt(),
    Refused("discard_train", "trains are discarded only down to the train limit", "R-122"),
    Refused("sell_company", "privates are traded only in stock rounds, never for emergency "
            "cash", "R-133"),
)

__all__ = [
    "ANYTIME",
    "BuyTrain",
    "Dividend",
    "Home",
    "Obsolete",
    "Routes",
    "StandardTurn",
    "Token",
    "Track",
]
