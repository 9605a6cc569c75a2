"""18MEX operating rounds: order, privates, minors, the major turn, mail and dividends
(R-080…R-112, R-213)."""

from __future__ import annotations

import pytest

from gamedesk.engine.entities import POOL
from tests.titles.mex_helpers import (
    after_sale,
    chi_with_a_train,
    finish_turn,
    first_operating_round,
    operator,
    pass_until,
    play,
    start,
    step_to,
    to_operating,
    turn_of,
)
from tests.titles.mex_positions import refused


def texts(game, since=0):
    return [line.text for line in game.log[since:]]


# --------------------------------------------------------------------- order


@pytest.mark.rules("R-080", "R-083")
def test_privates_pay_first_then_minors_a_b_c_then_majors():
    game = after_sale()
    start(game, "p2", "MC", 60)
    cash = {p.id: p.cash for p in game.players}
    since = len(game.log)
    to_operating(game)
    assert operator(game) == "A"
    assert game.player("p1").cash == cash["p1"] + 5 + 20  # MCAR + MNR
    assert game.player("p2").cash == cash["p2"] + 10  # KCMO
    assert game.player("p3").cash == cash["p3"] + 20  # MIR
    order = []
    for _ in range(4):
        order.append(operator(game))
        finish_turn(game)
    assert order == ["A", "B", "C", "MC"]
    log = texts(game, since)
    assert log.index("MNR pays $20 to Ann") < log.index("A places its home station in M12")


@pytest.mark.rules("R-081")
def test_majors_operate_highest_market_value_first():
    game = first_operating_round(chi_par=70, mc_par=60)
    turn_of(game, "CHI")
    finish_turn(game)
    assert operator(game) == "MC"


@pytest.mark.rules("R-081")
def test_equal_values_operate_top_of_the_stack_first():
    game = first_operating_round(chi_par=60, mc_par=60)
    assert game.market.stacks[(2, 2)] == ["MC", "CHI"]
    turn_of(game, "MC")
    finish_turn(game)
    assert operator(game) == "CHI"


@pytest.mark.rules("R-082")
def test_unfloated_majors_do_not_operate():
    game = after_sale()
    start(game, "p2", "UdY", 60, percent=40)
    start(game, "p3", "CHI", 60)
    to_operating(game)
    seen = set()
    while game.round.kind == "operating":
        seen.add(operator(game))
        finish_turn(game)
    assert seen == {"A", "B", "C", "CHI"}


# --------------------------------------------------------------------- minors


@pytest.mark.rules("R-086", "R-025")
def test_a_minor_places_its_home_station_free_on_its_first_turn():
    game = after_sale()
    assert game.board.tokens_of("A") == []
    to_operating(game)
    assert game.board.tokens_of("A") == [("M12", 0)]
    assert game.minors["A"].cash == 0


@pytest.mark.rules("R-087", "R-155")
def test_a_minor_pays_terrain_from_its_own_treasury():
    game = to_operating(after_sale())
    assert operator(game) == "A" and game.minors["A"].cash == 0
    assert not any(a.type == "lay_tile" for a in game.legal_actions())
    refused(game, ("lay_tile", "A", {"hex": "M12", "tile": "472", "rotation": 0}), "R-155")


@pytest.mark.rules("R-087")
def test_a_minor_lays_only_yellow():
    game = to_operating(after_sale())
    for _ in range(2):
        while game.round.kind == "operating":
            finish_turn(game)
        to_operating(game)
    turn_of(game, "B")
    assert game.minors["B"].cash >= 20
    lays = [a for a in game.legal_actions() if a.type == "lay_tile"]
    assert lays
    assert all(game.board.catalogue.defs[a["tile"]].color == "yellow" for a in lays)


@pytest.mark.rules("R-088")
def test_a_minor_must_run_its_train():
    game = to_operating(after_sale())
    step_to(game, "routes")
    refused(game, ("pass", "A"), "R-088")


@pytest.mark.rules("R-089", "R-007")
def test_a_minor_pays_half_to_its_owner_and_half_to_its_treasury():
    game = to_operating(after_sale())
    cash = game.player("p3").cash
    finish_turn(game)
    assert game.minors["A"].cash == 15
    assert game.player("p3").cash == cash + 15
    assert game.minors["A"].cash != game.player("p3").cash


@pytest.mark.rules("R-090")
def test_a_minor_buys_no_trains_stations_or_privates():
    game = to_operating(after_sale())
    refused(game, ("buy_train", "A", {"train": "2-3", "price": 100}), "R-090")
    refused(game, ("place_token", "A", {"hex": "I8", "city": 0}), "R-090", "R-092")
    refused(game, ("buy_company", "A", {"company": "MCAR", "price": 10}), "R-090")


# --------------------------------------------------------------------- majors


@pytest.mark.rules("R-093", "R-094", "R-111", "A-26")
def test_first_turn_home_station_no_run_without_trains_and_price_moves_left():
    game = first_operating_round()
    turn_of(game, "CHI")
    assert game.board.tokens_of("CHI") == [("E6", 0)]
    assert game.corporations["CHI"].cash == 700
    play(game, ("pass", "CHI"))  # no tile
    assert game.round.turn.step == "buy_train"  # nothing to run or pay
    assert game.market.position["CHI"] == (1, 2)  # $70 -> $65


