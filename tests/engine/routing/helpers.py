"""Small 18MEX positions and an exhaustive reference for the route finder tests."""

from __future__ import annotations

import itertools
import random

from gamedesk.engine.board import Board
from gamedesk.engine.board.routes import Route, TrainSpec, build_route, route_keys
from gamedesk.engine.data import load_title
from gamedesk.engine.errors import IllegalAction

YELLOW = ("yellow",)
GREEN = ("yellow", "green")
BROWN = ("yellow", "green", "brown")
HOMES = {
    "CHI": "E6",
    "NdM": "O10",
    "MC": "I8",
    "TM": "I12",
    "MEX": "P13",
    "SPM": "O8",
    "UdY": "Q14",
}


def new_board(profile: str = "rulebook") -> Board:
    return Board(load_title("18MEX"), profile=profile)


def lay(board: Board, *placements: tuple[str, str, int]) -> Board:
    for hex_, tile, rotation in placements:
        board.lay_tile(hex_, tile, rotation)
    return board


def random_position(seed: int) -> tuple[Board, str, tuple[str, ...]]:
    """A board with a few random legal lays around one company's home, a rival
    station or two, and the phase colours of the lays."""
    rng = random.Random(seed)
    board = new_board(rng.choice(("rulebook", "18xx.games")))
    board.reserve_homes()
    company = rng.choice(sorted(HOMES))
    colors = rng.choice((YELLOW, GREEN, BROWN))
    board.place_token(company, HOMES[company], 0)
    rival = rng.choice([c for c in HOMES if c != company])
    for step in range(rng.randint(15, 35)):
        options = board.lay_options(company, colors=colors, new_lay=True, upgrade=step % 3 == 2)
        if not options:
            break
        option = rng.choice(options)
        board.lay_tile(option.hex, option.tile, rng.choice(option.rotations))
        if rng.random() < 0.25:
            _maybe_token(board, rng, rng.choice((company, rival)))
    return board, company, colors


def _maybe_token(board: Board, rng: random.Random, company: str) -> None:
    options = board.token_options(company)
    if options:
        board.place_token(company, *rng.choice(options))


def all_routes(board: Board, company: str, train: TrainSpec, colors) -> list[Route]:
    """Every legal route of a train, by walking every simple chain of segments from
    every stop and asking the board's validator about each (no pruning of ours)."""
    found: dict[tuple, Route] = {}
    starts = {seg.start for n in board.reach(company).nodes for seg in board.segments(n)}
    stack = [[seg] for n in starts for seg in board.segments(n)]
    while stack:
        chain = stack.pop()
        route = build_route(board, train, chain, colors)
        try:
            board.check_routes(company, [route])
        except IllegalAction:
            pass
        else:
            steps = route.paths
            found.setdefault(min(steps, steps[::-1]), route)
        if len(chain) >= 12:
            continue
        seen = {chain[0].start, *(s.end for s in chain)}
        keys = set().union(*(s.keys for s in chain))
        stack += [
            [*chain, seg]
            for seg in board.segments(chain[-1].end)
            if seg.end not in seen and not keys & seg.keys
        ]
    return list(found.values())


def brute_force_revenue(board: Board, company: str, trains: list[TrainSpec], colors) -> int:
    """The best total over every combination of legal routes (None: no run)."""
    per_train = [[None, *all_routes(board, company, t, colors)] for t in trains]
    best = 0
    for combo in itertools.product(*per_train):
        chosen = [r for r in combo if r is not None]
        total = sum(r.revenue for r in chosen)
        if total <= best:
            continue
        keys = [set(route_keys(board, r)) for r in chosen]
        if all(a.isdisjoint(b) for a, b in itertools.combinations(keys, 2)):
            best = total
    return best
