"""Keyboard play: a whole operating turn and a stock-round turn of the real
game 80226 (18MEX) with keys alone — F6 to the actions, Tab and Space, a hex or
stop typed by name, R to turn a tile."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.ui.window_driver import perform_by_keys, play_on_after, press, type_place

MEX_TURN = range(65, 72)  # MEX: lay M10, done, station M10, run, pay out, buy a 2, done


def test_a_whole_operating_turn_by_keyboard(qtbot, window, record):
    logged = play_on_after(window, record, MEX_TURN.start)
    for n in MEX_TURN:
        game = window.session.game
        wanted = logged[n]
        before = len(game.actions)
        template = next(a for a in game.legal_actions() if _same_choice(a, wanted))
        perform_by_keys(qtbot, window, template if wanted.type != "lay_tile" else wanted)
        qtbot.waitUntil(lambda b=before: len(window.session.game.actions) == b + 1)
        done = window.session.game.actions[-1]
        assert done.type == wanted.type and done.entity == wanted.entity
    assert window.session.game.operating_company() != "MEX"


def test_a_stock_round_turn_by_keyboard(qtbot, window, record):
    logged = play_on_after(window, record, 0)
    n = next(i for i, a in enumerate(logged) if a.type == "buy_shares")
    play_on_after(window, record, n)
    wanted = logged[n]
    template = next(a for a in window.session.game.legal_actions() if a == wanted)
    perform_by_keys(qtbot, window, template)
    qtbot.waitUntil(lambda: len(window.session.game.actions) == n + 1)
    assert window.session.game.actions[-1] == wanted


def test_a_hex_not_on_offer_is_refused_with_a_reason(qtbot, window, record):
    play_on_after(window, record, MEX_TURN.start)
    type_place(qtbot, window, "A1")
    note = window.panel.body.findChild(type(window.panel.header), "place:note")
    assert "A1 is not one of the hexes offered now" in note.text()
    assert window.picker.hex is None
    press(qtbot, window, Qt.Key.Key_Escape)


def _same_choice(template, wanted) -> bool:
    if template.type != wanted.type or template.entity != wanted.entity:
        return False
    if wanted.type in ("lay_tile", "run_routes"):
        return True
    if wanted.type == "buy_train":
        return template.get("train") == wanted.get("train")
    return template == wanted or wanted.type == "pass"
