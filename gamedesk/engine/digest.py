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
from gamedesk.engine.messages import QT_TRANSLATE_NOOP, Items, Msg, a_train, msg, trains, value

MAX_LINES = 12


@dataclass(frozen=True)
class Digest:
    player: str  # the player id the digest is for
    since: int  # index of the first action after the player's own last one
    lines: list[str]  # chronological; see the module docstring for the cap
    said: list = field(default_factory=list)  # the lines as Msgs, told in any language

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
    said = summarise_said(game, since, player)
    return Digest(player, since, [value(s) for s in said], said) if said else None


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
    args: tuple = ()  # words of the log line (names, sums) or, for news, its Msg


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
    ("part", r"lays the Copper Canyon tile.*"),
    ("quiet", r"places its home station in \S+"),  # automatic, at the start of a turn
    ("token", r"places a station in (\S+).*"),
    ("takeover", r"takes over the station in (\S+)"),
    ("run", r"runs for (\S+)"),
    ("pay", r"pays (\S+): .*"),
    ("withhold", r"withholds (\S+)"),
    ("bank_train", r"buys a (\S+)-train from the bank for \S+"),
    ("buy_train", r"buys an? (\S+)-train from (\S+) for (\S+)"),
    ("buy", r"buys (\S+) from (.+) for (\S+)"),
    ("obsolete", r"'s obsolete (\S+)-train is removed"),
    ("discard", r"discards a (\S+)-train.*"),
    ("float", r"floats.*"),
    ("merge", r"merges into (\S+)"),
    ("close", r"closes"),
    ("close", r"reaches the Closed zone and closes"),  # 18MW
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
        return Event(line.action_index, "", "phase", (_said(line),))
    return Event(line.action_index, "", "other", (_said(line),))


def _said(line) -> Msg:
    """A log line as its template and parameters, told in the language chosen."""
    return (line.template, line.params or {})


def _parse(game: Game, index: int, text: str, line=None) -> Event:
    if line is not None and line.kind:
        return _told(game, line)
    said = _said(line) if line is not None else (text, {})
    split = _player_prefix(game, text)
    if split is not None:
        return _match(index, split[0], split[1], PLAYER_EVENTS, said)
    if text.startswith("Phase "):
        return Event(index, "", "phase", (said,))
    m = re.fullmatch(r"Minor (\S+) closes", text)
    if m:
        return Event(index, m.group(1), "close",
                     (msg(QT_TRANSLATE_NOOP("game", "minor {minor}"), minor=m.group(1)),))
    for sym in game.minors.keys() | game.corporations.keys():
        name = game.name_of(sym)  # not `said`: that is the line as told, kept for "other"
        if name != sym and text.startswith(name + " "):
            text = sym + text[len(name) :]
            break
    who, _, rest = text.partition(" ")
    if who.endswith("'s"):
        who, rest = who[:-2], "'s " + rest
    if who in game.corporations or who in game.minors or who in game.companies:
        return _match(index, who, rest, COMPANY_EVENTS, said)
    return Event(index, "", "other", (said,))


def _match(index: int, who: str, rest: str, table: list, said: Msg) -> Event:
    for kind, pattern in table:
        m = re.fullmatch(pattern, rest)
        if m:
            return Event(index, who, kind, tuple(g for g in m.groups() if g is not None))
    return Event(index, who, "other", (said,))


# ----------------------------------------------------------------- grouping


# What a line says a player or company did, each with its items ("bought 20% of
# SPM and 10% of MEX"); the key is the English word the grouping goes by.
DEEDS = {
    "bought": QT_TRANSLATE_NOOP("game", "bought {items}"),
    "sold": QT_TRANSLATE_NOOP("game", "sold {items}"),
    "started": QT_TRANSLATE_NOOP("game", "started {items}"),
    "bid": QT_TRANSLATE_NOOP("game", "bid {items}"),
    "passed": QT_TRANSLATE_NOOP("game", "passed"),
    "laid track in": QT_TRANSLATE_NOOP("game", "laid track in {items}"),
    "placed a station in": QT_TRANSLATE_NOOP("game", "placed a station in {items}"),
    "took over the station in": QT_TRANSLATE_NOOP("game", "took over the station in {items}"),
    "ran for": QT_TRANSLATE_NOOP("game", "ran for {items}"),
    "withheld": QT_TRANSLATE_NOOP("game", "withheld {items}"),
    "paid": QT_TRANSLATE_NOOP("game", "paid {items}"),
    "lost": QT_TRANSLATE_NOOP("game", "lost {items}"),
    "discarded": QT_TRANSLATE_NOOP("game", "discarded {items}"),
    "laid": QT_TRANSLATE_NOOP("game", "laid {items}"),
    "shareholders got": QT_TRANSLATE_NOOP("game", "shareholders got {items}"),
}
CLOSED = (QT_TRANSLATE_NOOP("game", "Closed:"), {})


