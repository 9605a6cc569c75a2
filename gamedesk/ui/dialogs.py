"""Dialogs: a new game, the results at the end, and About."""

from __future__ import annotations

import random

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gamedesk import __version__
from gamedesk.engine.data import load_title
from gamedesk.engine.game import Game
from gamedesk.engine.messages import QT_TRANSLATE_NOOP, end_reason
from gamedesk.titles import offered_options, offered_profiles, registry
from gamedesk.ui.board_tabs import RECONSTRUCTED, is_reconstructed
from gamedesk.ui.i18n import game_text, round_name, translate
from gamedesk.ui.session import GameSetup

DEFAULT_NAMES = ("Ann", "Ben", "Cy", "Dee", "Eve")
# Who plays a seat: a person, or a computer player of a level (gamedesk/ai).
SEAT_KINDS = ((QT_TRANSLATE_NOOP("Dialogs", "Person"), None),
              (QT_TRANSLATE_NOOP("Dialogs", "Computer: Easy"), "easy"),
              (QT_TRANSLATE_NOOP("Dialogs", "Computer: Normal"), "normal"),
              (QT_TRANSLATE_NOOP("Dialogs", "Computer: Hard"), "hard"))


def profile_words() -> dict[str, str]:
    return {
        "rulebook": translate("Dialogs", "Rulebook"),
        "18xx.games": translate("Dialogs", "As on 18xx.games"),
    }


