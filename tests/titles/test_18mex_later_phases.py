"""18MEX trains in the later phases: Phase 4 (R-119, R-120, R-124, R-197), the open
market (R-114, R-122), Phases 6, 6½ and 4D (R-125…R-128, R-198)."""

from __future__ import annotations

import pytest

from gamedesk.engine.trains import POOL, SCRAPPED
from tests.titles.mex_helpers import (
    after_sale,
    finish_turn,
    play,
    step_to,
    to_operating,
    turn_of,
)
from tests.titles.mex_positions import (
    drain,
    float_major,
    fund,
    give_trains,
    gone_from_bank,
    phase_three_and_a_half,
    refused,
    to_phase,
    track,
)

EARLIER = {"4": ("2", "3", "3'"), "6": ("2", "3", "3'", "4", "5"),
           "6'": ("2", "3", "3'", "4", "5", "6"), "4D": ("2", "3", "3'", "4", "5", "6", "6'")}
PHASE_BEFORE = {"4": "3½", "6": "5", "6'": "6", "4D": "6½"}


def chi_buys(next_type: str, cash: int = 1000, trains=None, setup=None):
    """3 players: CHI (p1), SPM (p3) and UdY (p2) floated at $60; the bank's next
    train is the first `next_type`; `trains` maps companies to the trains they
    hold. CHI stands in its train step with `cash`."""
    game = after_sale()
    for sym, pid in (("CHI", "p1"), ("UdY", "p2"), ("SPM", "p3")):
        float_major(game, sym, pid)
    phase_three_and_a_half(game)
    for sym, names in (trains or {}).items():
        give_trains(game, sym, *names)
    if setup:
        setup(game)
    gone_from_bank(game, *EARLIER[next_type])
    to_phase(game, PHASE_BEFORE[next_type])
    to_operating(game)
    turn_of(game, "CHI")
    drain(game, "CHI", cash)
    fund(game, "CHI", cash - game.corporations["CHI"].cash)
    return step_to(game, "buy_train")


def names(game, sym: str) -> list[str]:
    return sorted(t.name for t in game.corporations[sym].trains)


def buy(game, train_id: str, sym: str = "CHI"):
    price = game.depot.by_id[train_id].price
    return play(game, ("buy_train", sym, {"train": train_id, "price": price}))


# --------------------------------------------------------------------- Phase 4


@pytest.mark.rules("R-197", "R-124", "R-120", "R-119")
def test_the_first_4_train_rusts_2s_then_the_limit_of_2_applies():
    game = chi_buys("4", trains={"CHI": ("3", "3"), "SPM": ("2", "3", "3'")})
    buy(game, "4-0")
    assert game.phase.name == "4"
    assert all(t.owner == SCRAPPED for t in game.depot.trains if t.name == "2")
    # SPM's 2-train left before the limit applied: it keeps both 3-trains.
    assert names(game, "SPM") == ["3", "3'"]
    assert game.train_limit(game.corporations["CHI"]) == 2
    assert game.train_limit(game.corporations["NdM"]) == 3
    # CHI was below its old limit when it bought; now it discards one, unpaid.
    assert game.active_entities() == ["CHI"] and names(game, "CHI") == ["3", "3", "4"]
    refused(game, ("pass", "CHI"), "R-120")
    cash = game.corporations["CHI"].cash
    dropped = game.corporations["CHI"].trains[0]
    play(game, ("discard_train", "CHI", {"train": dropped.id}))
    assert dropped.owner == POOL and game.corporations["CHI"].cash == cash
    assert names(game, "CHI") == ["3", "4"] and not game.interrupts


@pytest.mark.rules("R-197")
def test_from_phase_4_a_company_may_buy_several_bank_trains_in_a_turn():
    game = chi_buys("4")
    buy(game, "4-0")
    assert game.round.turn.step == "buy_train"
    assert any(a.type == "buy_train" and a["train"] == "4-1" for a in game.legal_actions())
    buy(game, "4-1")
    assert names(game, "CHI") == ["4", "4"]


@pytest.mark.rules("R-114")
def test_an_open_market_train_never_blocks_the_next_ipo_type():
    game = chi_buys("4", setup=lambda g: g.give_train(
        next(t for t in g.depot.trains if t.name == "3" and t.owner == "@depot"), POOL))
    pooled = next(t for t in game.depot.pool_trains())
    offered = {a["train"]: a["price"] for a in game.legal_actions() if a.type == "buy_train"}
    assert offered[pooled.id] == 180 and offered["4-0"] == 300
    cash = game.corporations["CHI"].cash
    buy(game, pooled.id)
    assert pooled.owner == "CHI" and game.corporations["CHI"].cash == cash - 180


@pytest.mark.rules("R-122")
def test_a_company_may_not_discard_a_train_of_its_own_accord():
    game = chi_buys("4", trains={"CHI": ("3",)})
    train = game.corporations["CHI"].trains[0]
    assert not any(a.type == "discard_train" for a in game.legal_actions())
    refused(game, ("discard_train", "CHI", {"train": train.id}), "R-122")


# --------------------------------------------------------------------- Phases 6 to 4D


