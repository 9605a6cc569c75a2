"""1822MX privates' track powers offered as legal actions, and who decides for
the NdeM, in positions of the real game 123055."""

from __future__ import annotations

import pytest

from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.history import snapshot
from gamedesk.titles.g1822mx import privates
from gamedesk.titles.g1822mx.deciders import run_keeper
from tests.titles.mx_helpers import fingerprint, log_position, refused

NDEM = "NDEM"


def _power_lays(game, power: str):
    return [a for a in game.legal_actions() if a.type == "lay_tile" and a.get("special") == power]


@pytest.mark.rules("R-120")
def test_p13_lays_plain_track_over_a_single_town_only():
    game = log_position("123055", 382)  # FCM's track step; it holds P12 and P13
    offered = _power_lays(game, "P13")
    assert offered
    for a in offered:
        current = game.board.tile_def(a["hex"])
        assert current.count("town") == 1 and current.count("city") == 0, a
    reach = game.board.reach("FCM", for_lay=True)
    city = next(h for h in sorted(reach.edges) if game.board.tile_def(h).count("city"))
    before = fingerprint(game)
    with pytest.raises(IllegalAction, match="single town"):  # a city is never removed
        game.process({"type": "lay_tile", "entity": "FCM", "hex": city, "tile": "9",
                      "rotation": 0, "special": "P13"})
    assert fingerprint(game) == before
    assert not game.board.tile_def("O26").nodes  # reached, empty: no town to remove
    with pytest.raises(IllegalAction, match="single town"):
        game.process({"type": "lay_tile", "entity": "FCM", "hex": "O26", "tile": "7",
                      "rotation": 2, "special": "P13"})
    assert fingerprint(game) == before


@pytest.mark.rules("R-120", "R-134")
def test_plain_track_over_a_laid_town_joins_the_towns_track():
    game = log_position("123055", 382)  # FCM holds P12; P31 has the yellow town tile 4
    exits = set(game.board.orientation("P31").exits)
    offered = [a for a in _power_lays(game, "P12") if a["hex"] == "P31"]
    assert {a["tile"] for a in offered} == {"82", "83"}  # green three-ways, at a junction
    for a in offered:
        joined = game.board.catalogue.tile(a["tile"]).oriented(a["rotation"]).exits
        assert exits <= set(joined), a
    on_map = [r for r in range(6) if all(game.board.grid.passable("P31", e) for e in
                                         game.board.catalogue.tile("83").oriented(r).exits)]
    wrong = next(r for r in on_map
                 if not exits <= set(game.board.catalogue.tile("83").oriented(r).exits))
    before = fingerprint(game)
    with pytest.raises(IllegalAction) as err:
        game.process({"type": "lay_tile", "entity": "FCM", "hex": "P31", "tile": "83",
                      "rotation": wrong, "special": "P12"})
    assert err.value.rule == "R-134" and fingerprint(game) == before
    game.process(offered[0])
    assert game.board.tile_of("P31").tile == offered[0]["tile"]
    assert not game.board.tile_def("P31").count("town")


@pytest.mark.rules("R-119")
def test_p11_cubes_go_down_beside_the_normal_build():
    game = log_position("123055", 264)  # MC's track step, holding P11's cubes
    offered = _power_lays(game, "P11")
    assert offered and all(a["tile"] == "BC" for a in offered)
    a = offered[0]
    left, lays = game.cubes["P11"], list(game.round.turn.lays)
    on_hex = game.cubes_on.get(a["hex"], 0)
    game.process(a)
    assert game.cubes["P11"] == left - 1
    assert game.cubes_on[a["hex"]] == on_hex + 1
    assert game.round.turn.lays == lays  # no normal build used


@pytest.mark.rules("R-118")
def test_p9_extra_build_is_offered_and_counted_apart():
    game = log_position("123055", 571)  # MC may build with P9
    offered = _power_lays(game, "P9")
    assert offered
    lays = list(game.round.turn.lays)
    game.process(offered[0])
    assert game.round.turn.p9_builds
    assert game.round.turn.lays == lays


@pytest.mark.rules("R-117")
def test_p8_lay_takes_a_normal_build_and_closes_the_card():
    game = log_position("123055", 725)  # FNM holds P8
    offered = _power_lays(game, "P8")
    assert offered
    builds = len(game.round.turn.lays)
    game.process(offered[0])
    assert game.companies["P8"].closed
    assert len(game.round.turn.lays) == builds + 1


