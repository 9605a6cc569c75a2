"""Players, companies, corporations, minors and their certificates."""

from __future__ import annotations

from dataclasses import dataclass, field

from gamedesk.engine.copying import copy_fields

# Where a certificate can sit when no player holds it.
IPO = "@ipo"
POOL = "@pool"
REMOVED = "@removed"


@dataclass
class Player:
    __deepcopy__ = copy_fields

    id: str
    name: str
    cash: int = 0
    bankrupt: bool = False

    @property
    def sym(self) -> str:
        return self.id


@dataclass
class Share:
    """One certificate: `<corp>_<index>`; index 0 is the president's."""

    __deepcopy__ = copy_fields

    corp: str
    index: int
    percent: int
    president: bool
    owner: str = IPO
    reserved: bool = False  # in the trade-in box: part of the IPO, never for sale

    @property
    def id(self) -> str:
        return f"{self.corp}_{self.index}"


@dataclass
class Company:
    """A private company, or the certificate that owns a minor (18MEX A/B/C)."""

    __deepcopy__ = copy_fields
    copied_shallow = ("abilities",)  # the title data's records, only ever read

    sym: str
    name: str
    kind: str  # "private" | "minor"
    value: int
    revenue: int
    owner: str | None = None  # player id or corporation symbol
    closed: bool = False
    abilities: list[dict] = field(default_factory=list)
    ability_used: bool = False
    ability_lost: bool = False

    @property
    def id(self) -> str:
        return self.sym


@dataclass
class Operator:
    """What an operating entity (major or minor) has in common."""

    __deepcopy__ = copy_fields

    sym: str
    name: str
    color: str
    home: tuple[str, int] | None
    token_prices: list[int]
    cash: int = 0
    trains: list = field(default_factory=list)  # Train objects, in acquisition order
    tokens_placed: int = 0  # counts tokens taken from the charter (home included)
    operated: bool = False
    home_placed: bool = False
    closed: bool = False
    kind: str = "major"
    last_revenue: int | None = None  # of its latest run, for the views (open information)

    @property
    def id(self) -> str:
        return self.sym

    def tokens_left(self) -> int:
        return len(self.token_prices) - self.tokens_placed


@dataclass
class Minor(Operator):
    owner: str | None = None
    kind: str = "minor"


@dataclass
class Corporation(Operator):
    shares: list[Share] = field(default_factory=list)
    par: int | None = None
    floated: bool = False
    companies: list[str] = field(default_factory=list)
    float_percent: int = 50
    max_ownership: int = 60
    president: str | None = None
    extra_token_count: int = 0  # tokens placed that do not raise the next token's price
    free_president_for: str | None = None  # a player given the president's certificate
    # Corporations may be set aside by a title (merged away, never started).
    removed: bool = False

    @property
    def ipoed(self) -> bool:
        return self.par is not None

    def share(self, index: int) -> Share:
        return self.shares[index]

    def percent_of(self, owner: str) -> int:
        total = 0  # a plain loop: asked many times an action, a generator costs twice
        for s in self.shares:
            if s.owner == owner:
                total += s.percent
        return total

    def shares_of(self, owner: str) -> list[Share]:
        return [s for s in self.shares if s.owner == owner]

    def president_share(self) -> Share:
        return self.shares[0]
