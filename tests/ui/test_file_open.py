"""Files handed over by the desktop: the files left on the command line after Qt's
own options, and macOS's open-file event (a save double-clicked in the Finder)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QFileOpenEvent

from gamedesk.io.save import EXTENSION, read_save, with_extension
from gamedesk.ui.file_open import FileOpenFilter, files_from_arguments
from gamedesk.ui.session import GameSetup
from tests.ui.conftest import LOG_80226, THREE


def test_files_are_what_qt_left_of_the_command_line() -> None:
    assert files_from_arguments(["game.gamedesk"]) == ["game.gamedesk"]
    assert files_from_arguments(["--reverse", "a.json", ""]) == ["a.json"]
    assert files_from_arguments([]) == []


class Opener(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.opened: list[str] = []

    def open_file(self, path: str) -> bool:
        self.opened.append(path)
        return True


def test_open_file_event_opens_the_file(qtbot, qapp) -> None:
    window = Opener()
    watcher = FileOpenFilter(window)
    qapp.installEventFilter(watcher)
    try:
        QCoreApplication.sendEvent(qapp, QFileOpenEvent("/saves/game.gamedesk"))
        qtbot.waitUntil(lambda: window.opened == ["/saves/game.gamedesk"])
    finally:
        qapp.removeEventFilter(watcher)


def test_open_file_event_reaches_the_window_and_opens_a_log(qtbot, qapp, window) -> None:
    if not LOG_80226.exists():
        pytest.skip(f"no {LOG_80226}")
    watcher = FileOpenFilter(window)
    qapp.installEventFilter(watcher)
    try:
        QCoreApplication.sendEvent(qapp, QFileOpenEvent(str(LOG_80226)))
        qtbot.waitUntil(lambda: window.session is not None, timeout=60_000)
    finally:
        qapp.removeEventFilter(watcher)
    assert window.last_error is None
    assert len(window.session.game.actions) > 500


def test_save_as_adds_the_gamedesk_extension_to_a_bare_name(qtbot, window, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    offered = []

    def ask(parent, caption, name, filters):
        offered.append((name, filters))
        return str(tmp_path / "my game"), filters.split(";;")[0]

    monkeypatch.setattr(QFileDialog, "getSaveFileName", ask)
    window.new_game(GameSetup("18MEX", THREE, "rulebook", (), 0))
    assert window.save_as()
    name, filters = offered[0]
    assert name.endswith(EXTENSION) and filters.startswith("gamedesk saves (*.gamedesk)")
    assert window.session.path == tmp_path / f"my game{EXTENSION}"
    assert read_save(window.session.path).title == "18MEX"


def test_a_name_with_its_own_extension_is_kept() -> None:
    assert with_extension("a/b.json") == Path("a/b.json")
    assert with_extension("a/b") == Path("a/b.gamedesk")
    assert with_extension("a/b.gamedesk") == Path("a/b.gamedesk")
