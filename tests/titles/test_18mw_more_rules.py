"""More 18MW rules on the engine's mechanisms, under 18MW's numbers: one
purchase a turn, privates in the limit, the M&O's GM&O share, trains in
order, phases and rusting, train limits of Systems, one station a hex."""

from __future__ import annotations

import pytest

from gamedesk.engine.actions import act
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.steps.standard import StandardTurn
from gamedesk.titles.g18mw import steps
from tests.titles.common import play
from tests.titles.mw_helpers import (
    new_game,
    refused,
    sell_all_privates,
    stock_position,
    to_operating_round,
)

CNW = "C&NW"


def floated():
    return stock_position({"a": ["C&NW_0", "C&NW_1", "C&NW_2"], "b": ["C&NW_3", "C&NW_4"],
                           "c": ["C&NW_5"]}, first="b")


def turn_of(game, sym=CNW, step="buy_train"):
    turn = StandardTurn(game, None, game.corporations[sym], steps.STEPS, anytime=steps.ANYTIME)
    turn.step = step
    return turn


@pytest.mark.rules("R-039")
def test_one_certificate_a_turn():
    game = floated()
    play(game, ("buy_shares", "b", {"shares": ["C&NW_6"]}))
    assert game.active_entities() == ["b"]  # he may still sell
    assert refused(game, "buy_shares", "b", shares=["C&NW_7"]).rule == "R-039"


@pytest.mark.rules("R-080")
def test_an_open_private_counts_one_toward_a_players_limit():
    game = floated()
    before = game.cert_count("a")
    game.company("H&StJ").closed = True
    assert game.cert_count("a") == before - 1


@pytest.mark.rules("R-101")
def test_the_m_and_o_gmo_share_counts_toward_float_and_limits():
    game = sell_all_privates(new_game())
    holder = game.company("M&O").owner
    assert game.share_by_id("GM&O_1").owner == holder
    counted = game.cert_count(holder)
    assert counted == 1 + sum(1 for c in game.companies.values() if c.owner == holder)
    game.par_corporation("a", "GM&O", 100)
    for sid in ("GM&O_2", "GM&O_3", "GM&O_4"):
        game.share_by_id(sid).owner = "b"
    game.check_float(game.corporations["GM&O"])
    assert game.corporations["GM&O"].floated  # 20 + 30 + the M&O's 10


@pytest.mark.rules("R-147", "R-148", "R-149")
def test_bank_trains_go_in_order_several_a_turn_and_the_first_of_a_type_starts_its_phase():
    game = floated()
    turn = turn_of(game)
    offered = [t.id for t, _, _ in game.buyable_trains(turn)]
    assert offered == ["2-0"]
    for _ in range(4):
        game.buy_train(turn, act("buy_train", CNW, train=game.depot.next_from_ipo().id,
                                 price=80))
    corp = game.corporations[CNW]
    assert len(corp.trains) == 4 and game.phase.name == "2"  # limit 4 in phase 2
    assert not game.may_buy_train(turn_of(game))
    with pytest.raises(IllegalAction):
        game.buy_train(turn_of(game), act("buy_train", CNW, train="2-4", price=80))


@pytest.mark.rules("R-150")
def test_the_first_four_rusts_the_twos():
    game = floated()
    corp = game.corporations[CNW]
    game.give_train(game.depot.by_id["2-0"], CNW)
    for tid in [f"2-{i}" for i in range(1, 7)] + [f"3-{i}" for i in range(6)]:
        game.give_train(game.depot.by_id[tid], "@scrapped")
    game.pay(game.bank, corp, 1000)
    game.buy_train(turn_of(game), act("buy_train", CNW, train="4-0", price=300))
    assert [t.name for t in corp.trains] == ["4"]


@pytest.mark.rules("R-182")
def test_a_system_holds_one_train_more_than_a_corporation():
    game = floated()
    phase6 = [p.name for p in game.phases.all].index("6")
    game.phases.index = phase6
    corp = game.corporations[CNW]
    assert game.train_limit(corp) == 2
    corp.kind = "system"
    assert game.train_limit(corp) == 3


@pytest.mark.rules("R-127")
def test_no_second_station_of_a_company_in_one_hex():
    game = floated()
    with pytest.raises(IllegalAction) as info:
        game.board.check_token(CNW, "F18", 0, home=True)
    assert info.value.rule == "R-127"


@pytest.mark.rules("R-195")
def test_a_bankrupt_presidents_company_keeps_its_treasury():
    game = floated()
    corp = game.corporations[CNW]
    cash = corp.cash
    game.bankrupt_player(game.player("a"))
    assert corp.cash == cash


@pytest.mark.rules("R-141", "R-023")
def test_a_company_without_a_train_earns_nothing_and_drops_left():
    game = floated()
    row, col = game.market.position[CNW]
    to_operating_round(game)
    while game.current_step() != "buy_train":
        play(game, ("pass", CNW))
    assert game.market.position[CNW] == (row, col - 1)
    assert game.corporations[CNW].last_revenue == 0


@pytest.mark.rules("R-151")
def test_a_company_over_a_lowered_limit_discards_to_the_bank():
    game = floated()
    game.phases.index = [p.name for p in game.phases.all].index("3")
    for tid in [f"2-{i}" for i in range(7)]:
        game.give_train(game.depot.by_id[tid], "@scrapped")
    for tid in ("3-0", "3-1", "3-2"):
        game.give_train(game.depot.by_id[tid], CNW)
    for tid in ("3-3", "3-4", "3-5"):
        game.give_train(game.depot.by_id[tid], "@scrapped")
    game.buy_train(turn_of(game), act("buy_train", CNW, train="4-0", price=300))
    assert game.phase.name == "4" and game.interrupts
    assert game.interrupts[0].step_id == "discard_trains"
    game.discard_train(game.corporations[CNW], "3-0")
    assert game.depot.by_id["3-0"].owner == "@pool" and len(game.corporations[CNW].trains) == 3
