"""The `gamedesk` command line, against a stand-in for the engine's replay module."""

from __future__ import annotations

import json
import subprocess
import sys
import types
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from gamedesk.cli import main
from gamedesk.io.save import SaveFile, read_save

SUMMARY = {
    "title": "18MEX",
    "actions": 548,
    "finished": True,
    "game_end_reason": "bank",
    "round": "Operating Round 6.2",
    "phase": "4D",
    "players": [
        {"id": 7112, "name": "Player 1", "cash": 1200, "value": 3156},
        {"id": 5951, "name": "Player 2", "cash": 980, "value": 3555},
    ],
}
RESULT = {"7112": 3156, "5951": 3555}


class FakeRecordError(Exception):
    pass


@dataclass
class FakeGame:
    data: dict

    def summary(self) -> dict:
        return self.data


@dataclass
class FakeRecord:
    path: Path
    kind: str = "18xx.games"
    result: dict | None = field(default_factory=lambda: dict(RESULT))
    game_end_reason: str | None = "bank"
    action_count: int = 548

    def to_save(self, game: FakeGame) -> SaveFile:
        players = [{"id": str(p["id"]), "name": p["name"]} for p in game.data["players"]]
        return SaveFile(
            title="18MEX",
            profile="18xx.games",
            players=players,
            seed=80226,
            actions=[{"type": "pass", "entity": "7112"}],
            source="18xx.games 80226",
        )


class FakeEngine(types.ModuleType):
    """Stands in for gamedesk.io.replay (open_record, replay, RecordError)."""

    RecordError = FakeRecordError

    def __init__(self) -> None:
        super().__init__("gamedesk.io.replay")
        self.record_changes: dict = {}
        self.summary = dict(SUMMARY)
        self.open_error: str | None = None
        self.replay_error: str | None = None
        self.opened: list[Path] = []
        self.replays: list[int | None] = []

    def open_record(self, path: Path) -> FakeRecord:
        self.opened.append(path)
        if self.open_error:
            raise FakeRecordError(self.open_error)
        return FakeRecord(path, **self.record_changes)

    def replay(
        self,
        record: FakeRecord,
        to: int | None = None,
        line: str | None = None,
        action_ms: list[float] | None = None,
    ) -> FakeGame:
        self.replays.append(to)
        if action_ms is not None:
            action_ms.extend([0.5, 2.25, 1.0])  # one CPU time per action, in ms
        if self.replay_error:
            raise FakeRecordError(self.replay_error)
        return FakeGame(self.summary)


@pytest.fixture
def engine(monkeypatch: pytest.MonkeyPatch) -> FakeEngine:
    fake = FakeEngine()
    monkeypatch.setitem(sys.modules, "gamedesk.io.replay", fake)
    return fake


@pytest.fixture
def log_file(tmp_path: Path) -> Path:
    path = tmp_path / "80226.json"
    path.write_text("{}")  # the fake engine never reads it; the CLI checks it exists
    return path


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


# -- replay ---------------------------------------------------------------------------


