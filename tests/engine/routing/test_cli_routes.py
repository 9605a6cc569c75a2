"""`gamedesk routes`: one position, and every logged run."""

from __future__ import annotations

import json
from pathlib import Path

from gamedesk.cli import main


def test_all_runs_json(xx_fixtures: Path, capsys) -> None:
    log = xx_fixtures / "18MEX" / "hotseat01.json"
    assert main(["routes", str(log), "--all-runs", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert len(rows) > 20
    for row in rows:
        assert set(row) >= {"action", "company", "logged_revenue", "best_revenue", "optimal", "ms"}
        assert row["optimal"] and row["best_revenue"] >= row["logged_revenue"]


def test_one_position(xx_fixtures: Path, capsys) -> None:
    log = xx_fixtures / "18MEX" / "hotseat01.json"
    assert main(["routes", str(log), "--at", "297", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["company"] == "NdM" and out["optimal"] and out["revenue"] >= 530
    assert main(["routes", str(log), "--at", "297"]) == 0
    assert "optimal" in capsys.readouterr().out


def test_no_operating_company(xx_fixtures: Path, capsys) -> None:
    log = xx_fixtures / "18MEX" / "hotseat01.json"
    assert main(["routes", str(log), "--at", "0"]) == 2
    assert "no company is operating" in capsys.readouterr().err
