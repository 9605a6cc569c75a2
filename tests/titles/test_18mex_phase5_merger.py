"""18MEX Phase 5: privates close and the NdM merger (R-065, R-066, R-104, R-161, R-181…R-196),
including the rulebook's worked examples R-194 and R-195."""

from __future__ import annotations

import pytest

from gamedesk.engine.entities import IPO, POOL, REMOVED
from gamedesk.titles.g18mex import merger
from tests.titles.mex_helpers import (
    after_sale,
    pass_until,
    play,
    step_to,
    to_operating,
    to_stock,
    turn_of,
)
from tests.titles.mex_positions import (
    drain,
    float_major,
    float_ndm,
    fund,
    give_trains,
    gone_from_bank,
    phase_three_and_a_half,
    refused,
    station,
    to_phase,
)


def first_five(chi="p1", udy="p2", spm="p3", ndm=True, chi_trains=(), ndm_trains=("4",),
               setup=None):
    """3 players; p1 is NdM's president (MNR). CHI, UdY and SPM floated at $60 by
    the given players; Phase 4 with every 2-, 3- and 4-train gone from the bank.
    CHI stands in its train step with $450 for the first 5-train."""
    game = after_sale()
    float_major(game, "CHI", chi)
    float_major(game, "UdY", udy)
    float_major(game, "SPM", spm)
    phase_three_and_a_half(game)
    if ndm:
        float_ndm(game, "p2", "p3")
        give_trains(game, "NdM", *ndm_trains)
    give_trains(game, "CHI", *chi_trains)
    gone_from_bank(game, "2", "3", "3'", "4")
    to_phase(game, "4")
    if setup:
        setup(game)
    to_operating(game)
    turn_of(game, "CHI")
    drain(game, "CHI", 450)
    fund(game, "CHI", 450 - game.corporations["CHI"].cash)
    return step_to(game, "buy_train")


def buy_first_five(game):
    return play(game, ("buy_train", "CHI", {"train": "5-0", "price": 450}))


def offers(game) -> list[str]:
    """The companies asked in turn, as the merger interrupt stands."""
    return [c.sym for c in game.interrupts[0].offers]


# --------------------------------------------------------------------- phase 5 events


@pytest.mark.rules("R-181", "R-196")
def test_the_first_5_train_closes_every_private_and_starts_phase_5():
    game = first_five(ndm=False)
    assert not any(c.closed for c in game.companies.values() if c.kind == "private")
    buy_first_five(game)
    assert game.phase.name == "5"
    assert all(c.closed for c in game.companies.values() if c.kind == "private")
    assert "brown" in game.colors()
    assert game.phase.operating_rounds == 3 and game.or_count == 2  # from the next SR


@pytest.mark.rules("R-161")
def test_an_unlaid_copper_canyon_tile_leaves_play_at_the_first_5_train():
    def chi_owns_kcmo(game):
        kcmo = game.company("KCMO")
        kcmo.owner = "CHI"
        game.corporations["CHI"].companies.append("KCMO")

    game = first_five(ndm=False, setup=chi_owns_kcmo)
    turn = game.round.turn

    def copper_canyon_lays():
        return [a for a in game.lay_actions(turn) if a["tile"].startswith("470")]

    assert copper_canyon_lays()
    buy_first_five(game)
    assert game.company("KCMO").closed and not copper_canyon_lays()


@pytest.mark.rules("R-182", "R-193", "R-065")
def test_without_a_floated_ndm_there_is_no_merger_and_limits_rise():
    game = first_five(ndm=False)
    limit = game.cert_limit("p2")
    ndm = game.corporations["NdM"]
    tokens = len(ndm.token_prices)
    buy_first_five(game)
    assert not game.interrupts and game.ndm_merger_done
    share = game.share_by_id("NdM_9")
    assert share.owner == IPO and not share.reserved  # now buyable
    assert game.cert_limit("p2") == limit + 1
    assert len(ndm.token_prices) == tokens  # the exchange tokens left play
    assert all(not c.removed for c in game.corporations.values())


