"""The window's menus and shortcuts."""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMenu

from gamedesk.ui import text_scale
from gamedesk.ui.i18n import translate

if TYPE_CHECKING:
    from gamedesk.ui.main_window import MainWindow

# Saves first (*.gamedesk); *.json covers 18xx.games logs and older saves.
def save_filter() -> str:
    return translate(
        "Menus",
        "gamedesk saves and 18xx.games logs (*.gamedesk *.json);;gamedesk saves (*.gamedesk);;"
        "18xx.games logs and older saves (*.json);;All files (*)",
    )


def save_as_filter() -> str:
    return translate("Menus", "gamedesk saves (*.gamedesk);;All files (*)")


def texts() -> dict[str, str]:
    """Each menu's and action's text in the language installed (by key)."""
    return {
        "menu.game": translate("Menus", "&Game"),
        "new": translate("Menus", "&New game…"),
        "open": translate("Menus", "&Open…"),
        "menu.recent": translate("Menus", "Open &recent"),
        "import": translate("Menus", "&Import 18xx.games log…"),
        "save": translate("Menus", "&Save"),
        "save_as": translate("Menus", "Save &as…"),
        "end_game": translate("Menus", "&End the game now…"),
        "results": translate("Menus", "Final &results…"),
        "settings": translate("Menus", "Se&ttings…"),
        "quit": translate("Menus", "&Quit"),
        "menu.edit": translate("Menus", "&Edit"),
        "undo": translate("Menus", "&Undo"),
        "redo": translate("Menus", "&Redo"),
        "play_on": translate("Menus", "&Play on from here"),
        "lines": translate("Menus", "&Lines of play…"),
        "menu.view": translate("Menus", "&View"),
        "fit": translate("Menus", "Map at readable size"),
        "whole": translate("Menus", "Whole map"),
        "zoom_in": translate("Menus", "Zoom in"),
        "zoom_out": translate("Menus", "Zoom out"),
        "larger_text": translate("Menus", "Larger text"),
        "smaller_text": translate("Menus", "Smaller text"),
        "reset_text": translate("Menus", "Reset text size"),
        "reset_layout": translate("Menus", "Reset layout"),
        "menu.help": translate("Menus", "&Help"),
        "about": translate("Menus", "&About gamedesk"),
    }


def _action(window: MainWindow, menu: QMenu, key: str, slot, *keys) -> QAction:
    action = QAction(key, window)
    action.setObjectName(f"action-{key}")
    if keys:
        action.setShortcuts([QKeySequence(k) for k in keys])
    action.triggered.connect(lambda _checked=False: slot())
    menu.addAction(action)
    return action


def build_menus(window: MainWindow) -> dict[str, QAction]:
    """The menus; their texts are set by `retranslate` (again at each language change).
    Returns every action by key, the menus too (as their menuAction, "menu.*")."""
    bar = window.menuBar()
    acts: dict[str, QAction] = {}
    game = bar.addMenu("game")
    acts["menu.game"] = game.menuAction()
    acts["new"] = _action(window, game, "new", window.new_game, QKeySequence.StandardKey.New)
    acts["open"] = _action(
        window, game, "open", partial(_open, window), QKeySequence.StandardKey.Open
    )
    recent = game.addMenu("recent")
    acts["menu.recent"] = recent.menuAction()
    recent.aboutToShow.connect(partial(_fill_recent, window, recent))
    acts["import"] = _action(window, game, "import", partial(_import, window), "Ctrl+I")
    game.addSeparator()
    acts["save"] = _action(window, game, "save", window.save, QKeySequence.StandardKey.Save)
    acts["save_as"] = _action(window, game, "save_as", window.save_as, "Ctrl+Shift+S")
    acts["end_game"] = _action(window, game, "end_game", window.end_game_now)
    acts["results"] = _action(window, game, "results", window.show_final_results)
    game.addSeparator()
    acts["settings"] = _action(window, game, "settings", window.show_settings)
    acts["quit"] = _action(window, game, "quit", window.close, QKeySequence.StandardKey.Quit)
    edit = bar.addMenu("edit")
    acts["menu.edit"] = edit.menuAction()
    acts["undo"] = _action(window, edit, "undo", window.undo, "Ctrl+Z")
    acts["redo"] = _action(window, edit, "redo", window.redo, "Ctrl+Shift+Z", "Ctrl+Y")
    edit.addSeparator()
    acts["play_on"] = _action(window, edit, "play_on", window.replay.play_on, "Ctrl+P")
    acts["lines"] = _action(window, edit, "lines", window.replay.manage_lines, "Ctrl+L")
    view = bar.addMenu("view")
    acts["menu.view"] = view.menuAction()
    acts["fit"] = _action(window, view, "fit", window.map_view.fit_to_window, "Ctrl+0")
    acts["whole"] = _action(window, view, "whole", window.map_view.show_whole_map, "Ctrl+9")
    acts["zoom_in"] = _action(
        window, view, "zoom_in", partial(window.map_view.zoom_by, 1.25), "Ctrl++"
    )
    acts["zoom_out"] = _action(
        window, view, "zoom_out", partial(window.map_view.zoom_by, 0.8), "Ctrl+-"
    )
    view.addSeparator()
    acts["larger_text"] = _action(
        window, view, "larger_text", partial(text_scale.step, window, 1), "Ctrl+Shift++"
    )
    acts["smaller_text"] = _action(
        window, view, "smaller_text", partial(text_scale.step, window, -1), "Ctrl+Shift+-"
    )
    acts["reset_text"] = _action(
        window, view, "reset_text", partial(text_scale.apply, window, 1.0)
    )
    text_scale.restore(window)  # the size the player chose last time
    view.addSeparator()
    for dock in window.docks.values():
        view.addAction(dock.toggleViewAction())
    view.addSeparator()
    acts["reset_layout"] = _action(window, view, "reset_layout", window.reset_layout)
    helpmenu = bar.addMenu("help")
    acts["menu.help"] = helpmenu.menuAction()
    acts["about"] = _action(window, helpmenu, "about", window.about)
    retranslate(acts)
    return acts


def retranslate(acts: dict[str, QAction]) -> None:
    """The menus' texts in the language installed now."""
    for key, text in texts().items():
        acts[key].setText(text)


def _open(window: MainWindow) -> None:
    path, _ = QFileDialog.getOpenFileName(
        window, translate("Menus", "Open a game"), "", save_filter()
    )
    if path:
        window.open_file(path)


def _import(window: MainWindow) -> None:
    path, _ = QFileDialog.getOpenFileName(
        window,
        translate("Menus", "Import an 18xx.games log"),
        "",
        translate("Menus", "18xx.games logs (*.json)"),
    )
    if path:
        window.open_file(path)


def _fill_recent(window: MainWindow, menu: QMenu) -> None:
    menu.clear()
    files = window.recent_files()
    if not files:
        menu.addAction(translate("Menus", "(none)")).setEnabled(False)
    for path in files:
        action = menu.addAction(Path(path).name)
        action.setToolTip(path)
        action.triggered.connect(partial(window.open_file, path))
