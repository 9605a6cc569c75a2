"""18ESP's operating rules written to replay the real log: closing mines and
the track step, forced purchases and loans, destinations reached by others'
track, P3's train, the minors at the first 5-train and the game end. Positions
come from the log (the site profile); where the printed rules differ, the same
position is played under the rulebook profile."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from gamedesk.engine.actions import Action, act
from gamedesk.engine.data import load_title
from gamedesk.engine.errors import IllegalAction
from gamedesk.titles.g18esp import endgame, goals, loans, track
from gamedesk.titles.g18esp.game import operating_order
from gamedesk.titles.g18esp.run_rules import EspRunRules
from tests.titles.esp_helpers import finish_auction, new_game
from tests.titles.esp_log import as_rulebook, next_entries, position


def lay(game, entry: dict) -> None:
    game.process(act("lay_tile", entry["entity"], hex=entry["hex"], tile=entry["tile"],
                     rotation=entry["rotation"]))


# ----------------------------------------------------------------- closing mines

@pytest.mark.rules("R-087", "R-071", "R-093")
def test_on_the_site_a_mine_closed_after_a_first_tile_leaves_the_paid_second_tile_open():
    game, replayer = position(612)  # A has laid E33; next it closes D32's mine
    replayer.apply(next_entries(612)[0])
    a = game.corporation("A")
    assert a.cash == 400 - 30  # the close's 30, not the second tile's 20 besides
    turn = game.round.turn
    assert game.current_step() == "track" and game.next_lay_slot(turn)["cost"] == 20
    assert game.lay_actions(turn)


@pytest.mark.rules("R-087", "R-071", "R-072")
def test_in_the_rulebook_a_closed_mine_is_the_second_tile_and_leaves_the_mine_tile_open():
    game, _ = position(612)
    game = as_rulebook(game)
    lay(game, next_entries(612)[0])
    assert game.corporation("A").cash == 400 - 30 - 20
    turn = game.round.turn
    assert game.next_lay_slot(turn) is None and not getattr(turn, "mine_laid", False)


@pytest.mark.rules("R-087", "R-091")
def test_on_the_site_a_lone_mine_closed_as_the_first_tile_ends_a_turn_short_of_the_20():
    game, replayer = position(383)
    replayer.apply(next_entries(383)[0])  # CFLG closes C5's mine, 11 left
    assert game.corporation("CFLG").cash == 11
    assert game.current_step() != "track"


@pytest.mark.rules("R-087", "R-090")
def test_on_the_site_closing_a_mine_beside_a_town_leaves_the_mine_action_open():
    game, replayer = position(769)
    replayer.apply(next_entries(769)[0])  # TBF closes G17's mine, whose town stays
    turn = game.round.turn
    assert game.board.tile_def("G17").name == "88"
    assert not getattr(turn, "mine_laid", False) and turn.lays == ["upgrade"]


@pytest.mark.rules("R-086", "R-071", "R-076")
def test_a_mine_hex_takes_a_mine_tile_a_hex_one_tile_a_turn_and_a_minor_the_south():
    game = finish_auction(new_game())
    turn = SimpleNamespace(op=game.corporation("A"), laid_hexes=("E33",), lays=[],
                           mine_laid=False, is_minor=False)
    game.corporation("A").cash = 500
    assert track.refusal(game, turn, "D32", "8", 0).rule == "R-086"
    assert track.refusal(game, turn, "E33", "621", 0).rule == "R-071"
    minor = SimpleNamespace(op=game.corporation("MS"), laid_hexes=(), lays=[],
                            mine_laid=False, is_minor=False)
    assert track.refusal(game, minor, "C5", "L93", 0).rule == "R-076"


@pytest.mark.rules("R-148", "R-087")
def test_a_green_tile_keeps_a_closed_mines_track_through_its_town():
    game, _ = position(769)
    cost = game.board.check_lay("TBF", "G17", "88", 0, colors=game.colors(), new_lay=True,
                                upgrade=True)
    assert cost >= 0


# ----------------------------------------------------------------- the track step

@pytest.mark.rules("R-093", "R-092")
def test_on_the_site_the_track_step_waits_for_a_station_it_can_pay_for():
    game, replayer = position(612)
    replayer.apply(next_entries(612)[0])  # after E33 and D32, A's station is still to come
    assert game.station_possible(game.round.turn)
    replayer.apply(next_entries(613)[0])
    assert not game.station_possible(game.round.turn)  # its one station this turn


@pytest.mark.rules("R-072", "R-093")
def test_on_the_site_an_unused_mine_action_holds_the_step_once_both_tiles_are_laid():
    game, _ = position(649)  # GSSR has laid two tiles and has nothing left
    turn = game.round.turn
    assert game.corporation("GSSR").cash == 0 and game.next_lay_slot(turn) is None
    assert game.current_step() == "track"


# ----------------------------------------------------------------- forced purchases

@pytest.mark.rules("R-158", "R-159", "R-162", "R-167")
def test_a_director_short_of_a_forced_train_may_sell_shares_or_borrow_never_go_bankrupt():
    game, _ = position(615)  # A must buy a 5-train for 500 with 320; its director has 136
    legal = game.legal_actions()
    assert any(a.type == "sell_shares" and a.entity == "16061" for a in legal)
    buy = next(a for a in legal if a.type == "buy_train")
    assert game.why_illegal(act("bankrupt", "A")).rule == "R-167"
    borrowed = game.copy()
    borrowed.process(buy)
    assert loans.debt(borrowed, "16061") == loans.with_interest(500 - 320 - 136)


@pytest.mark.rules("R-159", "R-160")
def test_a_director_who_sold_shares_for_the_train_takes_no_loan():
    game, replayer = position(615)
    replayer.apply(next_entries(615)[0])  # sells 10% of FdSB
    replayer.apply(next_entries(616)[0])  # and buys the 5-train
    assert loans.debt(game, "16061") == 0 and game.corporation("A").trains


@pytest.mark.rules("R-155")
def test_p3s_train_does_not_spare_a_company_its_train():
    game, _ = position(802)
    turn = game.round.turn
    assert [t.name for t in turn.op.trains] == ["2P"] and game.must_buy_train(turn)


# ----------------------------------------------------------------- destinations

@pytest.mark.rules("R-178")
def test_on_the_site_a_destination_joined_by_others_waits_for_the_sites_own_action():
    game, _ = position(719)
    mza = game.corporation("MZA")
    assert game.current_step() == "destination" and goals.DESTINATION not in mza.goals
    cash = mza.cash
    game.process(Action("destination_connection", "MZA"))
    assert goals.DESTINATION in mza.goals and mza.cash == cash + mza.par


@pytest.mark.rules("R-178")
def test_in_the_rulebook_a_destination_joined_by_others_pays_as_the_turn_begins():
    game, _ = position(718)
    game = as_rulebook(game)
    game.process(act("combine_trains", "FdC", **_combine(next_entries(718)[0])))
    assert goals.DESTINATION in game.corporation("MZA").goals
    assert game.current_step() != "destination"


def _combine(raw: dict) -> dict:
    return {"train": raw["base"], "recycled": raw["additional_train"],
            "variant": raw["additional_train_variant"]}


# ----------------------------------------------------------------- route bonuses

@pytest.mark.rules("R-120", "R-123", "R-124", "R-125")
def test_east_west_and_north_south_bonuses_and_both_together_by_profile():
    data = load_title("18ESP")
    book, site = EspRunRules(data, "rulebook"), EspRunRules(data, "18xx.games")
    assert book.bonuses.value(["M5", "K5", "A5"]) == 100  # Irún (E) to Galicia (W)
    assert book.bonuses.value(["F24", "K5"]) == 100  # Madrid to Bilbao
    assert book.bonuses.value(["M5", "F24", "K5", "A5"]) == 150
    assert site.bonuses.value(["M5", "F24", "K5", "A5"]) == 200
    assert book.stops_refusal(None, [("M5", 0), ("I15", 0)])[1] == "R-120"


# ----------------------------------------------------------------- minors

@pytest.mark.rules("R-130", "R-154", "R-070")
def test_a_minor_pays_half_to_its_treasury_takes_iberian_trains_and_lays_one_tile():
    game = finish_auction(new_game())
    pid = game.active_entities()[0]
    game.process(act("par", pid, corporation="MS", price=80))
    ms = game.corporation("MS")
    cash, director = ms.cash, game.player(pid).cash
    game.payout(ms, 90)
    game.mark_edited()
    assert (ms.cash - cash, game.player(pid).cash - director) == (45, 45)
    train = game.depot.next_from_ipo()
    assert game.train_sides(train, ms) == ["2"]
    assert len(game.tile_lay_slots(SimpleNamespace(op=ms, is_minor=False))) == 1


@pytest.mark.rules("R-140")
def test_in_the_rulebook_the_first_5_train_freezes_the_minors():
    game = finish_auction(new_game())
    pid = game.active_entities()[0]
    game.process(act("par", pid, corporation="MS", price=80))
    assert "MS" in operating_order(game)
    game.train_event("minors_stop_operating", None)
    game.mark_edited()
    ms = game.corporation("MS")
    assert ms.frozen and not ms.closed and "MS" not in operating_order(game)


@pytest.mark.rules("R-140")
def test_on_the_site_the_first_5_train_closes_the_minors_and_frees_their_homes():
    before, _ = position(588)
    assert any("MZ" in c.reserved_for for c in before.board.city_states.values())
    after, _ = position(589)  # FdC buys the first 5-train
    assert all(after.corporation(m).closed for m in ("MZ", "MS", "SC"))
    assert not any("MZ" in c.reserved_for for c in after.board.city_states.values())


# ----------------------------------------------------------------- the end

@pytest.mark.rules("R-182", "R-183")
def test_the_second_8_train_cuts_the_set_and_three_last_rounds_follow():
    game, replayer = position(797)
    assert game.end_stage is None
    replayer.apply(next_entries(797)[0])  # FdLR buys the second 8-train
    assert game.end_stage == "cut" and game.eights_out == 2
    n = 798
    while game.round_kind() != "stock":
        replayer.apply(next_entries(n)[0])
        n += 1
    while game.round_kind() == "stock":
        replayer.apply(next_entries(n)[0])
        n += 1
    assert game.end_stage == "last_set" and game.or_count == 3


@pytest.mark.rules("R-184")
def test_a_northern_majors_last_run_counts_three_times_in_the_rulebook_twice_on_the_site():
    game = finish_auction(new_game())
    game.end_stage, game.round = "last_set", SimpleNamespace(number=3)
    north, south = game.corporation("FdSB"), game.corporation("A")
    assert (endgame.run_multiplier(game, north), endgame.run_multiplier(game, south)) == (3, 1)
    game.profile = "18xx.games"
    assert endgame.run_multiplier(game, north) == 2


# ----------------------------------------------------------------- homes

@pytest.mark.rules("R-097")
def test_mza_stacks_its_home_station_over_mzs_in_their_shared_madrid_space():
    game = finish_auction(new_game())
    game.board.place_token("MZ", "F24", 2)
    game.mark_edited()
    mza = game.corporation("MZA")
    game.place_home_token(mza)
    assert game.board.city_state("F24", 2).slots[-2:] == ("MZ", "MZA") and mza.home_placed


@pytest.mark.rules("R-096")
def test_a_home_in_an_oo_hex_takes_a_free_city_of_it():
    game = finish_auction(new_game())
    cfea = game.corporation("CFEA")
    game.place_home_token(cfea)
    assert game.board.tokens_of("CFEA") == [("D6", 0)]


@pytest.mark.rules("R-009", "R-028")
def test_p2s_train_rusts_with_the_2s_while_its_card_is_still_held():
    game = finish_auction(new_game())
    game.rust_trains("4")
    game.mark_edited()
    train = game.depot.by_id[game.data.game["rules"]["p2_train"]]
    assert train.owner == "@scrapped"


@pytest.mark.rules("R-161")
def test_a_director_whose_shares_cannot_raise_the_money_borrows_and_sells_nothing():
    game, _ = position(615)
    director = "16061"
    keep = None
    for corp in game.corporations.values():
        for share in corp.shares:
            if share.owner == director and not share.president:
                if keep is None and corp.president not in (director, None) and corp.operated:
                    keep = share
                else:
                    share.owner = "16058"
    game.player(director).cash = 0
    game.corporation("A").cash = 0  # 500 to find: more than all its shares bring
    game.mark_edited()
    turn = game.round.turn
    assert keep is not None and game.most_raisable(turn) < game.president_must_raise_cash(turn)
    assert not any(a.type == "sell_shares" for a in game.legal_actions())
    with pytest.raises(IllegalAction) as refused:
        game.process(act("sell_shares", director, shares=[keep.id]))
    assert refused.value.rule == "R-161"


@pytest.mark.rules("R-164")
def test_after_a_forced_purchase_no_loan_buys_a_second_train():
    game, _ = position(615)
    buy = next(a for a in game.legal_actions() if a.type == "buy_train")
    game.process(buy)
    director = game.player("16061")
    debt = loans.debt(game, "16061")
    assert debt and game.corporation("A").cash == 0
    assert not any(a.type == "buy_train" and a.entity == "A" for a in game.legal_actions())
    assert loans.debt(game, "16061") == debt and director.cash == 0


# ----------------------------------------------------------------- routes

def crb_route(game, stops, train: str = "4"):
    spec = game.board.train_spec(train)
    route = game.board.route_from_stops("CRB", spec, stops, game.colors())
    game.board.check_routes("CRB", [route])
    return route


@pytest.mark.rules("R-110", "R-114", "R-115", "R-121")
def test_an_iberian_train_counts_its_n_locations_from_a_station():
    game, _ = position(438)  # CRB runs its 4-train A27-B26-C25-C23 for 80
    stops = ["A27-0", "B26-0", "C25-0", "C23-0"]
    assert crb_route(game, stops).revenue == 80
    with pytest.raises(IllegalAction) as short:
        crb_route(game, stops, "3")  # four locations for a 3-train
    assert short.value.rule
    with pytest.raises(IllegalAction):
        crb_route(game, ["B26-0"])  # two locations at least
    assert crb_route(game, stops[:2]).revenue < 80  # each location passed counts


@pytest.mark.rules("R-112")
def test_a_route_visits_no_location_twice():
    game, _ = position(438)
    with pytest.raises(IllegalAction):
        crb_route(game, ["A27-0", "B26-0", "C25-0", "B26-0"])


@pytest.mark.rules("R-153", "R-174")
def test_from_phase_3_companies_sell_each_other_trains_combined_ones_too():
    game, _ = position(600)  # phase 5: CRB may buy trains
    owners = {game.depot.by_id[a["train"]].owner for a in game.legal_actions()
              if a.type == "buy_train"}
    assert owners - {"CRB", "@depot", "@pool"}  # other companies' trains
    combined_offers = [a for a in game.legal_actions() if a.type == "buy_train"
                       and getattr(game.depot.by_id[a["train"]], "combined", False)]
    assert combined_offers
    game.phases.index = 0
    game.mark_edited()
    assert all(t.owner in ("@depot", "@pool") for t, *_ in game.buyable_trains(game.round.turn))


@pytest.mark.rules("R-117", "R-190")
def test_a_train_with_no_route_on_its_map_earns_nothing_the_others_run():
    from gamedesk.engine.routing import best_routes_for

    game, _ = position(438)  # CRB's 4-train runs in the south for 80
    narrow = game.depot.next_from_ipo()
    side = game.train_sides(narrow, game.corporation("CRB"))[-1]  # its narrow x+y side
    game.give_train(narrow, "CRB")
    game.turn_train_side(narrow, side)
    assert narrow.spec.gauge == "narrow"
    game.mark_edited()
    result = best_routes_for(game, "CRB", time_budget_s=None)
    by_train = dict(zip([t.id for t in game.runnable_trains(game.corporation("CRB"))],
                        result.routes, strict=True))
    assert by_train[narrow.id] is None and by_train["4-0"] is not None
    assert result.revenue >= 80


@pytest.mark.rules("R-126")
def test_a_company_whose_trains_have_a_route_must_run_them():
    game, _ = position(438)  # CRB at its routes step
    assert game.current_step() == "routes"
    assert not any(a.type == "pass" for a in game.legal_actions())
    assert game.why_illegal(act("pass", "CRB")).rule == "R-126"


@pytest.mark.rules("R-107", "R-111")
def test_a_full_pass_or_city_lets_through_only_the_companies_with_a_station_there():
    game, _ = position(600)
    assert game.board.city_state("L8", 0).slots == ("FdC", "FdLR")  # the País Vasco pass
    assert game.board.blocks("L8", 0, "FdSB") and not game.board.blocks("L8", 0, "FdC")
    assert game.board.city_state("I29", 0).slots == ("GSSR", "CRB")  # Murcia, full
    assert game.board.blocks("I29", 0, "MZA") and not game.board.blocks("I29", 0, "CRB")


@pytest.mark.rules("R-163")
def test_a_train_from_another_company_is_paid_by_the_treasury_alone():
    site, _ = position(615)  # A must buy a train with 320; its director has 136
    game = as_rulebook(site)
    director = game.player("16061")
    cash = director.cash
    with pytest.raises(IllegalAction):
        game.process(act("buy_train", "A", train="5-0", price=400))  # beyond the treasury
    assert director.cash == cash and not loans.debt(game, "16061")
    game.process(act("buy_train", "A", train="5-0", price=300))
    assert director.cash == cash and not loans.debt(game, "16061")
    assert game.corporation("A").cash == 20