def test_replay_prints_round_phase_and_each_players_cash_and_value(
    engine: FakeEngine, log_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run(capsys, "replay", log_file)
    assert (code, err) == (0, "")
    assert "18MEX: 548 actions, finished (bank)" in out
    assert "round: Operating Round 6.2" in out
    assert "phase: 4D" in out
    assert any(
        line.split() == ["Player", "1", "(7112)", "1200", "3156"] for line in out.splitlines()
    )
    assert engine.replays == [None]


def test_replay_json_is_the_summary(
    engine: FakeEngine, log_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, _ = run(capsys, "replay", log_file, "--json")
    assert code == 0
    assert json.loads(out) == SUMMARY


def test_replay_to_stops_after_n_actions(
    engine: FakeEngine, log_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _, _ = run(capsys, "replay", log_file, "--to", "100")
    assert code == 0
    assert engine.replays == [100]


def test_replay_to_beyond_the_file_is_a_usage_error(
    engine: FakeEngine, log_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run(capsys, "replay", log_file, "--to", "549")
    assert (code, out) == (2, "")
    assert "--to 549: the line has only 548 actions" in err


def test_check_passes_when_every_value_matches(
    engine: FakeEngine, log_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, _ = run(capsys, "replay", log_file, "--check")
    assert code == 0
    assert "check passed: all 2 players' values and the end reason (bank) match" in out


def test_check_names_the_first_player_that_differs(
    engine: FakeEngine, log_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    engine.summary = {
        **SUMMARY,
        "players": [
            {"id": 7112, "name": "Player 1", "cash": 0, "value": 3100},
            {"id": 5951, "name": "Player 2", "cash": 0, "value": 9},
        ],
    }
    code, out, _ = run(capsys, "replay", log_file, "--check")
    assert code == 1
    assert "check failed: player Player 1 (7112): expected value 3156, got 3100" in out


def test_check_compares_the_end_reason(
    engine: FakeEngine, log_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    engine.summary = {**SUMMARY, "game_end_reason": "bankrupt"}
    code, out, _ = run(capsys, "replay", log_file, "--check")
    assert code == 1
    assert "game end reason: expected 'bank', got 'bankrupt'" in out


def test_check_fails_an_unfinished_game(
    engine: FakeEngine, log_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    engine.summary = {**SUMMARY, "finished": False}
    code, out, _ = run(capsys, "replay", log_file, "--check")
    assert code == 1
    assert "not finished after 548 actions" in out


def test_check_fails_when_a_player_is_missing_from_the_replay(
    engine: FakeEngine, log_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    engine.summary = {**SUMMARY, "players": SUMMARY["players"][:1]}
    code, out, _ = run(capsys, "replay", log_file, "--check")
    assert code == 1
    assert "result has player 5951, who is not in the replayed game" in out


def test_check_without_a_result_is_a_usage_error(
    engine: FakeEngine, log_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    engine.record_changes = {"result": {}}
    code, _, err = run(capsys, "replay", log_file, "--check")
    assert code == 2
    assert "no final result to compare with" in err


def test_check_cannot_be_combined_with_to(
    engine: FakeEngine, log_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _, err = run(capsys, "replay", log_file, "--check", "--to", "5")
    assert code == 2
    assert "cannot be used with --to" in err


def test_check_with_json_reports_inside_the_document(
    engine: FakeEngine, log_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    engine.summary = {**SUMMARY, "game_end_reason": "stock_market"}
    code, out, _ = run(capsys, "replay", log_file, "--check", "--json")
    assert code == 1
    assert json.loads(out)["check"]["passed"] is False


def test_bench_loads_once_and_replays_n_times(
    engine: FakeEngine, log_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, _ = run(capsys, "replay", log_file, "--bench", "3")
    assert code == 0
    assert len(engine.opened) == 1
    assert engine.replays == [None, None, None]
    line = next(line for line in out.splitlines() if line.startswith("replay_ms_median: "))
    assert float(line.split(": ")[1]) >= 0


def test_bench_prints_the_slowest_action(
    engine: FakeEngine, log_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, _ = run(capsys, "replay", log_file, "--bench", "2")
    assert code == 0
    assert "action_ms_max: 2.25" in out.splitlines()


def test_bench_json(engine: FakeEngine, log_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "replay", log_file, "--bench", "2", "--json")
    figures = json.loads(out)
    assert (code, figures["runs"], figures["actions"]) == (0, 2, 548)
    assert "replay_ms_median" in figures
    assert figures["action_ms_max"] == 2.25


def test_unreadable_record_is_reported_without_traceback(
    engine: FakeEngine, log_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    engine.open_error = f"{log_file}: unknown title '1830'"
    code, out, err = run(capsys, "replay", log_file)
    assert (code, out) == (2, "")
    assert err == f"gamedesk could not read {log_file}: unknown title '1830'\n"


def test_refused_action_is_reported_without_traceback(
    engine: FakeEngine, log_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    engine.replay_error = "action 17 (id 19, lay_tile): no such tile"
    code, _, err = run(capsys, "replay", log_file)
    assert code == 2
    assert "action 17 (id 19, lay_tile): no such tile" in err
    assert "Traceback" not in err


def test_missing_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "replay", tmp_path / "nope.json")
    assert code == 2
    assert err == f"gamedesk could not read {tmp_path / 'nope.json'}: no such file\n"


def test_folder_instead_of_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "replay", tmp_path)
    assert code == 2
    assert err == f"gamedesk could not read {tmp_path}: it is a folder, not a file\n"


def test_engine_not_built_yet(
    monkeypatch: pytest.MonkeyPatch, log_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(sys.modules, "gamedesk.io.replay", None)  # makes the import fail
    code, _, err = run(capsys, "replay", log_file)
    assert code == 2
    assert "gamedesk.io.replay is missing" in err


# -- import ---------------------------------------------------------------------------


def test_import_writes_a_save(
    engine: FakeEngine, log_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out_path = tmp_path / "game.save.json"
    code, out, _ = run(capsys, "import", log_file, "-o", out_path)
    assert code == 0
    assert f"wrote {out_path}: 18MEX, 2 players, 1 actions" in out
    saved = read_save(out_path)
    assert (saved.profile, saved.source) == ("18xx.games", "18xx.games 80226")
    assert engine.replays == [None]


def test_import_of_a_save_is_refused(
    engine: FakeEngine, log_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    engine.record_changes = {"kind": "save"}
    code, _, err = run(capsys, "import", log_file, "-o", tmp_path / "x.json")
    assert code == 2
    assert "already a gamedesk save" in err
    assert not (tmp_path / "x.json").exists()


def test_import_will_not_overwrite_its_input(
    engine: FakeEngine, log_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _, err = run(capsys, "import", log_file, "-o", log_file)
    assert code == 2
    assert "overwrite the log itself" in err
    assert log_file.read_text() == "{}"


def test_import_into_a_missing_folder(
    engine: FakeEngine, log_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _, err = run(capsys, "import", log_file, "-o", tmp_path / "no" / "x.json")
    assert code == 2
    assert "cannot write" in err


# -- usage ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["import", "x.json"], "the following arguments are required: -o/--output"),
        (["replay"], "the following arguments are required: FILE"),
        (["replay", "x.json", "--to", "ten"], "'ten' is not a whole number"),
        (["replay", "x.json", "--to", "-1"], "must be at least 0"),
        (["replay", "x.json", "--bench", "0"], "must be at least 1"),
        (["replay", "x.json", "--colour"], "unrecognized arguments: --colour"),
        (["replya", "x.json"], "invalid choice: 'replya'"),
    ],
)
def test_usage_errors_exit_2_with_a_message(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _, err = run(capsys, *argv)
    assert code == 2
    assert message in err


def test_help_exits_0(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "--help")
    assert code == 0
    assert "replay" in out and "import" in out


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "--version")
    assert code == 0
    assert out.startswith("gamedesk ")


def test_python_m_gamedesk_runs_the_same_command_line() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "gamedesk", "replay", "--to", "x", "f.json"],
        capture_output=True,
        text=True,
        cwd=Path(__file__).resolve().parents[1],
        check=False,
    )
    assert done.returncode == 2
    assert "'x' is not a whole number" in done.stderr


# -- the window -----------------------------------------------------------------------


def fake_ui(monkeypatch: pytest.MonkeyPatch, code: int = 0) -> list[list[str]]:
    calls: list[list[str]] = []
    app = types.ModuleType("gamedesk.ui.app")
    app.run = lambda argv: calls.append(argv) or code  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "gamedesk.ui.app", app)
    return calls


def test_no_command_opens_the_window(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = fake_ui(monkeypatch, code=3)
    assert main([]) == 3
    assert calls == [["gamedesk"]]


def test_qt_options_go_to_the_window(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = fake_ui(monkeypatch)
    assert main(["-style", "fusion"]) == 0
    assert calls == [["gamedesk", "-style", "fusion"]]


def test_window_not_built_yet(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(sys.modules, "gamedesk.ui.app", None)
    code, _, err = run(capsys)
    assert code == 2
    assert err.count("\n") == 1
    assert "the window is not built yet" in err


def test_window_without_a_display_says_so(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    calls = fake_ui(monkeypatch)
    for name in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(sys, "platform", "linux")
    code, _, err = run(capsys)
    assert code == 2
    assert "no display" in err and "QT_QPA_PLATFORM=offscreen" in err
    assert calls == []


def test_replay_line_of_a_save_and_an_unknown_line(tmp_path, capsys):
    """--line replays a variation of a save; an unknown name says which lines exist."""
    from gamedesk.io.save import SaveFile, write_save
    from gamedesk.titles import new_game

    game = new_game("18MEX", [("a", "Ann"), ("b", "Ben"), ("c", "Cy")], seed=1)
    first, second = game.legal_actions()[:2]
    save = SaveFile(
        title="18MEX", profile="rulebook", seed=1,
        players=[{"id": p, "name": n} for p, n in (("a", "Ann"), ("b", "Ben"), ("c", "Cy"))],
        actions=[first.to_dict()],
        variations=[{"name": "Other", "parent": "Main line", "at": 0,
                     "actions": [second.to_dict()]}],
    )
    path = tmp_path / "lines.json"
    write_save(path, save)
    assert main(["replay", str(path), "--line", "Other", "--json"]) == 0
    other = json.loads(capsys.readouterr().out)
    assert main(["replay", str(path), "--json"]) == 0
    plain = json.loads(capsys.readouterr().out)
    assert other["actions"] == plain["actions"] == 1
    assert [p["cash"] for p in other["players"]] != [p["cash"] for p in plain["players"]]
    assert main(["replay", str(path), "--line", "Nope"]) == 2
    message = "no line of play named 'Nope' (the save has: Main line, Other)"
    assert message in capsys.readouterr().err
