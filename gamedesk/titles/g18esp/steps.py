"""The 18ESP operating turn (inventory 2.4): home station, track, station,
routes, dividend, trains, with the engine's standard steps; privates bought
from players at any moment, with a last chance as the final step (R-023)."""

from __future__ import annotations

from gamedesk.engine.actions import Action, act
from gamedesk.engine.messages import QT_TRANSLATE_NOOP, msg
from gamedesk.engine.routing.reach import can_run
from gamedesk.engine.steps import Step, StepList, standard
from gamedesk.titles.g18esp import (
    combined,
    goals,
    passes,
    privates,
    takeovers,
    tenders,
    train_limits,
)
from gamedesk.titles.g18esp.rule_ids import Refusal


class BuyPrivate(standard.BuyPrivate):
    def auto(self, turn) -> bool:
        return turn.game.p2_side_for == turn.op.sym or bool(privates.buyable(turn.game, turn.op))

    def holds(self, turn) -> bool:
        return turn.game.p2_side_for == turn.op.sym

    def legal_actions(self, turn) -> list[Action]:
        game = turn.game
        if game.p2_side_for == turn.op.sym:
            return [act("choose_side", turn.op.sym, variant=side)
                    for side in privates.p2_sides(game, turn.op)]
        return privates.purchase_actions(game, turn.op)

    def may_pass(self, turn) -> bool:
        return turn.game.p2_side_for != turn.op.sym

    def do_pass(self, turn, action: Action) -> None:
        if not self.may_pass(turn):
            raise Refusal(QT_TRANSLATE_NOOP("game", "choose the side of the Barcelona-Mataró "
                                            "train first"), "R-028")
        super().do_pass(turn, action)

    def process(self, turn, action: Action) -> None:
        privates.buy(turn.game, turn.op, action)

    def price_range(self, turn, action: Action) -> tuple[int, int] | None:
        company = turn.game.companies.get(action.get("company"))
        found = privates.price_range(turn.game, company) if company else None
        return (found[0], min(found[1], turn.op.cash)) if found else None


class Home(standard.Home):
    """The home station. R-096: in an OO hex whose city the charter does not
    name, the rulebook's director chooses between the free cities; the site
    takes the first."""

    takes = frozenset({"choose_home"})
    reason = QT_TRANSLATE_NOOP("game", "chooses the city of its home station")
    reason_rule = "R-096"

    def auto(self, turn) -> bool:
        if self.legal_actions(turn):
            return True
        return super().auto(turn)

    def holds(self, turn) -> bool:
        return True  # the home comes before anything else of the turn

    def legal_actions(self, turn) -> list[Action]:
        game, op = turn.game, turn.op
        if op.home_placed or not op.home or game.gx:
            return []
        cities = game.home_cities(op)
        if len(cities) < 2:
            return []
        return [act("choose_home", op.sym, city=i) for i in cities]

    def process(self, turn, action: Action) -> None:
        game, op = turn.game, turn.op
        if action["city"] not in game.home_cities(op):
            raise Refusal(QT_TRANSLATE_NOOP("game", "{hex} has no free city {city} for "
                                            "{company}'s home"), "R-096",
                          hex=op.home[0], city=action["city"], company=op.sym)
        op.home = (op.home[0], action["city"])
        game.place_home_token(op)
        turn.next_step()


class Destination(Step):
    """R-178: a destination that others' track has connected is reached as the
    turn begins. The site makes this a step of its own, which waits for its own
    (automatic) action; the rulebook profile pays the goal at once."""

    id = "destination"
    takes = frozenset({"destination_connection"})
    reason = QT_TRANSLATE_NOOP("game", "has reached its destination")
    reason_rule = "R-178"

    def auto(self, turn) -> bool:
        game = turn.game
        if not goals.destination_reached(game, turn.op):
            return False
        if game.gx:
            return True
        goals.check_destination(game, turn.op)
        return False

    def legal_actions(self, turn) -> list[Action]:
        return [act("destination_connection", turn.op.sym)]

    def process(self, turn, action: Action) -> None:
        if not goals.destination_reached(turn.game, turn.op):
            raise Refusal(QT_TRANSLATE_NOOP("game", "{company} has not reached a new "
                                            "destination"), "R-178", company=turn.op.sym)
        goals.check_destination(turn.game, turn.op)
        turn.next_step()


class TrackAndStation(Step):
    """Lay track and place a station, in any order, until the company passes or
    can do neither (R-093: a station may come between two tile actions)."""

    id = "track"
    takes = frozenset({"lay_tile", "place_token", "open_pass"})
    skippable = True
    reason = QT_TRANSLATE_NOOP("game", "may lay track or place a station")

    def auto(self, turn) -> bool:
        return turn.game.track_step_waits(turn)

    def legal_actions(self, turn) -> list[Action]:
        out = turn.game.lay_actions(turn)
        if not turn.placed_station:
            out.extend(turn.game.token_actions(turn.op))
        return out + passes.open_actions(turn.game, turn)

    def process(self, turn, action: Action) -> None:
        if action.type == "lay_tile":
            turn.game.lay_tile(turn, action)
        elif action.type == "open_pass":
            passes.open_pass(turn.game, turn, action["hex"], action.get("special"))
        else:
            if turn.placed_station:
                raise Refusal(QT_TRANSLATE_NOOP("game", "a company places at most one station "
                                                "a turn"), "R-092")
            turn.placed_station = True
            turn.game.place_token(turn.op, action)
        turn.step = self.id  # the shared lay moves on when its lays are used: not here


