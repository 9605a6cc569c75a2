"""The player bar: each player's cash, certificates, value and the priority
deal, the acting player highlighted, and the hot-seat hand-over banner."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from gamedesk.engine.game import Game
from gamedesk.engine.messages import end_reason
from gamedesk.ui.action_text import who
from gamedesk.ui.i18n import game_text, round_name, translate

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
        mark = "  ◆ " + translate("PlayerBar", "priority") if priority else ""
        to_act = "  ▶ " + translate("PlayerBar", "to act") if acting else ""
        self.name.setText(f"{player.name}{mark}{to_act}")
        extras = [game_text(said) for said in game.player_extras(pid)]
        figures = translate("PlayerBar", "cash {cash}   certs {certs}/{limit}   value {value}")
        self.figures.setText(
            figures.format(
                cash=game.money(player.cash),
                certs=game.cert_count(pid),
                limit=game.cert_limit(pid),
                value=game.money(game.player_value(player)),
            )
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
        where = translate("PlayerBar", "{round} · phase {phase}").format(
            round=round_name(game), phase=game.phase.name
        )
        if game.finished:
            over = translate("PlayerBar", "Game over ({reason}) · {where}")
            return over.format(reason=game_text(end_reason(game.end_reason)), where=where)
        if not acting:
            return where
        names = translate("PlayerBar", " and ").join(game.player(p).name for p in acting)
        entities = [e for e in game.active_entities() if not game.is_player(e)]
        companies = ", ".join(who(game, e) for e in entities)
        if live and acting != self._last_acting:
            if entities:
                text = translate("PlayerBar", "Hand over to {names} for {companies} · {where}")
            else:
                text = translate("PlayerBar", "Hand over to {names} · {where}")
        elif entities:
            text = translate("PlayerBar", "{names} to act for {companies} · {where}")
        else:
            text = translate("PlayerBar", "{names} to act · {where}")
        return text.format(names=names, companies=companies, where=where)
