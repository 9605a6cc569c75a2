"""Every kind of decision of the real 18MEX games can be taken through the
window's widgets: at the first and last time each kind occurs in each log
(the NdM merger, its token assignment, a train discard, bankruptcy, private
purchases, sales, bids, track …), the position is shown, the logged action is
done with the panel and the map, and the engine records exactly that action."""

from __future__ import annotations

import pytest

from gamedesk.ui.session import Session
from tests.replays import case_positions, logged_actions
from tests.ui.conftest import SHARED_DATA
from tests.ui.window_driver import perform, tile_name

LOGS = SHARED_DATA.parent / "fixtures" / "18xx.games" / "18MEX"
NAMES = ("80226", "17849", "hotseat01")
# run_routes: the window sends stops the player clicked (tested in test_window_steps)
SKIP = {"run_routes"}


def _cases() -> list[tuple[str, int]]:
    cases = []
    for name in NAMES:
        path = LOGS / f"{name}.json"
        if not path.exists():
            continue
        first: dict[str, int] = {}
        last: dict[str, int] = {}
        for i, action in enumerate(logged_actions(path)):
            first.setdefault(action.type, i)
            last[action.type] = i
        kinds = sorted(set(first) - SKIP)
        cases += sorted({(name, first[k]) for k in kinds} | {(name, last[k]) for k in kinds})
    return cases


CASES = _cases()


@pytest.fixture(scope="module")
def games():
    """(record, its engine actions, the position before action `index`), each log
    replayed once: the positions of all its cases are kept on the way."""
    return case_positions(LOGS, CASES)


@pytest.mark.skipif(not CASES, reason=f"no 18MEX logs in {LOGS}")
@pytest.mark.parametrize(("name", "index"), CASES, ids=[f"{n}-{i}" for n, i in CASES])
def test_the_logged_decision_through_the_widgets(qtbot, window, games, name, index):
    record, actions, game = games(name, index)
    logged = actions[index]
    window.set_session(Session.from_game(record.to_save(game), game, autosave_enabled=False))
    if logged.type == "end_game":  # not a move of the rules: the Game menu
        window.actions_by_name["end_game"].trigger()
        assert window.session.game.finished
        assert window.session.game.end_reason == "manually_ended"
        return
    offered = [a for a in game.legal_actions() if same_decision(a, logged, game)]
    assert offered, f"the panel offers nothing like {logged}"
    perform(qtbot, window, logged if logged.type in PRICED else offered[0])
    assert window.last_error is None, window.last_error
    done = window.session.game.actions
    assert len(done) == index + 1
    assert same_decision(done[-1], logged, game), (done[-1], logged)


PRICED = {"bid", "buy_company", "sell_company", "buy_train", "par", "lay_tile"}


def same_decision(done, logged, game, *, priced: bool = False) -> bool:
    """The same decision, whatever the wording: the log names a tile copy ("57-1")
    and may leave out defaults; a sale may name other certificates of the same size.
    `priced`: a template offering a price box matches whatever price was logged."""
    if done.type != logged.type or done.entity != logged.entity:
        return False
    a, b = dict(done.args), dict(logged.args)
    if priced and logged.type in ("bid", "buy_company", "sell_company"):
        a.pop("price", None)
        b.pop("price", None)
    if logged.type == "lay_tile":
        a["tile"], b["tile"] = tile_name(a["tile"]), tile_name(b["tile"])
        a.pop("from_site", None)  # the importer's mark: read from the site's log
        b.pop("from_site", None)
    if logged.type == "assign":
        a.setdefault("city", 0)
        b.setdefault("city", 0)
    if logged.type == "sell_shares":
        return sale_of(game, a["shares"]) == sale_of(game, b["shares"])
    if logged.type == "buy_train":
        b = {k: v for k, v in b.items() if k in a}  # the log adds what the window infers
    return a == b


def sale_of(game, shares: list[str]) -> tuple[str, int]:
    certs = [game.share_by_id(s) for s in shares]
    return certs[0].corp, sum(c.percent for c in certs)


