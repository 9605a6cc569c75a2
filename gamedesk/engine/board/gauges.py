"""Track gauges: a train runs on track of its own gauge (18ESP R-116).

A path's gauge is its tile data's `track` (docs/data-schema.md): none for the
standard gauge, `narrow`, or `dual` (both: passes, harbours, off-boards). A
train's gauge is its game.json `track_type` (none: standard). A combined train
(`combined.py`) runs on both. Titles with one gauge never see the difference:
all their track and trains are standard.

As bits, so that the route finder tests a whole route with one `&`: a route's
gauges are the OR of its paths' bits (dual paths add none), and a train may
use a route when none of them is a bit it cannot run on.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from gamedesk.engine.messages import QT_TRANSLATE_NOOP, msg

if TYPE_CHECKING:
    from gamedesk.engine.board.board import Board
    from gamedesk.engine.data import TitleData

STANDARD, NARROW, DUAL, BOTH = "", "narrow", "dual", "both"
_BITS = {STANDARD: 1, NARROW: 2, DUAL: 0}
ALL_BITS = 3


def path_bits(gauge: str) -> int:
    """The gauge bits of one path (0 for dual track; thin lines count as standard,
    they carry no train anyway)."""
    return _BITS.get(gauge, 1)


def banned_bits(train_gauge: str) -> int:
    """The gauge bits a train of `train_gauge` may not run on."""
    if train_gauge == BOTH:
        return 0
    return ALL_BITS & ~_BITS.get(train_gauge, 1)


def data_has_gauges(data: TitleData) -> bool:
    """Whether any track of the title, printed or on a tile, is not standard."""
    structures = [h.get("tile") or {} for h in data.map.get("hexes", ())]
    structures += data.tiles.values()
    return any(p.get("track") in (NARROW, DUAL) for s in structures for p in s.get("paths", ()))


def steps_bits(board: Board, steps: Iterable[tuple[str, int]]) -> int:
    """The gauge bits of the paths (hex, path index) of a run of track."""
    if not board.gauged:
        return 1  # all standard
    bits = 0
    orients = board.orientations
    for coord, p in steps:
        bits |= path_bits(orients[coord].paths[p].gauge)
    return bits


def gauge_refusal(board: Board, gauge: str, steps: Iterable[tuple[str, int]]):
    """Why a train of `gauge` may not run on these paths, or None (rule id "gauge",
    which a title's `rule_numbers` renumbers)."""
    if steps_bits(board, steps) & banned_bits(gauge):
        name = gauge or "standard"
        return (msg(QT_TRANSLATE_NOOP("game", "a {gauge}-gauge train runs on {gauge}-gauge track "
                                              "only"), gauge=name), "gauge")
    return None
