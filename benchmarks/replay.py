"""Replay and navigation speed on the shared 18xx.games logs. A script, not a test.

    python benchmarks/replay.py [--fixtures DIR] [--runs N] [--jumps N] [--bot-seeds 1,2]
                                [--replay-only]

Each log (18MEX by default; any title's folder with --fixtures) is loaded once,
then replayed N times; the first table gives the median time of a whole replay
(wall clock, and CPU time, which a busy machine does not inflate), the time per
effective action, and the slowest single action (with what follows it
automatically, in CPU time) over all N runs. Compare with the 18xx.games engine
(Ruby): 450-550 µs per action on 18MEX logs on the same class of machine.

The second table moves through a game tree (gamedesk.engine.game_tree) of each
log, and of random-bot games (18MEX, four players, one per seed: about 2,000
actions): building it (one replay with checkpoints and marks), the marks of a
taken-over game, jumps to random positions, one step forward and back from
random positions (median and max, ms), and an undo right after playing up to
action 1,500 (or the last one; median/max of ten), and how many checkpoints the
tree holds.
"""

from __future__ import annotations

import argparse
import gc
import importlib
import random
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
    width = max(len("log"), *(len(log.name) for log in logs))
    print(f"{'log':<{width}} {'actions':>8} {'median ms':>10} {'cpu ms':>8} {'µs/action':>10} "
          f"{'max ms':>8}")
    failures = 0
    for log in logs:
        try:
            actions, median_ms, cpu_ms, slowest_ms = bench(engine, log, args.runs)
        except engine.RecordError as exc:
            failures += 1
            print(f"{log.name:<{width}} failed: {exc}")
            continue
        per_action = cpu_ms * 1000 / actions if actions else float("nan")
        print(f"{log.name:<{width}} {actions:>8} {median_ms:>10.1f} {cpu_ms:>8.1f} "
              f"{per_action:>10.1f} {slowest_ms:>8.1f}", flush=True)
    if args.replay_only:
        return 1 if failures else 0
    print()
    print(TREE_HEADER)
    for name, game, factory in _games(engine, logs, args.bot_seeds):
        print(_tree_row(name, game, factory, args.jumps, args.gc_freeze))
    return 1 if failures else 0


# -- moving through a game tree ---------------------------------------------------------

TREE_HEADER = (
    f"{'game':<20} {'actions':>7} {'build':>7} {'marks':>7} {'jump med/max':>13} "
    f"{'+1 med/max':>11} {'-1 med/max':>11} {'undo@N':>12} {'ckpts':>5}"
)


def _games(engine: ModuleType, logs: list[Path], seeds: list[int]):
    """(name, replayed game, factory) for each log that replays and each bot seed."""
    titles = importlib.import_module("gamedesk.titles")
    for log in logs:
        try:
            game = engine.replay(engine.open_record(log))
        except engine.RecordError:
            continue
        yield log.name, game, _factory_of(titles, game)
    bot = importlib.import_module("gamedesk.ai.random_bot")
    for seed in seeds:
        players = [("a", "Ann"), ("b", "Bob"), ("c", "Cy"), ("d", "Di")]
        game = titles.new_game("18MEX", players, profile="rulebook")
        bot.play(game, random.Random(seed), max_actions=3000)
        yield f"bot seed {seed}", game, _factory_of(titles, game)


def _factory_of(titles: ModuleType, game):
    players = [(p.id, p.name) for p in game.seating]

    def factory():
        return titles.new_game(game.title, players, profile=game.profile,
                               options=sorted(game.options), seed=game.seed)

    return factory


