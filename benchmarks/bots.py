"""Computer players' strength and speed: win rates of the match-ups the bots
are held to, per playable title, over fixed seeds. A script, not a test.

    python benchmarks/bots.py [--games N] [--titles 18MEX,1822MX]
                              [--matchups normal-random,...] [--seed0 N]
                              [--max-evals N] [--max-actions N] [--jobs J]
                              [--record FILE [--resume]] [--keep DIR] [--json]

Each match-up "A-B" seats one A against three B (4 players); seats rotate
from game to game and the rule profiles alternate (gamedesk.ai.selfplay), so
N games give A every seat and both profiles. Prints per title and match-up:
games, finished, refused actions, A's win rate (a tie for first is a win)
and the decision times of all bots in those games (median, p95, max ms).
The targets of issue 15: Normal vs random >= 90 %, Hard vs Normal >= 40 %,
Easy vs random >= 50 %, Easy vs Normal <= 15 %; p95 <= 1 s, max <= 2 s.

`--jobs J` plays J games at a time, each in its own process: on the 2-core
machine the issue names, 2 (the clock then sees one game a core).

Hundreds of games with the clock take hours, so a run can be recorded and
continued: `--record FILE` adds a line to FILE for every game as it ends
(the version of the code, the match-up, the seed, the whole result and its
decision times); with `--resume`, games FILE already holds for the same
version, title, match-up, seed and bounds are not played again but counted
in the table. The version is that of the code and data a game of the title
runs on (their git trees): gamedesk/ but its window (gamedesk/ui) and the
other titles' packages, resources/ but its icons and the other titles'
data. A commit that changes none of them keeps the record's games (work on
the window, or on 18ESP, does not restart a count of 18MEX games); changes
not yet committed there are recorded as "...-dirty" and never pooled with
the clean version. The issue's record is benchmarks/records/clock.jsonl.

`--keep DIR` writes every game played to DIR/<title>/<match-up>/<seed>.json
(its seats, seed, profile and actions, as tests/ai/positions holds them:
`replayed()` reads one), so that a lost game of the clock can be traced
afterwards without playing it again (a clock game never plays the same twice).
"""

from __future__ import annotations

import argparse
import dataclasses
import hashlib
import json
import subprocess
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
        version = _version(title)
        for matchup in args.matchups:
            rows.append(_measure(selfplay, title, matchup, args, version))
            if not args.json:
                _print_row(rows[-1])
    if args.json:
        print(json.dumps(rows, indent=1))
    return 0


def _measure(selfplay, title: str, matchup: str, args, version: str) -> dict:
    hero, rest = matchup.split("-")
    start = time.perf_counter()
    specs = selfplay.match_games(title, [hero, rest, rest, rest], args.games, args.seed0,
                                 max_evals=args.max_evals, max_actions=args.max_actions)
    bound = {"max_evals": args.max_evals, "max_actions": args.max_actions}
    done = _recorded(args.record, version, title, matchup, bound) if args.resume else {}
    todo = [s for s in specs if s.seed not in done]

    def progress(result) -> None:
        if args.record:
            _record(args.record, version, title, matchup, bound, result)
        print(f"  {title} {matchup} seed {result.seed}: winners "
              f"{[result.levels[i] for i in result.winners]}, {result.actions} actions, "
              f"{'finished' if result.finished else 'NOT FINISHED'}, refused "
              f"{result.refused}, {time.perf_counter() - start:.0f} s",
              file=sys.stderr, flush=True)

    if args.keep:
        folder = Path(args.keep, title, matchup)
        folder.mkdir(parents=True, exist_ok=True)
        games = _play_kept(todo, args.jobs, progress, folder)
    else:
        games = selfplay.play_all(todo, args.jobs, progress)
    played = {r.seed: r for r in games}
    results = [done.get(s.seed) or played[s.seed] for s in specs]
    report = selfplay.summary(results)
    mine = report["levels"].get(hero, {"seats": 0, "wins": 0})
    return {
        "title": title, "matchup": matchup, "games": report["games"],
        "finished": report["finished"], "refused": report["refused"],
        "win_rate": round(mine["wins"] / max(report["games"], 1), 3),
        "decision_ms": report["decision_ms"],
        "seconds": round(time.perf_counter() - start),
        "resumed": len(specs) - len(todo),
    }


def _play_kept(specs: list, jobs: int, progress, folder: Path) -> list:
    """`selfplay.play_all`, each game's actions written to `folder` as it ends."""
    from concurrent.futures import ProcessPoolExecutor, as_completed
    from functools import partial
    from multiprocessing import get_context

    play = partial(_kept_game, folder=str(folder))
    if jobs <= 1:
        results = []
        for spec in specs:
            results.append(play(spec))
            progress(results[-1])
        return results
    with ProcessPoolExecutor(jobs, mp_context=get_context("spawn")) as pool:
        futures = [pool.submit(play, spec) for spec in specs]
        for future in as_completed(futures):
            progress(future.result())
        return [future.result() for future in futures]


