"""Playing a game through the window's widgets, as a person would: buttons,
price boxes, clicks on the map and the R key. Used by the test_window_* tests."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication, QComboBox, QPushButton, QSpinBox, QWidget

from gamedesk.engine.actions import Action
from gamedesk.ui.action_panel import PRICED, key_of
from gamedesk.ui.main_window import MainWindow
from gamedesk.ui.map_picker import is_drawn_tile, lay_label


def open_and_wait(qtbot, window: MainWindow, path) -> bool:
    """Open `path` as the menu does and wait until the loader is done; True if the
    file's game is now shown (False: refused, `window.last_error` says why)."""
    before = window.session
    window.last_error = None
    if not window.open_file(path):
        return False
    qtbot.waitUntil(lambda: not window.loader.busy, timeout=120_000)
    return window.session is not before and window.last_error is None


def button(window: MainWindow, name: str) -> QPushButton:
    found = window.panel.body.findChild(QPushButton, name)
    assert found is not None, f"no button {name!r} in the action panel"
    assert found.isEnabled() and found.isVisibleTo(window.panel)
    return found


def click(qtbot, widget) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def on_screen(view, x: float, y: float):
    """Where scene point (x, y) is in the map's viewport, panned there first if it
    is out of view (as a player drags the map)."""
    point = view.mapFromScene(QPointF(x, y))
    if not view.viewport().rect().adjusted(30, 30, -30, -30).contains(point):
        view.centerOn(QPointF(x, y))
        point = view.mapFromScene(QPointF(x, y))
    return point


def click_hex(qtbot, window: MainWindow, coord: str) -> None:
    view = window.map_view
    x, y = view.map_scene().hex_center(coord)
    point = on_screen(view, x, y)
    assert view.viewport().rect().contains(point), f"{coord} is not on screen"
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def click_stop(qtbot, window: MainWindow, stop: str) -> None:
    """Click the city, town or off-board `stop` ("HEX-index") on the map."""
    view = window.map_view
    coord, _, index = stop.rpartition("-")
    x, y = view.map_scene().stop_point(coord, int(index))
    point = on_screen(view, x, y)
    assert view.viewport().rect().contains(point), f"{stop} is not on screen"
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def tile_name(tile: str) -> str:
    """"57" of a logged copy id "57-2" (the panel offers tiles by name)."""
    name, sep, copy = tile.rpartition("-")
    return name if sep and copy.isdigit() and name else tile


def with_tile(a: Action, tile: str) -> Action:
    return Action(a.type, a.entity, {**a.args, "tile": tile})


def perform(qtbot, window: MainWindow, template: Action) -> None:
    """Do `template` (one of game.legal_actions(), maybe with a new price) with the widgets."""
    window.wait_for_routes()  # the panel offers routes once the finder has answered
    panel, kind, key = window.panel, template.type, key_of(template)
    if kind in PRICED:
        spin = panel.body.findChild(QSpinBox, f"price:{kind}:{key}")
        price = int(template["price"])
        if spin is None:  # a fixed price: the button says it
            found = button(window, f"do:{kind}:{key}")
            assert found.text().endswith(window.session.game.money(price)), found.text()
        else:
            assert spin.minimum() <= price <= spin.maximum(), (price, spin.minimum())
            spin.setValue(price)
        click(qtbot, button(window, f"do:{kind}:{key}"))
        agree = window.panel.body.findChild(QPushButton, "deal:agree")
        if agree is not None:  # a deal with another player: the seller agrees
            click(qtbot, agree)
    elif kind == "par":
        combo = panel.body.findChild(QComboBox, f"price:par:{key}")
        index = next(i for i in range(combo.count()) if combo.itemData(i) == template)
        combo.setCurrentIndex(index)
        click(qtbot, button(window, f"do:par:{key}"))
    elif kind == "lay_tile" and not is_drawn_tile(
        window.session.game.data, with_tile(template, tile_name(template["tile"]))
    ):
        named = with_tile(template, tile_name(template["tile"]))
        click_hex(qtbot, window, template["hex"])  # a builder cube: the hex, then its button
        click(qtbot, button(window, f"do:lay:{key_of(named)}"))
    elif kind == "lay_tile":
        click_hex(qtbot, window, template["hex"])
        label = lay_label(with_tile(template, tile_name(template["tile"])))
        click(qtbot, button(window, f"tile:{label}"))
        for _ in range(6):
            if window.picker.rotation == template["rotation"]:
                break
            qtbot.keyClick(window.map_view, Qt.Key.Key_R)
        assert window.picker.rotation == template["rotation"]
        click(qtbot, button(window, "lay:confirm"))
    elif (kind == "place_token" and len(window.picker.tokens.get(template["hex"], [])) == 1
          and template["hex"] not in window.picker.lays):  # a lay there too: the panel's button
        click_hex(qtbot, window, template["hex"])
    elif kind == "run_routes":
        click(qtbot, button(window, "route:auto"))
        click(qtbot, button(window, "do:run_routes"))
    else:
        click(qtbot, button(window, f"do:{kind}:{key}"))


