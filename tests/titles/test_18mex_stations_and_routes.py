"""18MEX stations (R-100…R-105), upgrades carrying stations (R-143, R-148) and
route rules (R-163…R-175, R-212), on track built directly from CHI's home."""

from __future__ import annotations

import pytest

from gamedesk.engine.actions import act
from tests.titles.mex_helpers import first_operating_round, play, step_to, turn_of
from tests.titles.mex_positions import (
    chihuahua_to_san_antonio,
    chihuahua_to_torreon,
    el_paso_to_hermosillo,
    give_trains,
    refused,
    refused_action,
    route,
    station,
    to_phase,
    torreon_to_monterrey,
    torreon_to_zacatecas,
)


def chi_turn(*builders, trains=()):
    """OR1, CHI in its track step (MC, home in Torreón, has not operated yet) with
    the given track built and trains handed over."""
    game = first_operating_round()
    turn_of(game, "CHI")
    for build in builders:
        build(game)
    give_trains(game, "CHI", *trains)
    return game


def chi_routes(*builders, trains=("2",), mc_home=True):
    game = chi_turn(*builders, trains=trains)
    if mc_home:
        game.place_home_token(game.corporations["MC"])
    return step_to(game, "routes")


def run(game, *routes):
    game.process(act("run_routes", "CHI", routes=list(routes)))
    return game.round.turn.revenue


# --------------------------------------------------------------------- stations


@pytest.mark.rules("R-100", "R-104")
def test_one_station_per_turn_in_a_connected_city_first_one_costs_40():
    game = chi_turn(chihuahua_to_san_antonio)
    chi = game.corporations["CHI"]
    cash = chi.cash
    assert ("D11", 0) in game.board.token_options("CHI")
    play(game, ("place_token", "CHI", {"hex": "D11", "city": 0}))
    assert chi.cash == cash - 40
    assert ("CHI" in game.board.city_slots("D11", 0))
    # The station step is over: a second station in the same turn is refused.
    refused(game, ("place_token", "CHI", {"hex": "D3", "city": 0}), "R-100")


@pytest.mark.rules("R-100", "R-101")
def test_no_station_in_a_city_not_connected_to_the_company():
    game = chi_turn(chihuahua_to_torreon)
    assert ("D3", 0) not in game.board.token_options("CHI")
    refused(game, ("place_token", "CHI", {"hex": "D3", "city": 0}), "R-101")


@pytest.mark.rules("R-104")
@pytest.mark.parametrize(("earlier", "price"), [(0, 40), (1, 60), (2, 80)])
def test_station_prices_rise_40_60_80(earlier, price):
    game = chi_turn(chihuahua_to_san_antonio)
    for hex_ in ("I4", "G10")[:earlier]:
        station(game, "CHI", hex_)  # stations placed in earlier turns
    chi = game.corporations["CHI"]
    cash = chi.cash
    play(game, ("place_token", "CHI", {"hex": "D11", "city": 0}))
    assert chi.cash == cash - price


@pytest.mark.rules("R-104")
def test_a_station_the_company_cannot_afford_is_refused():
    game = chi_turn(chihuahua_to_san_antonio)
    chi = game.corporations["CHI"]
    game.pay(chi, game.bank, chi.cash - 39)
    assert not [a for a in game.legal_actions() if a.type == "place_token"]
    refused(game, ("place_token", "CHI", {"hex": "D11", "city": 0}), "R-104")


@pytest.mark.rules("R-102")
def test_never_two_stations_of_one_company_in_a_hex():
    game = chi_turn(chihuahua_to_san_antonio)
    station(game, "CHI", "D11")  # San Antonio has two circles; one stays free
    assert None in game.board.city_slots("D11", 0)
    assert ("D11", 0) not in game.board.token_options("CHI")
    refused(game, ("place_token", "CHI", {"hex": "D11", "city": 0}), "R-102")


@pytest.mark.rules("R-103")
def test_the_home_circle_of_a_company_that_has_not_operated_is_reserved():
    game = chi_turn(chihuahua_to_torreon)
    assert not game.corporations["MC"].home_placed  # MC operates after CHI
    assert ("I8", 0) in game.board.reach("CHI").nodes
    assert ("I8", 0) not in game.board.token_options("CHI")
    refused(game, ("place_token", "CHI", {"hex": "I8", "city": 0}), "R-103")


@pytest.mark.rules("R-105", "R-148", "R-143")
def test_a_green_upgrade_keeps_the_station_and_counts_as_the_upgrade():
    game = chi_turn(chihuahua_to_torreon)
    game.place_home_token(game.corporations["MC"])
    to_phase(game, "3")
    lays = [a for a in game.legal_actions() if a.type == "lay_tile" and a["hex"] == "I8"]
    assert lays
    # Every offered green Torreón keeps both old exits.
    for lay in lays:
        exits = game.board.catalogue.defs[lay["tile"]].oriented(lay["rotation"]).exits
        assert {2, 5} <= exits
    refused(game, ("lay_tile", "CHI", {"hex": "I8", "tile": "14", "rotation": 0}), "R-148")
    game.process(lays[0])
    assert game.board.tile_of("I8").color == "green"
    assert "MC" in game.board.city_slots("I8", 0)  # the station moved with the city
    # The upgrade used the turn's lays: no yellow lay may follow.
    assert not [a for a in game.legal_actions() if a.type == "lay_tile"]


