"""Replay in the window: the timeline, the log and the charts all move the
position shown, and all show it.

The controller owns no game state: it asks the session's game tree to move
and the window to redraw, then brings the timeline, the log's highlight and
the charts' marker up to date.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QKeySequence, QShortcut

from gamedesk.engine.game_stats import SampleCollector
from gamedesk.ui.charts_view import ChartsView, line_colors
from gamedesk.ui.lines_dialog import LinesDialog
from gamedesk.ui.timeline_dock import TimelineDock, TimelineState

if TYPE_CHECKING:
    from gamedesk.ui.main_window import MainWindow

KEYS = {
    Qt.Key.Key_Home: "first",
    Qt.Key.Key_Up: "prev_round",
    Qt.Key.Key_Left: "prev",
    Qt.Key.Key_Right: "next",
    Qt.Key.Key_Down: "next_round",
    Qt.Key.Key_End: "last",
}


class ReplayController(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.timeline = TimelineDock()
        self.timeline.setObjectName("timeline")
        self.charts = ChartsView()
        self.charts.setObjectName("charts")
        self.timeline.go.connect(self.go)
        self.timeline.play_on.connect(self.play_on)
        self.timeline.switch_line.connect(self.switch)
        self.timeline.manage_lines.connect(self.manage_lines)
        self.charts.jump.connect(self.go)
        window.log_view.jump.connect(self.go)
        # Only while the timeline has the focus: elsewhere the arrows pan the map or
        # move between actions, and a key must never rewind a live game by accident.
        self.timeline.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        for key, name in KEYS.items():
            shortcut = QShortcut(QKeySequence(key), self.timeline, getattr(self.timeline, name))
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self._end_logs: dict[tuple[str, int], list] = {}
        self._samples: tuple[tuple, list] | None = None  # (line key, samples)
        self._collector: tuple[tuple, SampleCollector] | None = None

    @property
    def session(self):
        return self.window.session

    # ------------------------------------------------------------ moves

    def go(self, n: int) -> None:
        session = self.session
        if session is None or (n == session.tree.cursor and not session.tree.at_end):
            return
        session.go(n)
        self.window.refresh()

    def play_on(self) -> None:
        if self.session is not None:
            self.session.play_on()
            self.window.refresh()

    def switch(self, name: str) -> None:
        if self.session is not None and name != self.session.tree.current:
            self.session.switch(name)
            self.window.refresh()

    def manage_lines(self) -> None:
        if self.session is not None:
            LinesDialog(self.session, self.window.refresh, self.window).exec_or_show(
                self.window.quiet
            )

    # ------------------------------------------------------------ showing

    def show(self) -> None:
        """Bring the timeline, log and charts to the position shown."""
        session = self.session
        dock = self.window.docks.get("timeline")
        if session is None:
            game = self.window.game
            self.timeline.setEnabled(False)
            if game is not None:  # a position shown on its own: no line to move along
                self.window.log_view.show_game(game)
                if dock is not None and dock.isVisible():
                    dock.hide()
                    self._hid_timeline = True
            return
        self.timeline.setEnabled(True)
        if dock is not None and getattr(self, "_hid_timeline", False):
            dock.show()
            self._hid_timeline = False
        tree = session.tree
        self.timeline.show_state(
            TimelineState(
                length=tree.length,
                cursor=tree.cursor,
                marks=tree.marks(),
                lines=tree.line_names(),
                current=tree.current,
                can_play_on=not session.playable,
            )
        )
        at_end = tree.at_end
        self.window.log_view.show_log(self._line_log(), None if at_end else tree.cursor)
        self._show_charts()

    def retranslate(self) -> None:
        """The timeline's and charts' words in the language installed now."""
        self.timeline.retranslate()
        self.charts.retranslate()

    def _line_log(self) -> list:
        """The log of the whole line shown (to its end), kept per line and length."""
        tree = self.session.tree
        key = (tree.current, tree.length)
        if tree.at_end:
            self._end_logs = {key: list(tree.game.log)}
            return self._end_logs[key]
        if key not in self._end_logs:
            self._end_logs = {key: list(tree.position(tree.current, tree.length).log)}
        return self._end_logs[key]

    def _show_charts(self) -> None:
        if self.window.docks["charts"].visibleRegion().isEmpty():
            # worked out when someone looks: a dock tabbed behind another is
            # "visible" to Qt but has nothing on screen, and the charts replay
            # the whole line
            return
        tree = self.session.tree
        key = (tree.current, tree.length)
        if self._samples is None or self._samples[0] != key:
            game = tree.game
            cur = game.data.game.get("currency", {"prefix": "$", "suffix": ""})
            self._samples = (key, self._collect())
            self.charts.show_samples(
                self._samples[1],
                {p.id: p.name for p in game.players},
                colors=line_colors(game.data.game),
                currency=(cur["prefix"], cur["suffix"]),
            )
        self.charts.mark(tree.cursor)

    def _collect(self) -> list:
        """Samples of the whole line shown: one replay, then, while the line only
        grows by the action just played, one more observation an action."""
        tree = self.session.tree
        line, length = tree.current, tree.length
        kept = self._collector
        if kept is not None and kept[0] == (line, length - 1) and tree.at_end:
            collector = kept[1]
            collector.observe(tree.game)
            self._collector = ((line, length), collector)
            return collector.with_end(tree.game)
        collector = SampleCollector()
        game = self.session.fresh_game()
        collector.observe(game)
        for action in tree.full_actions():
            game.process(action, restore=False)  # a refusal drops the pass
            collector.observe(game)
        self._collector = ((line, length), collector)
        return collector.with_end(game)
