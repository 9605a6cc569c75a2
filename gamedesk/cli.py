"""The `gamedesk` command: the window, or a headless replay / import.

Exit codes: 0 ok, 1 a --check found a difference, 2 bad input or usage (a
one-line message on stderr, no traceback), 3 an internal error (one line on
stderr; the traceback goes to the error log in the data folder). The engine
side is imported only when a command needs it, so `--help` and the window
start fast and a missing part is reported in words.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import statistics
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

from gamedesk import __version__
from gamedesk.io.failures import could_not_read, internal_error, printable
from gamedesk.memory import release_memory, settle_memory

EXIT_OK, EXIT_MISMATCH, EXIT_USAGE, EXIT_INTERNAL = 0, 1, 2, 3


class CommandError(Exception):
    """Bad input or usage: reported as one line on stderr, exit code 2."""


class FileProblem(CommandError):
    """A file that cannot be read or replayed: "gamedesk could not read FILE: ..."."""

    def __init__(self, file: str, reason: object) -> None:
        super().__init__(could_not_read(file, reason))


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit code."""
    args_list = list(sys.argv[1:] if argv is None else argv)
    if _wants_window(args_list):
        return start_window(args_list)
    parser = build_parser()
    try:
        args = parser.parse_args(args_list)
    except SystemExit as exc:  # argparse has printed help or a usage error
        return int(exc.code or 0)
    try:
        return args.run(args)
    except FileProblem as exc:
        print(exc, file=sys.stderr)
        return EXIT_USAGE
    except CommandError as exc:
        print(printable(f"gamedesk {args.command}: {exc}"), file=sys.stderr)
        return EXIT_USAGE
    except Exception:  # the catch-all: one line, the traceback logged
        print(internal_error(getattr(args, "file", "the input"), args.command), file=sys.stderr)
        return EXIT_INTERNAL


COMMANDS = ("replay", "import", "screenshot", "routes", "selfplay")


def _wants_window(argv: list[str]) -> bool:
    # Options that are not ours (Qt's -platform, -style ...) go to the window too,
    # and so does a file to open (`gamedesk FILE`, what a double click on a save runs).
    if not argv:
        return True
    first = argv[0]
    if first.startswith("-"):
        return first not in ("-h", "--help", "--version")
    return _names_a_file(first)


def _names_a_file(arg: str) -> bool:
    # A mistyped command ("replya") still gets argparse's list of commands; a save
    # named like a command opens as ./replay.
    if arg in COMMANDS:
        return False
    return Path(arg).exists() or "." in Path(arg).name or "/" in arg or os.sep in arg


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="gamedesk",
        usage="%(prog)s [FILE] | %(prog)s COMMAND ...",
        description="Play and replay 18xx games. Without a command, opens the window; "
        "with FILE (a save or an 18xx.games log), opens it there.",
    )
    parser.add_argument("--version", action="version", version=f"gamedesk {__version__}")
    # prog: the commands' usage lines start "gamedesk replay", not with the usage above.
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", prog="gamedesk")
    _add_replay(commands)
    _add_import(commands)
    _add_screenshot(commands)
    _add_routes(commands)
    _add_selfplay(commands)
    return parser


def _add_selfplay(commands: Any) -> None:
    from gamedesk.ai.selfplay_command import add_parser  # no engine import: --help stays fast

    add_parser(commands, run_selfplay)


def run_selfplay(args: argparse.Namespace) -> int:
    from gamedesk.ai.selfplay_command import run

    try:
        return run(args)
    except ValueError as exc:
        raise CommandError(str(exc)) from None


def _add_replay(commands: Any) -> None:
    replay = commands.add_parser(
        "replay",
        help="replay a save or an 18xx.games log and show the position",
        description="Replay FILE (a gamedesk save or an 18xx.games log) and print the "
        "round, the phase and each player's cash and value.",
    )
    replay.add_argument("file", metavar="FILE")
    replay.add_argument(
        "--to",
        metavar="N",
        type=_count(0),
        help="stop after N actions (for a log: effective actions, after undo/redo); "
        "for a save, the window's timeline counts the same N",
    )
    replay.add_argument(
        "--line",
        metavar="NAME",
        help="a save's line of play (a variation's name; default: the main line)",
    )
    replay.add_argument(
        "--check",
        action="store_true",
        help="compare each player's value and the end reason with the file's result "
        "(exit code 1 on a difference)",
    )
    replay.add_argument("--json", action="store_true", help="print a JSON summary")
    replay.add_argument(
        "--bench",
        metavar="N",
        type=_count(1),
        help="replay N times after loading once and print replay_ms_median and "
        "action_ms_max (the slowest single action in those runs)",
    )
    replay.set_defaults(run=run_replay)


