"""Rulebook-only 1822MX decisions through the window: the minor's director
agreeing to an acquisition (R-223), a builder cube taken from the board once
the pool is empty (R-141), and a player over the certificate limit offered
sales but no pass (R-038)."""

from __future__ import annotations

from gamedesk.engine.actions import act
from gamedesk.io.replay import open_record, replay
from gamedesk.ui.session import Session
from tests.ui.conftest import SHARED_DATA
from tests.ui.window_driver import perform

LOG = SHARED_DATA.parent / "fixtures" / "18xx.games" / "1822MX" / "123055.json"


def _show(window, to: int, change=None):
    record = open_record(LOG)
    game = replay(record, to=to)
    save = record.to_save(game)  # the position as it came, for the session's record
    game.profile = "rulebook"
    if change is not None:
        change(game)
    window.set_session(Session.from_game(save, game, autosave_enabled=False))
    return window.session.game


def test_the_minors_director_agrees_through_the_panel(qtbot, window):
    game = _show(window, 410, lambda g: g.process(act("merge", "MC", corporation="12")))
    choice = next(a for a in game.legal_actions() if a.type == "choose")
    perform(qtbot, window, choice)
    game = window.session.game
    assert game.active_entities() == ["10041"]
    words = {a["choice"]: game.action_words(a) for a in game.legal_actions()}
    owner = game.name_of("10041")
    assert words["consent"].startswith(f"{owner}: sell minor 12 to MC for ")
    assert words["refuse"] == f"{owner}: keep minor 12"
    perform(qtbot, window, act("choose", "10041", choice="consent"))
    assert window.last_error is None, window.last_error
    assert window.session.game.round.turn.token_choice_due


def test_a_cube_from_the_board_through_the_map(qtbot, window):
    def empty_pool(g):
        g.cube_pool = 0
        g.cubes_on["J21"] = 1

    game = _show(window, 382, empty_pool)
    cube = next(a for a in game.legal_actions() if a.type == "lay_tile" and a["hex"] == "M24"
                and a.get("from") == "J21")
    perform(qtbot, window, cube)
    assert window.last_error is None, window.last_error
    assert window.session.game.cubes_on["M24"] == 1 and "J21" not in window.session.game.cubes_on


def test_over_the_limit_the_panel_offers_sales_and_no_pass(qtbot, window):
    def over(g):
        for share in ("MC_1", "MC_2"):
            g.share_by_id(share).owner = "14244"

    game = _show(window, 879, over)
    assert {a.type for a in game.legal_actions() if a.type != "bid"} == {"sell_shares"}
    sale = next(a for a in game.legal_actions() if a["shares"] == ["IRM_5"])
    perform(qtbot, window, sale)
    assert window.last_error is None, window.last_error
    assert any(a.type == "pass" for a in window.session.game.legal_actions())