def _kept_game(spec, folder: str):
    """One game of `spec` (selfplay.play_spec), its actions written to `folder`."""
    from gamedesk.ai import selfplay

    kept: list = []
    result = selfplay.play_game(spec.title, list(spec.levels), spec.seed, spec.profile,
                                dict(spec.budget_s), spec.max_actions, spec.route_work,
                                spec.max_evals, keep=kept)
    game = {"title": spec.title, "profile": spec.profile, "seed": spec.seed,
            "players": len(spec.levels), "ids": "s", "levels": list(spec.levels),
            "route_work": spec.route_work, "actions": [a.to_dict() for a in kept[0].actions]}
    Path(folder, f"{spec.seed}.json").write_text(json.dumps(game, separators=(",", ":")),
                                                 encoding="utf-8")
    return result


def _version(title: str) -> str:
    """The version of the code and data a game of `title` runs on: a digest of
    the git trees that count for it (`_counts`); "-dirty" if files there differ
    from the commit, "unknown" outside git."""
    def git(*args: str) -> str:  # not stripped: a status line starts with a space
        return subprocess.run(["git", *args], cwd=REPO, capture_output=True, text=True,
                              check=True).stdout

    try:
        entries = git("ls-tree", "HEAD", "gamedesk/", "gamedesk/titles/", "resources/",
                      "resources/titles/").splitlines()
        changed = git("status", "--porcelain", "--", "gamedesk", "resources").splitlines()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"
    kept = sorted(line for line in entries if _counts(line.partition("\t")[2], title))
    dirty = any(_counts(line[3:].split(" -> ")[-1], title) for line in changed)
    code = hashlib.sha1("\n".join(kept).encode()).hexdigest()
    return f"{title}-{code[:12]}" + ("-dirty" if dirty else "")


def _counts(path: str, title: str) -> bool:
    """Whether a file or folder of the repository is part of what a game of
    `title` between bots runs: not the window (gamedesk/ui, resources/icons),
    the folders that hold the titles (their parts are listed one by one), nor
    another title's package (gamedesk/titles/g18esp) or data
    (resources/titles/18ESP)."""
    path = path.strip('"').rstrip("/")
    if path in ("gamedesk/titles", "resources/titles"):
        return False
    if any(path == w or path.startswith(w + "/") for w in ("gamedesk/ui", "resources/icons")):
        return False
    for folder, own in (("gamedesk/titles/", f"g{title.lower()}"), ("resources/titles/", title)):
        if path.startswith(folder):
            name = path[len(folder):].split("/")[0]
            shared_module = folder == "gamedesk/titles/" and name.endswith(".py")  # registry.py
            return name == own or shared_module
    return True


def _record(path: str, version: str, title: str, matchup: str, bound: dict, result) -> None:
    kept = dataclasses.asdict(result)
    # a tenth of a millisecond says all a decision's time can: the record stays small
    kept["decision_ms"] = [round(ms, 1) for ms in kept["decision_ms"]]
    line = {"version": version, "title": title, "matchup": matchup, **bound, "result": kept}
    with open(path, "a+", encoding="utf-8") as fh:
        # after a line cut short, a new line: the cut one alone is lost
        fh.seek(0, 2)
        if fh.tell():
            fh.seek(fh.tell() - 1)
            if fh.read(1) != "\n":
                fh.write("\n")
        fh.write(json.dumps(line) + "\n")


def _recorded(path: str | None, version: str, title: str, matchup: str, bound: dict) -> dict:
    """The results FILE holds for this version of the code, match-up and bounds, by seed. A
    line cut short (a run stopped while writing) is skipped: it is played again."""
    from gamedesk.ai.selfplay import GameResult

    found: dict = {}
    if not path or not Path(path).exists():
        return found
    with open(path, encoding="utf-8") as fh:
        for text in fh:
            try:
                line = json.loads(text)
                same = (line["version"], line["title"], line["matchup"]) == (
                    version, title, matchup) and all(line[k] == v for k, v in bound.items())
                result = GameResult(**line["result"]) if same else None
            except (ValueError, KeyError, TypeError):
                continue
            if result is not None:
                found[result.seed] = result
    return found


def _print_row(row: dict) -> None:
    t = row["decision_ms"]
    resumed = f", {row['resumed']} from the record" if row["resumed"] else ""
    print(f"{row['title']:<7} {row['matchup']:<14} games {row['games']:>4} finished "
          f"{row['finished']:>4} refused {row['refused']:>3} win {100 * row['win_rate']:5.1f} % "
          f"ms median {t['median']:>6} p95 {t['p95']:>7} max {t['max']:>7} "
          f"({row['seconds']} s{resumed})", flush=True)


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
    parser.add_argument("--max-actions", type=int, default=6000,
                        help="end each game after this many actions (default 6000; a game "
                        "not over by then counts as unfinished)")
    parser.add_argument("--jobs", type=int, default=1,
                        help="games at a time, one process each (2 on a 2-core machine)")
    parser.add_argument("--record", metavar="FILE",
                        help="add a line to FILE for every game as it ends")
    parser.add_argument("--resume", action="store_true",
                        help="with --record: count the games FILE holds for this version "
                        "of the code, play only the others")
    parser.add_argument("--keep", metavar="DIR",
                        help="write every game played to DIR/TITLE/MATCHUP/SEED.json")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    if args.resume and not args.record:
        parser.error("--resume needs --record FILE")
    return args


if __name__ == "__main__":
    raise SystemExit(main())
