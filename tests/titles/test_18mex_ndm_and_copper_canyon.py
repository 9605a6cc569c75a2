"""18MEX NdM certificates from Phase 3½ (R-039, R-047, R-058, R-107, R-209), mail
(R-097), Mexico City tiles (R-156) and Copper Canyon / KCM&O (R-154, R-159…R-162, R-211)."""

from __future__ import annotations

import pytest

from gamedesk.engine.entities import IPO
from gamedesk.engine.trains import POOL
from tests.titles.mex_helpers import (
    after_sale,
    first_operating_round,
    new_mex,
    pass_until,
    play,
    second_stock_round,
    sell_out_privates,
    step_to,
    to_operating,
    turn_of,
)
from tests.titles.mex_positions import (
    float_major,
    float_ndm,
    give_trains,
    phase_three_and_a_half,
    refused,
    refused_action,
    to_phase,
)

# --------------------------------------------------------------------- NdM shares


def ndm_for_sale(pid: str):
    """SR2 in Phase 3½: the minors traded in (Cy got A's 5%, Ann B's 5%) and NdM
    floated with a 10% each for Ben and Cy. `pid` is to act."""
    game = second_stock_round()
    phase_three_and_a_half(game)
    float_ndm(game, "p2", "p3")
    return pass_until(game, pid)


def ten_percent(game, owner: str):
    return next(s for s in game.corporations["NdM"].shares_of(owner)
                if s.percent == 10 and not s.president)


