"""1822MX operating rounds: revenues, minors' first turns, runs, payouts, trains,
the NdeM (R-090 … R-246)."""

from __future__ import annotations

import pytest

from gamedesk.engine.errors import IllegalAction
from gamedesk.titles.g1822mx import cubes, dividends
from tests.titles.mx_helpers import fingerprint, first_or_with_a_minor, play

L_LOCAL_E8 = {"train": None, "connections": [["local", "E8"]], "hexes": ["E8"], "nodes": ["E8-0"]}


def refused(game, rule: str, *move) -> None:
    before = fingerprint(game)
    with pytest.raises(IllegalAction) as err:
        play(game, move)
    assert err.value.rule == rule, err.value
    assert fingerprint(game) == before


def minor_3_with_an_l():
    """Fixture deal (seed 86): Ann's minor 3 buys its L and lays its home tile."""
    g, minor = first_or_with_a_minor()
    assert minor == "3"
    train = next(t for t in g.depot.ipo_trains() if t.id.startswith("L-"))
    play(g, ("buy_train", "3", {"train": train.id, "price": 60, "variant": "L"}),
         ("lay_tile", "3", {"hex": "E8", "tile": "6", "rotation": 3}))
    return g, train


@pytest.mark.rules("R-090")
def test_concessions_and_privates_pay_their_owners_at_the_start_of_the_round():
    g, _ = first_or_with_a_minor()
    assert g.player("p1").cash == 500 - 200 + 10 + 10  # C6 and P9


@pytest.mark.rules("R-095", "R-073")
def test_a_minor_places_its_home_station_in_its_first_turn():
    g, minor = first_or_with_a_minor()
    assert g.board.tokens_of(minor) == [g.corporations[minor].home]
    assert g.round.turn.step == "housekeeping"


@pytest.mark.rules("R-096")
def test_first_turn_train_is_an_l_for_60():
    g, minor = first_or_with_a_minor()
    train = next(t for t in g.depot.ipo_trains() if t.id.startswith("L-"))
    refused(g, "R-096", "buy_train", minor, {"train": train.id, "price": 120, "variant": "2"})
    play(g, ("buy_train", minor, {"train": train.id, "price": 60, "variant": "L"}))
    assert [t.name for t in g.corporations[minor].trains] == ["L"]
    assert g.corporations[minor].cash == 40


@pytest.mark.rules("R-210")
def test_a_minor_without_a_train_must_buy_one():
    g, minor = first_or_with_a_minor()
    play(g, ("pass", minor))  # no first-turn L
    while g.round.turn.step != "buy_train":
        play(g, ("pass", minor))
    refused(g, "R-210", "pass", minor)


@pytest.mark.rules("R-176", "R-178", "R-194")
def test_a_minor_splits_its_income_and_moves_right():
    g, train = minor_3_with_an_l()
    corp = g.corporations["3"]
    ann = g.player("p1").cash
    play(g, ("run_routes", "3", {"routes": [{**L_LOCAL_E8, "train": train.id}]}))
    assert corp.cash == 40 + 10
    assert g.player("p1").cash == ann + 10
    assert g.share_price(corp) == 60


@pytest.mark.rules("R-178")
def test_a_claimed_revenue_must_be_the_routes_worth():
    g, train = minor_3_with_an_l()
    refused(g, "R-178", "run_routes", "3",
            {"routes": [{**L_LOCAL_E8, "train": train.id, "revenue": 30}]})


@pytest.mark.rules("R-240", "R-244", "R-245")
def test_the_ndem_runs_last_and_pays_from_the_bank_per_share():
    g, train = minor_3_with_an_l()
    play(g, ("run_routes", "3", {"routes": [{**L_LOCAL_E8, "train": train.id}]}),
         ("pass", "3"))
    assert g.active_entities() == ["NDEM"]
    ndem = g.corporations["NDEM"]
    l_train = ndem.trains[0].id
    bank = g.bank.cash
    play(g, ("run_routes", "NDEM", {"routes": [
        {"train": l_train, "connections": [["local", "N23"]], "hexes": ["N23"]}]}))
    assert g.bank.cash == bank  # every share is in the pool: nobody is paid
    assert g.share_price(ndem) == 100  # 0 < 20 < 100: no move
    assert g.round.kind == "stock"


@pytest.mark.rules("R-245", "R-246")
def test_ndem_price_moves_by_income_over_price():
    g, _ = first_or_with_a_minor()
    ndem = g.corporations["NDEM"]
    dividends_before = g.share_price(ndem)
    from gamedesk.titles.g1822mx import ndem as national

    national.pay_out(g, 0)
    assert g.share_price(ndem) == 90  # nothing earned: one left
    national.pay_out(g, 280)  # 280 // 90 = 3 spaces right
    assert g.share_price(ndem) == 120
    assert dividends_before == 100


@pytest.mark.rules("R-190", "R-193")
def test_half_payout_rounds_the_paid_part_up_to_ten():
    assert dividends.paid_part(50, "half") == 30
    assert dividends.paid_part(60, "half") == 30
    assert dividends.paid_part(60, "withhold") == 0
    with pytest.raises(IllegalAction) as err:
        dividends.paid_part(60, "double")
    assert err.value.rule == "R-190"


@pytest.mark.rules("R-140")
def test_cubes_pay_river_and_hill_one_each_and_a_mountain_with_two():
    g, _ = first_or_with_a_minor()
    g.cubes_on["G16"] = 1  # Jiménez: hill $40 + river $20
    assert cubes.discount(g, "G16") == 40  # the hill first
    g.cubes_on["G16"] = 2
    assert cubes.discount(g, "G16") == 60
    g.cubes_on["E12"] = 1  # a mountain needs two cubes
    assert cubes.discount(g, "E12") == 0
    g.cubes_on["E12"] = 2
    assert cubes.discount(g, "E12") == 80


@pytest.mark.rules("R-139")
def test_no_cube_on_mexico_city():
    g, _ = first_or_with_a_minor()
    assert cubes.capacity(g, "N23") == 0


@pytest.mark.rules("R-080")
def test_player_order_follows_cash_after_the_round():
    g, _ = first_or_with_a_minor()
    assert [p.id for p in g.players] == ["p2", "p3", "p1"]
