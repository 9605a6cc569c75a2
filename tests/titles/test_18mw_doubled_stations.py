"""The doubled stations of 18MW's connection runs, on a New Orleans–Southwest
line laid by hand: the company that made the run may place one in Southwest
at once, free and counted in that run (R-200); the SP may place it beside its
home there (R-201); the circle waits for the run, and afterwards another
company may place it at the normal cost (R-198); the doubling goes with the
station (R-157)."""

from __future__ import annotations

import pytest

from gamedesk.titles.g18mw import connection_tokens
from tests.titles.common import play
from tests.titles.mw_helpers import stock_position, to_operating_round
from tests.titles.test_18mw_operating_turn import refused

LINE = ["Q17", "P16", "P14", "P12", "P10", "P8", "Q7"]  # New Orleans to the Southwest
GMO, SP = "GM&O", "SP"


def lay_line(game) -> None:
    """Yellow track along LINE (towns on town tiles), laid by hand."""
    board, grid = game.board, game.board.grid
    for i, hex_ in enumerate(LINE[1:-1], start=1):
        sides = {next(e for e in range(6) if grid.neighbor(hex_, e) == LINE[j])
                 for j in (i - 1, i + 1)}
        kinds = ("3", "4", "58") if board.tile_def(hex_).count("town") else ("7", "8", "9")
        tile, rotation = next((t, r) for t in kinds for r in range(6)
                              if board.catalogue.defs[t].oriented(r).exits == sides)
        board.lay_tile(hex_, tile, rotation)


def at_routes(corp: str, holdings: dict, step: str = "routes"):
    """`corp` floated with a D-train and the line laid; its turn at `step`."""
    game = stock_position(holdings, corp=corp)
    lay_line(game)
    game.give_train(game.depot.by_id["D-0"], corp)
    game.mark_edited()
    to_operating_round(game)
    while game.operating_company() != corp:
        play(game, ("pass", game.active_entities()[0]))
    while game.current_step() != step:
        play(game, ("pass", corp))
    return game


def gmo_at_routes(step: str = "routes"):
    return at_routes(GMO, {"a": ["GM&O_0", "GM&O_2", "GM&O_3"], "b": ["GM&O_4"]}, step)


def run_best(game, corp):
    (run,) = [a for a in game.legal_actions() if a.type == "run_routes"]
    game.process(run)
    return run


def holders(game):
    return connection_tokens.holders(game.board, game.board.run_rules.spots)


@pytest.mark.rules("R-199", "R-200")
def test_the_connecting_company_places_the_southwest_station_free_and_it_counts_at_once():
    game = gmo_at_routes()
    corp = game.corporations[GMO]
    run = run_best(game, GMO)
    stops = run["routes"][0]["stops"]
    assert stops[0].startswith("Q17") and stops[-1].startswith("Q7")
    assert game.current_step() == "doubled_token"
    assert [(a["hex"], a["city"]) for a in game.legal_actions() if a.type == "place_token"] \
        == [("Q7", 0)]
    revenue, cash, placed = corp.last_revenue, corp.cash, corp.tokens_placed
    southwest = game.board.revenue_of("Q7", 0, game.colors())
    play(game, ("place_token", GMO, {"hex": "Q7", "city": 0}))
    assert corp.cash == cash and corp.tokens_placed == placed + 1  # free, from its supply
    assert game.run_revenue() == revenue + southwest  # doubled in this run already
    assert holders(game) == {(GMO, "Q7")}
    spec = game.board.train_spec("D")
    nodes = [("Q17", 0), ("Q7", 0)]
    value = game.board.run_rules.run_value(game.board, GMO, spec, nodes, game.colors())[0]
    plain = sum(game.board.revenue_of(h, i, game.colors()) for h, i in nodes)
    assert value == plain + southwest  # doubled for the rest of the game; bonus spent


@pytest.mark.rules("R-201")
def test_the_sp_may_place_the_doubled_station_beside_its_home():
    game = at_routes(SP, {"a": ["SP_0", "SP_1", "SP_2"], "b": ["SP_3", "SP_4"]})
    run_best(game, SP)
    assert game.current_step() == "doubled_token"
    play(game, ("place_token", SP, {"hex": "Q7", "city": 0}))
    assert game.board.city_slots("Q7", 0).count(SP) == 2
    assert holders(game) == {(SP, "Q7")}


@pytest.mark.rules("R-198", "R-200")
def test_the_circle_waits_for_the_run_and_a_declined_one_is_placed_later_at_cost():
    game = gmo_at_routes()
    assert game.kept_circle("Q7").rule == "R-198"
    run_best(game, GMO)
    play(game, ("pass", GMO))  # no doubled station now
    assert holders(game) == frozenset()
    assert game.kept_circle("Q7") is None  # open to the normal rules from now on
    # another company placing a station there later gets the doubling
    game.board.place_token("C&NW", "Q7", 0)
    assert holders(game) == {("C&NW", "Q7")}


@pytest.mark.rules("R-157")
def test_the_doubling_goes_with_a_sold_doubled_station():
    game = gmo_at_routes()
    run_best(game, GMO)
    play(game, ("place_token", GMO, {"hex": "Q7", "city": 0}))
    game.board.remove_token(GMO, "Q7", 0)  # as a station purchase does
    game.board.place_token("C&NW", "Q7", 0)
    assert holders(game) == {("C&NW", "Q7")}


@pytest.mark.rules("R-198")
def test_no_ordinary_station_goes_in_the_kept_circle_before_the_run():
    game = gmo_at_routes("track")
    assert ("Q7", 0) not in {(a["hex"], a["city"]) for a in game.legal_actions()
                             if a.type == "place_token"}
    assert refused(game, "place_token", GMO, hex="Q7", city=0).rule == "R-198"
