"""Computer seats in the window: a person plays an opening through the panel
against computer players, who move by themselves on a worker thread, through
the same path as a person's clicks; Stop, Play until my turn, undo; seat
types saved with the game; the New Game dialog's seat choice."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt

from gamedesk.engine.actions import Action
from gamedesk.engine.game import Game
from gamedesk.io.save import SaveError, parse_save
from gamedesk.ui.computer_seats import computer_to_act
from gamedesk.ui.dialogs import NewGameDialog
from gamedesk.ui.session import GameSetup
from tests.ui.conftest import THREE
from tests.ui.window_driver import click, perform

BOTS = (("p2", "easy"), ("p3", "normal"))
WAIT_MS = 60_000


def quick(window) -> None:
    """No pause and the shortest thinking: the test waits for states, not for time."""
    window.computers.bar.pause.setValue(0)
    window.computers.budget_s = {"easy": 0.0, "normal": 0.0, "hard": 0.0}
    window.hints.budget_s = 0.0


def start(window, title: str = "18MEX", computers=BOTS) -> Game:
    setup = GameSetup(title, THREE, "rulebook", (), 0, computers)
    quick(window)
    assert window.new_game(setup)
    return window.session.game


def persons_turn(window) -> bool:
    game = window.session.game
    return game.finished or (
        computer_to_act(game, dict(window.session.setup.computers)) is None
        and not window.computers.thinking
    )


def opening_move(game: Game) -> Action:
    """A person's plain opening: bid on the first private, start a company at
    its highest par, buy a share, else pass."""
    options = game.legal_actions()
    for kind in ("bid", "par", "buy_shares", "pass"):
        found = [a for a in options if a.type == kind]
        if found:
            return max(found, key=lambda a: a.get("price", 0)) if kind == "par" else found[0]
    return options[0]


@pytest.mark.parametrize(("title", "computers"), [
    ("18MEX", BOTS), ("1822MX", BOTS),
    ("18MEX", (("p3", "hard"),)),  # hot seat: two people and a computer
])
def test_a_persons_opening_against_computer_seats_is_played_through_the_window(
    qtbot, window, title, computers
):
    game = start(window, title, computers)
    people = {"p1", "p2", "p3"} - dict(computers).keys()
    assert not window.computers.bar.isHidden()
    moves = 0
    while moves < 6 and not window.session.game.finished:
        qtbot.waitUntil(lambda: persons_turn(window), timeout=WAIT_MS)
        game = window.session.game
        assert game.deciding_players()[0] in people
        assert window.panel.body.isEnabled()  # the person's panel is live
        before = len(game.actions)
        perform(qtbot, window, opening_move(game))
        assert len(window.session.game.actions) > before
        moves += 1
    qtbot.waitUntil(lambda: persons_turn(window), timeout=WAIT_MS)
    game = window.session.game
    by = {game.decider_of(a.entity) for a in game.actions}
    assert {"p1", "p2", "p3"} <= by  # the computers moved, on their own
    # their moves went the person's way: into the session's line and the log
    assert len(window.session.tree.full_actions(window.session.tree.current)) == len(game.actions)
    assert window.log_view.count() > len(game.actions) // 2


def test_stop_halts_the_computers_and_play_until_my_turn_goes_on(qtbot, window):
    start(window)
    qtbot.waitUntil(lambda: persons_turn(window), timeout=WAIT_MS)
    click(qtbot, window.computers.bar.halt)
    assert not window.computers.running
    perform(qtbot, window, opening_move(window.session.game))
    game = window.session.game
    to_act = computer_to_act(game, dict(BOTS))
    assert to_act is not None  # a computer's turn, and nobody moves
    assert not window.computers.thinking and window.panel.body.isEnabled()
    assert "Stopped" in window.computers.bar.status.text()
    at = len(game.actions)
    click(qtbot, window.computers.bar.go)
    qtbot.waitUntil(lambda: len(window.session.game.actions) > at and persons_turn(window),
                    timeout=WAIT_MS)
    assert window.computers.running


def test_undo_stops_the_computers_so_the_move_taken_back_is_not_replayed(qtbot, window):
    start(window)
    qtbot.waitUntil(lambda: persons_turn(window), timeout=WAIT_MS)
    perform(qtbot, window, opening_move(window.session.game))
    qtbot.waitUntil(lambda: persons_turn(window), timeout=WAIT_MS)
    window.undo()
    at = len(window.session.game.actions)
    assert not window.computers.running and not window.computers.thinking
    assert len(window.session.game.actions) == at


def test_seat_types_are_saved_and_restored_with_the_game(qtbot, window, tmp_path):
    start(window)
    qtbot.waitUntil(lambda: persons_turn(window), timeout=WAIT_MS)
    window.computers.stop()
    path = tmp_path / "solo.gamedesk"
    assert window.save_as(path)
    players = json.loads(path.read_text(encoding="utf-8"))["players"]
    assert [p.get("computer") for p in players] == [None, "easy", "normal"]
    from tests.ui.window_driver import open_and_wait

    assert open_and_wait(qtbot, window, path)
    assert dict(window.session.setup.computers) == dict(BOTS)


def test_a_save_without_seat_types_is_all_people_and_a_wrong_level_is_refused():
    doc = {"format": "gamedesk-save", "version": 2, "title": "18MEX", "profile": "rulebook",
           "options": [], "players": [{"id": "a", "name": "A"}, {"id": "b", "name": "B"}],
           "seed": 1, "actions": []}
    assert all("computer" not in p for p in parse_save(doc).players)
    doc["players"][1]["computer"] = "grandmaster"
    with pytest.raises(SaveError, match='"computer" must be one of'):
        parse_save(doc)


def test_new_game_seats_a_computer_at_the_level_chosen(qtbot, own_settings):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.title.setCurrentText("18MEX")
    dialog.count.setValue(3)
    dialog.seating.setCurrentIndex(1)  # as entered
    dialog.kinds[1].setCurrentIndex(dialog.kinds[1].findData("hard"))
    assert dict(dialog.setup().computers) == {"p2": "hard"}
    dialog._remember()
    again = NewGameDialog()
    qtbot.addWidget(again)
    assert again.kinds[1].currentData() == "hard" and again.kinds[0].currentData() is None


def test_the_hint_shows_hards_three_best_moves_and_plays_none(qtbot, window):
    start(window)
    qtbot.waitUntil(lambda: persons_turn(window), timeout=WAIT_MS)
    game = window.session.game
    at = len(game.actions)
    qtbot.keyClick(window, Qt.Key.Key_H)  # the key, as the button
    qtbot.waitUntil(lambda: not window.hints.busy and bool(window.hints.suggestions),
                    timeout=WAIT_MS)
    hints = window.hints.suggestions
    assert 1 <= len(hints) <= 3 and len(window.session.game.actions) == at
    assert all(game.is_legal(s.action) and s.reason for s in hints)
    text = window.hints.text.text()
    assert not window.hints.text.isHidden() and text.count("\n") == len(hints)
    assert "worth" in text
    perform(qtbot, window, opening_move(game))
    assert window.hints.text.isHidden() and not window.hints.suggestions  # it was for then


def test_the_hint_screenshot_shows_the_hint_and_keeps_the_computer_seats(qapp, tmp_path, capsys):
    from gamedesk.cli import main
    from gamedesk.io.replay import open_record
    from gamedesk.io.save import SaveFile, write_save

    players = [{"id": "p1", "name": "Ann"}, {"id": "p2", "name": "Ben", "computer": "hard"},
               {"id": "p3", "name": "Cy", "computer": "easy"}]
    save_path = tmp_path / "solo.gamedesk"
    write_save(save_path, SaveFile("18MEX", "rulebook", players, 3, []))
    record = open_record(save_path)
    seats = [p.get("computer") for p in record.to_save(replay_game(record)).players]
    assert seats == [None, "hard", "easy"]  # a replay to a point keeps who plays what
    out = tmp_path / "hint.png"
    assert main(["screenshot", str(save_path), str(out), "--view", "hint",
                 "--size", "1200x800"]) == 0
    assert "hint" in capsys.readouterr().out and out.stat().st_size > 10_000


def replay_game(record):
    from gamedesk.io.replay import replay

    return replay(record)


def test_a_computer_seat_answers_a_deal_offered_to_it_at_once(qtbot, window, record):
    from dataclasses import replace

    from PySide6.QtWidgets import QLabel, QSpinBox

    from gamedesk.ui.deal_consent import consenting_player
    from tests.ui.window_driver import button, play_on_after

    play_on_after(window, record, 131)  # TM (Player 1) may buy KCMO from Player 2
    game = window.session.game
    deal = next(a for a in game.legal_actions()
                if a.type == "buy_company" and a["company"] == "KCMO")
    seller = consenting_player(game, deal)
    window.session.setup = replace(window.session.setup, computers=((seller, "normal"),))
    window.refresh()
    card = game.companies["KCMO"]
    fair = card.value + card.revenue  # what the computer sells it for, at least
    before = len(game.actions)

    def offer(price: int) -> None:
        window.panel.body.findChild(QSpinBox, "price:buy_company:KCMO").setValue(price)
        click(qtbot, button(window, "do:buy_company:KCMO"))

    offer(fair - 5)
    assert len(window.session.game.actions) == before  # refused, nothing happened
    refused = window.panel.body.findChild(QLabel, "deal:refused")
    assert refused is not None and "refused" in refused.text()
    offer(fair)
    qtbot.waitUntil(lambda: len(window.session.game.actions) == before + 1)
    assert window.session.game.companies["KCMO"].owner == "TM"