# --------------------------------------------------------------------- the offers


@pytest.mark.rules("R-194", "R-184", "R-185", "R-186", "R-183")
def test_worked_example_offers_go_round_from_the_buyer_and_ndm_picks_an_unfloated_one():
    # Ann (p1) is president of NdM and CHI; CHI buys the first 5-train.
    game = first_five()
    buy_first_five(game)
    assert {c.sym for c in merger.eligible(game)} == {"CHI", "MC", "MEX", "SPM", "UdY"}
    # Ben (UdY) is asked first, then Cy (SPM); Ann is skipped.
    assert offers(game) == ["UdY", "SPM"]
    refused(game, ("merge", "UdY", {"corporation": "SPM"}), "R-184")
    play(game, ("pass", "UdY"))
    assert game.active_entities() == ["SPM"]
    play(game, ("pass", "SPM"))
    # Nobody volunteered: NdM's president must take MC or MEX, never CHI.
    merges = {a["corporation"] for a in game.legal_actions() if a.type == "merge"}
    assert merges == {"MC", "MEX"}
    refused(game, ("pass", "NdM"), "R-186")
    refused(game, ("merge", "NdM", {"corporation": "CHI"}), "R-186")
    play(game, ("merge", "NdM", {"corporation": "MEX"}))
    assert game.corporations["MEX"].removed and not game.interrupts


@pytest.mark.rules("R-183")
def test_tm_is_never_offered():
    game = first_five(setup=lambda g: float_major(g, "TM", "p2", par=60))
    buy_first_five(game)
    assert "TM" not in offers(game) and offers(game) == ["UdY", "SPM"]


@pytest.mark.rules("R-186", "R-187", "R-188", "R-189", "R-192")
def test_a_started_unfloated_company_is_taken_only_when_none_is_left_in_the_ipo():
    def start_mc_and_mex(game):
        float_major(game, "MC", "p2", par=75, percent=30)  # not floated
        float_major(game, "MEX", "p3", par=60, percent=20)

    game = first_five(setup=start_mc_and_mex)
    buy_first_five(game)
    play(game, ("pass", "UdY"), ("pass", "SPM"))
    # No unfloated company is left with its president's certificate in the IPO,
    # so either may be picked; Ben cannot refuse for MC.
    assert game.active_entities() == ["NdM"]
    assert {a["corporation"] for a in game.legal_actions() if a.type == "merge"} == {"MC", "MEX"}
    p2 = game.player("p2").cash
    play(game, ("merge", "NdM", {"corporation": "MC"}))
    mc = game.corporations["MC"]
    # Ben's president's certificate becomes the NdM 10% of the trade-in box.
    assert game.share_by_id("NdM_9").owner == "p2"
    # his other 10% is bought at half of 75, rounded up.
    assert game.player("p2").cash == p2 + 38
    # the exchange token takes MC's reserved home circle in Torreón.
    assert game.board.city_slots("I8", 0) == ("NdM",)
    # MC is gone for good.
    assert mc.removed and all(s.owner == REMOVED for s in mc.shares)
    assert not game.can_par("p3", mc)


@pytest.mark.rules("R-186")
def test_an_unfloated_company_still_in_the_ipo_is_picked_first():
    game = first_five(setup=lambda g: float_major(g, "MC", "p2", par=60, percent=20))
    buy_first_five(game)
    play(game, ("pass", "UdY"), ("pass", "SPM"))
    assert {a["corporation"] for a in game.legal_actions() if a.type == "merge"} == {"MEX"}
    refused(game, ("merge", "NdM", {"corporation": "MC"}), "R-186")


@pytest.mark.rules("R-187")
def test_an_ipo_presidents_certificate_sends_the_ndm_10_percent_to_the_ipo():
    game = first_five()
    buy_first_five(game)
    play(game, ("pass", "UdY"), ("pass", "SPM"), ("merge", "NdM", {"corporation": "MEX"}))
    share = game.share_by_id("NdM_9")
    assert share.owner == IPO and not share.reserved


