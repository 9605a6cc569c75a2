"""Whole games between computer players, headless: `gamedesk selfplay`.

Seat levels rotate from game to game (game g gives seat i the level
`seats[(i + g) % n]`), so that no level keeps the first seat; the rule
profiles alternate too, unless one is asked for. A game's seed is the
run's seed plus its number, and every seat's randomness comes from it.
"""

from __future__ import annotations

import multiprocessing
import random
import statistics
import time
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field
from typing import Any

from gamedesk.ai.interface import DEFAULT_BUDGET_S, LEVELS, make_bot
from gamedesk.ai.random_bot import RandomBot
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.game import Game
from gamedesk.memory import settle_memory
from gamedesk.titles import new_game, offered_profiles

MAX_ACTIONS = 6000  # a game not over by then counts as unfinished
ROUTE_WORK = 5000  # the route finder's work for the offered runs: good routes, quickly
PROFILES = ("rulebook", "18xx.games")
UNTIMED_S = 3600.0  # the budget of a work-bound decision: the clock never cuts it


@dataclass
class GameResult:
    seed: int
    profile: str
    levels: list[str]  # by seat
    finished: bool = False
    refused: int = 0
    actions: int = 0
    values: list[int] = field(default_factory=list)  # by seat, at the end
    winners: list[int] = field(default_factory=list)  # seats tied for first
    decision_ms: list[float] = field(default_factory=list)  # the bots', not random's


def seat_levels(seats: list[str], game_no: int) -> list[str]:
    n = len(seats)
    return [seats[(i + game_no) % n] for i in range(n)]


def play_game(
    title: str,
    levels: list[str],
    seed: int,
    profile: str = "rulebook",
    budget_s: dict[str, float] | None = None,
    max_actions: int = MAX_ACTIONS,
    route_work: int = ROUTE_WORK,
    max_evals: int | None = None,
    keep: list | None = None,
) -> GameResult:
    """One game, seat i played by a bot of `levels[i]`. `max_evals` bounds each
    decision's looks instead of the clock (with no time limit): the same game on
    any machine. `keep`, if given, receives the finished game."""
    for level in levels:
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r} (levels: {', '.join(LEVELS)})")
    budgets = {**DEFAULT_BUDGET_S, **(budget_s or {})}
    if max_evals is not None:
        budgets = {level: UNTIMED_S for level in budgets}
    ids = [f"s{i}" for i in range(len(levels))]
    game = new_game(title, [(pid, f"Seat {i + 1} ({levels[i]})") for i, pid in enumerate(ids)],
                    profile=profile, seed=seed)
    game.route_search_work = route_work
    # as the window does when a game opens: what lives now is set aside, so the
    # collector's passes over the bots' many copies stay short
    settle_memory()
    bots = {pid: make_bot(level, max_evals=max_evals)
            for pid, level in zip(ids, levels, strict=True)}
    rngs = {pid: random.Random(f"{seed}:{i}") for i, pid in enumerate(ids)}
    result = GameResult(seed, profile, list(levels))
    for _ in range(max_actions):
        if game.finished:
            break
        _one_decision(game, ids, bots, rngs, budgets, result)
    result.actions = len(game.actions)
    result.finished = game.finished
    # A player out of the game (18MW's bankruptcy) counts 0 and never wins.
    present = [game.is_player(pid) for pid in ids]
    result.values = [game.player_value(game.player(pid)) if here else 0
                     for pid, here in zip(ids, present, strict=True)]
    best = max(v for v, here in zip(result.values, present, strict=True) if here)
    result.winners = [i for i, v in enumerate(result.values) if present[i] and v == best]
    if keep is not None:
        keep.append(game)
    return result


def _one_decision(game: Game, ids, bots, rngs, budgets, result: GameResult) -> None:
    deciders = game.deciding_players()
    pid = deciders[0] if deciders else ids[0]  # nobody's: the first seat decides (never seen)
    bot = bots[pid]
    start = time.perf_counter()
    action = bot.choose(game, pid, budgets[bot.level], rngs[pid])
    if bot.level != "random":
        result.decision_ms.append(1000 * (time.perf_counter() - start))
    try:
        game.process(action)
    except IllegalAction:
        result.refused += 1
        game.process(RandomBot().choose(game, pid, 0.0, rngs[pid]))


