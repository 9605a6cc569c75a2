"""18MW's operating rules where they part from the engine's: home station at
float, station cost by distance, private revenue by phase, dividends with
treasury shares, the Blue zone and the Closed zone."""

from __future__ import annotations

import pytest

from gamedesk.engine.entities import IPO, POOL, REMOVED
from gamedesk.titles.g18mw.operating import hex_distance
from tests.titles.mw_helpers import stock_position

CNW = "C&NW"  # home F18 (Madison)
FLOATED = {"a": ["C&NW_0", "C&NW_1", "C&NW_2"], "b": ["C&NW_3", "C&NW_4"], "c": ["C&NW_5"]}


def floated():
    return stock_position(FLOATED)


def put(game, price_types: tuple[str, ...], price: int | None = None, min_col: int = 0):
    """Move C&NW to the first cell with these zone types (and price)."""
    for r, row in enumerate(game.market.grid):
        for c, space in enumerate(row):
            if c < min_col:
                continue
            if space and space.types == price_types and price in (None, space.price):
                game.market._move_to(CNW, (r, c))
                game.mark_edited()
                return (r, c)
    raise AssertionError(f"no cell {price_types} {price}")


@pytest.mark.rules("R-104")
def test_a_corporation_floats_at_sixty_percent_with_ten_times_par_and_its_home_station():
    game = floated()
    corp = game.corporations[CNW]
    assert corp.floated and corp.cash == 1000
    assert game.board.tokens_of(CNW) == [("F18", 0)]


@pytest.mark.rules("R-104")
def test_fifty_percent_is_not_enough_to_float():
    game = stock_position({"a": ["C&NW_0", "C&NW_1", "C&NW_2"], "b": ["C&NW_3"]})
    assert not game.corporations[CNW].floated and not game.board.tokens_of(CNW)


@pytest.mark.rules("R-129", "R-130")
def test_a_station_costs_forty_plus_ten_a_hex_from_home():
    game = floated()
    corp = game.corporations[CNW]
    assert hex_distance(game.board.grid, "F20", "F18") == 1
    assert hex_distance(game.board.grid, "H22", "I1") == 11
    assert hex_distance(game.board.grid, "Q7", "C11") == 14
    assert game.station_cost(corp, "F20") == 50 and game.station_cost(corp, "H22") == 40 + 10 * 3


@pytest.mark.rules("R-082", "R-076")
def test_hstj_pays_twenty_in_phases_one_to_three_and_ten_in_phase_four():
    game = floated()
    for company in game.companies.values():
        company.closed = company.sym != "H&StJ"
    owner = game.player(game.company("H&StJ").owner)
    cash = owner.cash
    game.pay_private_revenue()
    assert owner.cash == cash + 20
    game.phases.index = [p.name for p in game.phases.all].index("4")
    game.pay_private_revenue()
    assert owner.cash == cash + 30


@pytest.mark.rules("R-142", "R-063")
def test_offering_and_treasury_shares_pay_the_company_and_pool_shares_nobody():
    game = floated()
    corp = game.corporations[CNW]
    game.share_by_id("C&NW_6").owner = POOL
    game.share_by_id("C&NW_7").owner = CNW  # treasury; C&NW_8 stays in the offering
    cash, a_cash = corp.cash, game.player("a").cash
    game.payout(corp, 100)
    assert game.player("a").cash == a_cash + 40  # the president's 20% and one 10%
    assert corp.cash == cash + 20
    assert corp.percent_of(IPO) == 10


@pytest.mark.rules("R-024")
def test_any_payout_outside_the_blue_zone_moves_one_column_right():
    game = floated()
    row, col = game.market.position[CNW]
    game.payout(game.corporations[CNW], 10)
    assert game.market.position[CNW] == (row, col + 1)


@pytest.mark.rules("R-023", "R-144")
def test_withholding_pays_the_company_and_moves_one_column_left():
    game = floated()
    corp = game.corporations[CNW]
    row, col = game.market.position[CNW]
    cash = corp.cash
    game.withhold(corp, 90)
    assert corp.cash == cash + 90 and game.market.position[CNW] == (row, col - 1)


@pytest.mark.rules("R-030", "R-031", "R-032", "R-033")
@pytest.mark.parametrize("revenue,columns", [(180, 2), (179, 1), (60, 1), (59, 0), (10, 0)])
def test_in_the_blue_zone_a_payout_moves_by_how_the_run_compares_with_the_price(revenue, columns):
    game = floated()
    row, col = put(game, ("blue_dividend",), 60)
    game.payout(game.corporations[CNW], revenue)
    assert game.market.position[CNW] == (row, col + columns)


