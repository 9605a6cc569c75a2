"""Company charters: treasury, trains, tokens, share ownership, president,
privates owned; minors and private companies below. Rich text in one view."""

from __future__ import annotations

from html import escape

from gamedesk.engine.game import Game
from gamedesk.ui.action_text import bids_words, who
from gamedesk.ui.game_text_view import GameTextView

CSS = """
table { border-collapse: collapse; margin-bottom: 6px; }
td, th { padding: 1px 5px; }
th { text-align: left; }
.muted { color: #666666; }
"""


def _swatch(color: str, text: str) -> str:
    ink = "black" if _is_light(color) else "white"
    back = "#dddddd" if color.lower() in ("#ffffff", "white", "") else color
    return (
        f'<span style="background:{escape(back)}; color:{ink}; font-weight:bold;">'
        f"&nbsp;{escape(text)}&nbsp;</span>"
    )


def _is_light(color: str) -> bool:
    """A background light enough for black text (1822MX minors are white)."""
    digits = color.lstrip("#")
    if len(digits) != 6:
        return color.lower() in ("white", "")
    r, g, b = (int(digits[i:i + 2], 16) for i in (0, 2, 4))
    return 0.299 * r + 0.587 * g + 0.114 * b > 160


def _trains(game: Game, op) -> str:
    names = [t.name + ("*" if getattr(t, "obsolete", False) else "") for t in op.trains]
    return ", ".join(names) if names else "none"


def corporation_html(game: Game, corp, operated: set[str]) -> str:
    if not corp.ipoed:
        return (
            f"<p>{_swatch(corp.color, who(game, corp.sym))} {escape(corp.name)} "
            f'<span class="muted">not started</span></p>'
        )
    price = game.money(game.share_price(corp)) if corp.sym in game.market.position else "–"
    president = game.name_of(corp.president) if corp.president else "–"
    state = "floated" if corp.floated else "not floated"
    if corp.sym in operated:
        state += ", has operated this round"
    holders = [f"IPO {game.ipo_percent(corp)}%", f"market {game.pool_percent(corp)}%"]
    for p in game.seating:
        pct = corp.percent_of(p.id)
        if pct:
            holders.append(f"{escape(p.name)} {pct}%")
    privates = ", ".join(corp.companies) if corp.companies else "none"
    return (
        f"<p>{_swatch(corp.color, who(game, corp.sym))} <b>{escape(corp.name)}</b> "
        f'<span class="muted">({state})</span><br>'
        f"president {escape(president)} · par {game.money(corp.par)} · price {price}<br>"
        f"treasury <b>{game.money(corp.cash)}</b> · trains {_trains(game, corp)} · "
        f"tokens left {corp.tokens_left()}/{len(corp.token_prices)}<br>"
        f"shares: {' · '.join(holders)}<br>privates: {escape(privates)}</p>"
    )


def minor_html(game: Game, minor, operated: set[str]) -> str:
    if minor.closed:
        swatch = _swatch(minor.color, who(game, minor.sym))
        return f"<p>{swatch} {escape(minor.name)} <i>closed</i></p>"
    owner = game.name_of(minor.owner) if minor.owner else "not sold"
    done = ", has operated this round" if minor.sym in operated else ""
    return (
        f"<p>{_swatch(minor.color, who(game, minor.sym))} <b>{escape(minor.name)}</b> "
        f'<span class="muted">(minor{done})</span><br>'
        f"owner {escape(owner)} · treasury <b>{game.money(minor.cash)}</b> · "
        f"trains {_trains(game, minor)} · tokens left {minor.tokens_left()}</p>"
    )


def privates_html(game: Game) -> str:
    rows = []
    for c in game.companies.values():
        if c.kind != "private":
            continue
        owner = "closed" if c.closed else (game.name_of(c.owner) if c.owner else "unsold")
        if not c.owner and not c.closed and (bids := bids_words(game, c.sym)):
            owner += f" · {bids}"
        rows.append(
            f"<tr><td><b>{escape(c.sym)}</b></td><td>{escape(c.name)}</td>"
            f"<td>{game.money(c.value)}</td><td>revenue {game.money(c.revenue)}</td>"
            f"<td>{escape(owner)}</td></tr>"
        )
    return "<table>" + "".join(rows) + "</table>" if rows else ""


def order_state(game: Game) -> tuple[list[str], str | None]:
    """This operating round's order (`game.operating_order()`) and who acts in it."""
    playing = game.round_kind() == "operating" and not game.finished
    order = game.operating_order() if playing else []
    active = set(game.active_entities())
    acting = next((sym for sym in order if sym in active), None)
    if acting is None:
        operating = game.operating_company()
        acting = operating if operating in order else None
    return order, acting


def order_html(game: Game) -> str:
    """The order as words: "✓ NdM · ✓ MC · ▶ FCP · CHI" (✓ done, ▶ operating now)."""
    order, acting = order_state(game)
    if not order:
        return ""
    done = order.index(acting) if acting in order else 0
    words = []
    for n, sym in enumerate(order):
        name = escape(who(game, sym)).replace(" ", "&nbsp;")  # as the log names it
        if sym == acting:
            words.append(f"<b>▶&nbsp;{name}</b>")
        elif n < done:
            words.append(f'<span class="muted">✓&nbsp;{name}</span>')
        else:
            words.append(name)
    return f"<p><b>Operating order:</b> {' · '.join(words)}</p>"


def charters_html(game: Game) -> str:
    operated = {op.sym for op in game.operators() if game.has_operated(op.sym)}
    parts = [f"<style>{CSS}</style>", order_html(game), "<h3>Corporations</h3>"]
    corps = [c for c in game.corporations.values() if not c.removed]
    corps.sort(key=lambda c: (not c.ipoed, -game.share_price(c) if c.ipoed else 0))
    order, _ = order_state(game)
    if order:  # during an operating round, in its order
        corps.sort(key=lambda c: order.index(c.sym) if c.sym in order else len(order))
    parts += [corporation_html(game, c, operated) for c in corps]
    if game.minors:
        parts.append("<h3>Minors</h3>")
        parts += [minor_html(game, m, operated) for m in game.minors.values()]
    parts += ["<h3>Private companies</h3>", privates_html(game)]
    rows = getattr(game, "bid_box_rows", None)
    if rows is not None:
        parts += ["<h3>Bid boxes</h3>", bid_boxes_html(game, rows())]
        parts += [piles_html(game.pile_rows())]
    return "".join(parts)


def piles_html(piles) -> str:
    """1822MX: the order in which the piles will fill the boxes (open to all)."""
    lines = [f"<b>Next {escape(name)}:</b> {' · '.join(escape(s) for s in rest) or 'none'}"
             for name, rest in piles]
    return "<p>" + "<br>".join(lines) + "</p>"


def bid_boxes_html(game: Game, rows) -> str:
    """1822MX: each box's minor, concession or private and its highest bid so far."""
    out = []
    for pile, box, sym, bidder, price in rows:
        company = game.companies[sym]
        bid = f"{escape(game.name_of(bidder))} {game.money(price)}" if bidder else "no bid"
        out.append(f"<tr><td>{escape(pile)} {box}</td><td><b>{escape(sym)}</b></td>"
                   f"<td>{escape(company.name)}</td><td>{bid}</td></tr>")
    return "<table>" + "".join(out) + "</table>" if out else "<p>empty</p>"


class ChartersView(GameTextView):
    render = staticmethod(charters_html)
