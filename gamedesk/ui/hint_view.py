"""The hint: what Hard would do here, for the player to act (button or H).

Its three best actions, each with the change it makes to the player's worth
and one line on why (gamedesk/ai/hint.py), worked out on a worker thread on a
copy of the game. A hint never plays a move; it is cleared when the game
moves on.
"""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout

from gamedesk.ai.hint import Suggestion, hint
from gamedesk.engine.actions import Action
from gamedesk.engine.game import Game
from gamedesk.ui.action_text import describe
from gamedesk.ui.bot_worker import ROUTE_WORK, BotWorker
from gamedesk.ui.computer_seats import Ask
from gamedesk.ui.i18n import game_text, translate

HINT_BUDGET_S = 1.0  # Hard's planning time for a hint

STYLE = """
QFrame#hintBox QLabel#hintText { background: #f6f3e6; border: 1px solid #b59a3a;
    border-radius: 4px; padding: 4px; }
"""


def hint_lines(game: Game, suggestions: list[Suggestion]) -> list[str]:
    """One line a suggestion: "1. <action> · your worth +$40 · <reason>"."""
    line = translate("HintBox", "{number}. {action} · your worth {worth} · {reason}")
    lines = []
    for n, s in enumerate(suggestions, 1):
        sign = "+" if s.worth_change >= 0 else "-"
        worth = f"{sign}{game.money(abs(s.worth_change))}"
        lines.append(line.format(number=n, action=action_words(game, s.action), worth=worth,
                                 reason=game_text(s.reason)))
    return lines


def action_words(game: Game, a: Action) -> str:
    """The action in words; a tile lay says which tile, where and turned how
    (the panel's words name only the company, which tells three lays apart)."""
    if a.type == "lay_tile":
        name, sep, copy = a["tile"].rpartition("-")
        tile = name if sep and copy.isdigit() else a["tile"]
        return translate("HintBox", "Tile {tile} in {place}, turned {rotation}").format(
            tile=tile, place=game.place_name(a["hex"]), rotation=a.get("rotation", 0)
        )
    return describe(game, a)


class HintBox(QFrame):
    """The Hint button and, once asked, Hard's three suggestions."""

    def __init__(self, window) -> None:
        super().__init__()
        self.setObjectName("hintBox")
        self.setStyleSheet(STYLE)
        self.window = window
        self.budget_s = HINT_BUDGET_S
        self.worker = BotWorker(self)
        self.worker.answered.connect(self._answered)
        self._ask: Ask | None = None
        self._shown: Ask | None = None  # the position the text speaks of
        self.suggestions: list[Suggestion] = []
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        line = QHBoxLayout()
        self.button = QPushButton()
        self.button.setObjectName("hint:ask")
        self.button.clicked.connect(self.ask)
        line.addWidget(self.button)
        line.addStretch(1)
        box.addLayout(line)
        self.text = QLabel()
        self.text.setObjectName("hintText")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)  # names from files are not markup
        self.text.hide()
        box.addWidget(self.text)
        self.retranslate()

    def retranslate(self) -> None:
        """The button's words in the language installed (a hint shown stays as told)."""
        self.button.setText(translate("HintBox", "Hint (H)"))
        self.button.setToolTip(translate(
            "HintBox", "What the Hard computer player would do here: its three best moves, "
            "what each does to your worth, and why. Plays nothing."
        ))

    @property
    def busy(self) -> bool:
        return self._ask is not None

    def ask(self) -> bool:
        """Start working out the hint for the player to act; False if nobody can use one."""
        s = self.window.session
        if s is None or not s.playable or s.game.finished or self._ask is not None:
            return False
        game = s.game
        deciders = game.deciding_players()
        if not deciders:
            return False
        ask = Ask(s, len(game.actions), deciders[0])
        self._ask, self._shown, self.suggestions = ask, None, []
        copy = game.copy()
        copy.route_search_work = ROUTE_WORK
        rng = random.Random(f"hint:{s.setup.seed}:{ask.at}")
        budget = self.budget_s
        self.worker.start(ask, lambda: hint(copy, ask.pid, budget, rng))
        said = translate("HintBox", "Thinking about {name}'s move…")
        self._say(said.format(name=game.player(ask.pid).name))
        self.button.setEnabled(False)
        return True

    def _answered(self, ask: Ask, result) -> None:
        self._ask = None
        self.button.setEnabled(True)
        s = self.window.session
        if s is not ask.session or len(s.game.actions) != ask.at:
            self.update_for(s)
            return
        if isinstance(result, Exception):
            said = translate("HintBox", "No hint: {error}")
            self._say(said.format(error=f"{type(result).__name__}: {result}"))
            return
        self._shown, self.suggestions = ask, list(result)
        name = s.game.player(ask.pid).name
        lines = hint_lines(s.game, self.suggestions) or [
            translate("HintBox", "nothing to choose: one move only")
        ]
        said = translate("HintBox", "Hard would play, for {name}:")
        self._say(said.format(name=name) + "\n" + "\n".join(lines))

    def _say(self, text: str) -> None:
        self.text.setText(text)
        self.text.show()

    def update_for(self, session) -> None:
        """After every redraw: a hint about an earlier position goes."""
        self.setVisible(session is not None)
        if session is None:
            self._ask, self._shown, self.suggestions = None, None, []
            self.worker.forget()
            self.text.hide()
            return
        game = session.game
        usable = session.playable and not game.finished
        self.button.setEnabled(usable and self._ask is None)
        if self._ask is not None and (self._ask.session is not session
                                      or self._ask.at != len(game.actions)):
            self._ask = None
            self.worker.forget()
            self.button.setEnabled(usable)
        shown = self._shown
        stale = shown is None or shown.session is not session or shown.at != len(game.actions)
        if stale and self._ask is None:
            self._shown, self.suggestions = None, []
            self.text.hide()

    def shutdown(self) -> None:
        self.worker.forget()
        self.worker.wait(10_000)
