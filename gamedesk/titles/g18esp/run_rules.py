"""18ESP's run rules beyond the shared ones: the tender (R-034, inventory 1.7).

A tender rides on one train of its company for a run: the train may then add
one town, mine or harbour beyond its range. The engine carries it as the
route's car (`run_rules.Extras.car`); here it gets its meaning.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from gamedesk.engine.board.routes import DistanceGroup, TrainSpec
from gamedesk.engine.board.run_rules import NO_EXTRAS, Extras, RunRules
from gamedesk.engine.board.track import NodeRef

if TYPE_CHECKING:
    from gamedesk.engine.board.board import Board

#: what a tender adds: one more small stop (towns; mines and harbours are halts)
TENDER_STOP = DistanceGroup(frozenset({"town", "halt"}), 1, 1)


def with_tender(train: TrainSpec) -> TrainSpec:
    return replace(train, name=f"{train.name}+T", distance=(*train.distance, TENDER_STOP))


class EspRunRules(RunRules):
    def run_value(
        self,
        board: Board,
        company: str,
        train: TrainSpec,
        nodes: Sequence[NodeRef],
        colors: tuple[str, ...],
        extras: Extras = NO_EXTRAS,
    ):
        spec = with_tender(train) if extras.car else train
        return super().run_value(board, company, spec, nodes, colors, replace(extras, car=False))
