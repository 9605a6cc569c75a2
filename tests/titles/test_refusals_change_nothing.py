"""Refused actions change nothing, in the cases where they once did (issue 19).

Before the game restored itself on a refusal, a step handler could change the
turn and then refuse: in 18MEX a refused station or run in the track step moved
the turn on, so the company's legal tile lay was refused next (R-092); in
1822MX a refused emergency sale left the turn "raising money", and a sale
naming one certificate twice paid for it twice while one certificate moved.
"""

from __future__ import annotations

import pytest

from gamedesk.engine.actions import act
from gamedesk.engine.errors import IllegalAction
from gamedesk.titles.g1822mx import emergency
from tests.titles.common import fingerprint
from tests.titles.mex_helpers import chi_with_a_train, operator, to_operating, turn_of
from tests.titles.mx_helpers import first_position, log_position, refused


def _chi_in_its_track_step():
    game = turn_of(to_operating(chi_with_a_train()), "CHI")
    assert operator(game) == "CHI" and game.round.turn.step == "track"
    return game


def _a_lay(game):
    return next(a for a in game.legal_actions() if a.type == "lay_tile")


def _refused(game, action) -> str:
    """`action` is refused and the game is as it was; the rule named."""
    before = fingerprint(game)
    with pytest.raises(IllegalAction) as err:
        game.process(action)
    assert fingerprint(game) == before
    return err.value.rule


@pytest.mark.rules("R-092")
def test_18mex_a_refused_station_in_the_track_step_leaves_the_tile_lay_open():
    game = _chi_in_its_track_step()
    lay = _a_lay(game)
    # no city on the plain track of C6: refused once the turn had moved to its token step
    _refused(game, act("place_token", "CHI", hex="C6", city=0))
    assert game.round.turn.step == "track"
    game.process(lay)
    assert game.board.tile_of(lay["hex"]).rotation == lay["rotation"]


@pytest.mark.rules("R-092")
def test_18mex_a_refused_run_in_the_track_step_leaves_the_tile_lay_open():
    game = _chi_in_its_track_step()
    lay = _a_lay(game)
    train = game.corporations["CHI"].trains[0].id
    _refused(game, act("run_routes", "CHI", routes=[{"train": train, "stops": ["C6-0", "Q9-0"]}]))
    assert game.round.turn.step == "track"
    game.process(lay)
    assert game.board.tile_of(lay["hex"]).rotation == lay["rotation"]


# ----------------------------------------------------------------- 1822MX sales

STEM = "123055"
EMERGENCY_AT = 378  # minor 5 must buy a train; its director 10041 raises the money


def _emergency():
    game = log_position(STEM, EMERGENCY_AT)
    turn = game.round.turn
    assert turn.step == "buy_train" and emergency.shortfall(game, turn.op) > 0
    return game, turn.op.president


@pytest.mark.rules("R-213", "R-214", title="1822MX")
def test_1822mx_a_refused_emergency_sale_leaves_the_turn_as_it_was():
    game, director = _emergency()
    assert not game.round.turn.raising
    # a certificate the director does not hold: refused once the sale is checked
    stranger = next(s.id for c in game.corporations.values() for s in c.shares
                    if s.owner not in (director,) and c.sym != "NDEM" and c.ipoed)
    refused(game, act("sell_shares", director, shares=[stranger]))
    assert not game.round.turn.raising
    offered = next(a for a in game.legal_actions() if a.type == "sell_shares")
    game.process(offered)


@pytest.mark.rules("R-034", title="1822MX")
def test_1822mx_a_sale_naming_one_certificate_twice_is_refused_in_an_operating_round():
    game, director = _emergency()
    offered = next(a for a in game.legal_actions() if a.type == "sell_shares")
    cash = game.player(director).cash
    twice = {"type": "sell_shares", "entity": director, "shares": [offered["shares"][0]] * 2}
    refused(game, twice, "format")
    assert game.player(director).cash == cash


@pytest.mark.rules("R-034", title="1822MX")
def test_1822mx_a_sale_naming_one_certificate_twice_is_refused_in_a_stock_round():
    def sale_offered(g):
        return g.round.kind == "stock" and any(a.type == "sell_shares" for a in g.legal_actions())

    game = first_position(STEM, sale_offered)
    sale = next(a for a in game.legal_actions() if a.type == "sell_shares")
    cash = game.player(sale.entity).cash
    refused(game, {**sale.to_dict(), "shares": [sale["shares"][0]] * 2}, "format")
    assert game.player(sale.entity).cash == cash
    game.process(sale)
    assert game.player(sale.entity).cash > cash