@pytest.mark.rules("R-033")
def test_in_the_blue_zone_withholding_moves_left():
    game = floated()
    row, col = put(game, ("blue_dividend",), 60, min_col=1)
    game.withhold(game.corporations[CNW], 0)
    assert game.market.position[CNW] == (row, col - 1)


@pytest.mark.rules("R-028")
def test_the_closed_zone_closes_the_company_for_good():
    game = floated()
    corp = game.corporations[CNW]
    put(game, ("multiple_buy", "unlimited"), 10)
    game.market.left(CNW)  # into the $0 cell
    game.after_price_change(corp)
    assert corp.closed and CNW not in game.market.position
    assert not game.board.tokens_of(CNW)
    assert all(s.owner == REMOVED for s in corp.shares)
    assert game.player_value(game.player("a")) == game.player("a").cash  # worth nothing


@pytest.mark.rules("R-005", "R-205", "R-207")
def test_a_players_worth_is_cash_and_shares_at_their_price_never_privates():
    game = floated()
    a = game.player("a")
    assert game.company("H&StJ").owner == "a"
    assert game.player_value(a) == a.cash + 4 * 100  # the president's certificate counts 2
    a.bankrupt = True
    assert game.player_value(a) == 0


@pytest.mark.rules("R-077")
def test_the_first_five_train_closes_every_private():
    game = floated()
    game.train_event("close_companies", game.depot.by_id["5-0"])
    assert all(c.closed for c in game.companies.values())


@pytest.mark.rules("R-146")
def test_trains_change_hands_only_between_companies_of_one_president():
    from gamedesk.engine.steps.standard import StandardTurn
    from gamedesk.titles.g18mw import steps

    game = floated()
    game.par_corporation("b", "NP", 100)
    for sid in ("NP_1", "NP_2", "NP_3", "NP_4"):
        game.share_by_id(sid).owner = "c"
    game.check_float(game.corporations["NP"])
    train = game.depot.by_id["2-0"]
    game.give_train(train, "NP")
    turn = StandardTurn(game, None, game.corporations[CNW], steps.STEPS)
    assert all(t is not train for t, _, _ in game.buyable_trains(turn))
    game.corporations["NP"].president = "a"
    assert any(t is train for t, _, _ in game.buyable_trains(turn))


def break_the_bank(game):
    game.pay(game.bank, game.player("d"), game.bank.cash)
    assert game.bank.broken


@pytest.mark.rules("R-203", "R-204")
def test_a_bank_broken_in_an_operating_round_ends_the_game_after_its_set():
    game = floated()
    game.or_count = 2
    game.start_operating_round(1)
    break_the_bank(game)
    game.after_operating_round(game.round)
    assert not game.finished and game.round.number == 2
    game.after_operating_round(game.round)
    assert game.finished and game.end_reason == "bank"


@pytest.mark.rules("R-204")
def test_a_bank_broken_in_a_stock_round_ends_the_game_after_the_next_set():
    game = floated()
    break_the_bank(game)
    game.after_stock_round(game.round)
    assert game.round_kind() == "operating" and not game.finished
    for _ in range(game.or_count):
        assert not game.finished
        game.after_operating_round(game.round)
    assert game.finished and game.end_reason == "bank"


def river_lay(game, op):
    """A first tile whose new track reaches one river side: (hex, tile,
    rotation, cost of the side)."""
    sides = game.water_sides()
    for option in game.board.lay_options(op.sym, colors=("yellow",), new_lay=True, upgrade=False):
        hex_ = option.hex
        if hex_ not in sides:
            continue
        for rot in option.rotations:
            exits = game.board.catalogue.defs[option.tile].oriented(rot).exits
            crossed = [cost for edge, cost in sides[hex_].items() if edge in exits]
            if len(crossed) == 1 and option.cost == 0:
                return hex_, option.tile, rot, crossed[0]
    raise AssertionError("no river lay on this map")


def lay_turn(game):
    from gamedesk.engine.steps.standard import StandardTurn
    from gamedesk.titles.g18mw import steps

    return StandardTurn(game, None, game.corporations[CNW], steps.STEPS)