class NewGameDialog(QDialog):
    """Title, 3–5 players with names, seating, rules profile, options and seed."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Dialogs", "New game"))
        form = QFormLayout(self)
        self.title = QComboBox()
        # the titles whose every decision the window offers (the engine may play more)
        for n, name in enumerate(registry.window_titles()):
            self.title.addItem(name)
            self.title.setItemData(n, registry.entry(name).full_name, Qt.ItemDataRole.ToolTipRole)
        self.title.currentTextChanged.connect(self._title_changed)
        form.addRow(translate("Dialogs", "Title"), self.title)
        self.map_note = QLabel(translate("BoardTabs", RECONSTRUCTED))
        self.map_note.setObjectName("newgame:reconstructed")
        self.map_note.setWordWrap(True)
        self.map_note.hide()
        form.addRow(self.map_note)
        self.count = QSpinBox()
        self.count.valueChanged.connect(self._count_changed)
        form.addRow(translate("Dialogs", "Players"), self.count)
        self.names: list[QLineEdit] = []
        self.kinds: list[QComboBox] = []
        self._rows: list[QWidget] = []
        for n, default in enumerate(DEFAULT_NAMES):
            edit = QLineEdit(default)
            edit.setObjectName(f"name{n + 1}")
            self.names.append(edit)
            kind = QComboBox()
            kind.setObjectName(f"seat{n + 1}")
            for words, level in SEAT_KINDS:
                kind.addItem(translate("Dialogs", words), level)
            kind.setToolTip(translate(
                "Dialogs", "A person plays this seat, or the computer at the level chosen."))
            self.kinds.append(kind)
            row = QWidget()
            line = QHBoxLayout(row)
            line.setContentsMargins(0, 0, 0, 0)
            line.addWidget(edit, 1)
            line.addWidget(kind)
            self._rows.append(row)
            form.addRow(translate("Dialogs", "Player {number}").format(number=n + 1), row)
        self.seating = QComboBox()
        self.seating.addItems(
            [translate("Dialogs", "Random seating"), translate("Dialogs", "Seating as entered")]
        )
        form.addRow(translate("Dialogs", "Seating"), self.seating)
        self.profile = QComboBox()  # filled with the title's own profiles
        self.profile.setToolTip(
            translate(
                "Dialogs",
                "Rulebook: the printed rules. As on 18xx.games: the rules as that site plays "
                "them (where it differs, see the title's notes); imported games use it.",
            )
        )
        form.addRow(translate("Dialogs", "Rules"), self.profile)
        self.options_box = QVBoxLayout()
        holder = QWidget()
        holder.setLayout(self.options_box)
        form.addRow(translate("Dialogs", "Options"), holder)
        self.option_checks: dict[str, QCheckBox] = {}
        self.seed = QSpinBox()
        self.seed.setRange(0, 2**31 - 1)
        self.seed.setValue(random.randrange(2**31))
        self.seed.setToolTip(
            translate(
                "Dialogs",
                "Deals everything random: seating, and the title's random set-up. "
                "The same seed and moves give the same game.",
            )
        )
        form.addRow(translate("Dialogs", "Seed"), self.seed)
        self.error = QLabel()
        self.error.setObjectName("newgame:error")
        self.error.setStyleSheet("color: #a01010;")
        self.error.setWordWrap(True)
        self.error.hide()
        form.addRow(self.error)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self._check_and_accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self._form = form
        self._title_changed(self.title.currentText())
        self._recall()

    def _title_changed(self, title: str) -> None:
        title_data = load_title(title)
        data = title_data.game
        self.map_note.setVisible(is_reconstructed(title_data))
        self._fill_profiles(title)
        self.count.setRange(data["players"]["min"], data["players"]["max"])
        self.count.setValue(data["players"]["min"])
        for check in self.option_checks.values():
            check.deleteLater()
        self.option_checks = {}
        for option in offered_options(title):
            # "&" would mark a keyboard shortcut in a check box's text: "&&" is an "&"
            check = QCheckBox(option.get("short_name", option["sym"]).replace("&", "&&"))
            check.setToolTip(option.get("desc", ""))
            self.options_box.addWidget(check)
            self.option_checks[option["sym"]] = check
        self._count_changed(self.count.value())

    def _fill_profiles(self, title: str) -> None:
        """The title's profiles (a title 18xx.games lacks has only the rulebook)."""
        kept = self.profile.currentData()
        self.profile.clear()
        for p in offered_profiles(title):
            self.profile.addItem(profile_words().get(p, p), p)
        index = self.profile.findData(kept)
        self.profile.setCurrentIndex(max(index, 0))

    def _count_changed(self, count: int) -> None:
        for n, row in enumerate(self._rows):
            row.setVisible(n < count)
            self._form.labelForField(row).setVisible(n < count)

    def problem(self) -> str | None:
        """Why the game cannot start as entered (names must tell players apart)."""
        count = self.count.value()
        names = [e.text().strip() or DEFAULT_NAMES[n] for n, e in enumerate(self.names[:count])]
        folded = [n.casefold() for n in names]
        twice = sorted({n for n, f in zip(names, folded, strict=True) if folded.count(f) > 1})
        if twice:
            return translate(
                "Dialogs", "Two players have the name {name}: give each player a name of their own."
            ).format(name=twice[0])
        return None

    def _check_and_accept(self) -> None:
        problem = self.problem()
        self.error.setText(problem or "")
        self.error.setVisible(problem is not None)
        if problem is None:
            self._remember()
            self.accept()

    # The last game's title, players and rules are where the next one starts.

    def _recall(self) -> None:
        store = QSettings("gamedesk", "gamedesk")
        title = store.value("new_game/title")
        if title and self.title.findText(str(title)) >= 0:
            self.title.setCurrentText(str(title))
        count = store.value("new_game/count")
        if count is not None:
            self.count.setValue(int(count))
        names = str(store.value("new_game/names") or "").split("\t")
        for edit, name in zip(self.names, names, strict=False):
            if name:
                edit.setText(name)
        kinds = str(store.value("new_game/seats") or "").split("\t")
        for combo, level in zip(self.kinds, kinds, strict=False):
            combo.setCurrentIndex(max(combo.findData(level), 0) if level else 0)
        profile = self.profile.findData(store.value("new_game/profile"))
        if profile >= 0:
            self.profile.setCurrentIndex(profile)

    def _remember(self) -> None:
        store = QSettings("gamedesk", "gamedesk")
        store.setValue("new_game/title", self.title.currentText())
        store.setValue("new_game/count", self.count.value())
        store.setValue("new_game/names", "\t".join(e.text().strip() for e in self.names))
        store.setValue("new_game/profile", self.profile.currentData())
        store.setValue("new_game/seats", "\t".join(c.currentData() or "" for c in self.kinds))

    def setup(self) -> GameSetup:
        count = self.count.value()
        names = [e.text().strip() or DEFAULT_NAMES[n] for n, e in enumerate(self.names[:count])]
        players = [(f"p{n + 1}", name) for n, name in enumerate(names)]
        computers = tuple(
            (pid, level) for (pid, _), combo in zip(players, self.kinds, strict=False)
            if (level := combo.currentData())
        )
        seed = self.seed.value()
        if self.seating.currentIndex() == 0:
            random.Random(seed).shuffle(players)
        options = tuple(sym for sym, c in self.option_checks.items() if c.isChecked())
        return GameSetup(
            self.title.currentText(), players, self.profile.currentData(), options, seed,
            computers,
        )


