"""Every decision only 18ESP has is taken through the window's widgets: a
tender bought and put on a train, the side of P2's train, a pass opened with
P4, a combined train, a debt repaid, an OO home's city, a takeover offered and
answered by the minor's director, the city of a takeover's station on a new
OO tile. Each position is shown in the window, the
button the panel offers for the engine's legal action is clicked, and the
engine records exactly that action."""

from __future__ import annotations

import pytest

from gamedesk.engine.actions import Action, act
from gamedesk.engine.messages import render
from gamedesk.titles.g18esp import oo_stations, words
from gamedesk.ui.action_panel import key_of
from gamedesk.ui.session import GameSetup, Session
from tests.titles.esp_helpers import PLAYERS, finish_auction, new_game
from tests.titles.esp_log import position, the_log
from tests.titles.test_18esp_rule_items import float_by_hand, give_private, operating
from tests.titles.test_18esp_takeovers import position as takeover_position
from tests.ui.window_driver import button, click, perform


def show(window, game, profile: str = "rulebook", players=PLAYERS) -> None:
    setup = GameSetup("18ESP", players, profile, tuple(game.options), game.seed or 0)
    window.set_session(Session(setup, game=game, autosave_enabled=False))


def take(qtbot, window, action: Action) -> None:
    """Click the panel's button for `action`; the engine records just that."""
    game = window.session.game
    assert action in game.legal_actions(), f"{action} is not offered"
    done = len(game.actions)
    text = button(window, f"do:{action.type}:{key_of(action)}").text()
    assert text.startswith(render(*words.describe(game, action)))  # the title's own words
    perform(qtbot, window, action)
    assert window.last_error is None, window.last_error
    qtbot.waitUntil(lambda: len(window.session.game.actions) == done + 1)
    assert window.session.game.actions[-1] == action


def test_a_takeover_is_offered_and_agreed_with_the_buttons(qtbot, window):
    show(window, takeover_position())
    take(qtbot, window, act("take_over", "A", corporation="MS", token="map"))
    assert "answer" in window.panel.reason.text()
    take(qtbot, window, act("answer_takeover", "c", choice="agree"))
    assert window.session.game.corporation("MS").closed


def test_a_refused_takeover_is_answered_with_its_button(qtbot, window):
    show(window, takeover_position())
    take(qtbot, window, act("take_over", "A", corporation="MS", token="charter"))
    take(qtbot, window, act("answer_takeover", "c", choice="refuse"))
    assert not window.session.game.corporation("MS").closed


def test_p2s_side_a_tender_and_its_train_are_chosen_with_the_buttons(qtbot, window):
    game = finish_auction(new_game())  # P2 is Ben's, P5 Ann's
    float_by_hand(game, "FdSB", "b")
    operating(game, "FdSB")
    show(window, game)
    click(qtbot, button(window, "do:buy_company:" + key_of(
        act("buy_company", "FdSB", company="P2", price=10))))
    qtbot.waitUntil(lambda: window.session.game.current_step() == "choose_side")
    side = window.session.game.legal_actions()[-1]
    take(qtbot, window, side)
    take(qtbot, window, act("buy_tender", "FdSB"))
    train = window.session.game.corporation("FdSB").trains[0]
    take(qtbot, window, act("attach_tender", "FdSB", train=train.id))


def test_the_city_of_an_oo_home_is_chosen_with_its_button(qtbot, window):
    game = finish_auction(new_game())
    float_by_hand(game, "CFEA", "b")
    operating(game, "CFEA")
    show(window, game)
    take(qtbot, window, act("choose_home", "CFEA", city=1))


def test_the_city_of_a_takeovers_waiting_station_is_chosen_with_its_button(qtbot, window):
    game = takeover_position()  # A's station put on Zaragoza's printed hex, as a
    game.board.place_token("A", "J20", 0)  # phase-5 takeover of ZP does
    oo_stations.mark_waiting(game, game.corporation("A"), "J20")
    operating(game, "A")
    game.board.lay_tile("J20", "L130", 2)  # the yellow OO tile comes
    oo_stations.after_lay(game, "J20")
    game.mark_edited()
    show(window, game)
    take(qtbot, window, act("choose_station_city", "A", hex="J20", city=1))
    assert ("J20", 1) in window.session.game.board.tokens_of("A")


@pytest.fixture(scope="module")
def log_positions():
    return {n: position(n)[0] for n in (298, 447, 491)}


def test_a_pass_opened_with_p4_is_its_own_button(qtbot, window, log_positions):
    game = log_positions[298].copy()
    give_private(game, "P4", "FdC")
    show(window, game, "18xx.games", the_log().players)
    take(qtbot, window, act("open_pass", "FdC", hex="L8", special="P4"))


def test_a_debt_repaid_and_a_combined_train_through_the_buttons(qtbot, window, log_positions):
    game = log_positions[447].copy()
    show(window, game, "18xx.games", the_log().players)
    repay = next(a for a in game.legal_actions() if a.type == "repay_loan")
    take(qtbot, window, repay)
    game = log_positions[491].copy()
    show(window, game, "18xx.games", the_log().players)
    combine = next(a for a in game.legal_actions() if a.type == "combine_trains")
    take(qtbot, window, combine)
