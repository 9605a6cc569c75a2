"""The operating round: privates pay, then each company takes its turn in the
order the title names (`game.operating_order_rule`, engine/operating_order.py).

A turn runs the steps the title composes (`game.operating_steps`, with
`game.operating_anytime` for what may be done at any moment; engine/steps).
Steps that leave nothing to decide are done automatically; a `pass` closes
the optional step now on offer.
"""

from __future__ import annotations

from gamedesk.engine.actions import Action
from gamedesk.engine.entities import Corporation, Minor, Operator
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.messages import QT_TRANSLATE_NOOP
from gamedesk.engine.rounds.base import Round
from gamedesk.engine.steps.standard import StandardTurn


class OperatingRound(Round):
    kind = "operating"
    name = QT_TRANSLATE_NOOP("game", "Operating Round")

    def __init__(self, game, number: int) -> None:
        super().__init__(game)
        self.number = number  # 1-based within the set
        self.operated: set[str] = set()
        self.excluded: set[str] = set()  # floated during this OR
        self.turn: StandardTurn | None = None
        self.started = False

    # ----------------------------------------------------------------- order

    def next_operator(self) -> Operator | None:
        """The first company of the title's operating order that has not operated."""
        for sym in self.game.operating_order_rule(self.game):
            if sym not in self.operated and sym not in self.excluded:
                return self.game.operator(sym)
        return None

    # ----------------------------------------------------------------- flow

    def advance(self) -> bool:
        g = self.game
        if not self.started:
            self.started = True
            g.pay_private_revenue()
        while True:
            if g.interrupts or g.finished:
                return False
            if self.turn is None:
                op = self.next_operator()
                if op is None:
                    return True
                self.turn = self.new_turn(op)
            if not self.turn.advance():
                return False
            self.operated.add(self.turn.op.sym)
            self.turn.op.operated = True
            self.turn = None

    def active_entities(self) -> list[str]:
        if self.game.interrupts:
            return self.game.interrupts[0].active_entities()
        return self.turn.active_entities() if self.turn else []

    def legal_actions(self) -> list[Action]:
        if self.game.interrupts:
            return self.game.interrupts[0].legal_actions()
        return self.turn.legal_actions() if self.turn else []

    def process(self, action: Action) -> None:
        g = self.game
        if g.interrupts:
            interrupt = g.interrupts[0]
            self.require_active(action.entity)
            interrupt.process(action)
            if interrupt.done():
                g.interrupts.remove(interrupt)
            return
        if self.turn is None:
            raise IllegalAction(QT_TRANSLATE_NOOP("game", "nobody is operating"), "turn")
        self.require_active(action.entity)
        self.turn.process(action)

    def order(self) -> list[str]:
        """Companies that have operated, the one operating, then the rest as they stand."""
        g = self.game
        done = [s for s in g.minors if s in self.operated] + [
            s for s in g.corporations if s in self.operated
        ]
        current = [self.turn.op.sym] if self.turn else []
        rest = [
            s
            for s in g.operating_order_rule(g)
            if s not in self.operated and s not in self.excluded and s not in current
        ]
        return done + current + rest

    def new_turn(self, op: Operator) -> StandardTurn:
        g = self.game
        return StandardTurn(g, self, op, g.operating_steps, anytime=g.operating_anytime)

    def price_range(self, action: Action) -> tuple[int, int] | None:
        return self.turn.price_range(action) if self.turn is not None else None

    def step_id(self) -> str:
        return self.turn.step if self.turn is not None else self.kind

    def operating(self) -> Operator | None:
        return self.turn.op if self.turn is not None else None

    def has_operated(self, sym: str) -> bool:
        return sym in self.operated

    def run_revenue(self) -> int | None:
        return self.turn.revenue if self.turn is not None else None

    def is_operating(self, op: Operator) -> bool:
        return self.turn is not None and self.turn.op is op


__all__ = ["Corporation", "Minor", "OperatingRound"]
