"""`gamedesk screenshot`: the window, or one view, of a game at action N, offscreen."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from gamedesk.engine.game import Game
from gamedesk.io.replay import open_record, replay
from gamedesk.ui.render import ensure_app, render_scene

VIEWS = (
    "window", "map", "market", "charters", "info", "holdings", "log", "replay", "play", "tray",
    "hint",
)


def _text_views() -> dict:
    from gamedesk.ui.charters import ChartersView
    from gamedesk.ui.holdings_view import HoldingsView
    from gamedesk.ui.info_view import InfoView
    from gamedesk.ui.log_view import LogView

    return {"charters": ChartersView, "info": InfoView, "holdings": HoldingsView, "log": LogView}


def use_language(code: str) -> None:
    """The texts of the pictures that follow in `code` (a code of i18n.LANGUAGES),
    installed before any window is built (OSError if its translation is missing)."""
    from gamedesk.ui import i18n

    ensure_app()
    if i18n.install(code) != code:
        raise OSError(f"no {code} translation: run python tools/translations.py build")


def game_at(file: str | Path, at: int | None) -> Game:
    """The game in `file` (our save or an 18xx.games log) after `at` actions (RecordError)."""
    return replay(open_record(file), to=at)


def screenshot(
    game: Game, out: str | Path, view: str = "window", size: tuple[int, int] = (1600, 1000)
) -> Path:
    """Write a PNG of `view` showing `game`."""
    from gamedesk.ui.map_scene import MapScene
    from gamedesk.ui.market_view import MarketScene
    from gamedesk.ui.snapshot import market_markers, snapshot_of

    app = ensure_app()
    text_views = _text_views()
    if view == "map":
        image = render_scene(MapScene(game.data, snapshot_of(game)), size, "#f4f1e8")
    elif view == "market":
        image = render_scene(MarketScene(game.data.game, market_markers(game)), size)
    elif view in text_views:
        widget = text_views[view]()
        widget.resize(*size)
        widget.show_game(game)
        widget.show()
        app.processEvents()
        if view == "log":
            widget.scrollToBottom()  # the latest page of the log
            app.processEvents()
        image = widget.grab().toImage()
    else:
        image, _ = _window_image(size, lambda window: window.show_position(game))
    return _save(image, out)


def play_screenshot(
    save, game: Game, out: str | Path, size: tuple[int, int] = (1600, 1000), tray: bool = False,
    hint: bool = False,
) -> Path:
    """The window playing on from `game` (replayed from `save`): the action panel
    live and the map offering the moves, as the player to act sees it. `tray`:
    with the hex that takes the most kinds of tile chosen, its tile tray open
    (the stock market closed to give the tray its height). `hint`: with the
    hint for the player to act shown. Computer seats do not move."""
    from gamedesk.ui.session import Session

    def show(window) -> None:
        from gamedesk.ui.computer_seats import computer_to_act

        session = Session.from_game(save, game, autosave_enabled=False)
        # the position asked for, not a later one: a computer to act does not move
        window.computers.running = computer_to_act(game, dict(session.setup.computers)) is None
        window.set_session(session)

    finish = _open_tray if tray else _show_hint if hint else None
    image, _ = _window_image(size, show, finish=finish)
    return _save(image, out)


def _show_hint(window) -> None:
    if not window.hints.ask():
        raise OSError("nobody is to act at this point: --view hint needs a decision")
    while window.hints.busy:
        window.hints.worker.wait()
        QApplication.processEvents()
    window.handover.hide()  # room for the hint: no note over the panel


def _open_tray(window) -> None:
    lays = window.picker.lays
    if not lays:
        raise OSError("no tile can be laid at this point: --view tray needs a lay")
    window.picker.select_hex(max(sorted(lays), key=lambda coord: len(lays[coord])))
    window.handover.hide()  # room for the tray: no note over the panel


def replay_screenshot(
    file: str | Path, out: str | Path, at: int | None, size: tuple[int, int] = (1600, 1000)
) -> tuple[Path, str]:
    """The window browsing `file` at action `at` of its timeline (the end if None),
    with the charts in front. Returns the path and where the timeline stands."""
    from gamedesk.ui.session import Session

    def show(window) -> None:
        window.set_session(Session.open(file, autosave_enabled=False))
        _settle(ensure_app())
        if at is not None:
            window.replay.go(at)

    def charts_in_front(window) -> None:
        window.docks["charts"].raise_()

    image, window = _window_image(size, show, charts_in_front)
    return _save(image, out), window.replay.timeline.where.text()


def _window_image(
    size: tuple[int, int],
    show: Callable,
    arrange: Callable | None = None,
    finish: Callable | None = None,
) -> tuple[QImage, object]:
    """The main window at `size` after `show(window)`, docks laid out (then
    `arrange(window)`) and the route search (if any) answered, and last
    `finish(window)`; the window is closed, and returned for what the caller
    still reads from it."""
    from gamedesk.ui.main_window import MainWindow

    app = ensure_app()
    window = MainWindow(quiet=True, remember_layout=False)
    window.resize(*size)
    window.show()
    show(window)
    _settle(app)
    window.size_docks()
    if arrange is not None:
        arrange(window)
    _settle(app)
    window.wait_for_routes()
    window.refresh()
    window.panel.fill_previews()
    window.map_view.fit_to_window()
    if finish is not None:
        finish(window)
    _settle(app)
    image = window.grab().toImage()
    window.close()
    return image, window


def _save(image: QImage, out: str | Path) -> Path:
    path = Path(out)
    path.parent.mkdir(parents=True, exist_ok=True)
    if not image.save(str(path), "PNG"):
        raise OSError(f"could not write {path}")
    return path


def _settle(app: QApplication) -> None:
    for _ in range(3):
        app.processEvents()