# --------------------------------------------------------------------- the token example


def chi_network(game):
    """R-195: CHI holds Chihuahua, Torreón, Querétaro and Mexico City; NdM holds
    Mexico City (home) and Querétaro."""
    game.board.lay_tile("I8", "14", 1)
    game.board.lay_tile("M10", "15", 0)
    game.board.lay_tile("O10", "479MC", 0)
    game.place_home_token(game.corporations["CHI"])
    for hex_ in ("I8", "M10", "O10"):
        station(game, "CHI", hex_)
    station(game, "NdM", "M10")


def chi_volunteers(setup=chi_network, chi_trains=("4",), ndm_trains=("4",)):
    """Cy (p3) presides CHI and merges it when asked last."""
    game = first_five(chi="p3", spm="p1", setup=setup, chi_trains=chi_trains,
                      ndm_trains=ndm_trains)
    buy_first_five(game)
    assert offers(game) == ["UdY", "CHI"]  # Ann's SPM is never offered
    return play(game, ("pass", "UdY"))


@pytest.mark.rules("R-195", "R-189", "R-190", "R-104")
def test_worked_example_chihuahua_and_torreon_become_ndm_stations():
    game = chi_volunteers()
    ndm = game.corporations["NdM"]
    placed = ndm.tokens_placed
    play(game, ("merge", "CHI", {"corporation": "CHI"}))
    assert sorted(game.board.tokens_of("NdM")) == [("E6", 0), ("I8", 0), ("M10", 0), ("O10", 0)]
    assert game.board.tokens_of("CHI") == []
    assert ndm.tokens_placed == placed + 2
    # Exchange tokens do not count toward the price of NdM's next station.
    assert game.next_token_price(ndm) == ndm.token_prices[placed]


@pytest.mark.rules("R-189", "R-190", "R-102")
def test_a_station_in_mexico_city_is_not_exchanged_before_ndm_places_its_home_there():
    # Found by self-play (18MEX seed 5061, UdY merging): NdM floated in the stock
    # round before the first 5-train and had not run yet; the merged company's
    # station in Mexico City became NdM's, and at NdM's first turn its home
    # station was refused (a second station in the hex).
    game = after_sale()
    for sym, pid in (("CHI", "p3"), ("UdY", "p2"), ("SPM", "p1")):
        float_major(game, sym, pid)
    phase_three_and_a_half(game)
    float_ndm(game, "p2", "p3", home=False)
    game.board.lay_tile("I8", "14", 1)
    game.board.lay_tile("O10", "479MC", 0)
    game.place_home_token(game.corporations["CHI"])
    for hex_ in ("I8", "O10"):
        station(game, "CHI", hex_)
    merger.merge_into_ndm(game, game.corporations["CHI"])
    assert sorted(game.board.tokens_of("NdM")) == [("E6", 0), ("I8", 0)]
    assert not game.interrupts  # Torreón was the only station left to exchange
    game.place_home_token(game.corporations["NdM"])  # its first turn: the circle is its own
    assert ("O10", 0) in game.board.tokens_of("NdM")


@pytest.mark.rules("R-195", "R-190")
def test_worked_example_an_unused_exchange_token_stays_as_an_80_station():
    def ndm_also_in_torreon(game):
        chi_network(game)
        station(game, "NdM", "I8")

    game = chi_volunteers(setup=ndm_also_in_torreon)
    ndm = game.corporations["NdM"]
    left = ndm.tokens_left()
    play(game, ("merge", "CHI", {"corporation": "CHI"}))
    assert ("I8", 0) in game.board.tokens_of("NdM") and ("E6", 0) in game.board.tokens_of("NdM")
    assert game.board.tokens_of("CHI") == []
    assert ndm.tokens_left() == left + 1 and ndm.token_prices[-1] == 80


