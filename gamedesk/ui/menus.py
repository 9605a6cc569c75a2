"""The window's menus and shortcuts."""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMenu

from gamedesk.ui import text_scale

if TYPE_CHECKING:
    from gamedesk.ui.main_window import MainWindow

# Saves first (*.gamedesk); *.json covers 18xx.games logs and older saves.
SAVE_FILTER = (
    "gamedesk saves and 18xx.games logs (*.gamedesk *.json);;gamedesk saves (*.gamedesk);;"
    "18xx.games logs and older saves (*.json);;All files (*)"
)
SAVE_AS_FILTER = "gamedesk saves (*.gamedesk);;All files (*)"


def _action(window: MainWindow, menu: QMenu, text: str, slot, *keys) -> QAction:
    action = QAction(text, window)
    if keys:
        action.setShortcuts([QKeySequence(k) for k in keys])
    action.triggered.connect(lambda _checked=False: slot())
    menu.addAction(action)
    return action


def build_menus(window: MainWindow) -> dict[str, QAction]:
    bar = window.menuBar()
    acts: dict[str, QAction] = {}
    game = bar.addMenu("&Game")
    acts["new"] = _action(window, game, "&New game…", window.new_game, QKeySequence.StandardKey.New)
    acts["open"] = _action(
        window, game, "&Open…", partial(_open, window), QKeySequence.StandardKey.Open
    )
    recent = game.addMenu("Open &recent")
    recent.aboutToShow.connect(partial(_fill_recent, window, recent))
    acts["import"] = _action(
        window, game, "&Import 18xx.games log…", partial(_import, window), "Ctrl+I"
    )
    game.addSeparator()
    acts["save"] = _action(window, game, "&Save", window.save, QKeySequence.StandardKey.Save)
    acts["save_as"] = _action(window, game, "Save &as…", window.save_as, "Ctrl+Shift+S")
    acts["end_game"] = _action(window, game, "&End the game now…", window.end_game_now)
    acts["results"] = _action(window, game, "Final &results…", window.show_final_results)
    game.addSeparator()
    acts["quit"] = _action(window, game, "&Quit", window.close, QKeySequence.StandardKey.Quit)
    edit = bar.addMenu("&Edit")
    acts["undo"] = _action(window, edit, "&Undo", window.undo, "Ctrl+Z")
    acts["redo"] = _action(window, edit, "&Redo", window.redo, "Ctrl+Shift+Z", "Ctrl+Y")
    edit.addSeparator()
    acts["play_on"] = _action(window, edit, "&Play on from here", window.replay.play_on, "Ctrl+P")
    acts["lines"] = _action(window, edit, "&Lines of play…", window.replay.manage_lines, "Ctrl+L")
    view = bar.addMenu("&View")
    _action(window, view, "Map at readable size", window.map_view.fit_to_window, "Ctrl+0")
    _action(window, view, "Whole map", window.map_view.show_whole_map, "Ctrl+9")
    _action(window, view, "Zoom in", partial(window.map_view.zoom_by, 1.25), "Ctrl++")
    _action(window, view, "Zoom out", partial(window.map_view.zoom_by, 0.8), "Ctrl+-")
    view.addSeparator()
    acts["larger_text"] = _action(
        window, view, "Larger text", partial(text_scale.step, window, 1), "Ctrl+Shift++"
    )
    acts["smaller_text"] = _action(
        window, view, "Smaller text", partial(text_scale.step, window, -1), "Ctrl+Shift+-"
    )
    acts["reset_text"] = _action(
        window, view, "Reset text size", partial(text_scale.apply, window, 1.0)
    )
    text_scale.restore(window)  # the size the player chose last time
    view.addSeparator()
    for dock in window.docks.values():
        view.addAction(dock.toggleViewAction())
    view.addSeparator()
    _action(window, view, "Reset layout", window.reset_layout)
    helpmenu = bar.addMenu("&Help")
    acts["about"] = _action(window, helpmenu, "&About gamedesk", window.about)
    return acts


def _open(window: MainWindow) -> None:
    path, _ = QFileDialog.getOpenFileName(window, "Open a game", "", SAVE_FILTER)
    if path:
        window.open_file(path)


def _import(window: MainWindow) -> None:
    path, _ = QFileDialog.getOpenFileName(
        window, "Import an 18xx.games log", "", "18xx.games logs (*.json)"
    )
    if path:
        window.open_file(path)


def _fill_recent(window: MainWindow, menu: QMenu) -> None:
    menu.clear()
    files = window.recent_files()
    if not files:
        menu.addAction("(none)").setEnabled(False)
    for path in files:
        action = menu.addAction(Path(path).name)
        action.setToolTip(path)
        action.triggered.connect(partial(window.open_file, path))
