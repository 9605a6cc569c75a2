"""1822MX rules checked in positions reached by replaying real games' actions
(each a legal action of ours): conversions, the L-to-2 flip, private powers,
cubes, destinations, mail, special-train income, forced purchases,
acquisitions and the P7 choice."""

from __future__ import annotations

import pytest

from gamedesk.engine.errors import IllegalAction
from gamedesk.io.trace_state import trace_state
from tests.titles.mx_helpers import fingerprint, log_position, play

GAME_86 = "86"
GAME_123055 = "123055"
GAME_FCM = "fcm_cannot_lay_thru_mexico_city"


def refused(game, rule: str | None, *move) -> None:
    """The move is refused, naming `rule` (None: a map rule, whose ids the shared
    board code takes from the 18MEX inventory), and nothing changes."""
    before = fingerprint(game)
    with pytest.raises(IllegalAction) as err:
        play(game, move)
    if rule is not None:
        assert err.value.rule == rule, err.value
    assert fingerprint(game) == before


@pytest.mark.rules("R-203", "R-012")
def test_flipping_an_l_to_a_2_costs_80_and_starts_phase_2():
    g = log_position(GAME_86, 39)  # minor 3 at its train step with $80 and an L
    train = g.corporations["3"].trains[0].id
    refused(g, "R-203", "buy_train", "3", {"train": train, "price": 120, "variant": "2",
                                           "exchange": train})
    play(g, ("buy_train", "3", {"train": train, "price": 80, "variant": "2", "exchange": train}))
    assert g.phase.name == "2"
    assert [t.name for t in g.corporations["3"].trains] == ["2"]
    assert g.corporations["3"].cash == 0


@pytest.mark.rules("R-050")
def test_no_conversion_in_phase_1():
    g = log_position(GAME_86, 18)  # SR 2, player 0 holds the FCP concession
    assert g.phase.name == "1"
    refused(g, "R-050", "par", "0", {"corporation": "FCP", "price": 100})


@pytest.mark.rules("R-051", "R-052")
def test_converting_a_concession_floats_the_major_with_twice_its_price():
    g = log_position(GAME_86, 43)  # phase 2, player 0 to act
    refused(g, "R-051", "par", "0", {"corporation": "FCP", "price": 50})
    cash = g.player("0").cash
    play(g, ("par", "0", {"corporation": "FCP", "price": 100}))
    fcp = g.corporations["FCP"]
    assert fcp.floated and fcp.cash == 200 and g.share_price(fcp) == 100
    assert g.player("0").cash == cash - 100  # the concession counts $100
    assert g.companies["C6"].closed
    play(g, ("buy_shares", "1", {"shares": ["FCP_1"]}))
    assert fcp.cash == 300  # treasury shares pay the company


@pytest.mark.rules("R-117", "R-118", "R-120", "R-121")
def test_p9_with_p12_lays_plain_track_over_a_town_and_closes_p12():
    g = log_position(GAME_86, 61)  # FCP owns P8, P9, P12, P13
    refused(g, None, "lay_tile", "FCP", {"hex": "C2", "tile": "7", "rotation": 4})  # keeps towns
    play(g, ("lay_tile", "FCP", {"hex": "C2", "tile": "7", "rotation": 4, "special": "P9",
                                 "combo": ["P12"]}))
    assert g.board.tile_of("C2").tile == "7"
    assert g.companies["P12"].closed and not g.companies["P9"].closed
    play(g, ("lay_tile", "FCP", {"hex": "D3", "tile": "9", "rotation": 2, "special": "P9",
                                 "combo": ["P13"]}))
    assert g.companies["P9"].closed  # a major's two extra yellow lays are used up
    refused(g, "R-103", "lay_tile", "FCP", {"hex": "B5", "tile": "9", "rotation": 0,
                                            "special": "P9"})


@pytest.mark.rules("R-119")
def test_p11_cubes_come_on_top_of_the_normal_build():
    g = log_position(GAME_123055, 310)  # MC at its track step, P11 with three cubes
    on_m22 = g.cubes_on.get("M22", 0)
    play(g, ("lay_tile", "MC", {"hex": "M22", "tile": "BC", "rotation": 0, "special": "P11"}))
    assert g.round.turn.lays == []
    assert g.cubes["P11"] == 2 and g.cubes_on["M22"] == on_m22 + 1


@pytest.mark.rules("R-160")
def test_the_destination_token_goes_down_once_connected():
    g = log_position(GAME_123055, 384)  # FCM's track step; Veracruz is joined
    assert "N27" not in trace_state(g)["corporations"]["FCM"]["tokens"]
    play(g, ("pass", "FCM"))
    assert "N27" in trace_state(g)["corporations"]["FCM"]["tokens"]


@pytest.mark.rules("R-122")
def test_mail_pays_half_the_ends_of_a_route_into_the_treasury():
    g = log_position(GAME_123055, 477)  # MIR (P14) about to run its 3-train
    mir = g.corporations["MIR"]
    cash = mir.cash
    train = mir.trains[0].id
    play(g, ("run_routes", "MIR", {"routes": [{"train": train,
                                               "connections": [["F21", "F23"], ["G22", "F21"]]}]}),
         ("dividend", "MIR", {"kind": "payout"}))
    # 110 paid out: 60% is in the treasury (66); mail (San Antonio 40 + Nuevo Laredo 30) / 2
    assert mir.cash == cash + 66 + 35


