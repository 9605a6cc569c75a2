"""Real 18MEX games from 18xx.games replay to their recorded result.

Each log is replayed with the 18xx.games rule profile; every player's final
value must equal the log's `result`, the end reason must match, and the state
after every action must equal the reference trace.
"""

from __future__ import annotations

import json

import pytest

from gamedesk.io.importer import LogReplayer
from gamedesk.io.replay import replay_log
from gamedesk.io.trace import first_difference
from gamedesk.io.trace_state import trace_state
from gamedesk.io.xxlog import read_log
from tests.conftest import XX_FIXTURES

LOGS = sorted((XX_FIXTURES / "18MEX").glob("*.json"))
IDS = [p.stem for p in LOGS]
META = ("i", "id", "type", "entity", "tiles")


@pytest.mark.parametrize("path", LOGS, ids=IDS)
def test_log_replays_to_its_result(path):
    log = read_log(path)
    game = replay_log(log)
    assert game.finished
    assert game.end_reason == log.game_end_reason
    values = {p.id: game.player_value(p) for p in game.players}
    assert values == log.result
    assert game.total_cash() == game.data.game["bank"]["cash"]


@pytest.mark.parametrize("path", LOGS, ids=IDS)
def test_every_state_matches_the_reference_trace(path):
    log = read_log(path)
    trace = XX_FIXTURES / "traces" / "18MEX" / f"{path.stem}.trace.jsonl"
    lines = [json.loads(x) for x in trace.read_text().splitlines()]
    assert [e["id"] for e in log.moves] == [line["id"] for line in lines]
    replayer = LogReplayer(log)
    for entry, line in zip(log.moves, lines, strict=True):
        replayer.apply(entry)
        want = {k: v for k, v in line.items() if k not in META}
        diff = first_difference(want, trace_state(replayer.game))
        assert diff is None, f"i={line['i']} id={line['id']} {line['type']}: {diff}"


@pytest.mark.parametrize("path", LOGS, ids=IDS)
def test_imported_save_replays_to_the_same_position(path, tmp_path):
    from gamedesk.io.replay import open_record, replay
    from gamedesk.io.save import read_save, write_save

    record = open_record(path)
    game = replay(record)
    target = tmp_path / "game.json"
    write_save(target, record.to_save(game))
    again = replay(open_record(target))
    assert read_save(target).profile == "18xx.games"
    def values(g):
        return [(str(p["id"]), p["cash"], p["value"]) for p in g.summary()["players"]]

    assert values(again) == values(game)
    assert again.finished and again.end_reason == game.end_reason


def test_replay_command_checks_a_log_against_its_result(capsys):
    from gamedesk.cli import main

    assert main(["replay", str(LOGS[0]), "--check"]) == 0
    assert main(["replay", str(LOGS[0]), "--to", "50", "--json"]) == 0
    out = capsys.readouterr().out
    summary = json.loads(out[out.index("{"):])
    assert summary["actions"] == 50 and summary["finished"] is False
