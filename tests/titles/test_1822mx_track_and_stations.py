"""1822MX rules of revenue by phase, labelled hexes, six-exit cities, builder
cubes, merged stations, destinations and reserved homes, checked in new games
and in positions of the real game 123055."""

from __future__ import annotations

import pytest

from gamedesk.engine.history import snapshot
from gamedesk.titles.g1822mx import cubes, ndem, track
from tests.titles.mx_helpers import (
    first_position,
    log_position,
    new_mx,
    play,
    positions,
    refused,
    transitions,
)

STEM = "123055"


def _turn(game):
    return getattr(game.round, "turn", None)


def _lays(game, hex_=None, cube=False):
    return [a for a in game.legal_actions() if a.type == "lay_tile" and not a.get("special")
            and (a["tile"] == cubes.CUBE_TILE) == cube and (hex_ is None or a["hex"] == hex_)]


@pytest.mark.rules("R-016")
def test_phase_revenues_follow_the_latest_colour_of_the_phase():
    game = new_mx()
    printed = game.board.tile_def("A2").nodes[0].revenue  # San Diego
    expected = {"1": "yellow", "2": "yellow", "3": "green", "4": "green",
                "5": "brown", "6": "brown", "7": "gray"}
    for index, phase in enumerate(game.phases.all):
        game.phases.index = index
        colour = expected[phase.name]
        assert game.board.revenue_of("A2", 0, game.colors()) == printed[colour], phase.name


@pytest.mark.rules("R-097")
def test_a_home_without_track_takes_any_yellow_city_tile():
    game = log_position(STEM, 97)  # minor 22 at its track step; its home O32 is bare
    assert _turn(game).op.sym == "22" and not game.board.tile_def("O32").paths
    offered = {(a["tile"], a["rotation"]) for a in _lays(game, "O32")}
    assert {t for t, _ in offered} == {"5", "6", "57"}
    assert len(offered) == 12  # every rotation that stays on the map
    play(game, ("lay_tile", "22", {"hex": "O32", "tile": "57", "rotation": 0}))
    assert game.board.tile_of("O32").tile == "57"


def _label_of_lay(game, a) -> tuple[tuple[str, ...], str]:
    new = game.board.catalogue.tile(a["tile"])
    return tuple(new.labels), new.color


@pytest.mark.rules("R-136")
def test_labelled_hexes_take_only_their_tiles():
    checked = {"Y": 0, "T": 0, "none": 0}
    for n, game in positions(STEM):
        turn = _turn(game)
        if n % 4 or turn is None or turn.step != "track":
            continue
        for a in _lays(game):
            labels, colour = _label_of_lay(game, a)
            current = game.board.tile_def(a["hex"])
            future = game.board.future_label(a["hex"])
            if "Y" in current.labels:
                assert labels == ("Y",), a
                checked["Y"] += 1
            elif future is not None and future[0] == "T":
                if colour == "yellow":
                    assert labels == () and game.board.catalogue.tile(a["tile"]).count("city")
                else:
                    assert labels == ("T",), a
                checked["T"] += 1
            elif not current.labels:
                assert labels == (), a
                checked["none"] += 1
    assert all(checked.values()), checked


@pytest.mark.rules("R-137")
def test_the_six_exit_brown_city_goes_down_where_it_fits():
    game = log_position(STEM, 915)  # F13 may take brown 63 (six exits) or 611 (five)
    op = _turn(game).op.sym
    assert {a["tile"] for a in _lays(game, "F13")} == {"63", "611"}  # 18xx.games profile
    game.profile = "rulebook"
    game.mark_edited()
    assert {a["tile"] for a in _lays(game, "F13")} == {"63"}
    five = next(r for r in range(6) if _lay_ok(game, op, "F13", "611", r))
    refused(game, {"type": "lay_tile", "entity": op, "hex": "F13", "tile": "611",
                   "rotation": five}, "R-137")


@pytest.mark.rules("R-137")
def test_the_five_exit_tile_serves_where_six_exits_do_not_fit():
    game = log_position(STEM, 607)  # Veracruz on the coast: 63 does not fit
    game.profile = "rulebook"
    assert {a["tile"] for a in _lays(game, "N27")} == {"611"}


def _lay_ok(game, op, hex_, tile, rotation) -> bool:
    from gamedesk.engine.errors import IllegalAction

    try:
        game.board.check_lay(op, hex_, tile, rotation, colors=game.colors(), new_lay=True,
                             upgrade=True)
    except IllegalAction:
        return False
    return True


@pytest.mark.rules("R-141")
def test_with_the_pool_empty_a_cube_is_taken_from_the_board():
    game = log_position(STEM, 382)  # FCM's track step in phase 3; M24 and O26 take cubes
    game.profile = "rulebook"
    game.cubes_on["J21"] = 1  # a cube some company left on the board
    game.cube_pool = 0
    refused(game, {"type": "lay_tile", "entity": "FCM", "hex": "M24", "tile": "BC",
                   "rotation": 0}, "R-141")
    offered = _lays(game, "M24", cube=True)
    on_board = sorted(h for h, n in game.cubes_on.items() if n and h != "M24")
    assert "J21" in on_board and [a.get("from") for a in offered] == on_board
    game.process(next(a for a in offered if a["from"] == "J21"))
    assert game.cubes_on.get("J21", 0) == 0 and game.cubes_on["M24"] == 1
    assert game.cube_pool == 0


