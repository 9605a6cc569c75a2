"""Replay an 18xx.games log and report the first action where our state differs
from the reference trace.  Usage: python tools/trace_diff.py LOG TRACE [--ignore f1,f2] [--show N]
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from gamedesk.engine.errors import IllegalAction
from gamedesk.io.importer import LogReplayer
from gamedesk.io.trace import first_difference
from gamedesk.io.trace_state import trace_state
from gamedesk.io.xxlog import read_log


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("log")
    ap.add_argument("trace")
    ap.add_argument("--ignore", default="")
    args = ap.parse_args()
    ignore = tuple(f for f in args.ignore.split(",") if f)
    log = read_log(args.log)
    lines = [json.loads(x) for x in Path(args.trace).read_text().splitlines()]
    rep = LogReplayer(log)
    for i, (entry, ref) in enumerate(zip(log.moves, lines, strict=False)):
        try:
            rep.apply(entry)
        except IllegalAction as exc:
            print(f"i={i} id={entry['id']} {entry['type']} {entry['entity']}: REFUSED: {exc}")
            print(json.dumps(entry)[:600])
            return 1
        mine = trace_state(rep.game)
        want = {k: v for k, v in ref.items() if k not in ("i", "id", "type", "entity", "tiles")}
        d = first_difference(want, mine, ignore=ignore)
        if d:
            print(f"i={i} id={entry['id']} {entry['type']} {entry['entity']}: {d}")
            print(json.dumps(entry)[:600])
            return 1
    print(
        f"all {len(lines)} lines match; auto passes {rep.stats.auto_passes}, "
        f"dropped passes {rep.stats.dropped_passes}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
