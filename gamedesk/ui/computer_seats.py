"""Computer seats in the window: the seats New Game gave to a computer player
play by themselves, one action at a time, with a short visible pause.

The bot thinks on a worker thread (bot_worker) on a copy of the game; its
answer goes through the window's `take`, the path a person's click takes, so
it is logged, drawn and autosaved alike. An answer is used only if the game
is still where it was asked (same session, same number of actions). "Stop"
halts the computers (a person may then play their move by hand); "Play until
my turn" lets them go on until a person must decide. Taking a move back
(undo) stops them too, or they would play it again at once.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSpinBox, QWidget

from gamedesk.ai.interface import DEFAULT_BUDGET_S, make_bot
from gamedesk.ai.random_bot import RandomBot
from gamedesk.engine.actions import Action
from gamedesk.engine.game import Game
from gamedesk.engine.messages import QT_TRANSLATE_NOOP
from gamedesk.ui.bot_worker import ROUTE_WORK, BotWorker
from gamedesk.ui.i18n import translate

PAUSE_MS = 700  # the least time a computer's move stays "thinking" on screen
LEVEL_WORDS = {
    "easy": QT_TRANSLATE_NOOP("ComputerSeats", "Easy"),
    "normal": QT_TRANSLATE_NOOP("ComputerSeats", "Normal"),
    "hard": QT_TRANSLATE_NOOP("ComputerSeats", "Hard"),
}


@dataclass(frozen=True, eq=False)
class Ask:
    """One decision asked of a computer seat: where the game was."""

    session: object
    at: int  # the number of actions played when it was asked
    pid: str


def computer_to_act(game: Game, levels: dict[str, str]) -> str | None:
    """The computer seat that decides now, if the first player to decide is one."""
    deciders = game.deciding_players()
    return deciders[0] if deciders and deciders[0] in levels else None


class ComputerSeats(QObject):
    """Plays the computer seats of the window's game."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.running = True  # False: stopped until "Play until my turn"
        self.pause_ms = PAUSE_MS
        self.budget_s: dict[str, float] = dict(DEFAULT_BUDGET_S)
        self.worker = BotWorker(self)
        self.worker.answered.connect(self._answered)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._apply_if_ready)
        self._ask: Ask | None = None
        self._answer: Action | None = None
        self._seen: tuple[int, int] | None = None  # (session, actions) at the last update
        self.bar = SeatBar(self)

    # --------------------------------------------------------------- queries

    def levels(self) -> dict[str, str]:
        s = self.window.session
        return dict(s.setup.computers) if s is not None else {}

    def is_computer(self, pid: str | None) -> bool:
        return pid is not None and pid in self.levels()

    def deal_answer(self, game: Game, deal: Action, seat: str) -> bool | None:
        """A deal a person offers to a computer seat: None if `seat` is a person's;
        else whether it agrees. It sells a private for at least its face value and
        one round of its revenue, a train for at least the bank's price, and buys a
        private offered to it for at most its face value."""
        if not self.is_computer(seat):
            return None
        price = int(deal.get("price", 0))
        if deal.type == "sell_company":
            return price <= game.companies[deal["company"]].value
        if deal.type == "buy_company":
            card = game.companies[deal["company"]]
            return price >= card.value + card.revenue
        train = game.depot.by_id.get(deal.get("train"))
        return train is not None and price >= train.price

    @property
    def thinking(self) -> bool:
        return self._ask is not None

    # --------------------------------------------------------------- control

    def play_on(self) -> None:
        """"Play until my turn": the computers move until a person must decide."""
        self.running = True
        self.update()

    def stop(self) -> None:
        """The computers stop after nothing: a move being thought about is dropped."""
        self.running = False
        self._drop()
        self.update()

    def shutdown(self) -> None:
        self.running = False
        self._drop()
        self.worker.wait(10_000)

    def _drop(self) -> None:
        self._ask, self._answer = None, None
        self._timer.stop()
        self.worker.forget()

    # --------------------------------------------------------------- playing

    def update(self) -> None:
        """After every redraw: start the computer whose decision it is, if any."""
        s = self.window.session
        levels = self.levels()
        if s is None or not levels:
            self._drop()
            self.bar.show_state(None, "")
            return
        game = s.game
        seen = (id(s), len(game.actions))
        if self._seen is not None and seen[0] == self._seen[0] and seen[1] < self._seen[1]:
            self.running = False  # a move was taken back: do not play it again at once
        self._seen = seen
        pid = computer_to_act(game, levels) if s.playable and not game.finished else None
        if self._ask is not None and (self._ask.session is not s or self._ask.at != seen[1]
                                      or self._ask.pid != pid):
            self._drop()
        if pid is None:
            seats = ", ".join(self._seat_name(game, p, levels) for p in levels)
            if game.finished:
                state = translate("ComputerSeats", "The game is over.")
            elif s.playable:
                state = translate("ComputerSeats", "Your move.")
            else:
                state = translate("ComputerSeats", "They wait while you look at an earlier point.")
            said = translate("ComputerSeats", "Computers: {seats}. {state}")
            self.bar.show_state(False, said.format(seats=seats, state=state))
            return
        name = self._seat_name(game, pid, levels)
        if not self.running:
            said = translate("ComputerSeats", "Stopped: {name} is to act (or play it by hand).")
            self.bar.show_state(False, said.format(name=name))
            return
        self.window.panel.body.setEnabled(False)  # the computer's move, not the person's
        thinking = translate("ComputerSeats", "{name} is thinking…")
        self.bar.show_state(True, thinking.format(name=name))
        if self._ask is None:
            self._start(s, game, pid, levels[pid])

    @staticmethod
    def _seat_name(game: Game, pid: str, levels: dict[str, str]) -> str:
        level = levels[pid]
        words = translate("ComputerSeats", LEVEL_WORDS[level]) if level in LEVEL_WORDS else level
        return f"{game.player(pid).name} ({words})"

    def _start(self, session, game: Game, pid: str, level: str) -> None:
        ask = Ask(session, len(game.actions), pid)
        self._ask, self._answer = ask, None
        copy = game.copy()
        copy.route_search_work = ROUTE_WORK
        budget = self.budget_s.get(level, DEFAULT_BUDGET_S[level])
        rng = random.Random(f"{session.setup.seed}:{pid}:{ask.at}")  # a replayable choice
        self.worker.start(ask, lambda: make_bot(level).choose(copy, pid, budget, rng))
        self._timer.start(max(0, self.pause_ms))

    def _answered(self, ask: Ask, result) -> None:
        if ask is not self._ask:
            return
        if isinstance(result, Exception):
            self.running = False
            self._drop()
            said = translate("ComputerSeats",
                             "{error}. The computers are stopped; play on by hand.")
            self.window.show_error(
                translate("ComputerSeats", "The computer player failed"),
                said.format(error=f"{type(result).__name__}: {result}"),
            )
            self.update()
            return
        self._answer = result
        self._apply_if_ready()

    def _apply_if_ready(self) -> None:
        """Play the answer once it is there and the pause is over."""
        ask, action = self._ask, self._answer
        if ask is None or action is None or self._timer.isActive():
            return
        self._ask, self._answer = None, None
        s = self.window.session
        if s is not ask.session or len(s.game.actions) != ask.at or not s.playable:
            self.update()
            return
        game = s.game
        if not game.is_legal(action):  # never seen; a legal move keeps the game going
            action = RandomBot().choose(game, ask.pid, 0.0, random.Random(ask.at))
        self.window.take(action)


