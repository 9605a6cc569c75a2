"""The timeline under the map: a slider over the whole line of play, with a
mark at each stock round, operating round and phase change; buttons for
first, previous round, previous action, next action, next round and last;
autoplay with a speed; "go to" an action number or a round label; the line
of play shown, and "Play on from here".

The widget only shows positions and asks for moves (`go`, `play_on`,
`switch_line`); the window owns the game tree and answers with `show`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSlider,
    QStyle,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from gamedesk.ui.i18n import game_text, game_translate, line_name, translate

MARK_COLORS = {
    "stock_round": QColor("#2e7d32"),
    "operating_round": QColor("#1565c0"),
    "phase": QColor("#c62828"),
    "end": QColor("#555555"),
}
SPEEDS = {1: 1000, 2: 500, 5: 200, 10: 100}  # actions a second -> ms between them


ROUND_WORDS = {"OPERATING ROUND": "OR", "STOCK ROUND": "SR", "AUCTION ROUND": "AR"}


def _round_words() -> dict[str, str]:
    """The rounds' names in English and in the language installed, to their short forms."""
    words = dict(ROUND_WORDS)
    for english, short in ROUND_WORDS.items():
        told = game_translate(english.title()).upper()
        words.setdefault(told, short)
    return words


def short_round(label: str) -> str:
    """ "Operating Round 3.1", "or 3.1", "OR3.1" (and "Ronda de operaciones 3.1"
    in Spanish) all read "OR 3.1"."""
    text = " ".join(label.upper().split())
    words = _round_words()
    for name, short in words.items():
        text = text.replace(name, short)
    for short in ROUND_WORDS.values():
        if text.startswith(short) and text[len(short) : len(short) + 1].isdigit():
            text = f"{short} {text[len(short):]}"
    return text


@dataclass(frozen=True)
class TimelineState:
    length: int  # actions on the line shown
    cursor: int  # actions applied at the point shown
    marks: Sequence  # objects with .index, .kind, .label
    lines: Sequence[str]  # names of the lines of play, main first
    current: str  # the line shown
    can_play_on: bool  # a session (not a static view) that is showing the past


class MarkStrip(QWidget):
    """A thin strip under the slider: one tick per mark, coloured by kind;
    clicking near a tick asks for that index."""

    picked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFixedHeight(12)
        self.length = 0
        self.marks: Sequence = ()
        self.setMouseTracking(True)

    def set_marks(self, length: int, marks: Sequence) -> None:
        self.length, self.marks = length, marks
        self.update()

    def x_of(self, index: int) -> float:
        margin = 8.0  # about where the slider's groove starts and ends
        span = max(1.0, self.width() - 2 * margin)
        return margin + span * index / max(1, self.length)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        for mark in self.marks:
            color = MARK_COLORS.get(mark.kind, QColor("#777777"))
            painter.setPen(QPen(color, 2 if mark.kind == "phase" else 1))
            x = self.x_of(mark.index)
            top = 0 if mark.kind in ("phase", "stock_round") else 4
            painter.drawLine(QPointF(x, top), QPointF(x, self.height()))
        painter.end()

    def nearest(self, x: float) -> object | None:
        best = min(self.marks, key=lambda m: abs(self.x_of(m.index) - x), default=None)
        if best is None or abs(self.x_of(best.index) - x) > 6:
            return None
        return best

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        mark = self.nearest(event.position().x())
        tip = translate("Timeline", "{label} (action {index})")
        self.setToolTip(tip.format(label=game_text(mark.said), index=mark.index) if mark else "")

    def mousePressEvent(self, event: QMouseEvent) -> None:
        mark = self.nearest(event.position().x())
        if mark is not None:
            self.picked.emit(mark.index)


