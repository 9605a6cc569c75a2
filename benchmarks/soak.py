"""Soak: many seeded random games of every playable title. A script, not a test.

    python benchmarks/soak.py [--games N] [--titles 18MEX,1822MX] [--positions K]
                              [--offers M] [--shots S] [--seed0 N]

Each game is played by the random bot to its end (both rule profiles, every
player count, alternating by seed) with the invariants checked after every
action. At K random positions of each game, up to M offered actions are
processed on a copy (each must be accepted) and S illegal actions of every
kind are fired (each must be refused with IllegalAction and the state left
as it was; tests/property/fuzz.py makes them).

Prints, per title: games, finished, failures (exceptions, broken invariants,
games that do not end), refused-but-offered and accepted-illegal counts, and
timings. Exits 1 on any failure or finding.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
import traceback
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
MAX_ACTIONS = 6000


def main(argv: list[str] | None = None) -> int:
    args = _parse(argv)
    sys.path.insert(0, str(REPO))  # runs from a checkout without being installed
    from tests.property import fuzz

    bad = 0
    print(f"{'title':<8} {'games':>6} {'finished':>8} {'failures':>8} {'refused offers':>14} "
          f"{'accepted illegal':>16} {'illegal fired':>13} {'actions':>8} {'s':>7} {'ms/game':>8}")
    for title in args.titles:
        row = soak_title(fuzz, title, args)
        bad += row["failures"] + row["refused_offers"] + row["findings"]
        print(f"{title:<8} {row['games']:>6} {row['finished']:>8} {row['failures']:>8} "
              f"{row['refused_offers']:>14} {row['findings']:>16} {row['fired']:>13} "
              f"{row['actions']:>8} {row['seconds']:>7.0f} "
              f"{1000 * row['seconds'] / max(row['games'], 1):>8.0f}", flush=True)
        for line in row["notes"][:40]:
            print(f"  {line}")
    return 1 if bad else 0


def soak_title(fuzz, title: str, args) -> dict:
    row = {"games": 0, "finished": 0, "failures": 0, "refused_offers": 0, "findings": 0,
           "fired": 0, "actions": 0, "seconds": 0.0, "notes": []}
    start = time.perf_counter()
    for seed in range(args.seed0, args.seed0 + args.games):
        row["games"] += 1
        try:
            _one_game(fuzz, title, seed, args, row)
        except Exception as exc:  # every failure is counted and shown, the soak goes on
            row["failures"] += 1
            tb = traceback.format_exception_only(type(exc), exc)[-1].strip()
            _note(row, f"seed {seed}: {tb}")
        if row["games"] % 50 == 0:  # progress of a long soak, on stderr
            print(f"{title}: {row['games']} games, {row['failures']} failures, "
                  f"{row['refused_offers']} refused offers, {row['findings']} accepted illegal, "
                  f"{time.perf_counter() - start:.0f} s", file=sys.stderr, flush=True)
    row["seconds"] = time.perf_counter() - start
    return row


def _one_game(fuzz, title: str, seed: int, args, row: dict) -> None:
    from gamedesk.ai.random_bot import choose
    from tests.property.invariants import invariants_for

    check = invariants_for(title)  # each title's own (18ESP's unlimited bank, 18MW's treasury)
    rng = random.Random(seed)
    game = fuzz.new_random_game(title, seed)
    stops = set(rng.sample(range(1, 1500), args.positions))
    for n in range(MAX_ACTIONS):
        if game.finished:
            break
        if n in stops:
            _probe(fuzz, game, rng, args, row, seed)
        action = choose(game, rng)
        if action is None:
            raise RuntimeError(f"nobody can act in {game.round_label()}")
        game.process(action)
        check(game)
    row["actions"] += len(game.actions)
    if game.finished:
        row["finished"] += 1
    else:
        raise RuntimeError(f"not finished after {MAX_ACTIONS} actions ({game.round_label()})")


def _probe(fuzz, game, rng: random.Random, args, row: dict, seed: int) -> None:
    where = f"seed {seed} {game.profile} {game.round_label()} @{len(game.actions)}"
    for action, why in fuzz.refused_offers(game, args.offers, rng):
        row["refused_offers"] += 1
        _note(row, f"{where}: offered {action.to_dict()} refused: {why}")
    for what, action in fuzz.illegal_actions(game, rng, args.shots):
        row["fired"] += 1
        problem = fuzz.fire(game, what, action)
        if problem:
            row["findings"] += 1
            _note(row, f"{where}: {problem}")


def _note(row: dict, text: str) -> None:
    row["notes"].append(text)
    print(text, file=sys.stderr, flush=True)


def _parse(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description="Random games with invariants and fuzz.")
    parser.add_argument("--games", default=1000, type=int, metavar="N",
                        help="games per title (default 1000)")
    parser.add_argument("--titles", default="18MEX,1822MX",
                        type=lambda s: [t for t in s.split(",") if t])
    parser.add_argument("--positions", default=2, type=int, metavar="K",
                        help="positions probed per game (default 2)")
    parser.add_argument("--offers", default=20, type=int, metavar="M",
                        help="offered actions tried per position (default 20)")
    parser.add_argument("--shots", default=20, type=int, metavar="S",
                        help="illegal actions fired per position (default 20)")
    parser.add_argument("--seed0", default=0, type=int, metavar="N", help="first seed")
    return parser.parse_args(argv)


if __name__ == "__main__":
    raise SystemExit(main())
