"""18ESP's train rules shown in 18ESP positions: combining that would strand a
company (R-172), a lower train limit (R-151), a trainless company at its limit
(R-156) and the forced purchase's train (R-157)."""

from __future__ import annotations

import pytest

from gamedesk.engine.actions import act
from gamedesk.engine.errors import IllegalAction
from tests.titles.esp_log import as_rulebook, next_entries, position

COMBINE = act("combine_trains", "FdC", train="5-0", recycled="2-0", variant="1+2")


def fdc_cut_off(profile: str = "18xx.games"):
    """Action 718: FdC, its one train a 5, may join a recycled 1+2 to it (the log
    does). Here its northern and pass stations are gone and every pass is closed:
    a train of both gauges could cross nowhere."""
    game, _ = position(718)
    if profile == "rulebook":
        game = as_rulebook(game)
    board = game.board
    for hex_, index in list(board.tokens_of("FdC")):
        if hex_ in ("I5", "L8"):
            board.remove_token("FdC", hex_, index)
    board.closed_gates = frozenset(board.run_rules.gates)
    game.mark_edited()
    return game


@pytest.mark.rules("R-172")
@pytest.mark.parametrize("profile", ["18xx.games", "rulebook"])
def test_combining_that_would_leave_no_runnable_train_is_refused(profile):
    game = fdc_cut_off(profile)
    assert game.current_step() == "combine"
    assert COMBINE not in game.legal_actions()
    cash = game.corporation("FdC").cash
    with pytest.raises(IllegalAction) as refused:
        game.process(COMBINE)
    assert refused.value.rule == "R-172"
    fdc = game.corporation("FdC")
    assert fdc.cash == cash and [t.name for t in fdc.trains] == ["5"]


@pytest.mark.rules("R-172")
def test_combining_is_allowed_while_another_train_can_still_run():
    game = fdc_cut_off()
    other = game.corporation("CRB").trains[0]  # a 4-train
    game.give_train(other, "FdC")  # a southern train with FdC's southern stations
    game.mark_edited()
    assert COMBINE in game.legal_actions()
    game.process(COMBINE)
    assert sorted(t.name for t in game.corporation("FdC").trains) == ["4", "6+2C"]


@pytest.mark.rules("R-172")
def test_combining_a_train_that_can_cross_a_pass_is_allowed():
    game, _ = position(718)  # as in the log: FdC's stations reach the open País Vasco pass
    assert COMBINE in game.legal_actions()
    assert next_entries(718)[0]["type"] == "combined_trains"