def _tree_row(name: str, game, factory, jumps: int, freeze: bool) -> str:
    trees = importlib.import_module("gamedesk.engine.game_tree")
    history = importlib.import_module("gamedesk.engine.history")
    actions = list(game.actions)
    gc.unfreeze()  # what an earlier game left frozen is garbage now
    gc.collect()
    build, tree = _timed(lambda: trees.GameTree(factory, actions))
    marks, _ = _timed(trees.GameTree.from_game(factory, history.snapshot(game)).marks)
    if freeze:  # as an app may do once a game is open: collections skip what exists now
        gc.collect()
        gc.freeze()
    rng = random.Random(1)
    jump = [_timed(lambda n=n: tree.go(n))[0] for n in _positions(rng, 0, len(actions), jumps)]
    forward = _step_times(tree, rng, jumps, tree.redo, 0, len(actions) - 1)
    back = _step_times(tree, rng, jumps, tree.undo, 1, len(actions))
    undo_at = _undo_times(trees, factory, actions[:1500])
    checkpoints = sum(len(c) for c in tree._checkpoints.values())
    return (
        f"{name:<20} {len(actions):>7} {build:>7.0f} {marks:>7.0f} {_medmax(jump):>13} "
        f"{_medmax(forward):>11} {_medmax(back):>11} "
        f"{f'{_medmax(undo_at)} @{min(len(actions), 1500)}':>12} {checkpoints:>5}"
    )


def _positions(rng: random.Random, low: int, high: int, count: int) -> list[int]:
    return [rng.randint(low, high) for _ in range(count)]


def _step_times(tree, rng: random.Random, count: int, step, low: int, high: int) -> list[float]:
    times = []
    for n in _positions(rng, low, high, count):
        tree.go(n)
        times.append(_timed(step)[0])
    return times


def _undo_times(trees: ModuleType, factory, actions: list) -> list[float]:
    """Undo right after playing `actions` (the first), then after redo each time."""
    tree = trees.GameTree(factory, actions)
    times = []
    for _ in range(10):
        times.append(_timed(tree.undo)[0])
        tree.redo()
    return times


def _timed(fn) -> tuple[float, object]:
    start = time.perf_counter()
    result = fn()
    return (time.perf_counter() - start) * 1000, result


def _medmax(times: list[float]) -> str:
    return f"{statistics.median(times):.1f}/{max(times):.1f}"


def bench(engine: ModuleType, log: Path, runs: int) -> tuple[int, float, float, float]:
    """(effective actions, median ms of a full replay in wall-clock and in CPU
    time, the slowest single action in CPU ms over all runs); loading is not
    timed."""
    record = engine.open_record(log)
    wall: list[float] = []
    cpu: list[float] = []
    action_ms: list[float] = []
    for _ in range(runs):
        # As `gamedesk replay --bench` and the window: the garbage of the runs before
        # is collected, and what lives is set aside from the collector.
        gc.unfreeze()
        gc.collect()
        gc.freeze()
        start, start_cpu = time.perf_counter(), time.process_time()
        engine.replay(record, action_ms=action_ms)
        wall.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
    gc.unfreeze()
    return (record.action_count, statistics.median(wall) * 1000,
            statistics.median(cpu) * 1000, max(action_ms, default=0.0))


def _parse(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description="Median replay time per 18xx.games log.")
    parser.add_argument("--fixtures", default=DEFAULT_FIXTURES, type=Path, metavar="DIR")
    parser.add_argument("--runs", default=5, type=int, metavar="N", help="replays per log")
    parser.add_argument("--jumps", default=200, type=int, metavar="N",
                        help="random jumps and steps per game")
    parser.add_argument("--bot-seeds", default="1", type=_seeds, metavar="S,S",
                        help="random-bot games to add (empty: none)")
    parser.add_argument("--replay-only", action="store_true",
                        help="the replay table only (no game-tree table)")
    parser.add_argument("--gc-freeze", action="store_true",
                        help="gc.freeze() once each tree is built (the max times are "
                             "mostly full collections of the cyclic garbage collector)")
    args = parser.parse_args(argv)
    if args.runs < 1:
        parser.error("--runs must be at least 1")
    return args


def _seeds(text: str) -> list[int]:
    return [int(part) for part in text.split(",") if part.strip()]


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
