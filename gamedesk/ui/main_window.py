"""The main window: map in the centre; players, actions, charters, market and
log in docks the user can move (their layout is remembered with QSettings).

The window shows the engine's state and sends it the actions the panel and the
map offer; it decides no rule. A refused action is shown and changes nothing.
"""

from __future__ import annotations

from itertools import pairwise
from pathlib import Path

from PySide6.QtCore import QByteArray, QCoreApplication, QEvent, QSettings, Qt
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDockWidget,
    QGraphicsItem,
    QMainWindow,
    QMessageBox,
    QTabBar,
    QVBoxLayout,
    QWidget,
)

from gamedesk.engine.actions import Action, act
from gamedesk.engine.data import load_title
from gamedesk.engine.digest import since_last_turn
from gamedesk.engine.errors import GameDataError, IllegalAction
from gamedesk.engine.game import Game
from gamedesk.engine.messages import end_reason, value
from gamedesk.io.save import EXTENSION, SaveError, with_extension
from gamedesk.memory import settle_memory
from gamedesk.titles import registry
from gamedesk.ui import autosave, i18n, menus
from gamedesk.ui.action_panel import ActionPanel
from gamedesk.ui.board_tabs import BoardTabs, is_reconstructed
from gamedesk.ui.charters import ChartersView
from gamedesk.ui.collector import WindowThreadCollector
from gamedesk.ui.computer_seats import ComputerSeats
from gamedesk.ui.dialogs import NewGameDialog, ResultsDialog, ask, show_about
from gamedesk.ui.file_loader import FileLoader
from gamedesk.ui.handover import HandoverNote
from gamedesk.ui.hint_view import HintBox
from gamedesk.ui.holdings_view import HoldingsView
from gamedesk.ui.i18n import round_name, translate
from gamedesk.ui.info_view import InfoView
from gamedesk.ui.log_view import LogView
from gamedesk.ui.map_picker import MapPicker
from gamedesk.ui.map_scene import MapScene, MapView
from gamedesk.ui.map_state import lay_reach, turn_focus
from gamedesk.ui.market_view import MarketView
from gamedesk.ui.menus import build_menus
from gamedesk.ui.player_bar import PlayerBar, acting_players
from gamedesk.ui.previews import sale_tips
from gamedesk.ui.replay_controller import ReplayController
from gamedesk.ui.route_search import RouteSearch
from gamedesk.ui.session import GameSetup, Resumed, Session
from gamedesk.ui.settings_dialog import SettingsDialog
from gamedesk.ui.snapshot import market_markers, snapshot_of
from gamedesk.ui.start_page import StartCover, StartPage

MAX_RECENT = 8
LAYOUT_VERSION = 5  # a remembered layout of another version is not restored
ACTIONS_LEAST = 420  # the action panel's share of a small window's height, against 120
# The docks that share one group of tabs, in tab order.
TABBED = ("charters", "log", "holdings", "info", "charts")


def settings() -> QSettings:
    return QSettings("gamedesk", "gamedesk")


def stacked(*widgets: QWidget) -> QWidget:
    """One widget holding `widgets` top to bottom, without margins."""
    box = QWidget()
    layout = QVBoxLayout(box)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.setSpacing(2)
    for widget in widgets:
        layout.addWidget(widget)
    return box


def cached_scene(data, parent) -> MapScene:
    """The map scene with each hex cached as a pixmap at the current zoom: after
    an action only the changed hexes are painted again (29 ms -> 3 ms a redraw)."""
    scene = MapScene(data, parent=parent)
    for item in [*scene.bases.values(), *scene.tiles.values()]:
        item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
    return scene


