"""How long a refused action takes. A script, not a test.

    python benchmarks/refusals.py [--games N] [--titles 18MEX,1822MX,18ESP,18MW]
                                  [--positions K] [--seed0 N]

A refused action puts the game back as it was (gamedesk/engine/recovery.py),
and that is the slow part of a refusal. Each game is played by the random bot;
at K random positions one illegal action (tests/property/fuzz.py makes them)
is processed on the game itself, as a person's or a file's would be, and
timed. One shot a position: a refusal right after another is cheap, the first
one after a run of accepted actions is the one that costs.

Prints per title: refusals timed, their median, p95 and max in ms, and how
many took over 50 ms. Also the time of the accepted actions, for scale.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
MAX_ACTIONS = 6000
LIMIT_MS = 50.0


def main(argv: list[str] | None = None) -> int:
    args = _parse(argv)
    sys.path.insert(0, str(REPO))  # runs from a checkout without being installed
    print(f"{'title':<8} {'refusals':>8} {'median':>7} {'p95':>7} {'max':>7} {'>50ms':>6}"
          f" {'actions':>8} {'action p95':>10}")
    for title in args.titles:
        refused, accepted = [], []
        for seed in range(args.seed0, args.seed0 + args.games):
            _one_game(title, seed, args.positions, refused, accepted)
        print(f"{title:<8} {len(refused):>8} {_q(refused, 0.5):>7.1f} {_q(refused, 0.95):>7.1f}"
              f" {max(refused, default=0):>7.1f} {sum(t > LIMIT_MS for t in refused):>6}"
              f" {len(accepted):>8} {_q(accepted, 0.95):>10.1f}", flush=True)
    return 0


def _one_game(title: str, seed: int, positions: int, refused: list, accepted: list) -> None:
    from gamedesk.ai.random_bot import choose
    from gamedesk.engine.errors import IllegalAction
    from tests.property import fuzz

    rng = random.Random(seed)
    game = fuzz.new_random_game(title, seed)
    stops = set(rng.sample(range(1, 1500), positions))
    for n in range(MAX_ACTIONS):
        if game.finished:
            return
        if n in stops:
            for _what, action in fuzz.illegal_actions(game, rng, 1):
                start = time.perf_counter()
                try:
                    game.process(action)
                except IllegalAction:
                    refused.append(1000 * (time.perf_counter() - start))
        action = choose(game, rng)
        if action is None:
            return
        start = time.perf_counter()
        game.process(action)
        accepted.append(1000 * (time.perf_counter() - start))


def _q(times: list[float], q: float) -> float:
    if len(times) < 2:
        return times[0] if times else 0.0
    return statistics.quantiles(times, n=100)[round(100 * q) - 1]


def _parse(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description="Times of refused actions.")
    parser.add_argument("--games", default=10, type=int, metavar="N", help="games per title")
    parser.add_argument("--titles", default="18MEX,1822MX,18ESP,18MW",
                        type=lambda s: [t for t in s.split(",") if t])
    parser.add_argument("--positions", default=20, type=int, metavar="K",
                        help="positions per game where an illegal action is fired")
    parser.add_argument("--seed0", default=0, type=int, metavar="N", help="first seed")
    return parser.parse_args(argv)


if __name__ == "__main__":
    raise SystemExit(main())
