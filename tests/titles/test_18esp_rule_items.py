"""18ESP rule items checked one by one on hand-made positions: minors' routes,
the final tie-break, homes in OO hexes, P4's pass power, P1 on a closed mine,
privates and tenders, shares and trains."""

from __future__ import annotations

import pytest

from gamedesk.engine.actions import act
from gamedesk.engine.errors import IllegalAction
from tests.titles.esp_helpers import finish_auction, new_game


def stops_refusal(game, company: str, nodes) -> tuple[str, str] | None:
    rules = game.board.run_rules
    spec = game.board.train_spec("4")
    return rules.run_value(game.board, company, spec, nodes, game.colors())[2]


# ----------------------------------------------------------------- minors' routes

@pytest.mark.rules("R-119", "R-192")
def test_a_minors_route_enters_no_off_board_area_a_majors_may():
    game = finish_auction(new_game())
    nodes = [("C27", 0), ("B24", 0)]  # a city and the off-board Portugal beside it
    assert stops_refusal(game, "MS", nodes)[1] == "R-119"
    assert stops_refusal(game, "A", nodes) is None


@pytest.mark.rules("R-109", "R-192")
def test_a_minors_route_neither_starts_nor_ends_at_a_pass():
    game = finish_auction(new_game())
    assert stops_refusal(game, "MS", [("H12", 0), ("C27", 0)])[1] == "R-109"
    assert stops_refusal(game, "MS", [("C27", 0), ("H12", 0)])[1] == "R-109"
    assert stops_refusal(game, "FdSB", [("H12", 0), ("C27", 0)]) is None


# ----------------------------------------------------------------- the end

def equal_values(game) -> None:
    target = max(game.player_value(p) for p in game.players) + 100
    for player in game.players:
        player.cash += target - game.player_value(player)
    game.mark_edited()


@pytest.mark.rules("R-186")
def test_equal_values_go_to_the_most_shares_of_the_dearest_northern_major_then_the_seat():
    game = finish_auction(new_game())
    major = game.corporation(game.draw.p7_major)
    major.floated = True
    director = major.president
    other = next(p.id for p in game.players if p.id != director)
    for share in major.shares[1:4]:
        share.owner = other  # 30% against the director's 20%
    equal_values(game)
    order = [p.id for _rank, p in game.standings()]
    rest = [p.id for p in game.players if p.id not in (director, other)]
    assert order == [other, director, *rest]  # then the turn order
    assert [rank for rank, _p in game.standings()] == [1, 2, 3, 4]
    game.profile = "18xx.games"
    assert [rank for rank, _p in game.standings()] == [1, 1, 1, 1]


# ----------------------------------------------------------------- homes

def operating(game, sym: str):
    """`sym`'s turn begins (its automatic steps done)."""
    from gamedesk.engine.rounds.operating import OperatingRound

    game.round = OperatingRound(game, 1)
    game.round.started = True
    game.round.turn = game.round.new_turn(game.corporation(sym))
    game.round.turn.advance()
    game.mark_edited()
    return game.round.turn


def float_by_hand(game, sym: str, pid: str, par: int = 80):
    corp = game.corporation(sym)
    game.par_corporation(pid, sym, par)
    for share in corp.shares[1:3]:
        share.owner = pid
    game.check_float(corp)
    return corp


@pytest.mark.rules("R-096")
def test_in_the_rulebook_the_director_chooses_the_city_of_an_oo_home():
    game = finish_auction(new_game())
    float_by_hand(game, "CFEA", "b")
    operating(game, "CFEA")
    assert game.current_step() == "home"
    assert game.legal_actions() == [act("choose_home", "CFEA", city=0),
                                    act("choose_home", "CFEA", city=1)]
    with pytest.raises(IllegalAction):
        game.process(act("choose_home", "CFEA", city=7))
    game.process(act("choose_home", "CFEA", city=1))
    assert game.board.tokens_of("CFEA") == [("D6", 1)]
    assert game.current_step() != "home"


@pytest.mark.rules("R-096")
def test_on_the_site_an_oo_home_takes_its_first_free_city():
    game = finish_auction(new_game("18xx.games", options=["core"]))
    float_by_hand(game, "CFEA", "b", 70)
    operating(game, "CFEA")
    assert game.board.tokens_of("CFEA") == [("D6", 0)]


# ----------------------------------------------------------------- privates

