"""A seeded random game saved to a file, for pictures of titles with no real logs
(a script, not a test).

    python tools/seeded_game.py TITLE SEED ACTIONS OUT.json [NAME ...]

Moves are random, except that a company lays track, buys a train and runs
whenever it may: after a few hundred actions the map has track and the
companies have trains. The same arguments make the same save.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from gamedesk.ai.random_bot import choose
from gamedesk.engine.game import Game
from gamedesk.io.replay import save_of
from gamedesk.io.save import write_save
from gamedesk.titles import new_game

BUSY = ("lay_tile", "buy_train", "run_routes")
NAMES = ("Ana", "Beto", "Carmen", "Diego")


def play(title: str, seed: int, actions: int, names: tuple[str, ...] = NAMES) -> Game:
    """The game after `actions` actions (fewer if it ends first)."""
    game = new_game(title, [(f"p{i}", name) for i, name in enumerate(names)], seed=seed)
    game.route_search_work = 200  # legal routes, quickly
    rng = random.Random(seed)
    while len(game.actions) < actions and not game.finished:
        busy = [a for a in game.legal_actions() if a.to_dict()["type"] in BUSY]
        game.process(rng.choice(busy) if busy else choose(game, rng))
    return game


def main(argv: list[str]) -> int:
    if len(argv) < 4:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    title, seed, actions, out = argv[0], int(argv[1]), int(argv[2]), Path(argv[3])
    game = play(title, seed, actions, tuple(argv[4:]) or NAMES)
    write_save(out, save_of(game, source=f"tools/seeded_game.py {title} {seed} {actions}"))
    print(f"wrote {out}: {len(game.actions)} actions ({game.round_label()})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
