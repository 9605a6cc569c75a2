"""Computer players' strength and speed: win rates of the match-ups the bots
are held to, per playable title, over fixed seeds. A script, not a test.

    python benchmarks/bots.py [--games N] [--titles 18MEX,1822MX]
                              [--matchups normal-random,...] [--seed0 N]
                              [--max-evals N] [--json]

Each match-up "A-B" seats one A against three B (4 players); seats rotate
from game to game and the rule profiles alternate (gamedesk.ai.selfplay), so
N games give A every seat and both profiles. Prints per title and match-up:
games, finished, refused actions, A's win rate (a tie for first is a win)
and the decision times of all bots in those games (median, p95, max ms).
The targets of issue 15: Normal vs random >= 90 %, Hard vs Normal >= 40 %,
Easy vs random >= 50 %, Easy vs Normal <= 15 %; p95 <= 1 s, max <= 2 s.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
MATCHUPS = ("normal-random", "hard-normal", "easy-random", "easy-normal")


def main(argv: list[str] | None = None) -> int:
    args = _parse(argv)
    sys.path.insert(0, str(REPO))  # runs from a checkout without being installed
    from gamedesk.ai import selfplay

    rows = []
    for title in args.titles:
        for matchup in args.matchups:
            rows.append(_measure(selfplay, title, matchup, args))
            if not args.json:
                _print_row(rows[-1])
    if args.json:
        print(json.dumps(rows, indent=1))
    return 0


def _measure(selfplay, title: str, matchup: str, args) -> dict:
    hero, rest = matchup.split("-")
    start = time.perf_counter()

    def progress(result) -> None:
        print(f"  {title} {matchup} seed {result.seed}: winners "
              f"{[result.levels[i] for i in result.winners]}, {result.actions} actions, "
              f"{'finished' if result.finished else 'NOT FINISHED'}, refused "
              f"{result.refused}, {time.perf_counter() - start:.0f} s",
              file=sys.stderr, flush=True)

    results = selfplay.run(title, [hero, rest, rest, rest], args.games, args.seed0,
                           progress=progress, max_evals=args.max_evals)
    report = selfplay.summary(results)
    mine = report["levels"].get(hero, {"seats": 0, "wins": 0})
    return {
        "title": title, "matchup": matchup, "games": report["games"],
        "finished": report["finished"], "refused": report["refused"],
        "win_rate": round(mine["wins"] / max(report["games"], 1), 3),
        "decision_ms": report["decision_ms"],
        "seconds": round(time.perf_counter() - start),
    }


def _print_row(row: dict) -> None:
    t = row["decision_ms"]
    print(f"{row['title']:<7} {row['matchup']:<14} games {row['games']:>4} finished "
          f"{row['finished']:>4} refused {row['refused']:>3} win {100 * row['win_rate']:5.1f} % "
          f"ms median {t['median']:>6} p95 {t['p95']:>7} max {t['max']:>7} "
          f"({row['seconds']} s)", flush=True)


def _parse(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200, help="games per title and match-up")
    parser.add_argument("--titles", type=lambda s: s.split(","), default=["18MEX", "1822MX"])
    parser.add_argument("--matchups", type=lambda s: s.split(","), default=list(MATCHUPS),
                        help="LEVEL-LEVEL: one of the first against three of the second")
    parser.add_argument("--seed0", type=int, default=1000)
    parser.add_argument("--max-evals", type=int, default=None,
                        help="bound each decision's looks instead of its time: win rates "
                        "that do not depend on the machine's load (the times then do)")
    parser.add_argument("--json", action="store_true")
    return parser.parse_args(argv)


if __name__ == "__main__":
    raise SystemExit(main())