@pytest.mark.rules("R-028", "R-191")
def test_p2_bought_in_the_middle_of_a_turn_holds_it_until_its_trains_side_is_chosen():
    game = finish_auction(new_game())  # P2 is Ben's
    float_by_hand(game, "FdSB", "b")
    operating(game, "FdSB")
    step = game.current_step()
    game.process(act("buy_company", "FdSB", company="P2", price=10))
    assert game.current_step() == "choose_side"
    offered = game.legal_actions()
    assert offered and {a.type for a in offered} == {"choose_side"}
    with pytest.raises(IllegalAction) as refused:
        game.process(act("pass", "FdSB"))
    assert refused.value.rule == "R-028"
    game.process(offered[-1])
    fdsb = game.corporation("FdSB")
    assert [t.name for t in fdsb.trains] == [offered[-1]["variant"]]
    assert game.companies["P2"].closed and game.current_step() == step
    assert not game.runnable_trains(fdsb)  # it runs from the next round
    game.round_num += 1
    assert game.runnable_trains(fdsb) == fdsb.trains


@pytest.mark.rules("R-033")
def test_p4_opens_a_pass_for_40_less_and_then_closes():
    from tests.titles.esp_log import as_rulebook, position

    site, _ = position(298)  # FdC is about to open the País Vasco pass (L8), 80
    game = as_rulebook(site)
    fdc = game.corporation("FdC")
    p4 = game.companies["P4"]
    p4.owner = "FdC"
    fdc.companies.append("P4")
    game.mark_edited()
    offers = [a for a in game.legal_actions() if a.type == "open_pass"]
    assert act("open_pass", "FdC", hex="L8", special="P4") in offers
    cash = fdc.cash
    game.process(act("open_pass", "FdC", hex="L8", special="P4"))
    assert fdc.cash == cash - 40 and p4.closed and "P4" not in fdc.companies
    assert "L8" not in game.board.closed_gates


@pytest.mark.rules("R-033")
def test_p4_opens_alar_del_rey_for_nothing_and_only_for_its_owner():
    from gamedesk.titles.g18esp import passes

    game = finish_auction(new_game())
    assert passes.cost(game, "H12", with_p4=True) == 0
    assert passes.cost(game, "D12", with_p4=True) == 60
    assert passes.cost(game, "D12") == 100
    assert not passes.p4_usable(game, game.corporation("FdSB"))


def give_private(game, sym: str, company: str) -> None:
    private = game.companies[sym]
    holder = private.owner
    if holder and not game.is_player(holder) and sym in game.operator(holder).companies:
        game.operator(holder).companies.remove(sym)
    private.owner, private.closed = company, False
    game.corporation(company).companies.append(sym)
    game.mark_edited()


@pytest.mark.rules("R-027")
def test_p1_saves_the_30_of_closing_a_mine_in_an_upgrade_and_closes():
    from tests.titles.esp_log import as_rulebook, next_entries, position

    site, _ = position(612)  # A has laid E33; next it closes D32's mine (30 and the 20)
    game = as_rulebook(site)
    give_private(game, "P1", "A")
    entry = next_entries(612)[0]
    lay = act("lay_tile", "A", hex=entry["hex"], tile=entry["tile"].partition("-")[0],
              rotation=entry["rotation"], special="P1")
    assert lay in game.legal_actions()
    game.process(lay)
    assert game.corporation("A").cash == 400 - 20  # the second tile's 20 only
    assert game.companies["P1"].closed and "P1" not in game.corporation("A").companies


@pytest.mark.rules("R-128", "R-037")
def test_a_tender_bought_goes_on_one_train_for_the_turn():
    game = finish_auction(new_game())  # P5 is Ann's
    float_by_hand(game, "FdSB", "b")
    operating(game, "FdSB")
    game.process(act("buy_company", "FdSB", company="P2", price=10))
    game.process(game.legal_actions()[0])  # the P2 train's side
    game.process(act("buy_tender", "FdSB"))
    train = game.corporation("FdSB").trains[0]
    attach = act("attach_tender", "FdSB", train=train.id)
    assert attach in game.legal_actions()
    game.process(attach)
    assert not any(a.type == "attach_tender" for a in game.legal_actions())
    with pytest.raises(IllegalAction) as refused:
        game.process(attach)
    assert refused.value.rule == "R-128"
    assert game.route_bonuses(game.corporation("FdSB")).car_on == train.id