class Routes(standard.Routes):
    """Trains that have nowhere to run (a train of the other gauge, say) make
    no run: the step passes by itself, as on the site."""

    def auto(self, turn) -> bool:
        if not super().auto(turn):
            return False
        game = turn.game
        trains = [t.spec for t in game.runnable_trains(turn.op)]
        if can_run(game.board, turn.op.sym, trains, game.colors()):
            return True
        turn.routes, turn.revenue, turn.ran = [], 0, True
        turn.op.last_revenue = 0
        turn.trains_idle = bool(trains)  # it has trains, none can run
        return False


class BuyTrains(standard.BuyTrain):
    """The site keeps the step open while the company has room for a train and
    any money, whether or not it can pay for one."""

    def auto(self, turn) -> bool:
        return super().auto(turn) or self.site_keeps_open(turn)

    def why(self, turn) -> tuple[str, str]:
        """A forced purchase the director cannot pay alone: what is offered is
        selling shares or a loan (R-159), more sales once begun (R-160), or,
        when sales can no longer raise what is lacking, the loan (R-161, R-167);
        once the sales have raised it, the director pays (R-158)."""
        game = turn.game
        if not (turn.emergency and game.must_buy_train(turn)):
            return super().why(turn)
        if game.president_must_raise_cash(turn) <= 0:  # the sales made have raised it
            return (QT_TRANSLATE_NOOP("game", "must buy a train: its director pays what the "
                                              "treasury lacks"), "R-158")
        if not game.sales_can_cover(turn):
            return (QT_TRANSLATE_NOOP("game", "must buy a train: selling shares cannot raise "
                                              "what is lacking, so its director buys it with "
                                              "a loan"), "R-161")
        if getattr(turn, "sold_for_train", False):
            return (QT_TRANSLATE_NOOP("game", "must buy a train: its director, who has begun "
                                              "selling shares for it, sells what is still "
                                              "lacking"), "R-160")
        return (QT_TRANSLATE_NOOP("game", "must buy a train: its director sells shares or "
                                          "takes a loan for what is lacking"), "R-159")

    def process(self, turn, action: Action) -> None:
        super().process(turn, action)
        if self.site_keeps_open(turn) and not turn.contributed:
            turn.step = self.id

    @staticmethod
    def site_keeps_open(turn) -> bool:
        game = turn.game
        return (game.gx and turn.op.cash > 0 and game.has_room(turn.op)
                and game.depot.next_from_ipo() is not None)


class BuyTender(Step):
    """A tender bought from P5's owner at any moment of the turn (R-034)."""

    id = "buy_tender"
    takes = frozenset({"buy_tender"})
    anytime = True

    def legal_actions(self, turn) -> list[Action]:
        return tenders.buy_actions(turn.game, turn.op)

    def process(self, turn, action: Action) -> None:
        tenders.buy(turn.game, turn.op)


class AttachTender(Step):
    """The tender put on one train for this turn's run (R-037)."""

    id = "attach_tender"
    takes = frozenset({"attach_tender"})
    anytime = True

    def check_order(self, turn, action: Action) -> None:
        if turn.ran:
            raise Refusal(QT_TRANSLATE_NOOP("game", "the tender is put on a train before the "
                                            "run"), "R-037")

    def legal_actions(self, turn) -> list[Action]:
        if turn.ran or turn.op.sym not in turn.game.tender_owners or self.attached(turn):
            return []
        return [act("attach_tender", turn.op.sym, train=t.id) for t in turn.op.trains]

    @staticmethod
    def attached(turn) -> bool:
        return getattr(turn, "tender_on", None) is not None

    def process(self, turn, action: Action) -> None:
        self.check_order(turn, action)
        if self.attached(turn):
            raise Refusal(QT_TRANSLATE_NOOP("game", "the tender is put on one train a turn"),
                          "R-128")
        tenders.attach(turn.game, turn, action["train"])


class ChooseSide(Step):
    """The side of P2's Barcelona-Mataró train, chosen by the company that
    bought P2 (R-028)."""

    id = "choose_side"
    takes = frozenset({"choose_side"})
    anytime = True

    def process(self, turn, action: Action) -> None:
        privates.take_p2_train(turn.game, turn.op, action["variant"])


