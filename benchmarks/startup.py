"""Start-up of the frozen bundle (packaging/build) against the same code in a venv
(no assertions; medians printed, the two taken in turns so that a busy machine
weighs on both alike):

- version: `gamedesk --version`, process start to exit (Python and the command
  line, no Qt);
- window: `gamedesk screenshot LOG OUT --at 0`, process start to exit: Qt, the
  main window built and rendered offscreen, the game set up (no moves replayed);
- game: the same at the end of the game (554 actions replayed, the window drawn).

Run with the venv's Python: python benchmarks/startup.py [--runs N] [--frozen PATH]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
LOG = Path(os.environ.get("GAMEDESK_SHARED", REPO.parent / "shared"))
LOG = LOG / "fixtures" / "18xx.games" / "18MEX" / "80226.json"
FROZEN = REPO / "dist" / "gamedesk" / ("gamedesk.exe" if os.name == "nt" else "gamedesk")


def seconds(command: list[str]) -> float:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    start = time.perf_counter()
    subprocess.run(command, cwd=REPO, env=env, check=True, capture_output=True)
    return time.perf_counter() - start


def compare(name: str, args: list[str], frozen: Path, runs: int) -> None:
    venv = [sys.executable, "-m", "gamedesk"]
    seconds([str(frozen), *args])  # once each first: the files into the page cache
    seconds([*venv, *args])
    times: dict[str, list[float]] = {"frozen": [], "venv": []}
    for _ in range(runs):
        times["frozen"].append(seconds([str(frozen), *args]))
        times["venv"].append(seconds([*venv, *args]))
    f, v = (statistics.median(times[k]) for k in ("frozen", "venv"))
    print(f"{name:<8} frozen {f * 1000:7.0f} ms   venv {v * 1000:7.0f} ms   ratio {f / v:5.2f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--frozen", type=Path, default=FROZEN)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as out:
        shot = str(Path(out) / "shot.png")
        print(f"medians of {args.runs} runs each")
        compare("version", ["--version"], args.frozen, args.runs)
        compare("window", ["screenshot", str(LOG), shot, "--at", "0"], args.frozen, args.runs)
        compare("game", ["screenshot", str(LOG), shot], args.frozen, args.runs)


if __name__ == "__main__":
    main()