@pytest.mark.rules("R-141")
def test_while_the_pool_lasts_cubes_come_from_it():
    game = log_position(STEM, 382)
    game.profile = "rulebook"
    game.cubes_on["J21"] = 1
    pool = game.cube_pool = 3
    refused(game, {"type": "lay_tile", "entity": "FCM", "hex": "M24", "tile": "BC",
                   "rotation": 0, "from": "J21"}, "R-141")
    play(game, ("lay_tile", "FCM", {"hex": "M24", "tile": "BC", "rotation": 0}))
    assert game.cube_pool == pool - 1 and game.cubes_on["J21"] == 1


@pytest.mark.rules("R-142")
def test_a_major_places_a_cube_then_lays_yellow_on_it():
    game = log_position(STEM, 382)  # phase 3: two yellow builds; M24 is a $40 hill
    fcm = game.corporations["FCM"]
    cash = fcm.cash
    play(game, ("lay_tile", "FCM", {"hex": "M24", "tile": "BC", "rotation": 0}))
    lay = _lays(game, "M24")[0]
    game.process(lay)
    assert fcm.cash == cash  # the cube paid the hill
    assert game.cubes_on.get("M24", 0) == 0
    assert _turn(game) is None or _turn(game).op is not fcm or not _lays(game)


@pytest.mark.rules("R-142")
def test_a_major_may_place_two_cubes():
    game = log_position(STEM, 382)
    play(game, ("lay_tile", "FCM", {"hex": "M24", "tile": "BC", "rotation": 0}),
         ("lay_tile", "FCM", {"hex": "O26", "tile": "BC", "rotation": 0}))
    assert game.cubes_on["M24"] == 1 and game.cubes_on["O26"] == 1


@pytest.mark.rules("R-142")
def test_a_cube_may_follow_a_yellow_tile_into_a_hex_it_reaches():
    base = log_position(STEM, 382)
    before = {a["hex"] for a in _lays(base, cube=True)}
    for lay in _lays(base):
        if base.board.tile_of(lay["hex"]).color != "white":
            continue
        game = snapshot(base)
        game.process(lay)
        new = {a["hex"] for a in _lays(game, cube=True)} - before
        if new:
            hex_ = sorted(new)[0]
            play(game, ("lay_tile", "FCM", {"hex": hex_, "tile": "BC", "rotation": 0}))
            assert game.cubes_on[hex_] == 1
            return
    raise AssertionError("no yellow lay opened a hex for a cube")


@pytest.mark.rules("R-144")
def test_merged_stations_leave_one_and_the_rest_go_back_to_the_charter():
    game = log_position(STEM, 400)  # MC's track step; L19 (two cities) takes green 207
    board, mc = game.board, game.corporations["MC"]
    # as if MC had taken over both stations of the hex (acquisitions of minors 12, 13)
    board.remove_token("12", "L19", 1)
    board.release_reservation("13")
    board.place_token("MC", "L19", 0)
    board.place_token("MC", "L19", 1)
    mc.tokens_placed += 2
    left = mc.tokens_left()
    play(game, ("lay_tile", "MC", {"hex": "L19", "tile": "207", "rotation": 3}))
    assert [h for h, _ in board.tokens_of("MC")].count("L19") == 1
    assert mc.tokens_left() == left + 1


@pytest.mark.rules("R-077")
def test_the_ndem_keeps_a_second_station_in_a_hex_until_an_upgrade_merges_them():
    game = new_mx(profile="rulebook")
    for minor in ("M12", "M13"):  # both homes are in L19, in separate cities
        ndem.replace_minor(game, minor)
    assert sorted(board_hexes(game, ndem.NDEM)).count("L19") == 2
    placed = game.corporations[ndem.NDEM].tokens_placed
    track.lay(game, "L19", "207", 3, None)
    assert sorted(board_hexes(game, ndem.NDEM)).count("L19") == 1
    assert game.corporations[ndem.NDEM].tokens_placed == placed - 1


def board_hexes(game, sym):
    return [h for h, _ in game.board.tokens_of(sym)]


@pytest.mark.rules("R-161")
def test_a_destination_token_sits_beside_a_full_city():
    game = first_position(STEM, lambda g: "IRM" in g.destination_tokens)
    (city, beside) = game.destination_tokens["IRM"]
    assert city == ("N27", 0) and beside
    state = game.board.city_state(*city)
    slots = game.board.tile_def("N27").nodes[0].slots
    assert "IRM" in state.slots and len(state.slots) == slots + 1


