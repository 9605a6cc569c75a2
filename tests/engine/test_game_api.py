"""The public game API that the window, the bots and the command line use
(docs/architecture.md): stable step ids, who operates and who has, legality
asked without changing the game, and copies for look-ahead."""

from __future__ import annotations

import pytest

from gamedesk.engine.errors import IllegalAction
from gamedesk.io.replay import open_record, replay
from gamedesk.ui.charters import charters_html
from tests.conftest import XX_FIXTURES
from tests.property.invariants import fingerprint
from tests.replays import logged_actions

# Every id current_step() may give: a turn's steps, interrupting decisions and
# round kinds. A new one is a change of the API (the window keys its words on them).
STEP_IDS = {
    # round kinds
    "stock", "operating", "auction", "choose",
    # operating steps (18MEX and 1822MX)
    "home", "mail", "track", "token", "routes", "dividend", "obsolete", "buy_train",
    "buy_company", "housekeeping", "acquire", "build", "destination", "acquire_minor",
    "issue", "done",
    # decisions that cut in
    "discard_trains", "merger_offers", "assign_station", "privatisation",
}

LOGS = [("18MEX", "80226"), ("1822MX", "123055")]


def _positions(title: str, stem: str, every: int = 7):
    """The game after each `every`-th action of a real log (one game, advanced)."""
    path = XX_FIXTURES / title / f"{stem}.json"
    game = replay(open_record(path), to=0)
    for n, action in enumerate(logged_actions(path)):
        game.process(action)
        if n % every == 0:
            yield game


@pytest.mark.parametrize(("title", "stem"), LOGS)
def test_current_step_is_always_a_stable_id(title, stem):
    seen = {game.current_step() for game in _positions(title, stem)}
    assert seen <= STEP_IDS, seen - STEP_IDS
    assert {"track", "routes", "stock"} <= seen


@pytest.mark.parametrize(("title", "stem"), LOGS)
def test_the_operating_company_is_the_one_acting_in_its_turn(title, stem):
    checked = 0
    for game in _positions(title, stem):
        sym = game.operating_company()
        if game.round_kind() != "operating":
            assert sym is None
            continue
        if sym is None or game.current_step() not in {"track", "routes", "dividend"}:
            continue
        assert sym in game.active_entities()
        assert not game.has_operated(sym)
        checked += 1
    assert checked > 20


def test_1822mx_charters_mark_the_companies_that_have_operated():
    done_seen = False
    for game in _positions("1822MX", "123055", every=11):
        if game.round_kind() != "operating":
            continue
        order = game.operating_order()
        acting = game.operating_company()
        if acting not in order:
            continue
        done = order[: order.index(acting)]
        assert all(game.has_operated(sym) for sym in done)
        assert not any(game.has_operated(sym) for sym in order[order.index(acting):])
        shown = [s for s in done if not game.corporations[s].removed]  # acquired minors go
        html = charters_html(game)
        assert html.count("has operated this round") == len(shown)
        done_seen = done_seen or len(done) >= 5
    assert done_seen


def test_why_illegal_names_the_refusal_and_changes_nothing():
    game = replay(open_record(XX_FIXTURES / "18MEX" / "80226.json"), to=300)
    before, n = fingerprint(game), len(game.actions)
    legal = game.legal_actions()[0]
    assert game.why_illegal(legal.to_dict() | {"entity": "nobody"}) is not None
    refusal = game.why_illegal({"type": "lay_tile", "entity": legal.entity, "hex": "A1",
                                "tile": "7", "rotation": 0})
    assert isinstance(refusal, IllegalAction) and refusal.rule
    assert fingerprint(game) == before and len(game.actions) == n


def test_why_illegal_gives_the_refusal_that_playing_the_action_gives():
    # the trial copy is thrown away unrestored: its answer is the game's own
    game = replay(open_record(XX_FIXTURES / "18MEX" / "80226.json"), to=300)
    legal = game.legal_actions()[0]
    entity = legal.entity
    tries = [legal.to_dict() | {"entity": "nobody"},
             {"type": "lay_tile", "entity": entity, "hex": "A1", "tile": "7", "rotation": 0},
             {"type": "buy_train", "entity": entity, "train": "6-0", "price": 1}]
    for action in tries:
        asked = game.why_illegal(action)
        before = fingerprint(game)
        with pytest.raises(IllegalAction) as played:
            game.process(action)
        assert fingerprint(game) == before
        assert asked is not None and (asked.rule, str(asked)) == (played.value.rule,
                                                                   str(played.value))
    pass_now = next(a for a in game.legal_actions() if a.type == "pass")
    assert game.why_illegal(pass_now) is None


def test_an_offered_action_is_legal_and_asking_does_not_play_it():
    game = replay(open_record(XX_FIXTURES / "18MEX" / "80226.json"), to=120)
    before, n = fingerprint(game), len(game.actions)
    passes = [a for a in game.legal_actions() if a.type == "pass"]
    assert passes and game.is_legal(passes[0])
    assert fingerprint(game) == before and len(game.actions) == n


def test_a_copy_plays_on_without_touching_the_original():
    game = replay(open_record(XX_FIXTURES / "1822MX" / "123055.json"), to=400)
    before, n = fingerprint(game), len(game.actions)
    other = game.copy()
    for _ in range(5):
        other.process(other.legal_actions()[0])
    assert len(other.actions) == n + 5 and fingerprint(other) != before
    assert fingerprint(game) == before and len(game.actions) == n
