"""The eighteen 1822MX privates, one rule item each (R-110 … R-125), checked
through `process` and the legal-action queries in positions reached by
replaying the real games 123055, 86 and fcm_cannot_lay_thru_mexico_city."""

from __future__ import annotations

import math

import pytest

from gamedesk.engine.board import TrainSpec
from gamedesk.engine.history import snapshot
from gamedesk.engine.trains import POOL, SCRAPPED
from gamedesk.titles.g1822mx import discards, privates
from gamedesk.titles.g1822mx.train_buying import counted, limit
from gamedesk.titles.g1822mx.trains import variants
from tests.titles.mx_helpers import log_position, play, refused

G123 = "123055"
G86 = "86"
GFCM = "fcm_cannot_lay_thru_mexico_city"
PROFILES = ("rulebook", "18xx.games")


def _at(stem: str, n: int, profile: str = "18xx.games"):
    game = log_position(stem, n)
    game.profile = profile
    return game


def _acquire(entity: str, company: str) -> dict:
    return {"type": "acquire_company", "entity": entity, "company": company}


def _offered(game, action: dict) -> bool:
    return any(a.to_dict() == action for a in game.legal_actions())


def _side(game, card_prefix: str, side: str) -> dict:
    card = next(t for t in game.depot.trains if t.id.startswith(card_prefix))
    return variants(game, card)[side]


def _power_lays(game, power: str) -> list:
    return [a for a in game.legal_actions() if a.type == "lay_tile" and a.get("special") == power]


# ------------------------------------------------------------------ P1


@pytest.mark.rules("R-110")
@pytest.mark.parametrize("profile", PROFILES)
def test_p1_gives_a_major_a_normal_5_train_even_at_its_train_limit(profile):
    game = _at(G123, 624, profile)  # phase 5: FNM's acquire step, one 4-train, limit 2
    fnm = game.corporations["FNM"]
    game.give_train(game.depot.by_id["3-4"], "FNM")  # the pool's 3: FNM is at its limit
    assert len(counted(fnm)) == limit(game, fnm) == 2
    take = _acquire("FNM", "P1")
    assert _offered(game, take)  # an acquisition, not a train purchase (R-204 not asked)
    game.process(take)
    five = game.depot.by_id["5P-0"]
    assert five.owner == "FNM" and game.companies["P1"].closed
    assert five.spec.distance == TrainSpec.from_data(_side(game, "5-", "5")).distance
    assert discards.over_limit(game) is fnm  # it counts toward the limit: discard now
    assert {a["train"] for a in game.legal_actions()} == {"4-0", "3-4", "5P-0"}
    game.process({"type": "discard_train", "entity": "FNM", "train": "3-4"})
    assert game.depot.by_id["3-4"].owner == POOL
    assert {t.id for t in counted(fnm)} == {"4-0", "5P-0"} and discards.over_limit(game) is None


@pytest.mark.rules("R-110")
def test_p1_is_taken_from_phase_5_only_and_its_5_train_may_be_sold_on():
    early = _at(G123, 569)  # phase 4: MC's acquire step, P1 still with its player
    assert early.phase.name == "4" and early.is_player(early.companies["P1"].owner)
    take = _acquire("MC", "P1")
    assert not _offered(early, take)
    refused(early, take, "R-101")
    game = _at(G123, 638)  # phase 5: MIR's train step while FNM holds P1's 5-train
    buy = {"type": "buy_train", "entity": "MIR", "train": "5P-0", "price": 1}
    assert _offered(game, buy)
    game.process(buy)
    assert game.depot.by_id["5P-0"].owner == "MIR"


# ------------------------------------------------------------------ P2


@pytest.mark.rules("R-111")
@pytest.mark.parametrize("profile", PROFILES)
def test_p2_gives_a_major_a_2p_that_runs_as_a_2_and_never_rusts(profile):
    minor = _at(GFCM, 259, profile)  # phase 2: minor 18's acquire step, P2 with a player
    assert not _offered(minor, _acquire("18", "P2"))
    refused(minor, _acquire("18", "P2"), "R-101")  # red card: majors only
    game = _at(G123, 261, profile)  # phase 2: MC's acquire step, no train yet
    take = _acquire("MC", "P2")
    assert _offered(game, take)
    game.process(take)
    two_p = game.depot.by_id["2P-0"]
    assert two_p.owner == "MC" and game.companies["P2"].closed
    assert two_p.spec.distance == TrainSpec.from_data(_side(game, "L-", "2")).distance
    assert two_p.rusts_on is None
    late = log_position(G123, 762)  # phase 7: every 2-train has rusted, MC's 2P runs on
    assert late.phase.name == "7"
    assert late.depot.by_id["2P-0"].owner == "MC"
    assert not [t for t in late.depot.trains if t.name == "2" and t.owner not in (SCRAPPED,)
                and t.owner != "@depot"]


# ------------------------------------------------------------------ P3


def _three_halves_run(game) -> dict:
    return {"type": "run_routes", "entity": "1", "routes": [
        {"train": "L-4", "connections": [["local", "B1"]]},
        {"train": "3/2P-0", "connections": [["B1", "C2"], ["A2", "B1"]]}]}


