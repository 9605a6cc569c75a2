"""Nothing lost, nothing crashes (issue 19) in the window: bad files end in a
message with the game on screen untouched; files open on a worker thread; a
finished game's autosave stays and is offered for review; leaving or closing
a game with unsaved changes asks; resume falls back to a backup that replays.
Every wait is for a state (qtbot.waitUntil), never for a duration."""

from __future__ import annotations

import copy
import json
import os
import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from gamedesk.io import save as savefile
from gamedesk.io.save import read_save
from gamedesk.ui import autosave
from gamedesk.ui.main_window import MainWindow
from gamedesk.ui.session import GameSetup
from tests.property.invariants import fingerprint
from tests.ui.conftest import LOG_80226, THREE
from tests.ui.test_window_play import choose
from tests.ui.window_driver import open_and_wait, perform


def play(qtbot, window, n: int) -> None:
    for _ in range(n):
        perform(qtbot, window, choose(window.session.game))
    assert window.last_error is None


def snapshot(window) -> tuple:
    game = window.session.game
    return window.session, [a.to_dict() for a in game.actions], fingerprint(game)


@pytest.fixture
def playing(qtbot, window):
    window.new_game(GameSetup("18MEX", THREE, "rulebook", (), 0))
    play(qtbot, window, 5)
    return window


@pytest.fixture
def log_document() -> dict:
    if not LOG_80226.exists():
        pytest.skip(f"no {LOG_80226}")
    return json.loads(LOG_80226.read_text(encoding="utf-8"))


def write(path: Path, document) -> Path:
    path.write_text(json.dumps(document), encoding="utf-8")
    return path


def bad_files(tmp_path: Path, log: dict, save: dict) -> dict[str, Path]:
    """One file of each kind the window must refuse."""
    files: dict[str, Path] = {}
    missing = copy.deepcopy(log)
    del missing["actions"][0]["price"]
    files["log action without price"] = write(tmp_path / "missing.json", missing)
    rotation = copy.deepcopy(log)
    next(a for a in rotation["actions"] if a["type"] == "lay_tile")["rotation"] = "one"
    files["log rotation as text"] = write(tmp_path / "rotation.json", rotation)
    refused = copy.deepcopy(save)
    refused["actions"][0]["price"] = 999_999
    files["save action refused"] = write(tmp_path / "refused.json", refused)
    clash = copy.deepcopy(save)
    clash["players"][0]["id"] = "@ipo"
    files["reserved player id"] = write(tmp_path / "clash.json", clash)
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 1000 + "]" * 1000, encoding="utf-8")
    files["nested 1000 deep"] = deep
    surrogate = tmp_path / "surrogate.json"
    surrogate.write_text(json.dumps(save).replace('"Ann"', '"A\\ud800nn"', 1), encoding="utf-8")
    files["lone surrogate"] = surrogate
    if hasattr(os, "mkfifo"):
        os.mkfifo(tmp_path / "pipe.json")
        files["named pipe"] = tmp_path / "pipe.json"
    if Path("/dev/zero").exists():
        files["device"] = Path("/dev/zero")
    loop = tmp_path / "loop.json"
    loop.symlink_to(tmp_path / "loop2.json")
    (tmp_path / "loop2.json").symlink_to(loop)
    files["symlink loop"] = loop
    files["300-character name"] = tmp_path / ("x" * 300 + ".json")
    return files


def test_every_bad_file_gives_a_message_and_leaves_the_game_untouched(
    qtbot, playing, tmp_path, log_document
):
    window = playing
    before = snapshot(window)
    save = json.loads(savefile.dumps_save(window.session.to_save()))
    for kind, path in bad_files(tmp_path, log_document, save).items():
        assert not open_and_wait(qtbot, window, path), kind
        assert window.last_error.startswith(f"gamedesk could not read {path}: "), kind
        assert "\n" not in window.last_error and "Traceback" not in window.last_error
        assert snapshot(window) == before, kind
    window.last_error = None
    play(qtbot, window, 2)  # and the game goes on
    assert len(window.session.game.actions) == 7