@dataclass
class _Line:
    """One digest line being built: `head` then parts "label a, b and c"."""

    head: str | Msg
    key: bool = False  # never cut
    sep: str = " "  # between the head and the parts
    # label -> {the item in English: [the item, its percent or None]}
    parts: dict[str, dict[str, list]] = field(default_factory=dict)
    sale_price: dict[str, int] = field(default_factory=dict)  # corp -> price at its first sale
    merged: str = ""  # the company whose merger the line tells

    def add(self, label: str, what: str | Msg, percent: int | None = None) -> None:
        entry = self.parts.setdefault(label, {}).setdefault(value(what), [what, None])
        if percent is not None:
            entry[1] = (entry[1] or 0) + percent

    def drop(self, label: str, suffix: str) -> None:
        entries = self.parts.get(label, {})
        for said in [w for w in entries if w.endswith(suffix)]:
            del entries[said]

    def only_passed(self) -> bool:
        return [label for label, e in self.parts.items() if e] == ["passed"]

    def render(self, game: Game) -> Msg:
        parts = {label: e for label, e in self.parts.items() if e}
        if len(parts) > 1:
            parts.pop("passed", None)  # passing matters only when nothing else was done
        said = Items(self._part(game, label, e) for label, e in parts.items())
        head = self.head  # a name stays as it is; a Msg is told
        if not said:
            return head
        if not self.head:
            return msg("{parts}", parts=said)
        if self.sep == ", ":
            return msg(QT_TRANSLATE_NOOP("game", "{head}, {parts}"), head=head, parts=said)
        return msg(QT_TRANSLATE_NOOP("game", "{head} {parts}"), head=head, parts=said)

    def _part(self, game: Game, label: str, entries: dict[str, list]) -> Msg:
        items = _and([self._item(game, label, what, pct) for what, pct in entries.values()])
        if label == "passed":
            return msg(DEEDS[label])
        return msg(DEEDS[label], items=items) if label else items

    def _item(self, game: Game, label: str, what, percent: int | None):
        if percent is None:
            return what
        corp = game.corporations.get(what)
        if label == "sold" and corp and not corp.removed:
            change = _price_change(game, self.sale_price.get(what), game.share_price(corp))
            return msg(QT_TRANSLATE_NOOP("game", "{percent}% of {company} ({change})"),
                       percent=percent, company=what, change=change)
        return msg(QT_TRANSLATE_NOOP("game", "{percent}% of {company}"), percent=percent,
                   company=what)


def _price_change(game: Game, was: int | None, now: int) -> Msg:
    if was is None:
        return msg(QT_TRANSLATE_NOOP("game", "now {price}"), price=game.money(now))
    if was == now:
        return msg(QT_TRANSLATE_NOOP("game", "price {price}"), price=game.money(now))
    return msg(QT_TRANSLATE_NOOP("game", "price {was}, now {price}"), was=game.money(was),
               price=game.money(now))


