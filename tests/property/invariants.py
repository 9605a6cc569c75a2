"""What must hold after every action of any game."""

from __future__ import annotations

from gamedesk.engine.entities import IPO, POOL, REMOVED
from gamedesk.engine.game import Game
from gamedesk.io.trace_state import trace_state
from tests.titles.common import round_state


def check_invariants(game: Game) -> None:
    total = game.data.game["bank"]["cash"]
    assert game.total_cash() == total, f"cash is {game.total_cash()}, not {total}"
    for player in game.players:
        assert player.cash >= 0, f"{player.name} has {player.cash}"
    for op in game.operators():
        assert op.cash >= 0, f"{op.sym} has {op.cash}"
    players = {p.id for p in game.players}
    for corp in game.corporations.values():
        assert sum(s.percent for s in corp.shares) == 100, f"{corp.sym} shares"
        places = players | {IPO, POOL} | ({REMOVED} if corp.removed else set())
        for share in corp.shares:
            assert share.owner in places, f"{share.id} held by {share.owner}"
        if not corp.removed:
            assert corp.percent_of(POOL) <= 50, f"{corp.sym}: the market holds over 50%"


def fingerprint(game: Game) -> dict:
    """Everything a refused action must leave as it was."""
    state = trace_state(game)
    state["tiles"] = {h: (game.board.tile_of(h).tile_id, game.board.tile_of(h).rotation)
                      for h in game.board.hexes()}
    state["tokens"] = {sym: sorted(game.board.tokens_of(sym))
                       for sym in [*game.corporations, *game.minors]}
    state["actions"] = len(game.actions)
    state["log"] = len(game.log)
    state["round"] = round_state(game)
    return state


def play_checked(game: Game, rng, *, check, illegal, max_actions: int) -> None:
    """Random legal actions until the game ends (or `max_actions`), `check` after
    each; every 25 actions the action `illegal(game, rng)` must be refused with
    the state unchanged."""
    import pytest

    from gamedesk.ai.random_bot import choose
    from gamedesk.engine.errors import IllegalAction

    for n in range(max_actions):
        if game.finished:
            return
        if n % 25 == 7:
            before = fingerprint(game)
            bad = illegal(game, rng)
            with pytest.raises(IllegalAction):
                game.process(bad)
                pytest.fail(f"accepted {bad} in {game.round_label()}")
            assert fingerprint(game) == before
        action = choose(game, rng)
        assert action is not None, f"nobody can act in {game.round_label()}"
        game.process(action)
        check(game)
