"""Positions of 18ESP self-play games where the engine failed a computer
player (found by Normal against random players; the records hold the
actions up to the position). Engine bugs, reported and not fixed here: each
test is expected to fail until the engine is fixed (strict: it is noticed
when it passes)."""

from __future__ import annotations

import contextlib
import json
from pathlib import Path

import pytest

from gamedesk.engine.actions import Action
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.routing.search import RoutingError
from gamedesk.titles import new_game

HERE = Path(__file__).parent / "positions"


def _replayed(name: str):
    record = json.loads((HERE / name).read_text(encoding="utf-8"))
    players = [(f"s{i}", f"Seat {i + 1}") for i in range(record["players"])]
    game = new_game(record["title"], players, profile=record["profile"], seed=record["seed"])
    game.route_search_work = 5000  # as self-play's offered runs
    for action in record["actions"]:
        game.process(Action.from_dict(action))
    return game


@pytest.mark.xfail(strict=True, raises=RoutingError,
                   reason="engine: the route finder's run for P3's 3/2P train is "
                   "refused by the engine (R-032), so listing the routes fails")
@pytest.mark.rules("R-032")
def test_18esp_lists_the_runs_of_a_company_holding_p3s_train():
    game = _replayed("18esp_selfplay_3001.json")
    assert game.current_step() == "routes"
    assert game.legal_actions()  # raises RoutingError today


@pytest.mark.xfail(strict=True, raises=ValueError,
                   reason="engine: a listed P1 mine lay at E7 fails with "
                   "ValueError('negative payment') instead of being done or refused")
@pytest.mark.rules("R-027")
def test_18esp_every_listed_p1_mine_lay_is_done_or_refused():
    game = _replayed("18esp_selfplay_3006.json")
    lays = [a for a in game.legal_actions() if a.type == "lay_tile" and a.get("special") == "P1"]
    assert lays
    for lay in lays:
        with contextlib.suppress(IllegalAction):  # a refusal names its rule: fine
            game.copy().process(lay)
