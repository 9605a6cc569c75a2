"""What the other players did since a player's last turn, for the hot-seat hand-over.

The digest reads the game log from the action after the player's own last one
(an action of a company the player presided over then counts as theirs) and
groups it: one line per operating turn of a company ("MC laid track in K8 and
L9, ran for $70, paid $7 a share, bought a 2-train"), one line per player per
stretch of stock round ("Player 4 bought 20% of SPM, sold 10% of MEX (price
$65, now $60)"), and always phase changes, rusting trains, closures, mergers,
new presidents and bankruptcies.

Lines are in the order things happened. Automatic income (private revenue,
mail contracts) is left out. Past `MAX_LINES` the key lines are kept, the
others cut from the end, and a last line says how many were left out.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field

from gamedesk.engine.game import Game

MAX_LINES = 12


@dataclass(frozen=True)
class Digest:
    player: str  # the player id the digest is for
    since: int  # index of the first action after the player's own last one
    lines: list[str]  # chronological; see the module docstring for the cap

    def text(self) -> str:
        return "\n".join(self.lines)


def since_last_turn(game: Game, player: str) -> Digest | None:
    """What the others did since `player` last acted; None if nothing to report."""
    if not game.actions:
        return None
    last = last_own_action(game, player)
    since = 0 if last is None else last + 1
    if since >= len(game.actions):
        return None
    lines = summarise(game, since, player)
    return Digest(player, since, lines) if lines else None


# ----------------------------------------------------------------- whose action


def last_own_action(game: Game, player: str) -> int | None:
    """Index of the last action by `player` or by a company they presided over then."""
    changed: set[str] = set()  # corporations with a new president after action i
    j = len(game.log)
    for i in range(len(game.actions) - 1, -1, -1):
        while j > 0 and game.log[j - 1].action_index > i:
            j -= 1
            found = _presidency(game, game.log[j].text)
            if found:
                changed.add(found[1])
        if _controller(game, game.actions[i].entity, i, changed, j) == player:
            return i
    return None


def _controller(game: Game, entity: str, at: int, changed: set[str], upto: int) -> str | None:
    """The player who decided for `entity` at action `at`."""
    if game.is_player(entity):
        return entity
    if entity in game.minors:
        return game.minors[entity].owner
    if entity in game.corporations:
        if entity in changed:
            return _president_before(game, entity, at, upto)
        return game.corporations[entity].president
    company = game.companies.get(entity)
    if company is not None and company.owner and company.owner != entity:
        return _controller(game, company.owner, at, changed, upto)
    return None


def _president_before(game: Game, sym: str, at: int, upto: int) -> str | None:
    """The president of `sym` when action `at` was taken (rare: presidency changed since)."""
    for line in reversed(game.log[:upto]):
        if line.action_index >= at:
            continue
        found = _presidency(game, line.text)
        if found and found[1] == sym:
            return found[0]
    return game.corporations[sym].president


def _presidency(game: Game, text: str) -> tuple[str, str] | None:
    """(player id, corporation) when a log line makes someone president."""
    split = _player_prefix(game, text)
    if split is None:
        return None
    m = re.fullmatch(r"becomes president of (\S+)|starts (\S+) at par .*", split[1])
    return (split[0], m.group(1) or m.group(2)) if m else None


def _player_prefix(game: Game, text: str) -> tuple[str, str] | None:
    """(player id, rest of the line) when the line starts with a player's name."""
    for p in sorted(game.players, key=lambda p: -len(p.name)):  # "Al" must not match "Al B"
        if text.startswith(p.name + " "):
            return p.id, text[len(p.name) + 1 :]
    return None


# ----------------------------------------------------------------- reading the log


@dataclass(frozen=True)
class Event:
    index: int  # the action that caused it
    who: str  # player id, company symbol, or "" for the game itself
    kind: str
    args: tuple[str, ...] = ()


