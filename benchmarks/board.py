"""The board's share of replay time, per Board method. A script, not a test.

    python benchmarks/board.py [--fixtures DIR] [--runs N]

Every public `Board` method is wrapped in a timer (only the outermost board
call is counted, so nested calls are not counted twice); each log is then
replayed N times. The table gives, per log, the time per action of the whole
replay and of the board, and the methods that cost most.
"""

from __future__ import annotations

import argparse
import functools
import sys
import time
from collections import defaultdict
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
DEFAULT_FIXTURES = REPO.parent / "shared" / "fixtures" / "18xx.games" / "18MEX"

from gamedesk.engine.board import Board  # noqa: E402
from gamedesk.io.replay import open_record, replay  # noqa: E402

TOTALS: dict[str, float] = defaultdict(float)
CALLS: dict[str, int] = defaultdict(int)
_depth = [0]


def _timed(name: str, method):
    @functools.wraps(method)
    def wrapper(*args, **kwargs):
        if _depth[0]:
            return method(*args, **kwargs)
        _depth[0] += 1
        start = time.perf_counter()
        try:
            return method(*args, **kwargs)
        finally:
            TOTALS[name] += time.perf_counter() - start
            CALLS[name] += 1
            _depth[0] -= 1

    return wrapper


def instrument() -> None:
    for name, value in list(vars(Board).items()):
        if callable(value) and not name.startswith("_"):
            setattr(Board, name, _timed(name, value))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--fixtures", default=str(DEFAULT_FIXTURES))
    ap.add_argument("--runs", type=int, default=10)
    args = ap.parse_args(argv)
    instrument()
    for log in sorted(Path(args.fixtures).glob("*.json")):
        record = open_record(log)
        replay(record)  # warm the title caches
        TOTALS.clear()
        CALLS.clear()
        start = time.perf_counter()
        for _ in range(args.runs):
            replay(record)
        whole = (time.perf_counter() - start) / args.runs
        actions = record.action_count
        board = sum(TOTALS.values()) / args.runs
        print(
            f"{log.name}: {whole * 1e6 / actions:.0f} µs/action, "
            f"board {board * 1e6 / actions:.0f} µs/action ({100 * board / whole:.0f}%)"
        )
        for name, total in sorted(TOTALS.items(), key=lambda kv: -kv[1])[:8]:
            calls = CALLS[name] / args.runs
            print(
                f"    {name:<22} {total / args.runs * 1e3:6.1f} ms"
                f"  {calls:5.0f} calls  {total / args.runs / calls * 1e6:6.0f} µs/call"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
