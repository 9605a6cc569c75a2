"""The route finder runs on a worker thread: the window shows the position at
once, says it is searching, offers Stop, and takes the answer when it comes.
Position: 18xx.games game 80226 at action 62 (MC about to run its 2-train)."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel

from gamedesk.io.replay import replay
from gamedesk.ui import route_search
from gamedesk.ui.session import Session
from tests.ui.window_driver import button, click


@pytest.fixture
def slow_finder(monkeypatch):
    """No quick answer on the spot: every search goes to the worker."""
    monkeypatch.setattr(route_search, "QUICK_S", 0.0)


def show_routes_step(window, record):
    game = replay(record, to=62)
    game.__dict__.pop("_suggested_routes", None)  # nothing known yet
    window.set_session(Session.from_game(record.to_save(game), game, autosave_enabled=False))
    return game


def finder_text(window) -> str:
    return window.panel.body.findChild(QLabel, "routes:finder").text()


def test_search_runs_on_a_worker_and_its_answer_is_shown(qtbot, window, record, slow_finder):
    game = show_routes_step(window, record)
    assert window.route_search.busy
    assert window.panel.body.findChild(QLabel, "routes:searching") is not None
    assert window.panel.find_button("do:run_routes") is None  # nothing to run yet
    qtbot.waitUntil(lambda: not window.route_search.busy, timeout=30_000)
    assert "optimal" in finder_text(window)
    expected = game.best_routes_now(game.corporations["MC"]).revenue
    assert button(window, "do:run_routes").text() == f"Run for {game.money(expected)}"


def test_stop_keeps_the_best_found_so_far(qtbot, window, record, slow_finder, monkeypatch):
    started = threading.Event()

    def stubborn(self, job, cancel):  # searches only once told to stop
        started.set()
        cancel.wait(30)
        self._done.emit(job, job.run(time_budget_s=0.0))

    monkeypatch.setattr(route_search.RouteSearch, "_work", stubborn)
    game = show_routes_step(window, record)
    assert started.wait(10)
    click(qtbot, button(window, "route:stop"))
    qtbot.waitUntil(lambda: not window.route_search.busy, timeout=30_000)
    assert "best found" in finder_text(window)
    assert not game.best_routes_now(game.corporations["MC"]).optimal


def test_a_search_left_behind_is_dropped(qtbot, window, record, slow_finder):
    show_routes_step(window, record)
    job = window.route_search.job
    assert job is not None
    window.set_session(None)
    assert not window.route_search.busy  # nothing to search in an empty window
    window.route_search.wait()
    QCoreApplication.sendPostedEvents()  # the worker's late answer arrives and is ignored
    QCoreApplication.processEvents()
    assert window.game is None
    assert "Start a game" in window.panel.header.text()