def ranking(game: Game) -> list[dict]:
    """The engine's standings (shared ranks for ties) with each player's parts."""
    rows = []
    for rank, p in game.standings():
        privates = sum(
            c.value for c in game.companies.values() if c.owner == p.id and not c.closed
        )
        value = game.player_value(p)
        rows.append(
            {"rank": rank, "name": p.name, "cash": p.cash,
             "shares": value - p.cash - privates, "value": value}
        )
    return rows


class ResultsDialog(QDialog):
    """The final ranking: each player's cash, shares and value."""

    def __init__(self, game: Game, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Dialogs", "Results"))
        layout = QVBoxLayout(self)
        over = translate("Dialogs", "Game over: {reason}. {round}.").format(
            reason=game_text(end_reason(game.end_reason)), round=round_name(game)
        )
        layout.addWidget(QLabel(over))
        rows = ranking(game)
        table = QTableWidget(len(rows), 5)
        table.setObjectName("results")
        table.setHorizontalHeaderLabels(
            [
                translate("Dialogs", "Rank"),
                translate("Dialogs", "Player"),
                translate("Dialogs", "Cash"),
                translate("Dialogs", "Shares"),
                translate("Dialogs", "Value"),
            ]
        )
        for r, row in enumerate(rows):
            cells = [
                str(row["rank"]),
                row["name"],
                game.money(row["cash"]),
                game.money(row["shares"]),
                game.money(row["value"]),
            ]
            for c, text in enumerate(cells):
                table.setItem(r, c, QTableWidgetItem(text))
        table.resizeColumnsToContents()
        layout.addWidget(table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
        self.resize(460, 120 + 32 * len(rows))


_BUTTONS = {
    "save": QMessageBox.StandardButton.Save,
    "discard": QMessageBox.StandardButton.Discard,
    "cancel": QMessageBox.StandardButton.Cancel,
    "yes": QMessageBox.StandardButton.Yes,
    "no": QMessageBox.StandardButton.No,
}


def ask(parent: QWidget, title: str, text: str, choices: tuple[str, ...]) -> str:
    """A question with buttons `choices` (keys of _BUTTONS), the first the default;
    the text is shown as plain text (it may hold names from a file). Closing the
    box answers "cancel" or "no"."""
    box = QMessageBox(QMessageBox.Icon.Question, title, text, parent=parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    for choice in choices:
        box.addButton(_BUTTONS[choice])
    box.setDefaultButton(_BUTTONS[choices[0]])
    clicked = box.exec()
    for choice in choices:
        if clicked == _BUTTONS[choice]:
            return choice
    return "cancel" if "cancel" in choices else "no"


def show_about(parent: QWidget) -> None:
    QMessageBox.about(
        parent,
        translate("Dialogs", "About gamedesk"),
        f"<b>gamedesk {__version__}</b><br>"
        + translate(
            "Dialogs",
            "Play and replay 18xx railroad games: hot-seat on one computer, solo practice, "
            "replays of saved games and 18xx.games logs.",
        ),
    )
