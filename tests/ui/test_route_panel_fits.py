"""The run-routes panel in a small window: a company with four trains (the real
18ESP log before FdLR's run at action 320) shows its train rows, and the Run
button stands right under them, in view in the default window, with no row so
wide that the action panel scrolls sideways."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect

from gamedesk.io.replay import open_record, replay
from gamedesk.ui.session import Session
from tests.conftest import SHARED
from tests.ui.window_driver import button

LOG = SHARED / "fixtures/18xx.games/18ESP/18ESP_destination_token_release.json"


@pytest.fixture(scope="module")
def esp_record():
    if not LOG.exists():
        pytest.skip(f"no {LOG}")
    return open_record(LOG)


def show_routes(qtbot, window, record, size: tuple[int, int]):
    window.resize(*size)
    qtbot.waitUntil(lambda: window.height() == size[1])
    window.size_docks()
    game = replay(record, to=320)
    window.set_session(Session.from_game(record.to_save(game), game, autosave_enabled=False))
    qtbot.waitUntil(lambda: window.panel.find_button("route:auto") is not None, timeout=30_000)
    return game


def in_view(window, widget) -> bool:
    """Whether `widget` lies wholly inside the action panel's visible part."""
    port = window.panel.scroll.viewport()
    corner = widget.mapTo(port, QPoint(0, 0))
    return QRect(QPoint(0, 0), port.size()).contains(QRect(corner, widget.size()))


def test_the_run_button_is_in_view_under_four_trains_in_the_default_window(
    qtbot, window, esp_record
):
    game = show_routes(qtbot, window, esp_record, (1600, 1000))
    assert len(game.runnable_trains(game.operator("FdLR"))) == 4
    assert in_view(window, button(window, "do:run_routes"))


@pytest.mark.parametrize("size", [(1280, 720), (1600, 1000)])
def test_the_route_panel_never_scrolls_sideways(qtbot, window, esp_record, size):
    show_routes(qtbot, window, esp_record, size)
    bar = window.panel.scroll.horizontalScrollBar()
    qtbot.waitUntil(lambda: window.panel.scroll.widget().width() > 0)
    assert bar.maximum() == 0, f"the panel scrolls {bar.maximum()} px sideways at {size}"


def test_a_small_window_gives_the_action_panel_the_most_of_its_side(qtbot, window, esp_record):
    show_routes(qtbot, window, esp_record, (1280, 720))
    actions, companies = window.docks["actions"], window.docks["charters"]
    assert actions.height() > 2 * companies.height()
