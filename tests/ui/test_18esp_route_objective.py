"""The run-routes panel's second Auto: where a run may pay the treasury
(18ESP's mines, R-089), the player may fill in the routes that bring the
company the most (revenue plus treasury income) instead of the engine's
suggestion, which pays out the most. Position: the real 18ESP log before
FdLR's run at action 142 (the suggestion pays out 30 with 30 to the treasury;
the other run pays out 20 with 60)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtWidgets import QLabel, QPushButton

from gamedesk.io.replay import open_record, replay
from gamedesk.ui.session import Session
from tests.conftest import SHARED
from tests.ui.window_driver import button, click

LOG = SHARED / "fixtures/18xx.games/18ESP/18ESP_destination_token_release.json"


def show(qtbot, window, record, n: int):
    """The window at the routes step before the record's action `n`."""
    game = replay(record, to=n)
    window.set_session(Session.from_game(record.to_save(game), game, autosave_enabled=False))
    qtbot.waitUntil(lambda: window.panel.find_button("route:auto") is not None, timeout=30_000)
    return window.session.game


@pytest.fixture(scope="module")
def esp_record():
    if not LOG.exists():
        pytest.skip(f"no {LOG}")
    return open_record(LOG)


@pytest.mark.rules("R-089")
def test_the_second_auto_fills_the_run_that_brings_the_company_most(qtbot, window, esp_record):
    game = show(qtbot, window, esp_record, 142)
    assert game.operating_company() == "FdLR"
    run = "do:run_routes"
    click(qtbot, button(window, "route:auto"))
    assert button(window, run).text() == f"Run for {game.money(30)}"
    click(qtbot, button(window, "route:auto:income"))
    assert button(window, run).text() == f"Run for {game.money(20)}"
    click(qtbot, button(window, "route:auto"))
    assert button(window, run).text() == f"Run for {game.money(30)}"


def test_no_second_auto_where_no_run_pays_the_treasury(qtbot, window, record):
    # the 18MEX game 80226 before MC's run at action 62: nothing pays a treasury
    show(qtbot, window, record, 62)
    names = {b.objectName() for b in window.panel.body.findChildren(QPushButton)}
    assert not {n for n in names if n.startswith("route:auto:")}


@pytest.mark.rules("R-089")
def test_a_long_second_auto_runs_on_a_worker_and_stops_with_the_best_found(
    qtbot, window, esp_record, monkeypatch
):
    """A search not proven at once goes to a worker thread: the panel says it is
    searching and offers Stop, the window stays live, and Stop keeps the best
    routes found, marked as not proven."""
    from gamedesk.engine import routing
    from gamedesk.ui import route_search

    real = routing.route_job_by
    started = []

    class Patient:
        """The real job, but on the worker it waits for Stop (a long search)."""

        def __init__(self, job):
            self.job = job

        def run(self, *, time_budget_s=None, cancel=None):
            if time_budget_s == route_search.QUICK_S:
                return self.job.run(time_budget_s=0.0)  # never proven at once
            started.append(True)
            cancel.wait(30)
            return replace(self.job.run(time_budget_s=None), optimal=False)

    monkeypatch.setattr(routing, "route_job_by", lambda *a, **k: Patient(real(*a, **k)))
    game = show(qtbot, window, esp_record, 142)
    click(qtbot, button(window, "route:auto:income"))
    qtbot.waitUntil(lambda: window.panel.find_button("route:stop") is not None)
    qtbot.waitUntil(lambda: bool(started))
    assert window.panel.body.isEnabled()  # the window is not waiting for the search
    click(qtbot, button(window, "route:stop"))
    qtbot.waitUntil(lambda: window.panel.find_button("route:auto:income") is not None)
    assert button(window, "do:run_routes").text() == f"Run for {game.money(20)}"
    texts = [w.text() for w in window.panel.body.findChildren(QLabel)]
    assert any("stopped before a proof" in t for t in texts)
