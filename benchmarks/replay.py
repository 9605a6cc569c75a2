"""Replay speed on the shared 18xx.games logs. A script, not a test.

    python benchmarks/replay.py [--fixtures DIR] [--runs N]

Each log is loaded once, then replayed N times; the table gives the median
time of a whole replay and the time per effective action. Compare with the
18xx.games engine (Ruby): 450-550 µs per action on the same class of machine.
"""

from __future__ import annotations

import argparse
import importlib
import statistics
import sys
import time
from pathlib import Path
from types import ModuleType

REPO = Path(__file__).resolve().parents[1]
DEFAULT_FIXTURES = REPO.parent / "shared" / "fixtures" / "18xx.games" / "18MEX"


def main(argv: list[str] | None = None) -> int:
    args = _parse(argv)
    engine = _engine()
    if engine is None:
        return 2
    logs = sorted(Path(args.fixtures).glob("*.json"))
    if not logs:
        print(f"no .json logs in {args.fixtures}", file=sys.stderr)
        return 2
    print(f"{'log':<28} {'actions':>8} {'median ms':>10} {'µs/action':>10}")
    failures = 0
    for log in logs:
        try:
            actions, median_ms = bench(engine, log, args.runs)
        except engine.RecordError as exc:
            failures += 1
            print(f"{log.name:<28} failed: {exc}")
            continue
        per_action = median_ms * 1000 / actions if actions else float("nan")
        print(f"{log.name:<28} {actions:>8} {median_ms:>10.1f} {per_action:>10.1f}")
    return 1 if failures else 0


def bench(engine: ModuleType, log: Path, runs: int) -> tuple[int, float]:
    """(effective actions, median ms of a full replay); loading is not timed."""
    record = engine.open_record(log)
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        engine.replay(record)
        times.append(time.perf_counter() - start)
    return record.action_count, statistics.median(times) * 1000


def _parse(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description="Median replay time per 18xx.games log.")
    parser.add_argument("--fixtures", default=DEFAULT_FIXTURES, type=Path, metavar="DIR")
    parser.add_argument("--runs", default=5, type=int, metavar="N", help="replays per log")
    args = parser.parse_args(argv)
    if args.runs < 1:
        parser.error("--runs must be at least 1")
    return args


def _engine() -> ModuleType | None:
    sys.path.insert(0, str(REPO))  # runs from a checkout without being installed
    try:
        return importlib.import_module("gamedesk.io.replay")
    except ModuleNotFoundError as exc:
        if exc.name != "gamedesk.io.replay":
            raise
        print("gamedesk.io.replay is not there yet: nothing to benchmark", file=sys.stderr)
        return None


if __name__ == "__main__":
    raise SystemExit(main())
