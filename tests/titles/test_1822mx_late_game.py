"""1822MX from phase 5 to the end: concessions removed, majors started directly,
discards, bid-box acquisitions, the NdeM's build turns and privatisation, loans
and the end of the game. Positions come from the real game 123055 (18xx.games
profile) and are changed by the engine's own actions."""

from __future__ import annotations

import pytest

from gamedesk.engine.actions import act
from gamedesk.engine.entities import POOL
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.trains import SCRAPPED
from gamedesk.titles.g1822mx import direct_start, discards, loans, privatisation
from gamedesk.titles.g1822mx.trains import change_phase
from tests.titles.mx_helpers import log_position, play, refused

LOG = "123055"


# ----------------------------------------------------------------- phase 5


@pytest.mark.rules("R-053", "R-011")
def test_phase_5_removes_every_unconverted_concession():
    before = log_position(LOG, 605)  # the next action buys the first 5-train
    assert not before.companies["C6"].closed and before.companies["C6"].owner == "14765"
    after = log_position(LOG, 606)
    assert after.phase.name == "5"
    assert after.companies["C6"].closed and after.companies["C6"].owner is None
    assert all(c.closed for c in after.companies.values() if c.kind == "concession")
    assert not any(s.startswith("C") for s in after.bid_boxes.piles["concessions"])
    value = after.player_value(after.player("14765"))
    after.companies["C6"].closed, after.companies["C6"].owner = False, "14765"
    assert after.player_value(after.player("14765")) == value + 100  # it was worth $100


@pytest.mark.rules("R-054", "R-046")
def test_a_directors_certificate_is_bought_for_twice_the_price_from_phase_5():
    g = log_position(LOG, 647)  # stock round, phase 5; FCP has no director
    pid = g.active_entities()[0]
    refused(g, act("par", pid, corporation="FCP", price=75), "R-054")
    cash = g.player(pid).cash
    play(g, ("par", pid, {"corporation": "FCP", "price": 100}))
    fcp = g.corporations["FCP"]
    assert fcp.president == pid and g.player(pid).cash == cash - 200
    assert fcp.cash == 200 and not fcp.floated  # incremental: the treasury has it


@pytest.mark.rules("R-046")
def test_before_phase_5_a_major_without_concession_cannot_be_started():
    g = log_position(LOG, 500)
    assert g.round.kind == "stock" and g.phase.name == "3"
    pid = g.active_entities()[0]
    refused(g, act("par", pid, corporation="FCP", price=100), "R-050")


@pytest.mark.rules("R-055")
def test_a_phase_5_major_floats_when_half_its_shares_are_held():
    g = log_position(LOG, 647)
    pid = g.active_entities()[0]
    play(g, ("par", pid, {"corporation": "FCP", "price": 100}))
    fcp = g.corporations["FCP"]
    for _ in range(3):
        direct_start.float_if_half_sold(g, fcp)
        assert not fcp.floated
        share = next(s for s in fcp.shares if s.owner not in (pid,) and not s.president
                     and s.owner == "@ipo")
        share.owner = pid
    direct_start.float_if_half_sold(g, fcp)
    assert fcp.floated


@pytest.mark.rules("R-056", "R-057")
def test_reaching_half_in_phase_6_brings_ten_times_the_price_and_empties_the_treasury():
    g = log_position(LOG, 647)
    pid = g.active_entities()[0]
    play(g, ("par", pid, {"corporation": "FCP", "price": 90}))
    fcp = g.corporations["FCP"]
    change_phase(g, [p.name for p in g.phases.all].index("6"))
    for share in [s for s in fcp.shares if s.owner == "@ipo"][:3]:
        share.owner = pid
    bank = g.bank.cash
    direct_start.float_if_half_sold(g, fcp)
    assert fcp.floated and fcp.cash == 900
    assert g.bank.cash == bank + 180 - 900  # the director's payment went back
    assert not fcp.shares_of("@ipo") and fcp.percent_of(POOL) == 50


# ----------------------------------------------------------------- discards


@pytest.mark.rules("R-205", "R-226")
def test_a_major_over_its_limit_after_an_acquisition_discards_before_anything_else():
    g = log_position(LOG, 632)  # FNM has just taken minor 19 and its train
    fnm = g.corporations["FNM"]
    assert discards.over_limit(g) is fnm and g.active_entities() == ["FNM"]
    assert {a.type for a in g.legal_actions()} == {"discard_train"}
    refused(g, act("pass", "FNM"), "R-205")
    play(g, ("discard_train", "FNM", {"train": "4-3"}))
    assert discards.over_limit(g) is None
    assert g.depot.by_id["4-3"].owner == POOL