def test_an_error_message_shows_names_as_plain_text(qtbot, window, monkeypatch):
    shown = []

    def exec_(box):
        shown.append((box.text(), box.textFormat()))
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "exec", exec_)
    window.quiet = False
    window.show_error("Cannot open the file", "player <b>Ann</b> cannot be used")
    assert shown == [("player <b>Ann</b> cannot be used", Qt.TextFormat.PlainText)]


def test_a_name_with_a_control_character_cannot_start_a_game(qtbot, window):
    assert not window.new_game(GameSetup("18MEX", [("p1", "A\x07nn"), *THREE[1:]]))
    assert "control character" in window.last_error
    assert window.session is None


# -- opening off the window's thread ----------------------------------------------------


def chained_save(window, tmp_path: Path, count: int) -> Path:
    """The game in `window` saved with `count` variations chained one from the
    other, listed child first."""
    document = json.loads(savefile.dumps_save(window.session.to_save()))
    names = [document.get("main_name", "Main line"), *(f"V{n}" for n in range(1, count + 1))]
    document["variations"] = [
        {"name": names[n], "parent": names[n - 1], "at": 3, "actions": []}
        for n in range(count, 0, -1)
    ]
    document["current"] = {"line": names[-1], "at": 3}
    return write(tmp_path / "chain.json", document)


def test_a_huge_variation_chain_opens_on_the_worker_without_recursion(
    qtbot, playing, tmp_path
):
    window = playing
    path = chained_save(window, tmp_path, 20_000)
    before = window.session
    assert window.open_file(path)
    # open_file returned at once: the replay runs on the worker, the old game is shown
    assert window.loader.busy and window.session is before
    qtbot.waitUntil(lambda: not window.loader.busy, timeout=120_000)
    assert window.last_error is None
    tree = window.session.tree
    assert len(tree.lines) == 20_001
    assert (tree.current, tree.cursor) == ("V20000", 3)


def test_cancel_stops_a_load_and_keeps_the_game(qtbot, playing, tmp_path, monkeypatch):
    window = playing
    before = snapshot(window)
    path = chained_save(window, tmp_path, 10)
    from gamedesk.ui import session as session_module

    def stalled(path, progress=None, **kw):  # replays until told to stop
        while True:
            progress(1, 2)

    monkeypatch.setattr(session_module.Session, "open", staticmethod(stalled))
    assert window.open_file(path)
    qtbot.waitUntil(lambda: window.loader.progress == (1, 2), timeout=30_000)
    window.loader.cancel()
    window.loader.wait()
    qtbot.waitUntil(lambda: not window.loader.busy, timeout=30_000)
    assert window.last_error is None and snapshot(window) == before


def test_an_internal_error_while_opening_is_one_message_and_a_logged_traceback(
    qtbot, playing, tmp_path, monkeypatch
):
    window = playing
    before = snapshot(window)
    from gamedesk.ui import session as session_module

    def broken(path, progress=None, **kw):
        raise RuntimeError("a bug")

    monkeypatch.setattr(session_module.Session, "open", staticmethod(broken))
    path = write(tmp_path / "any.json", {})
    assert not open_and_wait(qtbot, window, path)
    assert window.last_error.startswith(f"gamedesk could not read {path}: an internal error")
    logged = (autosave.data_dir() / "errors.log").read_text(encoding="utf-8")
    assert "RuntimeError: a bug" in logged
    assert snapshot(window) == before


# -- finished games, leaving and closing --------------------------------------------------


def test_a_finished_game_keeps_its_autosave_and_is_offered_for_review(qtbot, playing):
    window = playing
    assert window.end_game_now()
    assert window.session.game.finished
    kept = read_save(autosave.autosave_path())
    assert kept.actions[-1]["type"] == "end_game"
    assert autosave.backup_path(1).exists()

    again = MainWindow(quiet=True, remember_layout=False)
    qtbot.addWidget(again)
    assert again.offer_resume()
    qtbot.waitUntil(lambda: again.session is not None, timeout=60_000)
    assert "is finished" in again.last_question and "review" in again.last_question
    assert "unfinished" not in again.last_question
    assert again.session.game.finished
    assert len(again.session.game.actions) == len(kept.actions)
    # only the autosave holds it: a new game asks first
    again.answers["leave"] = "cancel"
    assert not again.new_game(GameSetup("18MEX", THREE, "rulebook", (), 1))
    assert "finished" in again.last_question and "not saved" in again.last_question
    assert again.session.game.finished


