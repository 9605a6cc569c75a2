"""Seeded random 18MW games, outside the test suite. A script, not a test.

    python benchmarks/mw_random_games.py [--games 200] [--seed0 1] [--jsonl OUT]
    python benchmarks/mw_random_games.py --summary OUT1 OUT2 ...   (batches run apart)

Each game (3, 4 and 5 players in turn, seed by seed) is played by the random
bot to its end, with the invariants of tests/titles/mw_helpers.py
checked after every action. Prints one line a game and a summary: how games
ended, how many reached a merger, a receivership, a bankruptcy, a fire sale, a
town conversion, the slowest action (CPU time of `process`, with all that
follows it automatically: `action_ms_max`), the slowest listing of the legal
actions, every run of the route finder (median and max), the first operating
round in which a train was bought after the first one, and any position whose
waiting reason names a player who is not deciding (timings are reported,
never asserted). Exits 1 when a game fails or does not end.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
import traceback
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
MAX_ACTIONS = 8000
ROUTE_MS: list[float] = []  # CPU ms of every run of the route finder in the current game
GC_MS = [0.0, 0.0]  # Python's garbage collections: [ms in all, start of the one under way]


def time_collections() -> None:
    """Add up the time the garbage collector takes, to tell it from the rules' own."""
    import gc

    def note(phase: str, info: dict) -> None:
        if phase == "start":
            GC_MS[1] = time.process_time()
        else:
            GC_MS[0] += 1000 * (time.process_time() - GC_MS[1])

    if note not in gc.callbacks and not any(getattr(c, "mw", False) for c in gc.callbacks):
        note.mw = True
        gc.callbacks.append(note)


def time_route_finder() -> None:
    """Wrap the route finder's one entry (RouteJob.run) to time every search."""
    from gamedesk.engine.routing.job import RouteJob

    if getattr(RouteJob.run, "timed", False):
        return
    plain = RouteJob.run

    def timed(self, **kwargs):
        start = time.process_time()
        try:
            return plain(self, **kwargs)
        finally:
            ROUTE_MS.append(1000 * (time.process_time() - start))

    timed.timed = True
    RouteJob.run = timed


def wrong_name(game) -> str | None:
    """The waiting reason when it names a player other than the deciding ones."""
    reason = game.waiting_reason()
    deciding = {game.name_of(p) for p in game.deciding_players()}
    named = {p.name for p in game.seating if p.name in reason}
    return reason if named and not named & deciding else None


