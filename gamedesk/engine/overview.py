"""What a player decides with, as plain rows for the Info and Holdings views:
trains left and what each does to the others, the phase table, the bank and
the game's end, tiles left, and who holds what.

Everything here is open information (18MEX R-009, 1822MX R-019): any player may
see it at any time. Built from engine state and the title's data, never from a
round's internals, so it is the same in every title.
"""

from __future__ import annotations

from dataclasses import dataclass

from gamedesk.engine.board.catalogue import UNLIMITED
from gamedesk.engine.entities import IPO, POOL, Corporation
from gamedesk.engine.trains import DEPOT, POOL as TRAIN_POOL


@dataclass(frozen=True)
class TrainRow:
    name: str
    price: int
    in_depot: int | None  # None: unlimited
    in_pool: int
    total: int | None
    starts_phase: str | None  # the phase its first purchase starts
    rusts_on: str | None  # bought no more and gone when this train comes
    obsolete_on: str | None
    rusts: tuple[str, ...]  # train types its first purchase rusts
    obsoletes: tuple[str, ...]
    next_up: bool  # the next train the depot sells
    variants: tuple[tuple[str, int], ...] = ()  # other sides of the card: (name, price)


@dataclass(frozen=True)
class PhaseRow:
    name: str
    on: tuple[str, ...]  # trains whose first purchase starts it
    tiles: tuple[str, ...]
    operating_rounds: int
    train_limit: str
    current: bool
    statuses: tuple[str, ...]  # titles of the statuses in force
    limits: tuple[tuple[str, int], ...] = ()  # (kind of company, its train limit), if by kind


@dataclass(frozen=True)
class TileRow:
    name: str
    color: str
    left: int | None  # None: unlimited
    total: int | None


@dataclass(frozen=True)
class HoldingRow:
    """One company: its shares by holder and what its charter holds."""

    sym: str
    name: str
    kind: str  # "major" | "minor"
    price: int | None
    par: int | None
    treasury: int
    percent: dict[str, int]  # player id -> percent
    ipo: int
    pool: int
    trains: tuple[str, ...]
    tokens_left: int
    president: str | None
    floated: bool
    last_revenue: int | None


def train_rows(game) -> list[TrainRow]:
    entries = game.data.game["trains"]
    next_train = game.depot.next_from_ipo()
    rows = []
    for entry in entries:
        name = entry["name"]
        copies = [t for t in game.depot.trains if t.name == name]
        unlimited = entry["count"] == "unlimited"
        phase = _phase_started_by(game, name)
        rows.append(TrainRow(
            name=name,
            price=entry["price"],
            in_depot=None if unlimited else sum(t.owner == DEPOT for t in copies),
            in_pool=sum(t.owner == TRAIN_POOL for t in copies),
            total=None if unlimited else entry["count"],
            starts_phase=phase,
            rusts_on=entry.get("rusts_on"),
            obsolete_on=entry.get("obsolete_on"),
            rusts=tuple(e["name"] for e in entries if e.get("rusts_on") == name),
            obsoletes=tuple(e["name"] for e in entries if e.get("obsolete_on") == name),
            next_up=next_train is not None and next_train.name == name,
            variants=tuple((v["name"], v["price"]) for v in entry.get("variants", ())),
        ))
    return rows


def _phase_started_by(game, train: str) -> str | None:
    return next((p.name for p in game.phases.all if train in p.on), None)


def phase_rows(game) -> list[PhaseRow]:
    titles = game.data.game.get("statuses", {})
    return [
        PhaseRow(
            name=p.name,
            on=p.on,
            tiles=p.tiles,
            operating_rounds=p.operating_rounds,
            train_limit=_limit_text(p.train_limit),
            current=i == game.phases.index,
            statuses=tuple(titles.get(s, {}).get("title", s) for s in p.status),
            limits=tuple(p.train_limit.items()) if isinstance(p.train_limit, dict) else (),
        )
        for i, p in enumerate(game.phases.all)
    ]


def _limit_text(limit: int | dict) -> str:
    if isinstance(limit, dict):
        return " · ".join(f"{kind} {n}" for kind, n in limit.items())
    return str(limit)