def test_closing_with_unsaved_changes_asks_and_cancel_keeps_the_window(qtbot, playing):
    window = playing
    window.answers["leave"] = "cancel"
    assert not window.close()
    assert "not saved" in window.last_question
    assert window.isVisible() and window.session is not None


def test_closing_with_unsaved_changes_can_save_them(qtbot, playing, tmp_path):
    window = playing
    path = tmp_path / "game.json"
    assert window.save_as(path)
    play(qtbot, window, 2)
    window.answers["leave"] = "save"
    assert window.close()
    assert len(read_save(path).actions) == 7


def test_a_saved_game_closes_without_a_question(qtbot, playing, tmp_path):
    window = playing
    assert window.save_as(tmp_path / "game.json")
    assert window.close()
    assert window.last_question is None


@pytest.mark.parametrize("leave", ["new", "open"])
def test_leaving_a_game_with_unsaved_changes_asks_and_cancel_stays(
    qtbot, playing, tmp_path, leave
):
    window = playing
    before = snapshot(window)
    window.answers["leave"] = "cancel"
    if leave == "new":
        assert not window.new_game(GameSetup("18MEX", THREE, "rulebook", (), 1))
    else:
        assert not window.open_file(LOG_80226)
    assert "not saved" in window.last_question
    assert snapshot(window) == before and not window.loader.busy


# -- resume and the autosave files -------------------------------------------------------


def test_resume_falls_back_to_the_newest_backup_that_replays(qtbot, playing):
    good = read_save(autosave.autosave_path())
    document = json.loads(autosave.autosave_path().read_text(encoding="utf-8"))
    document["actions"][0]["price"] = 999_999  # parses, but does not replay
    write(autosave.autosave_path(), document)

    again = MainWindow(quiet=True, remember_layout=False)
    qtbot.addWidget(again)
    assert again.offer_resume()
    qtbot.waitUntil(lambda: again.session is not None, timeout=60_000)
    assert "autosave.1.json" in again.last_question
    assert "autosave.json" in again.last_question and "refused" in again.last_question
    # backup 1 is the position one action before the autosave
    assert len(again.session.game.actions) == len(good.actions) - 1


def test_resume_with_no_autosave_that_replays_says_why(qtbot, window):
    autosave.data_dir().mkdir(parents=True)
    autosave.autosave_path().write_text("{", encoding="utf-8")
    assert window.offer_resume()
    qtbot.waitUntil(lambda: window.last_error is not None, timeout=60_000)
    assert "incomplete" in window.last_error and window.session is None


def test_the_rotation_never_leaves_the_game_without_an_autosave(qtbot, playing, monkeypatch):
    window = playing
    seen = []
    real = autosave.write_save

    def watching(path, save):
        seen.append(autosave.autosave_path().is_file())
        real(path, save)

    monkeypatch.setattr(autosave, "write_save", watching)
    play(qtbot, window, 3)
    assert seen == [True, True, True]
    assert len(read_save(autosave.backup_path(1)).actions) == 7


def test_stale_temporary_files_of_ours_are_cleared_and_others_kept(qtbot, window):
    folder = autosave.data_dir()
    folder.mkdir(parents=True)
    stale = folder / ".autosave.json.k3j_x9q2.tmp"
    fresh = folder / ".autosave.json.abcd1234.tmp"
    other = folder / "notes.tmp"
    for path in (stale, fresh, other):
        path.write_text("x")
    old = time.time() - 2 * savefile.STALE_TEMP_S
    os.utime(stale, (old, old))
    os.utime(other, (old, old))
    autosave.candidates()
    assert not stale.exists() and fresh.exists() and other.exists()


def test_a_failed_autosave_is_shown_and_the_move_stands(qtbot, playing, tmp_path, monkeypatch):
    window = playing
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    monkeypatch.setenv("GAMEDESK_DATA_DIR", str(blocker))  # autosave.json cannot go there
    move = choose(window.session.game)
    assert window.take(move)
    assert "not autosaved" in window.last_error
    assert window.session.game.actions[-1] == move and len(window.session.game.actions) == 6
