"""`gamedesk FILE`: what a double click on a save runs opens FILE in the window;
commands and their mistakes are still told apart from files."""

from __future__ import annotations

import sys
import types
from pathlib import Path

import pytest

from gamedesk.cli import main


def fake_ui(monkeypatch: pytest.MonkeyPatch) -> list[list[str]]:
    calls: list[list[str]] = []
    app = types.ModuleType("gamedesk.ui.app")
    app.run = lambda argv: calls.append(argv) or 0  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "gamedesk.ui.app", app)
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    return calls


@pytest.mark.parametrize("name", ["game.gamedesk", "old-save.json", "no_extension"])
def test_a_file_opens_in_the_window(monkeypatch, tmp_path: Path, name: str) -> None:
    calls = fake_ui(monkeypatch)
    save = tmp_path / name
    save.write_text("{}", encoding="utf-8")
    assert main([str(save)]) == 0
    assert calls == [["gamedesk", str(save)]]


def test_a_missing_file_is_reported_without_opening_the_window(monkeypatch, capsys) -> None:
    calls = fake_ui(monkeypatch)
    assert main(["lost.gamedesk"]) == 2
    assert capsys.readouterr().err == "gamedesk: lost.gamedesk: no such file\n"
    assert calls == []


def test_a_mistyped_command_still_lists_the_commands(monkeypatch, capsys) -> None:
    calls = fake_ui(monkeypatch)
    assert main(["replya"]) == 2
    assert "invalid choice: 'replya'" in capsys.readouterr().err
    assert calls == []


def test_a_file_named_like_a_command_runs_the_command(monkeypatch, tmp_path, capsys) -> None:
    calls = fake_ui(monkeypatch)
    monkeypatch.chdir(tmp_path)
    Path("replay").write_text("{}", encoding="utf-8")
    assert main(["replay"]) == 2  # the replay command, missing its FILE
    assert "the following arguments are required: FILE" in capsys.readouterr().err
    assert main(["./replay"]) == 0
    assert calls == [["gamedesk", "./replay"]]


def test_version_is_printed_without_the_window(monkeypatch, capsys) -> None:
    from gamedesk import __version__

    calls = fake_ui(monkeypatch)
    assert main(["--version"]) == 0
    assert capsys.readouterr().out == f"gamedesk {__version__}\n"
    assert calls == []
