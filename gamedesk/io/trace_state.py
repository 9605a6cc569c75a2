"""Our game state in the shape of the 18xx.games reference traces.

The traces (fixtures/18xx.games/traces/README.md) give the state after every
effective action of a log as the 18xx.games engine computes it; comparing
ours with them finds the first action where a replay goes wrong.
"""

from __future__ import annotations

from gamedesk.engine.entities import IPO, POOL
from gamedesk.engine.game import Game
from gamedesk.engine.money import BANK
from gamedesk.titles import registry

ROUND_NAMES = {"auction": "Auction Round", "stock": "Stock Round", "operating": "Operating Round"}


def trace_state(game: Game) -> dict:
    return {
        "round": ROUND_NAMES.get(game.round_kind(), game.round_name()),
        "turn": game.turn,
        "round_num": game.round_num,
        "phase": game.phase.name,
        # the site still names who was to act once the game is over: the round's view
        "active": [_who(game, a) for a in game.round.active_entities()[:1]],
        "bank": game.bank.cash,
        "players": {p.id: _player(game, p) for p in game.players},
        "corporations": _corporations(game),
        "privates": {
            c.sym: _company_owner(game, c) for c in game.companies.values() if not c.closed
        },
        **({"finished": True} if game.finished else {}),
    }


def _who(game: Game, ident: str):
    """Player ids are numbers in the traces; company symbols ("3") stay strings."""
    return _id(ident) if game.is_player(ident) else ident


def _id(ident: str):
    return int(ident) if ident.isdigit() else ident


def _company_owner(game: Game, company):
    if company.owner:
        return _who(game, company.owner)
    boxes = getattr(game, "bid_boxes", None)  # 1822MX: the bank holds what is in a bid box
    return "bank" if boxes is not None and boxes.in_a_box(company.sym) else None


def _par(game: Game, corp):
    """Where a title's prices always follow the market (1822MX), the site reports
    the current price as par (the registry's site_par_is_price)."""
    entry = registry.entry(game.title)
    if entry is not None and entry.site_par_is_price and corp.sym in game.market.position:
        return game.share_price(corp)
    return corp.par


def _player(game: Game, player) -> dict:
    shares = {}
    for corp in game.corporations.values():
        pct = corp.percent_of(player.id)
        if pct:
            shares[corp.sym] = pct
    return {
        "cash": player.cash,
        "value": game.player_value(player),
        "shares": dict(sorted(shares.items())),
    }


def _corporations(game: Game) -> dict:
    out = {}
    for corp in game.corporations.values():
        if corp.removed or corp.closed or not (corp.ipoed or corp.floated):
            continue
        out[corp.sym] = {
            "cash": corp.cash,
            "price": game.share_price(corp) if corp.sym in game.market.position else None,
            "par": _par(game, corp),
            "trains": [t.name for t in corp.trains],
            "tokens": [h for h, _ in game.board.tokens_of(corp.sym)],
            "president": _id(corp.president) if corp.president else None,
            "ipo_percent": corp.percent_of(IPO),
            "pool_percent": corp.percent_of(POOL),
            "operated": corp.operated,
            "floated": corp.floated,
            "companies": list(corp.companies),
        }
    for minor in game.minors.values():
        if minor.closed or not minor.owner:
            continue
        out[minor.sym] = {
            "cash": minor.cash,
            "price": None,
            "par": None,
            "trains": [t.name for t in minor.trains],
            "tokens": [h for h, _ in game.board.tokens_of(minor.sym)],
            "president": _id(minor.owner),
            "ipo_percent": None,
            "pool_percent": None,
            "operated": minor.operated,
            "floated": True,
            "companies": [],
        }
    return out


__all__ = ["BANK", "trace_state"]
