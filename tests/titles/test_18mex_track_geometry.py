"""18MEX tile and route rules that need particular track on the map: cities and
towns (R-144), named tiles (R-147), upgrades adding unreachable track (R-151),
the tile supply and the gray tile (R-153), port towns (R-145), Mexico City's
separate east tracks (R-157), doubling back (R-164) and reversing at a fork
(R-165). Track is built directly (`track`, `board.lay_tile`); the moves under
test go through `game.process` and `legal_actions`."""

from __future__ import annotations

import pytest

from gamedesk.engine.actions import act
from tests.titles.mex_helpers import first_operating_round, play, step_to, turn_of
from tests.titles.mex_positions import (
    fund,
    give_trains,
    mexico_city_east,
    phase_three_and_a_half,
    refused,
    refused_action,
    rotation_for,
    route,
    station,
    switch_north_of_chihuahua,
    to_phase,
    track,
)


def chi_turn(*builders, phase=None, trains=()):
    """OR1, CHI in its track step with the given track built, in `phase` if given,
    holding `trains` (MC, home in Torreón, has not operated yet)."""
    game = first_operating_round()
    turn_of(game, "CHI")
    for build in builders:
        build(game)
    if phase:
        to_phase(game, phase)
    give_trains(game, "CHI", *trains)
    return game


def lays_in(game, hex_: str) -> set[str]:
    return {a["tile"] for a in game.legal_actions() if a.type == "lay_tile" and a["hex"] == hex_}


def nodes_of(game, tile: str) -> list[str]:
    return sorted(n.kind for n in game.board.catalogue.defs[tile].nodes.values())


def lay(hex_: str, tile: str, rotation: int) -> tuple:
    return ("lay_tile", "CHI", {"hex": hex_, "tile": tile, "rotation": rotation})


def run(game, *routes):
    game.process(act("run_routes", "CHI", routes=list(routes)))
    return game.round.turn.revenue


def to_los_mochis(game) -> None:
    """Chihuahua – G6 – H5 – Los Mochis (I4, a yellow city open toward Culiacán)."""
    track(game, "G6", "8", 3, 1)
    track(game, "H5", "9", 4, 1)
    track(game, "I4", "5", 4, 5)


def to_torreon_and_durango(game) -> None:
    """Chihuahua – G6 – H7, which ends at the untiled cities/towns of Torreón (I8)
    and Durango (J7)."""
    track(game, "G6", "8", 3, 5)
    track(game, "H7", "23", 2, 5, 0)  # a fork from G6 to I8 and to J7


# ---------------------------------------------------------------------


@pytest.mark.rules("R-144")
def test_cities_and_towns_only_where_the_map_shows_them():
    game = chi_turn(to_torreon_and_durango)
    assert game.board.tile_def("H7").nodes == {}
    # A blank hex takes only plain track; a city hex only one-city tiles; a town
    # hex only town tiles, dot or bar alike.
    assert lays_in(game, "C6") and all(nodes_of(game, t) == [] for t in lays_in(game, "C6"))
    assert lays_in(game, "I8") and all(nodes_of(game, t) == ["city"] for t in lays_in(game, "I8"))
    assert lays_in(game, "J7") == {"3", "4", "58"}
    assert all(nodes_of(game, t) == ["town"] for t in lays_in(game, "J7"))
    refused(game, lay("C6", "57", rotation_for(game, "57", (0, 3))), "R-144")
    refused(game, lay("I8", "9", rotation_for(game, "9", (2, 5))), "R-144")
    refused(game, lay("I8", "4", rotation_for(game, "4", (2, 5))), "R-144")
    refused(game, lay("J7", "57", rotation_for(game, "57", (0, 3))), "R-144")


@pytest.mark.rules("R-144")
def test_an_upgrade_may_add_circles_but_never_drop_a_city_or_town():
    game = chi_turn(to_torreon_and_durango, phase="5")
    track(game, "I8", "57", 2, 5)
    track(game, "J7", "4", 3, 0)
    # green over one circle: two-circle tiles; no plain track, no town
    greens = lays_in(game, "I8")
    assert greens and all(nodes_of(game, t) == ["city"] for t in greens)
    assert {game.board.catalogue.defs[t].nodes[0].slots for t in greens} == {2}
    refused(game, lay("I8", "23", rotation_for(game, "23", (2, 5, 0))), "R-144")
    # the town stays a town
    towns = lays_in(game, "J7")
    assert towns and all(nodes_of(game, t) == ["town"] for t in towns)
    refused(game, lay("J7", "26", rotation_for(game, "26", (0, 3, 5))), "R-144")


# ---------------------------------------------------------------------


