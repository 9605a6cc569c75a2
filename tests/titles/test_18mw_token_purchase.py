"""18MW: buying another company's station after the train step (R-154 … R-156).
The route to the station is given by hand (the reconstructed map's track is
not the point here): the board's `reach` is replaced for the buyer."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from gamedesk.engine.actions import act
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.steps.standard import StandardTurn
from gamedesk.titles.g18mw import steps
from gamedesk.titles.g18mw.rounds import MwOperatingRound
from tests.titles.mw_helpers import stock_position

CNW = "C&NW"


def position():
    """C&NW (home F18) at its train step; NP (home C11) has a second station in
    Chicago (H22), which C&NW reaches."""
    game = stock_position({"a": ["C&NW_0", "C&NW_1", "C&NW_2"], "b": ["C&NW_3", "C&NW_4"],
                           "c": ["C&NW_5"]})
    game.par_corporation("b", "NP", 100)
    for sid in ("NP_1", "NP_2", "NP_3", "NP_4"):
        game.share_by_id(sid).owner = "c"
    game.check_float(game.corporations["NP"])
    game.board.place_token("NP", "H22", 0)
    game.corporations["NP"].tokens_placed += 1
    reach = {("F18", 0), ("H22", 0), ("C11", 0)}
    game.board.reach = lambda sym, **kw: SimpleNamespace(nodes=reach)
    game.round = MwOperatingRound(game, 1)
    turn = StandardTurn(game, game.round, game.corporations[CNW], steps.STEPS,
                        anytime=steps.ANYTIME)
    turn.step = "buy_token"
    game.round.turn = turn
    game.mark_edited()
    return game, turn


@pytest.mark.rules("R-154", "R-155", "R-156")
def test_a_station_is_bought_for_100_to_the_seller_and_the_normal_cost_to_the_bank():
    game, turn = position()
    assert turn.legal_actions()[:1] == [act("buy_token", CNW, hex="H22", city=0)]
    cnw, np_ = game.corporations[CNW], game.corporations["NP"]
    cash, np_cash, np_left = cnw.cash, np_.cash, np_.tokens_left()
    cost = game.station_cost(cnw, "H22")
    game.process(act("buy_token", CNW, hex="H22", city=0))
    assert ("H22", 0) in game.board.tokens_of(CNW) and ("H22", 0) not in game.board.tokens_of("NP")
    assert cnw.cash == cash - 100 - cost and np_.cash == np_cash + 100
    assert np_.tokens_left() == np_left + 1  # back on its charter


@pytest.mark.rules("R-155")
def test_a_base_station_is_never_sold():
    game, _ = position()
    with pytest.raises(IllegalAction) as info:
        game.process(act("buy_token", CNW, hex="C11", city=0))
    assert info.value.rule == "R-155"


@pytest.mark.rules("R-131", "R-154")
def test_no_purchase_after_placing_a_station_this_turn():
    game, turn = position()
    turn.placed_station = True
    assert game.token_purchases(turn) == []
