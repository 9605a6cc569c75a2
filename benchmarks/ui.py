"""Window benchmarks (no assertions; medians printed):

- start: from a fresh Python process to the main window shown (imports included);
- redraw: the map's redraw after an action on the full 18MEX map (snapshot from the
  engine, scene update, viewport repaint), over consecutive actions of a real game;
- refresh: the whole window's refresh after an action (all docks), for comparison;
- timeline: one step back, one step forward and a jump to a random action on the
  replay timeline of the same game, the window redrawn each time (median, max).

Run: QT_QPA_PLATFORM=offscreen python benchmarks/ui.py [--runs N] [--clock cpu]

`--clock cpu` times the redraws and timeline moves in this process's CPU time
(time.process_time) instead of wall time: on a machine shared with other work
the wall clock counts the time other processes took the CPU.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
LOG = Path(os.environ.get("GAMEDESK_SHARED", REPO.parent / "shared"))
LOG = LOG / "fixtures" / "18xx.games" / "18MEX" / "80226.json"
clock = time.perf_counter  # --clock cpu: time.process_time

START = """
import time
t0 = time.perf_counter()
from PySide6.QtWidgets import QApplication
app = QApplication([])
from gamedesk.ui.main_window import MainWindow
w = MainWindow(quiet=True, remember_layout=False)
w.show()
app.processEvents()
print(time.perf_counter() - t0)
"""


def bench_start(runs: int) -> float:
    """Median seconds from interpreter start to the window shown."""
    times = []
    env = {**os.environ, "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen")}
    for _ in range(runs):
        t0 = time.perf_counter()
        subprocess.run(
            [sys.executable, "-c", START], cwd=REPO, env=env, check=True, capture_output=True
        )
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def bench_redraw(start_at: int, count: int) -> tuple[float, float]:
    """Median ms of the map redraw and of the full refresh after one action."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from gamedesk.io.replay import open_record, replay
    from gamedesk.ui.main_window import MainWindow
    from gamedesk.ui.session import Session
    from gamedesk.ui.snapshot import snapshot_of

    app = QApplication.instance() or QApplication([])
    final = replay(open_record(LOG))
    actions = list(final.actions)
    os.environ["GAMEDESK_DATA_DIR"] = str(REPO / ".bench-data")
    window = MainWindow(quiet=True, remember_layout=False)
    window.resize(1600, 1000)
    window.show()
    session = Session(Session.open(LOG, autosave_enabled=False).setup, actions[:start_at])
    session.autosave_enabled = False
    window.set_session(session)
    app.processEvents()
    view, scene = window.map_view, window.map_view.map_scene()
    redraw, refresh = [], []
    for action in actions[start_at : start_at + count]:
        session.tree.play(action)
        game = session.game
        t0 = clock()
        scene.update_snapshot(snapshot_of(game))
        view.viewport().repaint()
        redraw.append(clock() - t0)
        t0 = clock()
        window.refresh()
        app.processEvents()
        refresh.append(clock() - t0)
    window.close()
    return statistics.median(redraw) * 1000, statistics.median(refresh) * 1000


def bench_timeline(moves: int) -> dict[str, tuple[float, float]]:
    """(median, max) ms of timeline moves, each with the whole window redrawn."""
    import random

    from PySide6.QtWidgets import QApplication

    from gamedesk.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    window = MainWindow(quiet=True, remember_layout=False)
    window.resize(1600, 1000)
    window.show()
    window.open_file(LOG)
    window.wait_for_load()
    app.processEvents()
    timeline, length = window.replay.timeline, window.session.tree.length
    rng = random.Random(1)

    def timed(move) -> float:
        t0 = clock()
        move()
        app.processEvents()
        return (clock() - t0) * 1000

    out: dict[str, list[float]] = {"step_back": [], "step_forward": [], "jump": []}
    for _ in range(moves):
        window.replay.go(rng.randrange(1, length))
        app.processEvents()
        out["step_back"].append(timed(timeline.prev))
        out["step_forward"].append(timed(timeline.next))
        out["jump"].append(timed(lambda: window.replay.go(rng.randrange(length + 1))))
    window.close()
    return {k: (statistics.median(v), max(v)) for k, v in out.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="start-up runs (default 5)")
    parser.add_argument("--at", type=int, default=200, help="first action timed (default 200)")
    parser.add_argument("--count", type=int, default=60, help="actions timed (default 60)")
    parser.add_argument("--moves", type=int, default=40, help="timeline moves of each kind")
    parser.add_argument("--clock", choices=("wall", "cpu"), default="wall")
    parser.add_argument("--only", choices=("timeline",), help="only the timeline moves")
    args = parser.parse_args()
    global clock
    clock = time.process_time if args.clock == "cpu" else time.perf_counter
    if args.only == "timeline":
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        _print_timeline(args.moves)
        return
    print(f"start_to_window_s_median: {bench_start(args.runs):.3f}")
    redraw, refresh = bench_redraw(args.at, args.count)
    print(f"map_redraw_after_action_ms_median: {redraw:.2f}")
    print(f"window_refresh_after_action_ms_median: {refresh:.2f}")
    _print_timeline(args.moves)


def _print_timeline(moves: int) -> None:
    for name, (median, most) in bench_timeline(moves).items():
        print(f"timeline_{name}_ms_median: {median:.1f} (max {most:.1f})")


if __name__ == "__main__":
    main()
