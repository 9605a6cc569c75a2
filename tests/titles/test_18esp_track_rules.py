"""18ESP's track rules in positions of the real log (the site profile; each
also under the rulebook's): terrain costs, gauges at the passes, connection,
map edges, pre-printed and lettered hexes, OO tiles, Toledo and Aranjuez,
upgrades and the tile supply (R-073, R-075, R-077…R-084)."""

from __future__ import annotations

import pytest

from gamedesk.engine.actions import act
from gamedesk.titles.g18esp import track
from tests.titles.esp_log import as_rulebook, next_entries, position

PROFILES = ["18xx.games", "rulebook"]


def at(n: int, profile: str):
    game, _ = position(n)
    return as_rulebook(game) if profile == "rulebook" else game


def lay(entity: str, hex_: str, tile: str, rotation: int):
    return act("lay_tile", entity, hex=hex_, tile=tile, rotation=rotation)


def refused(game, entity: str, hex_: str, tile: str, rotation: int) -> str | None:
    why = game.why_illegal(lay(entity, hex_, tile, rotation))
    return why.rule if why is not None else None


def offered(game, hex_: str) -> set[tuple[str, int]]:
    return {(a["tile"], a["rotation"]) for a in game.legal_actions()
            if a.type == "lay_tile" and a["hex"] == hex_}


def gauges(game, tile: str) -> set[str]:
    return {path.gauge for path in game.board.catalogue.defs[tile].paths}


@pytest.mark.rules("R-073")
@pytest.mark.parametrize("profile", PROFILES)
def test_a_yellow_tile_pays_the_hexs_terrain_and_an_upgrade_pays_none(profile):
    game = at(127, profile)  # FdSB's first tile: F6, river (10)
    fdsb = game.corporation("FdSB")
    cash = fdsb.cash
    game.process(lay("FdSB", "F6", "72", 3))
    assert fdsb.cash == cash - 10
    game = at(246, profile)  # FdC's first tile: green over J6's yellow, river (30)
    fdc = game.corporation("FdC")
    cash = fdc.cash
    game.process(lay("FdC", "J6", "89", 1))
    assert fdc.cash == cash


@pytest.mark.rules("R-075", "R-074")
@pytest.mark.parametrize("profile", PROFILES)
def test_track_leaves_a_pass_narrow_northward_and_iberian_southward(profile):
    game = at(297, profile)  # FdC builds north of the País Vasco pass (L8): K7
    north = {tile for tile, _ in offered(game, "K7")}
    assert north and all(gauges(game, t) <= {"narrow", "dual"} for t in north)
    assert refused(game, "FdC", "K7", "8", 0) == "R-074"  # an Iberian straight
    game = at(769, profile)  # TBF builds where the track from País Vasco 1 meets the south
    south = {tile for tile, _ in offered(game, "G17")}
    assert south and all("narrow" not in gauges(game, t) for t in south)
    assert refused(game, "TBF", "G17", "L99", 0) == "R-074"  # a narrow tile


@pytest.mark.rules("R-077")
@pytest.mark.parametrize("profile", PROFILES)
def test_a_new_tile_must_extend_track_joined_to_a_station(profile):
    game = at(127, profile)
    assert {r for t, r in offered(game, "F6") if t == "72"} == {3, 4}
    for rotation in (0, 1, 2, 5):  # these leave FdSB's track
        assert refused(game, "FdSB", "F6", "72", rotation) == "R-077"


@pytest.mark.rules("R-078")
@pytest.mark.parametrize("profile", PROFILES)
def test_no_track_may_point_off_the_map(profile):
    game = at(153, profile)  # FdC lays F4, beside the northern edge
    logged = next_entries(153)[0]
    assert ("72", logged["rotation"]) in offered(game, "F4")
    assert refused(game, "FdC", "F4", "72", 2) == "R-078"


@pytest.mark.rules("R-079")
@pytest.mark.parametrize("profile", PROFILES)
def test_a_preprinted_yellow_hex_takes_green_only_and_a_gray_one_nothing(profile):
    game = at(312, profile)
    assert refused(game, "MZA", "F24", "L79", 0) == "R-083"  # Madrid is yellow already
    game = at(345, profile)  # phase 3: MZA upgrades Madrid
    assert offered(game, "F24") == {("L83", 0)}
    game = at(626, profile)  # phase 5: brown exists; C3 (Gijón) is gray
    assert game.board.tile_def("C3").color == "gray"
    assert refused(game, "CFLG", "C3", "L126", 0) == "R-083"


