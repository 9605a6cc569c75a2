"""The start page: shown while no game is open, over a disabled window; New,
Open and Import; the recent games, a missing one marked and removable."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton

from tests.ui.conftest import LOG_80226
from tests.ui.window_driver import click, open_and_wait


def page_button(window, name: str) -> QPushButton:
    found = window.start_page.findChild(QPushButton, name)
    assert found is not None, name
    return found


def recent_paths(window) -> list[str]:
    items = [window.start_page.recent.item(i) for i in range(window.start_page.recent.count())]
    return [i.data(Qt.ItemDataRole.UserRole) for i in items if i.data(Qt.ItemDataRole.UserRole)]


def test_an_empty_window_shows_the_start_page_over_disabled_docks(qtbot, window):
    qtbot.waitUntil(window.start_page.isVisible)
    assert window.start_page.geometry().contains(window.map_view.geometry().center())
    assert not window.replay.timeline.isEnabledTo(window)
    assert not window.docks["actions"].isEnabled() and not window.map_view.isEnabled()
    assert "No games yet" in window.start_page.recent.item(0).text()
    calls = []
    window.new_game = lambda setup=None: calls.append(setup) or False
    click(qtbot, page_button(window, "start:new"))
    assert calls == [None]


def test_opening_a_game_puts_it_in_the_recent_list_and_the_page_away(qtbot, window, tmp_path):
    assert open_and_wait(qtbot, window, LOG_80226)
    assert not window.start_page.isVisible() and window.docks["actions"].isEnabled()
    assert window.replay.timeline.isEnabled()
    save = tmp_path / "mine.gamedesk"
    assert window.save_as(save)
    window.set_session(None)
    qtbot.waitUntil(window.start_page.isVisible)
    assert recent_paths(window)[:2] == [str(save.resolve()), str(LOG_80226.resolve())]
    window.start_page.recent.setCurrentRow(0)
    click(qtbot, page_button(window, "start:open_recent"))
    qtbot.waitUntil(lambda: window.session is not None and not window.loader.busy)
    assert window.session.path == save.resolve() or window.session.path == save
    assert not window.start_page.isVisible()


def test_a_missing_recent_game_is_marked_refused_and_removable(qtbot, window, tmp_path):
    from gamedesk.ui.main_window import settings

    gone = str((tmp_path / "gone.gamedesk").resolve())
    settings().setValue("recent", [gone])
    window.start_page.refresh()
    item = window.start_page.recent.item(0)
    assert "missing" in item.text()
    assert not page_button(window, "start:open_recent").isEnabled()
    window.start_page.recent.itemActivated.emit(item)
    note = window.start_page.findChild(QLabel, "start:note").text()
    assert "gone.gamedesk is no longer there" in note and window.session is None
    click(qtbot, page_button(window, "start:remove"))
    assert window.recent_files() == [] and recent_paths(window) == []
