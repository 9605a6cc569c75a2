"""A refused action changes nothing, whatever it changed before it was refused:
`Game.process` restores the game in place (gamedesk/engine/recovery.py)."""

from __future__ import annotations

import random

import pytest

from gamedesk.ai.random_bot import choose
from gamedesk.engine import recovery
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.history import snapshot
from gamedesk.titles import new_game
from tests.property.invariants import fingerprint

PLAYERS = [("a", "Ann"), ("b", "Bob"), ("c", "Cy"), ("d", "Di")]


def _played(title: str, n: int, seed: int = 5):
    game = new_game(title, PLAYERS, seed=seed)
    game.route_search_work = 200
    rng = random.Random(seed)
    for _ in range(n):
        game.process(choose(game, rng))
    return game, rng


def _half_done(game, exc: Exception, monkeypatch) -> None:
    """The next action changes cash, a certificate and the round, then raises."""
    round_type = type(game.round)
    original = round_type.process

    def process(self, action):
        monkeypatch.setattr(round_type, "process", original)
        g = self.game
        g.players[0].cash += 1000
        g.bank.cash -= 1000
        corp = next(c for c in g.corporations.values() if len(c.shares) > 1)
        corp.shares[1].owner = g.players[0].id
        g.round = None
        raise exc

    monkeypatch.setattr(round_type, "process", process)


@pytest.mark.parametrize("title", ["18MEX", "1822MX"])
def test_a_refusal_after_changes_restores_the_game_in_place(title, monkeypatch):
    # no checkpoint but the first: the restore replays every action since
    monkeypatch.setattr(recovery, "CHECKPOINT_EVERY", 10**9)
    game, rng = _played(title, 150)
    assert game._checkpoint.at == 0
    twin = snapshot(game)
    before = fingerprint(game)
    action = game.legal_actions()[0]
    _half_done(game, IllegalAction("refused half-way", "test"), monkeypatch)
    with pytest.raises(IllegalAction, match="half-way"):
        game.process(action)
    assert fingerprint(game) == before
    # the same object plays on exactly as an untouched copy does
    for _ in range(40):
        if game.finished:
            break
        move = choose(game, rng)
        game.process(move)
        twin.process(move)
    assert fingerprint(game) == fingerprint(twin)


def test_any_exception_restores_the_game_and_goes_on(monkeypatch):
    game, _ = _played("18MEX", 60)
    before = fingerprint(game)
    _half_done(game, RuntimeError("a bug"), monkeypatch)
    with pytest.raises(RuntimeError, match="a bug"):
        game.process(game.legal_actions()[0])
    assert fingerprint(game) == before
    game.process(game.legal_actions()[0])


def test_a_restore_keeps_what_was_set_on_the_game_from_outside(monkeypatch):
    game, _ = _played("18MEX", 30)
    game.record_actions = 77  # set by an importer after the replay
    game.route_search_work = 1234  # a window's budget
    _half_done(game, IllegalAction("no", "test"), monkeypatch)
    with pytest.raises(IllegalAction):
        game.process(game.legal_actions()[0])
    assert (game.record_actions, game.route_search_work) == (77, 1234)


def test_refusals_in_a_row_take_a_checkpoint_at_the_position(monkeypatch):
    monkeypatch.setattr(recovery, "CHECKPOINT_EVERY", 10**9)
    game, _ = _played("18MEX", 200)
    _half_done(game, IllegalAction("no", "test"), monkeypatch)
    with pytest.raises(IllegalAction):
        game.process(game.legal_actions()[0])
    assert game._checkpoint.at == len(game.actions)


@pytest.mark.parametrize(
    "share_id", ["FCP_-1", "FCP_1.0", "FCP_99", "FCP_", "FCP_ 1", "FCP_١"]
)
def test_a_certificate_id_is_a_name_and_a_whole_index(share_id):
    game = new_game("1822MX", PLAYERS)
    with pytest.raises(IllegalAction):
        game.share_by_id(share_id)
    assert game.share_by_id("FCP_1").index == 1


def test_a_game_edited_by_hand_before_its_first_action_keeps_the_edit(monkeypatch):
    game = new_game("18MEX", PLAYERS)
    game.pay(game.players[0], game.bank, 100)  # a position built by hand
    game.mark_edited()
    before = fingerprint(game)
    _half_done(game, IllegalAction("no", "test"), monkeypatch)
    with pytest.raises(IllegalAction):
        game.process(game.legal_actions()[0])
    assert fingerprint(game) == before


@pytest.mark.parametrize("title", ["18MEX", "1822MX"])
def test_objects_held_across_a_refusal_are_still_the_games(title, monkeypatch):
    game, _ = _played(title, 80)
    game.mark_edited()  # a checkpoint at this position: nothing to replay
    corp = next(c for c in game.corporations.values() if len(c.shares) > 1)
    held = (game.round, game.board, game.players[0], corp, corp.shares, game.depot)
    before = fingerprint(game)
    _half_done(game, IllegalAction("no", "test"), monkeypatch)
    with pytest.raises(IllegalAction):
        game.process(game.legal_actions()[0])
    assert fingerprint(game) == before
    corp_now = game.corporations[corp.sym]
    now = (game.round, game.board, game.players[0], corp_now, corp_now.shares, game.depot)
    assert all(a is b for a, b in zip(held, now, strict=True))


def test_a_game_replayed_from_a_log_restores_in_place_when_played_on(xx_fixtures, monkeypatch):
    # A record replayed whole takes no checkpoint (its game is dropped at the first
    # refusal); played on, the game takes one and a refusal still changes nothing.
    from gamedesk.io.replay import open_record, replay

    game = replay(open_record(xx_fixtures / "18MEX" / "hotseat01.json"), to=120)
    assert game.__dict__.get("_checkpoint") is None
    before, played = fingerprint(game), len(game.actions)
    action = game.legal_actions()[0]
    _half_done(game, IllegalAction("refused half-way", "test"), monkeypatch)
    with pytest.raises(IllegalAction, match="half-way"):
        game.process(action)
    assert fingerprint(game) == before
    assert game._checkpoint.at == played  # taken at the position, not rebuilt from the start
    game.process(action)


@pytest.mark.parametrize("title", ["18MEX", "1822MX"])
def test_a_refusal_replays_no_more_than_the_actions_since_the_last_checkpoint(
    title, monkeypatch
):
    # A refusal's cost is mostly its replay: with actions of up to about 2 ms, 25
    # at most keep it within an action's 50 ms (benchmarks/refusals.py measures it).
    game, _ = _played(title, 157)
    assert len(game.actions) - game._checkpoint.at < recovery.CHECKPOINT_EVERY
    replayed = []
    apply = type(game)._apply

    def counting(self, action):
        replayed.append(action)
        return apply(self, action)

    _half_done(game, IllegalAction("no", "test"), monkeypatch)
    monkeypatch.setattr(type(game), "_apply", counting)
    with pytest.raises(IllegalAction):
        game.process(game.legal_actions()[0])
    assert 0 < len(replayed) - 1 <= min(25, recovery.CHECKPOINT_EVERY)  # less the refused one


def test_a_save_replayed_takes_no_checkpoint_until_it_is_played_on(monkeypatch):
    from gamedesk.io.replay import replay_save, save_of

    game, _ = _played("18MEX", 90)
    taken = []
    monkeypatch.setattr(recovery, "take_checkpoint", lambda g: taken.append(g))
    again = replay_save(save_of(game))
    assert fingerprint(again) == fingerprint(game)
    assert taken == []