def next_phase(game) -> PhaseRow | None:
    """The phase the next train from the depot would start, if it starts one."""
    train = game.depot.next_from_ipo()
    if train is None:
        return None
    index = game.phases.triggered_by(train.name)
    return None if index is None else phase_rows(game)[index]


def bank_status(game) -> tuple[int, int | None]:
    """(cash in the bank now, cash it started with); None for a bank without a
    limit (18ESP R-002: its cash counts what it has paid out, below zero)."""
    start = game.data.game["bank"]["cash"]
    return game.bank.cash, start if isinstance(start, int) else None


def end_conditions(game) -> list[tuple[str, str]]:
    """(what ends the game, when it then ends), from the title's data."""
    checks = game.data.game["game_end"]["checks"]
    return [(c["reason_text"], c.get("timing_text", "")) for c in checks]


def tile_rows(game) -> list[TileRow]:
    """Tiles of the supply by colour then name: copies left and printed."""
    board = game.board
    rows = []
    for name, tile in board.catalogue.defs.items():
        total = board.catalogue.counts.get(name, 0)
        if total <= 0:
            continue  # a map's own printed tile, not part of the supply
        left = board.available(name)
        unlimited = left >= UNLIMITED
        rows.append(TileRow(name, tile.color, None if unlimited else left,
                            None if unlimited else total))
    order = {c: i for i, c in enumerate(("yellow", "green", "brown", "gray"))}
    rows.sort(key=lambda r: (order.get(r.color, 9), _name_key(r.name)))
    return rows


def _name_key(name: str) -> tuple:
    digits = "".join(ch for ch in name if ch.isdigit())
    return (int(digits) if digits else 10**6, name)


def holding_rows(game) -> list[HoldingRow]:
    """Every company that has started, in the order of its share price."""
    rows = []
    for corp in game.corporations.values():
        if corp.removed or not corp.ipoed:
            continue
        rows.append(_holding(game, corp))
    for minor in game.minors.values():
        if minor.owner and not minor.closed:
            rows.append(HoldingRow(
                sym=minor.sym, name=minor.name, kind="minor", price=None, par=None,
                treasury=minor.cash, percent={minor.owner: 100}, ipo=0, pool=0,
                trains=tuple(t.name for t in minor.trains), tokens_left=minor.tokens_left(),
                president=minor.owner, floated=True,
                last_revenue=getattr(minor, "last_revenue", None),
            ))
    return rows


def _holding(game, corp: Corporation) -> HoldingRow:
    price = game.share_price(corp) or None
    return HoldingRow(
        sym=corp.sym, name=corp.name, kind=corp.kind, price=price, par=corp.par,
        treasury=corp.cash,
        percent={p.id: corp.percent_of(p.id) for p in game.players},
        ipo=corp.percent_of(IPO), pool=corp.percent_of(POOL),
        trains=tuple(t.name for t in corp.trains), tokens_left=corp.tokens_left(),
        president=corp.president, floated=corp.floated,
        last_revenue=getattr(corp, "last_revenue", None),
    )


@dataclass(frozen=True)
class PlayerRow:
    id: str
    name: str
    cash: int
    certificates: int
    cert_limit: int
    value: int
    privates: tuple[str, ...]


def player_rows(game) -> list[PlayerRow]:
    return [
        PlayerRow(
            id=p.id, name=p.name, cash=p.cash, certificates=game.cert_count(p.id),
            cert_limit=game.cert_limit(p.id), value=game.player_value(p),
            privates=tuple(c.sym for c in game.companies.values()
                           if c.owner == p.id and not c.closed),
        )
        for p in game.players
    ]


@dataclass(frozen=True)
class PrivateRow:
    sym: str
    name: str
    value: int
    revenue: int
    owner: str | None  # a player id or a company symbol; None: not sold yet
    power: str  # what it does, in the title data's words


def private_rows(game) -> list[PrivateRow]:
    """Private companies still open, with what each does (open information)."""
    texts = {d["sym"]: d.get("description", "") for d in game.data.game["companies"]}
    return [
        PrivateRow(c.sym, c.name, c.value, c.revenue, c.owner, texts.get(c.sym, ""))
        for c in game.companies.values()
        if not c.closed and c.kind == "private"
    ]
