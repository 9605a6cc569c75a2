"""The P7 declaration between a stock round and the operating rounds (R-081):
the player holding P7 may count double cash when the new player order is set.
The rulebook, and 18xx.games since April 2026, ask only when doubling changes
the order; the site's older logs ask the holder after every stock round."""

from __future__ import annotations

from gamedesk.engine.actions import Action, act
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.messages import QT_TRANSLATE_NOOP, msg
from gamedesk.engine.rounds.base import Round

EUROPEAN_IMPORTS = "P7"
DOUBLE = "double"


def order_by_cash(players: list, doubled: str | None = None) -> list:
    """R-080, R-081: most cash first; ties keep the order given (a stable sort)."""
    return sorted(players, key=lambda p: -(2 * p.cash if p.id == doubled else p.cash))


def p7_holder(game) -> str | None:
    company = game.companies.get(EUROPEAN_IMPORTS)
    if company is None or company.closed or not company.owner or not game.is_player(company.owner):
        return None
    return company.owner


def choice_matters(game) -> bool:
    holder = p7_holder(game)
    if holder is None:
        return False
    if game.p7_choice_always_offered:
        return True
    plain = [p.id for p in order_by_cash(game.players)]
    return plain != [p.id for p in order_by_cash(game.players, holder)]


class ChooseRound(Round):
    kind = "choose"
    name = QT_TRANSLATE_NOOP("game", "Choose")

    def __init__(self, game) -> None:
        super().__init__(game)
        self.holder = p7_holder(game)
        self.done = False

    def active_entities(self) -> list[str]:
        return [] if self.done else [self.holder]

    def advance(self) -> bool:
        return self.done

    def do_choose(self, action: Action) -> None:
        if action["choice"] != DOUBLE:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "the only choice is {choice!r}"),
                "R-081", choice=DOUBLE,
            )
        self.game.players = order_by_cash(self.game.players, self.holder)
        self.game.add_log(QT_TRANSLATE_NOOP("game", "{player} counts double cash for the order"),
                          player=self.game.name_of(self.holder))
        self.done = True

    def do_pass(self, action: Action) -> None:
        self.game.players = order_by_cash(self.game.players)
        self.done = True

    def legal_actions(self) -> list[Action]:
        return [act("choose", self.holder, choice=DOUBLE), act("pass", self.holder)]

    def why(self) -> tuple[str, str]:
        """Why the round waits (Game.waiting_reason)."""
        name = self.game.name_of(self.holder)
        return msg(QT_TRANSLATE_NOOP("game", "{player} may count double cash for the new player "
                                             "order ({private})"),
                   player=name, private=EUROPEAN_IMPORTS), "R-081"

    def pass_meaning(self) -> tuple[str, str]:
        return QT_TRANSLATE_NOOP("game", "Pass — the new player order counts plain cash"), \
            "R-080"
