"""The eighteen 1822MX privates, one rule item each (R-110 … R-125), checked
through `process` and the legal-action queries in positions reached by
replaying the real games 123055, 86 and fcm_cannot_lay_thru_mexico_city."""

from __future__ import annotations

import math

import pytest

from gamedesk.engine.board import TrainSpec
from gamedesk.engine.history import snapshot
from gamedesk.engine.trains import DEPOT, POOL, SCRAPPED
from gamedesk.titles.g1822mx import discards, privates
from gamedesk.titles.g1822mx.train_buying import counted, limit
from gamedesk.titles.g1822mx.trains import variants
from tests.titles.mx_helpers import log_entry, log_position, play, refused, transitions

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
    assert _offered(game, take)  # an acquisition, not a train purchase (the limit is not asked)
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
    assert not [t for t in late.depot.trains if t.name == "2" and t.owner not in (SCRAPPED, DEPOT)]


# ------------------------------------------------------------------ P3


THREE_HALVES_RUN = {"type": "run_routes", "entity": "1", "routes": [  # 123055, action 170
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
    as_a_3.process(THREE_HALVES_RUN)
    full = as_a_3.round.turn.earned["3/2P-0"]
    game.process(THREE_HALVES_RUN)
    half = game.round.turn.earned["3/2P-0"]
    assert (full, half) == (60, 30)  # as a plain 3-train it earns 60
    assert half == math.ceil(full / 2 / 10) * 10


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
    assert not [t for t in later.depot.trains if t.name == "L" and t.owner not in (SCRAPPED, DEPOT)]


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


# ------------------------------------------------------------------ P7


def _p7_measure(game):
    return game.corporations["MC"].cash, game.player(P7_PLAYER).cash


P7_PLAYER = "14765"  # holds P7 until MC takes it (123055)
# OR starts of 123055 after MC took P7, each processed without MC acting: phase, pay
MC_P7_PAID = {416: ("3", 20), 593: ("4", 20), 668: ("6", 40), 731: ("7", 60)}


@pytest.mark.rules("R-116")
def test_p7_pays_a_player_10_and_its_major_20_40_60_by_phase_and_never_closes():
    paid = {}
    for n, (_, (mc_cash, player_cash), game) in enumerate(transitions(G123, _p7_measure)):
        if n == 341:  # the OR after the P7 choice: P7, P10 and P16 pay their player $10 each
            assert {c.sym for c in game.companies.values()
                    if c.owner == P7_PLAYER and not c.closed} >= {"P7", "P16"}
            paid["player"] = game.player(P7_PLAYER).cash - player_cash
        if n in MC_P7_PAID:
            assert game.corporations["MC"].companies == ["P7"]  # nothing else pays MC
            paid[n] = (game.phase.name, game.corporations["MC"].cash - mc_cash)
    assert paid == {"player": 30, **MC_P7_PAID}
    assert game.finished and not game.companies["P7"].closed  # never closes


@pytest.mark.rules("R-116")
@pytest.mark.parametrize("profile", PROFILES)
def test_p7_is_a_majors_card_from_phase_3(profile):
    minor = _at(G123, 342, profile)  # phase 3: minor 19's acquire step, P7 with a player
    refused(minor, _acquire("19", "P7"), "R-101")
    game = _at(G123, 398, profile)  # phase 3: MC's acquire step
    _consented(game, _acquire("MC", "P7"))
    assert game.companies["P7"].owner == "MC" and not game.companies["P7"].closed


# ------------------------------------------------------------------ P8


COLOURS = ("white", "yellow", "green", "brown", "gray")


@pytest.mark.rules("R-117")
@pytest.mark.parametrize("profile", PROFILES)
def test_p8_upgrades_plain_track_a_colour_early_in_place_of_a_normal_build(profile):
    game = _at(G86, 63, profile)  # phase 3 (yellow, green): FCP's track step, P8 held
    catalogue = game.board.catalogue
    offered = _power_lays(game, "P8")
    normal = [a for a in game.legal_actions() if a.type == "lay_tile" and not a.get("special")]
    assert "brown" in {catalogue.tile(a["tile"]).color for a in offered}
    assert "brown" not in {catalogue.tile(a["tile"]).color for a in normal}
    for a in offered:  # plain or town track, one colour up, never a skipped colour
        assert not game.board.tile_def(a["hex"]).count("city"), a
        was = COLOURS.index(game.board.tile_of(a["hex"]).color)
        assert COLOURS.index(catalogue.tile(a["tile"]).color) == was + 1, a
    lay = {"type": "lay_tile", "entity": "FCP", "hex": "C4", "tile": "546", "rotation": 4,
           "special": "P8"}
    assert _offered(game, lay)
    game.process(lay)
    assert game.board.tile_of("C4").tile == "546"
    assert game.companies["P8"].closed
    assert game.round.turn.lays == ["upgrade"]  # it took the place of a normal build


@pytest.mark.rules("R-117")
def test_a_minors_p8_lays_green_early_but_never_brown():
    game = _at(GFCM, 189)  # phase 1 (yellow only): minor 7 holds P8, tile 4 in J23
    catalogue = game.board.catalogue
    greens = {(a["hex"], catalogue.tile(a["tile"]).color) for a in _power_lays(game, "P8")}
    assert greens == {("J23", "green")}
    game = _at(G123, 595)  # phase 4: minor 19 holds P8, green plain track within reach
    reach = game.board.reach("19", for_lay=True)
    green_plain = [h for h in reach.edges if game.board.tile_of(h).color == "green"
                   and not game.board.tile_def(h).count("city")]
    assert green_plain and _power_lays(game, "P8") == []
    [brown] = [o for o in game.board.lay_options("19", colors=("yellow", "green", "brown"),
                                                 new_lay=False, upgrade=True, special="P8")
               if o.hex == sorted(green_plain)[0]][:1]
    refused(game, {"type": "lay_tile", "entity": "19", "hex": brown.hex, "tile": brown.tile,
                   "rotation": brown.rotations[0], "special": "P8"}, "R-106")


# ------------------------------------------------------------------ P9


@pytest.mark.rules("R-118")
@pytest.mark.parametrize("profile", PROFILES)
def test_p9_gives_a_major_two_extra_yellow_builds_or_one_extra_upgrade(profile):
    game = _at(G123, 571, profile)  # phase 4: MC's track step, P9 unused
    catalogue = game.board.catalogue
    colours = {catalogue.tile(a["tile"]).color for a in _power_lays(game, "P9")
               if a["tile"] != "BC"}
    assert colours == {"yellow", "green"}
    upgrade = next(a for a in _power_lays(game, "P9")
                   if catalogue.tile(a["tile"]).color == "green")
    one_upgrade = snapshot(game)
    one_upgrade.process(upgrade)
    assert one_upgrade.companies["P9"].closed and _power_lays(one_upgrade, "P9") == []
    play(game, ("lay_tile", "MC", {"hex": "I12", "tile": "4", "rotation": 2, "special": "P9"}))
    assert not game.companies["P9"].closed and game.round.turn.lays == []
    second = _power_lays(game, "P9")
    assert second and all(a["tile"] == "BC" or catalogue.tile(a["tile"]).color == "yellow"
                          for a in second)  # no upgrade after an extra yellow
    play(game, ("lay_tile", "MC", {"hex": "H11", "tile": "57", "rotation": 2, "special": "P9"}))
    assert game.companies["P9"].closed and _power_lays(game, "P9") == []


# ------------------------------------------------------------------ P10/P11


@pytest.mark.rules("R-119")
@pytest.mark.parametrize("profile", PROFILES)
def test_p10_becomes_three_cubes_that_go_down_over_several_turns(profile):
    game = _at(G123, 397, profile)  # phase 3: MC's acquire step
    _consented(game, _acquire("MC", "P10"))
    assert game.cubes["P10"] == 3
    assert game.companies["P10"].closed == (profile == "rulebook")  # cube_privates_stay_open
    spread = _at(G123, 400, profile)  # a later turn of MC: one of P11's three cubes is left
    assert spread.cubes["P11"] == 1
    cube = {"type": "lay_tile", "entity": "MC", "hex": "L19", "tile": "BC", "rotation": 0,
            "special": "P11"}
    assert _offered(spread, cube)
    lays = list(spread.round.turn.lays)
    spread.process(cube)
    assert spread.cubes["P11"] == 0 and spread.companies["P11"].closed
    assert spread.round.turn.lays == lays  # on top of the normal build
    assert _power_lays(spread, "P11") == []


# ------------------------------------------------------------------ P12/P13


@pytest.mark.rules("R-120")
@pytest.mark.parametrize("profile", PROFILES)
def test_p13_lays_plain_track_on_a_single_town_as_a_normal_build_and_closes(profile):
    game = _at(G123, 382, profile)  # phase 3: FCM's track step, P12 and P13 held
    assert game.board.tile_def("M26").count("town") == 2  # a double town in reach
    assert "M26" in game.board.reach("FCM", for_lay=True).edges
    assert not [a for a in _power_lays(game, "P13") if a["hex"] == "M26"]
    refused(game, {"type": "lay_tile", "entity": "FCM", "hex": "M26", "tile": "8",
                   "rotation": 0, "special": "P13"}, "R-120")
    lay = {"type": "lay_tile", "entity": "FCM", "hex": "M24", "tile": "8", "rotation": 4,
           "special": "P13"}
    assert game.board.tile_def("M24").count("town") == 1
    assert _offered(game, lay)
    game.process(lay)
    assert not game.board.tile_def("M24").count("town")
    assert game.companies["P13"].closed and not game.companies["P12"].closed
    assert game.round.turn.lays == ["lay"]  # one of its normal builds


# ------------------------------------------------------------------ combinations


@pytest.mark.rules("R-121")
@pytest.mark.parametrize("profile", PROFILES)
def test_p8_with_p13_turns_a_yellow_town_into_green_plain_track_early(profile):
    game = _at(GFCM, 188, profile)  # phase 1: minor 7 holds P8; P13 is on offer
    _consented(game, _acquire("7", "P13"))
    assert game.phase.tiles == ("yellow",) and game.board.tile_of("J23").tile == "4"
    combos = [a for a in game.legal_actions() if a.get("combo") == ["P13"]]
    assert {(a["hex"], a["special"]) for a in combos} == {("J23", "P8")}
    game.process(combos[0])
    placed = game.board.tile_of("J23")
    assert placed.color == "green" and not game.board.tile_def("J23").count("town")
    assert game.companies["P8"].closed and game.companies["P13"].closed
    assert game.round.turn.lays == ["upgrade"]


# ------------------------------------------------------------------ P14/P15


def _fnm_run(*trains: str) -> dict:
    logged = {r["train"]: {k: r[k] for k in ("train", "connections", "hexes", "nodes")}
              for r in log_entry(G123, 627)["routes"]}  # the run FNM made there
    return {"type": "run_routes", "entity": "FNM", "routes": [logged[t] for t in trains]}


def _mail(game, *trains: str, contracts=("P15",)) -> int:
    trial = snapshot(game)
    for sym in set(contracts) - {"P15"}:
        trial.companies[sym].owner = "FNM"
        trial.corporations["FNM"].companies.append(sym)
    trial.process(_fnm_run(*trains))
    return trial.round.turn.mail


@pytest.mark.rules("R-122")
def test_each_mail_contract_rides_one_train():
    game = _at(G123, 627)  # phase 5: FNM (P15) runs its 4 and its 5P
    alone = {t: _mail(game, t) for t in ("4-0", "5P-0")}
    assert all(alone.values()) and len(set(alone.values())) == 2
    assert _mail(game, "4-0", "5P-0") == max(alone.values())  # one contract: one train
    assert _mail(game, "4-0", "5P-0", contracts=("P15", "P14")) == sum(alone.values())


# ------------------------------------------------------------------ P16


@pytest.mark.rules("R-123")
@pytest.mark.parametrize("profile", PROFILES)
def test_p16_costs_its_major_10_at_each_or_start_and_closes_when_it_cannot_pay(profile):
    def held_by_mc(cash: int):
        game = _at(G123, 341, profile)  # the P7 choice ends the stock round; an OR starts
        mc = game.corporations["MC"]  # its P11 pays it nothing
        game.companies["P16"].owner = "MC"
        mc.companies.append("P16")
        mc.cash = cash
        return game, mc

    game, mc = held_by_mc(100)
    _apply_logged(game, G123, 341)
    assert mc.cash == 90 and not game.companies["P16"].closed
    game, mc = held_by_mc(5)
    price = game.share_price(mc)
    _apply_logged(game, G123, 341)
    assert game.companies["P16"].closed and mc.cash == 5
    assert game.share_price(mc) < price


# ------------------------------------------------------------------ P17/P18


def _port_lays(game, power: str) -> set[str]:
    return {a["hex"] for a in _power_lays(game, power)}


@pytest.mark.rules("R-124")
@pytest.mark.parametrize("profile", PROFILES)
def test_p17_small_port_needs_no_route_and_is_worth_30_then_40(profile):
    game = _at(G123, 542, profile)  # phase 3: minor 3's track step, P17 held
    spikes = _port_lays(game, "P17")
    reach = game.board.reach("3", for_lay=True).edges
    assert "F7" in spikes and spikes - set(reach)  # spikes beyond its network too
    lays = list(game.round.turn.lays)
    play(game, ("lay_tile", "3", {"hex": "F7", "tile": "P1", "rotation": 3, "special": "P17"}))
    assert game.companies["P17"].closed and game.round.turn.lays == lays
    assert game.board.revenue_of("F7", 0, ("yellow",)) == 30
    assert game.board.revenue_of("F7", 0, game.colors()) == 40


@pytest.mark.rules("R-125")
@pytest.mark.parametrize("profile", PROFILES)
def test_p18_large_port_is_a_majors_from_phase_3_worth_40_50_60(profile):
    minor = _at(G123, 342, profile)  # phase 3: minor 19's acquire step, P18 with a player
    assert not _offered(minor, _acquire("19", "P18"))
    refused(minor, _acquire("19", "P18"), "R-101")
    early = _at(GFCM, 259, profile)  # phase 2: minor 18; P18 is not yet to be had
    refused(early, _acquire("18", "P18"), "R-101")
    game = _at(G123, 608, profile)  # phase 5: FCM's track step after its upgrade, P18 held
    spikes = _port_lays(game, "P18")
    assert "M28" in spikes and "F7" not in spikes  # F7 has P17's port already
    play(game, ("lay_tile", "FCM", {"hex": "M28", "tile": "P2", "rotation": 0,
                                    "special": "P18"}))
    assert game.companies["P18"].closed and game.round.turn.lays == ["upgrade"]
    values = [game.board.revenue_of("M28", 0, COLOUR_SETS[c]) for c in ("green", "brown", "gray")]
    assert values == [40, 50, 60]


COLOUR_SETS = {"green": ("yellow", "green"), "brown": ("yellow", "green", "brown"),
               "gray": ("yellow", "green", "brown", "gray")}


def _apply_logged(game, stem: str, n: int) -> None:
    """Apply action `n` of a fixture log to `game` as the importer would."""
    from gamedesk.io.importer import LogReplayer
    from gamedesk.io.xxlog import read_log
    from tests.conftest import XX_FIXTURES

    log = read_log(XX_FIXTURES / "1822MX" / f"{stem}.json")
    LogReplayer(log, game).apply(log.moves[n])
