"""Real 1822MX games from 18xx.games, replayed step by step against their traces.

1822MX is not finished: each log must replay at least its first K effective
actions with every state equal to the reference trace (K as reached so far;
raise it as the title grows, never lower it). A log replayed to its end must
also end with the log's own result.
"""

from __future__ import annotations

import json

import pytest

from gamedesk.engine.errors import IllegalAction
from gamedesk.io.importer import LogReplayer
from gamedesk.io.trace import first_difference
from gamedesk.io.trace_state import trace_state
from gamedesk.io.xxlog import read_log
from tests.conftest import XX_FIXTURES

META = ("i", "id", "type", "entity", "tiles")
# log -> effective actions that must match the trace (the whole log when equal to its length)
REACHED = {"86": 65, "123055": 977, "fcm_cannot_lay_thru_mexico_city": 343}


def matching_prefix(stem: str) -> tuple[int, LogReplayer, int]:
    """How many leading actions of the log replay to the trace's state."""
    log = read_log(XX_FIXTURES / "1822MX" / f"{stem}.json")
    trace = XX_FIXTURES / "traces" / "1822MX" / f"{stem}.trace.jsonl"
    lines = [json.loads(x) for x in trace.read_text().splitlines()]
    replayer = LogReplayer(log)
    for n, (entry, line) in enumerate(zip(log.moves, lines, strict=True)):
        try:
            replayer.apply(entry)
        except IllegalAction:
            return n, replayer, len(lines)
        want = {k: v for k, v in line.items() if k not in META}
        if first_difference(want, trace_state(replayer.game)) is not None:
            return n, replayer, len(lines)
    return len(lines), replayer, len(lines)


@pytest.mark.parametrize("stem", sorted(REACHED))
def test_replays_the_first_k_actions_matching_the_trace(stem):
    reached, replayer, total = matching_prefix(stem)
    assert reached >= REACHED[stem], f"{stem}: only {reached} of {total} actions match"
    if reached == total:
        log = replayer.log
        game = replayer.game
        assert game.finished
        assert game.end_reason == log.game_end_reason
        assert {p.id: game.player_value(p) for p in game.players} == log.result
        assert game.total_cash() == game.data.game["bank"]["cash"]