@pytest.mark.rules("R-188", "R-191", "R-192")
def test_the_merged_company_cash_and_trains_go_to_ndm_which_discards_to_three():
    game = chi_volunteers(ndm_trains=("4", "4"))
    chi, ndm = game.corporations["CHI"], game.corporations["NdM"]
    fund(game, "CHI", 77)
    cash, ndm_cash = chi.cash, ndm.cash
    chi_trains = [t.id for t in chi.trains]
    price = game.share_price(chi)
    p3 = game.player("p3").cash
    play(game, ("merge", "CHI", {"corporation": "CHI"}))
    assert game.player("p3").cash == p3 + -(-price * 30 // 20)  # 3 x 10% at half MV
    assert ndm.cash == ndm_cash + cash and chi.cash == 0
    assert set(chi_trains) <= {t.id for t in ndm.trains}
    assert len(ndm.trains) == 4 and game.active_entities() == ["NdM"]
    discard = next(t.id for t in ndm.trains if t.name == "4")
    play(game, ("discard_train", "NdM", {"train": discard}))
    assert len(ndm.trains) == 3 and game.depot.by_id[discard].owner == POOL
    assert chi.removed and "CHI" not in game.market.position


@pytest.mark.rules("R-075", "R-187")
def test_the_merger_trade_can_hand_over_the_ndm_presidency_at_once():
    def ben_holds_20_percent(game):
        float_major(game, "MC", "p2", par=75, percent=20)
        float_major(game, "MEX", "p3", par=60, percent=20)
        ndm = game.corporations["NdM"]
        next(s for s in ndm.shares if s.owner == IPO and not s.reserved).owner = "p2"

    game = first_five(setup=ben_holds_20_percent)
    buy_first_five(game)
    play(game, ("pass", "UdY"), ("pass", "SPM"))
    assert game.corporations["NdM"].president == "p1"
    play(game, ("merge", "NdM", {"corporation": "MC"}))
    ndm = game.corporations["NdM"]
    assert ndm.percent_of("p2") == 30 > ndm.percent_of("p1")
    assert ndm.president == "p2" and ndm.president_share().owner == "p2"


@pytest.mark.rules("R-085")
def test_mnr_closes_when_ndm_buys_its_first_train():
    game = after_sale()
    phase_three_and_a_half(game)
    float_ndm(game, "p2", "p3")
    to_operating(game)
    turn_of(game, "NdM")
    mnr = game.company("MNR")
    assert not mnr.closed
    assert game.closed_by_first_train(game.operator("NdM")) == [mnr]  # what the bots read
    step_to(game, "buy_train")
    train = game.depot.next_from_ipo()
    play(game, ("buy_train", "NdM", {"train": train.id, "price": train.price}))
    assert mnr.closed and game.closed_by_first_train(game.operator("NdM")) == []


@pytest.mark.rules("R-066", "R-188", "R-064")
def test_the_merger_may_leave_a_player_over_the_limit_until_his_next_stock_turn():
    def ben_at_his_limit(game):
        """Ben (p2) presides UdY, whose price has sunk into the yellow zone, and
        holds exactly his certificate limit; the KCM&O went to Cy."""
        game.market.remove("UdY")
        game.market.place("UdY", (4, 0))  # $40, yellow: UdY certificates do not count
        game.company("KCMO").owner = "p3"
        for sym in ("MC", "TM", "MEX"):
            float_major(game, sym, "p2", percent=60)
        float_major(game, "FCP", "p2", percent=40)

    game = first_five(setup=ben_at_his_limit)
    buy_first_five(game)
    limit = game.cert_limit("p2")
    assert game.cert_count("p2") == limit
    play(game, ("pass", "MC"), ("pass", "MEX"), ("merge", "UdY", {"corporation": "UdY"}))
    # He gets the NdM 10%, which counts; the UdY certificates sold did not.
    assert game.share_by_id("NdM_9").owner == "p2"
    assert game.cert_count("p2") == limit + 1
    # No sale is asked of him now: the operating round simply goes on.
    assert not game.interrupts and game.round.kind == "operating"
    assert "p2" not in game.active_entities()
    to_stock(game)
    pass_until(game, "p2")
    assert game.cert_count("p2") == limit + 1
    refused(game, ("pass", "p2"), "R-064")