PLAYER_EVENTS = [
    ("buy_share", r"buys (\d+)% of (\S+) from the (?:IPO|market) for \S+"),
    ("sell_share", r"sells (\d+)% of (\S+) for (\S+)"),
    ("president", r"becomes president of (\S+)"),
    ("par", r"starts (\S+) at par (\S+)"),
    ("contribute", r"contributes (\S+)"),
    ("merger_pay", r"receives (\S+) for (\d+)% of (\S+)"),
    ("pass", r"passes.*"),
    ("bid_logged", r"bids (\S+) on (\S+)"),  # price, company
    ("bankrupt", r"is bankrupt"),
    ("buy_company", r"buys (\S+) for (\S+)"),
    ("buy_company", r"buys (\S+) from (.+) for (\S+)"),
    ("sell_company", r"sells (\S+) to (.+) for (\S+)"),
]

COMPANY_EVENTS = [
    ("lay", r"lays tile \S+ in (\S+).*"),
    ("part", r"lays the (Copper Canyon tile).*"),
    ("quiet", r"places its home station in \S+"),  # automatic, at the start of a turn
    ("token", r"places a station in (\S+).*"),
    ("takeover", r"takes over the station in (\S+)"),
    ("run", r"runs for (\S+)"),
    ("pay", r"pays (\S+): .*"),
    ("withhold", r"withholds (\S+)"),
    ("bank_train", r"buys a (\S+)-train from the bank for \S+"),
    ("buy", r"buys (a \S+-train from \S+ for \S+)"),
    ("buy", r"buys (\S+ from .+ for \S+)"),
    ("obsolete", r"'s obsolete (\S+)-train is removed"),
    ("discard", r"discards a (\S+)-train.*"),
    ("float", r"floats.*"),
    ("merge", r"merges into (\S+)"),
    ("close", r"closes"),
    ("quiet", r"receives \S+ for the mail contract"),  # automatic income
    ("quiet", r"pays \S+ to .+"),  # private revenue
]


def _events(game: Game, since: int) -> Iterator[Event]:
    """Events from action `since` on: the log's lines, plus players' passes and
    bids, which the log does not record."""
    lines = game.log[_first_line(game, since) :]
    k = 0
    for i in range(since, len(game.actions)):
        action = game.actions[i]
        if game.is_player(action.entity) and action.type == "pass":
            yield Event(i, action.entity, "pass")
        own = []
        while k < len(lines) and lines[k].action_index <= i:
            own.append(_parse(game, lines[k].action_index, lines[k].text, lines[k]))
            k += 1
        logged_bid = any(e.kind == "bid_logged" for e in own)  # 1822MX logs bids; 18MEX not
        if game.is_player(action.entity) and action.type == "bid" and not logged_bid:
            yield Event(i, action.entity, "bid", (action["company"], game.money(action["price"])))
        yield from own
    for line in lines[k:]:
        yield _parse(game, line.action_index, line.text, line)


def _first_line(game: Game, since: int) -> int:
    """Index of the first log line of action `since` or later (the log is in order)."""
    lo, hi = 0, len(game.log)
    while lo < hi:
        mid = (lo + hi) // 2
        if game.log[mid].action_index < since:
            lo = mid + 1
        else:
            hi = mid
    return lo


def _told(game: Game, line) -> Event | None:
    """The event of a narrator's line (engine/narration.py), read from its data."""
    d = line.data
    if line.kind == "price":
        return Event(line.action_index, d[0], "price", (str(d[1]), str(d[2])))
    if line.kind == "dividend":  # (company, paid in all, paid a 10% share)
        return Event(line.action_index, d[0], "pay", (game.money(10 * d[2]),))
    if line.kind == "withhold":
        return Event(line.action_index, d[0], "withhold", (game.money(d[1]),))
    if line.kind in ("round", "pass", "income"):  # passes are read from the actions
        return Event(line.action_index, "", "quiet")
    if line.kind == "phase":
        return Event(line.action_index, "", "phase", (line.text,))
    return Event(line.action_index, "", "other", (line.text,))