@pytest.mark.rules("R-114", "R-097")
def test_new_track_to_a_river_side_pays_the_river_and_half_goes_to_the_ri_owner():
    from gamedesk.engine.actions import act

    game = floated()
    corp = game.corporations[CNW]
    hex_, tile, rot, cost = river_lay(game, corp)
    ri_owner = game.player(game.company("RI").owner)
    cash, ri_cash = corp.cash, ri_owner.cash
    game.lay_tile(lay_turn(game), act("lay_tile", CNW, hex=hex_, tile=tile, rotation=rot))
    assert corp.cash == cash - cost and cost in (20, 40)
    assert ri_owner.cash == ri_cash + cost // 2


@pytest.mark.rules("R-115")
def test_a_lay_whose_river_crossing_the_company_cannot_pay_is_refused():
    from gamedesk.engine.actions import act
    from gamedesk.engine.errors import IllegalAction

    game = floated()
    corp = game.corporations[CNW]
    hex_, tile, rot, cost = river_lay(game, corp)
    game.pay(corp, game.bank, corp.cash - cost + 10)
    with pytest.raises(IllegalAction) as info:
        game.lay_tile(lay_turn(game), act("lay_tile", CNW, hex=hex_, tile=tile, rotation=rot))
    assert info.value.rule == "R-115"
    assert not any(a["hex"] == hex_ and a["tile"] == tile and a["rotation"] == rot
                   for a in game.lay_actions(lay_turn(game)))


@pytest.mark.rules("R-140")
def test_off_map_areas_pay_the_column_of_the_phase():
    game = floated()
    names = [p.name for p in game.phases.all]
    offmap = next(h["coord"] for h in game.data.map["hexes"] if h["kind"] == "offboard")
    values = game.data.map["hexes"]
    revenue = next(h for h in values if h["coord"] == offmap)["tile"]["offboards"][0]["revenue"]
    seen = []
    for phase in ("3", "4", "8"):
        game.phases.index = names.index(phase)
        seen.append(game.board.revenue_of(offmap, 0, game.colors()))
    assert seen == [revenue["yellow"], revenue["brown"], revenue["gray"]]


@pytest.mark.rules("R-088")
def test_the_slflc_owner_gets_ten_a_route_through_st_louis_at_the_end_of_the_round():
    game = floated()
    owner = game.player(game.company("SLFLC").owner)
    cash = owner.cash
    game.freight_routes = 3  # three routes ran through St. Louis this round
    game.start_operating_round(1)
    game.or_count = 2
    game.after_operating_round(game.round)
    assert owner.cash == cash + 30 and game.freight_routes == 0


@pytest.mark.rules("R-089")
def test_the_freight_outlives_the_private_until_the_first_six():
    game = floated()
    heir = game.company("SLFLC").owner
    game.train_event("close_companies", game.depot.by_id["5-0"])
    assert game.company("SLFLC").closed and game.freight_payee() == heir
    game.depot.bought_names.add("6")
    assert game.freight_payee() is None


def phase(game, name):
    game.phases.index = [p.name for p in game.phases.all].index(name)
    game.mark_edited()


def buy_private(game, sym, price):
    from gamedesk.engine.actions import act
    from gamedesk.titles.g18mw import company_purchase

    company_purchase.buy(game, game.corporations[CNW],
                         act("buy_company", CNW, company=sym, price=price))


@pytest.mark.rules("R-078", "R-079")
def test_a_company_buys_a_private_in_phases_3_and_4_for_half_to_twice_face():
    from gamedesk.engine.errors import IllegalAction

    game = floated()
    with pytest.raises(IllegalAction) as info:
        buy_private(game, "RI", 120)
    assert info.value.rule == "R-078"  # phase 1
    phase(game, "3")
    with pytest.raises(IllegalAction):
        buy_private(game, "RI", 59)
    seller = game.player(game.company("RI").owner)
    cash = seller.cash
    buy_private(game, "RI", 240)
    assert game.company("RI").owner == CNW and seller.cash == cash + 240
    corp_cash = game.corporations[CNW].cash
    game.pay_private_revenue()
    assert game.corporations[CNW].cash == corp_cash + 20  # its revenue goes to the company


@pytest.mark.rules("R-096", "R-103")
def test_the_l_and_m_and_the_m_and_o_are_never_sold_to_a_company():
    from gamedesk.engine.errors import IllegalAction

    game = floated()
    phase(game, "3")
    for sym, rule in (("L&M", "R-096"), ("M&O", "R-103")):
        with pytest.raises(IllegalAction) as info:
            buy_private(game, sym, game.company(sym).value)
        assert info.value.rule == rule


