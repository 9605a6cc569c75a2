"""The Holdings view: a spreadsheet of who holds what (players × companies),
the IPO and the bank pool, each company's price, treasury, trains, stations
left and last revenue, and each player's cash, certificates against the limit,
worth and privates. Built from `gamedesk.engine.overview` (open information)."""

from __future__ import annotations

from html import escape

from gamedesk.engine import overview
from gamedesk.engine.game import Game
from gamedesk.ui.action_text import bids_words, who
from gamedesk.ui.game_text_view import GameTextView
from gamedesk.ui.i18n import game_translate, translate

CSS = """
table { border-collapse: collapse; }
td, th { padding: 2px 6px; border: 1px solid #cccccc; text-align: right; }
th { background: #eeeeee; }
td.name, th.name { text-align: left; }
.pres { font-weight: bold; }
.over { color: #a01010; font-weight: bold; }
.acting { background: #fff3b0; }
"""


def holdings_html(game: Game) -> str:
    players = game.seating
    order = game.operating_order() if game.round_kind() == "operating" else []
    acting = game.operating_company()
    head = "".join(f"<th>{escape(p.name)}</th>" for p in players)
    t = {
        "company": translate("Holdings", "Company"), "ipo": translate("Holdings", "IPO"),
        "pool": translate("Holdings", "Pool"), "price": translate("Holdings", "Price"),
        "par": translate("Holdings", "Par"), "treasury": translate("Holdings", "Treasury"),
        "trains": translate("Holdings", "Trains"),
        "left": translate("Holdings", "Stations left"),
        "last": translate("Holdings", "Last run"), "order": translate("Holdings", "Order"),
    }
    rows = [
        f"<tr><th class='name'>{t['company']}</th>" + head +
        f"<th>{t['ipo']}</th><th>{t['pool']}</th><th>{t['price']}</th><th>{t['par']}</th>"
        f"<th>{t['treasury']}</th><th class='name'>{t['trains']}</th><th>{t['left']}</th>"
        f"<th>{t['last']}</th>" + (f"<th>{t['order']}</th>" if order else "") + "</tr>"
    ]
    companies = overview.holding_rows(game)
    if order:  # the operating order; otherwise the highest price first
        companies.sort(key=lambda h: order.index(h.sym) if h.sym in order else len(order))
    else:
        companies.sort(key=lambda h: (h.kind != "major", -(h.price or 0)))
    for h in companies:
        rows.append(_company_row(game, h, players, order, acting))
    rows.append(_players_rows(game, players))
    return f"<style>{CSS}</style><table>{''.join(rows)}</table>{_privates_html(game)}"


def _company_row(game: Game, h, players, order: list[str], acting: str | None) -> str:
    cells = []
    for p in players:
        pct = h.percent.get(p.id, 0)
        text = f"{pct}%" if pct else ""
        if h.president == p.id:  # marked by a star too, not by weight alone
            text = f"<span class='pres'>{text}★</span>"
        cells.append(f"<td>{text}</td>")
    price = game.money(h.price) if h.price else "–"
    par = game.money(h.par) if h.par else "–"
    last = "–" if h.last_revenue is None else game.money(h.last_revenue)
    cls = " class='acting'" if h.sym == acting else ""
    mark = "▶ " if h.sym == acting else ""
    position = f"<td>{order.index(h.sym) + 1}</td>" if h.sym in order else (
        "<td></td>" if order else "")
    name = who(game, h.sym)  # as the log and the other docks name it
    minor = translate("Holdings", "{name} (minor)").format(name=escape(name))
    label = escape(name) if h.kind == "major" or name != h.sym else minor
    return (
        f"<tr{cls}><td class='name'>{mark}<b>{label}</b></td>{''.join(cells)}"
        f"<td>{_percent(h.ipo)}</td><td>{_percent(h.pool)}</td>"
        f"<td>{price}</td><td>{par}</td><td>{game.money(h.treasury)}</td>"
        f"<td class='name'>{escape(', '.join(h.trains)) or '–'}</td><td>{h.tokens_left}</td>"
        f"<td>{last}</td>{position}</tr>"
    )


def _percent(n: int) -> str:
    return f"{n}%" if n else ""


def _players_rows(game: Game, players) -> str:
    by_id = {r.id: r for r in overview.player_rows(game)}
    cash = "".join(f"<td>{game.money(by_id[p.id].cash)}</td>" for p in players)
    certs = []
    for p in players:
        r = by_id[p.id]
        over = r.certificates > r.cert_limit
        text = f"{r.certificates}/{r.cert_limit}"
        text += " " + translate("Holdings", "over!") if over else ""
        certs.append(f"<td{' class=over' if over else ''}>{text}</td>")
    worth = "".join(f"<td>{game.money(by_id[p.id].value)}</td>" for p in players)
    heads = (
        translate("Holdings", "Cash"),
        translate("Holdings", "Certificates"),
        translate("Holdings", "Worth"),
    )
    return (
        f"<tr><th class='name'>{heads[0]}</th>{cash}</tr>"
        f"<tr><th class='name'>{heads[1]}</th>{''.join(certs)}</tr>"
        f"<tr><th class='name'>{heads[2]}</th>{worth}</tr>"
    )


def _privates_html(game: Game) -> str:
    rows = []
    for c in overview.private_rows(game):
        owner = game.name_of(c.owner) if c.owner else translate("Holdings", "not sold yet")
        if not c.owner and (bids := bids_words(game, c.sym)):
            owner += f" · {bids}"
        rows.append(
            f"<tr><td class='name'><b>{escape(c.sym)}</b> {escape(c.name)}</td>"
            f"<td>{game.money(c.value)}</td><td>{game.money(c.revenue)}</td>"
            f"<td class='name'>{escape(owner)}</td>"
            f"<td class='name'>{escape(game_translate(c.power)) if c.power else '–'}</td>"
            "</tr>"
        )
    if not rows:
        return ""
    names = (
        translate("Holdings", "Private"),
        translate("Holdings", "Value"),
        translate("Holdings", "Revenue"),
        translate("Holdings", "Owner"),
        translate("Holdings", "What it does"),
    )
    head = (
        f"<tr><th class='name'>{names[0]}</th><th>{names[1]}</th><th>{names[2]}</th>"
        f"<th class='name'>{names[3]}</th><th class='name'>{names[4]}</th></tr>"
    )
    heading = translate("Holdings", "Private companies")
    return f"<h3>{heading}</h3><table>{head}{''.join(rows)}</table>"


class HoldingsView(GameTextView):
    render = staticmethod(holdings_html)