@pytest.mark.rules("R-147")
def test_los_mochis_takes_only_its_named_green_tile():
    game = chi_turn(to_los_mochis, phase="3")
    assert lays_in(game, "I4") == {"475"}
    refused(game, lay("I4", "14", rotation_for(game, "14", (0, 1, 3, 4))), "R-147")
    refused(game, lay("I4", "619", 0), "R-147", "R-148")
    play(game, lay("I4", "475", next(a["rotation"] for a in game.legal_actions()
                                       if a.type == "lay_tile" and a["hex"] == "I4")))
    assert game.board.tile_of("I4").tile == "475"


@pytest.mark.rules("R-147")
def test_named_tiles_go_only_to_their_own_hex():
    game = chi_turn(to_torreon_and_durango)
    offered = lays_in(game, "I8")
    assert offered and not offered & {"471", "472", "473", "470"}
    for name in ("471", "472", "473"):
        for rot in range(6):
            refused(game, lay("I8", name, rot), "R-147")


@pytest.mark.rules("R-147")
def test_guadalajara_takes_only_its_named_brown_tile_then_the_gray_one():
    game = chi_turn(phase="5")
    track(game, "O8", "57", 0, 3)
    track(game, "O8", "14", 0, 1, 3, 4)
    station(game, "CHI", "O8")
    assert lays_in(game, "O8") == {"480"}
    refused(game, lay("O8", "63", 0), "R-147")
    track(game, "O8", "480", *game.board.catalogue.defs["480"].oriented(0).exits)
    to_phase(game, "4D")
    assert lays_in(game, "O8") == {"455"}


@pytest.mark.rules("R-147")
def test_mazatlan_takes_only_its_named_yellow_tile():
    game = first_operating_round()
    turn_of(game, "B")  # minor B's home is Mazatlán
    fund(game, "B", 20)  # the terrain cost
    offered = {a["tile"] for a in game.legal_actions()
               if a.type == "lay_tile" and a["hex"] == "K6"}
    assert offered == {"471"}
    for rot in range(6):
        with pytest.raises(Exception) as err:
            play(game, ("lay_tile", "B", {"hex": "K6", "tile": "57", "rotation": rot}))
        assert err.value.rule in ("R-147", "R-144")


# ---------------------------------------------------------------------


@pytest.mark.rules("R-151")
def test_an_upgrade_whose_new_track_the_company_cannot_reach_is_refused():
    game = chi_turn(phase="3")
    track(game, "G6", "9", 3, 0)  # Chihuahua – G6 – (I6)
    offered = lays_in(game, "G6")
    # Forks that branch from the reached track are offered; crossings whose new
    # track meets none of CHI's track are not.
    assert offered == {"23", "24", "26", "27"}  # not the crossings #18, #19, #20
    refused(game, lay("G6", "20", rotation_for(game, "20", (0, 1, 3, 4))), "R-151")
    refused(game, lay("G6", "19", rotation_for(game, "19", (0, 2, 3, 4))), "R-151")


@pytest.mark.rules("R-151")
def test_a_city_upgrade_is_legal_though_only_old_track_is_reached():
    game = chi_turn(to_los_mochis, phase="3")
    # Los Mochis green #475 adds an exit toward J5 that CHI reaches only through
    # the city: the city itself makes the lay legal.
    lay_475 = next(a for a in game.legal_actions() if a.type == "lay_tile" and a["hex"] == "I4")
    game.process(lay_475)
    assert game.board.tile_of("I4").tile == "475"


# ---------------------------------------------------------------------


@pytest.mark.rules("R-153")
def test_a_tile_whose_copies_are_all_on_the_map_is_not_available():
    game = chi_turn(lambda g: (track(g, "G6", "8", 3, 5), track(g, "H7", "9", 2, 5)))
    assert "57" in lays_in(game, "I8")
    for hex_ in ("I10", "M10", "G10", "D3"):  # the manifest has four #57
        track(game, hex_, "57", 0, 3)
    assert game.board.available("57") == 0
    assert "57" not in lays_in(game, "I8") and lays_in(game, "I8")
    refused(game, lay("I8", "57", rotation_for(game, "57", (2, 5))), "R-153")


@pytest.mark.rules("R-153")
def test_the_gray_tile_is_never_replaced():
    game = chi_turn(phase="4D")
    for tile in ("57", "14", "63"):
        track(game, "I8", tile, *game.board.catalogue.defs[tile].oriented(0).exits)
    station(game, "CHI", "I8")
    assert "455" in lays_in(game, "I8")
    track(game, "I8", "455", 0, 1, 2, 3, 4, 5)
    assert game.board.tile_of("I8").tile == "455"
    assert lays_in(game, "I8") == set()
    refused(game, lay("I8", "63", 0), "R-153")
    refused(game, lay("I8", "480", 0), "R-153")