def _add_import(commands: Any) -> None:
    imp = commands.add_parser(
        "import",
        help="convert an 18xx.games log into a gamedesk save",
        description="Replay an 18xx.games log and write it as a gamedesk save.",
    )
    imp.add_argument("file", metavar="FILE")
    imp.add_argument("-o", "--output", metavar="SAVE.gamedesk", required=True)
    imp.set_defaults(run=run_import)


def _add_screenshot(commands: Any) -> None:
    shot = commands.add_parser(
        "screenshot",
        help="render the window (or one view) of a game to a PNG, without a display",
        description="Replay FILE (a gamedesk save or an 18xx.games log) to action N and "
        "write a picture of the window or of one view.",
    )
    shot.add_argument("file", metavar="FILE")
    shot.add_argument("out", metavar="OUT.png")
    shot.add_argument(
        "--at",
        metavar="N",
        type=_count(0),
        help="after N actions (default: all); for --view replay, N is the timeline's action",
    )
    shot.add_argument(
        "--view",
        choices=(
            "window", "map", "market", "charters", "info", "holdings", "log", "replay", "play",
            "tray", "hint",
        ),
        default="window",
        help="info: trains, phases, bank and tiles; holdings: who holds what; "
        "replay: the window browsing the game, timeline and charts in view; "
        "play: the window playing on from action N (the action panel live); "
        "tray: as play, with the tile tray of a hex open; hint: as play, with the hint "
        "for the player to act shown; log: the log's last page",
    )
    shot.add_argument("--size", metavar="WxH", type=_size, default=(1600, 1000))
    shot.add_argument(
        "--language",
        choices=("en", "es"),
        default="en",
        help="the window's language in the picture (default: en, whatever the settings say)",
    )
    shot.set_defaults(run=run_screenshot)


def _add_routes(commands: Any) -> None:
    routes = commands.add_parser(
        "routes",
        help="the best routes of the operating company, proven optimal",
        description="Replay FILE (a gamedesk save or an 18xx.games log) to action N and "
        "print the highest-revenue routes of the company operating there; with "
        "--all-runs, compare every run the file records with the best one.",
    )
    routes.add_argument("file", metavar="FILE")
    routes.add_argument("--at", metavar="N", type=_count(0), help="after N actions (default: all)")
    routes.add_argument(
        "--all-runs",
        action="store_true",
        help="for every run_routes action: the logged and the best revenue",
    )
    routes.add_argument("--json", action="store_true", help="print JSON")
    routes.add_argument(
        "--budget",
        metavar="SECONDS",
        type=float,
        default=10.0,
        help="time allowed per position; past it the best found is flagged not optimal",
    )
    routes.set_defaults(run=run_routes)


def _size(text: str) -> tuple[int, int]:
    width, sep, height = text.lower().partition("x")
    if not sep or not width.isdigit() or not height.isdigit():
        raise argparse.ArgumentTypeError(f"{text!r} is not WIDTHxHEIGHT (e.g. 1600x1000)")
    w, h = int(width), int(height)
    if not (100 <= w <= 10000 and 100 <= h <= 10000):
        raise argparse.ArgumentTypeError(f"{text}: each side must be 100 to 10000 pixels")
    return w, h


def _count(least: int) -> Any:
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
        if value < least:
            raise argparse.ArgumentTypeError(f"must be at least {least}, not {value}")
        return value

    return parse


# -- the window -----------------------------------------------------------------------