@pytest.mark.rules("R-112")
@pytest.mark.parametrize("profile", PROFILES)
def test_p3_gives_a_3_2_train_whose_income_is_halved_and_rounded_up(profile):
    game = _at(G123, 167, profile)  # phase 2: minor 1's acquire step
    take = _acquire("1", "P3")
    assert _offered(game, take)  # green card: a minor may take it
    game.process(take)
    train = game.depot.by_id["3/2P-0"]
    assert train.owner == "1" and game.companies["P3"].closed
    assert train.spec.distance == TrainSpec.from_data(_side(game, "3-", "3")).distance
    game = _at(G123, 170, profile)  # minor 1 runs its L and the 3/2 over C2-B1-A2
    as_a_3 = snapshot(game)
    plain = as_a_3.depot.by_id["3/2P-0"]
    plain.name, plain.spec = "3", TrainSpec.from_data(_side(as_a_3, "3-", "3"))
    as_a_3.process(_three_halves_run(as_a_3))
    full = as_a_3.round.turn.earned["3/2P-0"]
    game.process(_three_halves_run(game))
    half = game.round.turn.earned["3/2P-0"]
    assert half == math.ceil(full / 2 / 10) * 10 and half < full


# ------------------------------------------------------------------ P4


@pytest.mark.rules("R-113")
@pytest.mark.parametrize("profile", PROFILES)
def test_p4_gives_an_lp_that_runs_as_an_l_and_outlives_the_l_trains(profile):
    minor = _at(G123, 167, profile)  # phase 2: a minor may take it (green card)
    assert _offered(minor, _acquire("1", "P4"))
    game = _at(G123, 253, profile)  # phase 2: FCM's acquire step, no train yet
    take = _acquire("FCM", "P4")
    assert _offered(game, take)
    game.process(take)
    lp = game.depot.by_id["LP-0"]
    assert lp.owner == "FCM" and game.companies["P4"].closed
    assert lp.spec.distance == TrainSpec.from_data(_side(game, "L-", "L")).distance
    assert lp.rusts_on is None
    later = log_position(G123, 380)  # phase 3 has rusted every L; FCM's LP is still there
    assert later.phase.name == "3"
    assert later.depot.by_id["LP-0"].owner == "FCM"
    assert not [t for t in later.depot.trains if t.name == "L" and t.owner not in
                (SCRAPPED, "@depot")]


# ------------------------------------------------------------------ special trains


@pytest.mark.rules("R-114")
@pytest.mark.parametrize("profile", PROFILES)
def test_special_trains_are_outside_the_limit_never_sold_and_no_train_of_must_own(profile):
    game = _at(G123, 266, profile)  # MC's train step: it owns only its 2P
    mc = game.corporations["MC"]
    assert [t.id for t in mc.trains] == ["2P-0"] and counted(mc) == []
    assert game.must_buy_train(game.round.turn)  # the 2P does not satisfy R-210
    assert not _offered(game, {"type": "pass", "entity": "MC"})
    buyer = _at(G123, 638, profile)  # phase 5: MIR's train step; MC's 2P, FCM's LP
    offered = {a["train"] for a in buyer.legal_actions() if a.type == "buy_train"}
    assert offered and not offered & {"2P-0", "LP-0", "3/2P-0"}
    for train in ("2P-0", "LP-0"):
        refused(buyer, {"type": "buy_train", "entity": "MIR", "train": train, "price": 1},
                "R-114")
    fcm = buyer.corporations["FCM"]
    assert "LP-0" in {t.id for t in fcm.trains} and "LP-0" not in {t.id for t in counted(fcm)}


# ------------------------------------------------------------------ P5/P6


def _consented(game, action: dict) -> None:
    """Process `action`; in the rulebook a private's other owner consents (R-101)."""
    game.process(action)
    if game.round.turn.consent is not None:
        [player] = game.deciding_players()
        game.process({"type": "choose", "entity": player, "choice": "consent"})


def _cars(corp) -> list:
    return [t for t in corp.trains if t.id.startswith(privates.PULLMAN_CAR)]


@pytest.mark.rules("R-115")
@pytest.mark.parametrize("profile", PROFILES)
def test_a_company_owns_one_pullman_car_and_no_second_from_p6(profile):
    game = _at(G123, 398, profile)  # phase 3: MC may take P5 or P6
    mc = game.corporations["MC"]
    assert _offered(game, _acquire("MC", "P5")) and _offered(game, _acquire("MC", "P6"))
    _consented(game, _acquire("MC", "P5"))
    [car] = _cars(mc)
    assert car.rusts_on is None and car not in counted(mc) and game.companies["P5"].closed
    assert not _offered(game, _acquire("MC", "P6"))
    refused(game, _acquire("MC", "P6"), "R-115")


@pytest.mark.rules("R-115")
@pytest.mark.parametrize("profile", PROFILES)
def test_a_second_pullman_from_an_acquired_minor_is_removed(profile):
    game = _at(G123, 639, profile)  # MIR acquires minor 12, which holds P6's car
    mir = game.corporations["MIR"]
    game.give_train(game.depot.by_id["P+-0"], "MIR")  # as if MIR held P5's car
    play(game, ("merge", "MIR", {"corporation": "12"}))
    _consented(game, {"type": "choose", "entity": "MIR", "choice": "one_share"})
    play(game, ("choose", "MIR", {"choice": "replace"}))  # the log's station choice
    assert game.corporations["12"].removed
    assert [t.id for t in _cars(mir)] == ["P+-0"]
    assert game.depot.by_id["P+-1"].owner == SCRAPPED
