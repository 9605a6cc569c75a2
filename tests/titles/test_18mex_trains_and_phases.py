"""18MEX trains, phases, majors buying privates and Phase 3½ (R-113…R-139, R-176…R-180)."""

from __future__ import annotations

import pytest

from gamedesk.engine.entities import IPO
from tests.titles.mex_helpers import (
    buy_bank_train,
    chi_with_a_train,
    drive,
    first_operating_round,
    four_majors,
    ipo_share,
    operator,
    pass_until,
    play,
    step_to,
    to_operating,
    turn_of,
)
from tests.titles.mex_positions import refused


def phase_three() -> object:
    """Four majors; the first 3-train has just been bought (mid-OR)."""
    return drive(four_majors(), lambda g: g.phase.name == "3")


def phase_three_and_a_half() -> object:
    return drive(four_majors(), lambda g: g.phase.name == "3½")


# --------------------------------------------------------------------- buying trains


@pytest.mark.rules("R-113")
def test_ipo_trains_are_sold_in_type_order():
    game = first_operating_round()
    turn_of(game, "CHI")
    step_to(game, "buy_train")
    refused(game, ("buy_train", "CHI", {"train": "3-0", "price": 180}), "R-113")


@pytest.mark.rules("R-117")
def test_one_bank_train_per_turn_before_the_first_four():
    game = to_operating(chi_with_a_train())
    turn_of(game, "CHI")
    buy_bank_train(game)
    assert operator(game) == "CHI"
    nxt = game.depot.next_from_ipo()
    refused(game, ("buy_train", "CHI", {"train": nxt.id, "price": 100}), "R-117")


@pytest.mark.rules("R-115", "R-139")
def test_majors_trade_trains_at_any_agreed_price_of_at_least_one_before_any_three():
    game = first_operating_round()
    turn_of(game, "CHI")
    buy_bank_train(game)
    step_to(game, "buy_train")
    assert operator(game) == "MC" and game.phase.name == "2"
    train = game.corporations["CHI"].trains[0].id
    refused(game, ("buy_train", "MC", {"train": train, "price": 0}), "R-115", "format")
    cash = game.corporations["CHI"].cash
    play(game, ("buy_train", "MC", {"train": train, "price": 1}))
    assert [t.id for t in game.corporations["MC"].trains] == [train]
    assert game.corporations["CHI"].cash == cash + 1


@pytest.mark.rules("R-116", "R-141", "R-079")
def test_the_first_three_train_starts_phase_three_with_green_and_two_ors_from_next_sr():
    game = phase_three()
    assert "green" in game.colors()
    assert game.round.kind == "operating" and game.or_count == 1
    drive(game, lambda g: g.round.kind == "stock")
    to_operating(game)
    assert game.or_count == 2


@pytest.mark.rules("R-118", "R-121")
def test_a_major_at_its_limit_of_three_buys_no_more():
    game = phase_three_and_a_half()
    full = [c for c in game.corporations.values() if c.floated and len(c.trains) == 3]
    assert full and all(game.train_limit(c) == 3 for c in full)
    drive(game, lambda g: g.round.kind == "operating" and g.round.turn is not None
          and operator(g) == full[0].sym and g.round.turn.step in ("buy_train", "buy_company"))
    assert not any(a.type == "buy_train" for a in game.legal_actions())


@pytest.mark.rules("R-116", "R-177", "R-180", "R-121")
def test_the_fifth_three_train_starts_phase_three_and_a_half_at_once():
    game = phase_three_and_a_half()
    assert game.round.kind == "operating"
    sold = [t for t in game.depot.trains if t.name.startswith("3") and t.owner != "@depot"]
    assert len(sold) == 5
    assert all(m.closed for m in game.minors.values())
    assert game.train_limit(game.corporations["NdM"]) == 4
    assert game.train_limit(game.corporations["CHI"]) == 3


# --------------------------------------------------------------------- phase 3½


@pytest.mark.rules("R-178", "R-179")
def test_closing_minors_trade_in_certificates_and_hand_their_money_to_ndm_and_udy():
    game = four_majors()
    owners = {m.sym: m.owner for m in game.minors.values()}
    money = {}

    def closed(g):
        if not g.minors_closed:
            money.update({m.sym: m.cash for m in g.minors.values()})
        return g.phase.name == "3½"

    drive(game, closed)
    assert game.share_by_id("NdM_7").owner == owners["A"]
    assert game.share_by_id("NdM_8").owner == owners["B"]
    assert game.share_by_id("UdY_8").owner == owners["C"]
    assert game.share_by_id("NdM_9").owner == IPO  # the merger share stays boxed
    assert game.corporations["UdY"].cash == money["C"]
    assert game.corporations["NdM"].cash == money["A"] + money["B"]
    for sym in "ABC":
        assert game.board.tokens_of(sym) == []
        assert game.minors[sym].trains == []


@pytest.mark.rules("R-059", "R-176")
def test_ndm_certificates_are_for_sale_from_phase_three_and_a_half():
    game = phase_three_and_a_half()
    drive(game, lambda g: g.round.kind == "stock")
    pid = next(p.id for p in game.players if p.cash >= 90)
    pass_until(game, pid)
    play(game, ("buy_shares", pid, {"shares": [ipo_share(game, "NdM").id]}))
    assert game.corporations["NdM"].percent_of(pid) >= 10


# --------------------------------------------------------------------- majors buy privates


@pytest.mark.rules("R-138", "R-136")
def test_no_major_buys_a_private_before_phase_three():
    game = first_operating_round()
    turn_of(game, "CHI")
    assert not any(a.type == "buy_company" for a in game.legal_actions())
    refused(game, ("buy_company", "CHI", {"company": "MCAR", "price": 20}), "R-136", "R-138")


@pytest.mark.rules("R-136", "R-137", "R-051")
def test_from_phase_three_majors_buy_privates_at_half_to_one_and_a_half_par():
    game = phase_three()
    drive(game, lambda g: g.round.kind == "operating" and g.round.turn is not None
          and operator(g) == "SPM" and g.round.turn.step == "track")
    owner = game.company("MCAR").owner
    refused(game, ("buy_company", "SPM", {"company": "MCAR", "price": 31}), "R-136")
    refused(game, ("buy_company", "SPM", {"company": "MCAR", "price": 9}), "R-136")
    refused(game, ("buy_company", "SPM", {"company": "MNR", "price": 140}), "R-136")
    refused(game, ("buy_company", "SPM", {"company": "A", "price": 50}), "R-136")
    cash = game.player(owner).cash
    play(game, ("buy_company", "SPM", {"company": "MCAR", "price": 30}))
    assert game.company("MCAR").owner == "SPM" and game.player(owner).cash == cash + 30
    play(game, ("buy_company", "SPM", {"company": "KCMO", "price": 20}))  # several a turn
    assert game.company("KCMO").owner == "SPM"
    drive(game, lambda g: g.round.kind == "stock")
    for pid in [p.id for p in game.players]:
        assert "MCAR" not in {c.sym for c in game.companies_for_sale_between_players(pid)}


@pytest.mark.rules("R-083")
def test_a_private_owned_by_a_major_pays_its_treasury():
    game = phase_three()
    drive(game, lambda g: g.round.kind == "operating" and g.round.turn is not None
          and operator(g) == "SPM" and g.round.turn.step == "track")
    play(game, ("buy_company", "SPM", {"company": "MIR", "price": 50}))
    drive(game, lambda g: g.round.kind == "stock")
    cash = game.corporations["SPM"].cash
    drive(game, lambda g: g.round.kind == "operating")
    assert game.corporations["SPM"].cash == cash + 20