@pytest.mark.rules("R-125", "R-198")
def test_the_first_6_train_removes_every_3_train():
    game = chi_buys("6", trains={"SPM": ("3", "4"), "UdY": ("3",)})
    buy(game, "6-0")
    assert game.phase.name == "6"
    assert names(game, "SPM") == ["4"] and names(game, "UdY") == []


def spm_to_puerto_vallarta(game):
    """Guadalajara (O8) – Puerto Vallarta (P7, a town) for SPM's run."""
    track(game, "O8", "57", 1, 4)
    track(game, "P7", "3", 4, 5)


def second_six(setup=spm_to_puerto_vallarta):
    def pool_four(game):
        if setup:
            setup(game)
        game.give_train(next(t for t in game.depot.trains if t.name == "4"
                             and t.owner == "@depot"), POOL)

    return chi_buys("6'", cash=1500, trains={"SPM": ("4", "4")}, setup=pool_four)


@pytest.mark.rules("R-126", "R-198")
def test_the_second_6_train_makes_owned_4s_obsolete_and_removes_the_markets():
    game = second_six()
    pooled = game.depot.pool_trains()[0]
    buy(game, "6'-0")
    assert game.phase.name == "6½"
    assert pooled.owner == SCRAPPED
    assert all(t.obsolete for t in game.corporations["SPM"].trains)
    assert names(game, "SPM") == ["4", "4"]


@pytest.mark.rules("R-128")
def test_nobody_may_buy_an_obsolete_train():
    game = second_six()
    buy(game, "6'-0")
    old = game.corporations["SPM"].trains[0]
    assert not any(a.type == "buy_train" and a["train"] == old.id for a in game.legal_actions())
    refused(game, ("buy_train", "CHI", {"train": old.id, "price": 1}), "R-128")


@pytest.mark.rules("R-127")
def test_an_obsolete_train_runs_once_more_then_leaves_after_the_dividend():
    game = second_six()
    buy(game, "6'-0")
    play(game, ("pass", "CHI"))
    turn_of(game, "SPM")
    step_to(game, "routes")
    run = next(a for a in game.legal_actions() if a.type == "run_routes")
    assert run["routes"] and run["routes"][0]["revenue"] > 0
    game.process(run)
    assert names(game, "SPM") == ["4", "4"]  # still there for the dividend
    play(game, ("dividend", "SPM", {"kind": "payout"}))
    assert names(game, "SPM") == []
    # Left with a route and no train, SPM must now buy one.
    assert game.round.turn.step == "buy_train"
    assert not any(a.type == "pass" for a in game.legal_actions())


@pytest.mark.rules("R-198")
def test_phase_4d_brings_the_gray_tile():
    game = chi_buys("4D")
    assert "gray" not in game.colors()
    buy(game, "4D-0")
    assert game.phase.name == "4D" and "gray" in game.colors()


@pytest.mark.rules("R-070", "R-214")
def test_udy_floated_by_the_trade_in_mid_round_waits_for_the_next_round():
    game = after_sale()
    float_major(game, "CHI", "p1", par=70)
    float_major(game, "SPM", "p3")  # operates after CHI
    float_major(game, "UdY", "p2", percent=40)  # Ben also owns minor C
    assert not game.corporations["UdY"].floated
    gone_from_bank(game, "2", "3")
    to_phase(game, "3")
    to_operating(game)
    turn_of(game, "CHI")
    drain(game, "CHI", 180)
    step_to(game, "buy_train")
    buy(game, "3'-0")  # the fifth 3-train: minors close, C trades in
    udy = game.corporations["UdY"]
    assert udy.floated and udy.percent_of("p2") == 50
    assert game.round.number == 1 and game.operating_order()[-1] == "SPM"
    assert "UdY" not in game.operating_order()
    turn_of(game, "SPM")
    finish_turn(game)
    assert game.round.number == 2 and "UdY" in game.operating_order()


@pytest.mark.rules("R-091")
def test_southeastern_and_its_udy_trade_in_share_both_pay_ben_in_one_round():
    game = after_sale()
    float_major(game, "CHI", "p1", par=70)
    float_major(game, "UdY", "p2")  # floated before the round; Ben also owns minor C
    give_trains(game, "UdY", "3")
    gone_from_bank(game, "2", "3")
    to_phase(game, "3")
    to_operating(game)
    ben, udy = game.player("p2"), game.corporations["UdY"]
    turn_of(game, "C")
    cash = ben.cash
    finish_turn(game)  # Oaxaca – Mérida for $30: the owner's half
    assert ben.cash == cash + 15
    turn_of(game, "CHI")
    drain(game, "CHI", 180)
    step_to(game, "buy_train")
    buy(game, "3'-0")  # the fifth 3-train: C closes and trades in for a UdY 10%
    assert game.company("C").closed and udy.percent_of("p2") == 60
    assert game.round.number == 1 and "UdY" in game.operating_order()
    turn_of(game, "UdY")
    step_to(game, "dividend")  # Mérida – Oaxaca for $30
    assert game.round.turn.revenue == 30
    cash = ben.cash
    play(game, ("dividend", "UdY", {"kind": "payout"}))
    assert ben.cash == cash + 18  # 60%: his own 50% and the trade-in 10%
    assert game.round.number == 1
