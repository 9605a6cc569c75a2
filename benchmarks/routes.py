"""The route finder over every logged run. A script, not a test.

    python benchmarks/routes.py [--fixtures DIR] [--budget SECONDS] [--objective NAME]

For every run_routes action of every log in DIR (default: the shared 18MEX
fixtures) the position before it is searched on one core; the report gives
the median and max time to a proven optimum (wall clock, and the process's
own CPU time, which a busy machine disturbs less), how many runs were proven, and
how many logged runs the finder beats or falls short of: by revenue, and by
income (revenue plus what the run pays the treasury: 18ESP's mines and
harbours). The finder maximises the revenue first, the treasury income
breaking ties; `--objective income` maximises the two together instead.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
DEFAULT_FIXTURES = REPO.parent / "shared" / "fixtures" / "18xx.games" / "18MEX"

from gamedesk.cli import run_positions  # noqa: E402
from gamedesk.engine.routing import best_routes_for, logged_income  # noqa: E402
from gamedesk.engine.routing.objective import OBJECTIVES, Objective  # noqa: E402
from gamedesk.io.replay import open_record  # noqa: E402


def measure(path: Path, budget: float, objective: Objective | None = None) -> list[dict]:
    rows = []
    for n, game, entry in run_positions(open_record(path)):
        company = entry["entity"]
        cpu = time.process_time()
        result = best_routes_for(game, company, time_budget_s=budget, objective=objective)
        cpu = (time.process_time() - cpu) * 1000
        logged, treasury = logged_income(game, company, entry.get("routes", []))
        rows.append(
            {
                "log": path.stem,
                "action": n,
                "company": company,
                "logged": logged,
                "best": result.revenue,
                "logged_income": logged + treasury,
                "best_income": result.revenue + result.treasury,
                "optimal": result.optimal,
                "ms": result.ms,
                "cpu_ms": cpu,
            }
        )
    return rows


def report(rows: list[dict]) -> str:
    proven = [r["ms"] for r in rows if r["optimal"]]
    cpu = [r["cpu_ms"] for r in rows if r["optimal"]]  # the process's own time: a busy
    # machine lengthens the wall-clock times above, much less these
    worst = max(rows, key=lambda r: r["ms"])
    lines = [
        f"logged runs:          {len(rows)}",
        f"proven optimal:       {len(proven)}",
        f"median ms to proof:   {statistics.median(proven):.1f}" if proven else "",
        f"max ms to proof:      {max(proven):.1f}" if proven else "",
        f"cpu ms median / max:  {statistics.median(cpu):.1f} / {max(cpu):.1f}" if cpu else "",
        f"slowest:              {worst['log']} action {worst['action']} ({worst['company']})",
        f"beats the logged run: {sum(r['best'] > r['logged'] for r in rows)}",
        f"below the logged run: {sum(r['best'] < r['logged'] for r in rows)}",
        f"income beats logged:  {sum(r['best_income'] > r['logged_income'] for r in rows)}",
        f"income below logged:  {sum(r['best_income'] < r['logged_income'] for r in rows)}",
    ]
    return "\n".join(line for line in lines if line)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--fixtures", type=Path, default=DEFAULT_FIXTURES)
    parser.add_argument("--budget", type=float, default=10.0)
    parser.add_argument("--objective", choices=sorted(OBJECTIVES),
                        help="what to maximise (default: the title's)")
    args = parser.parse_args()
    objective = OBJECTIVES[args.objective] if args.objective else None
    rows = []
    for path in sorted(args.fixtures.glob("*.json")):
        rows += measure(path, args.budget, objective)
    print(report(rows))


if __name__ == "__main__":
    main()
