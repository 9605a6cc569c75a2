"""1822MX rules that three further real games from 18xx.games brought to light
(its fixture logs ndem_dont_double_up_tokens, 1822MX_game_end_stock_market and
home_and_ndem_auctioned_token_in_mexico_city replay to their results). The
positions here come from the logs in the fixtures and are set up to match."""

from __future__ import annotations

import pytest

from gamedesk.engine.actions import Action
from gamedesk.engine.trains import SCRAPPED
from gamedesk.io.importer import LogReplayer, translate
from gamedesk.io.xxlog import read_log
from gamedesk.titles.g1822mx import dividends, privates, track
from tests.conftest import XX_FIXTURES
from tests.titles.mx_helpers import log_position, play

STEM = "123055"


def _turn(game):
    return game.round.turn


@pytest.mark.rules("R-011")
def test_the_first_e_starts_phase_7_like_a_7():
    game = log_position(STEM, 709)  # FCP buys the first card of the 7 pile
    game.corporations["FCP"].cash = 1000
    play(game, ("buy_train", "FCP", {"train": "7-0", "price": 1000, "variant": "E"}))
    assert game.phase.name == "7"
    turn = _turn(game)  # the NdeM runs once more, then is privatised
    assert game.privatisation_due or (turn.op.sym == "NDEM" and turn.final)


@pytest.mark.rules("R-235", "R-237")
def test_in_its_first_turn_a_major_may_redeem_but_not_issue():
    game = log_position(STEM, 709)  # FCP's first turn, at its train step
    fcp = game.corporations["FCP"]
    pool = [s for s in fcp.shares if s.owner == "@ipo"][:2]
    for share in pool:
        share.owner = "@pool"
    fcp.cash = 2000
    play(game, ("buy_train", "FCP", {"train": "7-0", "price": 750, "variant": "7"}))
    while _turn(game) is not None and _turn(game).op is fcp and _turn(game).step != "issue":
        play(game, ("pass", "FCP"))
    offered = {a.type for a in game.legal_actions() if a.entity == "FCP"}
    assert "buy_shares" in offered and "sell_shares" not in offered
    play(game, ("buy_shares", "FCP", {"shares": [pool[0].id]}))
    assert pool[0].owner == "@ipo"


@pytest.mark.rules("R-115")
@pytest.mark.parametrize(("profile", "pulls"), [("18xx.games", "3"), ("rulebook", "LP")])
def test_the_pullman_choice_counts_only_the_trains_it_may_ride_on(profile, pulls):
    game = log_position(STEM, 433)  # minor 22 holds the Pullman, before its run
    game.profile = game.board.profile = profile
    op = _turn(game).op
    for train in list(op.trains):
        if not train.id.startswith(dividends.PULLMAN):
            game.give_train(train, SCRAPPED)
    for train_id in ("LP-0", "3-6"):
        game.give_train(game.depot.by_id[train_id], op.sym)
    op.trains.sort(key=lambda t: t.id != "LP-0")  # the LP first, as 18xx.games lists it
    assert [t.name for t in dividends.pullman_candidates(game, op)] == (
        ["3"] if profile == "18xx.games" else ["LP", "3"])
    play(game, ("choose", op.sym, {"choice": "0"}))
    assert _turn(game).pullman_on.name.rstrip("+") == pulls


@pytest.mark.rules("R-118", "R-131")
def test_p9_may_place_a_builder_cube_as_an_extra_yellow_build():
    game = log_position(STEM, 571)  # MC may build with P9
    cubes = [a for a in game.legal_actions() if a.get("special") == "P9" and a["tile"] == "BC"]
    assert cubes
    on_hex = game.cubes_on.get(cubes[0]["hex"], 0)
    game.process(cubes[0])
    assert game.cubes_on[cubes[0]["hex"]] == on_hex + 1
    assert _turn(game).p9_builds == ["lay"]


@pytest.mark.rules("R-123")
def test_a_logged_p16_close_is_the_holding_companys_choice():
    game = log_position(STEM, 382)
    game.companies["P16"].owner = "FCM"
    raw = {"type": "choose_ability", "entity": "P16", "choice": "close_p16"}
    assert translate(game, raw) == Action("choose", "FCM", {"choice": privates.CLOSE_P16})


def test_a_privatised_ndems_leftover_pass_moves_nobody_on():
    log = read_log(XX_FIXTURES / "1822MX" / f"{STEM}.json")
    replayer = LogReplayer(log)
    for entry in log.moves[:722]:  # the NdeM has closed; a major is at its track step
        replayer.apply(entry)
    game = replayer.game
    assert game.corporations["NDEM"].closed
    where = (_turn(game).op.sym, _turn(game).step)
    dropped = replayer.stats.dropped_passes
    replayer.apply({"type": "pass", "entity": "NDEM"})
    assert (_turn(game).op.sym, _turn(game).step) == where
    assert replayer.stats.dropped_passes == dropped + 1


@pytest.mark.rules("R-165")
def test_on_18xx_games_a_majors_kept_home_does_not_hold_the_station_step():
    game = log_position(STEM, 385)  # FCM after its track: a circle in Mexico City is FNM's
    op = _turn(game).op
    kept = [n for n in track.free_cities_reached(game, op)
            if game.board.city_state(*n).reserved_for]
    assert kept and all(game.corporations[r].kind == "major"
                        for n in kept for r in game.board.city_state(*n).reserved_for)
    city = game.board.city_state(*kept[0])
    assert not game.board.token_options(op.sym) or kept[0] not in game.board.token_options(
        op.sym)  # the circle itself stays FNM's
    assert city.free == 1


@pytest.mark.rules("R-181")
def test_the_finder_counts_the_pullman_on_the_train_it_was_put_on():
    from gamedesk.engine.routing import best_routes_for

    game = log_position(STEM, 433)  # minor 22 holds the Pullman, before its run
    op = _turn(game).op
    game.give_train(game.depot.by_id["3-6"], op.sym)  # two trains it may ride on
    carried = dividends.pullman_candidates(game, op)[-1]
    play(game, ("choose", op.sym, {"choice": str(len(dividends.pullman_candidates(game, op)) - 1)}))
    assert _turn(game).pullman_on is carried
    bonuses = game.route_bonuses(op)
    assert bonuses.car and bonuses.car_on == carried.id  # the train, not its type
    result = best_routes_for(game, op.sym, time_budget_s=10)
    pulled = [r for r in result.routes if r is not None and r.car]
    assert len(pulled) <= 1 and all(r.train_id == carried.id for r in pulled)
