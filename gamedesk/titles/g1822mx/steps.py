"""The steps of a 1822MX operating turn (R-093), as the engine's `Step` objects.

A major's or minor's turn: home station, the minor's housekeeping L-train,
taking privates, track, destination, station, routes, dividend, trains, taking
a minor, issuing or redeeming shares. The NdeM's: track (each shareholder in
turn), routes, dividend. A turn's state (lays, the run, an acquisition under
way) lives on the turn (`operating.MxTurn`).
"""

from __future__ import annotations

from gamedesk.engine.actions import Action, act
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.messages import QT_TRANSLATE_NOOP, Msg, msg
from gamedesk.engine.steps import Step, StepList
from gamedesk.titles.g1822mx import (
    acquisitions,
    cubes,
    destinations,
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
from gamedesk.titles.g1822mx.power_lays import power_lays


class MxStep(Step):
    rule = "R-093"
    reason_rule = "R-093"


def allowance(turn) -> Msg:
    """R-130: what the operating company may build this turn, in words."""
    g = turn.game
    later = g.phases.index >= [p.name for p in g.phases.all].index("3")
    if turn.is_minor:
        if later:
            return msg(QT_TRANSLATE_NOOP("game", "a minor builds one yellow tile or one green "
                                                 "upgrade"))
        return msg(QT_TRANSLATE_NOOP("game", "a minor builds one yellow tile"))
    if turn.is_ndem:
        if later:
            return msg(QT_TRANSLATE_NOOP("game", "each NdeM shareholder builds two yellow tiles "
                                                 "or one upgrade"))
        return msg(QT_TRANSLATE_NOOP("game", "each NdeM shareholder builds one yellow tile"))
    if later:
        return msg(QT_TRANSLATE_NOOP("game", "a major builds two yellow tiles or one upgrade"))
    return msg(QT_TRANSLATE_NOOP("game", "a major builds one yellow tile"))


class Home(MxStep):
    id = "home"

    def auto(self, turn) -> bool:
        g, op = turn.game, turn.op
        if op.home and not op.home_placed:
            hex_, index = homes.current_city(g, op.sym, op.home)
            g.board.release_reservation(op.sym)
            homes.place_station(g, op.sym, hex_, index)
            op.tokens_placed += 1
            op.home_placed = True
        return False


class Housekeeping(MxStep):
    """R-096: a minor's first turn may start with one L-train for $60."""

    id = "housekeeping"
    skippable = True
    reason = QT_TRANSLATE_NOOP("game", "may buy an L-train for $60 in its first turn")
    reason_rule = "R-096"

    def pass_meaning(self, turn) -> tuple[str, str]:
        return QT_TRANSLATE_NOOP("game", "No L-train — the first-turn offer lapses"), \
            self.reason_rule

    def accepts(self, turn, action: Action) -> bool:
        return action.type == "buy_train" and turn.step == self.id

    def auto(self, turn) -> bool:
        return (turn.is_minor and turn.first_turn and not turn.bought_housekeeping
                and train_buying.housekeeping_train(turn.game, turn.op) is not None)

    def legal_actions(self, turn) -> list[Action]:
        train = train_buying.housekeeping_train(turn.game, turn.op)
        if train is None:
            return []
        price = train_buying.HOUSEKEEPING_L_PRICE
        return [act("buy_train", turn.op.sym, train=train.id, price=price, variant="L")]

    def process(self, turn, action: Action) -> None:
        train_buying.buy_housekeeping_train(turn.game, turn.op, action)
        turn.bought_housekeeping = True


class Acquire(MxStep):
    """Taking privates held by the director (R-101)."""

    id = "acquire"
    takes = frozenset({"acquire_company"})
    skippable = True
    reason = QT_TRANSLATE_NOOP("game", "may take privates from their consenting owners")
    reason_rule = "R-101"

    def pass_meaning(self, turn) -> tuple[str, str]:
        return QT_TRANSLATE_NOOP("game", "Take no private — a skipped step cannot be taken up "
                                         "later"), "R-093"

    def auto(self, turn) -> bool:
        return privates.acquire_step_waits(turn.game, turn.op)

    def legal_actions(self, turn) -> list[Action]:
        return [act("acquire_company", turn.op.sym, company=c.sym)
                for c in privates.takeable_privates(turn.game, turn.op)
                if c.sym not in turn.refused_asks]

    def process(self, turn, action: Action) -> None:
        g = turn.game
        company = g.company(action["company"])
        if company.sym in turn.refused_asks:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "{private}'s owner refused this turn"),
                "R-101", private=company.sym,
            )
        problem = privates.refusal(g, turn.op, company)
        if problem:
            raise problem
        if g.rulebook and company.owner != turn.op.president and not turn.consent_granted:
            mexico_city.ask_owner(g, turn, action, company.owner)  # the owner consents
            return
        privates.acquire_private(g, turn.op, action["company"])


