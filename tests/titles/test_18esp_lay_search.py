"""The track step's quick questions give the full listing's answers.

Whether the track step waits (R-093) asks whether any lay exists, stopping at
the first (`any_lay`), and the listing asks 18ESP's limits on a tile in a hex
before the board tries its rotations (`esp_lays`). Both must answer as the
full listing: every shared lay (within the treasury and P1's 30 when the
company owns P1; once the tile actions are spent, the mine tile's, R-072),
then 18ESP's refusals (track.py) and Aranjuez's (R-082), then P1's lays,
those it can pay less P1's 30 (R-027). Checked at every track step of the
real log and of two seeded random games, under each profile.
"""

from __future__ import annotations

import random

import pytest

from gamedesk.ai.random_bot import choose
from gamedesk.engine.actions import act
from gamedesk.engine.operating_rules import OperatingRules
from gamedesk.io.importer import LogReplayer
from gamedesk.titles import new_game
from gamedesk.titles.g18esp import track
from gamedesk.titles.g18esp.game import MINE_LAY, P1_DISCOUNT
from tests.titles.esp_log import as_rulebook, log_game, the_log


def listed_in_full(game, turn) -> list:
    """The lays as listed before the quick questions: the board's whole list
    (up to the treasury and P1's 30 when the company owns P1), then 18ESP's
    refusals lay by lay, alone and then with P1's help on a mine (R-027)."""
    p1 = game.p1_usable(turn)
    mine_only = game.next_lay_slot(turn) is None and game.mine_tile_open(turn)
    board = list(OperatingRules.iter_lay_actions(game, turn,
                                                 budget=turn.op.cash + (P1_DISCOUNT if p1 else 0),
                                                 slot=MINE_LAY if mine_only else None))
    if mine_only:
        board = [a for a in board if game.is_mine_lay(turn, a["hex"])]

    def allowed(a, discount: int = 0) -> bool:
        return (track.refusal(game, turn, a["hex"], a["tile"], game.terrain_cost(a["hex"]),
                              discount) is None
                and track.aranjuez_refusal(game, a["hex"], a["tile"], a["rotation"]) is None)

    alone = [a for a in board if allowed(a)]
    helped = [act("lay_tile", a.entity, **{**a.args, "special": "P1"}) for a in board
              if p1 and game.p1_helps(turn, a["hex"], a["tile"]) and allowed(a, P1_DISCOUNT)]
    return alone + helped


def mine_lay_in_full(game, turn) -> bool:
    if getattr(turn, "mine_laid", False) or turn.is_minor:
        return False
    options = game.board.lay_options(turn.op.sym, colors=("yellow",), new_lay=True,
                                     upgrade=False)
    return any(o.hex in game.mine_hexes for o in options)


def compare(game, seen: dict) -> None:
    """At a track step: the quick answers against the full listing's."""
    turn = game.round.turn
    full = listed_in_full(game, turn)
    turn.lay_cache = None  # ask afresh, not the listing kept for the position
    assert game.any_lay(turn) == bool(full), (len(game.actions), turn.op.sym)
    assert game.esp_lay_actions(turn) == full, (len(game.actions), turn.op.sym)
    assert game.mine_lay_possible(turn) == mine_lay_in_full(game, turn), len(game.actions)
    seen[bool(full)] = seen.get(bool(full), 0) + 1


def at_track_step(game) -> bool:
    return (not game.finished and game.round_kind() == "operating"
            and game.current_step() == "track")


@pytest.mark.rules("R-027", "R-071", "R-074", "R-082", "R-086", "R-091", "R-093")
def test_any_lay_and_the_lays_listed_match_the_full_listing_along_the_real_log():
    log = the_log()
    game = log_game(log)
    replayer = LogReplayer(log, game=game)
    seen: dict[bool, int] = {}
    for n, entry in enumerate(log.moves):
        if at_track_step(game):
            compare(game, seen)
            if n % 4 == 0:  # the printed rules' lays too (the mine's closing differs)
                compare(as_rulebook(game), seen)
        replayer.apply(entry)
    assert seen.get(True, 0) > 100 and seen.get(False, 0) > 0, seen


@pytest.mark.rules("R-071", "R-074", "R-082", "R-091", "R-093")
@pytest.mark.parametrize("seed,players,profile", [(7, 5, "rulebook"), (2, 4, "18xx.games")])
def test_any_lay_and_the_lays_listed_match_the_full_listing_in_random_games(
        seed, players, profile):
    game = new_game("18ESP", [(f"p{i}", f"Player {i}") for i in range(players)],
                    profile=profile, seed=seed)
    game.route_search_work = 200
    rng = random.Random(seed)
    seen: dict[bool, int] = {}
    for _ in range(3000):
        if game.finished:
            break
        if at_track_step(game):
            compare(game, seen)
        game.process(choose(game, rng))
    assert game.finished
    assert seen.get(True, 0) > 50 and seen.get(False, 0) > 0, seen
