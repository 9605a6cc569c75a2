"""Undo and redo through the menu, saving and reopening, autosave, and files
that cannot be opened."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt

from gamedesk.io.save import read_save
from gamedesk.ui import autosave
from gamedesk.ui.main_window import MainWindow
from gamedesk.ui.session import GameSetup
from tests.ui.conftest import SETTLED, THREE
from tests.ui.test_window_play import choose
from tests.ui.window_driver import open_and_wait, perform


def play(qtbot, window, n: int) -> None:
    for _ in range(n):
        perform(qtbot, window, choose(window.session.game))
    assert window.last_error is None


def state(window) -> tuple:
    game = window.session.game
    return (
        len(game.actions),
        [p.cash for p in game.players],
        {c.sym: c.owner for c in game.companies.values()},
    )


def test_a_new_game_settles_memory_once_and_undo_does_not(qtbot, window):
    # gamedesk/memory.py: the window sets what lives aside as a game opens, not
    # on every move (the `window` fixture counts it in SETTLED)
    start = len(SETTLED)
    window.new_game(GameSetup("18MEX", THREE, "rulebook", (), 0))
    assert len(SETTLED) == start + 1
    play(qtbot, window, 2)
    window.actions_by_name["undo"].trigger()
    assert len(SETTLED) == start + 1


def test_undo_and_redo_through_the_menu_and_keys(qtbot, window):
    window.new_game(GameSetup("18MEX", THREE, "rulebook", (), 0))
    acts = window.actions_by_name
    assert not acts["undo"].isEnabled() and not acts["redo"].isEnabled()
    play(qtbot, window, 3)
    after_three = state(window)
    acts["undo"].trigger()
    assert len(window.session.game.actions) == 2
    assert window.session.game.companies["A"].owner is None  # Cy's purchase is undone
    assert acts["redo"].isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(window.session.game.actions) == 1
    acts["redo"].trigger()
    qtbot.keyClick(window, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert state(window) == after_three
    assert not acts["redo"].isEnabled()
    assert window.log_view.count() == len(window.session.game.log)


def test_save_close_reopen_and_continue(qtbot, window, tmp_path):
    window.new_game(GameSetup("18MEX", THREE, "rulebook", (), 7))
    play(qtbot, window, 12)
    path = tmp_path / "game.json"
    assert window.save_as(path)
    saved = state(window)
    assert read_save(path).actions == [a.to_dict() for a in window.session.game.actions]
    assert "game.json" in window.windowTitle() and "*" not in window.windowTitle()
    window.close()

    again = MainWindow(quiet=True, remember_layout=False)
    qtbot.addWidget(again)
    again.resize(1600, 1000)
    again.show()
    assert str(path.resolve()) in again.recent_files()
    assert open_and_wait(qtbot, again, path)
    assert state(again) == saved
    play(qtbot, again, 6)  # and the game goes on
    assert len(again.session.game.actions) == saved[0] + 6
    assert again.save()
    assert len(read_save(path).actions) == saved[0] + 6


def test_every_action_is_autosaved_with_backups(qtbot, window):
    window.new_game(GameSetup("18MEX", THREE, "rulebook", (), 3))
    play(qtbot, window, 4)
    latest = autosave.read_autosave()
    assert latest is not None and len(latest.actions) == 4
    assert len(read_save(autosave.backup_path(1)).actions) == 3
    assert autosave.backup_path(autosave.BACKUPS).exists()
    assert not autosave.backup_path(autosave.BACKUPS + 1).exists()


def test_corrupt_file_is_refused_and_the_game_is_untouched(qtbot, window, tmp_path):
    window.new_game(GameSetup("18MEX", THREE, "rulebook", (), 0))
    play(qtbot, window, 5)
    before, session = state(window), window.session
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "gamedesk-save", "version": 1, "title": "18M', encoding="utf-8")
    assert not open_and_wait(qtbot, window, broken)
    assert window.last_error and "broken.json" in window.last_error
    assert window.session is session and state(window) == before

    # A well-formed save whose actions the rules refuse is refused too.
    save = json.loads(json.dumps(window.session.to_save().__dict__))
    save.update(format="gamedesk-save", version=1)
    save["actions"][0]["price"] = 999_999
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(save), encoding="utf-8")
    window.last_error = None
    assert not open_and_wait(qtbot, window, bad)
    assert window.last_error
    assert window.session is session and state(window) == before
