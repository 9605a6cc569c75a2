"""Deals between players: the buyer names the price, the seller agrees or
refuses in the window before anything happens (hot-seat). On the real game
80226 (18MEX): TM (Player 1) may buy KCMO from Player 2 for $20 to $60."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel, QPushButton, QSpinBox

from gamedesk.engine.actions import act
from gamedesk.ui.deal_consent import consenting_player
from tests.replays import logged_actions
from tests.ui.window_driver import button, click, play_on_after

TM_MAY_BUY_KCMO = 131


def offer(qtbot, window, price: int) -> None:
    spin = window.panel.body.findChild(QSpinBox, "price:buy_company:KCMO")
    spin.setValue(price)
    click(qtbot, button(window, "do:buy_company:KCMO"))


@pytest.mark.rules("R-136")
def test_the_seller_agrees_before_the_private_changes_hands(qtbot, window, record):
    play_on_after(window, record, TM_MAY_BUY_KCMO)
    before = len(window.session.game.actions)
    offer(qtbot, window, 45)
    assert len(window.session.game.actions) == before  # nothing yet: Player 2 answers
    text = window.panel.body.findChild(QLabel, "deal:offer").text()
    assert "TM (Player 1) offers $45 for KCMO of Player 2" in text
    assert "Player 2 to answer" in window.panel.header.text()
    click(qtbot, button(window, "deal:agree"))
    qtbot.waitUntil(lambda: len(window.session.game.actions) == before + 1)
    game = window.session.game
    assert game.actions[-1] == act("buy_company", "TM", company="KCMO", price=45)
    assert game.companies["KCMO"].owner == "TM"


@pytest.mark.rules("R-136")
def test_a_refused_deal_changes_nothing_and_says_so(qtbot, window, record):
    play_on_after(window, record, TM_MAY_BUY_KCMO)
    game = window.session.game
    before, cash = len(game.actions), game.player("5951").cash
    offer(qtbot, window, 20)
    click(qtbot, button(window, "deal:refuse"))
    game = window.session.game
    assert len(game.actions) == before and game.player("5951").cash == cash
    assert game.companies["KCMO"].owner == "5951"
    note = window.panel.body.findChild(QLabel, "deal:refused").text()
    assert note.startswith("Player 2 refused: TM (Player 1) offers $20")
    assert window.panel.body.findChild(QPushButton, "do:buy_company:KCMO").isEnabled()


def test_a_deal_with_oneself_or_the_bank_asks_no_one(record):
    from gamedesk.io.replay import replay

    game = replay(record, to=0)
    actions = logged_actions(record.path)
    for a in actions[:78]:
        game.process(a)
    own = actions[78]  # CHI buys MIR from its own president
    assert own.type == "buy_company" and consenting_player(game, own) is None
    depot = next(t for t in game.depot.trains if t.owner == "@depot")
    assert consenting_player(game, act("buy_train", "CHI", train=depot.id, price=1)) is None


@pytest.mark.rules("R-115")
def test_a_train_from_another_presidents_company_asks_that_president(record):
    from gamedesk.io.replay import replay

    game = replay(record, to=0)
    for a in logged_actions(record.path)[:78]:
        game.process(a)
    mc_train = next(t for t in game.depot.trains if t.owner == "MC")
    chi_train = next(t for t in game.depot.trains if t.owner == "CHI")
    mc_president = game.corporations["MC"].president
    assert mc_president != game.corporations["CHI"].president
    from_mc = act("buy_train", "CHI", train=mc_train.id, price=1)
    assert consenting_player(game, from_mc) == mc_president
    from_chi = act("buy_train", "MC", train=chi_train.id, price=1)
    assert consenting_player(game, from_chi) == game.corporations["CHI"].president


@pytest.mark.rules("R-115")
def test_a_train_from_another_players_company_waits_for_that_player(qtbot, window, record):
    play_on_after(window, record, 244)  # SPM (Player 4) may buy MC's trains (Player 2)
    game = window.session.game
    train = game.depot.by_id["3-2"]
    seller = train.owner
    before = len(game.actions)
    spin = window.panel.body.findChild(QSpinBox, "price:buy_train:3-2")
    spin.setValue(120)
    click(qtbot, button(window, "do:buy_train:3-2"))
    text = window.panel.body.findChild(QLabel, "deal:offer").text()
    assert text.startswith(f"SPM (Player 4) offers $120 for the 3-train of {seller} (Player 2)")
    assert len(window.session.game.actions) == before
    click(qtbot, button(window, "deal:agree"))
    qtbot.waitUntil(lambda: len(window.session.game.actions) == before + 1)
    assert window.session.game.depot.by_id["3-2"].owner == "SPM"


@pytest.mark.rules("R-048")
def test_a_private_bought_from_another_player_in_a_stock_round_waits_for_the_owner(
    qtbot, window, record
):
    play_on_after(window, record, 10)  # Player 1 may buy MCAR from Player 4
    before = len(window.session.game.actions)
    spin = window.panel.body.findChild(QSpinBox, "price:buy_company:MCAR")
    spin.setValue(35)
    click(qtbot, button(window, "do:buy_company:MCAR"))
    text = window.panel.body.findChild(QLabel, "deal:offer").text()
    assert text.startswith("Player 1 offers $35 for MCAR of Player 4.")
    click(qtbot, button(window, "deal:agree"))
    qtbot.waitUntil(lambda: len(window.session.game.actions) == before + 1)
    assert window.session.game.companies["MCAR"].owner == "7112"


@pytest.mark.rules("R-048")
def test_a_private_offered_for_sale_asks_the_buyer(record):
    from gamedesk.io.replay import replay

    game = replay(record, to=10)
    owner = game.companies["MCAR"].owner
    buyer = next(p.id for p in game.players if p.id != owner)
    offer = act("sell_company", owner, company="MCAR", buyer=buyer, price=30)
    assert consenting_player(game, offer) == buyer
