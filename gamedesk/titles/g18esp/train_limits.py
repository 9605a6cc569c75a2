"""Trains given up to a limit (R-151, R-156).

A phase that lowers the train limit makes a company over it discard trains of
its choice (the shared `DiscardTrains` interrupt); in 18ESP a discarded train
leaves the game without compensation (R-151; the site does the same, 4.9.47),
not to the open market.

R-156: a company at its train limit none of whose trains can run has no room
to buy one that can. At its train step its director first discards a train
(out of the game), and then the company must buy a train as a company
without one does (a forced purchase if need be), and one that can run (4.7.1:
"buy a train that can operate"): while any offer can run, one that cannot is
refused (`replacement_refusal`); if none can, it buys what is offered. The
rulebook's rule: on 18xx.games a train that
cannot run still counts as owned (4.9.45), and nothing is discarded.

Q18: a takeover's trains (R-135) or P2's train (R-028) may push a company over
its limit; it discards down to the limit at once, out of the game, as after a
phase change (`OverLimit`). The site does the same, except that P2's train is
never among the trains it may discard.
"""

from __future__ import annotations

from gamedesk.engine.actions import Action, act
from gamedesk.engine.board.routes import TrainSpec
from gamedesk.engine.entities import Operator
from gamedesk.engine.interrupts import DiscardTrains
from gamedesk.engine.messages import QT_TRANSLATE_NOOP, a_train
from gamedesk.engine.steps import Step
from gamedesk.engine.trains import SCRAPPED
from gamedesk.titles.g18esp import stranding
from gamedesk.titles.g18esp.rule_ids import Refusal


def discard(game, op: Operator, train_id: str) -> None:
    """R-151, R-156: the train leaves the game; nobody is paid for it."""
    train = next((t for t in game.counted_trains(op) if t.id == train_id), None)
    if train is None:
        raise Refusal(QT_TRANSLATE_NOOP("game", "{company} cannot discard train {train_id}"),
                      "R-151", company=op.sym, train_id=train_id)
    game.give_train(train, SCRAPPED)
    game.add_log(QT_TRANSLATE_NOOP("game", "{company} discards {train}: it leaves the game"),
                 company=op.sym, train=a_train(train.name))


class OverLimit(DiscardTrains):
    """Q18: a company over its limit outside a phase change discards down to it
    at once; on the site, never P2's train."""

    def choices(self) -> list:
        trains = self.game.counted_trains(self.op)
        if self.game.gx:
            p2_train = self.game.data.game["rules"]["p2_train"]
            trains = [t for t in trains if t.id != p2_train]
        return trains

    def legal_actions(self) -> list[Action]:
        return [act("discard_train", self.op.sym, train=t.id) for t in self.choices()]

    def process(self, action: Action) -> None:
        if action.type == "discard_train" and all(t.id != action["train"]
                                                  for t in self.choices()):
            raise Refusal(QT_TRANSLATE_NOOP("game", "{company} cannot discard train {train_id}"),
                          "R-151", company=self.op.sym, train_id=action["train"])
        super().process(action)


def discard_over_limit(game, op: Operator) -> None:
    """Q18: after a takeover or P2's train, a company over its limit discards."""
    if len(game.counted_trains(op)) <= game.train_limit(op):
        return
    if not any(isinstance(i, DiscardTrains) and i.op is op for i in game.interrupts):
        game.interrupts.append(OverLimit(game, op))


def stuck(game, turn) -> bool:
    """R-156: at its limit, no train that can run (the run step found none:
    steps.Routes), and a route for one that could."""
    op = turn.op
    if game.gx:
        return False  # 4.9.45: the site counts a train that cannot run as owned
    if not getattr(turn, "trains_idle", False) or getattr(turn, "discarded_inoperable", False):
        return False
    return len(game.counted_trains(op)) >= game.train_limit(op) and game.has_route(op)


class DiscardInoperable(Step):
    """R-156: before the train purchases, a company stuck at its limit with no
    train that can run discards one."""

    id = "discard_inoperable"
    takes = frozenset({"discard_train"})
    reason = QT_TRANSLATE_NOOP("game", "must discard a train: none can run and it is at its "
                                       "train limit")
    reason_rule = "R-156"
    rule = "R-156"

    def auto(self, turn) -> bool:
        return stuck(turn.game, turn)

    def holds(self, turn) -> bool:
        return stuck(turn.game, turn)

    def check_order(self, turn, action: Action) -> None:
        if turn.step != self.id:
            raise Refusal(QT_TRANSLATE_NOOP(
                "game", "trains are discarded only down to the train limit, or when none "
                        "can run at the limit"), "R-151")

    def legal_actions(self, turn) -> list[Action]:
        return [act("discard_train", turn.op.sym, train=t.id)
                for t in turn.game.counted_trains(turn.op)]

    def process(self, turn, action: Action) -> None:
        discard(turn.game, turn.op, action["train"])
        turn.discarded_inoperable = True


def must_replace(game, turn) -> bool:
    """R-156: after the discard the company must buy a train, until it is at
    its limit again."""
    op = turn.op
    return (getattr(turn, "discarded_inoperable", False)
            and len(game.counted_trains(op)) < game.train_limit(op))


def bought_spec(game, action: Action) -> TrainSpec:
    """The spec of the train a `buy_train` would give, on the side it names."""
    train = game.depot.by_id[action["train"]]
    side = action.get("variant")
    if side and side != train.name:
        return TrainSpec.from_data(game.variant_entry(train.id.rpartition("-")[0], side))
    return train.spec


def runs(game, turn, action: Action) -> bool:
    return stranding.runs(game, turn.op, [bought_spec(game, action)])


def replacements(game, turn, offers: list[Action]) -> list[Action]:
    """R-156: after the discard, only purchases of a train that can run, if any can."""
    if not must_replace(game, turn):
        return offers
    running = [a for a in offers if a.type != "buy_train" or runs(game, turn, a)]
    return running if any(a.type == "buy_train" for a in running) else offers


def replacement_refusal(game, turn, action: Action, offers: list[Action]) -> Refusal | None:
    """R-156: a train that cannot run is refused while one that can is offered."""
    if action.type != "buy_train" or not must_replace(game, turn) or runs(game, turn, action):
        return None
    if not any(a.type == "buy_train" and runs(game, turn, a) for a in offers):
        return None
    return Refusal(QT_TRANSLATE_NOOP("game", "{company} must buy a train that can run: "
                                     "{train} has no route"), "R-156",
                   company=turn.op.sym, train=bought_spec(game, action).name)
