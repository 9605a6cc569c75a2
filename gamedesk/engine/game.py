"""The Game: all state of one game, `process(action)`, and queries for views.

A title subclasses `Game` and overrides only what its rules change (each
override names its rule). Rounds and their steps live in `engine/rounds`.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import ClassVar

from gamedesk.engine import narration, step_info
from gamedesk.engine.actions import Action
from gamedesk.engine.board import Board
from gamedesk.engine.board.run_rules import RunRules
from gamedesk.engine.data import TitleData
from gamedesk.engine.entities import (
    IPO,
    POOL,
    Company,
    Corporation,
    Minor,
    Operator,
    Player,
    Share,
)
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.history import snapshot
from gamedesk.engine.market import StockMarket
from gamedesk.engine.messages import QT_TRANSLATE_NOOP, Msg, Translate, end_reason, render
from gamedesk.engine.money import Bank, transfer
from gamedesk.engine.operating_rules import OperatingRules
from gamedesk.engine.phases import Phases
from gamedesk.engine.recovery import Guard
from gamedesk.engine.stock_rules import StockRules
from gamedesk.engine.train_rules import TrainRules
from gamedesk.engine.trains import DEPOT, POOL as TRAIN_POOL, SCRAPPED, Depot, Train

PROFILES = ("rulebook", "18xx.games")

# `Game._legal` while an action is applied: the position is in between, keep no list.
LISTING_OFF = False


class LogLine:
    """One line of the game log: a template and its parameters (engine/messages.py),
    formatted in English when `text` is first read, in another language by the UI."""

    __slots__ = ("_text", "action_index", "data", "kind", "params", "template")

    def __init__(
        self,
        action_index: int,  # index into game.actions of the action that caused it (-1: setup)
        template: str,
        kind: str = "",  # "" for the rules' own lines; the narrator's: "round", "price", ...
        data: tuple = (),  # what a narrator line tells, for the hand-over digest
        params: dict | None = None,  # None: `template` is the sentence itself
    ) -> None:
        self.action_index = action_index
        self.template = template
        self.kind = kind
        self.data = data
        self.params = params
        self._text: str | None = None if params else template

    @property
    def text(self) -> str:
        """The line in English."""
        if self._text is None:
            self._text = render(self.template, self.params)
        return self._text

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, LogLine):
            return NotImplemented
        return (self.action_index, self.template, self.params, self.kind, self.data) == (
            other.action_index, other.template, other.params, other.kind, other.data)

    __hash__ = None  # mutable, as the dataclass it replaces

    def __repr__(self) -> str:
        return f"LogLine({self.action_index}, {self.text!r}, {self.kind!r})"


class Game(StockRules, OperatingRules, TrainRules):
    """One game. Build it with a title's factory (gamedesk.titles.new_game)."""

    title: str = ""
    #: how the title's trains run and what routes earn (board run rules; the
    #: plain rules unless a title names its own)
    run_rules: type[RunRules] = RunRules
    # Optional rules of the title's data that this engine cannot play yet.
    unplayable_options: frozenset[str] = frozenset()

    def __init__(
        self,
        data: TitleData,
        players: list[tuple[str, str]],
        *,
        profile: str = "rulebook",
        options: frozenset[str] = frozenset(),
        seed: int = 0,
    ) -> None:
        if profile not in PROFILES:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "unknown rules profile {profile!r}"),
                "setup", profile=profile,
            )
        self.data = data
        self.profile = profile
        self.options = frozenset(options)
        self.seed = seed
        self.actions: list[Action] = []
        self.interrupts: list = []
        self.log: list[LogLine] = []
        self.finished = False
        self.end_reason: str | None = None
        self.end_pending: str | None = None  # a trigger that ends the game at the next OR end
        self.turn = 1  # one turn = one stock round and its operating rounds
        self.round_num = 1
        self._check_players(players)
        self.players = [Player(str(pid), name) for pid, name in players]
        self.seating = list(self.players)  # as created; `players` may rotate with priority
        self.bank = Bank(data.game["bank"]["cash"], break_at_zero=self.rulebook)
        self.market = StockMarket(data.game["stock_market"])
        self.depot = Depot(data.game["trains"])
        # (its owner before, the train) of every train that left the game, in order:
        # the narrator tells rusting from it without comparing every company's trains
        self.scrapped: list[tuple[str, Train]] = []
        self.phases = Phases(data.game["phases"])
        self.board = Board(data, profile=profile, options=self.options, rules=self.run_rules)
        self.companies: dict[str, Company] = {}
        self.corporations: dict[str, Corporation] = {}
        self.minors: dict[str, Minor] = {}
        self.setup()
        self.round = self.first_round()
        self.add_log(narration.round_header(self), "round")
        # What rebuilds this game as it starts: a refused action before the first
        # checkpoint copy replays from here (engine/recovery.py).
        self._origin = (data, list(players), profile, self.options, seed)

    # ----------------------------------------------------------------- setup

    @property
    def rulebook(self) -> bool:
        return self.profile == "rulebook"

    @property
    def gx(self) -> bool:
        return self.profile == "18xx.games"

    def _check_players(self, players: list[tuple[str, str]]) -> None:
        bounds = self.data.game["players"]
        if not bounds["min"] <= len(players) <= bounds["max"]:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "{title} takes {min} to {max} players, not {count}"),
                "R-001", title=self.title, min=bounds['min'], max=bounds['max'], count=len(players),
            )
        ids = [str(p[0]) for p in players]
        if len(set(ids)) != len(ids):
            raise IllegalAction(QT_TRANSLATE_NOOP("game", "two players have the same id"), "setup")

    def setup(self) -> None:
        """Starting cash, companies, corporations. Titles extend it."""
        start = self.data.game["starting_cash"][str(len(self.players))]
        for player in self.players:
            transfer(self.bank, player, start)
        for d in self.data.game["companies"]:
            if d.get("optional_rule") and d["optional_rule"] not in self.options:
                continue
            self.companies[d["sym"]] = Company(
                d["sym"],
                d["name"],
                d["kind"],
                d["value"],
                d["revenue"],
                abilities=list(d.get("abilities", [])),
            )
        for d in self.data.game["corporations"]:
            self.corporations[d["sym"]] = self._make_corporation(d)
        for d in self.data.game.get("minors", []):
            home = d["home"][0]
            self.minors[d["sym"]] = Minor(
                d["sym"],
                d["name"],
                d.get("color", "gray"),
                (home["hex"], home["city"]),
                list(d["tokens"]),
            )
        for op in self.operators():
            if op.home:
                self.board.reserve_home(op.sym, *op.home)

    def _make_corporation(self, d: dict) -> Corporation:
        home = d["home"][0] if d.get("home") else None
        corp = Corporation(
            d["sym"],
            d["name"],
            d.get("color", "gray"),
            (home["hex"], home["city"]) if home else None,
            list(d["tokens"]),
            float_percent=d.get("float_percent", 50),
            max_ownership=d.get("max_ownership_percent", 60),
        )
        corp.shares = [
            Share(d["sym"], s["index"], s["percent"], s["president"]) for s in d["shares"]
        ]
        return corp

    def first_round(self):
        raise NotImplementedError

    # ----------------------------------------------------------------- lookups

    def player(self, pid: str) -> Player:
        for p in self.players:
            if p.id == pid:
                return p
        raise IllegalAction(QT_TRANSLATE_NOOP("game", "no player {player!r}"), "entity", player=pid)

    def is_player(self, ident: str) -> bool:
        # Asked several times an action: the ids are kept as a set, made anew
        # whenever the list of players is (titles reorder or drop players).
        players = self.players
        known = self.__dict__.get("_player_ids")
        if known is None or known[0] is not players or known[1] != len(players):
            known = self._player_ids = (players, len(players), {p.id for p in players})
        return ident in known[2]

    def corporation(self, sym: str) -> Corporation:
        corp = self.corporations.get(sym)
        if corp is None or corp.removed:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "no corporation {company!r}"),
                "entity", company=sym,
            )
        return corp

    def company(self, sym: str) -> Company:
        company = self.companies.get(sym)
        if company is None:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "no company {company!r}"),
                "entity", company=sym,
            )
        return company

    def operator(self, sym: str) -> Operator:
        if sym in self.minors and not self.minors[sym].closed:
            return self.minors[sym]
        return self.corporation(sym)

    def operators(self) -> list[Operator]:
        return [*self.corporations.values(), *self.minors.values()]

    def holder(self, ident: str):
        """The object with a `cash` attribute named by `ident`."""
        if ident == self.bank.id:
            return self.bank
        if self.is_player(ident):
            return self.player(ident)
        if ident in self.corporations:
            return self.corporations[ident]
        if ident in self.minors:
            return self.minors[ident]
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "no one called {ident!r}"),
            "entity", ident=ident,
        )

    def pay(self, payer, payee, amount: int) -> None:
        transfer(payer, payee, amount)

    def next_player(self, pid: str, step: int = 1) -> Player:
        i = [p.id for p in self.players].index(pid)
        return self.players[(i + step) % len(self.players)]

    def players_from(self, pid: str) -> list[Player]:
        """All players in seating order starting with `pid`."""
        i = [p.id for p in self.players].index(pid)
        return self.players[i:] + self.players[:i]

    # ----------------------------------------------------------------- phases

    @property
    def phase(self):
        return self.phases.current

    def colors(self) -> tuple[str, ...]:
        return self.phase.tiles

    def train_limit(self, op: Operator) -> int:
        return self.phase.limit_for(op.kind)

    # ----------------------------------------------------------------- shares

    def share_by_id(self, share_id: str) -> Share:
        corp_sym, _, index = str(share_id).rpartition("_")
        corp = self.corporation(corp_sym)
        # digits only: "-1" must not pick the last certificate, nor "1.0" the second
        if not index.isdecimal() or not index.isascii() or int(index) >= len(corp.shares):
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "no certificate {share_id!r}"),
                "entity", share_id=share_id,
            )
        return corp.shares[int(index)]

    def share_price(self, corp: Corporation) -> int:
        return self.market.price_of(corp.sym) if corp.sym in self.market.position else 0

    def ipo_percent(self, corp: Corporation) -> int:
        return corp.percent_of(IPO)

    def pool_percent(self, corp: Corporation) -> int:
        return corp.percent_of(POOL)

    def move_share(self, share: Share, owner: str) -> None:
        share.owner = owner

    def check_presidency(self, corp: Corporation, previous: str | None = None) -> None:
        """Hand the presidency to a player holding strictly more (R-071…R-073)."""
        current = corp.president
        if current is None:
            return
        best, best_pct = current, corp.percent_of(current)
        for p in self.players_from(previous or current):
            pct = corp.percent_of(p.id)
            if pct > best_pct:
                best, best_pct = p.id, pct
        if best != current:
            self.swap_president(corp, current, best)

    def swap_president(self, corp: Corporation, old: str, new: str) -> None:
        pres = corp.president_share()
        given = self.shares_for_swap(corp, new, pres.percent)
        for s in given:
            s.owner = pres.owner if pres.owner != new else old
        pres.owner = new
        corp.president = new
        self.add_log(QT_TRANSLATE_NOOP("game", "{player} becomes president of {company}"),
                     player=self.player(new).name, company=corp.sym)

    def shares_for_swap(self, corp: Corporation, pid: str, percent: int) -> list[Share]:
        """Certificates the new president hands over for the president's certificate."""
        mine = sorted(
            (s for s in corp.shares_of(pid) if not s.president), key=lambda s: (-s.percent, s.index)
        )
        out, total = [], 0
        for s in mine:
            if total >= percent:
                break
            if total + s.percent <= percent:
                out.append(s)
                total += s.percent
        return out

    def check_float(self, corp: Corporation) -> None:
        if corp.floated or not corp.ipoed:
            return
        sold = 100 - corp.percent_of(IPO)
        if sold >= corp.float_percent:
            self.float_corporation(corp)

    def float_corporation(self, corp: Corporation) -> None:
        corp.floated = True
        self.pay(self.bank, corp, 10 * corp.par)
        self.add_log(QT_TRANSLATE_NOOP("game", "{company} floats and receives {amount}"),
                     company=corp.sym, amount=self.money(10 * corp.par))

    # ----------------------------------------------------------------- trains

    def trains_of(self, op: Operator) -> list[Train]:
        return list(op.trains)

    def give_train(self, train: Train, owner: str) -> None:
        old = train.owner
        if old not in (DEPOT, TRAIN_POOL, SCRAPPED):
            self.operator(old).trains.remove(train)
        train.owner = owner
        if owner == SCRAPPED and old != SCRAPPED:
            self.scrapped.append((old, train))
        if owner not in (DEPOT, TRAIN_POOL, SCRAPPED):
            self.operator(owner).trains.append(train)

    def scrap_train(self, train: Train) -> None:
        self.give_train(train, SCRAPPED)

    # ----------------------------------------------------------------- values

    def certificate_value(self, share: Share) -> int:
        corp = self.corporations[share.corp]
        if not corp.ipoed or corp.removed:
            return 0
        price = self.share_price(corp)
        return -(-price * share.percent // 10)  # rounded up

    def player_value(self, player: Player) -> int:
        total = player.cash
        for corp in self.corporations.values():
            for share in corp.shares_of(player.id):
                total += self.certificate_value(share)
        for company in self.companies.values():
            if company.owner == player.id and not company.closed:
                total += company.value
        return total

    def standings(self) -> list[tuple[int, Player]]:
        """(rank, player), best first by value; equal values share a rank (R-206)."""
        ordered = sorted(self.players, key=lambda p: -self.player_value(p))
        out: list[tuple[int, Player]] = []
        for n, player in enumerate(ordered):
            tied = out and self.player_value(out[-1][1]) == self.player_value(player)
            out.append((out[-1][0] if tied else n + 1, player))
        return out

    def player_extras(self, pid: str) -> list[Msg]:
        """What else a player's card shows in this title: short phrases
        ("loan $150") as templates, told in the window's language."""
        return []

    # ----------------------------------------------------------------- process

    def process(self, action: Action | dict, *, restore: bool = True) -> None:
        """Apply one action, or raise IllegalAction and change nothing.

        Whatever raises while the action is applied, the game is put back in
        place as it was (engine/recovery.py), and the exception goes on. With
        `restore=False` (a whole record replayed, whose game is dropped at the
        first refusal) nothing is noted to put back: the action is checked as
        ever, but a refusal leaves the game half-changed.
        """
        # Re-read through from_dict so that every action's fields are checked.
        action = Action.from_dict(action if isinstance(action, dict) else action.to_dict())
        if self.finished:
            raise IllegalAction(QT_TRANSLATE_NOOP("game", "the game is over"), "R-202")
        hex_ = action.args.get("hex")
        if hex_ is not None and hex_ not in self.board.grid:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "there is no hex {hex!r} on the map"),
                "entity", hex=hex_,
            )
        self._legal = LISTING_OFF  # the position changes: no list is kept meanwhile
        if not restore or self.__dict__.get("_trial"):
            # Nothing to put back: a whole record replayed (its game is dropped at
            # the first refusal) or why_illegal's copy, thrown away after it
            # (restoring a copy deep-copies the checkpoint and replays up to 400 actions).
            self._apply(action)
            self._legal = None
            return
        guard = Guard(self)
        try:
            self._apply(action)
        except Exception:
            guard.restore(self, self._apply)
            raise
        finally:
            self._legal = None  # done or refused (and restored): list anew

    def mark_edited(self) -> None:
        """Say that the state was changed by hand, outside `process` (a test
        building a position): the next action starts from a fresh checkpoint."""
        self._checkpoint = None
        self._edited = True
        self._legal = None

    def _apply(self, action: Action) -> None:
        """Apply a checked action; on an exception the state is left half-changed."""
        self._action_index = len(self.actions)
        if not self.actions:
            self.turning_points = ((0, self.position_signature(), None),)
        if action.type == "end_game":
            self.actions.append(action)
            self.end_game("manually_ended")
            self._note_turning_point()
            return
        self._story = story = narration.Story(self, action)
        try:
            self.round.process(action)
            self.actions.append(action)
            self.after_action()
        finally:
            self._story = None
        story.finish()
        self._note_turning_point()

    def position_signature(self) -> tuple:
        """What the timeline marks: the round (kind and label), the phase, the end."""
        return (self.round.kind, self.round_label(), self.phase.name, self.finished)

    def _note_turning_point(self) -> None:
        """Keep where the round, the phase or the game's state changed, so that a
        timeline of the game needs no second replay (engine/timeline.py)."""
        points = self.__dict__.get("turning_points")
        sig = self.position_signature()
        if points and points[-1][1] != sig:
            reason = self.end_reason if self.finished else None
            self.turning_points = (*points, (len(self.actions), sig, reason))

    def after_action(self) -> None:
        """Advance automatic steps and rounds until someone must decide."""
        for _ in range(10_000):
            if self.finished:
                return
            # An interrupt may be settled as it is raised (18MEX: no company to merge
            # into the NdM); left queued, it would wait for a decision nobody can make.
            self.interrupts[:] = [i for i in self.interrupts if not i.done()]
            if not self.round.advance():
                return
            self.next_round()
            if self._story is not None:
                self._story.round_changed()
        raise RuntimeError("the game does not settle")

    def next_round(self) -> None:
        raise NotImplementedError

    def require_player(self, ident: str) -> None:
        if not self.is_player(ident):
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "{ident!r} is not a player of this game"),
                "entity", ident=ident,
            )

    def end_game(self, reason: str) -> None:
        self.finished = True
        self.end_reason = reason
        self.add_log(QT_TRANSLATE_NOOP("game", "Game over ({reason})"), reason=end_reason(reason))

    # ----------------------------------------------------------------- views

    def active_entities(self) -> list[str]:
        return [] if self.finished else self.round.active_entities()

    def legal_actions(self) -> list[Action]:
        """Every action the rules allow now, as templates (a new list each call).

        Listing is costly (18MW: about 100 ms a position) and the window, bots and
        pass button ask several times a position, so the list is kept until the
        position changes: `process` (done or refused), `mark_edited`, a route
        suggestion accepted, another route search budget. A state edited by hand
        must be followed by `mark_edited()` (docs/architecture.md)."""
        if self.finished:
            return []
        kept = self.__dict__.get("_legal")
        mark = (self.route_search_budget_s, self.route_search_work)
        if kept and kept[0] == mark and kept[1] is self.__dict__.get("_suggested_routes"):
            return list(kept[2])
        listed = tuple(self.round.legal_actions())
        if kept is not LISTING_OFF:
            self._legal = (mark, self.__dict__.get("_suggested_routes"), listed)
        return list(listed)

    def round_name(self) -> str:
        return self.round.name

    def priority_holder(self) -> str:
        """The player holding the priority deal (seating is kept with them first)."""
        return self.players[0].id

    def round_kind(self) -> str:
        """The kind of round being played: "stock", "operating", "auction", ... (stable ids)."""
        return self.round.kind

    def current_step(self) -> str:
        """What the game waits for, as a stable id: an interrupting decision
        ("discard_trains", "merger_offers", ...), a turn's step ("track", "token",
        "routes", "dividend", "buy_train", ...) or the round's kind."""
        if self.interrupts:
            return self.interrupts[0].step_id
        return self.round.step_id()

    # -------------------------------------------- why it waits (engine/step_info.py)

    def waiting_reason(self, translate: Translate | None = None) -> str:
        """Who the game waits for and why, naming the rule: "FCM must buy a train:
        it has none (R-210)"; "" once the game is over. In English, or told
        through `translate` (a window's "game" context)."""
        return step_info.waiting_reason(self, translate)

    def pass_meaning(self, translate: Translate | None = None) -> str | None:
        """What the pass/done button means now, naming the rule ("Done laying track
        — ends the track step; a minor builds one yellow tile (R-130)"); None
        when no pass is offered."""
        return step_info.pass_meaning(self, translate)

    def step_notes(self, translate: Translate | None = None) -> list[str]:
        """Steps a rule ended or skipped, without a decision, since the last one."""
        return step_info.notes(self, translate)

    def note_step(self, text: str | Msg, rule: str) -> None:
        """Record that rule `rule` ended or skipped a step (steps and rounds call it)."""
        step_info.add_note(self, text, self.own_rule(rule))

    # The engine's standard steps cite 18MEX's numbers; a title that runs them
    # under its own inventory maps those numbers to its own here.
    step_rule_ids: ClassVar[Mapping[str, str]] = MappingProxyType({})

    def own_rule(self, rule: str) -> str:
        """`rule` as a standard step cites it, in this title's numbering."""
        return self.step_rule_ids.get(rule, rule)

    def operating_company(self) -> str | None:
        """The symbol of the company taking its operating turn now, or None (also
        while its turn winds up after it was merged away: 18MEX's NdM merger)."""
        op = None if self.finished else self.round.operating()
        if op is None or getattr(op, "removed", False) or (op.closed and op.sym in self.minors):
            return None  # `operator(sym)` would no longer find it
        return op.sym

    def has_operated(self, sym: str) -> bool:
        """Whether company `sym` has finished its turn in the current operating round."""
        return self.round.has_operated(sym)

    def run_revenue(self) -> int | None:
        """The revenue of this turn's run while its dividend is decided; None otherwise."""
        return self.round.run_revenue() if self.current_step() == "dividend" else None

    def operating_order(self) -> list[str]:
        """This operating round's companies in order: those done, the one acting, the rest."""
        order = getattr(self.round, "order", None)
        return order() if order else []

    def why_illegal(self, action: Action | dict) -> IllegalAction | None:
        """The refusal `process(action)` would give, or None if it would be accepted.
        Tried on a copy: the game itself never changes."""
        trial = self.copy()
        trial._trial = True
        try:
            trial.process(action)
        except IllegalAction as exc:
            return exc
        return None

    def is_legal(self, action: Action | dict) -> bool:
        return self.why_illegal(action) is None

    def copy(self) -> Game:
        """An independent copy of this game (for look-ahead: bots, hints, `is_legal`)."""
        return snapshot(self)

    def price_range(self, action: Action) -> tuple[int, int] | None:
        """The prices the rules allow for a bid or purchase like `action`, or None."""
        return self.round_price_range(action)

    def round_price_range(self, action: Action) -> tuple[int, int] | None:
        handler = getattr(self.round, "price_range", None)
        return handler(action) if handler else None

    def price_step(self, action: Action) -> int:
        """The step between the amounts a ranged action may take (bids go in $5)."""
        return 5 if action.type == "bid" else 1

    def station_price(self, sym: str) -> int:
        """What company `sym`'s next station costs (R-104 in 18MEX)."""
        return self.next_token_price(self.operator(sym))

    def place_name(self, hex_: str) -> str:
        """A hex as a player names it: "Torreón (I10)", or "I10" where nothing is printed."""
        name = self.board.grid.info(hex_).location_name if hex_ in self.board.grid else None
        return f"{name} ({hex_})" if name else hex_

    def stop_name(self, stop: str) -> str:
        """A route stop ("M12-1") as a player names it: "Mexico City (M12), city 2 of 3"."""
        from gamedesk.engine.board.routes import parse_node_id, stop_label

        try:
            return stop_label(self.board, parse_node_id(stop))
        except IllegalAction:
            return stop

    def action_words(self, action: Action) -> str | None:
        """A title's own words for an action it alone has; None for the common ones."""
        return None

    def private_bids(self) -> dict[str, dict[str, int]]:
        """Standing bids on unsold privates: company -> player -> amount (open
        information; 18MEX R-009, R-015). None by default."""
        return {}

    def trains_before_end(self) -> int | None:
        """Trains the bank has still to sell (or export) before the one whose
        departure ends the game (18ESP's second 8-train, R-182); None where no
        train ends it. Open information: the deck's order is known."""
        return None

    def trains_to_stop(self, op: Operator) -> int | None:
        """Trains still to leave the bank until company `op` stops operating for
        good, the one that stops it included (18ESP's minors, frozen by the first
        5-train, R-140): 1 when the next one does, 0 once it has stopped; None
        where nothing but closing stops it. Open information: the deck's order
        is known."""
        return None

    def closed_by_first_train(self, op: Operator) -> list[Company]:
        """The open privates that company `op`'s first train will close (18ESP's
        P7 with its major's, R-040; 18MEX's MNR with NdM's, R-085); none
        elsewhere. Open information."""
        return []

    def operating_rounds_left(self) -> int | None:
        """Once the game's end is fixed, the operating rounds still to be played,
        the one under way included; None while it is not. Open information."""
        return None

    def hex_markers(self) -> dict[str, int]:
        """Counters lying on hexes, by hex (1822MX builder cubes); none by default."""
        return {}

    def deciding_players(self) -> list[str]:
        """The players who must decide now: a company's decisions are its president's."""
        out: list[str] = []
        for ident in self.active_entities():
            pid = self.decider_of(ident)
            if pid and pid not in out:
                out.append(pid)
        return out

    def decider_of(self, ident: str) -> str | None:
        """The player who decides for a player, company, minor or private card."""
        if self.is_player(ident):
            return ident
        if ident in self.corporations:
            return self.corporations[ident].president
        if ident in self.minors:
            return self.minors[ident].owner
        if ident in self.companies and self.companies[ident].owner:
            return self.decider_of(self.companies[ident].owner)
        return None

    def money(self, amount: int) -> str:
        cur = self.data.game.get("currency", {"prefix": "$", "suffix": ""})
        sign = "-" if amount < 0 else ""  # a debt reads -$20, not $-20
        return f"{sign}{cur['prefix']}{abs(amount)}{cur['suffix']}"

    def add_log(self, text: str | Msg, kind: str = "", data: tuple = (), **params) -> None:
        """A log line: a template marked QT_TRANSLATE_NOOP("game", ...) and its
        parameters (engine/messages.py), or a `Msg`; formatted when shown."""
        if type(text) is tuple:  # a Msg
            text, params = text
        line = LogLine(getattr(self, "_action_index", -1), text, kind, data, params or None)
        self.log.append(line)

    def name_of(self, ident: str) -> str:
        if self.is_player(ident):
            return self.player(ident).name
        return ident

    # Set by an importer: the record's own count of actions and its player ids
    # (an 18xx.games log numbers its players with integers).
    record_actions: int | None = None
    _story: narration.Story | None = None  # the action being told (engine/narration.py)
    # The title's log wording (a module: PHRASES, and name/card/rewrite if it has them).
    log_words = None
    record_player_ids: dict | None = None

    def summary(self) -> dict:
        ids = self.record_player_ids or {}
        return {
            "title": self.title,
            "profile": self.profile,
            "actions": len(self.actions) if self.record_actions is None else self.record_actions,
            "finished": self.finished,
            "game_end_reason": self.end_reason,
            "round": self.round_label(),
            "phase": self.phase.name,
            "players": [
                {
                    "id": ids.get(p.id, p.id),
                    "name": p.name,
                    "cash": p.cash,
                    "value": self.player_value(p),
                }
                for p in self.players
            ],
        }

    def round_label(self) -> str:
        if self.round.kind == "operating":
            return f"{self.round.name} {self.turn}.{self.round_num}"
        return f"{self.round.name} {self.turn}"

    def total_cash(self) -> int:
        return (
            self.bank.cash
            + sum(p.cash for p in self.players)
            + sum(op.cash for op in self.operators())
        )
