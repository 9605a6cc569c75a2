"""Every run of the real 18MEX logs: the finder proves an optimum at least as good
as what the players ran, and the engine's validator accepts its routes."""

from __future__ import annotations

from pathlib import Path

import pytest

from gamedesk.cli import run_positions
from gamedesk.engine.routing import best_routes_for, logged_revenue
from gamedesk.io.replay import open_record

LOGS = ("17849", "80226", "hotseat01")


@pytest.mark.parametrize("name", LOGS)
def test_best_is_at_least_the_logged_run(xx_fixtures: Path, name: str) -> None:
    record = open_record(xx_fixtures / "18MEX" / f"{name}.json")
    runs = 0
    for n, game, entry in run_positions(record):
        company = entry["entity"]
        result = best_routes_for(game, company, time_budget_s=None)
        logged = logged_revenue(game, company, entry.get("routes", []))
        assert result.optimal
        assert result.revenue >= logged, f"action {n} ({company})"
        chosen = [r for r in result.routes if r is not None]
        game.board.check_routes(company, chosen)
        assert sum(game.board.route_revenue(r, game.colors()) for r in chosen) == result.revenue
        runs += 1
    assert runs > 20