@pytest.mark.rules("R-095")
def test_no_other_station_goes_on_an_oo_tile_still_waiting_for_its_homes_station():
    from tests.titles.esp_log import as_rulebook, position

    site, _ = position(584)  # FdC has laid Zaragoza's yellow OO (J20), ZP's unstarted home
    zp = site.corporation("ZP")
    assert zp.home == ("J20", None) and not zp.floated
    station = act("place_token", "FdC", hex="J20", city=0)
    assert station in site.legal_actions()  # the site holds only one space for ZP
    book = as_rulebook(site)
    assert station not in book.legal_actions()
    with pytest.raises(IllegalAction) as refused:
        book.process(station)
    assert refused.value.rule == "R-095"
    book.corporation("ZP").removed = True  # with nobody based there, it may
    book.mark_edited()
    assert station in book.legal_actions()


@pytest.mark.rules("R-095")
def test_on_a_gray_oo_tile_a_station_goes_only_if_a_space_is_left_for_each_home_to_come():
    from tests.titles.esp_log import as_rulebook, position

    site, _ = position(584)  # ZP's unstarted home, Zaragoza (J20), as above
    book = as_rulebook(site)
    station = act("place_token", "FdC", hex="J20", city=0)
    book.board.lay_tile("J20", "216", 2)  # brown, two spaces free: still held
    book.mark_edited()
    assert book.why_illegal(station).rule == "R-095"
    book.board.lay_tile("J20", "L116", 2)  # gray, three spaces free: one left for ZP
    book.board.place_token("CRB", "J20", 0)
    book.mark_edited()
    assert book.why_illegal(station) is None and station in book.legal_actions()
    book.board.place_token("A", "J20", 0)  # one space free: it is ZP's
    book.mark_edited()
    assert book.why_illegal(station).rule == "R-095"
    assert station not in book.legal_actions()


@pytest.mark.rules("R-095", "R-069")
def test_the_site_keeps_a_space_on_an_oo_tile_for_each_home_still_to_come():
    """18xx.games's hold: on any tile, while one space is left for each home to
    come. Without it a bot game (seed 1016, site profile) filled Oviedo before
    SFVA first operated, and its home station had nowhere to go."""
    from tests.titles.esp_log import position

    site, _ = position(584)  # ZP's unstarted home, Zaragoza's yellow OO (J20)
    station = act("place_token", "FdC", hex="J20", city=0)
    assert site.why_illegal(station) is None  # two spaces free, one is ZP's
    site.board.place_token("CRB", "J20", 1)
    site.mark_edited()
    before = (list(site.board.tokens_of("FdC")), site.corporation("FdC").cash)
    assert site.why_illegal(station).rule == "R-095"
    assert station not in site.legal_actions()
    with pytest.raises(IllegalAction):
        site.process(station)
    assert (list(site.board.tokens_of("FdC")), site.corporation("FdC").cash) == before
    site.corporation("ZP").removed = True  # with nobody based there, it may
    site.mark_edited()
    assert station in site.legal_actions()


@pytest.mark.rules("R-118")
def test_a_route_through_both_cities_of_an_oo_tile_counts_and_pays_both():
    from tests.titles.esp_log import next_entries, position

    game, _ = position(575)  # CFLG's 4+5 runs a loop from Oviedo's one city to its other
    logged = next_entries(575)[0]["routes"][0]
    train = game.depot.by_id[logged["train"]]
    route = game.board.route_from_stops("CFLG", train.spec, logged["nodes"], game.colors())
    assert {"D6-0", "D6-1"} <= set(route.stops)
    values = [game.board.tile_def(h).nodes[int(i)].revenue
              for h, i in (stop.split("-") for stop in route.stops)]
    assert route.revenue == sum(values) == logged["revenue"] == 160  # 40 for each city


@pytest.mark.rules("R-069")
def test_an_oo_home_with_no_space_left_goes_beside_the_city_and_the_game_goes_on():
    from tests.titles.esp_log import position

    site, _ = position(584)  # ZP's unstarted home, Zaragoza's yellow OO (J20)
    site.board.place_token("CRB", "J20", 0)  # filled by hand, past what R-069 allows
    site.board.place_token("A", "J20", 1)
    zp = site.corporation("ZP")
    site.place_home_token(zp)  # the call a first turn makes: it used to raise
    assert zp.home_placed and ("J20", 0) in set(site.board.tokens_of("ZP"))