def _parse(game: Game, index: int, text: str, line=None) -> Event:
    if line is not None and line.kind:
        return _told(game, line)
    split = _player_prefix(game, text)
    if split is not None:
        return _match(index, split[0], split[1], PLAYER_EVENTS, text)
    if text.startswith("Phase "):
        return Event(index, "", "phase", (text,))
    m = re.fullmatch(r"Minor (\S+) closes", text)
    if m:
        return Event(index, m.group(1), "close", (f"minor {m.group(1)}",))
    for sym in game.minors.keys() | game.corporations.keys():
        said = game.name_of(sym)
        if said != sym and text.startswith(said + " "):
            text = sym + text[len(said) :]
            break
    who, _, rest = text.partition(" ")
    if who.endswith("'s"):
        who, rest = who[:-2], "'s " + rest
    if who in game.corporations or who in game.minors or who in game.companies:
        return _match(index, who, rest, COMPANY_EVENTS, text)
    return Event(index, "", "other", (text,))


def _match(index: int, who: str, rest: str, table: list, text: str) -> Event:
    for kind, pattern in table:
        m = re.fullmatch(pattern, rest)
        if m:
            return Event(index, who, kind, tuple(g for g in m.groups() if g is not None))
    return Event(index, who, "other", (text,))


# ----------------------------------------------------------------- grouping


@dataclass
class _Line:
    """One digest line being built: `head` then parts "label a, b and c"."""

    head: str
    key: bool = False  # never cut
    sep: str = " "  # between the head and the parts
    parts: dict[str, dict[str, int | None]] = field(default_factory=dict)
    sale_price: dict[str, int] = field(default_factory=dict)  # corp -> price at its first sale

    def add(self, label: str, what: str, percent: int | None = None) -> None:
        entries = self.parts.setdefault(label, {})
        if percent is None:
            entries.setdefault(what, None)
        else:
            entries[what] = (entries.get(what) or 0) + percent

    def drop(self, label: str, suffix: str) -> None:
        entries = self.parts.get(label, {})
        for what in [w for w in entries if w.endswith(suffix)]:
            del entries[what]

    def only_passed(self) -> bool:
        return [label for label, e in self.parts.items() if e] == ["passed"]

    def render(self, game: Game) -> str:
        parts = {label: e for label, e in self.parts.items() if e}
        if len(parts) > 1:
            parts.pop("passed", None)  # passing matters only when nothing else was done
        said = [self._part(game, label, e) for label, e in parts.items()]
        return self.sep.join(s for s in (self.head, ", ".join(said)) if s)

    def _part(self, game: Game, label: str, entries: dict[str, int | None]) -> str:
        items = [self._item(game, label, what, pct) for what, pct in entries.items()]
        return " ".join(s for s in (label, _and(items)) if s)

    def _item(self, game: Game, label: str, what: str, percent: int | None) -> str:
        if percent is None:
            return what
        text = f"{percent}% of {what}"
        corp = game.corporations.get(what)
        if label == "sold" and corp and not corp.removed:
            text += f" ({_price_change(game, self.sale_price.get(what), game.share_price(corp))})"
        return text


def _price_change(game: Game, was: int | None, now: int) -> str:
    if was is None:
        return f"now {game.money(now)}"
    if was == now:
        return f"price {game.money(now)}"
    return f"price {game.money(was)}, now {game.money(now)}"


