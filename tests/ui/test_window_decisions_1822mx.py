"""Every kind of 1822MX decision in the real games can be taken through the
window's widgets: bids in the bid boxes, starts of majors, builder cubes, the
L-train of a minor's first turn, privates taken by companies, acquisitions
with their share/cash split and token choice, share issues and redemptions,
Pullmans, special-train income, the NdeM's builds by its shareholders, its
privatisation auction, the P7 choice, train discards. The first time each kind
of decision occurs at each step of each log (the 18MEX test also takes the
last; here that would double a run already long), the position is shown, the
logged action is done with the panel and the map, and the engine records
exactly that action."""

from __future__ import annotations

import pytest

from gamedesk.engine.actions import Action
from gamedesk.io.replay import open_record, replay
from gamedesk.ui.session import Session
from tests.replays import case_positions, logged_actions
from tests.ui.conftest import SHARED_DATA
from tests.ui.test_window_decisions import same_decision
from tests.ui.window_driver import perform

LOGS = SHARED_DATA.parent / "fixtures" / "18xx.games" / "1822MX"
NAMES = ("123055", "86", "fcm_cannot_lay_thru_mexico_city")
SKIP = {"run_routes"}  # the window sends the stops clicked (test_window_steps)


def _cases() -> list[tuple[str, int]]:
    cases: set[tuple[str, int]] = set()
    for name in NAMES:
        path = LOGS / f"{name}.json"
        if not path.exists():
            continue
        game = replay(open_record(path), to=0)
        first: dict[tuple, int] = {}
        for i, action in enumerate(logged_actions(path)):
            kind = (action.type, game.current_step(), game.is_player(action.entity))
            game.process(action)
            if action.type not in SKIP:
                first.setdefault(kind, i)
        cases |= {(name, i) for i in first.values()}
    return sorted(cases)


CASES = _cases()


@pytest.fixture(scope="module")
def games():
    """(record, its engine actions, the position before action `index`), each log
    replayed once: the positions of all its cases are kept on the way."""
    return case_positions(LOGS, CASES)


@pytest.mark.skipif(not CASES, reason=f"no 1822MX logs in {LOGS}")
@pytest.mark.parametrize(("name", "index"), CASES, ids=[f"{n}-{i}" for n, i in CASES])
def test_the_logged_1822mx_decision_through_the_widgets(qtbot, window, games, name, index):
    record, actions, game = games(name, index)
    logged = actions[index]
    window.set_session(Session.from_game(record.to_save(game), game, autosave_enabled=False))
    if logged.type == "end_game":  # not a move of the rules: the Game menu
        window.actions_by_name["end_game"].trigger()
        assert window.session.game.finished
        return
    offered = [a for a in game.legal_actions() if same_decision(a, logged, game, priced=True)]
    assert offered, f"the panel offers nothing like {logged}"
    template = offered[0]
    if "price" in logged.args:  # the amount the player typed in the price box
        template = Action(template.type, template.entity, {**template.args,
                                                           "price": logged["price"]})
    perform(qtbot, window, template)
    assert window.last_error is None, window.last_error
    done = window.session.game.actions
    assert len(done) == index + 1
    assert same_decision(done[-1], logged, game), (done[-1], logged)
