"""Further 18MW rule details: open information, System 5% drops, private powers
in the turn, the StL&A's station sold on, the first operating round of a new
company, the track allowance and supply, the fire-sale buyer as president,
a merger's privates and treasury shares."""

from __future__ import annotations

import pytest

from gamedesk.engine.actions import act
from gamedesk.engine.entities import POOL
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.steps.standard import StandardTurn
from gamedesk.titles.g18mw import merger, steps
from tests.titles.common import play
from tests.titles.mw_helpers import stock_position
from tests.titles.test_18mw_fire_sale import fire_sale
from tests.titles.test_18mw_mergers import CBQ, mergeable
from tests.titles.test_18mw_operating_turn import operating

CNW = "C&NW"


def floated():
    return stock_position({"a": ["C&NW_0", "C&NW_1", "C&NW_2"], "b": ["C&NW_3", "C&NW_4"],
                           "c": ["C&NW_5"]})


@pytest.mark.rules("R-004")
def test_every_players_cash_and_worth_and_every_holding_are_open():
    game = floated()
    summary = game.summary()
    assert [p["cash"] for p in summary["players"]] == [p.cash for p in game.players]
    assert all("value" in p for p in summary["players"])
    corp = game.corporations[CNW]
    assert corp.percent_of("a") == 40 and corp.cash == 1000  # holdings and treasury readable


@pytest.mark.rules("R-020")
def test_system_five_percents_drop_the_price_one_row_per_whole_ten():
    game, turn = mergeable()
    system = merger.merge(game, turn, CBQ)
    row, col = game.market.position[system.sym]
    game.drop_after_sale(system, 5)
    assert game.market.position[system.sym] == (row, col)
    game.drop_after_sale(system, 15)
    assert game.market.position[system.sym] == (row + 1, col)


@pytest.mark.rules("R-081", "R-084")
def test_a_company_uses_its_private_at_any_step_of_its_turn():
    game = floated()
    game.phases.index = [p.name for p in game.phases.all].index("3")
    game.company("StL&A").owner = CNW
    game.corporations[CNW].companies.append("StL&A")
    game.mark_edited()
    turn = StandardTurn(game, None, game.corporations[CNW], steps.STEPS, anytime=steps.ANYTIME)
    for step in ("track", "buy_train"):
        turn.step = step
        assert any(a.type == "special_token" for a in turn.legal_actions())


@pytest.mark.rules("R-086")
def test_a_stla_station_sold_on_goes_back_to_its_company_charter():
    from tests.titles.test_18mw_token_purchase import position

    game, _ = position()
    np_ = game.corporations["NP"]
    game.board.remove_token("NP", "H22", 0)  # NP's Chicago station: now its StL&A one
    np_.tokens_placed -= 1
    game.phases.index = [p.name for p in game.phases.all].index("3")
    game.company("StL&A").owner = "NP"
    game.place_stla_token(np_, act("special_token", "NP", company="StL&A", hex="H22", city=0))
    game.mark_edited()
    left = np_.tokens_left()
    game.process(act("buy_token", CNW, hex="H22", city=0))
    assert np_.tokens_left() == left + 1  # it may be placed again by the normal rules


@pytest.mark.rules("R-106")
def test_a_company_floated_in_a_stock_round_operates_in_the_next_operating_round():
    game = operating()
    assert game.operating_company() == CNW


@pytest.mark.rules("R-111")
def test_two_yellow_tiles_or_one_upgrade():
    game = floated()
    turn = StandardTurn(game, None, game.corporations[CNW], steps.STEPS)
    assert game.next_lay_slot(turn)["upgrade"]
    turn.lays = ["lay"]
    slot = game.next_lay_slot(turn)
    assert slot["lay"] and not slot["upgrade"]  # a second yellow, no upgrade
    turn.lays = ["upgrade"]
    assert game.next_lay_slot(turn) is None
    turn.lays = ["lay", "lay"]
    assert game.next_lay_slot(turn) is None


