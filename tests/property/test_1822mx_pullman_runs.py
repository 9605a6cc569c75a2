"""Every run the routes step offers a company with the Pullman is accepted
(R-115, R-175, R-181), whichever train the car was put on.

At each routes step of a company owning the Pullman, in the real logs and in
seeded random games played through the legal-action queries, the car is put
on each train that may take it in turn (on a copy), and every offered
`run_routes` is processed as offered (on a further copy): none may be refused.
"""

from __future__ import annotations

import os

import pytest

from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.history import snapshot
from gamedesk.titles.g1822mx import dividends
from tests.titles.mx_helpers import positions
from tests.titles.mx_random import random_positions

LOGS = ("86", "123055", "fcm_cannot_lay_thru_mexico_city")
# `GD_MX_PULLMAN_GAMES=N` samples N random games (default 6: both profiles, 2-5 players)
GAMES = int(os.environ.get("GD_MX_PULLMAN_GAMES", "6"))
EVERY = 3  # every third routes step of a company with the car is checked


def _pullman_routes_step(game) -> bool:
    turn = getattr(game.round, "turn", None)
    return turn is not None and turn.step == "routes" and turn.has_pullman()


def _attachments(game):
    """The position once the car is on each train that may take it (as it is,
    if it is on one already)."""
    turn = game.round.turn
    if turn.pullman_on is not None:
        return [snapshot(game)]
    out = []
    for i in range(len(dividends.pullman_candidates(game, turn.op))):
        g = snapshot(game)
        g.process({"type": "choose", "entity": turn.op.sym, "choice": str(i)})
        out.append(g)
    return out


def refused_runs(game) -> list[str]:
    """What `process` says of each offered run, for every place of the car."""
    found = []
    for g in _attachments(game):
        for run in [a for a in g.legal_actions() if a.type == "run_routes"]:
            try:
                snapshot(g).process(run)
            except IllegalAction as exc:
                on = g.round.turn.pullman_on
                found.append(f"car on {on.id if on else None}: {run['routes']}: {exc}")
    return found


@pytest.mark.rules("R-115", "R-175", "R-181")
def test_no_offered_run_with_the_pullman_is_refused_in_the_real_logs():
    checked = 0
    for stem in LOGS:
        for n, game in positions(stem):
            if _pullman_routes_step(game):
                assert not refused_runs(game), f"{stem} action {n}"
                checked += 1
    assert checked >= 20  # 123055's minor 22 and MIR carry the car to the end


def _cases() -> list[tuple[int, str, int]]:
    sampled = [(seed, ("rulebook", "18xx.games")[seed % 2], 2 + seed // 2 % 4)
               for seed in range(GAMES)]
    return [*sampled, (100021, "18xx.games", 3)]  # a refused run was reported here


@pytest.mark.rules("R-115", "R-175", "R-181")
@pytest.mark.parametrize(("seed", "profile", "players"), _cases(),
                         ids=[f"{s}-{p}-{n}p" for s, p, n in _cases()])
def test_no_offered_run_with_the_pullman_is_refused_in_random_games(seed, profile, players):
    seen = 0
    for n, game in random_positions(seed, players, profile):
        if _pullman_routes_step(game):
            seen += 1
            if seen % EVERY == 1:
                assert not refused_runs(game), f"action {n}"
