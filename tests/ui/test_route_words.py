"""Routes in the panel are named the way a player names places ("Chihuahua (E6)"),
never by the engine's stop ids ("E6-0"), both when a route is drawn and when the
board refuses one (issue 16, point 8), at positions of 18xx.games game 80226."""

from __future__ import annotations

import re

from PySide6.QtWidgets import QLabel

from gamedesk.io.replay import replay
from gamedesk.ui.session import Session
from tests.ui.window_driver import button, click, click_stop

STOP_ID = re.compile(r"\b[A-Z]+\d+-\d+\b")


def show_at(window, record, n: int):
    game = replay(record, to=n)
    window.set_session(Session.from_game(record.to_save(game), game, autosave_enabled=False))
    return window.session.game


def route_label(window) -> str:
    return window.panel.body.findChild(QLabel, "route:text:2-3").text()


def test_a_refused_route_names_its_cities_not_stop_ids(qtbot, window, record):
    game = show_at(window, record, 62)  # MC runs its 2-train
    stops = next(a for a in game.legal_actions() if a.type == "run_routes")["routes"][0]["stops"]
    click(qtbot, button(window, "route:clear"))
    click_stop(qtbot, window, stops[0])
    click_stop(qtbot, window, stops[-1])  # Chihuahua to San Luis Potosí: not joined directly
    text = route_label(window)
    assert "no track joins Chihuahua (E6) and San Luis Potosí (L9)" in text, text
    assert not STOP_ID.search(text), text


def test_a_drawn_route_lists_place_names(qtbot, window, record):
    game = show_at(window, record, 62)
    stops = next(a for a in game.legal_actions() if a.type == "run_routes")["routes"][0]["stops"]
    click(qtbot, button(window, "route:clear"))
    for stop in stops:
        click_stop(qtbot, window, stop)
    text = route_label(window)
    assert text.startswith("Chihuahua (E6) – Torreón (I8) – Durango (J7)"), text
    assert not STOP_ID.search(text), text


def test_two_stops_in_one_hex_are_told_apart(record):
    game = replay(record)
    # Tampico's tile holds a city and a town: "M12 – M12" told a player nothing.
    assert game.stop_name("M12-0") == "Tampico (M12) city"
    assert game.stop_name("M12-1") == "Tampico (M12) town"
