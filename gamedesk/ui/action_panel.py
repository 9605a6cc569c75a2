"""The action panel: exactly the engine's legal actions for whoever acts now.

Every button sends a copy of one `game.legal_actions()` template; a price box
may change the template's price (bids, private and train purchases) within
`game.price_range` and the engine judges the result. Lay-tile, station and
route choices go through the map (`MapPicker`); the panel shows the choice in
progress. Share sales and dividends show the price they lead to (`previews`).
"""

from __future__ import annotations

from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gamedesk.engine.actions import Action
from gamedesk.engine.game import Game
from gamedesk.engine.messages import end_reason
from gamedesk.engine.overview import private_rows
from gamedesk.ui.action_text import (
    ORDER,
    describe,
    fixed_price_text,
    missing_pass_text,
    notes_text,
    own_words,
    section_title,
    suggested_price,
)
from gamedesk.ui.deal_consent import ConsentBox, consenting_player, offer_text
from gamedesk.ui.i18n import game_text, game_translate, round_name, translate
from gamedesk.ui.map_picker import MapPicker, is_drawn_tile
from gamedesk.ui.previews import payout_text, price_move_text
from gamedesk.ui.route_panel import build_route_rows
from gamedesk.ui.tile_tray import TileTray, lay_status

# actions whose price the player sets (in a box, within the engine's price_range);
# 18MW's fire sale: a treasury share's bid, a station offered and bid for
PRICED = (
    "bid", "buy_company", "sell_company", "buy_train", "bid_share", "offer_token", "bid_token"
)
MAX_PRICE = 1_000_000


def key_of(a: Action) -> str:
    """A short name for a template, used in widget object names (tests find them)."""
    if a.get("variant") is not None and "train" not in a.args:
        return str(a["variant"])  # a side chosen for a card (18ESP's P2 train)
    if a.get("variant") not in (None, str(a.get("train", "")).rpartition("-")[0]):
        return f"{a['train']}:{a['variant']}"  # the other side of a two-sided card
    for field in ("company", "corporation", "train", "kind", "choice"):
        if field in a.args:
            token = f":{a['token']}" if "token" in a.args else ""  # 18ESP's takeovers
            return f"{a.args[field]}{token}{_what_for(a, field)}"
    if "shares" in a.args:
        return "+".join(a["shares"])
    if "hex" in a.args:
        power = f"-{a['special']}" if a.get("special") else ""
        return f"{a['hex']}-{a.get('city', a.get('tile', ''))}{power}"
    if "city" in a.args:
        return f"{a.entity}-{a['city']}"  # a city of a home hex (18ESP R-096)
    return a.entity


def _what_for(a: Action, field: str) -> str:
    """What a private is traded in for or placed on, so that each choice has its own
    name (18MW's L&M for one of several shares, the M&O for a train, a station)."""
    if field != "company":
        return ""
    if "share" in a.args:
        return f":{a['share']}"
    if "train" in a.args:
        return f":{a['train']}"
    if "hex" in a.args and "city" in a.args:
        return f":{a['hex']}-{a['city']}"
    return ""


def header_text(game: Game) -> str:
    """Who acts, and for a company the player deciding for it."""
    entities = game.active_entities()
    names = ", ".join(game.name_of(e) for e in entities)
    text = translate("ActionPanel", "{round}: {names} to act").format(
        round=round_name(game), names=names
    )
    deciders = [game.name_of(p) for p in game.deciding_players() if p not in entities]
    if deciders and not any(game.is_player(e) for e in entities):
        text += " " + translate("ActionPanel", "({players} decides)").format(
            players=", ".join(deciders)
        )
    return text


def with_args(a: Action, **changes) -> Action:
    return Action.from_dict({**a.to_dict(), **changes})


