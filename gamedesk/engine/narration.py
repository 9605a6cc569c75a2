"""The narrator: log lines told from what changed, in words a player uses.

The rules log what they do as they do it (a tile laid, a share bought). What
a player also wants to read, and the rules do not say, is told here from the
open state before and after each action: round headers, every share price
move with its cause, dividends a share and who received what, withholds, a
minor's income split between its owner and its treasury, passes, cards that
change hands, trains that rust, the bank breaking.

An action is told in *segments*: a segment ends where a round ends (the
header of the next round goes between the two), so that the sold-out rises of
a stock round come before "Operating Round 1.1" and the privates' income
after it. The narrator reads only what any player could see (prices, cash,
who holds what, trains, the round and step); it never looks inside a round.

Every phrase is a template in `PHRASES`; a title replaces or adds some in its
log words module (`Game.log_words`: titles/<title>/log_words.py), which may
also name companies and cards (`name`, `card`), mend the rules' own lines
written as plain sentences (`rewrite`), say why a price moved where only the
title moves it (`cause`), and pair cards sold together (`SOLD_WITH`). A line
is stored as its template and fields (engine/messages.py) and formatted when
shown: in English here, in another language by the window (translations/).

The rules' own lines are kept as they are written (in the rounds) except that
a bare company symbol at the start (a template's first field) gets its name,
and a payout or withhold line is told again by the narrator with who got what. Cost: one look at the
open state after each action (the one after the last action serves as the
one before the next), a few tens of microseconds.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from gamedesk.engine.actions import Action
from gamedesk.engine.messages import QT_TRANSLATE_NOOP, Items, Msg, msg, trains, value

CLOSED = "@closed"
SCRAPPED = "@scrapped"  # engine.trains' owners, not imported: the game imports this module
DEPOT = "@depot"
POOL = "@pool"

PHRASES: dict[str, str] = {
    "round": QT_TRANSLATE_NOOP("game", "{round}"),
    "price": QT_TRANSLATE_NOOP("game", "{company} share price {old} → {new}{why}"),
    "why": QT_TRANSLATE_NOOP("game", " ({why})"),
    "why.sold": QT_TRANSLATE_NOOP("game", "shares sold"),
    "why.dividend": QT_TRANSLATE_NOOP("game", "dividend paid"),
    "why.half": QT_TRANSLATE_NOOP("game", "half dividend paid"),
    "why.withheld": QT_TRANSLATE_NOOP("game", "dividend withheld"),
    "why.sold_out": QT_TRANSLATE_NOOP("game", "sold out at the end of the stock round"),
    "why.round_end": QT_TRANSLATE_NOOP("game", "end of the stock round"),
    "why.issued": QT_TRANSLATE_NOOP("game", "shares issued"),
    "why.redeemed": QT_TRANSLATE_NOOP("game", "shares redeemed"),
    "payout": QT_TRANSLATE_NOOP("game", "{company} pays {per_share} a share: {recipients}"),
    "half": QT_TRANSLATE_NOOP("game", "{company} pays half, {per_share} a share: {recipients}"),
    "withhold": QT_TRANSLATE_NOOP("game", "{company} withholds {amount} (treasury now {cash})"),
    "no_income": QT_TRANSLATE_NOOP("game", "{company} earns nothing"),
    "income": QT_TRANSLATE_NOOP("game", "{company} earns {amount}: {recipients}"),
    "recipient": QT_TRANSLATE_NOOP("game", "{who} {amount}"),
    "treasury": QT_TRANSLATE_NOOP("game", "its treasury {amount}"),
    "and": QT_TRANSLATE_NOOP("game", "{head} and {last}"),
    "pass": QT_TRANSLATE_NOOP("game", "{player} passes"),
    "end_turn": QT_TRANSLATE_NOOP("game", "{player} ends the turn"),
    "company_pass": QT_TRANSLATE_NOOP("game", "{company} passes"),
    "skip.track": QT_TRANSLATE_NOOP("game", "{company} lays no track"),
    "skip.token": QT_TRANSLATE_NOOP("game", "{company} places no station"),
    "skip.buy_train": QT_TRANSLATE_NOOP("game", "{company} buys no train"),
    "skip.buy_company": QT_TRANSLATE_NOOP("game", "{company} buys no private company"),
    "skip.routes": QT_TRANSLATE_NOOP("game", "{company} runs no trains"),
    "card_won": QT_TRANSLATE_NOOP("game", "{owner} wins {card} for {price}"),
    "card_to": QT_TRANSLATE_NOOP("game", "{card} goes to {owner}"),
    "card_with": QT_TRANSLATE_NOOP("game", "{card} goes to {owner} with {other}"),
    "rust": QT_TRANSLATE_NOOP("game", "{trains} rust: {losses}"),
    "rust_loss": QT_TRANSLATE_NOOP("game", "{company} loses {count}"),
    "gone": QT_TRANSLATE_NOOP("game", "{trains} leave the game: {losses}"),
    "phase": QT_TRANSLATE_NOOP("game", "Phase {phase} begins"),
    "bank_break": QT_TRANSLATE_NOOP("game", "The bank breaks"),
}


def phrase(game, key: str, **fields) -> Msg:
    """The template `key` of the game's title (or the common one) and its fields,
    formatted when shown (engine/messages.py)."""
    own = getattr(game.log_words, "PHRASES", {})
    return (own.get(key) or PHRASES.get(key, key), fields)


def round_header(game) -> Msg:
    """"Stock Round 2", "Operating Round 2.1": the round's name (marked where the
    round is defined) and its number."""
    label = game.round_label()
    number = label.rpartition(" ")[2]
    return phrase(game, "round", round=msg(
        QT_TRANSLATE_NOOP("game", "{name} {number}"), name=(label[: -len(number) - 1], {}),
        number=number))


def has_phrase(game, key: str) -> bool:
    return key in PHRASES or key in getattr(game.log_words, "PHRASES", {})


def name(game, ident: str) -> str | Msg:
    """A player, company or minor as players name it (the title may say "Minor 18")."""
    own = getattr(game.log_words, "name", None)
    return own(game, ident) if own else game.name_of(ident)


def name_text(game, ident: str) -> str:
    """`name` in English, to compare with the English text of a line."""
    return value(name(game, ident))


def card_name(game, sym: str) -> str:
    """A private, concession or minor card as players name it."""
    own = getattr(game.log_words, "card", None)
    return own(game, sym) if own else sym


def joined(game, items: list[Msg]) -> Msg | str:
    if len(items) < 2:
        return items[0] if items else ""
    return phrase(game, "and", head=Items(items[:-1]), last=items[-1])


def _renames(game) -> bool:
    """Whether the title names companies otherwise than by their symbols (its log
    words' `name` or `rewrite`, or its own `name_of`): else lines need no renaming."""
    kind = type(game)
    found = _RENAMES.get(kind)
    if found is None:
        from gamedesk.engine.game import Game  # the game imports this module

        words = game.log_words
        found = _RENAMES[kind] = (hasattr(words, "name") or hasattr(words, "rewrite")
                                  or kind.name_of is not Game.name_of)
    return found


_RENAMES: dict[type, bool] = {}  # by Game class: its log words and name_of are the class's


def _tells_payout(line, heads: tuple[str, ...], names: tuple[str, str]) -> bool:
    """Whether a line of the rules tells the payout or withhold of the company
    named `names` (its symbol, its name): a template is read, not rendered."""
    if line.params is None:
        return line.text.startswith(heads)
    template = line.template
    if " pays " not in template and " withholds " not in template:
        return False
    if not template.startswith("{"):
        return line.text.startswith(heads)
    end = template.find("}")
    rest = template[end + 1 :]
    if not (rest.startswith(" pays ") or rest.startswith(" withholds ")):
        return False
    return value(line.params.get(template[1:end], "")) in names


def _is_pass_of(line, who: str) -> bool:
    """A line of the rules saying that `who` passes ("Ann passes", "… (nothing to do)")."""
    if line.params is None:
        return line.text.startswith(f"{who} passes")
    return line.template.startswith("{player} passes") and line.params.get("player") == who


def _is_bare_pass(line) -> bool:
    if line.params is None:
        return line.text.endswith(" passes")
    return line.template == "{player} passes"


# ----------------------------------------------------------------- what a player sees


class View(NamedTuple):
    """The open state the narrator compares; cheap to take at every action (a
    named tuple: made at every action, at half a dataclass's cost)."""

    round: str
    kind: str
    step: str
    operating: str | None
    phase: str
    cells: dict  # corporation -> its cell on the market
    moves: int  # the market's count of moves when `cells` was taken
    owners: list[str | None]  # of the cards (privates, concessions, minors) in order; None: unowned
    scrapped: int  # how many trains had left the game (Game.scrapped)
    broken: bool


# On the game as `_told`: (where it stood, the view there): the view after a
# game's last action is the view before its next one. A copy carries it and
# may use it (the same position, the same checkpoint); a hand edit
# (mark_edited drops the checkpoint) or a refused action that restored the
# game shows in where it stood.
TOLD = "_told"


def _log_line():
    """engine.game's LogLine (the game imports this module: looked up once it is loaded)."""
    global _LOG_LINE
    if _LOG_LINE is None:
        from gamedesk.engine.game import LogLine

        _LOG_LINE = LogLine
    return _LOG_LINE


_LOG_LINE = None


def _where(game) -> tuple:
    return (len(game.actions), len(game.log), id(game.__dict__.get("_checkpoint")))


def _cash(game, sym: str | None) -> dict[str, int]:
    """The cash of company `sym` (a run's earner) and of the players, by id (a
    player's id taking precedence, as in the log's recipients)."""
    op = game.corporations.get(sym) or game.minors.get(sym)
    cash = {sym: op.cash} if op is not None else {}
    for p in game.players:
        cash[p.id] = p.cash
    return cash


def observe(game, last: View | None = None) -> View:
    """The open state now. The market's cells are those of `last` (the same
    dict) while no token has moved since."""
    kind = game.round_kind()
    moves = game.market.moves
    cells = last.cells if last is not None and last.moves == moves else dict(game.market.position)
    if game.finished:
        step, operating = "", None
    else:
        step = game.current_step()
        operating = game.operating_company() if kind == "operating" else None
    # Made at every action: the tuple directly (a named tuple's own constructor is
    # a Python function).
    return _new_view(View, (
        game.round_label(), kind, step, operating, game.phase.name, cells, moves,
        [CLOSED if c.closed else c.owner for c in game.companies.values()],
        len(game.scrapped), game.bank.broken,
    ))


_new_view = tuple.__new__


# ----------------------------------------------------------------- one action


class Story:
    """Tells one action: `round_changed()` at each new round, `finish()` at the end."""

    __slots__ = ("action", "before", "cash", "first_line", "game", "money", "start")

    def __init__(self, game, action: Action) -> None:
        self.game = game
        self.action = action
        self.first_line = len(game.log)  # this action's first log line
        self._start()

    def _start(self) -> None:
        g, a = self.game, self.action
        last = g.__dict__.get(TOLD) if len(g.log) == self.first_line else None
        if last and last[0] == _where(g):
            self.before = last[1]
        else:
            self.before = observe(g)
        # Cash is looked at only where a run is paid: the players' and the earner's.
        self.money = a.type in ("dividend", "run_routes")
        if self.money:
            self.cash = _cash(g, a.entity if a.type == "dividend" else self.before.operating)
        self.start = len(g.log)

    def round_changed(self) -> None:
        """A round ended inside this action: tell what happened so far, then the header."""
        after = observe(self.game, self.before)
        if after.round == self.before.round:
            return
        self._tell(after, round_ended=True)
        self.game.add_log(round_header(self.game), "round")
        self._start()

    def finish(self) -> None:
        after = observe(self.game, self.before)  # the next action's view before
        self._tell(after, round_ended=False)
        self.game.__dict__[TOLD] = (_where(self.game), after)

    # --- one segment

    def _tell(self, after: View, round_ended: bool) -> None:
        g, before = self.game, self.before
        written = len(g.log) > self.start
        if written and _renames(g):
            self._rename(self.start)
        lines = g.log[self.start :] if written else []
        if self.action.type == "pass":
            self._passes(before, lines)
        if self.money:
            self._income(before, after)
        if after.cells is not before.cells and after.cells != before.cells:
            self._prices(before, after, round_ended)
        if after.owners != before.owners:
            self._cards(before, after)
        if after.scrapped != before.scrapped:
            self._rust(before, after)
        if after.phase != before.phase and not any(
                line.template.startswith("Phase ") for line in lines):
            g.add_log(phrase(g, "phase", phase=after.phase), "phase")
        if after.broken and not before.broken:
            g.add_log(phrase(g, "bank_break"), "bank")

    def _rename(self, start: int) -> None:
        """Lines of the rules that start with a company's bare symbol get its name
        ("18 buys …" → "Minor 18 buys …"); a title may mend more (`rewrite`)."""
        g = self.game
        rewrite = getattr(g.log_words, "rewrite", None)
        for i in range(start, len(g.log)):
            line = g.log[i]
            if line.params is not None:
                self._rename_head(i, line)
                continue
            text = line.text
            head, space, rest = text.partition(" ")
            sym = head[:-2] if head.endswith("'s") else head
            if space and (sym in g.corporations or sym in g.minors):
                said = name_text(g, sym)
                if said != sym:
                    text = said + head[len(sym) :] + " " + rest
            if rewrite is not None:
                text = rewrite(text)
            if text != line.text:
                g.log[i] = type(line)(line.action_index, text, line.kind, line.data)

    def _rename_head(self, i: int, line) -> None:
        """A template's first field, when it is a company's symbol, gets its name."""
        g, template = self.game, line.template
        if not template.startswith("{"):
            return
        key = template[1 : template.find("}")]
        sym = line.params.get(key)
        if isinstance(sym, str) and (sym in g.corporations or sym in g.minors):
            said = name(g, sym)
            if said != sym:
                params = {**line.params, key: said}
                g.log[i] = type(line)(line.action_index, template, line.kind, line.data, params)

    # --- passes

    def _passes(self, before: View, lines: list) -> None:
        g, a = self.game, self.action
        if a.type != "pass" or self.start != self.first_line:
            return
        who = name(g, a.entity)
        who_text = value(who)
        said = [i for i, line in enumerate(lines) if _is_pass_of(line, who_text)]
        if g.is_player(a.entity):
            ended = self._ends_turn()
            text = phrase(g, "end_turn" if ended else "pass", player=who)
            if said and ended and _is_bare_pass(lines[said[0]]):
                del g.log[self.start + said[0]]
            elif said:
                return
            self._insert(text, "pass", (a.entity,))
            return
        if said or not (a.entity in g.corporations or a.entity in g.minors):
            return
        key = f"skip.{before.step}"
        key = key if has_phrase(g, key) else "company_pass"
        self._insert(phrase(g, key, company=who), "pass", (a.entity,))

    def _insert(self, text: Msg, kind: str, data: tuple) -> None:
        """A line told first in this segment: it came before what followed automatically."""
        self._put(self.start, text, kind, data)

    def _ends_turn(self) -> bool:
        """A pass right after the same player's own move ends their turn (a bid, a sale)."""
        acts = self.game.actions
        if len(acts) < 2:
            return False
        last = acts[-2]
        return last.entity == self.action.entity and last.type != "pass"

    # --- income

    def _earner(self, before: View, after: View) -> str | None:
        """The company whose run was paid out or kept in this segment."""
        a, op = self.action, before.operating
        if a.type == "dividend":
            return a.entity
        if op is None or before.step not in ("routes", "dividend"):
            return None
        moved_on = after.operating != op or after.step not in ("routes", "dividend")
        return op if moved_on and a.type == "run_routes" else None

    def _income(self, before: View, after: View) -> None:
        g = self.game
        sym = self._earner(before, after)
        if sym is None:
            return
        who = name(g, sym)
        kind = self.action.get("kind") if self.action.type == "dividend" else None
        was, now = self.cash, _cash(g, sym)
        got = self._recipients(sym, was, now)
        kept = now.get(sym, 0) - was.get(sym, 0)
        self._drop_said(sym)
        if kind == "withhold" or (kind is None and not got and kept > 0):
            text = phrase(g, "withhold", company=who, amount=g.money(max(kept, 0)),
                          cash=g.money(now.get(sym, 0)))
            g.add_log(text, "withhold", (sym, max(kept, 0)))
            return
        parts = [phrase(g, "recipient", who=name(g, pid), amount=g.money(n)) for pid, n in got]
        if kept > 0:
            parts.append(phrase(g, "treasury", amount=g.money(kept)))
        if not parts:
            g.add_log(phrase(g, "no_income", company=who), "income", (sym, 0))
            return
        total = sum(n for _, n in got) + max(kept, 0)
        per = self._per_share(sym, got)
        if per is None or sym in g.minors:
            text = phrase(g, "income", company=who, amount=g.money(total),
                          recipients=joined(g, parts))
            g.add_log(text, "income", (sym, total))
            return
        text = phrase(g, "half" if kind == "half" else "payout", company=who,
                      per_share=g.money(per), recipients=joined(g, parts))
        g.add_log(text, "dividend", (sym, total, per))

    def _recipients(self, sym: str, was: dict, now: dict) -> list[tuple[str, int]]:
        """Players holding the company (or owning the minor) whose cash rose from
        `was` to `now`."""
        g = self.game
        corp = g.corporations.get(sym)
        out = []
        for p in g.players:
            gain = now[p.id] - was[p.id]
            holds = corp.percent_of(p.id) if corp is not None else 0
            if gain > 0 and (holds or g.decider_of(sym) == p.id):
                out.append((p.id, gain))
        return out

    def _per_share(self, sym: str, got: list[tuple[str, int]]) -> int | None:
        """What one 10% share was paid; None for a company with a single certificate."""
        corp = self.game.corporations.get(sym)
        if corp is None or len(corp.shares) < 2:
            return None
        best = None
        for pid, amount in got:
            pct = corp.percent_of(pid)
            if pct and (best is None or pct < best[0]):
                best = (pct, amount)
        return None if best is None else best[1] * 10 // best[0]

    def _drop_said(self, sym: str) -> None:
        """The rules' own line of this payout ("MC pays $70: …", "MC withholds $60")
        is told again, better, by the narrator: drop it."""
        g = self.game
        said = name_text(g, sym)
        heads = (f"{sym} pays ", f"{sym} withholds ", f"{said} pays ", f"{said} withholds ")
        keep = [line for line in g.log[self.start :] if not _tells_payout(line, heads, (sym, said))]
        g.log[self.start :] = keep

    # --- share prices

    def _prices(self, before: View, after: View, round_ended: bool) -> None:
        g = self.game
        for sym, cell in after.cells.items():
            old_cell = before.cells.get(sym)
            if old_cell is None or old_cell == cell:
                continue
            old, new = g.market.space(old_cell).price, g.market.space(cell).price
            if old == new:
                continue
            why = self._why(sym, old, new, before, round_ended)
            said = phrase(g, "why", why=phrase(g, f"why.{why}")) if why else ""
            text = phrase(g, "price", company=name(g, sym), old=g.money(old),
                          new=g.money(new), why=said)
            g.add_log(text, "price", (sym, old, new, why))

    def _why(self, sym: str, old: int, new: int, before: View, round_ended: bool) -> str:
        a, g = self.action, self.game
        own = getattr(g.log_words, "cause", None)
        if own is not None and (said := own(g, a, sym)):
            return said
        if round_ended and before.kind == "stock":
            return "sold_out" if new > old else "round_end"
        if a.type == "sell_shares":
            if a.entity == sym:
                return "issued"
            if any(str(s).rpartition("_")[0] == sym for s in a.get("shares", ())):
                return "sold"
        if a.type == "buy_shares" and a.entity == sym:
            return "redeemed"
        if a.type == "dividend" and a.entity == sym:
            return {"payout": "dividend", "half": "half", "withhold": "withheld"}.get(
                a.get("kind"), "")
        if a.type in ("choose", "merge", "acquire_company"):
            return ""  # a title's own decision; its words module may say (`cause`)
        if before.kind == "operating" and (sym == before.operating or sym in g.minors):
            return "dividend" if new > old else "withheld"  # the run paid, or nothing
        return ""

    # --- cards and trains

    def _cards(self, before: View, after: View) -> None:
        """Cards that change hands and that the rules did not mention: a minor that
        goes with the concession it is sold with, a minor won at auction."""
        g = self.game
        said = " ".join(line.text for line in g.log[self.first_line :])
        named: dict[str, list[str]] = {}  # owner -> the cards they got that the rules named
        quiet = []
        for sym, old, owner in zip(g.companies, before.owners, after.owners, strict=True):
            if old == owner:
                continue
            if owner == CLOSED:
                owner = self._winner(sym, old)
            if owner is None or owner == "bank":
                continue
            if re.search(rf"(?<![\w-]){re.escape(sym)}(?![\w-])", said):
                named.setdefault(owner, []).append(sym)
            else:
                quiet.append((sym, owner))
        sold_with = getattr(g.log_words, "SOLD_WITH", {})
        for sym, owner in quiet:
            price = self._bid(sym, owner)
            fields = {"card": card_name(g, sym), "owner": name(g, owner)}
            other = sold_with.get(sym)
            if other is not None and other in named.get(owner, ()):
                text = phrase(g, "card_with", other=card_name(g, other), **fields)
            elif price is not None:
                text = phrase(g, "card_won", price=g.money(price), **fields)
            else:
                text = phrase(g, "card_to", **fields)
            self._put(self._before_mention(sym), text, "card", (sym, owner))

    def _before_mention(self, sym: str) -> int | None:
        """Where to tell card `sym` changing hands: before the rules' first line of
        this segment naming the company the card is (a minor won, then started)."""
        g = self.game
        company = getattr(g.log_words, "card_company", None)
        corp = company(g, sym) if company else None
        if corp is None:
            return None
        said = name_text(g, corp).lower()
        for i in range(self.start, len(g.log)):
            if not g.log[i].kind and re.search(rf"{re.escape(said)}(?!\w)", g.log[i].text.lower()):
                return i
        return None

    def _put(self, at: int | None, text: Msg, kind: str, data: tuple) -> None:
        if at is None:
            self.game.add_log(text, kind, data)
            return
        line = _log_line()(self.game._action_index, text[0], kind, data, text[1])
        self.game.log.insert(at, line)

    def _winner(self, sym: str, old: str | None) -> str | None:
        """Who won card `sym`, closed as it was won (a minor becomes its company):
        the last bidder on it; None if nobody bid (the card was removed)."""
        if old not in (None, "bank"):
            return None
        for a in reversed(self.game.actions):
            if a.type == "bid" and a.get("company") == sym:
                return a.entity
        return None

    def _bid(self, sym: str, owner: str) -> int | None:
        """The last bid `owner` made on card `sym` (what they paid, when bids decide it)."""
        for a in reversed(self.game.actions):
            if a.type == "bid" and a.entity == owner and a.get("company") == sym:
                return a.get("price")
        return None

    def _rust(self, before: View, after: View) -> None:
        """Trains gone from a company's hands out of the game in this segment,
        companies in operating order: rusted (a train they rust on is out), or
        discarded (1822MX's NdeM over its limit, a train it got in the same
        moment included)."""
        g = self.game
        lost: dict[tuple[str, bool], dict[str, int]] = {}  # (train, rusted) -> company -> count
        out = None
        order = {op.sym: n for n, op in enumerate(g.operators())}
        gone = sorted(g.scrapped[before.scrapped : after.scrapped],
                      key=lambda item: order.get(item[0], len(order)))
        for sym, train in gone:
            if train.owner != SCRAPPED or train.obsolete:  # obsolete: the rules tell
                continue
            if sym in (DEPOT, POOL):
                continue  # never a company's
            if out is None:
                out = {t.name for t in g.depot.trains if t.owner != DEPOT}
            by = lost.setdefault((train.name, train.rusts_on in out), {})
            by[sym] = by.get(sym, 0) + 1
        for (kind, rusted), by in lost.items():
            losses = [phrase(g, "rust_loss", company=name(g, s), count=n) for s, n in by.items()]
            text = phrase(g, "rust" if rusted else "gone", trains=trains(kind),
                          losses=joined(g, losses))
            g.add_log(text, "rust", (kind, rusted))