class Track(MxStep):
    id = "track"
    takes = frozenset({"lay_tile"})
    skippable = True
    reason = QT_TRANSLATE_NOOP("game", "may build track")
    reason_rule = "R-130"

    def why(self, turn) -> tuple[str | Msg, str]:
        if turn.using_p9_alone():
            return self.waiting_for(turn)[1], "R-118"
        return msg(QT_TRANSLATE_NOOP("game", "may build track: {allowance}"),
                   allowance=allowance(turn)), self.reason_rule

    def pass_meaning(self, turn) -> tuple[str | Msg, str]:
        if turn.is_ndem:
            return QT_TRANSLATE_NOOP("game", "Done building — the next NdeM shareholder builds"), \
                "R-241"
        return msg(QT_TRANSLATE_NOOP("game", "Done laying track — {allowance}"),
                   allowance=allowance(turn)), self.reason_rule

    def skip_note(self, turn) -> tuple[Msg, str] | None:
        if not turn.lays:
            return None
        name = turn.game.name_of(turn.op.sym)
        return msg(QT_TRANSLATE_NOOP("game", "{company}'s track is done: {allowance}"),
                   company=name, allowance=allowance(turn)), self.reason_rule

    def auto(self, turn) -> bool:
        if not turn.is_ndem:
            return self.waits_build(turn)
        # each NdeM shareholder in player order takes one full build turn
        if turn.ndem_builders is None:
            turn.ndem_builders = ndem.builders(turn.game)
        while turn.builder < len(turn.ndem_builders):
            if self.waits_build(turn):
                return True
            turn.next_builder()
        return False

    def waits_build(self, turn) -> bool:
        g = turn.game
        if track.lay_slot(g, turn) is not None:
            return True
        if turn.is_ndem:
            return False  # a shareholder's build turn ends with its allowance
        return g.track_step_waits_on_track_privates and bool(privates.track_privates(g, turn.op))

    def waiting_for(self, turn) -> tuple[list[str], str]:
        if turn.using_p9_alone():
            # they go on together
            return ["P9", turn.op.sym], QT_TRANSLATE_NOOP("game", "P9's extra builds")
        return turn.actors(), self.reason

    def legal_actions(self, turn) -> list[Action]:
        g = turn.game
        return legal.lay_actions(g, turn) + legal.cube_actions(g, turn) + power_lays(g, turn)

    def process(self, turn, action: Action) -> None:
        g = turn.game
        track.lay_tile(g, turn, action)
        allowance_used = track.lay_slot(g, turn) is None
        tile = not str(action["tile"]).startswith(cubes.CUBE_TILE)
        if g.destination_when_builds_used_up and allowance_used and tile:
            destinations.place_if_connected(g, turn.op)

    def do_pass(self, turn, action: Action) -> None:
        if turn.is_ndem:
            turn.next_builder()  # the next shareholder builds
            return
        turn.next_step()


class Destination(MxStep):
    id = "destination"
    skippable = True

    def auto(self, turn) -> bool:
        destinations.place_if_connected(turn.game, turn.op)
        return False