@pytest.mark.rules("R-243")
def test_the_first_ndem_shareholder_in_player_order_decides_its_run():
    game = log_position("123055", 194)  # the NdeM's routes step
    assert game.current_step() == "routes" and game.active_entities() == [NDEM]
    holders = [p.id for p in game.players if game.corporations[NDEM].shares_of(p.id)]
    first = holders[0] if holders else game.players[0].id  # nobody holds one: player 1
    assert game.deciding_players() == [first] == [run_keeper(game)]


@pytest.mark.rules("R-241")
def test_each_ndem_shareholder_decides_its_own_build_turn():
    game = log_position("123055", 414)  # an NdeM build turn
    builder = game.round.turn.building_player()
    assert game.deciding_players() == [builder]
    assert game.corporations[NDEM].shares_of(builder)


@pytest.mark.rules("R-192")
def test_special_train_income_is_decided_apart_or_with_the_rest():
    game = log_position("123055", 302)  # FCM's dividend with its LP-train's income
    offered = game.legal_actions()
    assert {a.type for a in offered} == {"choose", "dividend"}
    for a in offered:
        trial = snapshot(game)
        trial.process(a)  # either way is accepted


def _holding_p16(n: int, profile: str):
    game = log_position("123055", n)
    game.profile = profile
    op = game.round.turn.op
    game.companies["P16"].owner = op.sym
    op.companies.append("P16")
    return game, op


@pytest.mark.rules("R-123")
@pytest.mark.parametrize("profile", ["rulebook", "18xx.games"])
def test_a_major_may_close_p16_in_its_turn_and_its_price_falls(profile):
    game, op = _holding_p16(382, profile)  # FCM's track step
    close = {"type": "choose", "entity": op.sym, "choice": privates.CLOSE_P16}
    assert any(a.to_dict() == close for a in game.legal_actions())
    price = game.share_price(op)
    game.process(close)
    assert game.companies["P16"].closed and "P16" not in op.companies
    assert game.share_price(op) < price
    assert game.current_step() == "track"  # the turn goes on where it was


@pytest.mark.rules("R-123")
def test_the_site_offers_the_p16_close_up_to_the_station_step_the_rulebook_all_turn():
    cases = ((302, "rulebook", True), (302, "18xx.games", False),  # FCM's dividend step
             (465, "18xx.games", True))  # MC's station step
    for n, profile, offered in cases:
        game, _ = _holding_p16(n, profile)
        assert game.current_step() == ("dividend" if n == 302 else "token")
        closes = [a for a in game.legal_actions() if a.get("choice") == privates.CLOSE_P16]
        assert bool(closes) == offered, (n, profile)


def _another_players_private(profile: str):
    game = log_position("123055", 96)  # minor 22 may take P13
    game.profile = profile
    op = game.round.turn.op
    other = next(p.id for p in game.players if p.id != op.president)
    game.companies["P13"].owner = other
    return game, op, other


@pytest.mark.rules("R-101")
def test_a_private_of_another_player_is_taken_only_with_consent():
    game, op, other = _another_players_private("rulebook")
    take = {"type": "acquire_company", "entity": op.sym, "company": "P13"}
    game.process(take)
    assert game.companies["P13"].owner == other
    assert game.deciding_players() == [other]
    game.process({"type": "choose", "entity": other, "choice": "refuse"})
    assert game.companies["P13"].owner == other and game.active_entities() == [op.sym]
    allowed, _, _ = _another_players_private("rulebook")
    allowed.process(take)
    allowed.process({"type": "choose", "entity": other, "choice": "consent"})
    assert allowed.companies["P13"].owner == op.sym


@pytest.mark.rules("R-101")
def test_a_refused_private_is_not_offered_or_asked_for_again_that_turn():
    game, op, other = _another_players_private("rulebook")
    take = {"type": "acquire_company", "entity": op.sym, "company": "P13"}
    game.process(take)
    game.process({"type": "choose", "entity": other, "choice": "refuse"})
    assert take not in [a.to_dict() for a in game.legal_actions()]
    refused(game, take, "R-101")


@pytest.mark.rules("R-101")
def test_the_site_assumes_the_consent():
    game, op, _ = _another_players_private("18xx.games")
    game.process({"type": "acquire_company", "entity": op.sym, "company": "P13"})
    assert game.companies["P13"].owner == op.sym