@pytest.mark.rules("R-080")
@pytest.mark.parametrize("profile", PROFILES)
def test_a_lettered_hex_takes_its_letters_tiles_and_green_oo_becomes_brown_y(profile):
    game = at(328, profile)  # Oviedo (D6), OO
    tiles = {t for t, _ in offered(game, "D6")}
    assert tiles and all(game.board.catalogue.defs[t].labels == ("OO",) for t in tiles)
    assert refused(game, "CFLG", "D6", "L100", 0) == "R-080"  # a plain narrow city
    game = at(377, profile)  # its green: OO again
    assert {game.board.catalogue.defs[t].labels for t, _ in offered(game, "D6")} == {("OO",)}
    game = at(626, profile)  # its brown: a Y tile over the green OO
    assert {t for t, _ in offered(game, "D6")} == {"L126"}
    assert game.board.catalogue.defs["L126"].labels == ("Y",)
    assert refused(game, "CFLG", "D6", "647", 0) == "R-080"  # a brown city without the Y


@pytest.mark.rules("R-081")
@pytest.mark.parametrize("profile", PROFILES)
def test_a_yellow_oo_tile_faces_any_way_that_keeps_the_connection_rules(profile):
    game = at(328, profile)
    laid = offered(game, "D6")
    assert {r for t, r in laid if t == "L134"} == set(range(6))
    for rotation in range(6):
        if ("L133", rotation) not in laid:
            assert refused(game, "CFLG", "D6", "L133", rotation) in ("R-077", "R-078")


@pytest.mark.rules("R-082")
@pytest.mark.parametrize("profile", PROFILES)
def test_toledo_and_aranjuez_faces_any_way_that_joins_a_town_to_madrid(profile):
    game = at(312, profile)  # MZA lays F26, Madrid's neighbour
    assert {r for t, r in offered(game, "F26") if t == "L79"} == {2, 3, 4, 5}
    for rotation in (0, 1):  # neither town faces Madrid
        assert refused(game, "MZA", "F26", "L79", rotation) == "R-082"
        assert track.aranjuez_refusal(game, "F26", "L79", rotation).rule == "R-082"
    assert track.aranjuez_refusal(game, "F28", "L79", 0) is None  # F26 only


@pytest.mark.rules("R-083")
@pytest.mark.parametrize("profile", PROFILES)
def test_an_upgrade_keeps_the_existing_track(profile):
    game = at(246, profile)  # J6 holds a yellow 74
    assert {r for t, r in offered(game, "J6") if t == "89"} == {1, 4}
    for rotation in (2, 5):
        assert refused(game, "FdC", "J6", "89", rotation) == "R-083"


@pytest.mark.rules("R-084")
@pytest.mark.parametrize("profile", PROFILES)
def test_a_replaced_tile_goes_back_to_the_supply(profile):
    game = at(246, profile)
    board = game.board
    old, new = board.available("74"), board.available("89")
    game.process(lay("FdC", "J6", "89", 1))
    assert (board.available("74"), board.available("89")) == (old + 1, new - 1)


@pytest.mark.rules("R-072")
@pytest.mark.parametrize("profile", PROFILES)
def test_the_mine_tile_is_offered_once_both_tile_actions_are_spent(profile):
    game = at(335, profile)  # FdC, phase 3; next it lays G17's mine tile (action 336)
    turn = game.round.turn
    turn.lays = ["lay", "lay"]  # both tile actions spent by hand, the mine tile not laid
    game.mark_edited()
    entry = next_entries(335)[0]
    mine = lay("FdC", "G17", entry["tile"].partition("-")[0], entry["rotation"])
    lays = [a for a in game.legal_actions() if a.type == "lay_tile"]
    assert mine in lays
    assert {a["hex"] for a in lays} <= game.mine_hexes
    assert refused(game, "FdC", "F18", "6", 4) == "R-140"  # no other tile
    cash = game.corporation("FdC").cash
    game.process(mine)
    assert game.corporation("FdC").cash == cash - 30  # R-086, without the second tile's 20
    assert not any(a.type == "lay_tile" for a in game.legal_actions())
