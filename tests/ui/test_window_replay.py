"""Replay in the window, on the real 18xx.games game 80226 (18MEX): the
timeline, keys, log and charts move the position, and every view shows the
engine's state at that point; branching keeps both lines through a save."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt

from gamedesk.io.replay import replay
from gamedesk.ui.charters import ChartersView
from gamedesk.ui.lines_dialog import LinesDialog
from gamedesk.ui.session import Session
from tests.ui.conftest import LOG_80226 as LOG
from tests.ui.window_driver import click, open_and_wait


@pytest.fixture
def opened(qtbot, window):
    assert open_and_wait(qtbot, window, LOG), window.last_error
    return window


def state_after(record, n: int):
    """The game after n of the engine's actions, replayed from the start (the
    timeline counts engine actions; an imported log may have a few more of
    those than log entries)."""
    actions = replay(record).actions
    game = replay(record, to=0)
    for action in actions[:n]:
        game.process(action)
    return game


def assert_shows(window, record, n: int) -> None:
    """The player bar, charters and timeline show the engine's state after n actions."""
    expected = state_after(record, n)
    tree = window.session.tree
    assert tree.cursor == n
    assert window.replay.timeline.slider.value() == n
    for player in expected.players:
        card = window.players.cards[player.id]
        assert f"cash {expected.money(player.cash)}" in card.figures.text()
        assert f"value {expected.money(expected.player_value(player))}" in card.figures.text()
    reference = ChartersView()
    reference.show_game(expected)
    assert window.charters.toPlainText() == reference.toPlainText()


def test_an_imported_log_opens_at_its_end_ready_to_browse(opened, record):
    tree = opened.session.tree
    assert tree.at_end and tree.cursor == tree.length > 500
    assert opened.replay.timeline.slider.maximum() == tree.length
    kinds = {m.kind for m in tree.marks()}
    assert {"stock_round", "operating_round", "phase"} <= kinds
    assert opened.panel.body.isEnabled() is not None


def test_stepping_and_jumping_show_the_engine_state(qtbot, opened, record):
    window = opened
    length = window.session.tree.length
    timeline = window.replay.timeline
    timeline.slider.setFocus()
    qtbot.keyClick(timeline.slider, Qt.Key.Key_Home)
    assert_shows(window, record, 0)
    qtbot.keyClick(timeline.slider, Qt.Key.Key_Right)
    qtbot.keyClick(timeline.slider, Qt.Key.Key_Right)
    assert_shows(window, record, 2)
    qtbot.keyClick(timeline.slider, Qt.Key.Key_Left)
    assert_shows(window, record, 1)
    rng = random.Random(7)
    for n in [*sorted(rng.sample(range(length + 1), 4)), 37]:
        window.replay.timeline.slider.setValue(n)
        assert_shows(window, record, n)
    # Down goes to the next round's start, Up back to this round's start.
    qtbot.keyClick(timeline.slider, Qt.Key.Key_Down)
    starts = [m.index for m in window.session.tree.marks() if m.kind.endswith("_round")]
    after = window.session.tree.cursor
    assert after == min(i for i in starts if i > 37)
    qtbot.keyClick(timeline.slider, Qt.Key.Key_Up)
    assert window.session.tree.cursor == max(i for i in starts if i < after)
    window.replay.timeline.goto.setText("OR 3.1")
    window.replay.timeline._goto_entered()
    label_mark = next(m for m in window.session.tree.marks() if m.label.endswith("3.1"))
    assert window.session.tree.cursor == label_mark.index
    qtbot.keyClick(timeline.slider, Qt.Key.Key_End)
    assert_shows(window, record, length)


def test_arrow_keys_over_the_map_never_rewind_a_live_game(qtbot, opened):
    window = opened
    window.replay.go(window.session.tree.length)
    end = window.session.tree.cursor
    window.map_view.setFocus()
    for key in (Qt.Key.Key_Left, Qt.Key.Key_Up, Qt.Key.Key_Home, Qt.Key.Key_Down):
        qtbot.keyClick(window.map_view, key)
    assert window.session.tree.cursor == end


def test_the_past_cannot_be_changed_by_accident(qtbot, opened, record):
    window = opened
    window.replay.go(100)
    assert not window.session.playable
    assert not window.panel.body.isEnabled()
    assert "Looking at action 100" in window.panel.header.text()
    before = window.session.tree.length
    action = window.session.game.legal_actions()[0]
    assert not window.take(action)
    assert "Play on from here" in window.last_error
    assert window.session.tree.length == before and window.session.tree.cursor == 100


def test_log_lines_highlight_and_jump(qtbot, opened, record):
    window = opened
    window.replay.go(120)
    rows = window.log_view.current_rows()
    shown = max(i for i in (line.action_index for line in window.log_view._lines) if i < 120)
    assert rows and all(window.log_view._lines[r].action_index == shown for r in rows)
    later = [r for r, line in enumerate(window.log_view._lines) if line.action_index >= 120]
    assert later and all(window.log_view.is_future(r) for r in later)
    assert not any(window.log_view.is_future(r) for r in rows)
    # a click on an earlier line shows the position just after its action
    row = next(r for r, line in enumerate(window.log_view._lines) if line.action_index == 40)
    window.log_view.itemClicked.emit(window.log_view.item(row))
    assert_shows(window, record, 41)


def test_charts_follow_and_jump(qtbot, opened, record):
    window = opened
    window.docks["charts"].show()
    window.docks["charts"].raise_()
    qtbot.waitUntil(lambda: window.docks["charts"].isVisible())
    window.replay.go(200)
    window.replay.show()
    samples = window.replay._samples[1]
    assert samples[0].index == 0 and len(samples) > 10
    target = samples[5].index
    window.replay.charts.jump.emit(target)
    assert_shows(window, record, target)