@pytest.mark.rules("R-192", "R-193")
def test_a_special_trains_income_may_be_decided_apart():
    g = log_position(GAME_123055, 302)  # FCM ran LP (40) and a 2 (70)
    refused(g, "R-190", "choose", "FCM", {"choice": "double"})
    play(g, ("choose", "FCM", {"choice": "withhold"}), ("dividend", "FCM", {"kind": "payout"}))
    fcm = g.corporations["FCM"]
    assert fcm.cash == 218 + 40 + 49  # the LP's 40 kept; 7 treasury tenths of 70
    assert g.share_price(fcm) == 100  # 70 paid < 100: no move


@pytest.mark.rules("R-210", "R-212", "R-213", "R-214")
def test_a_trainless_minor_buys_the_cheapest_train_with_its_directors_help():
    g = log_position(GAME_123055, 378)  # minor 5: no train, $70; director $110
    refused(g, "R-210", "pass", "5")
    train = next(t for t in g.depot.ipo_trains() if t.id.startswith("3-")).id
    refused(g, "R-213", "buy_train", "5", {"train": train, "price": 200, "variant": "3"})
    play(g, ("sell_shares", "10041", {"shares": ["MC_2"]}),
         ("buy_train", "5", {"train": train, "price": 200, "variant": "3"}))
    assert g.corporations["5"].cash == 0
    assert g.player("10041").cash == 110 + 70 - 130


@pytest.mark.rules("R-220", "R-224", "R-226", "R-227", "R-229")
def test_a_major_acquires_a_minor_for_shares_and_takes_its_station():
    g = log_position(GAME_123055, 305)  # FCM may acquire minor 18 (price 100)
    play(g, ("merge", "FCM", {"corporation": "18"}))
    refused(g, "R-224", "choose", "FCM", {"choice": "three_shares"})
    play(g, ("choose", "FCM", {"choice": "two_shares"}))
    refused(g, "R-227", "choose", "FCM", {"choice": "remove"})
    player = g.player("14244").cash
    play(g, ("choose", "FCM", {"choice": "replace"}))
    fcm = g.corporations["FCM"]
    assert g.player("14244").cash == player - 20  # two shares at 110 for a $200 minor
    assert fcm.percent_of("14244") == 50
    assert ("N25", 1) in g.board.tokens_of("FCM")
    assert g.corporations["18"].removed
    assert "P12" in fcm.companies


@pytest.mark.rules("R-081")
def test_the_p7_holder_may_count_double_cash_for_the_order():
    g = log_position(GAME_FCM, 258)
    assert g.round.kind == "choose" and g.active_entities() == ["12299"]
    refused(g, "R-081", "choose", "12299", {"choice": "triple"})
    play(g, ("choose", "12299", {"choice": "double"}))
    assert g.players[0].id == "12299"
    assert g.round.kind == "operating"


@pytest.mark.rules("R-124", "R-145")
def test_p17_puts_the_small_port_on_a_water_spike_on_top_of_the_builds():
    g = log_position(GAME_123055, 542)  # the company owning P17 is at its track step
    owner = g.companies["P17"].owner
    lays = list(g.round.turn.lays)
    refused(g, None, "lay_tile", owner, {"hex": "E10", "tile": "P1", "rotation": 3,
                                         "special": "P17"})
    play(g, ("lay_tile", owner, {"hex": "F7", "tile": "P1", "rotation": 3, "special": "P17"}))
    assert g.board.tile_of("F7").tile == "P1"
    assert g.companies["P17"].closed
    assert g.round.turn.lays == lays


@pytest.mark.rules("R-173", "R-222")
def test_the_ferry_spikes_join_a_major_to_a_minor_for_an_acquisition():
    g = log_position(GAME_123055, 578)  # MC may acquire minor 3 across the gulf
    from gamedesk.titles.g1822mx.acquisitions import connected

    mc, minor = g.corporations["MC"], g.corporations["3"]
    assert not any(n in g.board.reach("MC").nodes for n in g.board.tokens_of("3"))
    assert connected(g, mc, minor)
    play(g, ("merge", "MC", {"corporation": "3"}))
    assert g.round.turn.acquiring is minor


@pytest.mark.rules("R-118")
def test_p9_extra_builds_go_on_together_once_begun():
    g = log_position(GAME_123055, 572)  # MC has upgraded; P9 lays next
    owner = "MC"
    play(g, ("lay_tile", owner, {"hex": "I12", "tile": "4", "rotation": 2, "special": "P9"}))
    assert g.active_entities()[0] == "P9"
    play(g, ("lay_tile", owner, {"hex": "H11", "tile": "57", "rotation": 2, "special": "P9"}))
    assert g.companies["P9"].closed
    assert g.active_entities() == ["MC"]
