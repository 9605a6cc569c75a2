"""The company's track as a small integer graph: an adapter over the board's
public queries (`segments`, `blocks`, `tile_def`, `revenue_of`, `tokens_of`).

Revenue centres become integers and track sections bits of one Python int, so
the route search compares and combines them with single integer operations.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from gamedesk.engine.board.gauges import steps_bits
from gamedesk.engine.board.track import NodeRef, Segment

if TYPE_CHECKING:
    from gamedesk.engine.board.board import Board
    from gamedesk.engine.routing.rules import RouteRules

#: Edge flags: where a segment has terminal paths (R-170), and one-path segments.
INSIDE, NEAR, FAR, SINGLE = 1, 2, 4, 8


@dataclass(frozen=True, slots=True)
class Edge:
    """A segment seen from the node it leaves: `near` is that node's side."""

    id: int
    end: int
    keys: int
    flags: int
    segment: Segment
    gauges: int = 0  # the gauge bits of its track (gauges.py)


@dataclass
class TrackGraph:
    """Nodes, their facts, and the segments out of each (built lazily)."""

    board: Board
    company: str
    colors: tuple[str, ...]
    kinds: tuple[str, ...]
    rules: RouteRules
    refs: list[NodeRef] = field(default_factory=list)
    index: dict[NodeRef, int] = field(default_factory=dict)
    kind: list[int] = field(default_factory=list)
    value: list[int] = field(default_factory=list)
    cost: list[int] = field(default_factory=list)
    passable: list[bool] = field(default_factory=list)
    groups: list[int] = field(default_factory=list)
    _edges: dict[int, list[Edge]] = field(default_factory=dict)
    _key_bits: dict[tuple, int] = field(default_factory=dict)
    _group_bits: dict[str, int] = field(default_factory=dict)
    _edge_count: int = 0
    #: (hex, town index) -> the bits of its `("T", town)` stub keys (tiles.py):
    #: a route stopping at such a town enters and leaves it along the stub
    _town_stubs: dict[NodeRef, int] = field(default_factory=dict)

    def node(self, ref: NodeRef) -> int:
        """The integer of a revenue centre, recording its facts on first sight."""
        found = self.index.get(ref)
        if found is not None:
            return found
        n = self.index[ref] = len(self.refs)
        nd = self.board.tile_def(ref[0]).nodes[ref[1]]
        self.refs.append(ref)
        self.kind.append(self.kinds.index(nd.kind) if nd.kind in self.kinds else -1)
        self.value.append(self.rules.node_value(self.board, ref, self.colors))
        self.cost.append(nd.visit_cost)
        # offboards and cities full of other stations end a route
        self.passable.append(not self.board.blocks(ref[0], ref[1], self.company))
        self.groups.append(self._group_mask(self.rules.node_groups(self.board, ref)))
        return n

    def _group_mask(self, names: Sequence[str]) -> int:
        mask = 0
        for name in names:
            bit = self._group_bits.setdefault(name, 1 << len(self._group_bits))
            mask |= bit
        return mask

    def edges(self, n: int) -> list[Edge]:
        """The segments leaving node `n` (loops back to `n` left out)."""
        found = self._edges.get(n)
        if found is None:
            found = self._edges[n] = [
                self._edge(seg) for seg in self.board.segments(self.refs[n]) if seg.end != seg.start
            ]
        return found

    def key_bit(self, key: tuple) -> int:
        """The bit of a track section (or of any other thing two routes may not share)."""
        bit = self._key_bits.get(key)
        if bit is None:
            bit = self._key_bits[key] = 1 << len(self._key_bits)
            if len(key) > 2 and key[1] == "T":
                town = (key[0], key[2])
                self._town_stubs[town] = self._town_stubs.get(town, 0) | bit
        return bit

    def passing_keys(self, n: int) -> int:
        """The track a route may share between the leg that enters node `n` and
        the one that leaves it: the stub of a town drawn on its track line (an
        18ESP mine-and-town hex, R-090), as the board's validator allows."""
        return self._town_stubs.get(self.refs[n], 0)

    def _edge(self, seg: Segment) -> Edge:
        keys = 0
        for key in seg.keys:
            keys |= self.key_bit(key)
        flags = (
            (INSIDE if seg.terminal_inside else 0)
            | (NEAR if seg.terminal_start else 0)
            | (FAR if seg.terminal_end else 0)
            | (SINGLE if len(seg.steps) == 1 else 0)
        )
        self._edge_count += 1
        bits = steps_bits(self.board, seg.steps)
        return Edge(self._edge_count, self.node(seg.end), keys, flags, seg, bits)

    def stations(self) -> list[int]:
        """The company's stations, as nodes (R-168)."""
        return [self.node(ref) for ref in self.board.tokens_of(self.company)]
