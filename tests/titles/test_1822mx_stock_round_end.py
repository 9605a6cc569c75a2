"""The end of an 1822MX stock round: the order of the bid boxes, of minors
starting together, and the P7 question (R-061, R-072, R-079, R-081)."""

from __future__ import annotations

import pytest

from gamedesk.titles.g1822mx.bid_boxes import BOX_SIZES
from tests.titles.mx_helpers import box, new_mx, pass_round, play, positions

STEM = "123055"


def _is_subsequence(part, whole) -> bool:
    it = iter(whole)
    return all(item in it for item in part)


@pytest.mark.rules("R-061")
def test_each_stock_round_starts_with_the_boxes_slid_down_and_refilled():
    first = None
    starts = 0
    previous_kind = None
    for _, game in positions(STEM):
        kind = game.round.kind
        if kind == "stock" and previous_kind != "stock":
            piles = game.bid_boxes.piles
            if first is None:
                first = {name: list(pile) for name, pile in piles.items()}
            for name, size in BOX_SIZES.items():
                assert game.bid_boxes.boxes(name) == tuple(piles[name][:size]), name
                assert _is_subsequence(piles[name], first[name])  # the piles never reorder
            starts += 1
        previous_kind = kind
    assert starts >= 7


@pytest.mark.rules("R-079", "R-061")
def test_an_unsold_minor_in_box_3_becomes_box_1():
    game = new_mx()
    minors = game.bid_boxes.boxes("minors")
    play(game, ("bid", "p1", {"company": minors[1], "price": 100}))  # box 2 is sold
    pass_round(game)  # box 1 goes to the NdeM; boxes 3 and 4 stay unsold
    assert game.bid_boxes.between["minors"][:2] == minors[2:]


@pytest.mark.rules("R-072")
@pytest.mark.parametrize("profile", ["rulebook", "18xx.games"])
def test_minors_starting_together_stack_by_bid_then_box(profile):
    game = new_mx(profile=profile)
    b2, b3, b4 = (box(game, "minors", n) for n in (2, 3, 4))
    play(game, ("bid", "p1", {"company": b4, "price": 100}), ("pass", "p1"),
         ("bid", "p2", {"company": b3, "price": 120}), ("pass", "p2"),
         ("bid", "p3", {"company": b2, "price": 100}))
    pass_round(game)
    syms = [game.minor_of(s).sym for s in (b3, b2, b4)]
    cells = {game.market.position[s] for s in syms}
    assert len(cells) == 1  # phase 1: every minor starts at $50
    stack = [s for s in game.market.stacks[cells.pop()] if s in syms]
    assert stack == syms  # the highest bid on top, then the lower box


@pytest.mark.rules("R-081")
@pytest.mark.parametrize(("profile", "before_april_2026", "asked"),
                         [("rulebook", True, False), ("18xx.games", True, True),
                          ("18xx.games", False, False)])
def test_p7_is_offered_where_doubling_changes_nothing_only_in_older_site_logs(
        profile, before_april_2026, asked):
    from gamedesk.titles.g1822mx.game import P7_ASKED_EVERY_ROUND
    from tests.titles.mx_helpers import log_position

    game = log_position(STEM, 340)  # the last pass of SR 3; P7 goes to 14765 at its end
    assert P7_ASKED_EVERY_ROUND in game.options  # the log was played in 2023
    if not before_april_2026:
        game.options = game.options - {P7_ASKED_EVERY_ROUND}
    game.profile = profile
    for player in game.players:
        if player.id != "14765":
            player.cash += 1000  # far richer: doubled, 14765 stays last
    play(game, ("pass", "14765"))
    assert game.companies["P7"].owner == "14765"
    assert (game.round.kind == "choose") == asked
