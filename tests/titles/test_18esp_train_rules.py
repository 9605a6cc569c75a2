"""18ESP's train rules shown in 18ESP positions: combining that would strand a
company (R-172), a lower train limit (R-151), a trainless company at its limit
(R-156) and the forced purchase's train (R-157)."""

from __future__ import annotations

import pytest

from gamedesk.engine.actions import act
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.trains import POOL as TRAIN_POOL, SCRAPPED
from tests.titles.esp_log import as_rulebook, next_entries, position

COMBINE = act("combine_trains", "FdC", train="5-0", recycled="2-0", variant="1+2")


def fdc_cut_off(profile: str):
    """Action 718: FdC, its one train a 5, may join a recycled 1+2 to it (the log
    does). Here its northern and pass stations are gone and every pass is closed:
    a train of both gauges could cross nowhere."""
    game, _ = position(718)
    if profile == "rulebook":
        game = as_rulebook(game)
    board = game.board
    for hex_, index in list(board.tokens_of("FdC")):
        if hex_ in ("I5", "L8"):
            board.remove_token("FdC", hex_, index)
    board.closed_gates = frozenset(board.run_rules.gates)
    game.mark_edited()
    return game


@pytest.mark.rules("R-172")
def test_in_the_rulebook_combining_that_would_leave_no_runnable_train_is_refused():
    game = fdc_cut_off("rulebook")
    assert game.current_step() == "combine"
    assert COMBINE not in game.legal_actions()
    cash = game.corporation("FdC").cash
    with pytest.raises(IllegalAction) as refused:
        game.process(COMBINE)
    assert refused.value.rule == "R-172"
    fdc = game.corporation("FdC")
    assert fdc.cash == cash and [t.name for t in fdc.trains] == ["5"]


@pytest.mark.rules("R-172")
def test_the_site_lets_a_company_combine_its_only_train_before_it_can_cross():
    game = fdc_cut_off("18xx.games")  # as TBF did in the log (action 734)
    assert COMBINE in game.legal_actions()


@pytest.mark.rules("R-172")
def test_combining_is_allowed_while_another_train_can_still_run():
    game = fdc_cut_off("rulebook")
    other = game.corporation("CRB").trains[0]  # a 4-train
    game.give_train(other, "FdC")  # a southern train with FdC's southern stations
    game.mark_edited()
    assert COMBINE in game.legal_actions()
    game.process(COMBINE)
    assert sorted(t.name for t in game.corporation("FdC").trains) == ["4", "6+2C"]


@pytest.mark.rules("R-172")
def test_combining_a_train_that_can_cross_a_pass_is_allowed():
    game, _ = position(718)  # as in the log: FdC's stations reach the open País Vasco pass
    assert COMBINE in as_rulebook(game).legal_actions()
    assert next_entries(718)[0]["type"] == "combined_trains"


# ----------------------------------------------------------------- limits

@pytest.mark.rules("R-151")
def test_a_lower_limit_makes_a_company_discard_a_train_of_its_choice_out_of_the_game():
    game, replayer = position(708)  # FdSB is about to buy the first 6: the limit falls to 2
    for train in ("4-4", "5-1"):  # CRB holds three trains
        game.give_train(game.depot.by_id[train], "CRB")
    game.mark_edited()
    crb = game.corporation("CRB")
    replayer.apply(next_entries(708)[0])
    assert game.train_limit(crb) == 2 and game.current_step() == "discard_trains"
    assert {a["train"] for a in game.legal_actions()} == {"4-0", "4-4", "5-1"}
    cash = crb.cash
    game.process(act("discard_train", "CRB", train="5-1"))
    assert [t.id for t in crb.trains] == ["4-0", "4-4"] and crb.cash == cash
    assert game.depot.by_id["5-1"].owner == SCRAPPED  # not to the open market
    assert not game.depot.pool_trains()


def stuck_crb(profile: str):
    """Action 724: CRB, phase 6 (limit 2), is about to run. Here it holds two
    narrow trains, which cannot run on its Iberian track."""
    game, _ = position(724)
    if profile == "rulebook":
        game = as_rulebook(game)
    crb = game.corporation("CRB")
    game.give_train(crb.trains[0], SCRAPPED)
    for train in ("4-2", "6-0"):
        game.give_train(game.depot.by_id[train], "CRB")
    game.mark_edited()
    return game, crb