@pytest.mark.rules("R-047")
def test_selling_a_lone_ndm_5_percent_never_moves_the_price():
    game = ndm_for_sale("p3")
    ndm = game.corporations["NdM"]
    price = game.share_price(ndm)
    cash = game.player("p3").cash
    play(game, ("sell_shares", "p3", {"shares": ["NdM_7"]}))
    assert game.share_price(ndm) == price
    assert game.player("p3").cash == cash + -(-price // 2)


@pytest.mark.rules("R-039")
def test_make_change_sale_a_10_percent_for_the_markets_5_percent():
    game = ndm_for_sale("p2")
    ndm = game.corporations["NdM"]
    game.share_by_id("NdM_8").owner = POOL  # Ann sold B's 5% earlier
    price = game.share_price(ndm)
    cash = game.player("p2").cash
    sold = ten_percent(game, "p2")
    play(game, ("sell_shares", "p2", {"shares": [sold.id], "percent": 5, "swap": "NdM_8"}))
    assert sold.owner == POOL and game.share_by_id("NdM_8").owner == "p2"
    assert ndm.percent_of("p2") == 5
    assert game.player("p2").cash == cash + -(-price // 2)
    assert game.share_price(ndm) == price  # only 5% was sold


@pytest.mark.rules("R-058")
def test_make_change_purchase_hands_the_5_percent_and_half_the_price_for_a_10():
    game = ndm_for_sale("p3")
    ndm = game.corporations["NdM"]
    pooled = next(s for s in ndm.shares if s.owner == IPO and s.percent == 10
                  and not s.reserved)
    pooled.owner = POOL  # a 10% sold to the market earlier
    price = game.share_price(ndm)
    cash = game.player("p3").cash
    play(game, ("buy_shares", "p3", {"shares": [pooled.id], "swap": "NdM_7"}))
    assert pooled.owner == "p3" and game.share_by_id("NdM_7").owner == POOL
    assert ndm.percent_of("p3") == 20
    assert game.player("p3").cash == cash - price // 2


@pytest.mark.rules("R-209")
def test_a_player_at_55_percent_of_ndm_may_not_buy_a_10():
    game = ndm_for_sale("p1")
    ndm = game.corporations["NdM"]
    for share in [s for s in ndm.shares if s.owner == IPO and not s.reserved][:3]:
        share.owner = "p1"
    assert ndm.percent_of("p1") == 55
    share = next(s for s in ndm.shares if s.owner == IPO and not s.reserved)
    refused(game, ("buy_shares", "p1", {"shares": [share.id]}), "R-060")


# --------------------------------------------------------------------- NdM operating


def ndm_operates(phase: str = "3½"):
    """OR after SR1: NdM floated (Ann president, 25% with B's 5%; Cy 15% with A's
    5%) owns a 3-train; Mexico City (O10) reaches Puebla (P11)."""
    game = after_sale()
    phase_three_and_a_half(game)
    float_ndm(game, "p2", "p3")
    give_trains(game, "NdM", "3")
    to_phase(game, phase)
    to_operating(game)
    return turn_of(game, "NdM")


@pytest.mark.rules("R-097")
def test_ndm_mail_is_mexico_citys_value():
    game = after_sale()
    phase_three_and_a_half(game)
    float_ndm(game, "p2", "p3")
    give_trains(game, "NdM", "3")
    ndm = game.corporations["NdM"]
    cash = ndm.cash
    to_operating(game)
    turn_of(game, "NdM")
    assert ndm.cash == cash + game.board.revenue_of("O10", 0, game.colors()) == cash + 20


@pytest.mark.rules("R-107")
def test_odd_5_percent_holdings_are_rounded_up_at_a_payout():
    game = ndm_operates()
    step_to(game, "routes")
    run = next(a for a in game.legal_actions() if a.type == "run_routes")
    game.process(run)
    revenue = game.round.turn.revenue
    assert revenue % 20 == 10  # 25% and 15% of it are not whole dollars
    before = {p: game.player(p).cash for p in ("p1", "p3")}
    play(game, ("dividend", "NdM", {"kind": "payout"}))
    assert game.player("p1").cash == before["p1"] + -(-revenue * 25 // 100)
    assert game.player("p3").cash == before["p3"] + -(-revenue * 15 // 100)


@pytest.mark.rules("R-156")
def test_mexico_city_takes_only_its_own_double_tiles_in_one_orientation():
    game = ndm_operates()
    lays = {(a["hex"], a["tile"], a["rotation"]) for a in game.legal_actions()
            if a.type == "lay_tile" and a["hex"] in ("O10", "P11")}
    # The double hex takes #479 only, in one orientation (named from either half).
    assert lays == {("O10", "479MC", 0), ("P11", "479P", 0)}
    refused(game, ("lay_tile", "NdM", {"hex": "O10", "tile": "14", "rotation": 0}), "R-156")
    cash = game.corporations["NdM"].cash
    play(game, ("lay_tile", "NdM", {"hex": "O10", "tile": "479MC", "rotation": 0}))
    assert game.corporations["NdM"].cash == cash - 60
    assert game.board.tile_of("P11").tile.startswith("479")


@pytest.mark.rules("R-156")
def test_brown_mexico_city_costs_40():
    game = ndm_operates("5")
    game.board.lay_tile("O10", "479MC", 0)
    lays = {a["tile"] for a in game.legal_actions()
            if a.type == "lay_tile" and a["hex"] == "O10"}
    assert lays == {"485MC", "486MC"}
    cash = game.corporations["NdM"].cash
    play(game, ("lay_tile", "NdM", {"hex": "O10", "tile": "486MC", "rotation": 0}))
    assert game.corporations["NdM"].cash == cash - 40


# --------------------------------------------------------------------- Copper Canyon


def chi_owns_kcmo(options=()):
    """OR1: CHI (Cy) bought the KCM&O from Ben in an earlier round and stands in its
    track step."""
    game = sell_out_privates(new_mex(3, options=options)) if options else after_sale()
    float_major(game, "MC", "p2")
    float_major(game, "CHI", "p3", par=70)
    kcmo = game.company("KCMO")
    kcmo.owner = "CHI"
    game.corporations["CHI"].companies.append("KCMO")
    to_operating(game)
    return turn_of(game, "CHI")


def lay_copper_canyon(game):
    lay = next(a for a in game.legal_actions() if a.type == "lay_tile"
               and a["tile"].startswith("470"))
    game.process(lay)
    return lay


@pytest.mark.rules("R-162", "R-158")
def test_laying_copper_canyon_closes_kcmo_by_default():
    game = chi_owns_kcmo()
    cash = game.corporations["CHI"].cash
    lay_copper_canyon(game)
    assert game.board.tile_of("F5").tile.startswith("470")
    assert game.corporations["CHI"].cash == cash - 60
    assert game.company("KCMO").closed
    assert "KCMO" not in game.corporations["CHI"].companies


@pytest.mark.rules("R-162")
def test_with_the_printed_text_option_kcmo_stays_open():
    game = chi_owns_kcmo(options=("kcmo_stays_open",))
    lay_copper_canyon(game)
    assert not game.company("KCMO").closed
    assert not any(a.type == "lay_tile" and a["tile"].startswith("470")
                   for a in game.legal_actions())


@pytest.mark.rules("R-084")
def test_copper_canyon_is_laid_only_in_the_owners_track_step():
    game = chi_owns_kcmo()
    lay = next(a for a in game.legal_actions() if a.type == "lay_tile"
               and a["tile"].startswith("470"))
    play(game, ("pass", "CHI"))  # done with track
    assert game.round.turn.op.sym == "CHI" and game.round.turn.step != "track"
    assert not any(a.type == "lay_tile" for a in game.legal_actions())
    refused_action(game, lay, "R-084")


@pytest.mark.rules("R-159")
def test_copper_canyon_is_never_upgraded():
    game = chi_owns_kcmo()
    lay_copper_canyon(game)
    to_phase(game, "4D")
    game.round.turn.lays.clear()
    assert not any(a.type == "lay_tile" and a["hex"] == "F5" for a in game.lay_actions(
        game.round.turn))
    refused(game, ("lay_tile", "CHI", {"hex": "F5", "tile": "29", "rotation": 0}), "R-159")


@pytest.mark.rules("R-160", "R-211")
def test_plain_track_in_f5_costs_kcmo_its_ability_but_not_its_sale():
    game = first_operating_round()
    turn_of(game, "CHI")
    play(game, ("lay_tile", "CHI", {"hex": "F5", "tile": "9", "rotation": 1}))
    kcmo = game.company("KCMO")
    assert kcmo.ability_lost and not kcmo.closed and kcmo.owner == "p2"
    to_phase(game, "3")
    assert kcmo in game.buyable_companies(game.corporations["CHI"])
    play(game, ("buy_company", "CHI", {"company": "KCMO", "price": 30}))
    assert kcmo.owner == "CHI"
    refused(game, ("lay_tile", "CHI", {"hex": "F5", "tile": "470", "rotation": 0,
                                       "special": "KCMO"}), "R-160", "R-140")



@pytest.mark.rules("R-154")
def test_the_kcmo_does_not_block_copper_canyon_for_other_companies():
    game = first_operating_round()
    turn_of(game, "CHI")
    # Every private is in a player's hands; the KCM&O names F5 but does not hold it.
    assert all(c.owner and game.is_player(c.owner) for c in game.companies.values()
               if c.kind == "private")
    assert game.company("KCMO").owner == "p2"
    plain = [a for a in game.legal_actions() if a.type == "lay_tile" and a["hex"] == "F5"]
    assert plain and all(a["tile"] != "470" for a in plain)
    game.process(plain[0])
    assert game.board.tile_of("F5").tile == plain[0]["tile"]