def play_one(seed: int, players: int) -> dict:
    from gamedesk.ai.random_bot import choose
    from gamedesk.memory import settle_memory
    from gamedesk.titles import new_game
    from tests.titles.mw_helpers import check_mw_invariants as check_invariants

    game = new_game("18MW", [(f"p{i}", f"Player {i}") for i in range(players)], seed=seed)
    settle_memory()  # as the window does once a game is open: the games before are gone
    rng = random.Random(seed)
    row = {"seed": seed, "players": players, "merger": False, "receivership": False,
           "bankruptcy": False, "fire_sale": False, "conversion": False,
           "slowest_ms": 0.0, "slowest_at": 0, "slowest_type": "", "slowest_offer_ms": 0.0,
           "trains_bought": 0, "first_buy_or": None, "wrong_name": None, "slowest_gc_ms": 0.0}
    time_route_finder()
    time_collections()
    ROUTE_MS.clear()
    ors = 0
    for n in range(MAX_ACTIONS):
        if game.finished:
            break
        start = time.process_time()
        action = choose(game, rng)  # the legal actions, as a window asks for them
        offer = 1000 * (time.process_time() - start)
        row["slowest_offer_ms"] = max(row["slowest_offer_ms"], round(offer, 1))
        start, collected = time.process_time(), GC_MS[0]
        game.process(action)
        spent = 1000 * (time.process_time() - start)
        if spent > row["slowest_ms"]:
            row.update(slowest_ms=round(spent, 1), slowest_at=n + 1, slowest_type=action.type,
                       slowest_gc_ms=round(GC_MS[0] - collected, 1))
        check_invariants(game)
        if game.round_kind() == "operating" and game.round_label() != row.get("_or"):
            row["_or"], ors = game.round_label(), ors + 1
        if action.type == "buy_train":
            row["trains_bought"] += 1
            if row["trains_bought"] == 2 and row["first_buy_or"] is None:
                row["first_buy_or"] = ors  # the second train: the first comes at once
        if row["wrong_name"] is None and not game.finished:
            row["wrong_name"] = wrong_name(game)
        row["merger"] |= game.mergers > 0
        row["receivership"] |= bool(game.receiverships)
        row["bankruptcy"] |= any(getattr(p, "bankrupt", False) for p in game.seating)
        row["fire_sale"] |= action.type == "bid_share"
        row["conversion"] |= action.type == "lay_tile" and "turns the town" in game.log[-1].text
    row.pop("_or", None)
    times = sorted(ROUTE_MS)
    row.update(actions=len(game.actions), finished=game.finished,
               end=getattr(game, "end_reason", None), route_runs=len(times),
               route_ms_median=round(times[len(times) // 2], 1) if times else 0.0,
               route_ms_max=round(times[-1], 1) if times else 0.0, route_ms=times)
    return row
    return row


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed0", type=int, default=1)
    parser.add_argument("--jsonl", type=Path)
    parser.add_argument("--summary", type=Path, nargs="+",
                        help="summarise the rows of earlier runs' --jsonl files")
    args = parser.parse_args(argv)
    if args.summary:
        rows = [json.loads(line) for path in args.summary
                for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
        failures = sum(not r["finished"] for r in rows)
        summarise(rows, failures)
        return 1 if failures else 0
    sys.path.insert(0, str(REPO))  # runs from a checkout without being installed
    rows, failures = [], 0
    out = args.jsonl.open("w", encoding="utf-8") if args.jsonl else None
    for seed in range(args.seed0, args.seed0 + args.games):
        players = 3 + seed % 3
        try:
            row = play_one(seed, players)
        except Exception:  # counted and shown; the run goes on
            failures += 1
            print(f"seed {seed}: FAILED\n{traceback.format_exc()}", flush=True)
            continue
        failures += not row["finished"]
        rows.append(row)
        shown = {k: v for k, v in row.items() if k != "route_ms"}
        print(json.dumps(shown), flush=True)
        if out:
            out.write(json.dumps(row) + "\n")
            out.flush()
    summarise(rows, failures)
    return 1 if failures else 0


def summarise(rows: list[dict], failures: int) -> None:
    ends: dict[str, int] = {}
    for row in rows:
        ends[str(row["end"])] = ends.get(str(row["end"]), 0) + 1
    print(f"games {len(rows) + failures}, failures {failures}, ends {ends}")
    for key in ("merger", "receivership", "bankruptcy", "fire_sale", "conversion"):
        print(f"  reached {key}: {sum(r[key] for r in rows)}")
    if rows:
        slow = max(rows, key=lambda r: r["slowest_ms"])
        actions = sorted(r["actions"] for r in rows)
        print(f"  actions {sum(actions)}, median {actions[len(actions) // 2]} a game")
        print(f"  slowest action {slow['slowest_ms']} ms CPU: {slow['slowest_type']}, "
              f"action {slow['slowest_at']} of seed {slow['seed']}")
        offer = max(rows, key=lambda r: r["slowest_offer_ms"])
        print(f"  slowest listing of the legal actions {offer['slowest_offer_ms']} ms CPU "
              f"(seed {offer['seed']})")
        print(f"  action_ms_max {slow['slowest_ms']} (of which {slow.get('slowest_gc_ms', 0)} ms "
              "in Python's garbage collector)")
        runs = sorted(t for r in rows for t in r.get("route_ms", ()))
        if runs:
            top = max(rows, key=lambda r: r.get("route_ms_max", 0))
            print(f"  route finder: {len(runs)} runs, median {runs[len(runs) // 2]:.1f} ms, "
                  f"max {runs[-1]:.1f} ms CPU (seed {top['seed']})")
        late = [r["first_buy_or"] for r in rows if r.get("first_buy_or") is not None]
        if late:
            late.sort()
            print(f"  second train bought in operating round no. {late[len(late) // 2]} "
                  f"(median), {late[-1]} at the latest")
        wrong = [r for r in rows if r.get("wrong_name")]
        print(f"  waiting reasons naming a player not deciding: {len(wrong)} games"
              + (f" (seed {wrong[0]['seed']}: {wrong[0]['wrong_name']})" if wrong else ""))


if __name__ == "__main__":
    sys.exit(main())
