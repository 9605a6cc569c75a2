"""`gamedesk selfplay TITLE --seats hard,normal,normal,normal --games N --seed S [--json]`.

Kept apart from cli.py, which only hooks it in; the engine is imported when
the command runs, so `gamedesk --help` stays fast.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

LEVELS = ("random", "easy", "normal", "hard")  # as gamedesk.ai.interface.LEVELS


def add_parser(commands: Any, run: Any) -> None:
    play = commands.add_parser(
        "selfplay",
        help="computer players play whole games against each other, headless",
        description="Play N games of TITLE between computer players (seats rotated from "
        "game to game, rule profiles alternating) and print each level's seats and "
        "wins (a tie for first is a win for each tied seat) and the bots' decision times.",
    )
    play.add_argument("title", metavar="TITLE")
    play.add_argument("--seats", type=_seats, default=["hard", "normal", "normal", "normal"],
                      help="comma-separated levels, one a seat: random, easy, normal, hard "
                      "(default: hard,normal,normal,normal)")
    play.add_argument("--games", type=_whole(1), default=1, metavar="N")
    play.add_argument("--seed", type=_whole(0), default=0, metavar="S")
    play.add_argument("--jobs", type=_whole(1), default=1, metavar="J",
                      help="games played at a time, each in its own process (default 1; "
                      "a game uses one core)")
    play.add_argument("--profile", choices=("rulebook", "18xx.games"),
                      help="one rule profile for every game (default: they alternate)")
    play.add_argument("--json", action="store_true",
                      help='print {"games", "finished", "refused", "levels": {LEVEL: '
                      '{"seats", "wins"}}, "decision_ms": {"median", "p95", "max"}}')
    play.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Play the games; raises ValueError on a title or seat count the game refuses."""
    from gamedesk.ai import selfplay
    from gamedesk.engine.errors import IllegalAction
    from gamedesk.titles import playable_titles

    if args.title not in playable_titles():
        raise ValueError(f"{args.title!r} cannot be played (playable: "
                         f"{', '.join(playable_titles())})")
    try:
        results = selfplay.run(args.title, args.seats, args.games, args.seed, args.profile,
                               progress=None if args.json else _progress, jobs=args.jobs)
    except IllegalAction as exc:
        raise ValueError(str(exc)) from None
    report = selfplay.summary(results)
    if args.json:
        print(json.dumps(report))
    else:
        _print(report)
    return 0


def _progress(result: Any) -> None:
    seats = ", ".join(
        f"{level}{' *' if n in result.winners else ''} {value}"
        for n, (level, value) in enumerate(zip(result.levels, result.values, strict=True))
    )
    end = "finished" if result.finished else "NOT finished"
    print(f"game seed {result.seed} ({result.profile}): {end}, {result.actions} actions; {seats}",
          file=sys.stderr, flush=True)


def _print(report: dict) -> None:
    print(f"games {report['games']}, finished {report['finished']}, "
          f"refused actions {report['refused']}")
    print(f"{'level':<8} {'seats':>6} {'wins':>6} {'win %':>6}")
    for level, row in report["levels"].items():
        rate = 100 * row["wins"] / row["seats"] if row["seats"] else 0.0
        print(f"{level:<8} {row['seats']:>6} {row['wins']:>6} {rate:>6.1f}")
    t = report["decision_ms"]
    print(f"decision ms: median {t['median']}, p95 {t['p95']}, max {t['max']}")


def _seats(text: str) -> list[str]:
    seats = [s.strip() for s in text.split(",") if s.strip()]
    bad = [s for s in seats if s not in LEVELS]
    if bad or not seats:
        raise argparse.ArgumentTypeError(
            f"{text!r}: each seat is one of {', '.join(LEVELS)}, separated by commas")
    return seats


def _whole(least: int) -> Any:
    def parse(text: str) -> int:
        if not text.isdigit() or int(text) < least:
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number from {least}")
        return int(text)

    return parse