class SeatBar(QWidget):
    """Above the action panel: what the computers do, Stop / Play until my turn,
    and the pause between their moves."""

    def __init__(self, seats: ComputerSeats) -> None:
        super().__init__()
        self.seats = seats
        line = QHBoxLayout(self)
        line.setContentsMargins(0, 0, 0, 0)
        self.status = QLabel()
        self.status.setObjectName("computers:status")
        self.status.setWordWrap(True)
        line.addWidget(self.status, 1)
        self.go = QPushButton()
        self.go.setObjectName("computers:go")
        self.go.clicked.connect(seats.play_on)
        line.addWidget(self.go)
        self.halt = QPushButton()
        self.halt.setObjectName("computers:stop")
        self.halt.clicked.connect(seats.stop)
        line.addWidget(self.halt)
        self.pause = QSpinBox()
        self.pause.setObjectName("computers:pause")
        self.pause.setRange(0, 5000)
        self.pause.setSingleStep(100)
        self.pause.setSuffix(" ms")
        self.pause.setValue(seats.pause_ms)
        self.pause.valueChanged.connect(self._pause_changed)
        line.addWidget(self.pause)
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        """The bar's words in the language installed (the status is written again
        by the next update)."""
        self.go.setText(translate("ComputerSeats", "Play until my turn"))
        self.go.setToolTip(
            translate("ComputerSeats", "The computer seats play on until a person must decide.")
        )
        self.halt.setText(translate("ComputerSeats", "Stop"))
        self.halt.setToolTip(
            translate("ComputerSeats", "The computer seats stop; you may play their move by hand.")
        )
        self.pause.setToolTip(translate(
            "ComputerSeats", "The pause before each computer move, to follow it on the map."
        ))

    def _pause_changed(self, value: int) -> None:
        self.seats.pause_ms = value

    def show_state(self, moving: bool | None, text: str) -> None:
        """None: no computer seat in this game (the bar hides)."""
        self.setVisible(moving is not None)
        self.status.setText(text)
        self.halt.setEnabled(self.seats.running)
        self.go.setEnabled(not self.seats.running)