def _and(items: list):
    """"a", "a and b", "a, b and c"."""
    if len(items) == 1:
        return items[0]
    return msg(QT_TRANSLATE_NOOP("game", "{items} and {last}"), items=Items(items[:-1]),
               last=items[-1])


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
        self.rust: Msg | None = None  # trains rusting by the last purchase, told with the phase
        self.prices: dict[str, list[int]] = {}  # company -> [first price, last price]

    def _name(self, ident: str) -> str | Msg:
        if ident == self.reader:
            return msg(QT_TRANSLATE_NOOP("game", "You"))
        return self.game.name_of(ident)

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
        g = self.game
        moves = Items(f"{g.name_of(sym)} {g.money(a)} → {g.money(b)}"
                      for sym, (a, b) in self.prices.items() if a != b)
        if moves:
            self._key(msg(QT_TRANSLATE_NOOP("game", "Share prices: {moves}"), moves=moves))
        return self.lines

    # --- key lines and the rest

    def _key(self, text: str | Msg) -> _Line:
        line = _Line(text, key=True)
        self.lines.append(line)
        return line

    def _special(self, e: Event) -> None:
        name = self._name(e.who)
        if e.kind == "phase":
            if self.rust:
                self._key(msg("{phase}; {rust}", phase=e.args[0], rust=self.rust))
            else:
                self._key(e.args[0])
            self.rust = None
        elif e.kind == "other":
            self.lines.append(_Line(e.args[0], key=not e.who))  # game-wide news is key
        elif e.kind == "president":
            self._key(msg(QT_TRANSLATE_NOOP("game", "{player} became president of {company}"),
                          player=name, company=e.args[0]))
        elif e.kind == "bankrupt":
            self._key(msg(QT_TRANSLATE_NOOP("game", "{player} went bankrupt"), player=name))
        elif e.kind == "merge":
            self._key(msg(QT_TRANSLATE_NOOP("game", "{company} merged into {other}"),
                          company=e.who, other=e.args[0])).sep = ", "
        elif e.kind == "close":
            self._close(e.args[0] if e.args else e.who)
        elif e.kind == "merger_pay":
            self._merger_pay(e)

    def _close(self, what) -> None:
        last = self.lines[-1] if self.lines else None
        if last is None or last.head != CLOSED:
            last = self._key(CLOSED)
        last.add("", what)

    def _merger_pay(self, e: Event) -> None:
        money, pct, corp = e.args
        last = self.lines[-1] if self.lines else None
        if last is None or last.merged != corp:
            last = self._key(msg(QT_TRANSLATE_NOOP("game", "{company} merged"), company=corp))
            last.sep, last.merged = ", ", corp
        per = _amount(money) * 10 // max(1, int(pct))
        last.add("shareholders got", msg(QT_TRANSLATE_NOOP("game", "{amount} per 10%"),
                                         amount=self.game.money(per)))

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
            line.add("started", msg(QT_TRANSLATE_NOOP("game", "{company} at {price}"),
                                    company=a[0], price=a[1]))
        elif e.kind in ("bid", "bid_logged"):
            company, price = (a[0], a[1]) if e.kind == "bid" else (a[1], a[0])
            line.add("bid", msg(QT_TRANSLATE_NOOP("game", "{price} on {company}"),
                                price=price, company=company))
        elif e.kind == "buy_company":
            line.drop("bid", f" on {a[0]}")  # the winning bid is the purchase
            if len(a) == 3:
                line.add("bought", msg(QT_TRANSLATE_NOOP("game", "{private} from {seller} for "
                                                                 "{price}"),
                                       private=a[0], seller=a[1], price=a[2]))
            else:
                line.add("bought", msg(QT_TRANSLATE_NOOP("game", "{private} for {price}"),
                                       private=a[0], price=a[1]))
        elif e.kind == "sell_company":
            line.add("sold", msg(QT_TRANSLATE_NOOP("game", "{private} to {buyer} for {price}"),
                                 private=a[0], buyer=a[1], price=a[2]))
        elif e.kind == "pass":
            line.add("passed", "")

    # --- operating turns

    def _company(self, e: Event) -> None:
        if e.kind == "float":
            self._float(e.who)
            return
        if e.kind == "contribute":
            paid = msg(QT_TRANSLATE_NOOP("game", "{player} paid in {amount}"),
                       player=self._name(e.who), amount=e.args[0])
            if self.turn is None:
                self.lines.append(_Line(paid))
            else:
                self.turn.add("", paid)
            return
        if self.turn is None or self.turn_sym != e.who:
            self.stock = None
            self.turn, self.turn_sym = _Line(e.who), e.who
            self.lines.append(self.turn)
        self._operate(self.turn, e)

    def _float(self, sym: str) -> None:
        floated = msg(QT_TRANSLATE_NOOP("game", "{company} floated"), company=sym)
        if self.stock is not None and self.last_player is not None:
            self.last_player.add("", floated)
        else:
            self.lines.append(_Line(floated))

    def _operate(self, turn: _Line, e: Event) -> None:
        a = e.args
        simple = {
            "lay": "laid track in",
            "token": "placed a station in",
            "takeover": "took over the station in",
            "run": "ran for",
            "withhold": "withheld",
        }
        if e.kind in simple:
            turn.add(simple[e.kind], a[0])
        elif e.kind == "part":
            turn.add("laid", msg(QT_TRANSLATE_NOOP("game", "the Copper Canyon tile")))
        elif e.kind == "pay":
            turn.add("paid", self._per_share(e.who, _amount(a[0])))
        elif e.kind == "bank_train":
            turn.add("bought", a_train(a[0]))
            self.rust = self._rusting(e.index, a[0])
        elif e.kind == "buy_train":
            turn.add("bought", msg(QT_TRANSLATE_NOOP("game", "{train} from {seller} for {price}"),
                                   train=a_train(a[0]), seller=a[1], price=a[2]))
        elif e.kind == "buy":
            turn.add("bought", msg(QT_TRANSLATE_NOOP("game", "{private} from {seller} for "
                                                             "{price}"),
                                   private=a[0], seller=a[1], price=a[2]))
        elif e.kind == "obsolete":
            turn.add("lost", msg(QT_TRANSLATE_NOOP("game", "its obsolete {train}-train"),
                                 train=a[0]))
        elif e.kind == "discard":
            turn.add("discarded", a_train(a[0]))

    def _per_share(self, sym: str, revenue: int) -> Msg:
        corp = self.game.corporations.get(sym)
        tens = corp is None or all(s.percent == 10 for s in corp.shares if not s.president)
        per = self.game.money(-(-revenue // 10))
        if tens:
            return msg(QT_TRANSLATE_NOOP("game", "{amount} a share"), amount=per)
        return msg(QT_TRANSLATE_NOOP("game", "{amount} per 10%"), amount=per)

    def _rusting(self, index: int, name: str) -> Msg | None:
        """'2-trains rust' when the purchase at `index` was the first train `name`."""
        action = self.game.actions[index] if 0 <= index < len(self.game.actions) else None
        if action is None or action.type != "buy_train":
            return None
        if str(action.get("train", "")) != f"{name}-0":
            return None
        depot = self.game.depot.trains
        rust = sorted({t.name for t in depot if t.rusts_on == name})
        old = sorted({t.name for t in depot if t.obsolete_on == name})
        said = []
        if rust:
            said.append(msg(QT_TRANSLATE_NOOP("game", "{trains} rust"),
                            trains=_and([trains(t) for t in rust])))
        if old:
            said.append(msg(QT_TRANSLATE_NOOP("game", "{trains} become obsolete"),
                            trains=_and([trains(t) for t in old])))
        if not said:
            return None
        return said[0] if len(said) == 1 else msg("{rust}; {old}", rust=said[0], old=said[1])


def summarise(game: Game, since: int, reader: str | None = None) -> list[str]:
    """The digest lines of everything from action `since` on (capped), in English.
    What befell `reader` (an auction won, a presidency) is told as "You ..."; their
    automatic passes are left out."""
    return [value(said) for said in summarise_said(game, since, reader)]


def summarise_said(game: Game, since: int, reader: str | None = None) -> list[Msg]:
    """The digest lines as Msgs, told in the language chosen when shown."""
    grouper = _Grouper(game, reader)
    for event in _events(game, since):
        if not (event.kind == "pass" and event.who == reader):
            grouper.feed(event)
    lines = _join_passes(game, grouper.finish())
    return _cap([(key, said) for key, said in lines if value(said)])


def _join_passes(game: Game, lines: list[_Line]) -> list[tuple[bool, Msg]]:
    """(key, line) of each line; players in a row who only passed share one line."""
    out: list[tuple[bool, Msg]] = []
    passers: list = []
    for line in [*lines, None]:
        if line is not None and line.only_passed():
            passers.append(line.head)
            continue
        if passers:
            out.append((False, msg(QT_TRANSLATE_NOOP("game", "{players} passed"),
                                   players=_and(passers))))
            passers = []
        if line is not None:
            out.append((line.key, line.render(game)))
    return out


def _cap(lines: list[tuple[bool, Msg]]) -> list[Msg]:
    """At most MAX_LINES: key lines stay, the others are kept from the start."""
    if len(lines) <= MAX_LINES:
        return [said for _, said in lines]
    room = MAX_LINES - 1 - sum(key for key, _ in lines)
    kept: list[Msg] = []
    for key, said in lines:
        if key or room > 0:
            kept.append(said)
            room -= not key
    more = msg(QT_TRANSLATE_NOOP("game", "… and {count} more (see the log)"),
               count=len(lines) - len(kept))
    return [*kept, more]
