"""The Info view: trains left and what each does, the phase table with the
current phase marked, the bank and how the game ends, tiles left.

Rich text built from `gamedesk.engine.overview`; marks are words and symbols
as well as colour (▶ now, → next), so they read without colour.
"""

from __future__ import annotations

from html import escape

from gamedesk.engine import overview
from gamedesk.engine.game import Game
from gamedesk.ui.game_text_view import GameTextView

CSS = """
table { border-collapse: collapse; margin-bottom: 8px; }
td, th { padding: 2px 6px; border-bottom: 1px solid #dddddd; }
th { text-align: left; background: #eeeeee; }
.now { background: #fff3b0; font-weight: bold; }
.muted { color: #666666; }
.low { color: #a01010; font-weight: bold; }
"""

COLOR_WORDS = {"yellow": "yellow", "green": "green", "brown": "brown", "gray": "gray"}


def info_html(game: Game) -> str:
    parts = [f"<style>{CSS}</style>", bank_html(game), trains_html(game),
             phases_html(game), tiles_html(game)]
    return "".join(parts)


def bank_html(game: Game) -> str:
    cash, start = overview.bank_status(game)
    share = cash * 100 // start if start else 0
    low = ' class="low"' if share <= 15 else ""
    ends = "".join(
        f"<li>{escape(what)}{': ' + escape(when) if when else ''}</li>"
        for what, when in overview.end_conditions(game)
    )
    return (
        f"<h3>Bank</h3><p><span{low}>{game.money(cash)} left</span> of "
        f"{game.money(start)} ({share}%).</p>"
        f"<p><b>The game ends when</b></p><ul>{ends}</ul>"
    )


def trains_html(game: Game) -> str:
    rows = []
    for r in overview.train_rows(game):
        left = "unlimited" if r.in_depot is None else f"{r.in_depot} of {r.total}"
        if r.in_pool:
            left += f" · {r.in_pool} in the bank pool"
        effects = []
        if r.starts_phase:
            effects.append(f"starts phase {escape(r.starts_phase)}")
        if r.rusts:
            effects.append("rusts " + ", ".join(escape(n) for n in r.rusts))
        if r.obsoletes:
            effects.append("makes " + ", ".join(escape(n) for n in r.obsoletes) + " obsolete")
        fate = []
        if r.rusts_on:
            fate.append(f"rusts on the first {escape(r.rusts_on)}")
        if r.obsolete_on:
            fate.append(f"obsolete on the first {escape(r.obsolete_on)}")
        name = escape(r.name) + "".join(
            f" / {escape(v)} ({game.money(p)})" for v, p in r.variants)
        mark = "→ next " if r.next_up else ""
        cls = ' class="now"' if r.next_up else ""
        rows.append(
            f"<tr{cls}><td>{mark}{name}</td><td>{game.money(r.price)}</td><td>{left}</td>"
            f"<td>{'; '.join(effects) or '–'}</td><td>{'; '.join(fate) or 'never rusts'}</td>"
            "</tr>"
        )
    head = ("<tr><th>Train</th><th>Price</th><th>Left</th><th>Its first purchase</th>"
            "<th>It rusts</th></tr>")
    return f"<h3>Trains</h3><table>{head}{''.join(rows)}</table>"


def phases_html(game: Game) -> str:
    rows = []
    for p in overview.phase_rows(game):
        cls = ' class="now"' if p.current else ""
        mark = "▶ " if p.current else ""
        on = ", ".join(escape(t) for t in p.on) or "start"
        tiles = ", ".join(COLOR_WORDS.get(t, escape(t)) for t in p.tiles)
        statuses = "; ".join(escape(s) for s in p.statuses) or "–"
        rows.append(
            f"<tr{cls}><td>{mark}{escape(p.name)}</td><td>{on}</td><td>{tiles}</td>"
            f"<td>{p.operating_rounds}</td><td>{escape(p.train_limit)}</td><td>{statuses}</td></tr>"
        )
    head = ("<tr><th>Phase</th><th>Starts with</th><th>Tiles</th><th>ORs</th>"
            "<th>Train limit</th><th>In force</th></tr>")
    nxt = overview.next_phase(game)
    note = (f"<p>The next train from the bank starts phase <b>{escape(nxt.name)}</b>.</p>"
            if nxt else "<p>The next train from the bank starts no new phase.</p>")
    return f"<h3>Phases</h3><table>{head}{''.join(rows)}</table>{note}"


def tiles_html(game: Game) -> str:
    cells = []
    for t in overview.tile_rows(game):
        left = "∞" if t.left is None else f"{t.left}/{t.total}"
        cls = ' class="muted"' if t.left == 0 else ""
        cells.append(f"<td{cls}>#{escape(t.name)} <i>{escape(t.color)}</i>: {left}</td>")
    rows = ["<tr>" + "".join(cells[i:i + 6]) + "</tr>" for i in range(0, len(cells), 6)]
    return f"<h3>Tiles left</h3><table>{''.join(rows)}</table>"


class InfoView(GameTextView):
    render = staticmethod(info_html)