def test_charts_behind_another_tab_wait_until_someone_looks(qtbot, opened):
    # Qt calls a dock tabbed behind another visible; the charts' replay of the
    # whole line waits until their tab is raised.
    window = opened
    window.docks["charters"].raise_()
    qtbot.waitUntil(lambda: window.docks["charts"].visibleRegion().isEmpty())
    window.replay._samples = None
    window.replay.go(100)
    window.replay.show()
    assert window.replay._samples is None
    window.docks["charts"].raise_()
    qtbot.waitUntil(lambda: window.replay._samples is not None)
    assert window.replay._samples[1][-1].index == window.session.tree.length


def test_branch_save_and_reopen_finds_both_lines(qtbot, opened, record, tmp_path):
    window = opened
    main = list(window.session.tree.full_actions())
    window.replay.go(30)
    click(qtbot, window.replay.timeline.play_on_button)
    assert window.session.playable and window.panel.body.isEnabled()
    game = window.session.game
    other = next(a for a in game.legal_actions() if a != main[30])
    assert window.take(other), window.last_error
    tree = window.session.tree
    assert len(tree.line_names()) == 2 and tree.current != tree.main
    assert tree.full_actions(tree.main) == main  # the left line is kept whole
    dialog = LinesDialog(window.session, window.refresh, window)
    dialog.rename("My idea")
    assert "My idea" in window.session.tree.line_names()
    path = tmp_path / "branched.json"
    window.session.save(path)
    reopened = Session.open(path, autosave_enabled=False)
    names = reopened.tree.line_names()
    assert names[0] == tree.main and "My idea" in names
    assert reopened.tree.full_actions(tree.main) == main
    assert reopened.tree.full_actions("My idea")[30] == other
    assert reopened.tree.full_actions("My idea")[:30] == main[:30]


def test_the_command_line_replays_to_the_same_state_as_the_window(opened, tmp_path, capsys):
    """`gamedesk replay SAVE --to N [--line NAME]` shows what the window shows at N."""
    import json

    from gamedesk.cli import main

    window = opened
    window.replay.go(30)
    window.replay.play_on()
    game = window.session.game
    other = next(a for a in game.legal_actions() if a != window.session.tree.full_actions()[30])
    assert window.take(other)
    path = tmp_path / "lines.json"
    window.session.save(path)
    line = window.session.tree.current
    for name, n in ((None, 250), (line, 31)):
        window.replay.switch(name or window.session.tree.main)
        window.replay.go(n)
        args = ["replay", str(path), "--to", str(n), "--json"]
        assert main([*args, "--line", name] if name else args) == 0
        printed = json.loads(capsys.readouterr().out)
        shown = window.session.game
        assert window.session.tree.cursor == n
        for player in printed["players"]:
            card = window.players.cards[player["id"]].figures.text()
            assert f"cash {shown.money(player['cash'])}" in card
            assert f"value {shown.money(player['value'])}" in card
        assert printed["round"] == shown.round_label()


def test_autoplay_steps_at_the_chosen_speed_and_stops_at_the_end(qtbot, opened, record):
    window = opened
    timeline = window.replay.timeline
    length = window.session.tree.length
    window.replay.go(length - 4)
    timeline.speed.setCurrentText("10 a second")
    timeline.play.setChecked(True)
    assert timeline.timer.interval() == 100  # the speed chosen: one step per 100 ms
    # Wait for the states (the timeouts are only ceilings for a stuck timer).
    qtbot.waitUntil(lambda: window.session.tree.cursor == length, timeout=120_000)
    qtbot.waitUntil(lambda: not timeline.play.isChecked(), timeout=120_000)
    assert_shows(window, record, length)


def test_variations_dialog_promotes_and_deletes(qtbot, opened):
    window = opened
    tree = window.session.tree
    main_before = tree.full_actions(tree.main)
    window.replay.go(10)
    window.replay.play_on()
    other = next(a for a in window.session.game.legal_actions() if a != main_before[10])
    assert window.take(other)
    variation = window.session.tree.current
    dialog = LinesDialog(window.session, window.refresh, window)
    for row in range(dialog.list.count()):
        if dialog.list.item(row).data(Qt.ItemDataRole.UserRole) == variation:
            dialog.list.setCurrentRow(row)
    dialog.promote()
    assert window.session.tree.main == variation
    assert window.session.tree.full_actions(variation)[10] == other
    old_main = next(n for n in window.session.tree.line_names() if n != variation)
    for row in range(dialog.list.count()):
        if dialog.list.item(row).data(Qt.ItemDataRole.UserRole) == old_main:
            dialog.list.setCurrentRow(row)
    dialog.delete()
    assert window.session.tree.line_names() == [variation]
    dialog.delete()  # the main line cannot go: the reason is shown, nothing changes
    assert dialog.error.text() and window.session.tree.line_names() == [variation]


def test_undo_then_a_different_move_keeps_the_old_line(qtbot, window):
    from gamedesk.ui.session import GameSetup
    from tests.ui.conftest import THREE

    window.new_game(GameSetup("18MEX", THREE, "rulebook", (), 0))
    game = window.session.game
    first = game.legal_actions()[0]
    assert window.take(first)
    window.actions_by_name["undo"].trigger()
    assert window.session.tree.cursor == 0 and window.session.playable
    assert window.panel.body.isEnabled()  # undo means "take it back": moves stay open
    second = next(a for a in window.session.game.legal_actions() if a != first)
    assert window.take(second)
    tree = window.session.tree
    assert tree.full_actions(tree.main) == [first]
    assert tree.current != tree.main and tree.full_actions() == [second]
