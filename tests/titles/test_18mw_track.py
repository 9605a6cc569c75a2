"""18MW's track rules: a lay needs no route to its hex (R-112), no lay may shut
in the home of a corporation that has not operated (R-124, Q-38), and from
the first 6-train a town tile may become a city or plain tile with the same
track (R-122, Q-37)."""

from __future__ import annotations

import pytest

from gamedesk.engine.actions import act
from gamedesk.engine.errors import IllegalAction
from tests.titles.common import play
from tests.titles.test_18mw_operating_turn import CNW, operating, refused

CBQ_HOME = "H16"  # the CB&Q's home, which has not operated in these games


def lays(game, hex_: str) -> set[tuple[str, int]]:
    return {(a["tile"], a["rotation"]) for a in game.legal_actions()
            if a.type == "lay_tile" and a["hex"] == hex_}


def facing_away(game, hex_: str, tile: str, shared_edge: int) -> int:
    """A rotation of `tile` in `hex_` with no track on `shared_edge`."""
    defs = game.board.catalogue.defs[tile]
    return next(r for r in range(6) if shared_edge not in defs.oriented(r).exits)


def facing(game, hex_: str, tile: str, shared_edge: int) -> int:
    defs = game.board.catalogue.defs[tile]
    return next(r for r in range(6) if shared_edge in defs.oriented(r).exits)


def plain_tile_for(game, hex_: str) -> str:
    return "4" if game.board.tile_def(hex_).count("town") else "9"


@pytest.mark.rules("R-112")
def test_a_tile_may_be_laid_where_the_company_has_no_route():
    game = operating()  # the C&NW's only station is its home, F18
    assert ("7", 2) in lays(game, "P2")  # the far south-west corner of the map
    play(game, ("lay_tile", CNW, {"hex": "P2", "tile": "7", "rotation": 2}))
    assert game.board.tile_of("P2").tile == "7"


@pytest.mark.rules("R-112")
def test_other_titles_still_ask_for_a_route_to_the_hex():
    from gamedesk.engine.board.catalogue import catalogue_for
    from gamedesk.engine.data import load_title

    for title in ("18MEX", "1822MX"):
        data = load_title(title)
        assert catalogue_for(data, frozenset())[1].lay_needs_route
    assert not catalogue_for(load_title("18MW"), frozenset())[1].lay_needs_route


def shut_in_all_but(game, home: str, last: str) -> int:
    """Plain track, turned away from `home`, on every neighbour of it but `last`;
    returns the side of `last` that faces `home`."""
    grid = game.board.grid
    shared = None
    for edge in range(6):
        neighbour = grid.neighbor(home, edge)
        if neighbour == last:
            shared = (edge + 3) % 6
            continue
        tile = plain_tile_for(game, neighbour)
        game.board.lay_tile(neighbour, tile, facing_away(game, neighbour, tile, (edge + 3) % 6))
    game.mark_edited()
    return shared


@pytest.mark.rules("R-124")
def test_no_lay_may_shut_in_the_home_of_a_corporation_that_has_not_operated():
    game = operating()
    last = "H18"
    shared = shut_in_all_but(game, CBQ_HOME, last)
    tile = plain_tile_for(game, last)
    away = facing_away(game, last, tile, shared)
    assert (tile, away) not in lays(game, last)
    assert refused(game, "lay_tile", CNW, hex=last, tile=tile, rotation=away).rule == "R-124"
    toward = facing(game, last, tile, shared)
    assert (tile, toward) in lays(game, last)
    play(game, ("lay_tile", CNW, {"hex": last, "tile": tile, "rotation": toward}))
    assert game.board.tile_of(last).tile == tile


@pytest.mark.rules("R-124")
def test_a_home_of_a_company_that_operated_before_the_round_may_be_shut_in():
    game = operating()
    last = "H18"
    shared = shut_in_all_but(game, CBQ_HOME, last)
    game.veterans = frozenset({"CB&Q"})  # as if the CB&Q had run in an earlier round
    game.mark_edited()
    tile = plain_tile_for(game, last)
    away = facing_away(game, last, tile, shared)
    play(game, ("lay_tile", CNW, {"hex": last, "tile": tile, "rotation": away}))
    assert game.board.tile_of(last).tile == tile


TOWN = "G15"


def with_town_tile(phase: str):
    """The C&NW's turn with a yellow straight town (#4) in G15, in `phase`."""
    game = operating()
    game.board.lay_tile(TOWN, "4", 1)
    game.phases.index = [p.name for p in game.phases.all].index(phase)
    game.mark_edited()
    return game


@pytest.mark.rules("R-122")
def test_from_the_first_6_a_town_tile_becomes_a_city_or_plain_tile_with_its_track():
    game = with_town_tile("6")
    assert {("57", 1), ("9", 1)} <= lays(game, TOWN)
    assert ("57", 0) not in lays(game, TOWN)
    play(game, ("lay_tile", CNW, {"hex": TOWN, "tile": "57", "rotation": 1}))
    assert game.board.tile_of(TOWN).tile == "57"
    assert game.board.tile_def(TOWN).color == "yellow"
    # it was the company's upgrade: no second lay this turn
    assert game.current_step() != "track"


