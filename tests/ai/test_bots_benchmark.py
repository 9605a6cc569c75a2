"""benchmarks/bots.py: games played a few at a time, recorded as they end, and
a stopped run continued from its record without playing a game twice."""

from __future__ import annotations

import importlib.util
import json
import subprocess
from pathlib import Path

import pytest

from gamedesk.ai import selfplay

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "bots.py"
# Short games (cut after 40 actions) with one look a decision: the script's
# bookkeeping is under test here, not the bots.
QUICK = ["--titles", "18MEX", "--matchups", "easy-random", "--max-evals", "1",
         "--max-actions", "40", "--json"]


@pytest.fixture(scope="module")
def bots():
    spec = importlib.util.spec_from_file_location("bots_benchmark", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def run(bots, capsys, *args: str) -> dict:
    assert bots.main([*QUICK, *args]) == 0
    (row,) = json.loads(capsys.readouterr().out)
    return row


def lines(path: Path) -> list[dict]:
    """The record's lines that are whole (one cut short is not JSON)."""
    out = []
    for text in path.read_text().splitlines():
        try:
            out.append(json.loads(text))
        except ValueError:
            continue
    return out


def test_a_recorded_run_is_continued_without_playing_a_game_again(bots, capsys, tmp_path):
    record = tmp_path / "games.jsonl"
    first = run(bots, capsys, "--games", "2", "--record", str(record))
    assert first["games"] == 2 and first["resumed"] == 0
    assert [line["result"]["seed"] for line in lines(record)] == [1000, 1001]
    assert {line["result"]["actions"] for line in lines(record)} == {40}
    times = [ms for line in lines(record) for ms in line["result"]["decision_ms"]]
    assert times and all(ms == round(ms, 1) for ms in times)  # tenths of a ms: a small record

    # Four games asked, two recorded: only the other two are played.
    more = run(bots, capsys, "--games", "4", "--record", str(record), "--resume")
    assert more["games"] == 4 and more["resumed"] == 2
    assert [line["result"]["seed"] for line in lines(record)] == [1000, 1001, 1002, 1003]

    # A line cut short (the run stopped while writing) is played again.
    text = record.read_text().splitlines()
    record.write_text("\n".join(text[:3]) + "\n" + text[3][:50])
    again = run(bots, capsys, "--games", "4", "--record", str(record), "--resume")
    assert again["resumed"] == 3
    assert [line["result"]["seed"] for line in lines(record)] == [1000, 1001, 1002, 1003]
    replayed, cut = json.loads(record.read_text().splitlines()[-1]), json.loads(text[3])
    for key in ("values", "winners", "actions", "levels", "profile"):  # work-bound: the same game
        assert replayed["result"][key] == cut["result"][key]


def test_a_record_of_other_bounds_or_code_is_not_counted(bots, capsys, tmp_path, monkeypatch):
    record = tmp_path / "games.jsonl"
    run(bots, capsys, "--games", "1", "--record", str(record))
    # other code: the game is played again, and recorded under its own version
    monkeypatch.setattr(bots, "_version", lambda title: "other")
    assert run(bots, capsys, "--games", "1", "--record", str(record), "--resume")["resumed"] == 0
    monkeypatch.undo()
    # another bound on the looks: played again too
    row = run(bots, capsys, "--games", "1", "--record", str(record), "--resume",
              "--max-evals", "2")
    assert row["resumed"] == 0
    assert [line["version"] == "other" for line in lines(record)] == [False, True, False]


def test_games_played_in_two_processes_are_the_games_played_in_one():
    specs = selfplay.match_games("18MEX", ["easy", "random", "random"], 2, seed=7,
                                 max_actions=40, max_evals=1)
    assert [s.levels for s in specs] == [("easy", "random", "random"),
                                         ("random", "random", "easy")]
    assert [s.profile for s in specs] == ["rulebook", "18xx.games"]
    alone = selfplay.play_all(specs)
    pooled = selfplay.play_all(specs, jobs=2)
    assert [(r.seed, r.values, r.actions) for r in pooled] == \
        [(r.seed, r.values, r.actions) for r in alone]


def test_a_titles_record_outlives_changes_to_the_window_and_other_titles(bots, tmp_path,
                                                                          monkeypatch):
    # 200 clock games of a title take hours: a change to another title's package
    # or data, or to the window, must not restart its count; its own code must
    repo = tmp_path / "repo"
    files = {
        "gamedesk/engine/game.py": "a", "gamedesk/ui/window.py": "b",
        "gamedesk/titles/registry.py": "c", "gamedesk/titles/g18mex/game.py": "d",
        "gamedesk/titles/g18esp/game.py": "e", "resources/tiles.json": "f",
        "resources/titles/18MEX/game.json": "g", "resources/titles/18ESP/game.json": "h",
    }
    for name, text in files.items():
        (repo / name).parent.mkdir(parents=True, exist_ok=True)
        (repo / name).write_text(text)

    def git(*args: str) -> None:
        subprocess.run(["git", "-c", "user.name=t", "-c", "user.email=t@t", *args], cwd=repo,
                       check=True, capture_output=True)

    def change(name: str) -> None:
        (repo / name).write_text((repo / name).read_text() + "+")

    git("init", "-q")
    git("add", ".")
    git("commit", "-qm", "start")
    monkeypatch.setattr(bots, "REPO", repo)
    mex, esp = bots._version("18MEX"), bots._version("18ESP")
    assert mex.startswith("18MEX-") and mex != esp and "dirty" not in mex
    for name in ("gamedesk/ui/window.py", "gamedesk/titles/g18esp/game.py",
                 "resources/titles/18ESP/game.json"):
        change(name)
        assert bots._version("18MEX") == mex  # not yet committed, and not 18MEX's
        git("commit", "-qam", name)
        assert bots._version("18MEX") == mex
    assert bots._version("18ESP") not in (esp, esp + "-dirty")
    for name in ("gamedesk/titles/g18mex/game.py", "gamedesk/engine/game.py",
                 "gamedesk/titles/registry.py", "resources/tiles.json"):
        change(name)
        assert bots._version("18MEX") == mex + "-dirty"
        git("commit", "-qam", name)
        assert bots._version("18MEX") != mex
        mex = bots._version("18MEX")