@pytest.mark.rules("R-156")
def test_a_company_at_its_limit_with_no_train_that_runs_discards_one_then_buys():
    game, crb = stuck_crb("rulebook")
    assert game.train_limit(crb) == 2
    with pytest.raises(IllegalAction) as early:
        game.process(act("discard_train", "CRB", train="6-0"))
    assert early.value.rule == "R-151"  # no discard while the turn has not come to it
    game.process(act("pass", "CRB"))  # no track: the run has nothing to run
    assert game.current_step() == "discard_inoperable"
    assert game.why_illegal(act("pass", "CRB")) is not None
    assert {a["train"] for a in game.legal_actions()} == {"4-2", "6-0"}
    game.process(act("discard_train", "CRB", train="6-0"))
    assert game.depot.by_id["6-0"].owner == SCRAPPED
    assert game.current_step() == "buy_train"
    assert game.why_illegal(act("pass", "CRB")) is not None  # it must buy a train now
    game.process(next(a for a in game.legal_actions() if a.get("variant") == "6"))
    assert sorted(t.name for t in crb.trains) == ["3+4", "6"]
    assert game.current_step() != "buy_train" or game.why_illegal(act("pass", "CRB")) is None


@pytest.mark.rules("R-156")
def test_after_the_discard_the_train_bought_must_be_one_that_can_run():
    game, crb = stuck_crb("rulebook")  # its track is Iberian
    game.process(act("pass", "CRB"))
    game.process(act("discard_train", "CRB", train="6-0"))
    narrow = act("buy_train", "CRB", train="6-2", price=600, variant="5+6")
    offers = [a for a in game.legal_actions() if a.type == "buy_train"]
    assert narrow not in offers
    assert act("buy_train", "CRB", train="6-2", price=600, variant="6") in offers
    assert not any(game.depot.by_id[a["train"]].name in ("3+4", "5+4C") for a in offers)
    cash = crb.cash
    with pytest.raises(IllegalAction) as refused:
        game.process(narrow)
    assert refused.value.rule == "R-156"
    assert crb.cash == cash and [t.name for t in crb.trains] == ["3+4"]


@pytest.mark.rules("R-156")
def test_on_the_site_a_train_that_cannot_run_still_counts_and_nothing_is_discarded():
    game, crb = stuck_crb("18xx.games")  # 4.9.45
    game.process(act("pass", "CRB"))
    assert game.current_step() != "discard_inoperable"
    assert not any(a.type == "discard_train" for a in game.legal_actions())
    assert len(crb.trains) == 2


@pytest.mark.rules("R-156")
def test_a_company_whose_trains_can_run_is_not_made_to_discard():
    game, _ = position(724)
    game.process(act("pass", "CRB"))
    assert game.current_step() == "routes"
    assert not any(a.type == "discard_train" for a in game.legal_actions())


# ----------------------------------------------------------------- forced purchase

@pytest.mark.rules("R-157")
@pytest.mark.parametrize("profile", ["18xx.games", "rulebook"])
def test_a_forced_purchase_takes_the_cheapest_train_of_the_banks_offer(profile):
    game, _ = position(615)  # A must buy a train; the bank offers a 5 for 500
    if profile == "rulebook":
        game = as_rulebook(game)
    game.give_train(game.depot.by_id["4-0"], TRAIN_POOL)  # a 4 for 300 in the open market
    a = game.corporation("A")
    game.bank.cash += a.cash - 100
    a.cash = 100  # too little for either
    game.mark_edited()
    bank_buys = [x for x in game.legal_actions() if x.type == "buy_train" and x["price"] > 1]
    assert bank_buys == [act("buy_train", "A", train="4-0", price=300)]
    refused = game.why_illegal(act("buy_train", "A", train="5-2", price=500, variant="5"))
    assert refused.rule == "R-157"
    assert not any(x.type == "combine_trains" for x in game.legal_actions())


@pytest.mark.rules("R-031")
def test_p3s_train_is_never_offered_to_another_company():
    game, _ = position(615)
    game = as_rulebook(game)  # where companies may buy each other's trains at a forced purchase
    offers = [x for x in game.legal_actions() if x.type == "buy_train"]
    assert any(x["train"] == "4-0" for x in offers)
    assert not any(x["train"] == "2P-0" for x in offers)
