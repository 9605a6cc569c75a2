"""An 18MW operating turn on the engine's steps: its refusals cite 18MW's rule
numbers, and a company without a train must buy one (R-110, R-119, R-159)."""

from __future__ import annotations

import pytest

from tests.titles.common import play
from tests.titles.mw_helpers import refused, stock_position, to_operating_round

CNW = "C&NW"


HOLDINGS = {"a": ["C&NW_0", "C&NW_1", "C&NW_2"], "b": ["C&NW_3", "C&NW_4"], "c": ["C&NW_5"]}


def operating(holdings=HOLDINGS):
    """C&NW floated at 100 (home F18, $1000, no train); its first turn begins."""
    game = stock_position(holdings)
    to_operating_round(game)
    assert game.round_kind() == "operating" and game.operating_company() == CNW
    return game


@pytest.mark.rules("R-119")
def test_no_green_tile_before_phase_3():
    game = operating()
    assert game.current_step() == "track"
    assert refused(game, "lay_tile", CNW, hex="F18", tile="14", rotation=0).rule == "R-119"


@pytest.mark.rules("R-116")
def test_no_track_off_the_map():
    game = operating()
    assert refused(game, "lay_tile", CNW, hex="A1", tile="7", rotation=0).rule == "R-116"


@pytest.mark.rules("R-110")
def test_the_steps_come_in_their_order():
    game = operating()
    assert refused(game, "run_routes", CNW, routes=[]).rule == "R-110"


@pytest.mark.rules("R-159", "R-160")
def test_a_company_without_a_train_must_buy_one_at_the_end_of_its_turn():
    game = operating()
    while game.current_step() != "buy_train":
        play(game, ("pass", CNW))
    assert refused(game, "pass", CNW).rule == "R-159"
    play(game, ("buy_train", CNW, {"train": "2-0", "price": 80}))
    assert [t.id for t in game.corporations[CNW].trains] == ["2-0"]


def at_train_step(cash: int, president_cash: int | None = None, holdings=HOLDINGS):
    game = operating(holdings)
    corp = game.corporations[CNW]
    game.pay(corp, game.bank, corp.cash - cash)
    if president_cash is not None:
        ann = game.player("a")
        game.pay(ann, game.bank, ann.cash - president_cash)
    game.mark_edited()
    while game.current_step() != "buy_train":
        play(game, ("pass", CNW))
    return game


@pytest.mark.rules("R-117", "R-126")
def test_a_city_takes_only_city_tiles_and_a_station_needs_a_route():
    game = operating()
    tiles = {a["tile"] for a in game.legal_actions() if a.type == "lay_tile" and a["hex"] == "F18"}
    assert tiles and tiles <= {"5", "6", "57"}
    assert refused(game, "place_token", CNW, hex="E15", city=0).rule == "R-126"


@pytest.mark.rules("R-168", "R-169")
def test_the_president_pays_the_shortfall_for_the_cheapest_train_only():
    game = at_train_step(cash=30)
    ann = game.player("a")
    cash = ann.cash
    offered = {a["train"] for a in game.legal_actions() if a.type == "buy_train"}
    assert offered == {"2-0"}
    play(game, ("buy_train", CNW, {"train": "2-0", "price": 80}))
    assert ann.cash == cash - 50 and game.corporations[CNW].cash == 0


@pytest.mark.rules("R-170", "R-172", "R-185")
def test_a_president_who_cannot_pay_sells_what_he_may_and_else_goes_bankrupt():
    # Ann holds only the president's 20%: no sale of it may hand C&NW on
    game = at_train_step(cash=0, president_cash=0, holdings={
        "a": ["C&NW_0"], "b": ["C&NW_1", "C&NW_2"], "c": ["C&NW_3", "C&NW_4"]})
    assert {a.type for a in game.legal_actions()} == {"bankrupt"}
    play(game, ("bankrupt", CNW))
    assert game.player("a").bankrupt and not game.finished


def emergency_with_np():
    """Ann must raise cash for C&NW's train; she holds 20% of NP, Bob's company."""
    game = stock_position(HOLDINGS)
    game.par_corporation("b", "NP", 100)
    for sid, pid in (("NP_1", "a"), ("NP_2", "a"), ("NP_3", "c"), ("NP_4", "c")):
        game.share_by_id(sid).owner = pid
    game.check_float(game.corporations["NP"])
    corp, ann = game.corporations[CNW], game.player("a")
    game.pay(corp, game.bank, corp.cash)
    game.pay(ann, game.bank, ann.cash)
    game.mark_edited()
    to_operating_round(game)
    while game.operating_company() != CNW or game.current_step() != "buy_train":
        play(game, ("pass", game.active_entities()[0]))
    return game


@pytest.mark.rules("R-058")
def test_another_president_may_protect_an_emergency_sale_of_his_company():
    game = emergency_with_np()
    np_ = game.corporations["NP"]
    cell, bob = game.market.position["NP"], game.player("b")
    cash = bob.cash
    play(game, ("sell_shares", "a", {"shares": ["NP_1"]}))
    assert game.current_step() == "price_protection" and game.active_entities() == ["b"]
    play(game, ("protect_shares", "b", {"corporation": "NP"}))
    assert game.share_by_id("NP_1").owner == "b" and bob.cash == cash - 100
    assert game.market.position["NP"] == cell and np_.percent_of("b") == 30


@pytest.mark.rules("R-058", "R-056")
def test_a_declined_protection_of_an_emergency_sale_drops_the_price():
    game = emergency_with_np()
    row, col = game.market.position["NP"]
    play(game, ("sell_shares", "a", {"shares": ["NP_1"]}))
    play(game, ("pass", "b"))
    assert game.market.position["NP"] == (row + 1, col)


@pytest.mark.rules("R-146")
def test_a_shared_steps_note_cites_18mws_rule_number():
    game = operating()
    for n in range(4):  # the train limit of phase 1
        game.give_train(game.depot.by_id[f"2-{n}"], CNW)
    game.mark_edited()
    while game.current_step() in ("track", "token", "routes", "dividend"):
        game.process(game.legal_actions()[-1])  # pass, or withhold
    notes = " ".join(game.step_notes())
    assert "train limit (R-146)" in notes and "R-118" not in notes
