"""The 18ESP operating turn (inventory 2.4): home station, track, station,
routes, dividend, trains, with the engine's standard steps; privates bought
from players at any moment, with a last chance as the final step (R-023)."""

from __future__ import annotations

from gamedesk.engine.actions import Action
from gamedesk.engine.steps import Step, StepList, standard
from gamedesk.titles.g18esp import privates


class BuyPrivate(Step):
    id = "buy_company"
    takes = frozenset({"buy_company"})
    skippable = True
    anytime = True
    pass_word = "done"
    reason = "may buy a private"

    def auto(self, turn) -> bool:
        return bool(privates.buyable(turn.game, turn.op))

    def legal_actions(self, turn) -> list[Action]:
        return privates.purchase_actions(turn.game, turn.op)

    def process(self, turn, action: Action) -> None:
        privates.buy(turn.game, turn.op, action)

    def price_range(self, turn, action: Action) -> tuple[int, int] | None:
        company = turn.game.companies.get(action.get("company"))
        found = privates.price_range(turn.game, company) if company else None
        return (found[0], min(found[1], turn.op.cash)) if found else None


BUY_PRIVATE = BuyPrivate()
STEPS = StepList([
    standard.Home(),
    standard.Track(),
    standard.Token(),
    standard.Routes(),
    standard.Dividend(),
    standard.Obsolete(),
    standard.BuyTrain(),
    BUY_PRIVATE,
])
ANYTIME = (BUY_PRIVATE, *standard.ANYTIME)

__all__ = ["ANYTIME", "STEPS", "BuyPrivate"]
