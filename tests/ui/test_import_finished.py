"""Importing a finished 18xx.games log over a game being played (issue 16,
point 10): the results wait until asked for, the window's title names the
log, only the new game's players have cards, and the window keeps its width."""

from __future__ import annotations

from gamedesk.ui.session import GameSetup
from tests.ui.conftest import LOG_80226, THREE
from tests.ui.window_driver import open_and_wait


def test_an_imported_finished_log_opens_quietly_as_itself(qtbot, window):
    window.resize(1280, 800)
    window.new_game(GameSetup("18MEX", THREE, "rulebook", (), 0))
    qtbot.waitUntil(lambda: window.width() == 1280)
    window.answers["leave"] = "discard"
    assert open_and_wait(qtbot, window, LOG_80226)
    game = window.session.game
    assert game.finished
    assert window.last_results is None  # no results dialog popped at once
    title = window.windowTitle()
    assert "untitled" not in title and LOG_80226.name in title, title
    assert list(window.players.cards) == [p.id for p in game.seating]
    names = {card.name.text() for card in window.players.cards.values()}
    assert not any("Ann" in n or "Ben" in n for n in names), names
    qtbot.waitUntil(lambda: window.players.width() > 0)
    assert window.width() == 1280  # four player cards fit: the window does not grow


def test_the_results_of_an_opened_finished_game_are_one_menu_away(qtbot, window):
    assert not window.actions_by_name["results"].isEnabled()
    assert open_and_wait(qtbot, window, LOG_80226)
    assert window.last_results is None
    assert window.actions_by_name["results"].isEnabled()
    window.actions_by_name["results"].trigger()
    assert window.last_results is not None
