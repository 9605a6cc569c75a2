"""The bid boxes of 1822MX: the three piles, the boxes shown from them, and bids.

Minors, concessions and privates sit in public piles whose order never
changes (R-003 … R-009). The boxes show the first few of each pile that the
bank still holds (R-060, R-061). Bids are made in stock rounds and settled
at the round's end (R-068).
"""

from __future__ import annotations

from dataclasses import dataclass, field

BOX_SIZES = {"minors": 4, "concessions": 3, "privates": 3}


@dataclass
class Bid:
    player: str
    price: int
    order: int  # when it was made, for ties between items (box order decides those)


@dataclass
class BidBoxes:
    piles: dict[str, list[str]]  # pile name -> company symbols still with the bank, top first
    bids: dict[str, list[Bid]] = field(default_factory=dict)  # company -> bids, lowest first
    tokens_used: dict[str, set[str]] = field(default_factory=dict)  # player -> items bid on
    frozen: dict[str, tuple[str, ...]] = field(default_factory=dict)  # boxes as shown this SR
    # the boxes left at the end of the last SR, until the next
    between: dict[str, tuple[str, ...]] = field(default_factory=dict)

    def refill(self, sizes: dict[str, int]) -> None:
        """Slide unsold items down and fill the boxes from the piles (R-061, R-079)."""
        self.frozen = {name: tuple(pile[: sizes[name]]) for name, pile in self.piles.items()}

    def boxes(self, name: str) -> tuple[str, ...]:
        return self.frozen.get(name, ())

    def in_a_box(self, sym: str) -> bool:
        return any(sym in items for items in self.frozen.values())

    def box_number(self, sym: str) -> int:
        for items in self.frozen.values():
            if sym in items:
                return items.index(sym) + 1
        return 0

    def take(self, sym: str) -> None:
        """The item leaves the piles (sold, removed, or closed)."""
        for pile in self.piles.values():
            if sym in pile:
                pile.remove(sym)
        self.frozen = {n: tuple(s for s in items if s != sym) for n, items in self.frozen.items()}
        self.between = {n: tuple(s for s in items if s != sym) for n, items in self.between.items()}
        self.bids.pop(sym, None)

    # ----------------------------------------------------------------- bids

    def highest(self, sym: str) -> Bid | None:
        bids = self.bids.get(sym)
        return bids[-1] if bids else None

    def winning_items(self, player: str) -> list[str]:
        return [sym for sym in self.bids if self.highest(sym).player == player]

    def committed(self, player: str) -> int:
        """What the player would pay if the round ended now (R-064)."""
        return sum(self.highest(sym).price for sym in self.winning_items(player))

    def place(self, sym: str, player: str, price: int, order: int) -> None:
        bids = [b for b in self.bids.get(sym, []) if b.player != player]
        bids.append(Bid(player, price, order))
        self.bids[sym] = bids
        self.tokens_used.setdefault(player, set()).add(sym)

    def clear_bids(self) -> None:
        self.bids.clear()
        self.tokens_used.clear()

    def copy(self) -> BidBoxes:
        return BidBoxes(
            piles={n: list(p) for n, p in self.piles.items()},
            bids={s: list(b) for s, b in self.bids.items()},
            tokens_used={p: set(s) for p, s in self.tokens_used.items()},
            frozen=dict(self.frozen),
            between=dict(self.between),
        )