def play_until(qtbot, window: MainWindow, choose, stop, check, limit: int = 200) -> list[Action]:
    """Do `choose(game)` with the widgets until `stop(game)`; after each action
    the window shows no error, `check(game, action)` holds and no money appeared
    or vanished."""
    done = []
    for _ in range(limit):
        game = window.session.game
        if stop(game):
            return done
        action = choose(game)
        cash = game.total_cash()
        perform(qtbot, window, action)
        assert window.last_error is None, window.last_error
        game = window.session.game
        check(game, action)
        assert game.total_cash() == cash
        done.append(action)
    raise AssertionError(f"not reached after {limit} actions: {window.session.game.round_label()}")


# ---------------------------------------------------------------- the keyboard alone


def tab_to(qtbot, window: MainWindow, name: str, limit: int = 120) -> QWidget:
    """Press Tab until the widget called `name` has the focus."""
    for _ in range(limit):
        widget = QApplication.focusWidget()
        if widget is not None and widget.objectName() == name:
            return widget
        qtbot.keyClick(widget or window, Qt.Key.Key_Tab)
    raise AssertionError(f"Tab never reached {name}")


def press(qtbot, window: MainWindow, key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    qtbot.keyClick(QApplication.focusWidget() or window, key, modifier)


def type_place(qtbot, window: MainWindow, place: str) -> None:
    """Type a hex or stop in the panel's box (reached with F6) and press Enter."""
    press(qtbot, window, Qt.Key.Key_F6)
    box = tab_to(qtbot, window, "place:typed")
    qtbot.keyClicks(box, place)
    qtbot.keyClick(box, Qt.Key.Key_Return)


def perform_by_keys(qtbot, window: MainWindow, template: Action) -> None:
    """Do `template` with the keyboard alone: F6 to the actions, Tab, Space, typed
    hexes and stops, R to turn a tile."""
    window.wait_for_routes()
    kind, key = template.type, key_of(template)
    if kind == "lay_tile":
        type_place(qtbot, window, template["hex"])
        label = lay_label(with_tile(template, tile_name(template["tile"])))
        if window.picker.tile != label:
            tab_to(qtbot, window, f"tile:{label}")
            press(qtbot, window, Qt.Key.Key_Space)
        for _ in range(6):
            if window.picker.rotation == template["rotation"]:
                break
            press(qtbot, window, Qt.Key.Key_R)
        assert window.picker.rotation == template["rotation"]
        tab_to(qtbot, window, "lay:confirm")
        press(qtbot, window, Qt.Key.Key_Space)
    elif (kind == "place_token" and len(window.picker.tokens.get(template["hex"], [])) == 1
          and template["hex"] not in window.picker.lays):  # a lay there too: the panel's button
        type_place(qtbot, window, template["hex"])
    elif kind == "run_routes":
        press(qtbot, window, Qt.Key.Key_F6)
        tab_to(qtbot, window, "do:run_routes")
        press(qtbot, window, Qt.Key.Key_Space)
    else:
        if kind in PRICED:
            spin = window.panel.body.findChild(QSpinBox, f"price:{kind}:{key}")
            if spin is not None:
                press(qtbot, window, Qt.Key.Key_F6)
                tab_to(qtbot, window, spin.objectName())
                qtbot.keyClick(spin, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
                qtbot.keyClicks(spin, str(template["price"]))
        press(qtbot, window, Qt.Key.Key_F6)
        tab_to(qtbot, window, f"do:{kind}:{key}")
        press(qtbot, window, Qt.Key.Key_Space)
        if window.panel.body.findChild(QPushButton, "deal:agree") is not None:
            press(qtbot, window, Qt.Key.Key_F6)  # the seller's turn at the keyboard
            tab_to(qtbot, window, "deal:agree")
            press(qtbot, window, Qt.Key.Key_Space)


def play_on_after(window: MainWindow, record, n: int) -> list[Action]:
    """The window playing on after the first n engine actions of `record` (a real
    log); returns all the record's actions."""
    from gamedesk.io.replay import replay
    from gamedesk.ui.session import Session

    full = replay(record)
    game = replay(record, to=0)
    for action in full.actions[:n]:
        game.process(action)
    window.set_session(Session.from_game(record.to_save(game), game, autosave_enabled=False))
    return full.actions


def play_to_the_end(qtbot, window: MainWindow, choose, check, limit: int = 4000) -> dict[str, int]:
    """Play the window's game to its end, each of `choose(game)`'s actions done with
    the widgets; after each one the window shows no error, `check(game, action)`
    holds and no money appeared or vanished. Returns how often each kind was done."""
    kinds: dict[str, int] = {}
    for _ in range(limit):
        game = window.session.game
        if game.finished:
            return kinds
        action = choose(game)
        assert action is not None, f"nobody can act in {game.round_label()}"
        cash = game.total_cash()
        perform(qtbot, window, action)
        assert window.last_error is None, (action, window.last_error)
        game = window.session.game
        check(game, action)
        assert game.total_cash() == cash, action
        kinds[action.type] = kinds.get(action.type, 0) + 1
    raise AssertionError(f"not over after {limit} actions: {window.session.game.round_label()}")
