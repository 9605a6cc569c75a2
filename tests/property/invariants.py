"""What must hold after every action of any game."""

from __future__ import annotations

from collections.abc import Callable

from gamedesk.engine.entities import IPO, POOL, REMOVED
from gamedesk.engine.game import Game
from gamedesk.io.trace_state import trace_state
from tests.titles.common import round_state


def check_money_and_shares(game: Game, total: int, *, own_shares: bool, pool_cap: bool,
                           players: set[str] | None = None) -> None:
    """Money kept at `total` (the bank's part counted), nobody's cash below zero,
    each company's shares adding up to 100 % and held by a player (`players`, the
    game's by default), the IPO, the market or, with `own_shares`, the company
    itself; with `pool_cap`, the market holding at most 50 %."""
    assert game.total_cash() == total, f"cash is {game.total_cash()}, not {total}"
    for holder in [*game.players, *game.operators()]:
        assert holder.cash >= 0, f"{getattr(holder, 'sym', holder.id)} has {holder.cash}"
    players = players if players is not None else {p.id for p in game.players}
    for corp in game.corporations.values():
        assert sum(s.percent for s in corp.shares) == 100, f"{corp.sym} shares"
        places = players | {IPO, POOL} | ({REMOVED} if corp.removed else set())
        if own_shares:
            places |= {corp.sym}
        for share in corp.shares:
            assert share.owner in places, f"{share.id} held by {share.owner}"
        if pool_cap and not corp.removed:
            assert corp.percent_of(POOL) <= 50, f"{corp.sym}: the market holds over 50%"


def check_invariants(game: Game) -> None:
    check_money_and_shares(game, game.data.game["bank"]["cash"], own_shares=False,
                           pool_cap=True)


def check_esp_invariants(game: Game) -> None:
    """18ESP's: its bank is unlimited (R-002), so it starts at zero and goes below,
    and money is kept when the bank's part counts (the total stays 0); nobody's
    cash below zero (a loan covers a forced purchase, R-162, R-167); a company's
    own shares may sit in its treasury; the market holds at most 50 %."""
    check_money_and_shares(game, 0, own_shares=True, pool_cap=True)


def invariants_for(title: str) -> Callable[[Game], None]:
    """The check that must hold after every action of a game of `title`."""
    if title == "1822MX":
        from tests.property.test_1822mx_random_games import check_invariants as check_mx

        return check_mx
    if title == "18MW":
        from tests.titles.mw_helpers import check_mw_invariants

        return check_mw_invariants
    return check_esp_invariants if title == "18ESP" else check_invariants


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
