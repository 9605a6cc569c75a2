"""The resume prompt tells a game that ended on some line of play from one that
goes on (issue 16, point 10): a game scored on a variation is not "unfinished"
because the position last shown is on another line."""

from __future__ import annotations

from gamedesk.ui.main_window import MainWindow
from gamedesk.ui.session import GameSetup
from tests.ui.conftest import THREE
from tests.ui.test_window_play import choose
from tests.ui.window_driver import perform


def test_a_game_ended_on_a_variation_is_offered_as_ended(qtbot, window):
    window.new_game(GameSetup("18MEX", THREE, "rulebook", (), 0))
    for _ in range(5):
        perform(qtbot, window, choose(window.session.game))
    window.undo()
    undone = window.session.tree.full_actions()[-1]
    other = next(a for a in window.session.game.legal_actions() if a.to_dict() != undone.to_dict()
                 and a.type != "end_game")
    perform(qtbot, window, other)  # a variation
    variation = window.session.tree.current
    main = window.session.tree.main
    assert variation != main
    assert window.end_game_now() and window.session.game.finished
    window.replay.switch(main)  # back to the main line, which goes on
    window.undo()  # any change autosaves with the main line shown
    assert not window.session.game.finished

    again = MainWindow(quiet=True, remember_layout=False)
    qtbot.addWidget(again)
    assert again.offer_resume()
    qtbot.waitUntil(lambda: again.session is not None, timeout=60_000)
    question = again.last_question
    assert "unfinished" not in question, question
    assert f"ended on the line {variation}" in question, question