class Token(MxStep):
    id = "token"
    takes = frozenset({"place_token"})
    skippable = True
    reason = QT_TRANSLATE_NOOP("game", "may place a station: one a turn, for $100, on its route")
    reason_rule = "R-163"

    def pass_meaning(self, turn) -> tuple[str, str]:
        return QT_TRANSLATE_NOOP("game", "No station — goes on to running trains"), \
            self.reason_rule

    def auto(self, turn) -> bool:
        return not turn.is_minor and track.may_place_token(turn.game, turn.op)

    def legal_actions(self, turn) -> list[Action]:
        return legal.token_actions(turn.game, turn)

    def process(self, turn, action: Action) -> None:
        track.place_token(turn.game, turn.op, action)
        turn.next_step()


class Routes(MxStep):
    id = "routes"
    takes = frozenset({"run_routes"})
    pass_word = QT_TRANSLATE_NOOP("game", "Run nothing")
    reason = QT_TRANSLATE_NOOP("game", "runs its trains for the highest total income")
    reason_rule = "R-180"

    def pass_meaning(self, turn) -> tuple[str, str]:
        return QT_TRANSLATE_NOOP("game", "Run no trains — the company earns nothing this turn"), \
            self.reason_rule

    def skip_note(self, turn) -> tuple[Msg, str] | None:
        name = turn.game.name_of(turn.op.sym)
        if not turn.op.trains:
            return msg(QT_TRANSLATE_NOOP("game", "{company} runs nothing: it has no train"),
                       company=name), "R-093"
        return msg(QT_TRANSLATE_NOOP("game", "{company} runs nothing: no train has a route"),
                   company=name), "R-180"

    def accepts(self, turn, action: Action) -> bool:
        if action.type == "choose":  # the Pullman's train, before the run
            steps = turn.steps
            return turn.has_pullman() and steps.index(turn.step) <= steps.index(self.id)
        return action.type == "run_routes"

    def check_order(self, turn, action: Action) -> None:
        if action.type == "run_routes" and not dividends.runnable(turn.op):
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "{company} has no train to run"),
                "R-093", company=turn.op.sym,
            )

    def auto(self, turn) -> bool:
        if turn.op.trains and dividends.can_run(turn.game, turn.op):
            return True
        turn.revenue = 0  # no train, or nowhere to run it
        turn.op.last_revenue = 0
        return False

    def legal_actions(self, turn) -> list[Action]:
        return turn.game.route_actions(turn) + legal.pullman_choices(turn)

    def process(self, turn, action: Action) -> None:
        if action.type == "choose":
            turn.attach_pullman(action["choice"])
            return
        pullman = turn.pullman_on
        if pullman is not None:
            pullman.name = pullman.name.removesuffix("+")
        turn.earned, turn.mail = dividends.run_routes(turn.game, turn.op, action,
                                                      pullman.id if pullman else None)
        turn.revenue = sum(turn.earned.values())
        turn.op.last_revenue = turn.revenue
        turn.next_step()

    def may_pass(self, turn) -> bool:
        return True

    def do_pass(self, turn, action: Action) -> None:
        turn.revenue = 0  # nothing runs (the route search cannot yet confirm it)
        turn.next_step()


class Dividend(MxStep):
    id = "dividend"
    takes = frozenset({"dividend", "choose"})
    reason = QT_TRANSLATE_NOOP("game", "pays out, pays half or withholds")
    reason_rule = "R-190"

    def check_order(self, turn, action: Action) -> None:
        if turn.step == self.id and not turn.is_minor and not turn.is_ndem:
            return
        if action.type == "choose":
            raise IllegalAction(QT_TRANSLATE_NOOP("game", "nothing to choose now"), "R-192")
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "there is no dividend to decide now"),
            "R-190",
        )

    def auto(self, turn) -> bool:
        g = turn.game
        if turn.is_ndem:
            ndem.pay_out(g, turn.revenue)
        elif turn.is_minor:
            dividends.split_minor(g, turn.op, turn.revenue)
        elif turn.revenue == 0:
            dividends.withhold(g, turn.op, 0)
        else:
            return True
        turn.operated()
        return False

    def legal_actions(self, turn) -> list[Action]:
        return legal.dividend_actions(turn)

    def process(self, turn, action: Action) -> None:
        if action.type == "choose":
            self.choose_special(turn, action)
            return
        special = turn.special_train()
        if special is not None and turn.special_choice is not None:
            part = turn.earned[special.id]
            dividends.pay_major(turn.game, turn.op, turn.revenue - part, action["kind"],
                                (part, turn.special_choice))
        else:
            dividends.pay_major(turn.game, turn.op, turn.revenue, action["kind"])
        turn.operated()
        turn.next_step()

    def choose_special(self, turn, action: Action) -> None:
        """R-192: the special train's income decided apart, first."""
        if turn.special_train() is None or turn.special_choice is not None:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "no special train's income to decide apart"),
                "R-192",
            )
        dividends.paid_part(1, action["choice"])  # refuses an unknown kind
        turn.special_choice = action["choice"]