@pytest.mark.rules("R-114")
def test_a_second_special_train_is_given_up_out_of_the_game():
    g = log_position(LOG, 762)  # MC has a 2P and has just taken minor 1's 3/2P
    assert {a["train"] for a in g.legal_actions()} == {"2P-0", "3/2P-0"}
    play(g, ("discard_train", "MC", {"train": "3/2P-0"}))
    assert g.depot.by_id["3/2P-0"].owner == SCRAPPED


@pytest.mark.rules("R-205")
def test_the_rulebook_puts_a_discarded_double_sided_card_cheaper_side_up():
    g = log_position(LOG, 632)
    train = g.depot.by_id["4-3"]
    g.profile = "rulebook"
    play(g, ("discard_train", "FNM", {"train": "4-3"}))
    assert train.owner == POOL and train.name == "4"  # one-sided: unchanged


# ----------------------------------------------------------------- acquisitions


@pytest.mark.rules("R-230")
def test_a_major_takes_a_bid_box_minor_for_200_from_phase_5():
    g = log_position(LOG, 702)
    mir = g.corporations["MIR"]
    cash, bank = mir.cash, g.bank.cash
    play(g, ("merge", "MIR", {"corporation": "10"}), ("choose", "MIR", {"choice": "money"}),
         ("choose", "MIR", {"choice": "replace"}))
    assert mir.cash == cash - 200 and g.bank.cash == bank + 200
    assert g.corporations["10"].removed and g.companies["M10"].closed
    assert ("K20", 0) in g.board.tokens_of("MIR")  # its Exchange token in the home slot
    assert "M10" not in g.bid_boxes.piles["minors"]


@pytest.mark.rules("R-230")
def test_a_bid_box_minor_needs_the_price():
    g = log_position(LOG, 702)
    g.corporations["MIR"].cash = 199
    refused(g, act("merge", "MIR", corporation="10"), "R-230")


# ----------------------------------------------------------------- the NdeM


@pytest.mark.rules("R-241")
def test_each_ndem_shareholder_builds_in_turn_with_the_full_allowance():
    g = log_position(LOG, 588)  # the NdeM's turn begins
    turn = g.round.turn
    assert turn.op.sym == "NDEM" and turn.step == "track"
    assert turn.ndem_builders == ["14765", "10041", "14244"]
    assert turn.building_player() == "14765"
    g = log_position(LOG, 590)  # the first builder laid a tile and a cube
    assert g.round.turn.building_player() == "10041" and g.round.turn.lays == []
    play(g, ("pass", "NDEM"))
    assert g.round.turn.building_player() == "14244"


@pytest.mark.rules("R-260", "R-262")
def test_the_first_7_ends_the_ndem_after_a_final_run_and_pays_out_its_shares():
    g = log_position(LOG, 710)  # FCP has bought the first 7-train
    assert g.phase.name == "7" and g.round.turn.op.sym == "NDEM" and g.round.turn.final
    g = log_position(LOG, 714)  # the NdeM has run for the last time
    ndem = g.corporations["NDEM"]
    assert not any(g.is_player(s.owner) for s in ndem.shares)  # paid out
    assert g.round.privatisation is not None and g.active_entities() == ["NDEM"]


@pytest.mark.rules("R-263", "R-264", "R-265", "R-266")
def test_ndem_stations_are_auctioned_to_majors_with_an_exchange_token():
    g = log_position(LOG, 714)
    priv = g.round.privatisation
    chooser = priv.acting_player()
    offered = [a for a in g.legal_actions() if a.type == "auction_token"]
    assert offered and all(privatisation.can_buy(g, chooser, (a["hex"], a["city"]))
                           for a in offered)
    play(g, ("auction_token", "NDEM", {"hex": "N25", "city": 0}))
    refused(g, act("bid", "NDEM", company="NDEM", price=priv.minimum_bid() + 5), "R-265")
    play(g, ("bid", "NDEM", {"company": "NDEM", "price": priv.minimum_bid()}))
    while priv.winner is None:
        play(g, ("pass", "NDEM"))
    winner_corp = priv.winning_companies()[0]
    exchange = g.exchange_tokens[winner_corp.sym]
    play(g, ("merge", "NDEM", {"corporation": winner_corp.sym}))
    assert ("N25", 0) in g.board.tokens_of(winner_corp.sym)
    assert ("N25", 0) not in g.board.tokens_of("NDEM")
    assert g.exchange_tokens[winner_corp.sym] == exchange - 1


@pytest.mark.rules("R-267")
def test_when_everyone_passes_the_ndem_closes_and_its_stations_stay():
    g = log_position(LOG, 720)
    ndem = g.corporations["NDEM"]
    assert ndem.closed and not ndem.trains and g.board.tokens_of("NDEM")
    assert g.round.privatisation is None and "NDEM" not in g.round.companies_in_order()