@pytest.mark.rules("R-090")
def test_the_slflc_may_be_sold_to_a_company():
    game = floated()
    phase(game, "3")
    buy_private(game, "SLFLC", 80)
    assert game.company("SLFLC").owner == CNW


def chicago_run(game, company=CNW):
    board = game.board
    spec = board.train_spec("2")
    nodes = [("H22", 0), ("F20", 0)]
    return board.run_rules.run_value(board, company, spec, nodes, game.colors())[0]


@pytest.mark.rules("R-098", "R-099")
def test_the_cfhc_doubles_chicago_for_its_company_only():
    game = floated()
    plain = chicago_run(game)
    assert game.player(game.company("CFHC").owner)  # a player's CFHC doubles nothing
    phase(game, "3")
    buy_private(game, "CFHC", 160)
    chicago = game.board.revenue_of("H22", 0, game.colors())
    assert chicago_run(game) == plain + chicago
    assert chicago_run(game, "NP") == plain


@pytest.mark.rules("R-100")
def test_the_cfhc_doubling_outlives_the_private_until_the_first_six():
    game = floated()
    phase(game, "3")
    buy_private(game, "CFHC", 160)
    doubled = chicago_run(game)
    game.train_event("close_companies", game.depot.by_id["5-0"])
    game.update_doubled_stops()
    assert game.company("CFHC").closed and chicago_run(game) == doubled
    game.depot.bought_names.add("6")
    game.update_doubled_stops()
    assert chicago_run(game) < doubled


@pytest.mark.rules("R-102")
def test_the_m_and_o_brings_its_owners_company_a_free_bank_train_and_closes():
    from gamedesk.engine.actions import act
    from gamedesk.engine.errors import IllegalAction

    game = stock_position({"c": ["C&NW_0", "C&NW_1", "C&NW_2"], "b": ["C&NW_3", "C&NW_4"],
                           "a": ["C&NW_5"]})
    assert game.company("M&O").owner == "c" and game.corporations[CNW].president == "c"
    turn = lay_turn(game)
    turn.step = "buy_train"
    cash = game.corporations[CNW].cash
    offered = [a["train"] for a in steps_legal(turn) if a.type == "exchange_private"]
    assert offered == ["2-0"]
    with pytest.raises(IllegalAction) as info:
        game.use_mo(turn, act("exchange_private", CNW, company="M&O", train="3-0"))
    assert info.value.rule == "R-102"
    game.use_mo(turn, act("exchange_private", CNW, company="M&O", train="2-0"))
    corp = game.corporations[CNW]
    assert [t.id for t in corp.trains] == ["2-0"] and corp.cash == cash
    assert game.company("M&O").closed and game.phase.name == "2"


def steps_legal(turn):
    from gamedesk.titles.g18mw import steps

    return steps.MO_TRAIN.legal_actions(turn)


@pytest.mark.rules("R-083", "R-084", "R-085", "R-128")
def test_the_stla_puts_one_extra_station_anywhere_for_its_company_then_closes():
    from gamedesk.engine.actions import act
    from gamedesk.engine.errors import IllegalAction

    game = floated()
    corp = game.corporations[CNW]
    assert game.stla_targets(corp) == []  # a player's StL&A does nothing
    phase(game, "3")
    buy_private(game, "StL&A", 70)
    targets = game.stla_targets(corp)
    assert ("E15", 0) in targets and ("C11", 0) not in targets  # C11: NP's home
    assert all(game.board.grid.info(h).color != "red" for h, _ in targets)
    left, cash = corp.tokens_left(), corp.cash
    game.place_stla_token(corp, act("special_token", CNW, company="StL&A", hex="E15", city=0))
    assert ("E15", 0) in game.board.tokens_of(CNW)
    assert corp.cash == cash - game.station_cost(corp, "E15") and corp.tokens_left() == left
    assert game.company("StL&A").closed
    with pytest.raises(IllegalAction):
        game.place_stla_token(corp, act("special_token", CNW, company="StL&A", hex="H10",
                                        city=0))


@pytest.mark.rules("R-087")
def test_the_stla_station_never_goes_off_the_map():
    game = floated()
    phase(game, "3")
    buy_private(game, "StL&A", 70)
    assert game.stla_refusal(game.corporations[CNW], "I1", 0).rule == "R-087"
