"""What an action would do, found by doing it on a copy of the game.

No rule is re-implemented here: the action is processed on
`gamedesk.engine.history.snapshot(game)` and the copy is read. Results are
remembered per position, as the panel and the market ask for the same ones.
No Qt here.
"""

from __future__ import annotations

import json

from gamedesk.engine.actions import Action
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.game import Game
from gamedesk.engine.history import snapshot
from gamedesk.ui.i18n import translate

_cache: dict[tuple, int | None] = {}
_cache_game: list = [None, -1]


def _corp_of(game: Game, action: Action) -> str | None:
    if action.type == "sell_shares" and action.get("shares"):
        return game.share_by_id(action["shares"][0]).corp
    if action.type == "dividend" and action.entity in game.corporations:
        return action.entity
    return None


def price_after(game: Game, action: Action) -> int | None:
    """The share price of the company `action` concerns once it is done (a sale of
    shares, a dividend), or None when it has none or the engine refuses it."""
    corp = _corp_of(game, action)
    if corp is None or corp not in game.market.position:
        return None
    if _cache_game[0] is not game or _cache_game[1] != len(game.actions):
        _cache.clear()
        _cache_game[:] = [game, len(game.actions)]
    key = (corp, json.dumps(action.to_dict(), sort_keys=True, default=str))
    if key not in _cache:
        copy = snapshot(game)
        try:
            copy.process(action, restore=False)  # the copy is dropped
        except IllegalAction:
            _cache[key] = None
        else:
            target = copy.corporations.get(corp)
            alive = target is not None and corp in copy.market.position
            _cache[key] = copy.share_price(target) if alive else None
    return _cache[key]


def cash_changes(game: Game, action: Action) -> list[tuple[str, int]]:
    """Who gains or loses cash by `action` (players in seating order, then the
    acting company), found on a copy; [] when the engine refuses it."""
    copy = snapshot(game)
    try:
        copy.process(action, restore=False)  # the copy is dropped
    except IllegalAction:
        return []
    out = []
    for p in game.seating:
        delta = copy.player(p.id).cash - p.cash
        if delta:
            out.append((p.name, delta))
    if action.entity in game.corporations or action.entity in game.minors:
        before = game.holder(action.entity).cash
        after = copy.holder(action.entity).cash
        if after != before:
            out.append((game.name_of(action.entity), after - before))
    return out


def payout_text(game: Game, action: Action) -> str:
    """ "Ann +$70, Ben +$42, TM +$0": what a dividend decision pays whom."""
    if action.type != "dividend":
        return ""
    changes = cash_changes(game, action)
    return ", ".join(f"{name} {'+' if d > 0 else '−'}{game.money(abs(d))}" for name, d in changes)


def price_move_text(game: Game, action: Action, with_now: bool = True) -> str:
    """The price move as words: " · price $90 → $70" (or ""); without the price
    of now (`with_now=False`, when the text says it already): " → $70"."""
    corp = _corp_of(game, action)
    if corp is None or corp not in game.market.position:
        return ""
    now = game.money(game.share_price(game.corporations[corp]))
    after = price_after(game, action)
    start = " · " + translate("Previews", "price {price}").format(price=now) if with_now else ""
    if after is None:
        return start
    if game.money(after) == now:
        return f"{start} " + translate("Previews", "(stays)")
    return f"{start} → {game.money(after)}"


def sale_tips(game: Game, actions: list[Action], only: str | None = None) -> dict[str, str]:
    """For each company on the market: its price and, for every sale the acting
    player may make now, the price it would lead to (the market's hover text).
    `only`: just that company."""
    tips: dict[str, str] = {}
    for sym in game.market.position:
        corp = game.corporations.get(sym)
        if corp is None or only not in (None, sym):
            continue
        tips[sym] = f"{sym} – {corp.name}: {game.money(game.share_price(corp))}"
    sales: dict[str, list[tuple[int, Action]]] = {}
    for a in actions:
        corp = _corp_of(game, a) if a.type == "sell_shares" else None
        if corp in tips:
            pct = sum(game.share_by_id(s).percent for s in a["shares"])
            sales.setdefault(corp, []).append((pct, a))
    for corp, options in sales.items():
        lines = []
        for pct, a in sorted(options, key=lambda o: o[0]):
            seller = game.name_of(a.entity)
            after = price_after(game, a)
            refused = translate("Previews", "not allowed")
            result = game.money(after) if after is not None else refused
            sells = translate("Previews", "{player} sells {percent}% → {price}")
            lines.append(sells.format(player=seller, percent=pct, price=result))
        tips[corp] += "\n" + "\n".join(lines)
    return tips
