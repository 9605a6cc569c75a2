"""The 18MEX operating turn (R-092): the engine's standard steps with the mail
contract after the home station, and private purchases at any moment of a
major's turn (with a last chance as the turn's final step)."""

from __future__ import annotations

from gamedesk.engine.actions import Action
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.messages import QT_TRANSLATE_NOOP, msg
from gamedesk.engine.steps import Step, StepList, standard
from gamedesk.titles.g18mex import company_purchase


class Mail(Step):
    """Mail contract: a major with a train receives its home city's current value
    (R-095…R-098)."""

    id = "mail"

    def auto(self, turn) -> bool:
        corp = turn.op
        if turn.is_minor or not corp.trains:
            return False
        g = turn.game
        hex_, index = corp.home
        value = g.board.revenue_of(hex_, index, g.colors())
        if value:
            g.pay(g.bank, corp, value)
            g.add_log(
                QT_TRANSLATE_NOOP("game", "{company} receives {amount} for the mail contract"),
                company=corp.sym, amount=g.money(value))
        return False


class BuyCompany(standard.BuyPrivate):
    """A major buys a player's private, at any moment of its turn (R-136)."""

    reason = QT_TRANSLATE_NOOP(
        "game", "may buy a private from a player, at half to one and a half times its face value")
    reason_rule = "R-136"

    def auto(self, turn) -> bool:
        return not turn.is_minor and bool(company_purchase.buyable(turn.game, turn.op))

    def check_order(self, turn, action: Action) -> None:
        if turn.is_minor:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "minors never buy private companies"),
                "R-090",
            )

    def pass_meaning(self, turn) -> tuple[str, str]:
        return msg(QT_TRANSLATE_NOOP("game", "Buy no private — ends {company}'s turn"),
                   company=turn.op.sym), self.reason_rule

    def legal_actions(self, turn) -> list[Action]:
        return [] if turn.is_minor else company_purchase.purchase_actions(turn.game, turn.op)

    def process(self, turn, action: Action) -> None:
        company_purchase.buy(turn.game, turn.op, action)

    def price_range(self, turn, action: Action) -> tuple[int, int] | None:
        company = turn.game.companies.get(action.get("company"))
        if company is None:
            return None
        low, high = company_purchase.price_range(turn.game, company)
        return (low, min(high, turn.op.cash)) if low is not None else None


BUY_COMPANY = BuyCompany()
STEPS = StepList([
    standard.Home(),
    Mail(),
    standard.Track(),
    standard.Token(),
    standard.Routes(),
    standard.Dividend(),
    standard.Obsolete(),
    standard.BuyTrain(),
    BUY_COMPANY,
])
ANYTIME = (BUY_COMPANY, *standard.ANYTIME)

__all__ = ["ANYTIME", "STEPS", "BuyCompany", "Mail"]
