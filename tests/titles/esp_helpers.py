"""Building 18ESP positions for the rule tests (the class is built directly: the
title is not playable through the registry yet)."""

from __future__ import annotations

from gamedesk.engine.actions import act
from gamedesk.engine.data import load_title
from gamedesk.titles.g18esp.game import G18ESP

PLAYERS = [("a", "Ann"), ("b", "Ben"), ("c", "Cid"), ("d", "Dee")]


def new_game(profile: str = "rulebook", players=PLAYERS, **kwargs) -> G18ESP:
    return G18ESP(load_title("18ESP"), list(players), profile=profile, **kwargs)


def sell_private_to(game: G18ESP, pid: str, price: int | None = None) -> None:
    """The private on auction goes to `pid`: the others pass, `pid` bids."""
    company = game.round.company().sym
    while game.round.index < len(game.round.order) and game.round.company().sym == company:
        turn = game.active_entities()[0]
        if turn == pid and not game.round.high:
            game.process(act("bid", pid, company=company, price=price or game.round.min_bid()))
        else:
            game.process(act("pass", turn))


def finish_auction(game: G18ESP, buyers: str = "abcdabc", par: int = 70) -> G18ESP:
    """Each private to the player named in `buyers` (P1 first) at its minimum;
    P7's owner starts its major at `par`."""
    for pid in buyers:
        sell_private_to(game, pid)
    pid, corp = game.round.pending_par
    game.process(act("par", pid, corporation=corp, price=par))
    return game
