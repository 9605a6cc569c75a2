"""The short cuts that keep 18MW's lay listing quick give the rules' own answer.

Every hex of the map is a candidate for a lay (R-112), so a listing weighs a
few thousand lays. Three short cuts make it cheap, and each is pinned here to
the plain computation at many positions of seeded random games:

- where no route is needed, the board keeps which tiles may go on a hex, at
  which rotations and for what, for every hex alike (the same tile on it, or
  the same printed content; the same passable sides and future label), and
  `check_lay` answers a lay it has found legal from that (`upgrades._option`,
  `_known_lay`);
- the R-124 check of a listing works out each home's way out once
  (`track_rules.HomeGuard`);
- the R-115 check of a listing takes each lay's cost from the board's listing
  instead of checking the lay again.

The plain computation: the board's hex key switched off (every option worked
out from the rules, every lay checked in full) and every lay of the listing
judged on its own by `lay_refusal`, with a fresh R-124 check and the cost
asked of the board.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from gamedesk.ai.random_bot import choose
from gamedesk.engine.board import upgrades
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.operating_rules import OperatingRules
from gamedesk.titles import new_game

# (seed, players, positions): seeded random games, a track step every few
# actions compared, from the first lay to the last phases.
GAMES = [(3, 4, 20), (8, 5, 20)]
EVERY = 3  # track steps: every third is compared


def track_positions(seed: int, players: int, wanted: int):
    """The game at every EVERY-th track step of a seeded random game."""
    game = new_game("18MW", [(f"p{i}", f"Player {i}") for i in range(players)], seed=seed)
    rng = random.Random(seed)
    seen = found = 0
    while not game.finished and found < wanted:
        if game.current_step() == "track":
            seen += 1
            if seen % EVERY == 1:
                found += 1
                yield game
        game.process(choose(game, rng))


def plain_listing(game, monkeypatch) -> list:
    """The legal actions of a copy, worked out without the board's kept options."""
    with monkeypatch.context() as patch:
        patch.setattr(upgrades, "_hex_key", lambda *args: None)
        other = game.copy()
        other.mark_edited()  # the copy shares the listing kept: list anew
        return other.legal_actions()


def plain_lays(game, turn, monkeypatch, refused: Counter) -> list:
    """The lays of the position, each judged by itself (R-115, R-124); counts
    the refusals by rule in `refused`."""
    with monkeypatch.context() as patch:
        patch.setattr(upgrades, "_hex_key", lambda *args: None)
        lays = [*OperatingRules.lay_actions(game, turn), *game.conversion_actions(turn)]
        verdicts = [(a, game.lay_refusal(turn, a)) for a in lays]
    refused.update(r.rule for _, r in verdicts if r is not None)
    return [a for a, refusal in verdicts if refusal is None]


def check_answer(game, turn, action) -> tuple[str, int | str]:
    """("cost", n) for a legal lay, ("refused", rule) otherwise."""
    slot = game.next_lay_slot(turn)
    try:
        return "cost", game.board.check_lay(
            turn.op.sym, action["hex"], action["tile"], action["rotation"],
            colors=game.lay_colors(turn), new_lay=bool(slot["lay"]),
            upgrade=bool(slot["upgrade"]))
    except IllegalAction as refused:
        return "refused", refused.rule


def near_misses(game, listed: list) -> list:
    """Lays the listing leaves out: each listed tile at the rotations not offered."""
    offered = {(a["hex"], a["tile"], a["rotation"]) for a in listed}
    return [a.__class__(a.type, a.entity, {**a.args, "rotation": r})
            for a in listed[::40] for r in range(6)
            if (a["hex"], a["tile"], r) not in offered]


@pytest.mark.long
@pytest.mark.rules("R-112", "R-115", "R-124")
def test_the_quick_lay_listing_matches_the_rules_worked_out_in_full(monkeypatch):
    compared = lays_seen = 0
    refused: Counter = Counter()
    for seed, players, positions in GAMES:
        for game in track_positions(seed, players, positions):
            quick = game.legal_actions()
            assert quick == plain_listing(game, monkeypatch)
            turn = game.round.turn
            lays = [a for a in quick if a.type == "lay_tile"]
            assert lays == plain_lays(game, turn, monkeypatch, refused)
            if game.next_lay_slot(turn) is not None:
                for action in lays[::25] + near_misses(game, lays):
                    answer = check_answer(game, turn, action)
                    with monkeypatch.context() as patch:
                        patch.setattr(upgrades, "_hex_key", lambda *args: None)
                        assert check_answer(game, turn, action) == answer
            compared += 1
            lays_seen += len(lays)
    # the games reached their lays, and both checks refused some
    assert compared == sum(n for _, _, n in GAMES) and lays_seen > 20_000
    assert refused["R-124"] and refused["R-115"], refused
