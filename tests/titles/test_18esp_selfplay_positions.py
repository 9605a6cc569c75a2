"""Positions of 18ESP self-play games where the engine failed a computer player
(found by Normal against random players; each record holds the actions up to
the position)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gamedesk.engine.actions import Action
from gamedesk.engine.step_info import waiting_reason
from gamedesk.titles import new_game
from gamedesk.titles.g18esp import p3_train

HERE = Path(__file__).parent / "esp_positions"


def _replayed(name: str, upto: int | None = None):
    """The recorded game after its actions (the first `upto` of them)."""
    record = json.loads((HERE / name).read_text(encoding="utf-8"))
    prefix = record.get("ids", "s")
    players = [(f"{prefix}{i}", f"Seat {i + 1}") for i in range(record["players"])]
    game = new_game(record["title"], players, profile=record["profile"], seed=record["seed"])
    game.route_search_work = record.get("route_work", 5000)  # as the game's offered runs
    for action in record["actions"][:upto]:
        game.process(Action.from_dict(action))
    return game


@pytest.mark.rules("R-032", "R-128")
def test_p3s_train_carrying_the_tender_still_runs_first_to_aranjuez():
    """The tender rides on P3's train before its first run: the finder valued the
    tendered train under another name and offered a run the engine then refused
    (R-032), so listing the routes failed. 18xx.games profile: Madrid too."""
    game = _replayed("18esp_selfplay_3001.json")
    assert game.current_step() == "routes"
    (run,) = [a for a in game.legal_actions() if a.type == "run_routes"]
    p3 = [r for r in run["routes"] if r["train"].startswith("2P")]
    for route in p3:  # it runs to Aranjuez and Madrid, or not at all
        hexes = {stop.split("-")[0] for stop in route["stops"]}
        assert {p3_train.ARANJUEZ, p3_train.MADRID} <= hexes
    game.process(run)  # and the engine takes the run it offered


@pytest.mark.rules("R-027", "R-178")
def test_p1_refunds_the_mine_tile_even_when_the_lay_reaches_a_destination():
    """P1 takes 30 off the mine tile's 30; the lay also reached CFLG's destination,
    whose 100 made the cash change positive (the refund failed: negative payment)."""
    game = _replayed("18esp_selfplay_3006.json")
    op = game.operating_company()
    lay = next(a for a in game.legal_actions() if a.type == "lay_tile"
               and a.get("special") == "P1" and a["hex"] == "E7")
    cash, told = game.operator(op).cash, len(game.log)
    game.process(lay)
    assert any("destination goal" in line.text for line in game.log[told:])
    assert game.operator(op).cash == cash - 30 + 100 + 30
    assert game.companies["P1"].closed


@pytest.mark.rules("R-161", "R-167")
def test_a_loan_completes_the_purchase_once_the_sales_begun_can_no_longer_pay():
    """CFEA must buy a train; its director sold shares for it (R-159 a), and the
    falling prices left the sales short. The game offered nothing at all (it
    waited for a sale that could not pay); a loan completes the purchase."""
    game = _replayed("18esp_random_13.json")
    assert game.operating_company() == "CFEA" and game.current_step() == "buy_train"
    director = game.operator("CFEA").president
    offers = [a for a in game.legal_actions() if a.type == "buy_train"]
    assert offers
    game.process(offers[0])
    assert game.operator("CFEA").trains
    assert game.loans.get(director, 0) > 0


@pytest.mark.rules("R-159", "R-160", "R-161", "R-167")
def test_the_forced_purchase_says_what_the_director_is_offered_as_the_sales_go():
    """The same forced purchase (CFEA's director short of the train) before any
    sale, after one, and once the sales can no longer pay: the waiting reason
    follows what is offered, and never asks for sales once only the loan is."""
    before = _replayed("18esp_random_13.json", upto=-2)
    assert "sells shares or takes a loan" in waiting_reason(before)
    assert {a.type for a in before.legal_actions()} == {"buy_train", "sell_shares"}
    selling = _replayed("18esp_random_13.json", upto=-1)
    assert "sells what is still lacking" in waiting_reason(selling)
    assert {a.type for a in selling.legal_actions()} == {"sell_shares"}
    short = _replayed("18esp_random_13.json")
    reason = waiting_reason(short)
    assert "buys it with a loan" in reason and "(R-161)" in reason
    assert "must sell" not in reason
    assert {a.type for a in short.legal_actions()} == {"buy_train"}