class Combine(Step):
    """Combining a train with a recycled one (R-168…R-174), after the train
    purchases, from phase 4."""

    id = "combine"
    takes = frozenset({"combine_trains"})
    skippable = True
    pass_word = QT_TRANSLATE_NOOP("game", "Done")
    reason = QT_TRANSLATE_NOOP("game", "may combine trains")

    def auto(self, turn) -> bool:
        return bool(combined.offers(turn.game, turn))

    def legal_actions(self, turn) -> list[Action]:
        return combined.actions(turn.game, turn)

    def process(self, turn, action: Action) -> None:
        combined.combine(turn.game, turn, action)


class Takeover(Step):
    """A southern major takes over a minor after its dividend (R-133…R-147;
    takeovers.py). Before phase 5 the rulebook asks the minor's director, whose
    answer the turn waits for (R-133)."""

    id = "takeover"
    takes = frozenset({"take_over", "answer_takeover"})
    skippable = True
    pass_word = QT_TRANSLATE_NOOP("game", "Take over no minor")
    reason = QT_TRANSLATE_NOOP("game", "may take over a minor")
    reason_rule = "R-133"

    def auto(self, turn) -> bool:
        return bool(self.offers(turn))

    @staticmethod
    def offers(turn) -> list[Action]:
        """The takeovers the major may offer; one refused is not offered again this turn."""
        refused = getattr(turn, "refused_takeovers", ())
        return [a for a in takeovers.actions(turn.game, turn.op) if a["corporation"] not in refused]

    def offer(self, turn) -> Action | None:
        return getattr(turn, "takeover_offer", None)

    def waiting_for(self, turn) -> tuple[list[str], str]:
        offer = self.offer(turn)
        if offer is None:
            return turn.actors(), self.reason
        game, minor = turn.game, offer["corporation"]
        director = game.corporation(minor).president
        # a marked template, told in English until a step's words carry templates
        return [director], msg(QT_TRANSLATE_NOOP(
            "game", "waits for {player} to answer its offer for {minor}"),
            player=game.name_of(director), minor=minor)

    def holds(self, turn) -> bool:
        return self.offer(turn) is not None

    def may_pass(self, turn) -> bool:
        return self.offer(turn) is None

    def legal_actions(self, turn) -> list[Action]:
        offer = self.offer(turn)
        if offer is None:
            return self.offers(turn)
        director = turn.game.corporation(offer["corporation"]).president
        return [act("answer_takeover", director, choice=choice)
                for choice in (takeovers.AGREE, takeovers.REFUSE)]

    def process(self, turn, action: Action) -> None:
        game, offer = turn.game, self.offer(turn)
        if action.type == "take_over":
            if offer is not None:
                raise Refusal(QT_TRANSLATE_NOOP("game", "the takeover offered waits for its "
                                                "answer"), "R-133")
            minor = takeovers.check(game, turn.op, action)
            if minor.sym in getattr(turn, "refused_takeovers", ()):
                raise Refusal(QT_TRANSLATE_NOOP("game", "{minor}'s director has refused this "
                                                "turn"), "R-133", minor=minor.sym)
            asked = takeovers.needs_consent(game, turn.op, minor)
            if asked is None:
                takeovers.take_over(game, turn.op, action)
                return
            turn.takeover_offer = action
            game.add_log(QT_TRANSLATE_NOOP("game", "{company} offers to take over {minor}"),
                         company=turn.op.sym, minor=minor.sym)
            return
        if offer is None:
            raise Refusal(QT_TRANSLATE_NOOP("game", "no takeover is offered"), "R-133")
        director = game.corporation(offer["corporation"]).president
        if action.entity != director:
            raise Refusal(QT_TRANSLATE_NOOP("game", "{minor}'s director answers the offer"),
                          "R-133", minor=offer["corporation"])
        if action["choice"] not in (takeovers.AGREE, takeovers.REFUSE):
            raise Refusal(QT_TRANSLATE_NOOP("game", "the answer is agree or refuse"), "R-133")
        turn.takeover_offer = None
        if action["choice"] == takeovers.AGREE:
            takeovers.take_over(game, turn.op, offer)
        else:
            turn.refused_takeovers = {*getattr(turn, "refused_takeovers", ()), offer["corporation"]}
            game.add_log(QT_TRANSLATE_NOOP("game", "{player} refuses {company}'s takeover of "
                                           "{minor}"), player=game.name_of(director),
                         company=turn.op.sym, minor=offer["corporation"])


BUY_PRIVATE = BuyPrivate()
STEPS = StepList([
    Home(),
    Destination(),
    TrackAndStation(),
    Routes(),
    standard.Dividend(),
    standard.Obsolete(),
    Takeover(),
    train_limits.DiscardInoperable(),
    BuyTrains(),
    Combine(),
    BUY_PRIVATE,
])
# a discard in the turn is its own step's (train_limits.DiscardInoperable)
ANYTIME = (BUY_PRIVATE, ChooseSide(), BuyTender(), AttachTender(),
           *(s for s in standard.ANYTIME if "discard_train" not in s.takes))

__all__ = ["ANYTIME", "STEPS", "BuyPrivate"]
