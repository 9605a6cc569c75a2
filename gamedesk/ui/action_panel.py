"""The action panel: exactly the engine's legal actions for whoever acts now.

Every button sends a copy of one `game.legal_actions()` template; a price box
may change the template's price (bids, private and train purchases) and the
engine judges the result. Lay-tile and station choices go through the map
(`MapPicker`); the panel shows the choice in progress with confirm/cancel.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gamedesk.engine.actions import Action
from gamedesk.engine.game import Game
from gamedesk.ui.action_text import ORDER, SECTION_TITLES, describe, route_lines
from gamedesk.ui.map_picker import MapPicker

PRICED = ("bid", "buy_company", "sell_company", "buy_train")
MAX_PRICE = 1_000_000


def key_of(a: Action) -> str:
    """A short name for a template, used in widget object names (tests find them)."""
    for field in ("company", "corporation", "train", "kind"):
        if field in a.args:
            return str(a.args[field])
    if "shares" in a.args:
        return "+".join(a["shares"])
    if "hex" in a.args:
        return f"{a['hex']}-{a.get('city', a.get('tile', ''))}"
    return a.entity


def with_args(a: Action, **changes) -> Action:
    return Action.from_dict({**a.to_dict(), **changes})


class ActionPanel(QWidget):
    """Emits `chosen(Action)`; the window processes it."""

    chosen = Signal(object)

    def __init__(self, picker: MapPicker, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.picker = picker
        self.game: Game | None = None
        self.actions: list[Action] = []
        outer = QVBoxLayout(self)
        outer.setContentsMargins(2, 2, 2, 2)
        self.header = QLabel()
        self.header.setWordWrap(True)
        self.header.setStyleSheet("font-size: 14px; font-weight: bold;")
        outer.addWidget(self.header)
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        outer.addWidget(self.scroll)
        self.body = QWidget()
        self.scroll.setWidget(self.body)
        self.rows = QVBoxLayout(self.body)
        self.picker_box: QGroupBox | None = None
        picker.changed.connect(self._picker_changed)

    # ------------------------------------------------------------ building

    def show_actions(self, game: Game, actions: list[Action]) -> None:
        self.game, self.actions = game, actions
        self.body = QWidget()
        self.rows = QVBoxLayout(self.body)
        self.picker_box = None
        entities = game.active_entities()
        if game.finished:
            self.header.setText(f"The game is over ({game.end_reason}).")
        else:
            names = ", ".join(game.name_of(e) for e in entities)
            self.header.setText(f"{game.round_label()}: {names} to act")
        by_type: dict[str, list[Action]] = {}
        for a in actions:
            by_type.setdefault(a.type, []).append(a)
        for kind in [*ORDER, *(k for k in by_type if k not in ORDER)]:
            if kind in by_type:
                self._section(kind, by_type[kind])
        self.rows.addStretch(1)
        self.scroll.setWidget(self.body)

    def _section(self, kind: str, actions: list[Action]) -> None:
        box = QGroupBox(SECTION_TITLES.get(kind, kind.replace("_", " ")))
        box.setObjectName(f"section:{kind}")
        layout = QVBoxLayout(box)
        builder: Callable = {
            "par": self._par_rows,
            "lay_tile": self._lay_rows,
            "run_routes": self._route_rows,
        }.get(kind, self._plain_rows)
        builder(layout, actions)
        if kind == "lay_tile":
            self.picker_box = box
        self.rows.addWidget(box)

    def _button(self, text: str, name: str, on_click: Callable[[], None]) -> QPushButton:
        button = QPushButton(text)
        button.setObjectName(name)
        button.clicked.connect(on_click)
        return button

    def _plain_rows(self, layout: QVBoxLayout, actions: list[Action]) -> None:
        for a in actions:
            if a.type in PRICED:
                layout.addLayout(self._priced_row(a))
            else:
                name = f"do:{a.type}:{key_of(a)}"
                layout.addWidget(self._button(describe(self.game, a), name, self._send(a)))

    def _priced_row(self, a: Action) -> QHBoxLayout:
        row = QHBoxLayout()
        label = QLabel(describe(self.game, a))
        label.setWordWrap(True)
        row.addWidget(label, 1)
        spin = QSpinBox()
        spin.setObjectName(f"price:{a.type}:{key_of(a)}")
        spin.setRange(0, MAX_PRICE)
        spin.setSingleStep(5 if a.type == "bid" else 1)
        spin.setValue(int(a["price"]))
        spin.setPrefix((self.game.data.game.get("currency") or {}).get("prefix", "$"))
        row.addWidget(spin)
        verb = {"bid": "Bid", "buy_company": "Buy", "sell_company": "Sell", "buy_train": "Buy"}
        row.addWidget(
            self._button(
                verb[a.type],
                f"do:{a.type}:{key_of(a)}",
                lambda: self.chosen.emit(with_args(a, price=spin.value())),
            )
        )
        return row

    def _par_rows(self, layout: QVBoxLayout, actions: list[Action]) -> None:
        by_corp: dict[str, list[Action]] = {}
        for a in actions:
            by_corp.setdefault(a["corporation"], []).append(a)
        for corp, options in by_corp.items():
            row = QHBoxLayout()
            name = self.game.corporations[corp].name
            row.addWidget(QLabel(f"{corp} – {name}"), 1)
            combo = QComboBox()
            combo.setObjectName(f"price:par:{corp}")
            for a in options:
                combo.addItem(self.game.money(a["price"]), a)
            row.addWidget(combo)
            row.addWidget(
                self._button(
                    "Par",
                    f"do:par:{corp}",
                    lambda _=False, c=combo: self.chosen.emit(c.currentData()),
                )
            )
            layout.addLayout(row)

    def _lay_rows(self, layout: QVBoxLayout, actions: list[Action]) -> None:
        hexes = sorted({a["hex"] for a in actions})
        hint = QLabel(
            f"Click a highlighted hex on the map ({len(hexes)}: {', '.join(hexes)}), "
            "pick a tile, turn it with R or another click, then confirm."
        )
        hint.setWordWrap(True)
        layout.addWidget(hint)
        picker = self.picker
        if picker.hex and picker.tile:
            choice = QHBoxLayout()
            for tile in picker.tiles_here():
                button = self._button(
                    tile, f"tile:{tile}", lambda _=False, t=tile: picker.select_tile(t)
                )
                button.setCheckable(True)
                button.setChecked(tile == picker.tile)
                choice.addWidget(button)
            layout.addLayout(choice)
            status = QLabel(f"{picker.hex}: tile {picker.tile}, rotation {picker.rotation}")
            status.setObjectName("lay:status")
            layout.addWidget(status)
            buttons = QHBoxLayout()
            buttons.addWidget(self._button("Rotate (R)", "lay:rotate", picker.rotate))
            buttons.addWidget(self._button("Confirm", "lay:confirm", picker.confirm))
            buttons.addWidget(self._button("Cancel", "lay:cancel", picker.cancel))
            layout.addLayout(buttons)

    def _route_rows(self, layout: QVBoxLayout, actions: list[Action]) -> None:
        for a in actions:
            text = QLabel("Best routes found:\n" + "\n".join(route_lines(self.game, a)))
            text.setObjectName("routes:summary")
            text.setWordWrap(True)
            layout.addWidget(text)
            layout.addWidget(self._button("Accept these routes", "do:run_routes", self._send(a)))

    def _send(self, a: Action) -> Callable[[], None]:
        return lambda: self.chosen.emit(a)

    def _picker_changed(self) -> None:
        if self.game is not None and self.picker_box is not None:
            self.show_actions(self.game, self.actions)

    def find_button(self, name: str) -> QPushButton | None:
        return self.body.findChild(QPushButton, name)
