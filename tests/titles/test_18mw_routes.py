"""18MW's route rules on its own map (R-132 … R-139): GM&O, home in New
Orleans (Q17, off-map), with the hand-laid line to the Southwest (Q7) through
the towns of P16 and P8, and the printed town of P18 on New Orleans's other
side. Stops are named hex-city as the run_routes action names them."""

from __future__ import annotations

import pytest

from gamedesk.engine.errors import IllegalAction
from tests.titles.common import play
from tests.titles.mw_helpers import stock_position, to_operating_round
from tests.titles.test_18mw_doubled_stations import GMO, lay_line
from tests.titles.test_18mw_operating_turn import refused

HOLDINGS = {"a": ["GM&O_0", "GM&O_2", "GM&O_3"], "b": ["GM&O_4"]}
NEW_ORLEANS, SOUTHWEST, EAST_TOWN, WEST_TOWN, P18 = "Q17-0", "Q7-0", "P16-0", "P8-0", "P18-0"


def gmo_routes(*trains: str):
    """GM&O floated with `trains` (depot ids) and the line laid; its routes step."""
    game = stock_position(HOLDINGS, corp=GMO)
    lay_line(game)
    for train in trains:
        game.give_train(game.depot.by_id[train], GMO)
    game.mark_edited()
    to_operating_round(game)
    while game.operating_company() != GMO:
        play(game, ("pass", game.active_entities()[0]))
    while game.current_step() != "routes":
        play(game, ("pass", GMO))
    return game


def route(train: str, *stops: str) -> dict:
    return {"train": train, "stops": list(stops)}


def rule_of(game, *routes) -> str:
    return refused(game, "run_routes", GMO, routes=list(routes)).rule


def value(game, *stops: str) -> int:
    nodes = [(s.rsplit("-", 1)[0], int(s.rsplit("-", 1)[1])) for s in stops]
    return sum(game.board.revenue_of(h, i, game.colors()) for h, i in nodes)


@pytest.mark.rules("R-132")
def test_a_route_needs_the_companys_station_and_a_second_stop():
    game = gmo_routes("2-0")
    assert rule_of(game, route("2-0", EAST_TOWN, WEST_TOWN)) == "R-132"  # no GM&O station
    assert rule_of(game, route("2-0", NEW_ORLEANS)) == "R-132"  # one stop only
    play(game, ("run_routes", GMO, {"routes": [route("2-0", P18, NEW_ORLEANS)]}))
    assert game.run_revenue() == value(game, P18, NEW_ORLEANS)


@pytest.mark.rules("R-133")
def test_towns_and_off_map_areas_count_toward_the_trains_stops():
    game = gmo_routes("2-0")
    # New Orleans and the town of P16 fill a 2; P8 would be a third stop.
    assert rule_of(game, route("2-0", NEW_ORLEANS, EAST_TOWN, WEST_TOWN)) == "R-133"
    three = gmo_routes("3-0")
    play(three, ("run_routes", GMO, {"routes": [route("3-0", NEW_ORLEANS, EAST_TOWN, WEST_TOWN)]}))
    assert three.run_revenue() == value(three, NEW_ORLEANS, EAST_TOWN, WEST_TOWN)


@pytest.mark.rules("R-134")
def test_a_route_may_not_skip_a_town_it_passes():
    game = gmo_routes("2-0")
    # New Orleans to P8 could only run through the town of P16 without
    # counting it: no track joins the two stops without that town.
    assert rule_of(game, route("2-0", NEW_ORLEANS, WEST_TOWN)) == "R-132"
    three = gmo_routes("3-0")
    play(three, ("run_routes", GMO, {"routes": [route("3-0", NEW_ORLEANS, EAST_TOWN, WEST_TOWN)]}))
    assert three.current_step() != "routes"


@pytest.mark.rules("R-135")
def test_an_off_map_area_only_ends_a_route_and_two_may_end_one():
    game = gmo_routes("4-0")
    assert rule_of(game, route("4-0", P18, NEW_ORLEANS, EAST_TOWN)) == "R-135"
    d = gmo_routes("D-0")
    whole = [NEW_ORLEANS, EAST_TOWN, WEST_TOWN, SOUTHWEST]
    play(d, ("run_routes", GMO, {"routes": [route("D-0", *whole)]}))
    assert d.current_step() == "doubled_token"  # run, and the Southwest bonus earned


@pytest.mark.rules("R-136")
def test_a_route_may_not_reverse_or_visit_a_stop_twice():
    game = gmo_routes("3-0")
    assert rule_of(game, route("3-0", EAST_TOWN, NEW_ORLEANS, EAST_TOWN)) == "R-136"


@pytest.mark.rules("R-138")
def test_two_trains_share_a_city_but_never_a_track_segment():
    game = gmo_routes("2-0", "2-1")
    same = rule_of(game, route("2-0", NEW_ORLEANS, EAST_TOWN), route("2-1", EAST_TOWN, NEW_ORLEANS))
    assert same == "R-138"
    play(game, ("run_routes", GMO, {"routes": [route("2-0", NEW_ORLEANS, EAST_TOWN),
                                                 route("2-1", P18, NEW_ORLEANS)]}))
    assert game.run_revenue() == value(game, NEW_ORLEANS, EAST_TOWN, P18, NEW_ORLEANS)


@pytest.mark.rules("R-139")
def test_a_company_must_run_its_best_route_set():
    game = gmo_routes("2-0")
    best = game.best_routes_now(game.corporations[GMO]).revenue
    poorer = value(game, NEW_ORLEANS, EAST_TOWN)
    assert poorer < best == value(game, P18, NEW_ORLEANS)
    assert rule_of(game, route("2-0", NEW_ORLEANS, EAST_TOWN)) == "R-139"
    assert rule_of(game) == "R-139"  # running nothing is a poorer set too
    (offered,) = [a for a in game.legal_actions() if a.type == "run_routes"]
    game.process(offered)
    assert game.run_revenue() == best


@pytest.mark.rules("R-137")
def test_a_city_full_of_another_companys_stations_ends_a_route_but_is_never_passed():
    """C&NW (F18) to Chicago (H22) through Milwaukee (F20, one circle)."""
    from tests.titles.mw_helpers import new_game

    game = new_game()
    board, defs, colors = game.board, game.board.catalogue.defs, game.colors()

    def lay(hex_: str, tile: str, exits: set[int]) -> None:
        rotation = next(r for r in range(6) if defs[tile].oriented(r).exits == exits)
        board.lay_tile(hex_, tile, rotation)

    lay("F18", "57", {1, 4})
    lay("F20", "6", {1, 5})
    lay("G21", "9", {2, 5})
    board.place_token("C&NW", "F18", 0)
    board.place_token("CMStP&P", "F20", 0)  # Milwaukee's only circle

    def check(*stops: str) -> int:
        ran = board.route_from_stops("C&NW", board.train_spec("3"), list(stops), colors)
        board.check_routes("C&NW", [ran])
        return ran.revenue

    with pytest.raises(IllegalAction) as info:
        check("F18-0", "F20-0", "H22-0")
    assert info.value.rule == "R-137"
    assert check("F18-0", "F20-0") == value(game, "F18-0", "F20-0")
    board.remove_token("CMStP&P", "F20", 0)
    assert check("F18-0", "F20-0", "H22-0") == value(game, "F18-0", "F20-0", "H22-0")
