"""R-009: every player's cash and certificates and every company's cash,
trains, privates and stations are open to all, at any time: the Info and
Holdings views show them as the engine has them, at every point of a replay."""

from __future__ import annotations

import pytest

from gamedesk.cli import main
from gamedesk.engine import overview
from gamedesk.engine.entities import IPO, POOL
from gamedesk.engine.trains import DEPOT, POOL as TRAIN_POOL
from gamedesk.io.replay import open_record, replay
from gamedesk.ui.holdings_view import holdings_html
from gamedesk.ui.info_view import info_html
from tests.conftest import XX_FIXTURES

LOG = XX_FIXTURES / "18MEX" / "80226.json"


@pytest.fixture(scope="module")
def positions():
    record = open_record(LOG)
    return {n: replay(record, to=n) for n in (40, 300, None)}


@pytest.mark.rules("R-009")
def test_holdings_show_every_certificate_where_it_lies(positions):
    for game in positions.values():
        rows = {h.sym: h for h in overview.holding_rows(game)}
        for corp in game.corporations.values():
            if not corp.ipoed or corp.removed:
                continue
            h = rows[corp.sym]
            assert sum(h.percent.values()) + h.ipo + h.pool == 100
            assert (h.ipo, h.pool) == (corp.percent_of(IPO), corp.percent_of(POOL))
            assert h.treasury == corp.cash and h.tokens_left == corp.tokens_left()
            assert list(h.trains) == [t.name for t in corp.trains]
        html = holdings_html(game)
        for p in game.players:
            assert f"{game.cert_count(p.id)}/{game.cert_limit(p.id)}" in html
            assert game.money(p.cash) in html and game.money(game.player_value(p)) in html


@pytest.mark.rules("R-009")
def test_the_president_is_marked_by_a_sign_not_by_colour_alone(positions):
    game = positions[300]
    html = holdings_html(game)
    presidents = [c for c in game.corporations.values() if c.president and not c.removed]
    assert presidents and html.count("★") == len(presidents)


@pytest.mark.rules("R-009")
def test_info_counts_every_train_and_marks_the_phase(positions):
    for game in positions.values():
        owned = {}
        for t in game.depot.trains:
            if t.owner not in (DEPOT, TRAIN_POOL):
                owned[t.name] = owned.get(t.name, 0) + 1
        for row in overview.train_rows(game):
            assert row.in_depot + row.in_pool + owned.get(row.name, 0) == row.total
        current = [p for p in overview.phase_rows(game) if p.current]
        assert [p.name for p in current] == [game.phase.name]
        assert f"▶ {game.phase.name}" in info_html(game)


@pytest.mark.rules("R-009")
def test_info_follows_the_replay_bank_and_tiles(positions):
    early, late = positions[40], positions[300]
    assert overview.bank_status(early)[0] > overview.bank_status(late)[0]
    assert game_money_left(late) in info_html(late)
    left_early = {t.name: t.left for t in overview.tile_rows(early)}
    left_late = {t.name: t.left for t in overview.tile_rows(late)}
    assert left_late["57"] < left_early["57"] or left_late["9"] < left_early["9"]
    for t in overview.tile_rows(late):
        assert t.left == late.board.available(t.name)


def game_money_left(game) -> str:
    return f"{game.money(game.bank.cash)} left"


@pytest.mark.parametrize("view", ["info", "holdings"])
def test_screenshot_renders_the_views_at_any_action(qapp, tmp_path, capsys, view):
    from PySide6.QtGui import QImage

    out = tmp_path / f"{view}.png"
    assert main(["screenshot", str(LOG), str(out), "--at", "300", "--view", view,
                 "--size", "1000x700"]) == 0
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1000, 700)
    assert f"{view} after" in capsys.readouterr().out
    colours = {image.pixel(x, y) for x in range(0, 1000, 23) for y in range(0, 700, 19)}
    assert len(colours) > 3  # text and table lines, not an empty page


def test_the_window_offers_info_and_holdings_beside_the_companies(window, qtbot):
    window.show_position(replay(open_record(LOG), to=300))
    window.docks["holdings"].raise_()
    qtbot.waitUntil(lambda: "Stations left" in window.holdings.toPlainText())
    window.docks["info"].raise_()
    qtbot.waitUntil(lambda: "Tiles left" in window.info.toPlainText())