@pytest.mark.rules("R-143")
def test_green_on_the_preprinted_yellow_chihuahua_is_an_upgrade():
    game = chi_turn()
    to_phase(game, "3")
    lay = next(a for a in game.legal_actions() if a.type == "lay_tile" and a["hex"] == "E6")
    game.process(lay)
    assert game.round.turn.lays == ["upgrade"]
    assert game.round.turn.step != "track"


# --------------------------------------------------------------------- routes


@pytest.mark.rules("R-163", "R-168")
def test_a_route_joins_two_stops_by_track_and_includes_a_station():
    game = chi_routes(chihuahua_to_torreon, torreon_to_monterrey, mc_home=False)
    t = "2-3"
    refused_action(game, act("run_routes", "CHI", routes=[route(t, "E6-0")]), "R-163")
    refused_action(game, act("run_routes", "CHI", routes=[route(t, "E6-0", "I10-0")]), "R-163")
    refused_action(game, act("run_routes", "CHI", routes=[route(t, "I8-0", "I10-0")]), "R-168")
    assert run(game, route(t, "E6-0", "I8-0")) == 40


@pytest.mark.rules("R-169")
def test_a_route_never_visits_a_stop_twice():
    game = chi_routes(chihuahua_to_torreon)
    bad = act("run_routes", "CHI", routes=[route("2-3", "E6-0", "A6-0", "E6-0")])
    refused_action(game, bad, "R-169", "R-164")


@pytest.mark.rules("R-167", "R-166")
def test_a_city_full_of_other_stations_blocks_passing_but_not_ending():
    game = chi_routes(chihuahua_to_torreon, torreon_to_monterrey, trains=("3",))
    assert game.board.city_slots("I8", 0) == ("MC",)
    bad = act("run_routes", "CHI", routes=[route("3-0", "E6-0", "I8-0", "I10-0")])
    refused_action(game, bad, "R-167")
    # Through its own unblocked city a route goes on by another track.
    assert run(game, route("3-0", "A6-0", "E6-0", "I8-0")) == 30 + 20 + 20


@pytest.mark.rules("R-170")
def test_a_red_area_only_starts_or_ends_a_route():
    game = chi_routes(chihuahua_to_torreon, el_paso_to_hermosillo, trains=("3",))
    bad = act("run_routes", "CHI", routes=[route("3-0", "E6-0", "A6-0", "D3-0")])
    refused_action(game, bad, "R-170")
    assert run(game, route("3-0", "I8-0", "E6-0", "A6-0")) == 70


@pytest.mark.rules("R-171", "R-212")
def test_cities_count_toward_the_train_but_towns_are_free():
    game = chi_routes(chihuahua_to_torreon, torreon_to_monterrey, mc_home=False)
    bad = act("run_routes", "CHI", routes=[route("2-3", "E6-0", "I8-0", "I10-0")])
    refused_action(game, bad, "R-171")
    town = chi_routes(chihuahua_to_torreon, torreon_to_zacatecas, mc_home=False)
    assert run(town, route("2-3", "E6-0", "I8-0", "K8-0")) == 20 + 20 + 10


@pytest.mark.rules("R-172")
def test_two_trains_may_share_a_stop_but_not_track():
    game = chi_routes(chihuahua_to_torreon, trains=("2", "2"))
    a, b = (t.id for t in game.corporations["CHI"].trains)
    bad = act("run_routes", "CHI", routes=[route(a, "E6-0", "A6-0"), route(b, "A6-0", "E6-0")])
    refused_action(game, bad, "R-172")
    assert run(game, route(a, "E6-0", "A6-0"), route(b, "E6-0", "I8-0")) == 50 + 40


@pytest.mark.rules("R-173", "R-196")
def test_two_value_locations_pay_the_higher_value_from_phase_5():
    game = chi_routes(chihuahua_to_torreon)
    assert game.best_routes_now(game.corporations["CHI"]).revenue == 30 + 20
    to_phase(game, "5")
    assert run(game, route("2-3", "E6-0", "A6-0")) == 60 + 20


@pytest.mark.rules("R-174")
def test_a_4d_doubles_cities_and_red_areas_but_not_towns():
    game = chi_routes(chihuahua_to_torreon, torreon_to_zacatecas, trains=("4D",), mc_home=False)
    assert run(game, route("4D-0", "E6-0", "I8-0", "K8-0")) == 2 * (20 + 20) + 10
    other = chi_routes(chihuahua_to_torreon, trains=("4D",))
    assert run(other, route("4D-0", "I8-0", "E6-0", "A6-0")) == 2 * (20 + 20 + 30)


@pytest.mark.rules("R-175")
def test_the_engine_offers_the_best_route_set():
    game = chi_routes(chihuahua_to_torreon, trains=("2", "3"))
    best = game.best_routes_now(game.corporations["CHI"])
    # Two trains on separate branches beat one long run I8-E6-A6 (70).
    assert best.optimal and best.revenue == (20 + 20) + (20 + 30)
    offered = next(a for a in game.legal_actions() if a.type == "run_routes")
    assert sum(r["revenue"] for r in offered["routes"]) == best.revenue
    # A poorer set is legal for a major (nobody insisted) but pays less.
    three = next(t.id for t in game.corporations["CHI"].trains if t.name == "3")
    assert run(game, route(three, "I8-0", "E6-0", "A6-0")) == 70 < best.revenue
