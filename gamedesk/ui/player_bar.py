"""The player bar: each player's cash, certificates, value and the priority
deal, the acting player highlighted, and the hot-seat hand-over banner."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from gamedesk.engine.game import Game
from gamedesk.ui.action_text import who

ACTING_STYLE = (
    "QFrame#player { background: #fff4b8; border: 2px solid #c08a00; border-radius: 6px; }"
)
IDLE_STYLE = "QFrame#player { background: #f3f3f3; border: 1px solid #bbbbbb; border-radius: 6px; }"


def acting_players(game: Game) -> list[str]:
    """Players who must decide now (the engine says who decides for a company)."""
    return game.deciding_players()


class PlayerCard(QFrame):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("player")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        layout.setSpacing(1)
        self.name = QLabel()
        self.name.setTextFormat(Qt.TextFormat.PlainText)  # a player's own text, not markup
        self.name.setStyleSheet("font-weight: bold; font-size: 14px;")
        self.figures = QLabel()
        self.figures.setTextFormat(Qt.TextFormat.PlainText)
        self.figures.setWordWrap(True)  # five players fit a 1024 px window
        layout.addWidget(self.name)
        layout.addWidget(self.figures)

    def show_player(self, game: Game, pid: str, acting: bool, priority: bool) -> None:
        player = game.player(pid)
        mark = "  ◆ priority" if priority else ""
        self.name.setText(f"{player.name}{mark}{'  ▶ to act' if acting else ''}")
        extras = [f"{k} {v}" for k, v in game.player_extras(pid)]
        self.figures.setText(
            f"cash {game.money(player.cash)}   "
            f"certs {game.cert_count(pid)}/{game.cert_limit(pid)}   "
            f"value {game.money(game.player_value(player))}"
            + "".join(f"   {e}" for e in extras)
        )
        style = ACTING_STYLE if acting else IDLE_STYLE
        if self.styleSheet() != style:  # restyling is the costly part of a refresh
            self.setStyleSheet(style)


class PlayerBar(QWidget):
    """Cards in seating order, and above them whose turn it is."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(4, 4, 4, 4)
        self.banner = QLabel()
        self.banner.setTextFormat(Qt.TextFormat.PlainText)  # it names players
        self.banner.setObjectName("handover")
        self.banner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.banner.setStyleSheet(
            "background: #2b4c7e; color: white; font-size: 15px; font-weight: bold; padding: 4px;"
        )
        self.banner.setMaximumHeight(34)
        # a long banner is cut, not a reason for a wider window (1024 px fit)
        self.banner.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        outer.addWidget(self.banner)
        self.row = QHBoxLayout()
        outer.addLayout(self.row)
        self.cards: dict[str, PlayerCard] = {}
        self.setMinimumHeight(96)
        self._last_acting: list[str] = []

    def show_game(self, game: Game, live: bool = True) -> None:
        """`live`: the game is played now; otherwise a past or replayed position is shown
        (no hand-over is called for)."""
        seating = [p.id for p in game.seating]
        if list(self.cards) != seating:
            for card in self.cards.values():
                self.row.removeWidget(card)  # gone now, not when deleteLater gets its turn
                card.hide()
                card.deleteLater()
            self.cards = {}
            for pid in seating:
                card = PlayerCard(self)
                self.row.addWidget(card)
                card.show()
                self.cards[pid] = card
        acting = acting_players(game)
        priority = game.priority_holder()
        for pid, card in self.cards.items():
            card.show_player(game, pid, pid in acting, pid == priority)
        self.banner.setText(self.banner_text(game, acting, live))
        self._last_acting = acting if live else []

    def banner_text(self, game: Game, acting: list[str], live: bool = True) -> str:
        where = f"{game.round_label()} · phase {game.phase.name}"
        if game.finished:
            return f"Game over ({game.end_reason}) · {where}"
        if not acting:
            return where
        names = " and ".join(game.player(p).name for p in acting)
        entities = [e for e in game.active_entities() if not game.is_player(e)]
        for_whom = f" for {', '.join(who(game, e) for e in entities)}" if entities else ""
        if live and acting != self._last_acting:
            return f"Hand over to {names}{for_whom} · {where}"
        return f"{names} to act{for_whom} · {where}"
