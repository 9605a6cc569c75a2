"""What listing the legal actions costs a position, as the window asks for it.
A script, not a test.

    python benchmarks/legal_listing.py [--title 18MW] [--seed 19] [--actions 300]

A seeded random game (the random bot, the route finder held to the bots'
work allowance as in tests/ui/test_window_full_game_18mw.py) is played; at each
position it times, in CPU ms: the first `legal_actions()` (the rules' own
listing), a second one (what the window's refresh, the pass button's
`pass_meaning()` and a bot's choice ask again: kept for the position, so it
should cost next to nothing) and `pass_meaning()`. Prints the median, the 95th
percentile and the maximum of each, and their sums (timings are reported,
never asserted).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def _ms(fn) -> float:
    start = time.process_time()
    fn()
    return 1000 * (time.process_time() - start)


def measure(title: str, seed: int, actions: int) -> dict[str, list[float]]:
    from gamedesk.ai.random_bot import choose
    from gamedesk.memory import settle_memory
    from gamedesk.titles import new_game

    game = new_game(title, [("p1", "Ann"), ("p2", "Ben"), ("p3", "Cy")], seed=seed)
    game.route_search_work = 20_000
    settle_memory()
    rng = random.Random(seed)
    times: dict[str, list[float]] = {"first": [], "again": [], "pass_meaning": []}
    while len(game.actions) < actions and not game.finished:
        times["first"].append(_ms(game.legal_actions))
        times["again"].append(_ms(game.legal_actions))
        times["pass_meaning"].append(_ms(game.pass_meaning))
        game.process(choose(game, rng))
    return times


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--title", default="18MW")
    parser.add_argument("--seed", type=int, default=19)
    parser.add_argument("--actions", type=int, default=900)
    args = parser.parse_args(argv)
    if str(REPO) not in sys.path:
        sys.path.append(str(REPO))
    times = measure(args.title, args.seed, args.actions)
    print(f"{args.title} seed {args.seed}: {len(times['first'])} positions (CPU ms)")
    for name, values in times.items():
        ordered = sorted(values)
        p95 = ordered[int(0.95 * (len(ordered) - 1))]
        print(f"  {name:13} median {statistics.median(values):7.2f}  p95 {p95:7.2f}"
              f"  max {max(values):7.2f}  sum {sum(values):9.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