@pytest.mark.rules("R-161")
def test_an_upgrade_that_adds_a_circle_takes_the_token_beside_in():
    game = log_position(STEM, 393)  # MIR may turn its full one-circle home F21 green
    game.board.place_token_beside("MC", "F21", 0)  # F21 is MC's destination
    game.destination_tokens["MC"] = (("F21", 0), True)
    play(game, ("lay_tile", "MIR", {"hex": "F21", "tile": "207", "rotation": 4}))
    state = game.board.city_state("F21", 0)
    assert sorted(state.slots) == ["MC", "MIR"]
    assert len(state.slots) == game.board.tile_def("F21").nodes[0].slots  # no circle beside


@pytest.mark.rules("R-162")
def test_others_may_station_in_a_destination_city():
    destinations = {c["destination"]: c["sym"] for c in new_mx().data.game["corporations"]
                    if c.get("destination")}
    for _, game in positions(STEM):
        for a in game.legal_actions():
            owner = destinations.get(a.get("hex")) if a.type == "place_token" else None
            if owner is not None and owner != a.entity and owner not in game.destination_tokens:
                return
    raise AssertionError("no station was offered in another major's destination")


@pytest.mark.rules("R-165")
def test_stations_leave_reserved_homes_free():
    seen = 0
    for n, game in positions(STEM):
        offered = [a for a in game.legal_actions() if a.type == "place_token"]
        for a in offered:
            city = game.board.city_state(a["hex"], a["city"])
            others = [r for r in city.reserved_for if r != a.entity]
            assert city.free > len(others), (n, a, city)
            seen += 1
    assert seen > 20
    game = log_position(STEM, 400)  # L19's first city is kept for minor 13
    assert game.board.city_state("L19", 0).reserved_for == ("13",)
    assert all(a.get("hex") != "L19" for a in game.legal_actions() if a.type == "place_token")


@pytest.mark.rules("R-167")
def test_an_exchange_token_moved_to_available_is_placed_for_100():
    game = log_position(STEM, 305)  # FCM acquires minor 18 for two shares
    fcm = game.corporations["FCM"]
    left, exchange = fcm.tokens_left(), game.exchange_tokens["FCM"]
    play(game, ("merge", "FCM", {"corporation": "18"}), ("choose", "FCM", {"choice": "two_shares"}),
         ("choose", "FCM", {"choice": "exchange"}))
    assert fcm.tokens_left() == left + 1 and game.exchange_tokens["FCM"] == exchange - 1
    assert fcm.token_prices[-1] == 100


@pytest.mark.rules("R-167", "R-166")
@pytest.mark.parametrize("profile", ["rulebook", "18xx.games"])
def test_exchange_tokens_are_not_placed_as_stations_in_the_rulebook(profile):
    game = log_position(STEM, 465)  # MC's token step: no Available token, two Exchange
    game.profile = profile
    mc = game.corporations["MC"]
    assert mc.tokens_left() == 0 and game.exchange_tokens["MC"] == 2
    offered = [a for a in game.legal_actions() if a.type == "place_token"]
    if profile == "18xx.games":
        assert offered  # the site places them like Available ones
        return
    assert not offered
    city = game.board.token_options("MC")[0]
    refused(game, {"type": "place_token", "entity": "MC", "hex": city[0], "city": city[1]},
            "R-163")
    game.exchange_tokens["MC"] -= 1  # one moved to Available (an acquisition's choice)
    mc.token_prices.append(100)
    cash = mc.cash
    play(game, ("place_token", "MC", {"hex": city[0], "city": city[1]}))
    assert mc.cash == cash - 100 and mc.tokens_left() == 0


@pytest.mark.rules("R-166")
def test_placed_stations_stay_put_and_minors_have_one():
    def stations(game):  # by hex: an upgrade that joins a hex's cities renumbers them
        return {sym: set(board_hexes(game, sym)) for sym in game.corporations}

    moved = 0
    for entry, before, game in transitions(STEM, stations):
        for sym, stations in before.items():
            corp = game.corporations[sym]
            if corp.kind == "minor":
                assert len(game.board.tokens_of(sym)) <= 1, (entry, sym)
            gone = stations - set(board_hexes(game, sym))
            if gone:  # only an acquisition or the NdeM's station auction takes one away
                assert entry["type"] in ("choose", "merge") and (corp.removed or sym == "NDEM"), \
                    (entry, sym, gone)
                moved += 1
    assert moved > 0


@pytest.mark.rules("R-227", "R-162")
def test_an_exchange_token_may_join_the_majors_destination_token_in_the_minors_city():
    game = log_position(STEM, 390)  # FCM's destination token and minor 19 share Veracruz
    assert game.destination_tokens["FCM"][0] == ("N27", 0)
    assert sorted(game.board.city_state("N27", 0).slots) == ["19", "FCM"]
    exchange = game.exchange_tokens["FCM"]
    play(game, ("merge", "FCM", {"corporation": "19"}), ("choose", "FCM", {"choice": "one_share"}))
    assert {a["choice"] for a in game.legal_actions()} == {"replace", "exchange"}
    play(game, ("choose", "FCM", {"choice": "replace"}))
    assert game.board.city_state("N27", 0).slots == ("FCM", "FCM")  # the minor's circle too
    assert game.exchange_tokens["FCM"] == exchange - 1
