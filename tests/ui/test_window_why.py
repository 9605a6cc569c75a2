"""The action panel says why the game waits, what its Done/Pass button means
and which rule just moved the game on, each with the rule (issue 16, point 8):
a forced train purchase (no Done button, and why), a minor's track step in
1822MX, and a pass after a bid in 1822MX, driven through the window."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel

from gamedesk.io.replay import open_record, replay
from gamedesk.ui.session import Session
from tests.ui.conftest import SHARED_DATA
from tests.ui.test_window_decisions import same_decision
from tests.ui.window_driver import button, click, perform

LOGS = SHARED_DATA.parent / "fixtures" / "18xx.games"


def show(qtbot, window, title: str, stem: str, at: int):
    """The window showing the position after `at` actions of a real log; the
    whole game too (its next actions)."""
    record = open_record(LOGS / title / f"{stem}.json")
    whole = replay(record)
    game = replay(record, to=0)
    for action in whole.actions[:at]:
        game.process(action)
    window.set_session(Session.from_game(record.to_save(game), game, autosave_enabled=False))
    qtbot.waitUntil(lambda: window.panel.reason.text() == game.waiting_reason())
    return whole


def label(window, name: str) -> QLabel | None:
    return window.panel.body.findChild(QLabel, name)


@pytest.mark.rules("R-129")
def test_a_forced_purchase_shows_why_done_is_missing(qtbot, window):
    show(qtbot, window, "18MEX", "80226", 38)
    panel = window.panel
    assert panel.reason.text() == "MC must buy a train: it has none and has a route (R-129)"
    assert panel.reason.isVisibleTo(window)
    assert panel.find_button("do:pass:MC") is None
    missing = label(window, "why:no_pass")
    assert missing is not None
    assert missing.text() == "No Done button: MC has no train and must buy one (R-129)"
    notes = label(window, "why:notes").text()
    assert "Rule: MC runs nothing: it has no train (R-111)" in notes


@pytest.mark.rules("R-130", title="1822MX")
def test_a_minors_track_step_says_what_done_means_and_the_lay_ends_it(qtbot, window):
    whole = show(qtbot, window, "1822MX", "123055", 32)
    panel, game = window.panel, window.session.game
    assert game.operating_company() == "18"
    assert panel.reason.text() == (
        "Minor 18 may build track: a minor builds one yellow tile (R-130)"
    )
    done = button(window, "do:pass:18")
    assert done.toolTip() == "Done laying track — a minor builds one yellow tile (R-130)"
    logged = whole.actions[32]
    template = next(a for a in game.legal_actions() if same_decision(a, logged, game))
    perform(qtbot, window, template)
    assert window.last_error is None, window.last_error
    qtbot.waitUntil(lambda: label(window, "why:notes") is not None)
    assert label(window, "why:notes").text() == (
        "Rule: Minor 18's track is done: a minor builds one yellow tile (R-130)"
    )


@pytest.mark.rules("R-062", "R-020", title="1822MX")
def test_a_pass_after_a_bid_says_it_ends_the_turn(qtbot, window):
    show(qtbot, window, "1822MX", "123055", 1)
    panel = window.panel
    assert panel.reason.text() == (
        "Player 1 may make 2 more bids this turn, or end the turn (R-062)"
    )
    meaning = "Done — ends your turn after 1 of 3 bids (R-062)"
    assert label(window, "why:pass").text() == meaning
    game = window.session.game
    bidder = game.active_entities()[0]
    done = button(window, f"do:pass:{bidder}")
    assert done.toolTip() == meaning
    click(qtbot, done)
    qtbot.waitUntil(lambda: game.active_entities() != [bidder])
    qtbot.waitUntil(lambda: panel.reason.text() == game.waiting_reason())
    assert panel.reason.text().startswith(f"{game.name_of(game.active_entities()[0])} to act")
