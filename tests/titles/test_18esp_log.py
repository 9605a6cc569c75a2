"""The real 18ESP log replayed against its reference trace: every one of its
956 effective actions (REPLAYED), to the players' final values."""

from __future__ import annotations

import json

import pytest

from gamedesk.engine.data import load_title
from gamedesk.io.importer import LogReplayer
from gamedesk.io.trace import first_difference
from gamedesk.io.trace_state import trace_state
from gamedesk.io.xxlog import read_log
from gamedesk.titles import registry
from gamedesk.titles.g18esp.game import G18ESP
from gamedesk.titles.g18esp.import_18xx import draw_from_log, options_for_log
from tests.conftest import SHARED

LOG = SHARED / "fixtures/18xx.games/18ESP/18ESP_destination_token_release.json"
TRACE = SHARED / "fixtures/18xx.games/traces/18ESP/18ESP_destination_token_release.trace.jsonl"
FIRST_OR = 90  # the effective action that ends the first stock round
REPLAYED = 956  # actions matched: the whole log


@pytest.fixture(scope="module")
def log():
    return read_log(LOG)


def game_for(log) -> G18ESP:
    options = options_for_log(log.moves, log.optional_rules)
    return G18ESP(load_title("18ESP"), log.players, profile="18xx.games", options=options,
                  seed=log.seed)


def test_the_sites_draw_is_read_back_from_the_log(log):
    draw = draw_from_log(log.moves, log.optional_rules)
    assert draw.p7_major == "FdLR"
    game = game_for(log)
    playing = {s for s, corp in game.corporations.items() if not corp.removed}
    assert {"FdLR", "FdSB", "CFLG", "FdC", "MZA", "A", "CRB", "GSSR", "AVT", "TBF"} <= playing
    assert {"CFEA", "SFVA", "N", "MCP", "ZPB"} <= draw.removed


@pytest.mark.rules("R-012", "R-013", "R-016", "R-019", "R-020", "R-041", "R-042", "R-060")
def test_auction_and_first_stock_round_match_the_trace_after_every_action(log):
    lines = [json.loads(x) for x in TRACE.read_text().splitlines()[:FIRST_OR]]
    game = game_for(log)
    replayer = LogReplayer(log, game=game)
    for entry, line in zip(log.moves[:FIRST_OR], lines, strict=True):
        replayer.apply(entry)
        want = {k: v for k, v in line.items() if k not in ("i", "id", "type", "entity", "tiles")}
        assert first_difference(want, trace_state(game)) is None, (line["i"], entry)
    # 90 moves less the site's two auto-buy programs, plus the purchase one made
    assert game.round_kind() == "stock" and len(game.actions) == 89


def test_18esp_is_offered_once_its_real_log_replays():
    assert "18ESP" in registry.playable_titles()
    assert "18ESP" in registry.window_titles()


@pytest.mark.rules("R-021", "R-024", "R-027", "R-028", "R-034", "R-037", "R-040", "R-062",
                   "R-063", "R-064", "R-066", "R-072", "R-087", "R-089", "R-100", "R-103",
                   "R-149", "R-158", "R-162", "R-169", "R-175", "R-177", "R-178", "R-179",
                   "R-026", "R-031", "R-090")
def test_the_operating_rounds_match_the_trace_after_every_action(log):
    lines = [json.loads(x) for x in TRACE.read_text().splitlines()[:REPLAYED]]
    game = game_for(log)
    replayer = LogReplayer(log, game=game)
    for entry, line in zip(log.moves[:REPLAYED], lines, strict=True):
        replayer.apply(entry)
        want = {k: v for k, v in line.items() if k not in ("i", "id", "type", "entity", "tiles")}
        assert first_difference(want, trace_state(game)) is None, (line["i"], entry)
    assert game.phase.name == "8"
    assert game.finished and game.end_reason == "manually_ended"
    assert {p.id: game.player_value(p) for p in game.players} == log.result


@pytest.mark.rules("R-072", "R-087", "R-091", "R-093")
def test_the_track_step_ends_exactly_where_the_sites_does(log):
    """Our track step neither closes before the site's (the trace would part)
    nor waits after it: no action of the log reaches a turn still waiting in
    its track step for something else."""
    game = game_for(log)
    replayer = LogReplayer(log, game=game)
    track_or_anytime = {"pass", "lay_tile", "place_token", "choose", "buy_company", "special_buy"}
    late = []
    for entry in log.moves:
        operating = game.round.kind == "operating" and entry["type"] not in track_or_anytime
        if operating and game.current_step() == "track" \
                and str(entry["entity"]) == game.operating_company():
            late.append(entry["id"])
        replayer.apply(entry)
    assert late == []
    assert replayer.stats.auto_passes == 0
