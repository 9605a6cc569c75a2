"""Small immutable records the board hands out: what lies on a hex, the state
of a city's token circles, and a legal tile lay."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class PlacedTile:
    """The tile on a hex: its definition name, rotation, copy id and colour.

    For a hex that still shows its printed content, `tile` is the hex
    coordinate and `tile_id` the preprinted tile id ("E6-0").
    """

    tile: str
    rotation: int
    tile_id: str
    color: str
    preprinted: bool = False


@dataclass(frozen=True, slots=True)
class CityState:
    """A city of the tile on a hex: its token circles and home reservations.

    `slots[i]` is the company whose station fills circle i, or None. A company
    in `reserved_for` has a circle kept free for its home station (R-103).
    """

    index: int
    slots: tuple[str | None, ...]
    reserved_for: tuple[str, ...] = ()

    @property
    def free(self) -> int:
        return sum(1 for s in self.slots if s is None)


@dataclass(frozen=True, slots=True)
class LayOption:
    """A tile that may be laid on a hex, the rotations that are legal, and its cost."""

    hex: str
    tile: str
    rotations: tuple[int, ...]
    cost: int
