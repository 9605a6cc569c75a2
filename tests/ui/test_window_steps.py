"""The panel's words and previews, and routes built by clicking stops, at
positions of the 18xx.games game 80226 (18MEX, four players)."""

from __future__ import annotations

from PySide6.QtWidgets import QGroupBox, QLabel, QPushButton, QSpinBox

from gamedesk.engine.history import snapshot
from gamedesk.io.replay import replay
from gamedesk.ui.action_panel import key_of
from gamedesk.ui.action_text import PASS_WORDS
from gamedesk.ui.session import Session
from tests.ui.conftest import LOG_80226 as LOG
from tests.ui.window_driver import button, click, click_stop, play_on_after


def show_at(window, record, n: int):
    game = replay(record, to=n)
    window.set_session(Session.from_game(record.to_save(game), game, autosave_enabled=False))
    return window.session.game


def panel_texts(window) -> dict[str, str]:
    return {b.objectName(): b.text() for b in window.panel.body.findChildren(QPushButton)}


def test_price_boxes_keep_to_the_allowed_range(qtbot, window, record):
    game = show_at(window, record, 0)
    for a in (a for a in game.legal_actions() if a.type == "bid"):
        low, high = game.price_range(a)
        spin = window.panel.body.findChild(QSpinBox, f"price:bid:{a['company']}")
        if low == high:  # the next company: bought at its price, no box
            assert spin is None
            text = button(window, f"do:bid:{a['company']}").text()
            assert text == f"Buy for {game.money(low)}"
        else:
            assert (spin.minimum(), spin.maximum()) == (low, high)


def test_pass_is_named_by_the_step(qtbot, window, record):
    seen = set()
    for n in range(30, 70):
        game = show_at(window, record, n)
        passes = [a for a in game.legal_actions() if a.type == "pass"]
        for a in passes:
            words = PASS_WORDS.get(game.current_step(), "Pass")
            assert button(window, f"do:pass:{key_of(a)}").text().startswith(words)
            seen.add(words)
    assert {"Done laying track", "Buy no more trains", "Pass"} <= seen


def test_sales_and_dividends_show_the_price_they_lead_to(qtbot, window, record):
    game = show_at(window, record, 53)
    window.panel.fill_previews()
    sales = [a for a in game.legal_actions() if a.type == "sell_shares"]
    assert sales
    for a in sales:
        copy = snapshot(game)
        copy.process(a)
        corp = copy.corporations[game.share_by_id(a["shares"][0]).corp]
        text = button(window, f"do:sell_shares:{key_of(a)}").text()
        now, after = game.share_price(game.corporations[corp.sym]), copy.share_price(corp)
        expected = " (stays)" if after == now else f" → {copy.money(after)}"
        assert text.endswith(f"price {game.money(now)}{expected}"), text
    corp = game.share_by_id(sales[0]["shares"][0]).corp
    tip = window.market.market_scene.marker_tip(corp)
    assert "sells" in tip and "→" in tip

    game = show_at(window, record, 63)
    window.panel.fill_previews()
    payout = button(window, "do:dividend:payout").text()
    assert payout.startswith("Pay out") and "→" in payout
    assert "price" in button(window, "do:dividend:withhold").text()


def test_operating_order_and_priority(qtbot, window, record):
    game = show_at(window, record, 62)
    html = window.charters.toHtml()
    assert "Operating order:" in html and "▶" in html
    assert game.operating_order()[0] in html
    holder = game.priority_holder()
    assert "priority" in window.players.cards[holder].name.text()