class ActionPanel(QWidget):
    """Emits `chosen(Action)`; the window processes it."""

    chosen = Signal(object)
    stop_search = Signal()

    def __init__(self, picker: MapPicker, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.picker = picker
        self.game: Game | None = None
        self.actions: list[Action] = []
        # (game, deal, seller) -> True/False when a computer seat answers, None for a person
        self.deal_answer: Callable[[Game, Action, str], bool | None] | None = None
        outer = QVBoxLayout(self)
        outer.setContentsMargins(2, 2, 2, 2)
        self.header = QLabel()
        self.header.setTextFormat(Qt.TextFormat.PlainText)  # it names players
        self.header.setWordWrap(True)
        self.header.setStyleSheet("font-size: 14px; font-weight: bold;")
        outer.addWidget(self.header)
        # why the game waits, with the rule (Game.waiting_reason)
        self.reason = self._note_label("why:reason", "")
        outer.addWidget(self.reason)
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        outer.addWidget(self.scroll)
        self.body = QWidget()
        self.scroll.setWidget(self.body)
        self.rows = QVBoxLayout(self.body)
        self.picker_box: QGroupBox | None = None
        # buttons whose price preview is still to come: (button, action); filled one
        # at a time once the panel is shown, so that it appears at once
        self.pending: list[tuple[QPushButton, Action]] = []
        self._filling = False
        self._place_note = ""  # why the last typed hex or stop was not taken
        self._typed_ok = False  # the last typed hex or stop was taken
        self._deal_note = ""  # a deal the seller refused, said until the position changes
        picker.changed.connect(self._picker_changed)

    # ------------------------------------------------------------ building

    def show_actions(self, game: Game, actions: list[Action]) -> None:
        if actions is not self.actions:  # a new position, not a step of a choice
            self._place_note, self._typed_ok, self._deal_note = "", False, ""
        focused = self._focused_name()
        self._build(game, actions)
        self._restore_focus(focused)

    def _focused_name(self) -> str | None:
        """The panel widget with the keyboard focus ("" for the panel without one)."""
        widget = QApplication.focusWidget()
        if widget is None:
            return ""
        if widget is self or self.isAncestorOf(widget):
            return widget.objectName()
        return None  # the focus is elsewhere (the map, a dock): leave it there

    def _restore_focus(self, name: str | None) -> None:
        """Keep the keyboard where it was across a rebuild: the same widget, else
        the step's natural next one, else the first action (keyboard play)."""
        if name is None or not self.isVisible() or not self.body.isEnabled():
            return
        order = [name, "lay:confirm", "place:typed"]
        if name == "place:typed" and self._typed_ok:
            order.insert(0, "lay:confirm")  # a hex typed for a lay: R turns, Space confirms
        self._typed_ok = False
        for wanted in order:
            widget = self.body.findChild(QWidget, wanted) if wanted else None
            if widget is not None and widget.isEnabled():
                widget.setFocus()
                return
        self.focus_first()

    def focus_first(self) -> None:
        """The keyboard to the panel: the box to type a hex in, or the first action."""
        typed = self.body.findChild(QLineEdit, "place:typed")
        first = typed or next(
            (b for b in self.body.findChildren(QPushButton) if b.isEnabled()), None
        )
        if first is not None:
            first.setFocus()

    def _build(self, game: Game, actions: list[Action]) -> None:
        self.game, self.actions = game, actions
        self.pending = []
        self.body = QWidget()
        self.rows = QVBoxLayout(self.body)
        self.picker_box = None
        if game.finished:
            self.header.setText(
                translate("ActionPanel", "The game is over ({reason}).").format(
                    reason=game_text(end_reason(game.end_reason))
                )
            )
        else:
            self.header.setText(header_text(game))
        self._show_why(game, actions)
        if self._deal_note:
            note = QLabel(self._deal_note)
            note.setObjectName("deal:refused")
            note.setTextFormat(Qt.TextFormat.PlainText)
            note.setWordWrap(True)
            self.rows.addWidget(note)
        by_type: dict[str, list[Action]] = {}
        for a in actions:
            by_type.setdefault(a.type, []).append(a)
        for kind in [*ORDER, *(k for k in by_type if k not in ORDER)]:
            if kind in by_type:
                self._section(kind, by_type[kind])
        self.rows.addStretch(1)
        self._swap_body()
        if self.pending and not self._filling:
            self._filling = True
            QTimer.singleShot(0, self._fill_one)

    @staticmethod
    def _note_label(name: str, text: str, style: str = "") -> QLabel:
        label = QLabel(text)
        label.setObjectName(name)
        label.setTextFormat(Qt.TextFormat.PlainText)  # it names players
        label.setWordWrap(True)
        if style:
            label.setStyleSheet(style)
        return label

    def _show_why(self, game: Game, actions: list[Action]) -> None:
        """Above the actions: why the game waits, the rules that just moved it on
        without a decision, and why no Done button is offered, when it is not."""
        reason = game.waiting_reason(game_translate)
        self.reason.setText(reason)
        self.reason.setVisible(bool(reason))
        notes = notes_text(game)
        if notes:
            self.rows.addWidget(self._note_label("why:notes", notes, "color: #7a4b00;"))
        missing = missing_pass_text(game, actions)
        if missing:
            self.rows.addWidget(self._note_label("why:no_pass", missing, "font-weight: bold;"))

    def show_route_search(self, game: Game) -> None:
        """While the route finder works on a worker thread: say so, offer Stop."""
        self.game, self.actions, self.pending = game, [], []
        self.body = QWidget()
        self.rows = QVBoxLayout(self.body)
        self.picker_box = None
        self.header.setText(header_text(game))
        text = QLabel(
            translate(
                "ActionPanel",
                "Finding the best routes… This network is large. Stop takes the best "
                "routes found so far.",
            )
        )
        text.setObjectName("routes:searching")
        text.setWordWrap(True)
        self.rows.addWidget(text)
        stop = translate("ActionPanel", "Stop")
        self.rows.addWidget(self._button(stop, "route:stop", lambda: self.stop_search.emit()))
        self.rows.addStretch(1)
        self._swap_body()

    def _swap_body(self) -> None:
        """Show the new body; the old one goes when the event loop is free again: a
        widget of it may be handling the very key or click that rebuilt the panel."""
        old = self.scroll.takeWidget()
        self.scroll.setWidget(self.body)
        if old is not None:
            old.hide()
            old.deleteLater()

    def _fill_one(self) -> None:
        """Add the price preview to one more button (the engine's answer on a copy)."""
        self._filling = False
        if not shiboken6.isValid(self.body) or not self.body.isEnabled():
            self.pending = []  # the window is gone, or the past looked at: no preview needed
        if not self.pending or self.game is None:
            return
        button, a = self.pending.pop(0)
        with_now = a.type != "sell_shares"  # a sale's words give the price already
        if shiboken6.isValid(button):  # a part of the panel rebuilt meanwhile deletes it
            text = button.text() + price_move_text(self.game, a, with_now)
            paid = payout_text(self.game, a)
            button.setText(f"{text}\n{paid}" if paid else text)
        if self.pending:
            self._filling = True
            QTimer.singleShot(0, self._fill_one)

    def fill_previews(self) -> None:
        """All previews now (tests, screenshots)."""
        while self.pending:
            self._fill_one()

    def _section(self, kind: str, actions: list[Action]) -> None:
        box = self._section_box(kind, actions)
        if kind in ("lay_tile", "run_routes"):
            self.picker_box = box
        self.rows.addWidget(box)

    def _section_box(self, kind: str, actions: list[Action]) -> QGroupBox:
        box = QGroupBox(section_title(self.game, kind))
        box.setObjectName(f"section:{kind}")
        layout = QVBoxLayout(box)
        builder: Callable = {
            "par": self._par_rows,
            "lay_tile": self._lay_rows,
            "run_routes": self._route_rows,
        }.get(kind, self._plain_rows)
        if kind == "place_token":
            typed = translate("ActionPanel", "Station hex (type it, Enter):")
            layout.addLayout(self._typed_place(typed, "K8"))
        builder(layout, actions)
        return box

    def _button(self, text: str, name: str, on_click: Callable[[], None]) -> QPushButton:
        button = QPushButton(text.replace("&", "&&"))  # "CRI&P", not a shortcut on P
        button.setObjectName(name)
        button.clicked.connect(on_click)
        return button

    def _plain_rows(self, layout: QVBoxLayout, actions: list[Action]) -> None:
        for a in actions:
            if a.type in PRICED:
                layout.addLayout(self._priced_row(a))
                self._private_power(layout, a)
            else:
                name = f"do:{a.type}:{key_of(a)}"
                button = self._button(describe(self.game, a), name, self._send(a))
                if a.type in ("sell_shares", "dividend"):
                    self.pending.append((button, a))
                if a.type == "pass":
                    self._explain_pass(layout, button)
                layout.addWidget(button)

    def _explain_pass(self, layout: QVBoxLayout, button: QPushButton) -> None:
        """What the pass/done button means, with its rule: above it and as its tooltip."""
        meaning = self.game.pass_meaning(game_translate)
        if not meaning:
            return
        button.setToolTip(meaning)
        said = meaning.partition(" — ")[2].rsplit(" (", 1)[0]
        if said not in self.reason.text():  # not what the line above says already
            layout.addWidget(self._note_label("why:pass", meaning, "color: #444;"))

    def _private_power(self, layout: QVBoxLayout, a: Action) -> None:
        """What a private on offer does, under its price (as Holdings shows it held)."""
        sym = a.get("company") if a.type in ("bid", "buy_company", "sell_company") else None
        power = next((p.power for p in private_rows(self.game) if p.sym == sym), "")
        if power:
            said = game_translate(power)  # marked in titles/data_texts.py
            layout.addWidget(self._note_label(f"power:{sym}", said, "color: #444;"))

    def _priced_row(self, a: Action) -> QHBoxLayout:
        game = self.game
        allowed = game.price_range(a)
        low, high = allowed if allowed else (0, MAX_PRICE)
        row = QHBoxLayout()
        buy = translate("ActionPanel", "Buy")
        verb = {
            "bid": translate("ActionPanel", "Bid"),
            "buy_company": buy,
            "sell_company": translate("ActionPanel", "Sell"),
            "buy_train": buy,
            "bid_share": translate("ActionPanel", "Bid"),
            "bid_token": translate("ActionPanel", "Bid"),
            "offer_token": translate("ActionPanel", "Offer"),
        }
        name = f"do:{a.type}:{key_of(a)}"
        if low == high:  # a fixed price: no box (a bid on the next company is its purchase)
            purchase = a.type == "bid" and game.action_words(a) is None
            text = fixed_price_text(game, a, low) if purchase else describe(game, a)
            label = QLabel(text)
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setWordWrap(True)
            row.addWidget(label, 1)
            words = buy if purchase else verb[a.type]
            at = translate("ActionPanel", "{verb} for {price}")
            row.addWidget(
                self._button(
                    at.format(verb=words, price=game.money(low)), name,
                    lambda: self._offer(with_args(a, price=low)),
                )
            )
            return row
        label = QLabel(describe(game, a))
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setWordWrap(True)
        row.addWidget(label, 1)
        spin = QSpinBox()
        spin.setObjectName(f"price:{a.type}:{key_of(a)}")
        spin.setRange(low, max(low, high))
        spin.setSingleStep(game.price_step(a))
        spin.setValue(suggested_price(game, a, low, max(low, high)))
        spin.setPrefix((game.data.game.get("currency") or {}).get("prefix", "$"))
        if allowed:
            spin.setToolTip(
                translate("ActionPanel", "from {low} to {high}").format(
                    low=game.money(low), high=game.money(high)
                )
            )
        row.addWidget(spin)
        row.addWidget(
            self._button(
                verb[a.type], name, lambda: self._offer(with_args(a, price=spin.value()))
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
            label = QLabel(f"{corp} – {name}")
            label.setWordWrap(True)
            row.addWidget(label, 1)
            combo = QComboBox()
            combo.setObjectName(f"price:par:{corp}")
            for a in options:
                combo.addItem(own_words(self.game, a) or self.game.money(a["price"]), a)
            row.addWidget(combo)
            row.addWidget(
                self._button(
                    translate("ActionPanel", "Par"),
                    f"do:par:{corp}",
                    lambda _=False, c=combo: self.chosen.emit(c.currentData()),
                )
            )
            layout.addLayout(row)

    def _lay_rows(self, layout: QVBoxLayout, actions: list[Action]) -> None:
        hexes = sorted({a["hex"] for a in actions})
        one_a_tile = {a["tile"]: a for a in actions}.values()  # thousands of lays in 18MW
        cubes = any(not is_drawn_tile(self.game.data, a) for a in one_a_tile)
        said = translate(
            "ActionPanel",
            "Click a highlighted hex on the map ({count}: {hexes}), pick a tile in the tray, "
            "turn it with R or another click, then confirm.",
        ).format(count=len(hexes), hexes=", ".join(hexes))
        if cubes:
            said += " " + translate(
                "ActionPanel", "A builder cube is offered on the hexes that take one."
            )
        hint = QLabel(said)
        hint.setWordWrap(True)
        layout.addWidget(hint)
        layout.addLayout(self._typed_place(translate("ActionPanel", "Hex (type it, Enter):"), "K8"))
        picker = self.picker
        for a in picker.markers_here():  # a builder cube on the chosen hex
            layout.addWidget(self._button(describe(self.game, a), f"do:lay:{key_of(a)}",
                                          self._send(a)))
        if picker.hex and picker.tile:
            layout.addWidget(TileTray(self.game, picker, self._button))
            status = QLabel(lay_status(self.game, picker))
            status.setObjectName("lay:status")
            status.setWordWrap(True)
            layout.addWidget(status)
            buttons = QHBoxLayout()
            confirm = translate("ActionPanel", "Confirm")
            buttons.addWidget(self._button(confirm, "lay:confirm", picker.confirm))
            cancel = translate("ActionPanel", "Cancel")
            buttons.addWidget(self._button(cancel, "lay:cancel", picker.cancel))
            layout.addLayout(buttons)

    def _typed_place(self, label: str, example: str) -> QHBoxLayout:
        """A box to name a hex or stop by keyboard, as a click on the map would."""
        row = QHBoxLayout()
        row.addWidget(QLabel(label))
        edit = QLineEdit()
        edit.setObjectName("place:typed")
        edit.setPlaceholderText(example)
        edit.setMaximumWidth(90)
        note = QLabel(self._place_note)
        note.setObjectName("place:note")
        note.setWordWrap(True)

        def typed() -> None:
            # A taken place rebuilds the panel inside type_place (these widgets go):
            # set what the rebuild reads first; a refusal rebuilds nothing.
            self._place_note, self._typed_ok = "", True
            problem = self.picker.type_place(edit.text())
            if problem is not None:
                self._place_note, self._typed_ok = problem, False
                note.setText(problem)

        edit.returnPressed.connect(typed)
        row.addWidget(edit)
        row.addWidget(note, 1)
        return row

    def _route_rows(self, layout: QVBoxLayout, actions: list[Action]) -> None:
        typed = translate("ActionPanel", "Stop (type it, Enter):")
        layout.addLayout(self._typed_place(typed, "K8-0"))
        for a in actions:
            build_route_rows(layout, self.game, self.picker, self._button, self.chosen.emit, a)

    def _offer(self, a: Action) -> None:
        """A priced action: sent, or first put to the seller when another player sells."""
        seller = consenting_player(self.game, a)
        if seller is None:
            self.chosen.emit(a)
            return
        answer = self.deal_answer(self.game, a, seller) if self.deal_answer else None
        if answer is not None:  # a computer seat answers at once
            (self.chosen.emit if answer else self._refused)(a)
            return
        self.body = QWidget()
        self.rows = QVBoxLayout(self.body)
        self.picker_box, self.pending = None, []
        box = ConsentBox(self.game, a, seller)
        box.agreed.connect(self.chosen.emit)
        box.refused.connect(self._refused)
        self.rows.addWidget(box)
        self.header.setText(
            translate("ActionPanel", "{player} to answer an offer").format(
                player=self.game.name_of(seller)
            )
        )
        self._swap_body()

    def _refused(self, a: Action) -> None:
        """Nothing happens: the buyer's choices again, with the answer said."""
        seller = self.game.name_of(consenting_player(self.game, a) or "")
        self._deal_note = translate("ActionPanel", "{player} refused: {offer}").format(
            player=seller, offer=offer_text(self.game, a)
        )
        self.show_actions(self.game, self.actions)

    def _send(self, a: Action) -> Callable[[], None]:
        return lambda: self.chosen.emit(a)

    def _picker_changed(self) -> None:
        """A step of a choice on the map: only the section showing the choice is
        built again (the rest of the panel stands for the same position)."""
        if self.game is None or self.picker_box is None:
            return
        if not shiboken6.isValid(self.picker_box) or self.rows.indexOf(self.picker_box) < 0:
            self.show_actions(self.game, self.actions)
            return
        focused = self._focused_name()
        old = self.picker_box
        kind = old.objectName().partition(":")[2]
        self.picker_box = self._section_box(kind, [a for a in self.actions if a.type == kind])
        self.rows.replaceWidget(old, self.picker_box)
        # shown and placed now, not when the layout's queued events come: a click
        # may follow at once (a test's, a fast player's)
        self.picker_box.show()
        for _ in range(2):  # the body's layout, then the scroll area sizing the body
            QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        # out of the panel at once (tests and the keyboard find widgets by name); it
        # goes once the event loop is free: a button of it may be the one clicked
        old.hide()
        old.setParent(None)
        old.deleteLater()
        self._restore_focus(focused)

    def find_button(self, name: str) -> QPushButton | None:
        return self.body.findChild(QPushButton, name)