class MainWindow(QMainWindow):
    """`quiet=True` (tests, screenshots) turns dialogs into `last_error` and
    `last_results`, and questions into `last_question` answered from `answers`
    (by kind: "leave", "resume"; else the first choice), so nothing waits for a
    click."""

    def __init__(self, quiet: bool = False, remember_layout: bool = True) -> None:
        super().__init__()
        # before any worker thread: cycles are collected on this thread only
        self.collector = WindowThreadCollector(self)
        self.quiet = quiet
        self.remember_layout = remember_layout
        self.session: Session | None = None
        self.static_game: Game | None = None
        self.last_error: str | None = None
        self.last_results: ResultsDialog | None = None
        self.last_question: str | None = None
        # Quiet mode's answers: leave a game without saving it, take the offered game.
        self.answers: dict[str, str] = {"leave": "discard", "resume": "yes"}
        self._results_shown_for: int | None = None
        self.setWindowTitle("gamedesk")
        self.resize(1500, 950)
        self.data = load_title(registry.window_titles()[0])  # the map shown before a game
        self.map_view = MapView(cached_scene(self.data, self))
        self.map_view.setObjectName("map")
        self.picker = MapPicker(self.map_view, self)
        self.picker.chosen.connect(self.take)
        self.players = PlayerBar()
        self.panel = ActionPanel(self.picker)
        self.panel.chosen.connect(self.take)
        self.charters = ChartersView()
        self.info = InfoView()
        self.holdings = HoldingsView()
        self.market = MarketView(self.data.game)
        self.board = BoardTabs(self.map_view, self.market)  # the map, and the market in a tab
        self.setCentralWidget(self.board)
        self.log_view = LogView()
        self.handover = HandoverNote()
        self.handover.hide()
        self.handover.show_in_log.connect(self._show_in_log)
        self._handed_to: tuple[int, str | None] | None = None
        self.computers = ComputerSeats(self)  # the computer seats' moves (worker thread)
        self.hints = HintBox(self)
        self.panel.deal_answer = self.computers.deal_answer
        self.replay = ReplayController(self)
        self.route_search = RouteSearch(self)
        self.route_search.found.connect(self._routes_found)
        self.loader = FileLoader(self, quiet)
        self.loader.failed.connect(
            lambda message: self.show_error(
                translate("MainWindow", "Cannot open the file"), message
            )
        )
        self.panel.stop_search.connect(self.route_search.stop)
        self.docks: dict[str, QDockWidget] = {}
        # The map (the market in a tab behind it) takes most of the window; on the
        # right the actions above one group of tabs: companies, log, holdings, info
        # and charts.
        right = Qt.DockWidgetArea.RightDockWidgetArea
        self._dock("players", self.players, Qt.DockWidgetArea.TopDockWidgetArea)
        above = stacked(self.handover, self.computers.bar, self.hints, self.panel)
        self._dock("actions", above, right)
        self._dock("charters", self.charters, right)
        self._dock("log", self.log_view, right)
        self._dock("holdings", self.holdings, right)
        self._dock("info", self.info, right)
        self._dock("charts", self.replay.charts, right)
        bottom = Qt.DockWidgetArea.BottomDockWidgetArea
        self._dock("timeline", self.replay.timeline, bottom)
        self._title_docks()
        # the timeline runs the whole width of the window, under everything
        self.setCorner(Qt.Corner.BottomRightCorner, bottom)
        self.setCorner(Qt.Corner.BottomLeftCorner, bottom)
        docks = self.docks
        self.splitDockWidget(docks["actions"], docks["charters"], Qt.Orientation.Vertical)
        for before, after in pairwise(TABBED):
            self.tabifyDockWidget(docks[before], docks[after])
        for name in ("holdings", "info"):  # filled when shown: they cost a few ms
            self.docks[name].visibilityChanged.connect(
                lambda shown: shown and self._show_overviews()
            )
        self.docks["charts"].visibilityChanged.connect(lambda shown: shown and self.replay.show())
        self.docks["log"].visibilityChanged.connect(
            lambda shown: shown and self.log_view.catch_up()
        )
        self.docks["charters"].raise_()
        self._sized = False
        self._default_state = self.saveState(LAYOUT_VERSION)
        self.actions_by_name: dict[str, QAction] = build_menus(self)
        self._start_page()
        QShortcut(QKeySequence("R"), self, self.picker.rotate)
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self, self.picker.cancel)
        QShortcut(QKeySequence(Qt.Key.Key_F6), self, self.panel.focus_first)  # to the actions
        QShortcut(QKeySequence("H"), self, self.hints.ask)  # what Hard would do here
        if remember_layout:
            self.restore_layout()
        self.refresh()

    def size_docks(self) -> None:
        """Initial dock sizes (applied once the window has its size)."""
        self._readable_tabs()
        docks, width, height = self.docks, self.width(), self.height()
        self.resizeDocks([docks["players"]], [96], Qt.Orientation.Vertical)
        side = max(330, min(520, int(width * 0.32)))  # the map keeps the rest
        self.resizeDocks([docks["actions"]], [side], Qt.Orientation.Horizontal)
        # a small window still shows a route step's trains and its Run button: the
        # company list below scrolls, the action panel would hide them
        small = height < 900
        self.resizeDocks(
            [docks["actions"], docks["charters"]],
            [ACTIONS_LEAST, 120] if small else [int(height * 0.45), int(height * 0.4)],
            Qt.Orientation.Vertical,
        )

    def _readable_tabs(self) -> None:
        """Tabbed docks show their whole names, scrolling the tabs when narrow."""
        for bar in self.findChildren(QTabBar):
            bar.setElideMode(Qt.TextElideMode.ElideNone)
            bar.setUsesScrollButtons(True)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if not self._sized:
            self._sized = True
            if not (self.remember_layout and settings().contains("window_state")):
                self.size_docks()
            self._readable_tabs()
            self.map_view.fit_to_window()

    def _dock(self, name: str, widget: QWidget, area: Qt.DockWidgetArea) -> None:
        dock = QDockWidget(name, self)
        dock.setObjectName(f"dock-{name}")
        dock.setWidget(widget)
        self.addDockWidget(area, dock)
        self.docks[name] = dock

    def _title_docks(self) -> None:
        titles = {
            "players": translate("MainWindow", "Players"),
            "actions": translate("MainWindow", "Actions"),
            "charters": translate("MainWindow", "Companies"),
            "log": translate("MainWindow", "Log"),
            "holdings": translate("MainWindow", "Holdings"),
            "info": translate("MainWindow", "Info"),
            "charts": translate("MainWindow", "Charts"),
            "timeline": translate("MainWindow", "Timeline"),
        }
        for name, title in titles.items():
            self.docks[name].setWindowTitle(title)

    # ------------------------------------------------------------ language

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """The window's words in the language installed now; the game is untouched."""
        if not hasattr(self, "actions_by_name"):
            return  # still being built: its texts come in the language installed
        menus.retranslate(self.actions_by_name)
        self._title_docks()
        self.start_page.retranslate()
        self.log_view.retranslate()
        self.replay.retranslate()
        self.computers.bar.retranslate()
        self.hints.retranslate()
        self._handed_to = None  # the hand-over note is written again
        self.market = MarketView(self.data.game)  # its legend is drawn in the language
        self.board.set_market(self.market)
        self.board.retranslate()
        self.refresh()

    def show_settings(self) -> SettingsDialog:
        """Game ▸ Settings: the language, switched at once if changed (quiet mode
        leaves the dialog open, for a test to answer)."""
        dialog = SettingsDialog(settings(), self)
        dialog.accepted.connect(dialog.apply)
        if self.quiet:
            dialog.show()
        else:
            dialog.exec()
        return dialog

    # ------------------------------------------------------------ the game

    @property
    def game(self) -> Game | None:
        return self.session.game if self.session else self.static_game

    def set_session(self, session: Session | None) -> None:
        self.session, self.static_game = session, None
        settle_memory()
        # A game opened already finished shows its results when asked (Game ▸ Final
        # results), not at once; one that ends in play shows them as it ends.
        ended = session is not None and session.game.finished
        self._results_shown_for = len(session.game.actions) if ended else None
        self._use_title(session.game.data if session else self.data)
        self.refresh()
        self.map_view.fit_to_window()

    def show_position(self, game: Game) -> None:
        """Show a game without playing it (screenshots, replays)."""
        self.session, self.static_game = None, game
        self._use_title(game.data)
        self.refresh()
        self.map_view.fit_to_window()

    def _use_title(self, data) -> None:
        if data is self.map_view.map_scene().data:
            return
        self.data = data
        self.map_view.setScene(cached_scene(data, self))
        self.market = MarketView(data.game)
        self.board.set_market(self.market)
        self.board.set_map_title(is_reconstructed(data))

    def new_game(self, setup: GameSetup | None = None) -> bool:
        if setup is None:
            dialog = NewGameDialog(self)
            if not dialog.exec():
                return False
            setup = dialog.setup()
        if not self.confirm_discard():
            return False
        self.loader.cancel()  # a file still loading would replace the new game
        try:
            session = Session(setup)
        except (IllegalAction, GameDataError) as exc:
            self.show_error(translate("MainWindow", "Cannot start the game"), str(exc))
            return False
        self.set_session(session)
        session.write_autosave()
        self._report_autosave()
        return True

    def take(self, action: Action) -> bool:
        """Send one action to the engine; a refusal is shown and changes nothing."""
        if self.session is None:
            return False
        try:
            self.session.process(action)
        except IllegalAction as exc:
            said = i18n.refusal_text(exc) + (f" ({exc.rule})" if exc.rule else "")
            self.show_error(translate("MainWindow", "Not allowed"), said)
            self.refresh()
            return False
        self.refresh()
        return True

    def end_game_now(self) -> bool:
        """The players agree to stop: the game ends as it stands (18xx.games' "end game")."""
        game = self.game
        if self.session is None or game is None or game.finished:
            return False
        if not self.quiet:
            answer = QMessageBox.question(
                self,
                translate("MainWindow", "End the game now?"),
                translate(
                    "MainWindow",
                    "End the game here and score it as it stands? (Undo takes it back.)",
                ),
            )
            if answer != QMessageBox.StandardButton.Yes:
                return False
        actor = (game.active_entities() or [game.players[0].id])[0]
        return self.take(act("end_game", actor))

    def undo(self) -> None:
        if self.session and self.session.undo():
            self.refresh()

    def redo(self) -> None:
        if self.session and self.session.redo():
            self.refresh()

    # ------------------------------------------------------------ drawing

    def _report_autosave(self) -> None:
        s = self.session
        if s is not None and s.autosave_problem:
            problem, s.autosave_problem = s.autosave_problem, None
            self.show_error(
                translate("MainWindow", "Autosave failed"),
                translate("MainWindow", "The game goes on, not autosaved: {problem}").format(
                    problem=problem
                ),
            )

    def refresh(self) -> None:
        self.collector.put_off()
        self._report_autosave()
        game = self.game
        if game is None:
            self.route_search.abandon()
            self.panel.header.setText(
                translate("MainWindow", "Start a game: Game ▸ New game… (Ctrl+N), or open a save.")
            )
            self.players.banner.setText(translate("MainWindow", "No game open"))
            self._update_menus()
            self.start_cover.show(True)
            self._seats_and_hint()
            return
        self.start_cover.show(False)
        playable = self.session is not None and self.session.playable
        if not self.route_search.settle(game):  # the routes are being found
            self._show_state(game, snapshot_of(game), [], live=playable)
            self.panel.show_route_search(game)
            self._seats_and_hint()
            return
        actions = game.legal_actions()  # a static game shows them, greyed out
        run = next((a for a in actions if a.type == "run_routes"), None)
        if run is not None and self.session is None:  # shown, not played: the suggestion
            snapshot = snapshot_of(game, run["routes"], run.entity)
        else:
            snapshot = snapshot_of(game)
        self._show_state(game, snapshot, actions if playable else [], live=playable)
        if run is not None and playable:
            self.picker.offer_routes(game, run)
        self.panel.show_actions(game, actions)
        self.panel.body.setEnabled(playable)
        self._browsing_note(game)
        self._hand_over(game)
        if self.session and game.finished and self._results_shown_for != len(game.actions):
            self._results_shown_for = len(game.actions)
            self.show_results(game)
        self._seats_and_hint()

    def _seats_and_hint(self) -> None:
        """The computer seats move if it is their turn; an old hint goes."""
        self.hints.update_for(self.session)
        self.computers.update()

    def _start_page(self) -> None:
        """New, Open, Import and the recent games, over the window while no game is open."""
        self.start_page = StartPage(settings)
        self.start_page.new_game.connect(lambda: self.new_game())
        self.start_page.open_file.connect(self.actions_by_name["open"].trigger)
        self.start_page.import_log.connect(self.actions_by_name["import"].trigger)
        self.start_page.open_recent.connect(self.open_file)
        self.start_cover = StartCover(self, self.start_page, [self.board, *self.docks.values()])

    def _hand_over(self, game: Game) -> None:
        """When another player takes the seat: what the others did since their last turn."""
        live = self.session is not None and self.session.playable
        acting = acting_players(game) if live else []
        pid = acting[0] if len(acting) == 1 else None
        if self.computers.is_computer(pid):
            pid = None  # the computer needs no digest; the person after it gets all of it
        seat = (id(self.session), pid)  # a new game is a new hand-over, even to the same id
        if seat == self._handed_to:
            return
        self._handed_to = seat
        if pid is None:
            self.handover.show_digest(None, "")
            return
        self.handover.show_digest(since_last_turn(game, pid), game.player(pid).name)

    def _show_in_log(self, since: int) -> None:
        self.docks["log"].show()
        self.docks["log"].raise_()
        self.log_view.scroll_to_action(since)

    def _show_overviews(self) -> None:
        """The Info and Holdings views, where they can be seen."""
        game = getattr(self, "_shown_game", None)
        if game is None:
            return
        for name, view in (("info", self.info), ("holdings", self.holdings)):
            if not self.docks[name].visibleRegion().isEmpty():
                view.show_game(game)

    def _show_state(
        self, game: Game, snapshot, actions: list[Action], live: bool = False
    ) -> None:
        """Everything but the action panel; `live`: the game is being played, not looked at."""
        self.map_view.map_scene().update_snapshot(snapshot)
        self.map_view.follow(*turn_focus(game, snapshot))
        self.map_view.map_scene().show_reach(lay_reach(game, actions))
        self.panel.picker_box = None  # the panel is rebuilt after this, for the new actions
        self.picker.offer(snapshot, actions)
        self.players.show_game(game, live)
        self.charters.show_game(game)
        self._shown_game = game
        self._show_overviews()
        self.market.set_markers(market_markers(game))
        tips = self.market.market_scene
        tips.tip_source = lambda sym: sale_tips(game, actions, sym).get(sym, sym)
        self.market.fit()
        self.board.follow_round(game.round_kind())
        self.replay.show()
        self._update_menus()

    def _browsing_note(self, game: Game) -> None:
        """Over the panel: that this is the past, and how to play from it."""
        s = self.session
        if s is None or s.playable:
            return
        tree = s.tree
        self.panel.header.setText(
            translate(
                "MainWindow",
                "Looking at action {cursor} of {length} ({round}). Moves are locked: Play on "
                "from here (timeline) starts a variation; End returns to the game.",
            ).format(cursor=tree.cursor, length=tree.length, round=round_name(game))
        )

    def _routes_found(self, job, result) -> None:
        game = self.game
        if game is not None and game.accept_route_result(job, result):
            self.refresh()

    def wait_for_routes(self) -> None:
        """Until the route search (if any) has answered and the window shows it."""
        while self.route_search.busy:
            self.route_search.wait()
            QCoreApplication.processEvents()

    def wait_for_load(self) -> None:
        """Until the file being opened (if any) is shown or refused (scripts, benchmarks)."""
        while self.loader.busy:
            self.loader.wait()
            QCoreApplication.processEvents()

    def _update_menus(self) -> None:
        s = self.session
        untitled = translate("MainWindow", "untitled")
        name = s.path.name if s and s.path else (s.imported_name or untitled if s else "")
        star = "*" if s and s.dirty else ""
        self.setWindowTitle(f"gamedesk – {name}{star}" if name else "gamedesk")
        acts = self.actions_by_name
        acts["undo"].setEnabled(bool(s and s.can_undo))
        acts["redo"].setEnabled(bool(s and s.can_redo))
        acts["save"].setEnabled(s is not None)
        acts["save_as"].setEnabled(s is not None)
        acts["end_game"].setEnabled(bool(s and s.playable and not s.game.finished))
        acts["results"].setEnabled(bool(self.game and self.game.finished))
        acts["play_on"].setEnabled(bool(s and not s.playable))
        acts["lines"].setEnabled(s is not None)

    # ------------------------------------------------------------ files

    def open_file(self, path: str | Path) -> bool:
        """Open our save or an 18xx.games log on the loader's worker thread; True if
        the load started (it ends in the new game shown, or in a message with the
        game on screen untouched)."""
        if not self.confirm_discard():
            return False

        def load(progress) -> Session:
            session = Session.open(path, progress=progress)
            session.tree.warm()  # the timeline's replay: here, not on our thread
            return session

        def opened(session: Session) -> None:
            self.set_session(session)
            self.add_recent(Path(path))

        opening = translate("MainWindow", "Opening {file}…").format(file=Path(path).name)
        self.loader.start(str(path), load, opened, opening)
        return True

    def save(self) -> bool:
        if self.session is None:
            return False
        if self.session.path is None:
            return self.save_as()
        return self._write(self.session.path)

    def save_as(self, path: str | Path | None = None) -> bool:
        if self.session is None:
            return False
        if path is None:
            from PySide6.QtWidgets import QFileDialog

            path, _ = QFileDialog.getSaveFileName(
                self, translate("MainWindow", "Save game"), f"game{EXTENSION}",
                menus.save_as_filter(),
            )
            if not path:
                return False
            path = with_extension(path)
        return self._write(Path(path))

    def _write(self, path: Path) -> bool:
        try:
            self.session.save(path)
        except (SaveError, OSError) as exc:
            self.show_error(translate("MainWindow", "Cannot save"), str(exc))
            return False
        self.add_recent(path)
        self._update_menus()
        return True

    def recent_files(self) -> list[str]:
        value = settings().value("recent", [])
        if isinstance(value, str):
            value = [value]
        return [str(v) for v in value or []]

    def add_recent(self, path: Path) -> None:
        text = str(path.resolve())
        recent = [text, *(p for p in self.recent_files() if p != text)][:MAX_RECENT]
        settings().setValue("recent", recent)

    # ------------------------------------------------------------ layout

    def restore_layout(self) -> None:
        s = settings()
        geometry, state = s.value("geometry"), s.value("window_state")
        if isinstance(geometry, QByteArray):
            self.restoreGeometry(geometry)
        if isinstance(state, QByteArray):
            self.restoreState(state, LAYOUT_VERSION)

    def reset_layout(self) -> None:
        self.restoreState(self._default_state, LAYOUT_VERSION)
        for dock in self.docks.values():
            dock.show()

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.confirm_discard():
            event.ignore()
            return
        self.loader.cancel()
        self.loader.wait(5000)
        self.route_search.abandon()
        self.route_search.wait(5000)
        self.computers.shutdown()
        self.hints.shutdown()
        self.collector.stop()  # no worker is left: Python collects as it likes again
        if self.remember_layout:
            s = settings()
            s.setValue("geometry", self.saveGeometry())
            s.setValue("window_state", self.saveState(LAYOUT_VERSION))
        super().closeEvent(event)

    # ------------------------------------------------------------ talking

    def show_error(self, title: str, text: str) -> None:
        self.last_error = text
        if not self.quiet:
            box = QMessageBox(QMessageBox.Icon.Warning, title, text, parent=self)
            box.setTextFormat(Qt.TextFormat.PlainText)  # names from files are not markup
            box.exec()

    def ask(self, kind: str, title: str, text: str, choices: tuple[str, ...]) -> str:
        """One of `choices` ("save", "discard", "cancel", "yes", "no"); in quiet mode
        `answers[kind]`, else the first choice."""
        self.last_question = text
        if self.quiet:
            return self.answers.get(kind, choices[0])
        return ask(self, title, text, choices)

    def confirm_discard(self) -> bool:
        """Before the game is left (new game, open, import, closing): a game with
        changes not saved to a file asks Save / Discard / Cancel. True: go on."""
        s = self.session
        if s is None or not s.dirty:
            return True
        name = s.path.name if s.path else translate("MainWindow", "This game")
        if s.game.finished:
            state = translate("MainWindow", "finished")
        else:
            state = translate("MainWindow", "in progress")
        text = translate(
            "MainWindow",
            "{name} ({title}, {state}) has changes that are not saved to a file. Save them "
            "before leaving it? (The autosave keeps only the last few games' latest positions.)",
        ).format(name=name, title=s.game.title, state=state)
        answer = self.ask(
            "leave",
            translate("MainWindow", "Save the game?"),
            text,
            ("save", "discard", "cancel"),
        )
        if answer == "save":
            return self.save()
        return answer == "discard"

    def show_final_results(self) -> None:
        game = self.game
        if game is not None and game.finished:
            self.show_results(game)

    def show_results(self, game: Game) -> None:
        dialog = ResultsDialog(game, self)
        self.last_results = dialog
        if not self.quiet:
            dialog.exec()

    def offer_resume(self) -> bool:
        """On start: the last game from the autosave (the newest copy that replays,
        found on the loader's worker), offered to continue or, if it is finished,
        to review. True if there is an autosave to look at."""
        if not autosave.candidates():
            return False
        self.loader.start(
            str(autosave.autosave_path()),
            lambda progress: Session.resume(progress=progress),
            self._offer_resumed,
            translate("MainWindow", "Reading the last game…"),
        )
        return True

    def _offer_resumed(self, found: Resumed | None) -> None:
        if found is None:
            problems = "; ".join(autosave.resume_problems) or translate("MainWindow", "no autosave")
            self.show_error(
                translate("MainWindow", "Cannot resume"),
                translate("MainWindow", "The last game cannot be read: {problems}").format(
                    problems=problems
                ),
            )
            return
        game = found.session.game
        names = ", ".join(p.name for p in game.seating)
        fields = {"title": game.title, "names": names, "count": len(game.actions)}
        if found.finished:
            text = translate(
                "MainWindow",
                "The last game, {title} of {names}, is finished ({reason}; {count} actions). "
                "Open it to review?",
            ).format(reason=value(end_reason(game.end_reason), i18n.game_translate), **fields)
        elif ended := found.ended_lines():
            text = translate(
                "MainWindow",
                "The last game, {title} of {names}, ended on the line {lines}. Continue from "
                "the position shown last ({line}, {count} actions)?",
            ).format(lines=", ".join(ended), line=found.session.tree.current, **fields)
        else:
            text = translate(
                "MainWindow", "Continue the unfinished {title} game of {names} ({count} actions)?"
            ).format(**fields)
        if found.skipped:
            text += "\n\n" + translate(
                "MainWindow",
                "The newest autosave could not be used ({problems}); this is the backup {file}.",
            ).format(problems="; ".join(found.skipped), file=found.path.name)
        if self.ask("resume", translate("MainWindow", "Last game"), text, ("yes", "no")) != "yes":
            return
        # Only the autosave holds it, and the next game's autosaves push it out:
        # leaving it asks to save it to a file.
        found.session.dirty = True
        self.set_session(found.session)

    def about(self) -> None:
        show_about(self)
