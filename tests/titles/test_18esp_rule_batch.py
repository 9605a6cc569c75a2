"""18ESP rule items checked one at a time on hand-made positions: privates
and tenders, shares, floats, stations and passes, earnings, trains and
combining, loans. Each test would fail if its rule were broken."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from gamedesk.engine.actions import act
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.trains import DEPOT, POOL as TRAIN_POOL
from gamedesk.titles.g18esp import combined, loans, passes, privates, tenders
from tests.titles.esp_helpers import finish_auction, new_game
from tests.titles.test_18esp_rule_items import float_by_hand, give_private, operating

PHASE = {"2": 0, "3": 1, "4": 2, "5": 3}


def refused_rule(call) -> str:
    with pytest.raises(IllegalAction) as info:
        call()
    return info.value.rule


# ----------------------------------------------------------------- privates and tenders

@pytest.mark.rules("R-022")
def test_a_companys_private_pays_its_income_into_the_treasury():
    game = finish_auction(new_game())
    fdsb = float_by_hand(game, "FdSB", "b")
    give_private(game, "P3", "FdSB")
    cash = fdsb.cash
    game.pay_private_revenue()
    assert fdsb.cash == cash + game.companies["P3"].revenue


@pytest.mark.rules("R-023", "R-025")
def test_privates_go_from_players_to_companies_only_and_p7_never():
    game = finish_auction(new_game())
    fdsb = float_by_hand(game, "FdSB", "b")
    offered = {a["company"] for a in privates.purchase_actions(game, fdsb)}
    assert "P7" not in offered and offered
    assert refused_rule(lambda: privates.buy(game, fdsb, act(
        "buy_company", "FdSB", company="P7", price=1))) == "R-025"
    give_private(game, "P3", "CFLG")  # a company's private is not for resale
    assert refused_rule(lambda: privates.buy(game, fdsb, act(
        "buy_company", "FdSB", company="P3", price=1))) == "R-023"


@pytest.mark.rules("R-029", "R-030")
def test_at_phase_5_a_players_p2_and_p3_close_with_no_train():
    game = finish_auction(new_game())
    p2_train = game.depot.by_id[game.data.game["rules"]["p2_train"]]
    p3_train = game.depot.by_id[game.data.game["rules"]["p3_train"]]
    game.close_privates()
    assert game.companies["P2"].closed and game.companies["P3"].closed
    for train in (p2_train, p3_train):  # neither joins a company nor goes on sale
        assert train.owner not in (DEPOT, TRAIN_POOL) and not game.is_player(train.owner)
        assert train.owner not in game.corporations


@pytest.mark.rules("R-035", "R-036")
def test_a_company_buying_p5_takes_the_last_tender_and_p5_closes():
    game = finish_auction(new_game())  # P5 is Ann's
    game.phases.index = PHASE["3"]
    fdsb = float_by_hand(game, "FdSB", "b")
    game.mark_edited()
    price = privates.price_range(game, game.companies["P5"])[1]
    privates.buy(game, fdsb, act("buy_company", "FdSB", company="P5", price=min(price, fdsb.cash)))
    assert game.companies["P5"].closed and "FdSB" in game.tender_owners
    cflg = float_by_hand(game, "CFLG", "c")
    assert tenders.seller(game) is None and not tenders.buy_actions(game, cflg)


@pytest.mark.rules("R-036")
def test_p5_bought_by_a_company_with_a_tender_puts_the_last_one_in_the_market():
    game = finish_auction(new_game())
    game.phases.index = PHASE["3"]
    fdsb = float_by_hand(game, "FdSB", "b")
    game.tender_owners.add("FdSB")
    game.mark_edited()
    privates.buy(game, fdsb, act("buy_company", "FdSB", company="P5", price=1))
    cflg = float_by_hand(game, "CFLG", "c")
    assert tenders.buy_actions(game, cflg)
    cash = cflg.cash
    tenders.buy(game, cflg)
    assert cflg.cash == cash - 80 and "CFLG" in game.tender_owners
    assert not tenders.buy_actions(game, float_by_hand(game, "CFEA", "d"))


@pytest.mark.rules("R-038")
def test_a_tender_is_bought_only_from_p5s_owner():
    game = finish_auction(new_game())
    fdsb = float_by_hand(game, "FdSB", "b")
    game.companies["P5"].closed = True
    game.mark_edited()
    assert refused_rule(lambda: tenders.buy(game, fdsb)) == "R-034"
    assert "FdSB" not in game.tender_owners


# ----------------------------------------------------------------- shares and floats

@pytest.mark.rules("R-061")
def test_a_major_launched_from_phase_5_floats_at_60_percent_with_ten_pars():
    game = finish_auction(new_game())
    fdc, started = game.corporation("CFLG"), game.corporation("CFEA")
    game.par_corporation("b", "CFEA", 80)  # launched before phase 5, not yet floated
    game.train_event("float_60", None)  # phase 5 (the first 5-train)
    # every major yet to float needs 60% from now: one started before too, though
    # none of its shares has been bought since
    assert fdc.float_percent == started.float_percent == 60
    game.par_corporation("c", "CFLG", 80)
    for share in fdc.shares[1:3]:
        share.owner = "c"
    game.check_float(fdc)
    assert not fdc.floated  # 40% is not enough
    for share in fdc.shares[3:5]:
        share.owner = "d"
    game.check_float(fdc)
    assert fdc.floated and fdc.cash == 10 * 80 and fdc.goals is None


@pytest.mark.rules("R-051")
def test_no_share_is_bought_before_the_directors_certificate():
    game = finish_auction(new_game())
    pid = game.active_entities()[0]
    share = game.corporation("CFLG").shares[1]
    assert not any(a.type == "buy_shares" and share.id in a["shares"]
                   for a in game.legal_actions())
    assert refused_rule(lambda: game.process(act("buy_shares", pid, shares=[share.id])))


# ----------------------------------------------------------------- stations and passes

@pytest.mark.rules("R-069")
def test_the_home_station_is_placed_free_at_the_first_turn():
    game = finish_auction(new_game())
    fdsb = float_by_hand(game, "FdSB", "b")
    cash = fdsb.cash
    operating(game, "FdSB")
    assert fdsb.home_placed and fdsb.cash == cash and game.board.tokens_of("FdSB")


@pytest.mark.rules("R-101")
def test_a_minor_opens_no_pass():
    game = finish_auction(new_game())
    game.phases.index = PHASE["3"]
    game.par_corporation("c", "MS", 80)
    turn = SimpleNamespace(op=game.corporation("MS"))
    assert passes.why_not(game, turn, "H12").rule == "R-101"


@pytest.mark.rules("R-102", "R-104")
def test_an_opened_pass_has_two_free_spaces_one_a_company():
    game = finish_auction(new_game())
    assert "H12" in game.board.closed_gates
    game.board.open_gate("H12")
    city = game.board.cities("H12")[0]
    assert city.free == 2
    game.board.place_token("FdSB", "H12", 0)
    with pytest.raises(IllegalAction):
        game.board.place_token("FdSB", "H12", 0)


@pytest.mark.rules("R-181")
def test_an_available_station_costs_50():
    game = finish_auction(new_game())
    fdsb = float_by_hand(game, "FdSB", "b")
    game.place_home_token(fdsb)
    assert game.next_token_price(fdsb) == 50


# ----------------------------------------------------------------- earnings and the market

@pytest.mark.rules("R-129", "R-131")
def test_a_payout_pays_a_tenth_a_share_and_a_withhold_keeps_it_all():
    game = finish_auction(new_game())
    fdsb = float_by_hand(game, "FdSB", "b")  # Ben holds 40%
    ben, cash = game.player("b").cash, fdsb.cash
    game.payout(fdsb, 100)
    assert game.player("b").cash == ben + 40 and fdsb.cash == cash
    game.withhold(fdsb, 100)
    assert fdsb.cash == cash + 100


@pytest.mark.rules("R-132")
@pytest.mark.parametrize(("profile", "after"), [("rulebook", 50), ("18xx.games", 55)])
def test_a_price_of_55_falls_to_50_in_the_rulebook(profile, after):
    game = finish_auction(new_game(profile, options=["core"] if profile != "rulebook" else []))
    fdsb = float_by_hand(game, "FdSB", "b", par=70)
    game.market.place("FdSB", (0, 1))
    assert game.share_price(fdsb) == 55
    game.market.left("FdSB")
    assert game.share_price(fdsb) == after  # 4.3.12: the site does not move


# ----------------------------------------------------------------- trains

@pytest.mark.rules("R-150")
def test_a_company_at_its_train_limit_buys_no_train():
    game = finish_auction(new_game())
    fdsb = float_by_hand(game, "FdSB", "b")
    while game.has_room(fdsb):
        game.give_train(game.depot.next_from_ipo(), "FdSB")
    game.mark_edited()
    turn = SimpleNamespace(op=fdsb, is_minor=False, contributed=False, emergency=False)
    assert not game.has_room(fdsb) and len(fdsb.trains) == game.train_limit(fdsb)
    assert all(t.owner != DEPOT for t, *_ in game.buyable_trains(turn)) or not game.has_room(fdsb)


@pytest.mark.rules("R-152")
def test_rusted_trains_leave_the_game_without_compensation():
    game = finish_auction(new_game())
    fdsb = float_by_hand(game, "FdSB", "b")
    two = game.depot.next_from_ipo()
    game.give_train(two, "FdSB")
    cash = fdsb.cash
    game.rust_trains(two.rusts_on)
    assert two not in fdsb.trains and fdsb.cash == cash


@pytest.mark.rules("R-168", "R-173")
def test_combining_waits_for_phase_4_and_is_for_majors_not_in_a_forced_purchase():
    game = finish_auction(new_game())
    fdsb = float_by_hand(game, "FdSB", "b")
    game.give_train(game.depot.next_from_ipo(), "FdSB")
    game.rust_trains("4")  # the 2s rust: a type to recycle
    game.depot.bought_names.add("4")
    fdsb.cash = 1000
    game.mark_edited()
    turn = SimpleNamespace(op=fdsb, contributed=False)
    game.phases.index = PHASE["3"]
    assert not combined.offers(game, turn)
    game.phases.index = PHASE["4"]
    game.give_train(game.depot.next_from_ipo(), "FdSB")
    assert combined.offers(game, turn)
    assert not combined.offers(game, SimpleNamespace(op=fdsb, contributed=True))  # forced
    game.par_corporation("c", "MS", 80)
    assert not combined.offers(game, SimpleNamespace(op=game.corporation("MS"),
                                                     contributed=False))  # a minor


# ----------------------------------------------------------------- loans

@pytest.mark.rules("R-165")
def test_a_player_in_debt_may_borrow_again():
    game = finish_auction(new_game())
    loans.borrow(game, "a", 30)
    loans.borrow(game, "a", 10)
    assert loans.debt(game, "a") == 45 + 15


# ----------------------------------------------------------------- track

def first_lays(sym: str = "FdSB", pid: str = "b"):
    game = finish_auction(new_game())
    float_by_hand(game, sym, pid)
    operating(game, sym)
    return game, [a for a in game.legal_actions() if a.type == "lay_tile"]


def tile_of(game, action):
    return game.board.catalogue.defs[game.tile_name_and_id(action["tile"])[0]]


@pytest.mark.rules("R-074", "R-085")
def test_in_phase_2_a_northern_major_lays_yellow_narrow_track_in_the_north():
    game, lays = first_lays()
    north = [a for a in lays if a["hex"] in game.north_hexes]
    assert north
    for action in north:
        tile = tile_of(game, action)
        assert tile.color == "yellow"  # phase 2
        assert all(p.gauge == "narrow" for p in tile.paths)


# ----------------------------------------------------------------- more

@pytest.mark.rules("R-094")
def test_no_second_station_of_a_company_in_one_city():
    game = finish_auction(new_game())
    fdsb = float_by_hand(game, "FdSB", "b")
    game.place_home_token(fdsb)
    hex_, city = fdsb.home
    assert not any(a["hex"] == hex_ for a in game.token_actions(fdsb))
    with pytest.raises(IllegalAction):
        game.place_token(fdsb, act("place_token", "FdSB", hex=hex_, city=city))


@pytest.mark.rules("R-176", "R-182")
def test_the_second_8_train_exported_ends_the_set():
    game = finish_auction(new_game())
    game.eights_out = 1
    while game.depot.next_from_ipo().id.rpartition("-")[0] != "8":
        game.scrap_train(game.depot.next_from_ipo())
    game.mark_edited()
    game.export_train()
    assert game.eights_out == 2 and game.end_stage == "cut"


@pytest.mark.rules("R-180")
def test_in_the_last_phase_the_northern_mine_and_harbour_goal_no_longer_counts():
    from gamedesk.titles.g18esp import goals

    game = finish_auction(new_game())
    fdsb = game.corporation("FdSB")
    hexes = {next(iter(game.harbors)), next(iter(game.mine_hexes))}
    assert goals.harbor_run(game, fdsb, hexes)
    game.phases.index = len(game.phases.all) - 1
    assert not goals.harbor_run(game, fdsb, hexes)


@pytest.mark.rules("R-127")
def test_a_company_without_a_train_earns_nothing_and_withholds():
    game = finish_auction(new_game())
    fdsb = float_by_hand(game, "FdSB", "b")
    operating(game, "FdSB")
    price = game.share_price(fdsb)
    game.process(act("pass", "FdSB"))  # no track
    assert game.current_step() == "buy_train"  # no run, no dividend to choose
    assert game.share_price(fdsb) < price and fdsb.last_revenue == 0
