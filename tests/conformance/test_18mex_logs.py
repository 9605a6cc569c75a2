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
