"""The Info view: trains left and what each does, the phase table with the
current phase marked, the bank and how the game ends, tiles left.

Rich text built from `gamedesk.engine.overview`; marks are words and symbols
as well as colour (▶ now, → next), so they read without colour.
"""

from __future__ import annotations

from html import escape

from gamedesk.engine import overview
from gamedesk.engine.game import Game
from gamedesk.engine.messages import QT_TRANSLATE_NOOP
from gamedesk.ui.game_text_view import GameTextView
from gamedesk.ui.i18n import game_translate, translate

CSS = """
table { border-collapse: collapse; margin-bottom: 8px; }
td, th { padding: 2px 6px; border-bottom: 1px solid #dddddd; }
th { text-align: left; background: #eeeeee; }
.now { background: #fff3b0; font-weight: bold; }
.muted { color: #666666; }
.low { color: #a01010; font-weight: bold; }
"""

COLOR_WORDS = {
    "yellow": QT_TRANSLATE_NOOP("Info", "yellow"),
    "green": QT_TRANSLATE_NOOP("Info", "green"),
    "brown": QT_TRANSLATE_NOOP("Info", "brown"),
    "gray": QT_TRANSLATE_NOOP("Info", "gray"),
}


def _color(name: str) -> str:
    return translate("Info", COLOR_WORDS[name]) if name in COLOR_WORDS else escape(name)


def info_html(game: Game) -> str:
    parts = [f"<style>{CSS}</style>", bank_html(game), trains_html(game),
             phases_html(game), tiles_html(game)]
    return "".join(parts)


def bank_html(game: Game) -> str:
    ends = "".join(
        f"<li>{escape(game_translate(what))}"
        f"{': ' + escape(game_translate(when)) if when else ''}</li>"
        for what, when in overview.end_conditions(game)  # marked in titles/data_texts.py
    )
    heading, ends_when = translate("Info", "Bank"), translate("Info", "The game ends when")
    return (
        f"<h3>{heading}</h3><p>{_bank_cash(game)}</p>"
        f"<p><b>{ends_when}</b></p><ul>{ends}</ul>"
    )


def _bank_cash(game: Game) -> str:
    """What the bank has left of what it started with, or that it has no limit."""
    cash, start = overview.bank_status(game)
    if start is None:  # 18ESP: it never runs out, and its cash ends nothing
        return escape(translate("Info", "The bank has no limit."))
    share = cash * 100 // start if start else 0
    low = ' class="low"' if share <= 15 else ""
    left = translate("Info", "{cash} left").format(cash=game.money(cash))
    of = translate("Info", "of {start} ({share}%).").format(start=game.money(start), share=share)
    return f"<span{low}>{left}</span> {of}"


def trains_html(game: Game) -> str:
    rows = []
    for r in overview.train_rows(game):
        if r.in_depot is None:
            left = translate("Info", "unlimited")
        else:
            left = translate("Info", "{count} of {total}").format(count=r.in_depot, total=r.total)
        if r.in_pool:
            left += " · " + translate("Info", "{count} in the bank pool").format(count=r.in_pool)
        effects = []
        if r.starts_phase:
            said = translate("Info", "starts phase {phase}")
            effects.append(said.format(phase=escape(r.starts_phase)))
        if r.rusts:
            said = translate("Info", "rusts {trains}")
            effects.append(said.format(trains=", ".join(escape(n) for n in r.rusts)))
        if r.obsoletes:
            said = translate("Info", "makes {trains} obsolete")
            effects.append(said.format(trains=", ".join(escape(n) for n in r.obsoletes)))
        fate = []
        if r.rusts_on:
            said = translate("Info", "rusts on the first {train}")
            fate.append(said.format(train=escape(r.rusts_on)))
        if r.obsolete_on:
            said = translate("Info", "obsolete on the first {train}")
            fate.append(said.format(train=escape(r.obsolete_on)))
        never = translate("Info", "never rusts")
        name = escape(r.name) + "".join(
            f" / {escape(v)} ({game.money(p)})" for v, p in r.variants)
        mark = "→ " + translate("Info", "next") + " " if r.next_up else ""
        cls = ' class="now"' if r.next_up else ""
        rows.append(
            f"<tr{cls}><td>{mark}{name}</td><td>{game.money(r.price)}</td><td>{left}</td>"
            f"<td>{'; '.join(effects) or '–'}</td><td>{'; '.join(fate) or never}</td>"
            "</tr>"
        )
    names = (
        translate("Info", "Train"), translate("Info", "Price"), translate("Info", "Left"),
        translate("Info", "Its first purchase"), translate("Info", "It rusts"),
    )
    head = "<tr>" + "".join(f"<th>{n}</th>" for n in names) + "</tr>"
    heading = translate("Info", "Trains")
    return f"<h3>{heading}</h3><table>{head}{''.join(rows)}</table>"


def phases_html(game: Game) -> str:
    rows = []
    for p in overview.phase_rows(game):
        cls = ' class="now"' if p.current else ""
        mark = "▶ " if p.current else ""
        on = ", ".join(escape(t) for t in p.on) or translate("Info", "start")
        tiles = ", ".join(_color(t) for t in p.tiles)
        statuses = "; ".join(escape(game_translate(s)) for s in p.statuses) or "–"
        limit = " · ".join(f"{game_translate(kind)} {n}" for kind, n in p.limits) \
            if p.limits else p.train_limit
        rows.append(
            f"<tr{cls}><td>{mark}{escape(p.name)}</td><td>{on}</td><td>{tiles}</td>"
            f"<td>{p.operating_rounds}</td><td>{escape(limit)}</td><td>{statuses}</td></tr>"
        )
    names = (
        translate("Info", "Phase"), translate("Info", "Starts with"), translate("Info", "Tiles"),
        translate("Info", "ORs"), translate("Info", "Train limit"), translate("Info", "In force"),
    )
    head = "<tr>" + "".join(f"<th>{n}</th>" for n in names) + "</tr>"
    nxt = overview.next_phase(game)
    if nxt:
        note = translate("Info", "The next train from the bank starts phase <b>{phase}</b>.")
        note = note.format(phase=escape(nxt.name))
    else:
        note = translate("Info", "The next train from the bank starts no new phase.")
    heading = translate("Info", "Phases")
    return f"<h3>{heading}</h3><table>{head}{''.join(rows)}</table><p>{note}</p>"


def tiles_html(game: Game) -> str:
    cells = []
    for t in overview.tile_rows(game):
        left = "∞" if t.left is None else f"{t.left}/{t.total}"
        cls = ' class="muted"' if t.left == 0 else ""
        cells.append(f"<td{cls}>#{escape(t.name)} <i>{_color(t.color)}</i>: {left}</td>")
    rows = ["<tr>" + "".join(cells[i:i + 6]) + "</tr>" for i in range(0, len(cells), 6)]
    heading = translate("Info", "Tiles left")
    return f"<h3>{heading}</h3><table>{''.join(rows)}</table>"


class InfoView(GameTextView):
    render = staticmethod(info_html)