@pytest.mark.rules("R-121")
def test_a_tile_out_of_supply_cannot_be_laid():
    game = operating()
    game.board.withdraw_tile("57", game.board.available("57"))
    game.mark_edited()
    assert not [a for a in game.legal_actions() if a.type == "lay_tile" and a["tile"] == "57"]
    lay = next(a for a in game.legal_actions() if a.type == "lay_tile")
    with pytest.raises(IllegalAction) as info:
        game.process(act("lay_tile", CNW, hex=lay["hex"], tile="57", rotation=lay["rotation"]))
    assert info.value.rule == "R-121"


@pytest.mark.rules("R-165")
def test_a_fire_sale_buyer_holding_more_than_the_president_takes_over():
    game = fire_sale(cash=30)
    first = game.active_entities()[0]
    corp = game.corporations[CNW]
    for sid in ("C&NW_3", "C&NW_4", "C&NW_5", "C&NW_8"):
        game.share_by_id(sid).owner = first  # 40%, as much as Ann, before the sale
    game.mark_edited()
    play(game, ("bid_share", first, {"share": "C&NW_6", "price": 50}))
    while game.current_step() == "fire_sale":
        play(game, ("pass", game.active_entities()[0]))
    assert corp.president == first


@pytest.mark.rules("R-184")
def test_a_merger_hands_privates_and_treasury_shares_to_the_system():
    game, turn = mergeable()
    game.share_by_id("C&NW_7").owner = CNW  # a treasury share
    game.company("CFHC").owner = CNW
    game.corporations[CNW].companies.append("CFHC")
    game.mark_edited()
    system = merger.merge(game, turn, CBQ)
    assert game.company("CFHC").owner == system.sym and "CFHC" in system.companies
    assert system.percent_of(system.sym) == 5
    assert game.chicago_doubler() == system.sym
    assert system.percent_of(POOL) == 5


@pytest.mark.rules("R-145")
def test_every_stop_value_is_a_multiple_of_ten_so_dividends_are_whole():
    game = floated()
    values = []
    for hex_ in game.board.hexes():
        for index in game.board.tile_def(hex_).nodes:
            for colors in (("yellow",), ("yellow", "brown"), ("yellow", "gray")):
                values.append(game.board.revenue_of(hex_, index, colors))
    for tile in game.data.tiles.values():
        for part in tile.get("cities", []) + tile.get("towns", []):
            revenue = part.get("revenue", 0)
            values.extend(revenue.values() if isinstance(revenue, dict) else [revenue])
    assert values and all(v % 10 == 0 for v in values)


@pytest.mark.rules("R-152")
def test_a_system_over_its_limit_discards():
    game, turn = mergeable()
    for tid in ("8-0", "8-1", "10-0"):
        game.give_train(game.depot.by_id[tid], CBQ)  # with its 2-0: four trains
    game.mark_edited()
    system = merger.merge(game, turn, CBQ)
    assert game.train_limit(system) == 3
    assert any(i.step_id == "discard_trains" and i.op is system for i in game.interrupts)


@pytest.mark.rules("R-034")
def test_in_the_blue_zone_the_run_with_its_bonus_is_compared_with_the_price():
    from tests.titles.test_18mw_connections import CHICAGO, SAN_FRANCISCO, value

    game = floated()
    blue = next((r, c) for r, row in enumerate(game.market.grid) for c, s in enumerate(row)
                if s and "blue_dividend" in s.types and c > 0)
    game.market._move_to(CNW, blue)
    price = game.share_price(game.corporations[CNW])
    revenue, bonus, _ = value(game, [CHICAGO, SAN_FRANCISCO])
    assert revenue - bonus < 3 * price <= revenue  # the bonus makes it three times the price
    game.payout(game.corporations[CNW], revenue)
    assert game.market.position[CNW] == (blue[0], blue[1] + 2)