# ----------------------------------------------------------------- loans and the end


@pytest.mark.rules("R-215", "R-216")
def test_a_loan_covers_what_no_sale_can_raise():
    g = log_position(LOG, 796)
    player = g.players[0]
    debt_before = g.loans.get(player.id, 0)
    cash = player.cash
    loans.take(g, player, 101)
    assert player.cash == cash + 101
    assert g.loans[player.id] == debt_before + 152  # 150%, rounded up
    value = g.player_value(player)
    loans.repay(g, player.id, 50)
    assert g.loans[player.id] == debt_before + 102 and g.player_value(player) == value


@pytest.mark.rules("R-025")
def test_a_loan_cannot_be_repaid_beyond_the_debt():
    g = log_position(LOG, 796)
    player = g.players[0]
    loans.take(g, player, 10)
    with pytest.raises(IllegalAction) as err:
        loans.repay(g, player.id, 16)
    assert err.value.rule == "R-025"


@pytest.mark.rules("R-303", "R-304")
def test_a_bank_broken_in_an_operating_round_ends_the_game_after_the_set():
    g = log_position(LOG, 977)
    assert g.finished and g.end_reason == "bank"
    assert g.bank.cash < 0


@pytest.mark.rules("R-123")
def test_a_company_pays_10_for_p16_and_loses_it_when_it_cannot():
    from gamedesk.titles.g1822mx.privates import charge_p16

    g = log_position(LOG, 650)
    p16, mc = g.companies["P16"], g.corporations["MC"]
    p16.owner = "MC"
    cash, price = mc.cash, g.share_price(mc)
    charge_p16(g, p16)
    assert mc.cash == cash - 10 and not p16.closed
    mc.cash = 9
    charge_p16(g, p16)
    assert p16.closed and mc.cash == 9 and g.share_price(mc) < price


# ----------------------------------------------------------------- more items, from the log


@pytest.mark.rules("R-236")
def test_issued_shares_go_to_the_pool_and_pay_the_price_after_the_fall():
    g = log_position(LOG, 779)  # IRM, in its issue step, issues three shares next
    irm = g.corporations["IRM"]
    cash, pool = irm.cash, irm.percent_of(POOL)
    shares = [s.id for s in irm.shares_of("@ipo")[:3]]
    play(g, ("sell_shares", "IRM", {"shares": shares}))
    price = g.share_price(irm)
    assert price == 50  # $80 moved three spaces left
    assert irm.cash == cash + 3 * price and irm.percent_of(POOL) == pool + 30


@pytest.mark.rules("R-235")
def test_a_major_does_not_issue_in_its_first_turn():
    g = log_position(LOG, 709)  # FCP's first turn
    fcp = g.corporations["FCP"]
    assert g.operating_turns.get("FCP", 0) < 2
    share = fcp.shares_of("@ipo")[0].id
    refused(g, act("sell_shares", "FCP", shares=[share]), "R-235")


@pytest.mark.rules("R-013", "R-017")
def test_phase_3_removes_every_l_train_and_lowers_no_limit_below_the_owned():
    before = log_position(LOG, 340)
    assert any(t.name == "L" for c in before.corporations.values() for t in c.trains)
    after = log_position(LOG, 341)  # the first 3-train is bought
    assert after.phase.name == "3"
    assert not any(t.name == "L" for c in after.corporations.values() for t in c.trains)


@pytest.mark.rules("R-014")
def test_from_phase_2_each_stock_round_is_followed_by_two_operating_rounds():
    g = log_position(LOG, 400)
    assert g.phase.name == "3" and g.round.kind == "operating" and g.or_count == 2


@pytest.mark.rules("R-024")
def test_a_player_with_a_loan_may_not_buy_or_bid():
    g = log_position(LOG, 650)  # stock round, phase 5
    pid = g.active_entities()[0]
    buy = next(a for a in g.legal_actions() if a.type == "buy_shares")
    g.loans[pid] = 30
    refused(g, buy, "R-024")
    kinds = {a.type for a in g.legal_actions()}
    assert "buy_shares" not in kinds and "bid" not in kinds and "repay_loan" in kinds


@pytest.mark.rules("R-025")
def test_a_loan_is_repaid_in_a_stock_round_turn_in_any_part():
    g = log_position(LOG, 650)
    pid = g.active_entities()[0]
    g.loans[pid] = 30
    cash = g.player(pid).cash
    play(g, ("repay_loan", pid, {"amount": 10}))
    assert g.loans[pid] == 20 and g.player(pid).cash == cash - 10
    assert g.active_entities() == [pid]  # repaying does not end the turn
