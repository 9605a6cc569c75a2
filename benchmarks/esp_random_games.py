"""Seeded random 18ESP games, outside the test suite. A script, not a test.

    python benchmarks/esp_random_games.py [--games 200] [--seed0 1]

Game g (seed seed0 + g) has 3, 4, 5 and 6 players in turn and the rulebook and
18xx.games profiles alternately; the random bot plays it to its end, with the
invariants checked after every action: nobody's cash below zero (a loan
covers a forced purchase, R-162, R-167), each company's shares adding up to
100 % and each held by a player, the IPO, the market or the company, the
market holding at most 50 % (the bank is unlimited: no total to keep). Prints one line a game and a
summary: how the games ended, the slowest action (CPU time of `process`, with
all that follows it automatically) and the slowest listing of legal actions
(CPU time of the random bot's choice, which lists them), then the slowest of
each action type and of each step listed, with the seed and action number
where it happened. Timings are reported, never asserted. Exits 1 when a game
fails or does not end.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
import traceback
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
MAX_ACTIONS = 6000
ROUTE_WORK = 200  # legal routes quickly, as in the suite's random games
PROFILES = ("rulebook", "18xx.games")


def play_one(seed: int, players: int, profile: str) -> dict:
    from gamedesk.ai.random_bot import choose
    from gamedesk.memory import settle_memory
    from gamedesk.titles import new_game
    from tests.property.invariants import check_esp_invariants as check_invariants

    game = new_game("18ESP", [(f"p{i}", f"Player {i}") for i in range(players)],
                    profile=profile, seed=seed)
    game.route_search_work = ROUTE_WORK
    settle_memory()  # as the window does once a game is open
    rng = random.Random(seed)
    row = {"seed": seed, "players": players, "profile": profile,
           "slowest_ms": 0.0, "slowest_type": "", "slowest_offer_ms": 0.0,
           "slowest_offer_step": "", "by_type": {}, "by_step": {}}
    for _ in range(MAX_ACTIONS):
        if game.finished:
            break
        index, step = len(game.actions), game.current_step()
        start = time.process_time()
        action = choose(game, rng)
        listed = 1000 * (time.process_time() - start)
        _note(row["by_step"], step, listed, seed, index)
        if listed > row["slowest_offer_ms"]:
            row.update(slowest_offer_ms=round(listed, 1), slowest_offer_step=step)
        start = time.process_time()
        game.process(action)
        spent = 1000 * (time.process_time() - start)
        _note(row["by_type"], action.type, spent, seed, index)
        if spent > row["slowest_ms"]:
            row.update(slowest_ms=round(spent, 1), slowest_type=action.type)
        check_invariants(game)
    row.update(actions=len(game.actions), finished=game.finished,
               end=getattr(game, "end_reason", None))
    return row


def _note(slowest: dict, kind: str, ms: float, seed: int, index: int) -> None:
    """Keep the slowest time of `kind` with where it happened (seed, action number)."""
    if ms > slowest.get(kind, (0.0,))[0]:
        slowest[kind] = (round(ms, 1), seed, index)


def _merged(rows: list[dict], field: str) -> list[tuple[str, tuple]]:
    """The slowest of each kind over all games, slowest first."""
    out: dict = {}
    for row in rows:
        for kind, found in row[field].items():
            if found[0] > out.get(kind, (0.0,))[0]:
                out[kind] = found
    return sorted(out.items(), key=lambda item: -item[1][0])


def _print_slowest(title: str, slowest: list[tuple[str, tuple]]) -> None:
    print(title)
    for kind, (ms, seed, index) in slowest:
        print(f"  {kind:<24} {ms:8.1f} ms  (seed {seed}, action {index})")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed0", type=int, default=1)
    args = parser.parse_args(argv)
    sys.path.insert(0, str(REPO))
    rows, failed = [], 0
    for g in range(args.games):
        seed = args.seed0 + g
        players, profile = 3 + g % 4, PROFILES[g % 2]
        start = time.process_time()
        try:
            row = play_one(seed, players, profile)
        except Exception:  # a failing game is reported and counted, the rest go on
            failed += 1
            print(f"seed {seed} ({players} players, {profile}): FAILED")
            traceback.print_exc()
            continue
        rows.append(row)
        failed += not row["finished"]
        print(f"seed {seed} ({players} players, {profile}): {row['actions']} actions, "
              f"end {row['end']}, slowest action {row['slowest_ms']} ms ({row['slowest_type']}),"
              f" slowest listing {row['slowest_offer_ms']} ms ({row['slowest_offer_step']}), "
              f"{time.process_time() - start:.1f} s", flush=True)
    ends = Counter(r["end"] for r in rows if r["finished"])
    print(f"games {args.games}  finished {sum(r['finished'] for r in rows)}  failed {failed}  "
          f"ends {dict(ends)}")
    if rows:
        print(f"action_ms_max {max(r['slowest_ms'] for r in rows)}  "
              f"listing_ms_max {max(r['slowest_offer_ms'] for r in rows)}")
        _print_slowest("slowest action of each type (CPU ms of process):",
                       _merged(rows, "by_type"))
        _print_slowest("slowest listing at each step (CPU ms of the legal actions):",
                       _merged(rows, "by_step"))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
