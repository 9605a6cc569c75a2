"""1822MX operating rules checked in positions of the real game 123055 found by
what they hold: the operating order, minors' colours, terrain costs, stations,
loan interest, the sold-out rise and the player's wealth at the end."""

from __future__ import annotations

import pytest

from gamedesk.engine.errors import IllegalAction
from gamedesk.titles.g1822mx import cubes, stock_round_end, track
from tests.titles.mx_helpers import fingerprint, first_position, log_position, positions

STEM = "123055"
NDEM = "NDEM"


def _turn(game):
    return getattr(game.round, "turn", None)


@pytest.mark.rules("R-091")
def test_minors_then_majors_then_the_ndem_each_by_falling_price():
    checked = 0
    for _, game in positions(STEM):
        turn = _turn(game)
        if game.round.kind != "operating" or turn is None or game.round.done:
            continue  # the order as it stands when the round's first company acts
        order = game.operating_order()
        # the first company acts: it leads the order, ahead of any that moved since
        assert order[0] == turn.op.sym
        kinds = [game.corporations[s].kind for s in order]
        majors = [s for s in order if s != NDEM and kinds[order.index(s)] == "major"]
        minors = [s for s in order if kinds[order.index(s)] == "minor"]
        assert order == minors + majors + ([NDEM] if NDEM in order else [])
        for group in (minors, majors):
            rest = [s for s in group if s != turn.op.sym]
            prices = [game.share_price(game.corporations[s]) for s in rest]
            assert prices == sorted(prices, reverse=True), (order, prices)
        checked += 1
    assert checked > 10


@pytest.mark.rules("R-132", "R-106")
def test_a_minor_never_lays_brown_or_gray():
    def minor_builds_in_brown(g):
        turn = _turn(g)
        return (turn is not None and turn.step == "track" and turn.is_minor
                and "brown" in g.phase.tiles)

    game = first_position(STEM, minor_builds_in_brown)
    turn = _turn(game)
    assert set(track.lay_colours(game, turn)) <= {"yellow", "green"}
    tiles = {a["tile"] for a in game.legal_actions() if a.type == "lay_tile"}
    colours = {game.data.tiles[t]["color"] for t in tiles if t in game.data.tiles}
    assert colours <= {"yellow", "green", "white"}  # white: the builder cube


@pytest.mark.rules("R-138")
def test_a_yellow_lay_on_terrain_pays_its_cost():
    def terrain_lay(g):
        turn = _turn(g)
        if turn is None or turn.step != "track" or turn.is_ndem:
            return False
        return any(a.type == "lay_tile" and not a.get("special")
                   and g.board.tile_def(a["hex"]).upgrade_cost and not g.cubes_on.get(a["hex"])
                   and g.board.tile_of(a["hex"]).color == "white"
                   for a in g.legal_actions())

    game = first_position(STEM, terrain_lay)
    op = _turn(game).op
    lay = next(a for a in game.legal_actions() if a.type == "lay_tile" and not a.get("special")
               and game.board.tile_def(a["hex"]).upgrade_cost
               and not game.cubes_on.get(a["hex"])
               and game.board.tile_of(a["hex"]).color == "white")
    cost = game.board.tile_def(lay["hex"]).upgrade_cost
    cash, bank = op.cash, game.bank.cash
    game.process(lay)
    assert op.cash == cash - cost and game.bank.cash == bank + cost


@pytest.mark.rules("R-242")
def test_the_ndem_lays_on_terrain_only_where_cubes_pay_the_cost():
    def ndem_builds(g):
        turn = _turn(g)
        return turn is not None and turn.step == "track" and turn.is_ndem and any(
            a.type == "lay_tile" for a in g.legal_actions())

    game = first_position(STEM, ndem_builds)
    for a in game.legal_actions():
        if a.type == "lay_tile" and a["tile"] != cubes.CUBE_TILE:
            cost = game.board.tile_def(a["hex"]).upgrade_cost
            assert cost <= cubes.discount(game, a["hex"]) or game.board.tile_of(
                a["hex"]).color != "white", a


@pytest.mark.rules("R-164")
def test_one_station_of_a_company_per_city():
    def token_step(g):
        turn = _turn(g)
        return turn is not None and turn.step == "token" and any(
            a.type == "place_token" for a in g.legal_actions())

    game = first_position(STEM, token_step)
    op = _turn(game).op
    own = set(game.board.tokens_of(op.sym))
    offered = {(a["hex"], a["city"]) for a in game.legal_actions() if a.type == "place_token"}
    assert offered and not offered & own
    hex_, city = sorted(own)[0]
    before = fingerprint(game)
    with pytest.raises(IllegalAction):
        game.process({"type": "place_token", "entity": op.sym, "hex": hex_, "city": city})
    assert fingerprint(game) == before


@pytest.mark.rules("R-082")
def test_a_loan_grows_by_half_rounded_up_at_the_end_of_a_stock_round():
    game = log_position(STEM, 100)
    pid = game.players[0].id
    game.loans[pid] = 75
    stock_round_end.charge_interest(game)
    assert game.loans[pid] == 113


@pytest.mark.rules("R-083")
def test_a_major_wholly_held_by_players_rises_a_space_and_the_ndem_never():
    game = first_position(STEM, lambda g: g.round.kind == "stock" and any(
        c.kind == "major" and c.sym != NDEM and c.floated
        and all(g.is_player(s.owner) for s in c.shares) for c in g.corporations.values()))
    sold_out = [c for c in game.corporations.values() if c.kind == "major" and c.sym != NDEM
                and c.floated and all(game.is_player(s.owner) for s in c.shares)]
    others = [c for c in game.corporations.values() if c.floated and not c.removed
              and c not in sold_out]
    before = {c.sym: game.share_price(c) for c in game.corporations.values()
              if c.sym in game.market.position}
    stock_round_end.sold_out_rise(game)
    for c in sold_out:
        assert game.share_price(c) > before[c.sym]
    for c in others:
        assert game.share_price(c) == before[c.sym]


@pytest.mark.rules("R-306")
def test_wealth_at_the_end_is_cash_and_shares_less_loans():
    game = log_position(STEM, 977)
    assert game.finished
    for player in game.players:
        shares = sum(game.certificate_value(s) for c in game.corporations.values()
                     for s in c.shares_of(player.id))
        cards = sum(c.value for c in game.companies.values()
                    if c.owner == player.id and not c.closed and c.kind != "minor")
        debt = game.loans.get(player.id, 0)
        assert game.player_value(player) == player.cash + shares + cards - debt
