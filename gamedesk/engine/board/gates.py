"""Gates: hexes whose track joins the hexes on either side only once a company
has opened them (18ESP mountain passes, R-099 … R-108).

A closed gate carries no train: no route runs into, out of or through its
track, and tracing for tile lays and stations stops at its centre (a company
may build up to it, R-099). Opening it (`Board.open_gate`) makes its track
like any other. Read from map.json `mountain_passes` (their `hex`); a
title without them has no gates.

A gate may also join two sides of the map (map.json `regions`: the hexes of
`north` and of `south`). A combined train
(`combined.py`) must cross exactly one gate and stop on both sides (R-171).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from gamedesk.engine.messages import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from gamedesk.engine.data import TitleData

FIRST, SECOND = 0, 1


def closed_at_start(data: TitleData) -> frozenset[str]:
    """The gate hexes, all closed when a game starts (R-099)."""
    return frozenset(p["hex"] for p in data.map.get("mountain_passes", ()))


def sides(data: TitleData) -> dict[str, int]:
    """hex -> the side of the map it lies on (empty: the title has no sides)."""
    regions = data.map.get("regions") or {}
    found = {coord: FIRST for coord in regions.get("north", ())}
    found.update((coord, SECOND) for coord in regions.get("south", ()))
    return found


def crossing_refusal(
    gates: frozenset[str], sides: Iterable[int | None], stop_hexes: Iterable[str]
) -> tuple[str, str] | None:
    """Why stops (their hexes; `sides` of the same stops) do not cross exactly one
    gate with a stop on each side of it, or None (R-171)."""
    hexes = list(stop_hexes)
    crossed = [h for h in hexes if h in gates]
    if len(crossed) != 1:
        return (QT_TRANSLATE_NOOP("game", "a combined train crosses exactly one pass"), "combined")
    found = {side for side, h in zip(sides, hexes, strict=True) if h not in gates}
    if not {FIRST, SECOND} <= found:
        return (QT_TRANSLATE_NOOP(
            "game", "a combined train stops on both sides of its pass"), "combined")
    return None
