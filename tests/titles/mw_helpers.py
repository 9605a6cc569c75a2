"""Building 18MW games for the rule tests: the game class directly (18MW is not
offered as playable yet), and positions past the private auction."""

from __future__ import annotations

import pytest

import gamedesk.titles  # noqa: F401  (registers 18MW's own action types)
from gamedesk.engine.actions import act
from gamedesk.engine.data import load_title
from gamedesk.engine.errors import IllegalAction
from gamedesk.titles.g18mw.game import G18MW
from tests.titles.common import play

PLAYERS4 = [("a", "Ann"), ("b", "Bob"), ("c", "Cy"), ("d", "Di")]
# The privates with the cheapest order of bids: each player wins some.
WINNERS = {"H&StJ": "a", "StL&A": "b", "SLFLC": "c", "L&M": "d", "RI": "a", "CFHC": "b", "M&O": "c"}


def new_game(players=PLAYERS4) -> G18MW:
    return G18MW(load_title("18MW"), list(players))


def sell_all_privates(game: G18MW) -> G18MW:
    """Every private bid at face by WINNERS's player, then everyone passes."""
    for sym, pid in WINNERS.items():
        while game.active_entities()[0] != pid:
            play(game, ("pass", game.active_entities()[0]))
        play(game, ("bid", pid, {"company": sym, "price": game.company(sym).value}))
    for _ in game.players:
        play(game, ("pass", game.active_entities()[0]))
    return game


def pass_until(game: G18MW, pid: str) -> None:
    while game.active_entities()[0] != pid:
        play(game, ("pass", game.active_entities()[0]))


def stock_position(holdings: dict[str, list[str]], par: int = 100, corp: str = "C&NW",
                   first: str = "a"):
    """A game in a later stock round (privates sold), `corp` started at `par` by the
    first holder, with `holdings`: player -> certificate ids; `first` to act."""
    from gamedesk.titles.g18mw.stock_round import MwStockRound

    game = sell_all_privates(new_game())
    president = next(iter(holdings))
    game.par_corporation(president, corp, par)
    for pid, ids in holdings.items():
        for sid in ids:
            game.share_by_id(sid).owner = pid
    game.check_float(game.corporations[corp])
    game.turn = 2
    game.round = MwStockRound(game, first)
    game.mark_edited()
    return game


def check_mw_invariants(game) -> None:
    """What holds after every action of an 18MW game: the shared invariants
    (tests/property/invariants.py) with 18MW's treasury shares (R-060), the
    players who went bankrupt still seated, and the pool above 50% only through
    a bankruptcy (R-011)."""
    from tests.property.invariants import check_money_and_shares

    check_money_and_shares(game, 12000, own_shares=True, pool_cap=False,
                           players={p.id for p in game.seating})


def to_operating_round(game) -> None:
    """Everyone passes the stock round; the L&M's owner keeps it at the operating
    round's start (R-092): the first company's turn begins."""
    while game.round_kind() == "stock":
        play(game, ("pass", game.active_entities()[0]))
    if game.current_step() == "lm_exchange":
        play(game, ("pass", game.active_entities()[0]))


def refused(game, kind, entity, **fields) -> IllegalAction:
    """The refusal of an action, checked to leave the game as it was."""
    from tests.property.invariants import fingerprint

    before = fingerprint(game)
    with pytest.raises(IllegalAction) as info:
        game.process(act(kind, entity, **fields))
    assert fingerprint(game) == before
    return info.value