def test_a_route_built_by_clicking_stops(qtbot, window, record):
    game = show_at(window, record, 62)  # MC runs its 2-train
    suggested = next(a for a in game.legal_actions() if a.type == "run_routes")
    stops = suggested["routes"][0]["stops"]
    click(qtbot, button(window, "route:clear"))
    assert not window.map_view.map_scene().route_items

    click_stop(qtbot, window, stops[0])
    click_stop(qtbot, window, stops[-1])  # not joined directly: the board says why
    label = window.panel.body.findChild(QLabel, "route:text:2-3")
    assert ":" in label.text()
    assert not window.panel.find_button("do:run_routes").isEnabled()
    click_stop(qtbot, window, stops[-1])  # the last stop again: taken off

    for stop in stops[1:]:
        click_stop(qtbot, window, stop)
    revenue = suggested["routes"][0]["revenue"]
    label = window.panel.body.findChild(QLabel, "route:text:2-3")
    assert label.text().endswith(game.money(revenue)), label.text()
    assert len(window.map_view.map_scene().route_items) == 1
    click(qtbot, button(window, "do:run_routes"))
    assert window.last_error is None
    game = window.session.game
    assert game.actions[-1].type == "run_routes"
    assert list(game.actions[-1]["routes"][0]["stops"]) == list(stops)
    assert game.current_step() == "dividend"


def test_auto_fills_the_engines_suggestion(qtbot, window, record):
    game = show_at(window, record, 62)
    suggested = next(a for a in game.legal_actions() if a.type == "run_routes")
    click(qtbot, button(window, "route:clear"))
    click(qtbot, button(window, "route:auto"))
    total = sum(r["revenue"] for r in suggested["routes"])
    assert button(window, "do:run_routes").text() == f"Run for {game.money(total)}"


def test_opening_a_log_replays_it_once(record, monkeypatch):
    from gamedesk.titles.g18mex.game import G18MEX

    calls = []
    real = G18MEX.process
    monkeypatch.setattr(
        G18MEX, "process", lambda self, a, **kw: (calls.append(1), real(self, a, **kw))[1])
    session = Session.open(LOG, autosave_enabled=False)
    assert len(calls) == len(session.game.actions)


def test_deals_start_at_face_value_and_come_after_the_shares(qtbot, window, record):
    # Action 10: Player 1 may buy MCAR from its owner, at $1 to $300.
    play_on_after(window, record, 10)
    game = window.session.game
    deal = next(a for a in game.legal_actions() if a.type == "buy_company")
    spin = window.panel.body.findChild(QSpinBox, f"price:buy_company:{deal['company']}")
    assert spin.value() == game.companies[deal["company"]].value != spin.minimum()
    boxes = [b.objectName() for b in window.panel.body.findChildren(QGroupBox)]
    assert boxes.index("section:par") < boxes.index("section:buy_company")
    # Action 41: MEX may buy another company's 2-train, at $1 to $500.
    play_on_after(window, record, 41)
    game = window.session.game
    offer = next(a for a in game.legal_actions()
                 if a.type == "buy_train" and game.price_range(a)[0] == 1)
    spin = window.panel.body.findChild(QSpinBox, f"price:buy_train:{key_of(offer)}")
    assert spin.value() == game.depot.by_id[offer["train"]].price


def test_a_payout_says_who_gets_what_and_a_station_its_place_and_cost(qtbot, window, record):
    full = replay(record)
    game = replay(record, to=0)
    seen = set()
    for n, action in enumerate(full.actions):
        step = game.current_step()
        if step in ("dividend", "token") and step not in seen and game.legal_actions():
            seen.add(step)
            play_on_after(window, record, n)
            shown = window.session.game
            window.panel.fill_previews()
            check_dividend(window, shown) if step == "dividend" else check_station(window, shown)
        if seen == {"dividend", "token"}:
            break
        game.process(action)
    assert seen == {"dividend", "token"}


def check_dividend(window, game) -> None:
    payout = next(a for a in game.legal_actions() if a.get("kind") == "payout")
    copy = snapshot(game)
    copy.process(payout)
    text = button(window, f"do:dividend:{key_of(payout)}").text()
    for p in game.seating:
        gained = copy.player(p.id).cash - p.cash
        if gained:
            assert f"{p.name} +{game.money(gained)}" in text.splitlines()[1]


def check_station(window, game) -> None:
    station = next(a for a in game.legal_actions() if a.type == "place_token")
    text = button(window, f"do:place_token:{key_of(station)}").text()
    assert text.startswith(f"Station in {game.place_name(station['hex'])}")
    assert text.endswith(game.money(game.station_price(station.entity)))
