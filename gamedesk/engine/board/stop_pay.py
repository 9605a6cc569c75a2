"""Who a stop pays: the run, only the companies with a station in it, or the
company's treasury instead of the run.

Read from the title data (docs/data-schema.md):

- map.json `mountain_passes` (`hex`, `token_bonus`): the stop pays its bonus
  to a company with a station there and nothing to any other (18ESP R-106);
- map.json `mine_hexes` and `harbors`: their halts pay the treasury, not the
  run, and still count as stops (18ESP R-088, R-089, R-122); a mine pays
  game.json `rules.mine_bonus_by_phase_color` by phase, a harbour its printed
  value by phase;
- a company's own bonus hexes, given by the title's rules: extra value a stop
  pays one company only (`StopPay.own`), or a stop that pays one company
  double (`StopPay.doubled`: 18MW R-140, R-197).

A title without these sections pays every stop its printed value to the run.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from gamedesk.engine.board import routes
from gamedesk.engine.board.track import NodeRef

if TYPE_CHECKING:
    from gamedesk.engine.board.board import Board
    from gamedesk.engine.data import TitleData


@dataclass(frozen=True)
class StopPay:
    """The stops that do not simply pay their printed value to the run."""

    #: hex -> what a stop there pays a company with a station in it (others: 0)
    station_only: Mapping[str, int] = field(default_factory=dict)
    #: hexes whose halts pay the treasury
    treasury: frozenset[str] = frozenset()
    #: hex -> value by phase colour of a treasury halt there (else its printed value)
    treasury_values: Mapping[str, int | dict] = field(default_factory=dict)
    #: company -> {hex: extra value a stop there pays that company only}
    own: Mapping[str, Mapping[str, int]] = field(default_factory=dict)
    #: company -> hexes whose stops pay that company double
    doubled: Mapping[str, frozenset[str]] = field(default_factory=dict)

    @property
    def plain(self) -> bool:
        return not (self.station_only or self.treasury or self.own or self.doubled)

    @classmethod
    def from_data(cls, data: TitleData) -> StopPay:
        passes = data.map.get("mountain_passes", ())
        mines = frozenset(data.map.get("mine_hexes", ()))
        harbours = frozenset(data.map.get("harbors", ()))
        by_phase = data.game.get("rules", {}).get("mine_bonus_by_phase_color")
        return cls(
            station_only={p["hex"]: int(p["token_bonus"]) for p in passes},
            treasury=mines | harbours,
            treasury_values={h: by_phase for h in mines} if by_phase else {},
        )

    def split(
        self, board: Board, company: str, node: NodeRef, colors: Iterable[str]
    ) -> tuple[int, int]:
        """(what the stop adds to the run, what it pays the treasury) for `company`."""
        coord, index = node
        nd = board.tile_def(coord).nodes[index]
        if coord in self.treasury and nd.kind == "halt":
            printed = self.treasury_values.get(coord, nd.revenue)
            return 0, routes.phase_revenue(printed, colors)
        if coord in self.station_only:
            mine = company in board.city_slots(coord, index)
            value = self.station_only[coord] if mine else 0
        else:
            value = routes.phase_revenue(nd.revenue, colors)
        if coord in self.doubled.get(company, ()):
            value *= 2
        own = self.own.get(company)
        return (value + own.get(coord, 0) if own else value), 0


def run_and_treasury(
    pay: StopPay,
    board: Board,
    company: str,
    nodes: Sequence[NodeRef],
    colors: tuple[str, ...],
) -> tuple[list[tuple[str, int, int]], int]:
    """The stop facts (kind, value to the run, visit cost) of a route's stops for
    `company`, and what the stops pay its treasury."""
    facts, treasury = [], 0
    for node in nodes:
        run, side = pay.split(board, company, node, colors)
        nd = board.tile_def(node[0]).nodes[node[1]]
        facts.append((nd.kind, run, nd.visit_cost))
        treasury += side
    return facts, treasury