@pytest.mark.rules("R-122")
def test_before_the_first_6_or_with_other_track_a_town_stays_a_town():
    game = with_town_tile("5")
    assert refused(game, "lay_tile", CNW, hex=TOWN, tile="57", rotation=1).rule == "R-122"
    game = with_town_tile("6")
    assert refused(game, "lay_tile", CNW, hex=TOWN, tile="57", rotation=0).rule == "R-122"
    assert not game.is_legal(act("lay_tile", CNW, hex=TOWN, tile="5", rotation=1))


TERRAIN = "O13"  # a $60 hex of the reconstructed map, no river


def in_phase(game, phase: str):
    game.phases.index = [p.name for p in game.phases.all].index(phase)
    game.mark_edited()
    return game


@pytest.mark.rules("R-113")
def test_a_yellow_tile_pays_the_printed_cost_and_an_upgrade_pays_none():
    game = operating()
    cnw = game.corporations[CNW]
    cash = cnw.cash
    play(game, ("lay_tile", CNW, {"hex": TERRAIN, "tile": "9", "rotation": 0}))
    assert cnw.cash == cash - 60
    game = operating()
    game.board.lay_tile(TERRAIN, "9", 0)
    in_phase(game, "3")
    cash = game.corporations[CNW].cash
    upgrade = next((a["tile"], a["rotation"]) for a in game.legal_actions()
                   if a.type == "lay_tile" and a["hex"] == TERRAIN)
    play(game, ("lay_tile", CNW, {"hex": TERRAIN, "tile": upgrade[0], "rotation": upgrade[1]}))
    assert game.board.tile_def(TERRAIN).color == "green"
    assert game.corporations[CNW].cash == cash


@pytest.mark.rules("R-118")
def test_no_colour_is_skipped():
    game = in_phase(operating(), "5")  # brown tiles on sale
    brown = next(n for n in game.board.catalogue.by_color["brown"]
                 if not game.board.catalogue.defs[n].cities and
                 not game.board.catalogue.defs[n].count("town"))
    assert refused(game, "lay_tile", CNW, hex=TERRAIN, tile=brown, rotation=0).rule == "R-118"
    assert not any(a["tile"] == brown for a in game.legal_actions()
                   if a.type == "lay_tile" and a["hex"] == TERRAIN)


@pytest.mark.rules("R-120")
def test_an_upgrade_keeps_every_track_of_the_old_tile():
    game = operating()
    game.board.lay_tile(TERRAIN, "9", 0)
    in_phase(game, "3")
    old = game.board.orientation(TERRAIN).exits
    offered = [(a["tile"], a["rotation"]) for a in game.legal_actions()
               if a.type == "lay_tile" and a["hex"] == TERRAIN]
    defs = game.board.catalogue.defs
    assert offered and all(old <= defs[t].oriented(r).exits for t, r in offered)
    dropping = next((t, r) for t in game.board.catalogue.by_color["green"] for r in range(6)
                    if not defs[t].cities and not defs[t].count("town")
                    and not old <= defs[t].oriented(r).exits)
    assert refused(game, "lay_tile", CNW, hex=TERRAIN, tile=dropping[0],
                   rotation=dropping[1]).rule == "R-120"


def milwaukee_in_green():
    """Milwaukee (F20, the CMStP&P's home, its station placed) in green #15,
    its track towards Chicago's side; brown tiles allowed."""
    from tests.titles.mw_helpers import new_game

    game = new_game()
    board = game.board
    board.lay_tile("F20", "57", 1)
    board.lay_tile("F20", "15", 1)
    board.place_token("CMStP&P", "F20", 0)
    return board


@pytest.mark.rules("R-123")
def test_milwaukee_upgrades_only_to_its_own_brown_tile_never_to_63():
    board = milwaukee_in_green()
    colors = ("yellow", "green", "brown")
    offered = {o.tile for o in board.lay_options("CMStP&P", colors=colors, new_lay=False,
                                                 upgrade=True) if o.hex == "F20"}
    assert offered == {"M_brown"}
    with pytest.raises(IllegalAction) as info:
        board.check_lay("CMStP&P", "F20", "63", 0, colors=colors, new_lay=False, upgrade=True)
    assert info.value.rule == "R-123"
    assert board.check_lay("CMStP&P", "F20", "M_brown", 0, colors=colors, new_lay=False,
                           upgrade=True) == 0


@pytest.mark.rules("R-125")
def test_no_route_runs_into_an_untiled_city_though_a_home_station_stands_there():
    from tests.titles.mw_helpers import new_game

    game = new_game()
    board, colors = game.board, game.colors()
    board.place_token("CMStP&P", "F20", 0)  # on Milwaukee's printed circle
    board.place_token("C&NW", "F18", 0)
    board.lay_tile("F18", "57", 1)  # track from C&NW's home to Milwaukee's side
    assert board.city_slots("F20", 0) == ("CMStP&P",)
    spec = board.train_spec("2")
    with pytest.raises(IllegalAction):
        board.check_routes("C&NW", [board.route_from_stops("C&NW", spec, ["F18-0", "F20-0"],
                                                           colors)])
    board.lay_tile("F20", "57", 1)
    ran = board.route_from_stops("C&NW", spec, ["F18-0", "F20-0"], colors)
    board.check_routes("C&NW", [ran])
    assert ran.revenue == sum(board.revenue_of(h, 0, colors) for h in ("F18", "F20"))
