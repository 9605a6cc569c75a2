"""1822MX rules of tiles, privates and the operating order, checked in positions
of the real game 123055 and in new games."""

from __future__ import annotations

import pytest

from tests.titles.mx_helpers import first_position, log_position, new_mx, positions, refused

STEM = "123055"
NDEM = "NDEM"


def _turn(game):
    return getattr(game.round, "turn", None)


def _normal_lays(game):
    return [a for a in game.legal_actions() if a.type == "lay_tile" and not a.get("special")
            and a["tile"] in game.data.tiles and not game.data.tiles[a["tile"]].get("hidden")]


def _major_builds(game) -> bool:
    turn = _turn(game)
    return (turn is not None and turn.step == "track" and not turn.is_minor
            and not turn.is_ndem and bool(_normal_lays(game)))


@pytest.mark.rules("R-015")
def test_only_the_phases_colours_are_laid():
    seen = 0
    for n, game in positions(STEM):
        if n % 5 or not _major_builds(game):
            continue
        colours = {game.data.tiles[a["tile"]]["color"] for a in _normal_lays(game)}
        assert colours <= set(game.phase.tiles), (n, colours, game.phase.tiles)
        seen += 1
    assert seen > 5


@pytest.mark.rules("R-022", "R-020")
def test_a_pass_ends_the_turn_and_play_goes_on():
    game = new_mx(3, profile="rulebook")
    first, second = game.players[0].id, game.players[1].id
    game.process({"type": "pass", "entity": first})
    assert game.active_entities() == [second]
    refused(game, {"type": "pass", "entity": first})


@pytest.mark.rules("R-071")
def test_the_fcm_pair_brings_its_concession_and_minor_18():
    game = first_position(STEM, lambda g: g.round.kind == "operating")
    holder = game.companies["C1"].owner
    assert holder is not None and game.is_player(holder)
    assert game.corporations["18"].president == holder


@pytest.mark.rules("R-092")
def test_the_companies_still_to_operate_follow_the_prices_of_the_moment():
    checked = 0
    for _, game in positions(STEM):
        turn = _turn(game)
        if game.round.kind != "operating" or turn is None or turn.op.sym == NDEM:
            continue
        order = game.operating_order()
        rest = order[order.index(turn.op.sym) + 1:] if turn.op.sym in order else []
        for kind in ("minor", "major"):
            group = [s for s in rest if s != NDEM and game.corporations[s].kind == kind]
            prices = [game.share_price(game.corporations[s]) for s in group]
            assert prices == sorted(prices, reverse=True), (order, prices)
        checked += 1
    assert checked > 100


@pytest.mark.rules("R-100")
def test_privates_reach_players_only_through_the_bid_boxes():
    kinds = set()
    for n, game in positions(STEM):
        if n % 7 == 0 and not game.finished:
            kinds |= {a.type for a in game.legal_actions()}
    assert "bid" in kinds and not kinds & {"buy_company", "sell_company"}


@pytest.mark.rules("R-102")
def test_a_taken_private_is_kept_for_its_power():
    game = log_position(STEM, 96)  # minor 22 takes P13
    take = next(a for a in game.legal_actions() if a.type == "acquire_company")
    game.process(take)
    assert take["company"] in game.corporations[take.entity].companies
    assert not game.companies[take["company"]].closed


@pytest.mark.rules("R-104")
def test_players_privates_are_still_open_at_the_end():
    game = log_position(STEM, 977)
    held = [c for c in game.companies.values() if c.kind == "private" and c.owner
            and game.is_player(c.owner)]
    assert held and not any(c.closed for c in held)


@pytest.mark.rules("R-133")
def test_no_colour_is_skipped():
    game = first_position(STEM, _major_builds)
    op = _turn(game).op
    white = next(a["hex"] for a in _normal_lays(game)
                 if game.board.tile_of(a["hex"]).color == "white")
    green = next(t for t, d in game.data.tiles.items() if d.get("color") == "green"
                 and t in game.board.catalogue.defs)
    for rotation in range(6):
        refused(game, {"type": "lay_tile", "entity": op.sym, "hex": white, "tile": green,
                       "rotation": rotation})


@pytest.mark.rules("R-134")
def test_a_tile_must_touch_the_companys_network():
    game = first_position(STEM, _major_builds)
    op = _turn(game).op
    reach = game.board.reach(op.sym, for_lay=True)
    far = next(h for h in game.board.hexes() if h not in reach.edges
               and game.board.tile_of(h).preprinted and game.board.tile_def(h).color == "white"
               and not game.board.tile_def(h).nodes and not game.board.tile_def(h).upgrade_cost)
    for rotation in range(6):
        refused(game, {"type": "lay_tile", "entity": op.sym, "hex": far, "tile": "9",
                       "rotation": rotation})


@pytest.mark.rules("R-135")
def test_no_track_off_the_map():
    game = first_position(STEM, _major_builds)
    for a in _normal_lays(game):
        exits = game.board.catalogue.defs[a["tile"]].oriented(a["rotation"]).exits
        assert all(game.board.grid.passable(a["hex"], e) for e in exits), a


@pytest.mark.rules("R-151")
def test_mexico_citys_six_stations_are_worth_20_before_the_yellow_upgrade():
    game = new_mx()
    cities = game.board.tile_def("N23").nodes
    assert len(cities) == 6
    assert {n.revenue for n in cities.values()} == {20}

