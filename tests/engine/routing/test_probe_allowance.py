"""Whether a company can run is answered within an allowance of work
(engine/routing/reach.PROBE_WORK): a "no" over a large network its trains
cannot use would otherwise take seconds (a seeded 18ESP rulebook game, where
CFLG's turn stood 3 s and a later listing of actions nearly two minutes)."""

from __future__ import annotations

import random

from gamedesk.ai.random_bot import choose
from gamedesk.engine.routing import reach
from gamedesk.titles import new_game


def test_an_undecided_probe_stops_at_its_allowance_and_lets_the_run_step_wait(monkeypatch):
    game = new_game("18ESP", [(f"p{i}", f"Player {i}") for i in range(5)], profile="rulebook",
                    seed=12)
    game.route_search_work = 200
    rng = random.Random(12)
    for _ in range(677):  # the game's path follows the runs the finder offers
        game.process(choose(game, rng))
    probes = []
    real = reach._Probe.found

    def found(probe):
        answer = real(probe)
        probes.append((answer, probe.clock.ticks))
        return answer

    monkeypatch.setattr(reach._Probe, "found", found)
    game.process(choose(game, rng))  # CFEA ends its track step; its run step asks
    assert probes, "the run step asked nothing"
    assert all(ticks <= reach.PROBE_WORK + reach.Clock.EVERY for _, ticks in probes)
    assert any(ticks > reach.PROBE_WORK for _, ticks in probes)  # this one was cut short
    assert all(answer for answer, _ in probes)  # undecided reads "may run"
    assert game.current_step() == "routes" and game.operating_company() == "CFEA"
