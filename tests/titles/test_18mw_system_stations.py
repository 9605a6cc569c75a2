"""A System trades stations as a corporation does (R-158): it buys one for
$100 to the seller and the normal cost to the bank (R-156), and sells any but
its base stations, of which it has two, the merged companies' homes (R-155,
R-177). Reach is given by hand, as in test_18mw_token_purchase."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from gamedesk.engine.actions import act
from gamedesk.engine.steps.standard import StandardTurn
from gamedesk.titles.g18mw import merger, steps
from gamedesk.titles.g18mw.rounds import MwOperatingRound
from tests.titles.test_18mw_mergers import CBQ, mergeable

ST_LOUIS, CHICAGO = ("M17", 0), ("H22", 0)


def with_system():
    """C&NW and CB&Q merged into BN (bases F18 and H16, a station in Chicago);
    NP floated by Bob with a station in St. Louis; everybody reaches everything."""
    game, turn = mergeable()
    system = merger.merge(game, turn, CBQ)
    game.par_corporation("b", "NP", 100)
    for sid in ("NP_1", "NP_2", "NP_3", "NP_4"):
        game.share_by_id(sid).owner = "b"
    game.check_float(game.corporations["NP"])
    game.board.place_token("NP", *ST_LOUIS)
    game.corporations["NP"].tokens_placed += 1
    game.pay(game.bank, system, 500)
    everywhere = {*game.board.tokens_of(system.sym), *game.board.tokens_of("NP")}
    game.board.reach = lambda sym, **kw: SimpleNamespace(nodes=everywhere)
    game.mark_edited()
    return game, system


def buying_turn(game, sym: str) -> StandardTurn:
    game.round = MwOperatingRound(game, 1)
    turn = StandardTurn(game, game.round, game.corporations[sym], steps.STEPS,
                        anytime=steps.ANYTIME)
    turn.step = "buy_token"
    game.round.turn = turn
    game.mark_edited()
    return turn


@pytest.mark.rules("R-158", "R-156")
def test_a_system_buys_a_station_for_100_and_the_normal_cost():
    game, system = with_system()
    turn = buying_turn(game, system.sym)
    np_ = game.corporations["NP"]
    assert [(h, i, s) for h, i, s in game.token_purchases(turn)] == [(*ST_LOUIS, "NP")]
    cash, np_cash = system.cash, np_.cash
    cost = game.station_cost(system, ST_LOUIS[0])
    game.process(act("buy_token", system.sym, hex=ST_LOUIS[0], city=0))
    assert ST_LOUIS in game.board.tokens_of(system.sym)
    assert system.cash == cash - 100 - cost and np_.cash == np_cash + 100


@pytest.mark.rules("R-158", "R-155")
def test_a_systems_two_base_stations_are_never_sold_but_its_others_are():
    game, system = with_system()
    bases = {(h, i) for h, i in game.board.tokens_of(system.sym) if h in ("F18", "H16")}
    assert len(bases) == 2
    turn = buying_turn(game, "NP")
    offered = {(h, i) for h, i, s in game.token_purchases(turn) if s == system.sym}
    assert offered == {CHICAGO}