class BuyTrain(MxStep):
    id = "buy_train"
    takes = frozenset({"buy_train"})
    skippable = True
    rule = "R-200"
    pass_word = QT_TRANSLATE_NOOP("game", "Done buying")
    reason = QT_TRANSLATE_NOOP("game", "may buy trains")
    reason_rule = "R-200"

    def auto(self, turn) -> bool:
        return not turn.is_ndem and train_buying.may_buy(turn.game, turn)

    def why(self, turn) -> tuple[str, str]:
        g, op = turn.game, turn.op
        if not train_buying.counted(op) and train_buying.buyable_from_bank(g):
            if train_buying.needs_director(g, op):
                return (QT_TRANSLATE_NOOP("game", "must buy a train: it has none, and its "
                                                  "director pays what the treasury lacks"),
                        "R-212")
            return QT_TRANSLATE_NOOP("game", "must buy a train: it has none"), "R-210"
        return self.reason, self.reason_rule

    def pass_meaning(self, turn) -> tuple[str, str]:
        return QT_TRANSLATE_NOOP("game", "Buy no more trains — ends the train step"), \
            self.reason_rule

    def skip_note(self, turn) -> tuple[Msg, str] | None:
        op = turn.op
        if turn.is_ndem or len(train_buying.counted(op)) < train_buying.limit(turn.game, op):
            return None
        return msg(QT_TRANSLATE_NOOP("game", "{company} buys no train: it is at its train limit"),
                   company=turn.game.name_of(op.sym)), "R-204"

    def waiting_for(self, turn) -> tuple[list[str], str]:
        if train_buying.needs_director(turn.game, turn.op):
            return [turn.op.sym, turn.op.president], \
                QT_TRANSLATE_NOOP("game", "must buy a train")  # R-213
        return turn.actors(), self.reason

    def legal_actions(self, turn) -> list[Action]:
        g = turn.game
        return legal.train_actions(g, turn) + legal.emergency_sales(g, turn)

    def process(self, turn, action: Action) -> None:
        train_buying.buy_train(turn.game, turn, action)

    def may_pass(self, turn) -> bool:
        try:
            train_buying.check_may_stop(turn.game, turn)
        except IllegalAction:
            return False
        return True

    def do_pass(self, turn, action: Action) -> None:
        train_buying.check_may_stop(turn.game, turn)
        turn.next_step()


class EmergencySale(MxStep):
    """The director sells shares to pay for a train (R-218); offered by BuyTrain."""

    id = "emergency_sale"
    anytime = True

    def accepts(self, turn, action: Action) -> bool:
        return action.type == "sell_shares" and turn.game.is_player(action.entity)

    def process(self, turn, action: Action) -> None:
        train_buying.emergency_sale(turn.game, turn, action)


