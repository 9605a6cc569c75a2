"""The L&M traded for a share outside its owner's stock-round turn (R-092):
between two turns of a stock round, and at the start of an operating round,
before the privates pay, when the traded L&M pays nothing that round (R-093).
The limits are those of a trade on his own turn (R-094, `G18MW.lm_refusal`)."""

from __future__ import annotations

from gamedesk.engine.actions import Action, act
from gamedesk.engine.interrupts import Interrupt
from gamedesk.engine.messages import QT_TRANSLATE_NOOP, Msg, msg
from gamedesk.engine.operating_order import by_price, floated_companies
from gamedesk.titles.g18mw.refusals import MwRefusal

LM = "L&M"


def owner(game) -> str | None:
    """The player holding the open L&M, or None."""
    company = game.companies.get(LM)
    if company is None or company.closed or not game.is_player(company.owner or ""):
        return None
    return company.owner


def offers(game, pid: str, sold: set[str]) -> list[Action]:
    return [act("exchange_private", pid, company=LM, share=s.id)
            for s in game.lm_options(pid, sold)]


def trade(game, action: Action, sold: set[str]) -> None:
    """Check the action names the L&M and a share, then trade (R-091, R-094)."""
    if action["company"] != LM or not action.get("share"):
        raise MwRefusal(QT_TRANSLATE_NOOP("game", "only the L&M is traded for a share now"),
                        "R-091")
    game.exchange_lm(action.entity, game.share_by_id(action["share"]), sold)


class LmAtStart(Interrupt):
    """The L&M's owner may trade it before the privates pay at the start of an
    operating round (R-092); traded, it pays nothing that round (R-093), and a
    company it floats operates in the round (R-095)."""

    step_id = "lm_exchange"

    def __init__(self, game, pid: str) -> None:
        self.game = game
        self.pid = pid
        self.decided = False

    def active_entities(self) -> list[str]:
        return [] if self.decided else [self.pid]

    def legal_actions(self) -> list[Action]:
        return [*offers(self.game, self.pid, set()), act("pass", self.pid)]

    def process(self, action: Action) -> None:
        g = self.game
        if action.type == "exchange_private":
            trade(g, action, set())  # no stock round's sales count here
            g.or_order = by_price(g, floated_companies(g))  # none has operated yet
        elif action.type != "pass":
            raise MwRefusal(
                QT_TRANSLATE_NOOP("game", "{player} first decides on trading the L&M"),
                "R-092", player=g.name_of(self.pid))
        self.decided = True

    def done(self) -> bool:
        return self.decided

    def why(self) -> tuple[Msg, str]:
        return msg(QT_TRANSLATE_NOOP("game", "{player} may trade the L&M for a share before "
                                             "the privates pay; traded now, it pays nothing "
                                             "this round"),
                   player=self.game.name_of(self.pid)), "R-093"

    def pass_meaning(self) -> tuple[str, str]:
        return QT_TRANSLATE_NOOP("game", "Pass — keep the L&M; it pays its revenue this round"), \
            "R-092"


def offer_at_start(game) -> LmAtStart | None:
    """The decision at an operating round's start, when the owner has a share to take."""
    pid = owner(game)
    if pid is None or not game.lm_options(pid, set()):
        return None
    return LmAtStart(game, pid)
