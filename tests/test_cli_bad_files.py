"""Bad files at the command line (issue 19, finding 3): every kind of bad input
ends in exit code 2 and exactly one line on stderr, "gamedesk could not read
FILE: ...", never a traceback or a hang; an internal error in exit code 3, one
line, and the traceback in the data folder's error log. The broken files are
made here from a real 18xx.games log (18MEX game 80226)."""

from __future__ import annotations

import copy
import json
import os
from pathlib import Path

import pytest

from gamedesk.cli import main
from gamedesk.io import jsonfile

FIXTURES = Path(os.environ.get("GAMEDESK_SHARED", Path(__file__).resolve().parents[2] / "shared"))
LOG = FIXTURES / "fixtures" / "18xx.games" / "18MEX" / "80226.json"


@pytest.fixture(scope="module")
def log() -> dict:
    if not LOG.exists():
        pytest.skip(f"no {LOG}")
    return json.loads(LOG.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def save(log: dict, tmp_path_factory: pytest.TempPathFactory) -> dict:
    """The first 60 log entries imported as a gamedesk save (as a JSON document)."""
    folder = tmp_path_factory.mktemp("save")
    short = dict(log, actions=log["actions"][:60])
    short.pop("result", None)
    (folder / "short.json").write_text(json.dumps(short), encoding="utf-8")
    assert main(["import", str(folder / "short.json"), "-o", str(folder / "s.json")]) == 0
    return json.loads((folder / "s.json").read_text(encoding="utf-8"))


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("GAMEDESK_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "data"


def refused(capsys: pytest.CaptureFixture[str], path: Path | str, *extra: str) -> str:
    """Run `gamedesk replay PATH`; assert exit 2 and one line on stderr; the line."""
    code = main(["replay", str(path), *extra])
    out, err = capsys.readouterr()
    assert err.count("\n") == 1, err
    assert "Traceback" not in err
    assert err.startswith(f"gamedesk could not read {path}: "), err
    assert (code, out) == (2, ""), err
    return err


def write(tmp_path: Path, document: object, name: str = "bad.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(document), encoding="utf-8")
    return path


def entry(log: dict, kind: str) -> int:
    return next(n for n, a in enumerate(log["actions"]) if a["type"] == kind)


# -- log actions with a field missing or of the wrong type ----------------------------

LOG_BREAKS = {
    "bid without price": ("bid", "price", None),
    "bid price as text": ("bid", "price", "145"),
    "lay_tile rotation as text": ("lay_tile", "rotation", "one"),
    "lay_tile without rotation": ("lay_tile", "rotation", None),
    "action without entity": ("bid", "entity", None),
    "entity as an object": ("lay_tile", "entity", {"sym": "MC"}),
    "share ids as numbers": ("buy_shares", "shares", [1]),
    "share ids as text": ("buy_shares", "shares", "MC_1"),
    "routes as text": ("run_routes", "routes", "M12"),
    "a route's train as a number": ("run_routes", "routes", [{"train": 2, "revenue": 30}]),
    "par price not a price": ("par", "share_price", "abc"),
    "buy_train price as a float": ("buy_train", "price", 100.5),
    "auto_actions as an object": ("par", "auto_actions", {"type": "pass"}),
    "an auto action without a type": ("par", "auto_actions", [{"entity": 5951}]),
}


@pytest.mark.parametrize("name", LOG_BREAKS)
def test_a_log_action_with_a_missing_or_mistyped_field_exits_2(
    name: str, log: dict, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    kind, key, value = LOG_BREAKS[name]
    broken = copy.deepcopy(log)
    action = broken["actions"][entry(log, kind)]
    if value is None:
        del action[key]
    else:
        action[key] = value
    err = refused(capsys, write(tmp_path, broken))
    assert f"(id {action['id']}, {kind})" in err or "auto_actions" in err


def test_a_refused_log_action_exits_2_naming_the_action(
    log: dict, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    broken = copy.deepcopy(log)
    broken["actions"][0]["price"] = 999_999
    err = refused(capsys, write(tmp_path, broken))
    assert "action 0 (id 1, bid" in err and "refused" in err


# -- save actions with a field missing or of the wrong type ---------------------------

SAVE_BREAKS = {
    "price as text": (0, "price", "145"),
    "price missing": (0, "price", None),
    "entity missing": (1, "entity", None),
    "entity as a number": (1, "entity", 5951),
    "rotation as text": ("lay_tile", "rotation", "one"),
    "rotation missing": ("lay_tile", "rotation", None),
    "share ids as numbers": ("buy_shares", "shares", [1]),
    "routes as text": ("run_routes", "routes", "M12"),
}


@pytest.mark.parametrize("name", SAVE_BREAKS)
def test_a_save_action_with_a_missing_or_mistyped_field_exits_2(
    name: str, save: dict, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    where, key, value = SAVE_BREAKS[name]
    broken = copy.deepcopy(save)
    actions = broken["actions"]
    n = where if isinstance(where, int) else next(
        i for i, a in enumerate(actions) if a["type"] == where
    )
    if value is None:
        del actions[n][key]
    else:
        actions[n][key] = value
    err = refused(capsys, write(tmp_path, broken))
    assert f"action {n} " in err


# -- the shape of the file ------------------------------------------------------------


def test_json_nested_a_thousand_deep_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "deep.json"
    path.write_text('{"format": "gamedesk-save", "x": ' + "[" * 1000 + "]" * 1000 + "}")
    assert "nests deeper than" in refused(capsys, path)


def test_a_file_over_the_size_limit_exits_2(
    log: dict, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(jsonfile, "MAX_BYTES", 10_000)
    assert "too big" in refused(capsys, write(tmp_path, log))


def test_a_save_without_format_is_called_that_not_a_log_without_settings(
    save: dict, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    broken = {k: v for k, v in save.items() if k != "format"}
    err = refused(capsys, write(tmp_path, broken))
    assert 'no "format"' in err and "settings" not in err


def test_a_variation_chain_listed_child_first_replays_without_recursion(
    save: dict, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    names = ["Main line", *(f"V{n}" for n in range(1, 5001))]
    chained = dict(save, variations=[
        {"name": names[n], "parent": names[n - 1], "at": 10, "actions": []}
        for n in range(len(names) - 1, 0, -1)
    ])
    path = write(tmp_path, chained)
    code = main(["replay", str(path), "--to", "10", "--line", names[-1]])
    out, err = capsys.readouterr()
    assert (code, err) == (0, "")
    assert "10 actions" in out


def test_a_variation_cycle_exits_2(
    save: dict, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    ring = dict(save, variations=[
        {"name": "A", "parent": "B", "at": 0, "actions": []},
        {"name": "B", "parent": "A", "at": 0, "actions": []},
    ])
    assert "cycle" in refused(capsys, write(tmp_path, ring))


# -- players --------------------------------------------------------------------------


@pytest.mark.parametrize("player_id", ["MC", "A", "KCMO", "@ipo", "@pool", "@bank"])
def test_a_player_id_equal_to_a_company_or_a_reserved_name_exits_2(
    player_id: str, save: dict, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    broken = copy.deepcopy(save)
    broken["players"][0]["id"] = player_id
    assert "cannot be used" in refused(capsys, write(tmp_path, broken))


def test_a_lone_surrogate_in_a_name_exits_2(
    save: dict, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "surrogate.json"
    text = json.dumps(save).replace('"Player 1"', '"Pl\\ud800yer"', 1)
    path.write_text(text, encoding="utf-8")
    assert "surrogate" in refused(capsys, path)


def test_control_characters_in_a_name_are_refused_and_never_printed_raw(
    save: dict, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    broken = copy.deepcopy(save)
    broken["players"][0]["name"] = "Ann\x1b[2J\rBen"
    err = refused(capsys, write(tmp_path, broken))
    assert "control character" in err
    assert "\x1b" not in err and "\r" not in err


def test_a_log_player_id_equal_to_a_company_exits_2(
    log: dict, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    broken = copy.deepcopy(log)
    broken["players"][0]["id"] = "MC"
    broken["result"]["MC"] = broken["result"].pop("7112")
    assert "cannot be used" in refused(capsys, write(tmp_path, broken))


# -- what is not a plain file ---------------------------------------------------------


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_named_pipe_is_refused_without_waiting(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    assert "named pipe" in refused(capsys, fifo)


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero here")
def test_dev_zero_is_refused_without_reading(capsys: pytest.CaptureFixture[str]) -> None:
    assert "device" in refused(capsys, "/dev/zero")


def test_a_folder_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert "folder" in refused(capsys, tmp_path)


def test_a_symlink_loop_is_called_that(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    loop = tmp_path / "loop.json"
    loop.symlink_to(tmp_path / "other.json")
    (tmp_path / "other.json").symlink_to(loop)
    err = refused(capsys, loop)
    assert "loop" in err and "no such file" not in err


def test_a_300_character_file_name_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert "too long" in refused(capsys, tmp_path / ("x" * 300 + ".json"))


def test_import_refuses_a_bad_log_with_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "deep.json"
    path.write_text("[" * 1000 + "]" * 1000)
    code = main(["import", str(path), "-o", str(tmp_path / "out.json")])
    _, err = capsys.readouterr()
    assert code == 2 and err.count("\n") == 1 and "nests deeper" in err


def test_routes_all_runs_refuses_a_bad_save_with_exit_2(
    save: dict, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    broken = copy.deepcopy(save)
    broken["actions"][0]["price"] = 999_999
    path = write(tmp_path, broken)
    code = main(["routes", str(path), "--all-runs"])
    _, err = capsys.readouterr()
    assert code == 2 and err.count("\n") == 1, err
    assert "action 0" in err


# -- an internal error ----------------------------------------------------------------


def test_an_internal_error_exits_3_with_one_line_and_logs_the_traceback(
    save: dict, tmp_path: Path, data_dir: Path, capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from gamedesk.io import replay

    def broken(*args, **kwargs):
        raise RuntimeError("a bug")

    monkeypatch.setattr(replay, "replay_save", broken)
    path = write(tmp_path, save, "good.json")
    code = main(["replay", str(path)])
    out, err = capsys.readouterr()
    assert (code, out) == (3, "")
    assert err.count("\n") == 1 and "Traceback" not in err
    assert err.startswith(f"gamedesk could not read {path}: an internal error (RuntimeError)")
    logged = (data_dir / "errors.log").read_text(encoding="utf-8")
    assert "Traceback" in logged and "RuntimeError: a bug" in logged