def start_window(argv: list[str]) -> int:
    """Open the main window; `run` gets the arguments as QApplication expects them
    (program name first), a file to open among them."""
    if argv and not argv[0].startswith("-") and not Path(argv[0]).is_file():
        print(f"gamedesk: {argv[0]}: no such file", file=sys.stderr)
        return EXIT_USAGE
    try:
        app = importlib.import_module("gamedesk.ui.app")
    except ModuleNotFoundError as exc:
        if exc.name in ("gamedesk.ui", "gamedesk.ui.app"):
            print(
                "gamedesk: the window is not built yet (gamedesk.ui.app is missing); "
                "the replay and import commands work, see `gamedesk --help`",
                file=sys.stderr,
            )
        else:
            print(f"gamedesk: cannot start the window: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except ImportError as exc:  # typically a Qt system library that is not installed
        print(
            f"gamedesk: cannot start the window: {exc} "
            "(on Debian/Ubuntu, ./scripts/run names the packages to install)",
            file=sys.stderr,
        )
        return EXIT_USAGE
    problem = _display_problem()
    if problem:
        print(f"gamedesk: {problem}", file=sys.stderr)
        return EXIT_USAGE
    return int(app.run(["gamedesk", *argv]) or 0)


def _display_problem() -> str | None:
    # Without this, Qt aborts with a long plugin message that hides the real cause.
    if not sys.platform.startswith("linux") or os.environ.get("QT_QPA_PLATFORM"):
        return None
    if os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"):
        return None
    return (
        "no display to open the window on (DISPLAY and WAYLAND_DISPLAY are unset); "
        "run it in a desktop session, or set QT_QPA_PLATFORM=offscreen to run unseen"
    )


# -- replay ---------------------------------------------------------------------------


@dataclass(frozen=True)
class CheckResult:
    passed: bool
    detail: str


def run_replay(args: argparse.Namespace) -> int:
    if args.check and args.to is not None:
        raise CommandError("--check compares the final result, so it cannot be used with --to")
    engine = _replay_module()
    record = _open_record(engine, args.file)
    count = _line_length(engine, record, args.line)
    if args.to is not None and args.to > count:
        raise CommandError(f"--to {args.to}: the line has only {count} actions")
    if args.check and not record.result:
        raise CommandError("--check: the file has no final result to compare with")
    if args.bench:
        return _bench(engine, record, args)
    summary = _replay(engine, record, args.to, args.line).summary()
    check = check_result(record, summary) if args.check else None
    if args.json:
        _print_json(summary, check)
    else:
        print(format_summary(summary))
        if check:
            print(check.detail)
    return EXIT_MISMATCH if check and not check.passed else EXIT_OK


def _line_length(engine: ModuleType, record: Any, line: str | None) -> int:
    if line is None or record.save is None:
        return record.action_count
    try:
        return len(engine.line_actions(record.save, line))
    except engine.RecordError as exc:
        raise FileProblem(record.path, exc) from None


def _replay_module() -> ModuleType:
    try:
        return importlib.import_module("gamedesk.io.replay")
    except ModuleNotFoundError as exc:
        if exc.name == "gamedesk.io.replay":
            raise CommandError(
                "replaying needs the rules engine, which this build does not have yet "
                "(gamedesk.io.replay is missing)"
            ) from None
        raise CommandError(f"cannot load the replay engine: {exc}") from None


def _open_record(engine: ModuleType, file: str) -> Any:
    # The reader refuses folders, pipes, devices, link loops and over-long names.
    try:
        return engine.open_record(Path(file))
    except (engine.RecordError, OSError) as exc:
        raise FileProblem(file, exc) from None


def _replay(
    engine: ModuleType,
    record: Any,
    to: int | None,
    line: str | None = None,
    action_ms: list[float] | None = None,
) -> Any:
    timing = {} if action_ms is None else {"action_ms": action_ms}
    try:
        return engine.replay(record, to=to, line=line, **timing)
    except engine.RecordError as exc:
        raise FileProblem(record.path, exc) from None


def check_result(record: Any, summary: dict) -> CheckResult:
    """Compare a finished replay with the result stored in the file."""
    expected: dict[str, int] = {str(k): v for k, v in record.result.items()}
    players = summary["players"]
    for player in players:
        pid, value = str(player["id"]), player["value"]
        who = printable(f"player {player['name']} ({pid})")
        if pid not in expected:
            return CheckResult(False, f"check failed: {who} is not in the file's result")
        if expected[pid] != value:
            return CheckResult(
                False, f"check failed: {who}: expected value {expected[pid]}, got {value}"
            )
    missing = sorted(set(expected) - {str(p["id"]) for p in players})
    if missing:
        return CheckResult(
            False,
            f"check failed: the file's result has player {missing[0]}, "
            "who is not in the replayed game",
        )
    if not summary.get("finished"):
        return CheckResult(False, f"check failed: not finished after {summary['actions']} actions")
    reason = record.game_end_reason
    if reason is not None and summary.get("game_end_reason") != reason:
        return CheckResult(
            False,
            f"check failed: game end reason: expected {reason!r}, "
            f"got {summary.get('game_end_reason')!r}",
        )
    tail = f" and the end reason ({reason})" if reason is not None else ""
    return CheckResult(True, f"check passed: all {len(players)} players' values{tail} match")


def format_summary(summary: dict) -> str:
    """The plain-text report: where the game stands and each player's cash and value."""
    state = "finished" if summary.get("finished") else "not finished"
    if summary.get("finished") and summary.get("game_end_reason"):
        state += f" ({summary['game_end_reason']})"
    lines = [
        f"{summary['title']}: {summary['actions']} actions, {state}",
        f"round: {summary['round']}",
        f"phase: {summary['phase']}",
        "",
    ]
    rows = [("player", "cash", "value")]
    rows += [
        (printable(f"{p['name']} ({p['id']})"), str(p["cash"]), str(p["value"]))
        for p in summary["players"]
    ]
    width = [max(len(row[n]) for row in rows) for n in range(3)]
    for name, cash, value in rows:
        lines.append(f"{name:<{width[0]}}  {cash:>{width[1]}}  {value:>{width[2]}}")
    return "\n".join(lines)


def _print_json(document: dict, check: CheckResult | None) -> None:
    if check:
        document = {**document, "check": {"passed": check.passed, "detail": check.detail}}
    print(json.dumps(document, indent=2, ensure_ascii=False, default=str))


def _bench(engine: ModuleType, record: Any, args: argparse.Namespace) -> int:
    # Only the replays are timed: start-up and reading the file are done once, before.
    # What lives then (the program, the title data, the record) is set aside from
    # the garbage collector, as the window does once a game is open
    # (gamedesk/memory.py); each run's garbage is collected before the next.
    seconds, action_ms, game = [], [], None
    for _ in range(args.bench):
        game = None
        settle_memory()
        start = time.perf_counter()
        game = _replay(engine, record, args.to, action_ms=action_ms)
        seconds.append(time.perf_counter() - start)
    release_memory()
    summary = game.summary()
    median_ms = statistics.median(seconds) * 1000
    actions = summary["actions"]
    figures = {
        "runs": args.bench,
        "actions": actions,
        "replay_ms_median": round(median_ms, 3),
        "us_per_action": round(median_ms * 1000 / actions, 1) if actions else None,
        # the slowest single action (with what follows it automatically) in all runs
        "action_ms_max": round(max(action_ms), 3) if action_ms else None,
    }
    check = check_result(record, summary) if args.check else None
    if args.json:
        _print_json(figures, check)
    else:
        print("\n".join(f"{key}: {value}" for key, value in figures.items()))
        if check:
            print(check.detail)
    return EXIT_MISMATCH if check and not check.passed else EXIT_OK


# -- screenshot -----------------------------------------------------------------------


def run_screenshot(args: argparse.Namespace) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # no display needed
    try:
        shots = importlib.import_module("gamedesk.ui.screenshot")
    except ImportError as exc:
        raise CommandError(f"cannot load the window code: {exc}") from None
    if args.language != "en":
        try:
            shots.use_language(args.language)
        except OSError as exc:
            raise CommandError(str(exc)) from None
    engine = _replay_module()
    record = _open_record(engine, args.file)
    if args.view == "replay":
        return _replay_screenshot(shots, engine, args)
    if args.at is not None and args.at > record.action_count:
        raise CommandError(f"--at {args.at}: the file has only {record.action_count} actions")
    game = _replay(engine, record, args.at)
    try:
        if args.view in ("play", "tray", "hint"):
            path = shots.play_screenshot(
                record.to_save(game), game, args.out, args.size, tray=args.view == "tray",
                hint=args.view == "hint",
            )
        else:
            path = shots.screenshot(game, args.out, args.view, args.size)
    except OSError as exc:
        raise CommandError(str(exc)) from None
    print(f"wrote {path}: {args.view} after {len(game.actions)} actions ({game.round_label()})")
    return EXIT_OK


def _replay_screenshot(shots: ModuleType, engine: ModuleType, args: argparse.Namespace) -> int:
    try:
        path, where = shots.replay_screenshot(args.file, args.out, args.at, args.size)
    except engine.RecordError as exc:
        raise FileProblem(args.file, exc) from None
    except OSError as exc:
        raise CommandError(str(exc)) from None
    print(f"wrote {path}: replay, {where}")
    return EXIT_OK


# -- routes ---------------------------------------------------------------------------


def run_routes(args: argparse.Namespace) -> int:
    if args.all_runs and args.at is not None:
        raise CommandError("--all-runs looks at every run, so it cannot be used with --at")
    routing = _routing_module()
    engine = _replay_module()
    record = _open_record(engine, args.file)
    if args.at is not None and args.at > record.action_count:
        raise CommandError(f"--at {args.at}: the file has only {record.action_count} actions")
    if args.all_runs:
        try:
            rows = [
                _run_row(routing, n, game, entry, args.budget)
                for n, game, entry in run_positions(record)
            ]
        except IllegalActionError as exc:
            raise FileProblem(args.file, exc) from None
        print(json.dumps(rows, indent=2) if args.json else format_runs(rows))
        return EXIT_OK
    game = _replay(engine, record, args.at)
    company = routing.operating_company(game)
    if company is None:
        raise CommandError(f"no company is operating after {len(game.actions)} actions")
    result = routing.best_routes_for(game, company, time_budget_s=args.budget)
    if args.json:
        print(json.dumps({"company": company, **result.to_dict()}, indent=2))
    else:
        print(format_best(company, result))
    return EXIT_OK


def _routing_module() -> ModuleType:
    try:
        return importlib.import_module("gamedesk.engine.routing")
    except ImportError as exc:
        raise CommandError(f"cannot load the route finder: {exc}") from None


def run_positions(record: Any) -> Any:
    """(action index, game before it, entry) for every run_routes action of a record,
    replaying the record once."""
    from gamedesk.engine.actions import Action
    from gamedesk.engine.errors import IllegalAction
    from gamedesk.io.importer import LogReplayer
    from gamedesk.io.replay import game_from_save

    try:
        if record.log is not None:
            replayer = LogReplayer(record.log)
            entries, game, step = record.log.moves, replayer.game, replayer.apply
        else:
            game = game_from_save(record.save)
            entries = record.save.actions
            step = lambda entry: game.process(Action.from_dict(entry), restore=False)  # noqa: E731
    except IllegalAction as exc:
        raise IllegalActionError(f"cannot set up the game: {exc}") from None
    for n, entry in enumerate(entries):
        if entry.get("type") == "run_routes":
            yield n, game, entry
        try:
            step(entry)
        except IllegalAction as exc:
            refused = f"action {n} ({entry.get('type')}) is refused: {exc}"
            raise IllegalActionError(refused) from None


class IllegalActionError(Exception):
    """A file's action refused while walking its runs (bad input)."""


def _run_row(routing: ModuleType, n: int, game: Any, entry: dict, budget: float) -> dict:
    company = str(entry["entity"])
    result = routing.best_routes_for(game, company, time_budget_s=budget)
    return {
        "action": n,
        "company": company,
        "logged_revenue": routing.logged_revenue(game, company, entry.get("routes", [])),
        "best_revenue": result.revenue,
        "optimal": result.optimal,
        "ms": round(result.ms, 3),
    }


def format_best(company: str, result: Any) -> str:
    """The plain-text report of one position's best routes."""
    proof = "optimal" if result.optimal else "best found (not proven optimal)"
    lines = [f"{company}: {result.revenue} ({proof}, {result.ms:.0f} ms)"]
    for route in result.routes:
        if route is not None:
            lines.append(f"  {route.train_id}: {' '.join(route.stops)}  = {route.revenue}")
    return "\n".join(lines)


def format_runs(rows: list[dict]) -> str:
    """One line per logged run: logged and best revenue, proof, time."""
    lines = ["action  company  logged   best  optimal      ms"]
    for r in rows:
        lines.append(
            f"{r['action']:>6}  {r['company']:<7} {r['logged_revenue']:>6} {r['best_revenue']:>6}"
            f"  {'yes' if r['optimal'] else 'no':<7} {r['ms']:>7.1f}"
        )
    return "\n".join(lines)


# -- import ---------------------------------------------------------------------------


def run_import(args: argparse.Namespace) -> int:
    from gamedesk.io.save import SaveError, write_save

    source, output = Path(args.file), Path(args.output)
    engine = _replay_module()
    record = _open_record(engine, args.file)
    if _same_file(source, output):
        raise CommandError("the output would overwrite the log itself; choose another -o")
    if record.kind != "18xx.games":
        raise CommandError(f"{args.file} is already a gamedesk save; there is nothing to import")
    game = _replay(engine, record, None)
    save = record.to_save(game)
    try:
        write_save(output, save)
    except SaveError as exc:
        raise CommandError(str(exc)) from None
    print(f"wrote {output}: {save.title}, {len(save.players)} players, {len(save.actions)} actions")
    return EXIT_OK


def _same_file(a: Path, b: Path) -> bool:
    try:
        return b.exists() and os.path.samefile(a, b)
    except OSError:  # an over-long or looping name: not the same readable file
        return False