# --------------------------------------------------------------------- routes: ports


def east_of_mexico_city(trains=("3", "3")):
    """CHI (a station in Mexico City, #485) in its routes step, Phase 5. The
    minors have closed, so Tampico's circle is free."""
    game = chi_turn(mexico_city_east, trains=trains)
    phase_three_and_a_half(game)
    to_phase(game, "5")
    station(game, "CHI", "O10")
    return step_to(game, "routes")


@pytest.mark.rules("R-145")
def test_a_port_town_only_starts_or_ends_a_route():
    game = east_of_mexico_city()
    a, b = (t.id for t in game.corporations["CHI"].trains)
    for stops in (("O10-0", "P11-0", "P13-1", "P13-0"), ("O10-0", "M12-1", "M12-0"),
                  ("P13-0", "P13-1", "Q14-0")):
        bad = act("run_routes", "CHI", routes=[route(a, *stops)])
        refused_action(game, bad, "R-145", "R-163")
    # Every best route through a port town has it at one end.
    best = game.best_routes_now(game.corporations["CHI"])
    ports = {"M12-1", "P13-1"}
    assert any(set(r.stops) & ports for r in best.routes)
    for r in best.routes:
        assert not set(r.stops[1:-1]) & ports
    assert run(game, route(a, "P13-1", "P13-0", "P11-0", "O10-0"),
               route(b, "O10-1", "O10-0", "M12-0", "M12-1")) > 0


# --------------------------------------------------------------------- routes: #485


@pytest.mark.rules("R-157", "R-172")
def test_the_two_east_tracks_of_brown_mexico_city_are_separate():
    game = east_of_mexico_city()
    a, b = (t.id for t in game.corporations["CHI"].trains)
    # No switch joins them: Tampico and Puebla meet only in the city.
    bad = act("run_routes", "CHI", routes=[route(a, "M12-0", "P11-0", "P13-0")])
    refused_action(game, bad, "R-157", "R-163", "R-165")
    # One lane is still one track: two trains may not both take the O12 lane.
    twice = act("run_routes", "CHI", routes=[route(a, "O10-0", "M12-0"),
                                             route(b, "O10-1", "O10-0", "M12-0")])
    refused_action(game, twice, "R-172", "R-169", "R-164")
    # Both trains leave Mexico City eastward in the same turn, one on each track.
    revenue = run(game, route(a, "O10-0", "M12-0", "M12-1"),
                  route(b, "O10-0", "P11-0", "P13-0", "P13-1"))
    colors = game.colors()
    value = game.board.revenue_of
    assert revenue == (value("O10", 0, colors) + value("M12", 0, colors) + value("M12", 1, colors)
                       + value("O10", 0, colors) + value("P11", 0, colors)
                       + value("P13", 0, colors) + value("P13", 1, colors))


# --------------------------------------------------------------------- routes: forks


def chi_at_the_fork(trains=("3",)):
    """CHI (Chihuahua, and a station in Los Mochis) in its routes step with the
    G6 fork of `switch_north_of_chihuahua` and El Paso beyond C6."""
    game = chi_turn(switch_north_of_chihuahua, lambda g: track(g, "C6", "9", 0, 3),
                    trains=trains)
    station(game, "CHI", "I4")
    return step_to(game, "routes")


@pytest.mark.rules("R-164")
def test_a_route_may_not_double_back_over_track_it_used():
    game = chi_at_the_fork()
    (t,) = (tr.id for tr in game.corporations["CHI"].trains)
    # Los Mochis – Chihuahua – Culiacán visits three different stops but leaves
    # Chihuahua on the track it came in by (E6's north side and G6's stub).
    bad = act("run_routes", "CHI", routes=[route(t, "I4-0", "E6-0", "J5-0")])
    refused_action(game, bad, "R-164")
    assert run(game, route(t, "I4-0", "E6-0", "A6-0")) > 0


@pytest.mark.rules("R-165")
def test_a_route_may_not_reverse_at_a_fork():
    game = chi_at_the_fork()
    (t,) = (tr.id for tr in game.corporations["CHI"].trains)
    # Los Mochis and Culiacán are joined only by backing through G6's switch.
    bad = act("run_routes", "CHI", routes=[route(t, "I4-0", "J5-0")])
    refused_action(game, bad, "R-165", "R-163")
    best = game.best_routes_now(game.corporations["CHI"])
    for r in best.routes:
        assert not {"I4-0", "J5-0"} <= set(r.stops)
    assert run(game, route(t, "J5-0", "E6-0", "A6-0")) > 0