class TimelineDock(QWidget):
    go = Signal(int)  # show the position after this many actions
    play_on = Signal()  # start playing from the position shown
    switch_line = Signal(str)
    manage_lines = Signal()  # open the variations list

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.state = TimelineState(0, 0, (), ("Main line",), "Main line", False)
        self._lines_shown: tuple = ()  # (words, names) of the lines in the box
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setObjectName("timeline:slider")
        self.slider.valueChanged.connect(self._slid)
        self.strip = MarkStrip()
        self.strip.picked.connect(self.go.emit)
        self.where = QLabel()
        self.where.setObjectName("timeline:where")
        self.where.setMinimumWidth(60)  # cut rather than widen the window (1024 px fit)
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._autoplay_step)
        self.buttons: dict[str, QToolButton] = {}
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 2, 4, 2)
        layout.setSpacing(1)
        layout.addWidget(self.slider)
        layout.addWidget(self.strip)
        layout.addLayout(self._controls())

    # ------------------------------------------------------------ building

    def _controls(self) -> QHBoxLayout:
        row = QHBoxLayout()
        style = self.style()
        pixmaps = QStyle.StandardPixmap
        for name, icon in (
            ("first", pixmaps.SP_MediaSkipBackward),
            ("prev_round", pixmaps.SP_MediaSeekBackward),
            ("prev", pixmaps.SP_ArrowLeft),
            ("next", pixmaps.SP_ArrowRight),
            ("next_round", pixmaps.SP_MediaSeekForward),
            ("last", pixmaps.SP_MediaSkipForward),
        ):
            button = QToolButton()
            button.setIcon(style.standardIcon(icon))
            button.setObjectName(f"timeline:{name}")
            button.clicked.connect(getattr(self, name))
            self.buttons[name] = button
            row.addWidget(button)
        self.play = QPushButton()
        self.play.setObjectName("timeline:autoplay")
        self.play.setCheckable(True)
        self.play.toggled.connect(self._autoplay)
        self.speed = QComboBox()
        self.speed.setObjectName("timeline:speed")
        for per_second, interval in SPEEDS.items():
            self.speed.addItem(str(per_second), interval)  # named in retranslate()
        self.speed.setCurrentIndex(1)
        self.speed.currentIndexChanged.connect(self._speed_changed)
        self.goto = QLineEdit()
        self.goto.setObjectName("timeline:goto")
        self.goto.setMinimumWidth(140)
        self.goto.setMaximumWidth(220)
        self.goto.returnPressed.connect(self._goto_entered)
        self.lines = QComboBox()
        self.lines.setObjectName("timeline:lines")
        self.lines.activated.connect(lambda i: self.switch_line.emit(self.lines.itemData(i)))
        manage = self.manage = QToolButton()
        manage.setText("…")
        manage.setObjectName("timeline:manage")
        manage.clicked.connect(self.manage_lines.emit)
        self.play_on_button = QPushButton()
        self.play_on_button.setObjectName("timeline:play_on")
        self.play_on_button.clicked.connect(self.play_on.emit)
        for widget in (self.play, self.speed, self.where):
            row.addWidget(widget)
        row.addStretch(1)
        for widget in (self.goto, self.lines, manage, self.play_on_button):
            row.addWidget(widget)
        self.retranslate()
        return row

    def retranslate(self) -> None:
        """The controls' words in the language installed now."""
        tips = {
            "first": translate("Timeline", "First (Home)"),
            "prev_round": translate("Timeline", "Previous round (Up)"),
            "prev": translate("Timeline", "Previous action (Left)"),
            "next": translate("Timeline", "Next action (Right)"),
            "next_round": translate("Timeline", "Next round (Down)"),
            "last": translate("Timeline", "Last (End)"),
        }
        for name, tip in tips.items():
            self.buttons[name].setToolTip(tip)
        self._autoplay_text()
        for n, per_second in enumerate(SPEEDS):
            said = translate("Timeline", "{count} a second").format(count=per_second)
            self.speed.setItemText(n, said)
        self.goto.setPlaceholderText(translate("Timeline", "go to: 120, OR 3.1, SR 4"))
        self.lines.setToolTip(
            translate("Timeline", "The line of play shown (main line or a variation)")
        )
        self.manage.setToolTip(
            translate("Timeline", "Variations: rename, promote to main line, delete")
        )
        self.play_on_button.setText(translate("Timeline", "Play on from here"))
        self.play_on_button.setToolTip(
            translate("Timeline", "Start a new line of play here; the old one is kept")
        )
        if self.state.length:
            self.show_state(self.state)

    def _autoplay_text(self) -> None:
        on = self.play.isChecked()
        if on:
            self.play.setText(translate("Timeline", "Pause"))
        else:
            self.play.setText(translate("Timeline", "Autoplay"))

    # ------------------------------------------------------------ showing

    def show_state(self, state: TimelineState) -> None:
        self.state = state
        self.slider.blockSignals(True)
        self.slider.setRange(0, state.length)
        self.slider.setValue(state.cursor)
        self.slider.blockSignals(False)
        self.strip.set_marks(state.length, state.marks)
        round_mark = self._round_at(state.cursor)
        where = translate("Timeline", "Action {cursor} of {length}").format(
            cursor=state.cursor, length=state.length
        )
        if round_mark is not None:
            where += f" · {game_text(round_mark.said)}"
        self.where.setText(where)
        self._show_lines(state)
        self.play_on_button.setEnabled(state.can_play_on)
        at_start, at_end = state.cursor == 0, state.cursor >= state.length
        for name in ("first", "prev", "prev_round"):
            self.buttons[name].setEnabled(not at_start)
        for name in ("next", "next_round", "last"):
            self.buttons[name].setEnabled(not at_end)
        if at_end and self.play.isChecked():
            self.play.setChecked(False)

    def _show_lines(self, state: TimelineState) -> None:
        """The lines of play in their box, filled again only when they (or their
        words) changed: a box filled again is laid out and painted again."""
        shown = (tuple(line_name(name) for name in state.lines), tuple(state.lines))
        self.lines.blockSignals(True)
        if shown != self._lines_shown:
            self._lines_shown = shown
            self.lines.clear()
            for said, name in zip(*shown, strict=True):
                self.lines.addItem(said, name)
        self.lines.setCurrentIndex(max(self.lines.findData(state.current), 0))
        self.lines.blockSignals(False)

    def _round_at(self, index: int):
        rounds = [m for m in self.state.marks if m.kind in ("stock_round", "operating_round")]
        before = [m for m in rounds if m.index <= index]
        return before[-1] if before else None

    # ------------------------------------------------------------ moves

    def _slid(self, value: int) -> None:
        self.go.emit(value)

    def first(self) -> None:
        self.go.emit(0)

    def last(self) -> None:
        self.go.emit(self.state.length)

    def prev(self) -> None:
        if self.state.cursor > 0:
            self.go.emit(self.state.cursor - 1)

    def next(self) -> None:
        if self.state.cursor < self.state.length:
            self.go.emit(self.state.cursor + 1)

    def _round_starts(self) -> list[int]:
        kinds = ("stock_round", "operating_round")
        return sorted({m.index for m in self.state.marks if m.kind in kinds})

    def prev_round(self) -> None:
        """To the start of this round, or of the one before if already there."""
        earlier = [i for i in self._round_starts() if i < self.state.cursor]
        self.go.emit(earlier[-1] if earlier else 0)

    def next_round(self) -> None:
        later = [i for i in self._round_starts() if i > self.state.cursor]
        self.go.emit(later[0] if later else self.state.length)

    def target_of(self, text: str) -> int | None:
        """An action number, or a round label as the game writes it ("OR 3.1")."""
        text = text.strip()
        if text.isdigit():
            return min(int(text), self.state.length)
        wanted = short_round(text)
        for mark in self.state.marks:
            if short_round(mark.label) == wanted:
                return mark.index
        return None

    def _goto_entered(self) -> None:
        target = self.target_of(self.goto.text())
        if target is None:
            self.goto.setStyleSheet("background: #ffd6d6;")
            self.goto.setToolTip(
                translate("Timeline", "No action or round {text} on this line").format(
                    text=repr(self.goto.text())
                )
            )
            return
        self.goto.setStyleSheet("")
        self.goto.setToolTip("")
        self.go.emit(target)

    # ------------------------------------------------------------ autoplay

    def _autoplay(self, on: bool) -> None:
        self._autoplay_text()
        if on:
            if self.state.cursor >= self.state.length:
                self.go.emit(0)  # from the start when at the end
            self.timer.start(self.speed.currentData())
        else:
            self.timer.stop()

    def _speed_changed(self, _index: int) -> None:
        if self.timer.isActive():
            self.timer.start(self.speed.currentData())

    def _autoplay_step(self) -> None:
        if self.state.cursor >= self.state.length:
            self.play.setChecked(False)
            return
        self.next()