def _and(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def _amount(money: str) -> int:
    return int(re.sub(r"\D", "", money) or 0)


class _Grouper:
    """Folds events into lines: a company's turn, a player's share dealings in one
    stretch of stock round, and key events on lines of their own."""

    def __init__(self, game: Game, reader: str | None = None) -> None:
        self.game = game
        self.reader = reader  # told of as "You"
        self.lines: list[_Line] = []
        self.turn: _Line | None = None  # the company turn being read
        self.turn_sym = ""
        self.stock: dict[str, _Line] | None = None  # player -> line, this stock stretch
        self.last_player: _Line | None = None
        self.rust: str | None = None  # trains rusting by the last purchase, told with the phase
        self.prices: dict[str, list[int]] = {}  # company -> [first price, last price]

    def _name(self, ident: str) -> str:
        return "You" if ident == self.reader else self.game.name_of(ident)

    def feed(self, e: Event) -> None:
        if self.rust and e.kind != "phase":
            self._key(self.rust)
            self.rust = None
        if e.kind == "quiet":
            return
        if e.kind == "price":
            moved = self.prices.setdefault(e.who, [int(e.args[0]), 0])
            moved[1] = int(e.args[1])
            return
        if e.kind in ("phase", "other", "president", "bankrupt", "merge", "close", "merger_pay"):
            self._special(e)
        elif self.game.is_player(e.who) and e.kind != "contribute":
            self._player(e)
        else:
            self._company(e)

    def finish(self) -> list[_Line]:
        if self.rust:
            self._key(self.rust)
        moves = [f"{self.game.name_of(sym)} {self.game.money(a)} → {self.game.money(b)}"
                 for sym, (a, b) in self.prices.items() if a != b]
        if moves:
            self._key("Share prices: " + ", ".join(moves))
        return self.lines

    # --- key lines and the rest

    def _key(self, text: str) -> _Line:
        line = _Line(text, key=True)
        self.lines.append(line)
        return line

    def _special(self, e: Event) -> None:
        name = self._name(e.who)
        if e.kind == "phase":
            self._key(e.args[0] + (f"; {self.rust}" if self.rust else ""))
            self.rust = None
        elif e.kind == "other":
            self.lines.append(_Line(e.args[0], key=not e.who))  # game-wide news is key
        elif e.kind == "president":
            self._key(f"{name} became president of {e.args[0]}")
        elif e.kind == "bankrupt":
            self._key(f"{name} went bankrupt")
        elif e.kind == "merge":
            self._key(f"{e.who} merged into {e.args[0]}").sep = ", "
        elif e.kind == "close":
            self._close(e.args[0] if e.args else e.who)
        elif e.kind == "merger_pay":
            self._merger_pay(e)

    def _close(self, what: str) -> None:
        last = self.lines[-1] if self.lines else None
        if last is None or last.head != "Closed:":
            last = self._key("Closed:")
        last.add("", what)

    def _merger_pay(self, e: Event) -> None:
        money, pct, corp = e.args
        last = self.lines[-1] if self.lines else None
        if last is None or not last.head.startswith(f"{corp} merged"):
            last = self._key(f"{corp} merged")
            last.sep = ", "
        per = _amount(money) * 10 // max(1, int(pct))
        last.add("shareholders got", f"{self.game.money(per)} per 10%")

    # --- stock rounds

    def _player(self, e: Event) -> None:
        if not self._emergency_sale(e):
            self.turn = None
        if self.stock is None:
            self.stock = {}
        line = self.stock.get(e.who)
        if line is None:
            line = self.stock[e.who] = _Line(self._name(e.who))
            self.lines.append(line)
        self.last_player = line
        self._deal(line, e)

    def _emergency_sale(self, e: Event) -> bool:
        """A president selling during their company's turn: the turn goes on."""
        corp = self.game.corporations.get(self.turn_sym) if self.turn else None
        return bool(corp) and e.kind == "sell_share" and corp.president == e.who

    def _deal(self, line: _Line, e: Event) -> None:
        a = e.args
        if e.kind == "buy_share":
            line.add("bought", a[1], int(a[0]))
        elif e.kind == "sell_share":
            line.add("sold", a[1], int(a[0]))
            if int(a[0]) % 10 == 0:  # a lone 5% sells at a rounded half price
                line.sale_price.setdefault(a[1], _amount(a[2]) * 10 // int(a[0]))
        elif e.kind == "par":
            line.add("started", f"{a[0]} at {a[1]}")
        elif e.kind == "bid":
            line.add("bid", f"{a[1]} on {a[0]}")
        elif e.kind == "bid_logged":
            line.add("bid", f"{a[0]} on {a[1]}")
        elif e.kind == "buy_company":
            line.drop("bid", f" on {a[0]}")  # the winning bid is the purchase
            line.add("bought", " from ".join(a[:-1]) + f" for {a[-1]}")
        elif e.kind == "sell_company":
            line.add("sold", f"{a[0]} to {a[1]} for {a[2]}")
        elif e.kind == "pass":
            line.add("passed", "")

    # --- operating turns

    def _company(self, e: Event) -> None:
        if e.kind == "float":
            self._float(e.who)
            return
        if e.kind == "contribute":
            if self.turn is None:
                self.lines.append(_Line(f"{self._name(e.who)} paid in {e.args[0]}"))
            else:
                self.turn.add("", f"{self._name(e.who)} paid in {e.args[0]}")
            return
        if self.turn is None or self.turn_sym != e.who:
            self.stock = None
            self.turn, self.turn_sym = _Line(e.who), e.who
            self.lines.append(self.turn)
        self._operate(self.turn, e)

    def _float(self, sym: str) -> None:
        if self.stock is not None and self.last_player is not None:
            self.last_player.add("", f"{sym} floated")
        else:
            self.lines.append(_Line(f"{sym} floated"))

    def _operate(self, turn: _Line, e: Event) -> None:
        a = e.args
        simple = {
            "lay": "laid track in",
            "token": "placed a station in",
            "takeover": "took over the station in",
            "run": "ran for",
            "withhold": "withheld",
            "buy": "bought",
            "part": "laid the",
        }
        if e.kind in simple:
            turn.add(simple[e.kind], a[0])
        elif e.kind == "pay":
            turn.add("paid", self._per_share(e.who, _amount(a[0])))
        elif e.kind == "bank_train":
            turn.add("bought", f"a {a[0]}-train")
            self.rust = self._rusting(e.index, a[0])
        elif e.kind == "obsolete":
            turn.add("lost", f"its obsolete {a[0]}-train")
        elif e.kind == "discard":
            turn.add("discarded", f"a {a[0]}-train")

    def _per_share(self, sym: str, revenue: int) -> str:
        corp = self.game.corporations.get(sym)
        tens = corp is None or all(s.percent == 10 for s in corp.shares if not s.president)
        per = self.game.money(-(-revenue // 10))
        return f"{per} a share" if tens else f"{per} per 10%"

    def _rusting(self, index: int, name: str) -> str | None:
        """'2-trains rust' when the purchase at `index` was the first train `name`."""
        action = self.game.actions[index] if 0 <= index < len(self.game.actions) else None
        if action is None or action.type != "buy_train":
            return None
        if str(action.get("train", "")) != f"{name}-0":
            return None
        trains = self.game.depot.trains
        rust = sorted({t.name for t in trains if t.rusts_on == name})
        old = sorted({t.name for t in trains if t.obsolete_on == name})
        said = [f"{_and([t + '-trains' for t in rust])} rust"] if rust else []
        said += [f"{_and([t + '-trains' for t in old])} become obsolete"] if old else []
        return "; ".join(said) or None


def summarise(game: Game, since: int, reader: str | None = None) -> list[str]:
    """The digest lines of everything from action `since` on (capped). What
    befell `reader` (an auction won, a presidency) is told as "You ..."; their
    automatic passes are left out."""
    grouper = _Grouper(game, reader)
    for event in _events(game, since):
        if not (event.kind == "pass" and event.who == reader):
            grouper.feed(event)
    lines = _join_passes(game, grouper.finish())
    return _cap([(key, text) for key, text in lines if text])


def _join_passes(game: Game, lines: list[_Line]) -> list[tuple[bool, str]]:
    """(key, text) of each line; players in a row who only passed share one line."""
    out: list[tuple[bool, str]] = []
    passers: list[str] = []
    for line in [*lines, None]:
        if line is not None and line.only_passed():
            passers.append(line.head)
            continue
        if passers:
            out.append((False, f"{_and(passers)} passed"))
            passers = []
        if line is not None:
            out.append((line.key, line.render(game)))
    return out


def _cap(lines: list[tuple[bool, str]]) -> list[str]:
    """At most MAX_LINES: key lines stay, the others are kept from the start."""
    if len(lines) <= MAX_LINES:
        return [text for _, text in lines]
    room = MAX_LINES - 1 - sum(key for key, _ in lines)
    kept: list[str] = []
    for key, text in lines:
        if key or room > 0:
            kept.append(text)
            room -= not key
    return [*kept, f"… and {len(lines) - len(kept)} more (see the log)"]