@dataclass(frozen=True)
class GameSpec:
    """One game of a match, all that decides it: what `play_spec` plays."""

    title: str
    levels: tuple[str, ...]
    seed: int
    profile: str
    budget_s: tuple[tuple[str, float], ...] = ()  # (level, seconds) over the defaults
    max_actions: int = MAX_ACTIONS
    route_work: int = ROUTE_WORK
    max_evals: int | None = None


def match_games(
    title: str,
    seats: list[str],
    games: int,
    seed: int = 0,
    profile: str | None = None,
    budget_s: dict[str, float] | None = None,
    route_work: int = ROUTE_WORK,
    max_actions: int = MAX_ACTIONS,
    max_evals: int | None = None,
) -> list[GameSpec]:
    """The games of a match: game g seats `seats` rotated g times, has seed
    `seed + g`, and the rule profile `profile`, or the title's profiles in turn
    (18MW has the rulebook's only)."""
    profiles = [p for p in PROFILES if p in offered_profiles(title)] or ["rulebook"]
    budgets = tuple(sorted((budget_s or {}).items()))
    return [
        GameSpec(title, tuple(seat_levels(seats, g)), seed + g,
                 profile or profiles[g % len(profiles)], budgets, max_actions, route_work,
                 max_evals)
        for g in range(games)
    ]


def play_spec(spec: GameSpec) -> GameResult:
    """The game `spec` describes, played out."""
    return play_game(spec.title, list(spec.levels), spec.seed, spec.profile,
                     dict(spec.budget_s), spec.max_actions, spec.route_work, spec.max_evals)


def play_all(specs: list[GameSpec], jobs: int = 1, progress=None) -> list[GameResult]:
    """Every game of `specs`, their results in the same order; `jobs` > 1 plays
    that many at a time, each in its own process (one a core: a game uses one).
    `progress(result)` hears of each game as it ends."""
    if jobs <= 1 or len(specs) <= 1:
        out = []
        for spec in specs:
            out.append(play_spec(spec))
            if progress:
                progress(out[-1])
        return out
    # spawn, not fork: the caller may hold threads or Qt, which a fork copies half-made
    with ProcessPoolExecutor(jobs, mp_context=multiprocessing.get_context("spawn")) as pool:
        futures = [pool.submit(play_spec, spec) for spec in specs]
        for future in as_completed(futures):
            if progress:
                progress(future.result())
        return [future.result() for future in futures]


def run(
    title: str,
    seats: list[str],
    games: int,
    seed: int = 0,
    profile: str | None = None,
    *,
    progress=None,
    jobs: int = 1,
    **settings: Any,
) -> list[GameResult]:
    """`games` games with rotated seats, `jobs` at a time; `settings` (budget_s,
    route_work, max_actions, max_evals) go to `match_games`."""
    return play_all(match_games(title, seats, games, seed, profile, **settings), jobs, progress)


def summary(results: list[GameResult]) -> dict:
    """What `gamedesk selfplay --json` prints: results per level, decision times."""
    levels: dict[str, dict[str, int]] = {}
    times: list[float] = []
    for r in results:
        for seat, level in enumerate(r.levels):
            row = levels.setdefault(level, {"seats": 0, "wins": 0})
            row["seats"] += 1
            row["wins"] += int(r.finished and seat in r.winners)
        times.extend(r.decision_ms)
    return {
        "games": len(results),
        "finished": sum(r.finished for r in results),
        "refused": sum(r.refused for r in results),
        "levels": levels,
        "decision_ms": timing(times),
    }


def timing(times: list[float]) -> dict[str, float]:
    if not times:
        return {"median": 0.0, "p95": 0.0, "max": 0.0}
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    return {"median": round(statistics.median(ordered), 1), "p95": round(p95, 1),
            "max": round(ordered[-1], 1)}