class AcquireMinor(MxStep):
    """A major takes over one minor a turn (R-220…R-223)."""

    id = "acquire_minor"
    takes = frozenset({"merge"})
    skippable = True
    rule = "R-220"
    reason = QT_TRANSLATE_NOOP("game", "may acquire one minor")
    reason_rule = "R-220"

    def pass_meaning(self, turn) -> tuple[str, str]:
        return QT_TRANSLATE_NOOP("game", "Acquire no minor — none this turn"), self.reason_rule

    def accepts(self, turn, action: Action) -> bool:
        if action.type == "choose":
            return turn.step == self.id and turn.acquiring is not None
        return action.type == "merge"

    def check_order(self, turn, action: Action) -> None:
        if action.type != "merge":
            return
        if turn.is_minor or turn.is_ndem:
            raise IllegalAction(QT_TRANSLATE_NOOP("game", "only a major acquires minors"), "R-220")
        if turn.acquiring is not None:
            raise IllegalAction(QT_TRANSLATE_NOOP("game", "one minor a turn"), "R-220")

    def auto(self, turn) -> bool:
        if turn.is_minor or turn.acquiring is not None:
            return turn.acquiring is not None
        return acquisitions.step_open(turn.game, turn.op)

    def holds(self, turn) -> bool:
        return turn.acquiring is not None

    def legal_actions(self, turn) -> list[Action]:
        g = turn.game
        if turn.acquiring is not None:
            return legal.acquisition_choices(g, turn)
        return [act("merge", turn.op.sym, corporation=m.sym)
                for m in acquisitions.acquirable(g, turn.op) if m.sym not in turn.refused_sales]

    def process(self, turn, action: Action) -> None:
        g = turn.game
        if action.type == "merge":
            if action["corporation"] in turn.refused_sales:
                raise IllegalAction(
                    QT_TRANSLATE_NOOP("game", "minor {company}'s director refused this turn"),
                    "R-223", company=action['corporation'],
                )
            acquisitions.start(g, turn, action["corporation"])
        elif turn.token_choice_due:
            acquisitions.choose_token(g, turn, action["choice"])
            turn.next_step()  # one acquisition a turn
        elif acquisitions.needs_owners_agreement(g, turn, action):
            acquisitions.ask_owner(g, turn, action)
        else:
            acquisitions.choose_payment(g, turn, action["choice"])

    def do_pass(self, turn, action: Action) -> None:
        if turn.acquiring is not None:
            raise IllegalAction(QT_TRANSLATE_NOOP("game", "finish the acquisition first"), "R-220")
        turn.next_step()


class Issue(MxStep):
    """Issuing or redeeming one share a turn (R-235)."""

    id = "issue"
    takes = frozenset({"sell_shares", "buy_shares"})
    skippable = True
    rule = "R-235"
    reason = QT_TRANSLATE_NOOP("game", "may issue or redeem one share")
    reason_rule = "R-235"

    def pass_meaning(self, turn) -> tuple[str, str]:
        return msg(QT_TRANSLATE_NOOP("game", "Done — ends {company}'s turn"),
                   company=turn.game.name_of(turn.op.sym)), self.reason_rule

    def auto(self, turn) -> bool:
        return not turn.is_minor and shares_issue.may_issue_or_redeem(turn.game, turn.op)

    def legal_actions(self, turn) -> list[Action]:
        return legal.issue_actions(turn.game, turn.op)

    def process(self, turn, action: Action) -> None:
        if action.type == "sell_shares":
            shares_issue.issue(turn.game, turn.op, action["shares"])
        else:
            shares_issue.redeem(turn.game, turn.op, action["shares"])
        turn.next_step()


class CloseP16(MxStep):
    """R-123: P16 may be closed at any time in its company's turn."""

    id = "close_p16"
    anytime = True

    def accepts(self, turn, action: Action) -> bool:
        return action.type == "choose" and action.get("choice") == privates.CLOSE_P16

    def legal_actions(self, turn) -> list[Action]:
        if privates.may_close_p16(turn.game, turn):
            return [act("choose", turn.op.sym, choice=privates.CLOSE_P16)]
        return []

    def process(self, turn, action: Action) -> None:
        privates.close_p16(turn.game, turn)


STEPS = StepList([Home(), Housekeeping(), Acquire(), Track(), Destination(), Token(),
                  Routes(), Dividend(), BuyTrain(), AcquireMinor(), Issue()])
NDEM_STEPS = StepList([STEPS.steps[STEPS.index(s)] for s in ("track", "routes", "dividend")])
# The NdeM's turn lacks these; they still answer for their actions, to refuse them.
NDEM_OTHERS = tuple(s for s in STEPS.steps if s.id not in NDEM_STEPS)
ANYTIME = (CloseP16(), EmergencySale())

__all__ = ["ANYTIME", "NDEM_OTHERS", "NDEM_STEPS", "STEPS"]
