"""1822MX rules that random games refereed by the 18xx.games engine brought to light
(fixtures/crossplay/1822MX, README there): each log replays up to the action the
site refused, and ours refuses it too, naming the rule; the legal-action queries
no longer offer it."""

from __future__ import annotations

import pytest

from gamedesk.engine.actions import Action
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.trains import SCRAPPED
from gamedesk.io.importer import LogReplayer
from gamedesk.io.replay import open_record, replay, replay_save
from gamedesk.io.trace_state import trace_state
from gamedesk.io.xxlog import read_log
from gamedesk.titles.g1822mx import mexico_city
from gamedesk.titles.g1822mx.game import P7_ASKED_EVERY_ROUND
from tests.conftest import CROSSPLAY, XX_FIXTURES
from tests.titles.mx_helpers import fingerprint

FOLDER = CROSSPLAY / "1822MX"


def _log(seed: int):
    path = FOLDER / f"crossplay_1822MX_{seed}_refused.json"
    if not path.is_file():
        pytest.skip(f"crossplay fixture {path} not found (set GAMEDESK_SHARED)")
    return read_log(path)


def _before_refusal(seed: int, upto: int | None = None) -> tuple[LogReplayer, dict]:
    """The game just before the site's refused action (or after `upto` actions)."""
    log = _log(seed)
    replayer = LogReplayer(log)
    moves = log.moves[:-1] if upto is None else log.moves[:upto]
    for entry in moves:
        replayer.apply(entry)
    return replayer, log.moves[-1]


def _refused(replayer: LogReplayer, entry: dict) -> IllegalAction:
    before = fingerprint(replayer.game)
    with pytest.raises(IllegalAction) as err:
        replayer.apply(entry)
    assert fingerprint(replayer.game) == before
    return err.value


@pytest.mark.rules("R-093")
@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_each_refereed_game_replays_up_to_the_action_the_site_refused(seed):
    replayer, last = _before_refusal(seed)
    assert len(replayer.translated) == len(_log(seed).moves) - 1
    _refused(replayer, last)


@pytest.mark.rules("R-093")
def test_an_empty_run_the_site_asked_for_where_ours_had_no_run_step_is_dropped():
    # minor 3 holds an L with nowhere to run: the site waits for an empty run (action
    # 80), ours has passed its run step and is at the train step
    replayer, _ = _before_refusal(1, upto=80)
    turn = replayer.game.round.turn
    assert (turn.op.sym, turn.step) == ("3", "buy_train")
    dropped = replayer.stats.dropped_passes
    replayer.apply(_log(1).moves[80])
    assert replayer.translated[-1] == []
    assert replayer.stats.dropped_passes == dropped + 1
    assert (replayer.game.round.turn.op.sym, replayer.game.round.turn.step) == ("3", "buy_train")


@pytest.mark.rules("R-151", "R-153")
@pytest.mark.parametrize("profile", ["18xx.games", "rulebook"])
def test_the_first_tile_beside_mexico_city_keeps_the_stations_track(profile):
    replayer, last = _before_refusal(1)  # minor 17's director controls O24 (C7)
    game = replayer.game
    game.profile = game.board.profile = profile
    assert mexico_city.controller(game, "O24") == game.corporations["17"].president
    error = _refused(replayer, last)  # tile 9 from P23 to N25, not toward Mexico City
    assert error.rule == "R-151"
    offered = [a for a in game.legal_actions() if a.type == "lay_tile" and a["hex"] == "O24"]
    assert offered
    stub = 2  # O24's edge toward N23
    for a in offered:
        exits = game.board.catalogue.defs[a["tile"]].oriented(int(a["rotation"])).exits
        assert stub in exits, a


@pytest.mark.rules("R-203", "R-012", "R-101")
def test_a_flip_names_its_2_side_as_the_site_needs_it():
    # The refereed game sent minor 18's flip without its side (action 173); the site
    # stayed in phase 1 and had no acquisition step for P17 (from phase 2) when minor
    # 23 took it. Ours names the side, and refuses any other.
    log = _log(2)
    replayer, _ = _before_refusal(2, upto=173)
    game = replayer.game
    flips = [a for a in game.legal_actions() if a.type == "buy_train" and a.get("exchange")]
    assert flips and all(a["variant"] == "2" for a in flips)
    wrong = Action("buy_train", "18", {**flips[0].args, "variant": "L"})
    before = fingerprint(game)
    with pytest.raises(IllegalAction) as err:
        game.process(wrong)
    assert err.value.rule == "R-203" and fingerprint(game) == before
    for entry in log.moves[173:-1]:
        replayer.apply(entry)
    assert game.round.turn.op.sym == "23" and game.round.turn.step == "track"
    assert _refused(replayer, log.moves[-1]).rule == "R-093"  # its acquisition step is over


@pytest.mark.rules("R-081", "R-080")
def test_p7_is_not_asked_where_doubling_leaves_the_order_as_it_is():
    replayer, last = _before_refusal(3)  # P7's holder (101) is richest after the SR
    game = replayer.game
    assert game.round.kind == "operating"
    assert not any(a.type == "choose" for a in game.legal_actions())
    assert _refused(replayer, last).rule == "R-081"


@pytest.mark.rules("R-081")
def test_p7_is_asked_where_doubling_changes_the_order():
    replayer, _ = _before_refusal(4, upto=173)  # 103 holds P7: $63 doubled passes $75
    game = replayer.game
    assert game.round.kind == "choose"
    assert {a.type for a in game.legal_actions()} == {"choose", "pass"}


@pytest.mark.rules("R-081")
def test_logs_from_before_the_site_skipped_p7s_question_keep_it_after_every_stock_round():
    old = LogReplayer(read_log(XX_FIXTURES / "1822MX" / "fcm_cannot_lay_thru_mexico_city.json"))
    assert P7_ASKED_EVERY_ROUND in old.game.options and old.game.p7_choice_always_offered
    assert P7_ASKED_EVERY_ROUND not in LogReplayer(_log(3)).game.options


@pytest.mark.rules("R-081")
def test_an_older_site_log_saved_and_opened_again_keeps_p7s_question():
    record = open_record(XX_FIXTURES / "1822MX" / "fcm_cannot_lay_thru_mexico_city.json")
    game = replay(record, to=270)  # past the P7 choice the site asked where it changed nothing
    again = replay_save(record.to_save(game))
    assert again.options == game.options
    assert trace_state(again) == trace_state(game)


@pytest.mark.rules("R-011", "R-013", "R-075", "R-210")
def test_a_first_3_taken_by_the_ndem_in_phase_1_starts_phase_3_and_rusts_the_ls():
    replayer, last = _before_refusal(4)  # the L pile ran out; the box-1 minor sent a 3
    game = replayer.game
    minor = game.corporations["4"]
    assert game.phase.name == "3"
    assert game.depot.by_id["L-8"].owner == SCRAPPED
    assert [t.name for t in minor.trains] == ["3/2P"]  # a special train only
    turn = game.round.turn
    assert turn.op is minor and game.must_buy_train(turn)
    assert not any(a.type == "run_routes" for a in game.legal_actions())
    _refused(replayer, last)  # the L's local run
