"""The legal-action queries of 1822MX against the engine: every action offered in
positions of the real games is accepted, and the logged action is among those
offered (or within an offered range)."""

from __future__ import annotations

import pytest

from gamedesk.engine.history import snapshot
from gamedesk.io.importer import LogReplayer
from gamedesk.io.xxlog import read_log
from tests.conftest import XX_FIXTURES
from tests.titles.mx_helpers import log_position

EVERY = {"86": 3, "fcm_cannot_lay_thru_mexico_city": 11, "123055": 37}


def _positions(stem: str):
    log = read_log(XX_FIXTURES / "1822MX" / f"{stem}.json")
    replayer = LogReplayer(log)
    for n, entry in enumerate(log.moves):
        if n % EVERY[stem] == 0 and not replayer.game.finished:
            yield n, replayer.game
        replayer.apply(entry)


@pytest.mark.parametrize("stem", sorted(EVERY))
def test_every_offered_action_is_accepted(stem):
    tried = 0
    for n, game in _positions(stem):
        offered = game.legal_actions()
        assert offered, f"{stem} action {n}: nothing offered in {game.round_label()}"
        for action in offered:
            trial = snapshot(game)
            trial.process(action)  # raises if the engine refuses what it offered
            tried += 1
    assert tried > 20


@pytest.mark.rules("R-021", "R-054")
def test_a_stock_round_offers_sales_buys_starts_and_bids():
    kinds = set()
    for n in (647, 650, 655, 658, 662):
        kinds |= {a.type for a in log_position("123055", n).legal_actions()}
    assert {"pass", "bid", "buy_shares", "sell_shares", "par"} <= kinds


@pytest.mark.rules("R-130", "R-131")
def test_the_track_step_offers_tiles_and_builder_cubes():
    game = log_position("123055", 264)  # MC's track step; it placed a cube in M22
    lays = [a for a in game.legal_actions() if a.type == "lay_tile"]
    assert any(a["tile"] == "BC" and a["hex"] == "M22" for a in lays)
    assert any(a["tile"] != "BC" for a in lays)
