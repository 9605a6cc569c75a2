"""Company charters: treasury, trains, tokens, share ownership, president,
privates owned; minors and private companies below. Rich text in one view."""

from __future__ import annotations

from html import escape

from gamedesk.engine.game import Game
from gamedesk.ui.action_text import bids_words, who
from gamedesk.ui.game_text_view import GameTextView
from gamedesk.ui.i18n import translate

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
    return ", ".join(names) if names else translate("Charters", "none")


def corporation_html(game: Game, corp, operated: set[str]) -> str:
    if not corp.ipoed:
        waiting = translate("Charters", "not started")
        return (
            f"<p>{_swatch(corp.color, who(game, corp.sym))} {escape(corp.name)} "
            f'<span class="muted">{waiting}</span></p>'
        )
    price = game.money(game.share_price(corp)) if corp.sym in game.market.position else "–"
    president = game.name_of(corp.president) if corp.president else "–"
    if corp.floated:
        state = translate("Charters", "floated")
    else:
        state = translate("Charters", "not floated")
    if corp.sym in operated:
        state += ", " + translate("Charters", "has operated this round")
    holders = [
        translate("Charters", "IPO {percent}%").format(percent=game.ipo_percent(corp)),
        translate("Charters", "market {percent}%").format(percent=game.pool_percent(corp)),
    ]
    for p in game.seating:
        pct = corp.percent_of(p.id)
        if pct:
            holders.append(f"{escape(p.name)} {pct}%")
    none = translate("Charters", "none", "privates")  # Spanish: "ninguna" (las privadas)
    privates = ", ".join(corp.companies) if corp.companies else none
    body = translate(
        "Charters",
        "president {president} · par {par} · price {price}<br>treasury <b>{treasury}</b> · "
        "trains {trains} · tokens left {left}/{tokens}<br>shares: {holders}<br>"
        "privates: {privates}",
    ).format(
        president=escape(president), par=game.money(corp.par), price=price,
        treasury=game.money(corp.cash), trains=_trains(game, corp), left=corp.tokens_left(),
        tokens=len(corp.token_prices), holders=" · ".join(holders), privates=escape(privates),
    )
    return (
        f"<p>{_swatch(corp.color, who(game, corp.sym))} <b>{escape(corp.name)}</b> "
        f'<span class="muted">({state})</span><br>{body}</p>'
    )


def minor_html(game: Game, minor, operated: set[str]) -> str:
    if minor.closed:
        swatch = _swatch(minor.color, who(game, minor.sym))
        closed = translate("Charters", "closed")
        return f"<p>{swatch} {escape(minor.name)} <i>{closed}</i></p>"
    owner = game.name_of(minor.owner) if minor.owner else translate("Charters", "not sold")
    state = translate("Charters", "minor")
    if minor.sym in operated:
        state += ", " + translate("Charters", "has operated this round")
    body = translate(
        "Charters", "owner {owner} · treasury <b>{treasury}</b> · trains {trains} · "
        "tokens left {left}",
    ).format(
        owner=escape(owner), treasury=game.money(minor.cash), trains=_trains(game, minor),
        left=minor.tokens_left(),
    )
    return (
        f"<p>{_swatch(minor.color, who(game, minor.sym))} <b>{escape(minor.name)}</b> "
        f'<span class="muted">({state})</span><br>{body}</p>'
    )


def privates_html(game: Game) -> str:
    rows = []
    for c in game.companies.values():
        if c.kind != "private":
            continue
        if c.closed:
            owner = translate("Charters", "closed")
        else:
            owner = game.name_of(c.owner) if c.owner else translate("Charters", "unsold")
        if not c.owner and not c.closed and (bids := bids_words(game, c.sym)):
            owner += f" · {bids}"
        rows.append(
            f"<tr><td><b>{escape(c.sym)}</b></td><td>{escape(c.name)}</td>"
            f"<td>{game.money(c.value)}</td><td>"
            + translate("Charters", "revenue {amount}").format(amount=game.money(c.revenue))
            + "</td>"
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
    heading = translate("Charters", "Operating order:")
    return f"<p><b>{heading}</b> {' · '.join(words)}</p>"


def charters_html(game: Game) -> str:
    operated = {op.sym for op in game.operators() if game.has_operated(op.sym)}
    heading = translate("Charters", "Corporations")
    parts = [f"<style>{CSS}</style>", order_html(game), f"<h3>{heading}</h3>"]
    corps = [c for c in game.corporations.values() if not c.removed]
    corps.sort(key=lambda c: (not c.ipoed, -game.share_price(c) if c.ipoed else 0))
    order, _ = order_state(game)
    if order:  # during an operating round, in its order
        corps.sort(key=lambda c: order.index(c.sym) if c.sym in order else len(order))
    parts += [corporation_html(game, c, operated) for c in corps]
    if game.minors:
        heading = translate("Charters", "Minors")
        parts.append(f"<h3>{heading}</h3>")
        parts += [minor_html(game, m, operated) for m in game.minors.values()]
    heading = translate("Charters", "Private companies")
    parts += [f"<h3>{heading}</h3>", privates_html(game)]
    rows = getattr(game, "bid_box_rows", None)
    if rows is not None:
        heading = translate("Charters", "Bid boxes")
        parts += [f"<h3>{heading}</h3>", bid_boxes_html(game, rows())]
        parts += [piles_html(game.pile_rows())]
    return "".join(parts)


def piles_html(piles) -> str:
    """1822MX: the order in which the piles will fill the boxes (open to all)."""
    nxt, none = translate("Charters", "Next {pile}:"), translate("Charters", "none")
    lines = [f"<b>{nxt.format(pile=escape(name))}</b> {' · '.join(escape(s) for s in rest) or none}"
             for name, rest in piles]
    return "<p>" + "<br>".join(lines) + "</p>"


def bid_boxes_html(game: Game, rows) -> str:
    """1822MX: each box's minor, concession or private and its highest bid so far."""
    out = []
    for pile, box, sym, bidder, price in rows:
        company = game.companies[sym]
        no_bid = translate("Charters", "no bid")
        bid = f"{escape(game.name_of(bidder))} {game.money(price)}" if bidder else no_bid
        out.append(f"<tr><td>{escape(pile)} {box}</td><td><b>{escape(sym)}</b></td>"
                   f"<td>{escape(company.name)}</td><td>{bid}</td></tr>")
    empty = translate("Charters", "empty")
    return "<table>" + "".join(out) + "</table>" if out else f"<p>{empty}</p>"


class ChartersView(GameTextView):
    render = staticmethod(charters_html)
