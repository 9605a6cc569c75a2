"""The board against every run of the 1822MX logs from 18xx.games (section 4).

Without the 1822MX game the logs cannot be replayed, but the map of each run
can be rebuilt (mx_logs.py): every logged route must be legal on
both profiles and pay exactly what 18xx.games paid, with the Pullman on
the train the trace marks "+" and the destination bonus where it is earned.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.engine.board.mx_logs import LOGS, logged_runs, rebuild


@pytest.mark.rules("R-170", "R-174", "R-175", "R-176", "R-177", "R-178", "R-179", "R-181")
@pytest.mark.parametrize("profile", ["18xx.games", "rulebook"])
@pytest.mark.parametrize("name", LOGS)
def test_every_logged_route_is_legal_and_pays_as_logged(
    xx_fixtures: Path, name: str, profile: str
) -> None:
    """No logged run stops twice at L19, so both profiles accept them all."""
    checked = 0
    for run in logged_runs(xx_fixtures, name, profile):
        routes = rebuild(run)
        run.board.check_routes(run.company, routes)
        paid = [r.revenue for r in routes]
        assert paid == [r["revenue"] for r in run.action["routes"]], (name, run.action["id"])
        checked += len(routes)
    assert checked == {"123055": 180, "86": 9, "fcm_cannot_lay_thru_mexico_city": 33}[name]
