"""P3's train, "El tren de la fresa" (R-031, R-032): its first run goes to
Aranjuez (F26), and it does not run in the operating round P3 was acquired.
Positions from the real log, where CFLG's P3 became its 2P train at the first
5-train (action 588)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from gamedesk.engine.actions import act
from tests.titles.esp_log import as_rulebook, next_entries, position


def with_p3_train(n: int, owner: str):
    """The log's position after `n` actions, CFLG's P3 train moved to `owner`."""
    game, _ = position(n)
    train = game.depot.by_id["2P-0"]
    game.give_train(train, owner)
    game.mark_edited()
    return game, train


def run(company: str, train: str, *stops: str):
    return act("run_routes", company, routes=[{"train": train, "stops": list(stops)}])


def rulebook(game):
    """The position under the printed rules, its run rules too."""
    game = as_rulebook(game)
    game.board.profile = "rulebook"
    game.mark_edited()
    return game


@pytest.mark.rules("R-032")
def test_in_the_rulebook_p3s_train_first_runs_to_aranjuez_then_anywhere():
    game, _ = with_p3_train(662, "A")  # A's run, phase 5: Aranjuez lies on its track
    game = rulebook(game)
    elsewhere = run("A", "2P-0", "G27-0", "F28-0")
    assert game.why_illegal(elsewhere).rule == "R-032"
    plain = game.copy()
    plain_train = plain.depot.by_id["2P-0"]
    plain_train.spec = replace(plain_train.spec, name="2P")
    plain.mark_edited()
    assert plain.why_illegal(elsewhere) is None  # the route itself is a legal one
    game.process(run("A", "2P-0", "G27-0", "F26-1"))
    assert game.depot.by_id["2P-0"].spec.name == "2P"  # from now on it runs anywhere


@pytest.mark.rules("R-032")
def test_on_the_site_p3s_train_first_runs_from_madrid_to_aranjuez():
    game, _ = with_p3_train(662, "A")
    assert game.why_illegal(run("A", "2P-0", "G27-0", "F26-1")).rule == "R-032"  # no Madrid
    game, train = with_p3_train(636, "MZA")  # MZA's run, phase 5, its station in Madrid
    game.process(run("MZA", "2P-0", "F24-0", "F26-1"))
    assert train.spec.name == "2P"


@pytest.mark.rules("R-032")
def test_the_route_finder_sends_p3s_first_run_to_aranjuez():
    game, _ = with_p3_train(643, "CRB")
    best = game.best_routes_now(game.corporation("CRB"), exact=True)
    route = next(r for r in best.routes if r and r.train_id == "2P-0")
    assert any(stop.startswith("F26-") for stop in route.stops)


@pytest.mark.rules("R-032", "R-031")
def test_p3s_train_does_not_run_in_the_round_p3_was_acquired():
    for bought_now in (False, True):
        game, replayer = position(588)  # FdC is about to buy the first 5-train
        if bought_now:
            game.companies["P3"].acquired_in = game.round_marker()
            game.mark_edited()
        replayer.apply(next_entries(588)[0])
        cflg = game.corporation("CFLG")
        assert [t.id for t in cflg.trains if t.name == "2P"] == ["2P-0"]
        runs = [t.id for t in game.runnable_trains(cflg)]
        assert ("2P-0" in runs) is not bought_now