@pytest.mark.rules("R-092", "R-123")
def test_trains_are_bought_after_running_not_before():
    game = to_operating(chi_with_a_train())
    turn_of(game, "CHI")
    train = game.depot.next_from_ipo()
    refused(game, ("buy_train", "CHI", {"train": train.id, "price": 100}), "R-123")
    step_to(game, "dividend")
    refused(game, ("buy_train", "CHI", {"train": train.id, "price": 100}), "R-112")


@pytest.mark.rules("R-092")
def test_no_tile_after_the_routes_are_run():
    game = to_operating(chi_with_a_train())
    turn_of(game, "CHI")
    step_to(game, "dividend")
    refused(game, ("lay_tile", "CHI", {"hex": "F5", "tile": "7", "rotation": 3}), "R-092")


# --------------------------------------------------------------------- mail


@pytest.mark.rules("R-095", "R-096", "R-099")
def test_worked_example_mc_collects_twenty_mail_on_its_second_turn():
    game = to_operating(chi_with_a_train())
    turn_of(game, "CHI")
    finish_turn(game)
    assert operator(game) == "MC" and game.round.turn.step == "track"
    mc = game.corporations["MC"]
    assert mc.cash == 600 - 100 + 20
    assert game.log[-1].text == "MC receives $20 for the mail contract"


@pytest.mark.rules("R-095", "R-096")
def test_mail_is_paid_without_a_route_and_is_not_revenue():
    game = to_operating(chi_with_a_train())
    turn_of(game, "MC")
    cash = game.corporations["MC"].cash
    p2 = game.player("p2").cash
    finish_turn(game)  # Torreón alone: no route
    assert game.corporations["MC"].cash == cash
    assert game.player("p2").cash == p2


@pytest.mark.rules("R-098")
def test_mail_from_an_untiled_home_is_nothing():
    game = first_operating_round()
    turn_of(game, "MC")
    play(game, ("pass", "MC"))
    step_to(game, "buy_train")
    play(game, ("buy_train", "MC", {"train": game.depot.next_from_ipo().id, "price": 100}))
    while game.round.kind == "operating":
        finish_turn(game)
    to_operating(game)
    turn_of(game, "MC")
    assert game.corporations["MC"].cash == 500
    assert "MC receives" not in " ".join(texts(game))


# --------------------------------------------------------------------- dividends


@pytest.mark.rules("R-106", "R-110", "R-213")
def test_payout_to_holders_open_market_to_the_company_ipo_to_nobody():
    game = chi_with_a_train()
    pass_until(game, "p3")
    chi_share = next(s.id for s in game.corporations["CHI"].shares_of("p3") if not s.president)
    play(game, ("sell_shares", "p3", {"shares": [chi_share]}))
    to_operating(game)
    turn_of(game, "CHI")
    step_to(game, "dividend")
    cash, p3, bank = game.corporations["CHI"].cash, game.player("p3").cash, game.bank.cash
    position = game.market.position["CHI"]
    play(game, ("dividend", "CHI", {"kind": "payout"}))
    assert game.corporations["CHI"].percent_of(POOL) == 10
    assert game.player("p3").cash == p3 + 20  # 40% of $50
    assert game.corporations["CHI"].cash == cash + 5  # the open-market 10%
    assert game.bank.cash == bank - 25  # the IPO's half is paid to nobody
    assert game.market.position["CHI"] == (position[0], position[1] + 1)


@pytest.mark.rules("R-108", "R-111", "R-112")
def test_withholding_puts_the_revenue_in_the_treasury_and_moves_left():
    game = to_operating(chi_with_a_train())
    turn_of(game, "CHI")
    step_to(game, "dividend")
    assert {a["kind"] for a in game.legal_actions()} == {"payout", "withhold"}
    cash, position = game.corporations["CHI"].cash, game.market.position["CHI"]
    play(game, ("dividend", "CHI", {"kind": "withhold"}))
    assert game.corporations["CHI"].cash == cash + 50
    assert game.market.position["CHI"] == (position[0], position[1] - 1)


@pytest.mark.rules("R-109")
def test_no_half_payouts():
    game = to_operating(chi_with_a_train())
    turn_of(game, "CHI")
    step_to(game, "dividend")
    refused(game, ("dividend", "CHI", {"kind": "half"}), "R-109")


@pytest.mark.rules("R-110", "R-111")
def test_price_moves_wrap_at_the_chart_edges():
    game = to_operating(chi_with_a_train())
    market = game.market.copy()
    market.place("X", (4, 8))
    market.right("X")
    assert market.position["X"] == (3, 8)
    market.place("Y", (0, 14))
    market.right("Y")
    assert market.position["Y"] == (0, 14)
    market.place("Z", (3, 0))
    market.left("Z")
    assert market.position["Z"] == (4, 0)
    market.place("W", (7, 0))
    market.left("W")
    assert market.position["W"] == (7, 0)
