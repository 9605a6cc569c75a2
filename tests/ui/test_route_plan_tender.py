"""A route built in the run-routes panel counts the tender on the train it was
put on (18ESP R-128): the tender's extra stop is no "too many stops",
so Auto's route (the finder's, with the tender) can be run as it is. Position:
a seeded 18xx.games-profile game of random players, where MZ's 2-train carries
a tender into its run (Madrid - Toledo and Aranjuez - Alcazar de San Juan)."""

from __future__ import annotations

import random

import pytest

from gamedesk.ai.random_bot import choose
from gamedesk.engine.board.routes import check_routes
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.messages import value
from gamedesk.titles import new_game
from gamedesk.ui.route_plan import RoutePlan
from tests.ui.conftest import THREE


@pytest.fixture(scope="module")
def tender_run():
    """The first run of the game's random play where MZ's one route carries a
    tender (at action 262 since a debtor is asked to repay, R-064)."""
    game = new_game("18ESP", THREE, profile="18xx.games", seed=6)
    game.route_search_work = 20_000
    rng = random.Random(6)
    while len(game.actions) < 400:
        if game.current_step() == "routes" and game.operating_company() == "MZ":
            template = next(a for a in game.legal_actions() if a.type == "run_routes")
            if [r.get("car") for r in template["routes"]] == [True]:
                return game, template
        game.process(choose(game, rng))
    raise AssertionError("MZ never ran a tender in the first 400 actions of seed 6")


@pytest.mark.rules("R-128", title="18ESP")
def test_auto_fills_a_tendered_run_that_can_be_run_as_it_is(tender_run):
    game, template = tender_run
    assert game.operating_company() == "MZ"
    assert [r.get("car") for r in template["routes"]] == [True]  # the tender rides along
    plan = RoutePlan(game, template)
    plan.auto()
    assert plan.ready, plan.problem
    assert plan.total == template["routes"][0]["revenue"] == 70
    copy = game.copy()
    copy.process(plan.action())
    assert copy.operating_company() == "MZ" and copy.current_step() != "routes"


def test_a_route_refusal_names_its_reason_in_words(tender_run):
    game, template = tender_run
    stops = template["routes"][0]["stops"]
    spec = game.runnable_trains(game.operator("MZ"))[0].spec
    route = game.board.route_from_stops("MZ", spec, stops, game.colors())  # no tender
    with pytest.raises(IllegalAction) as refused:
        check_routes(game.board, "MZ", [route])
    said = str(refused.value.message)
    assert said.startswith("route 1 (2): ") and "{" not in said and "(" not in said[12:]
    assert value(refused.value.params["reason"]).startswith("too many stops")
