"""Combined trains: two trains of different gauges run as one (18ESP R-169 … R-172).

The combined train counts the stops of both (its distance groups are both
cards' groups: 4 and 1+2 make 5+2, R-170), runs on either gauge
(`gauges.BOTH`), and its route must cross exactly one gate with a stop on each
side of it (R-171, `gates.crossing_refusal`), which the run rules check.
"""

from __future__ import annotations

from gamedesk.engine.board.gauges import BOTH
from gamedesk.engine.board.routes import TrainSpec


def combine(first: TrainSpec, second: TrainSpec) -> TrainSpec:
    """The train `first` and `second` make together (R-170)."""
    if first.gauge == second.gauge or BOTH in (first.gauge, second.gauge):
        raise ValueError(f"{first.name} and {second.name}: a combined train joins two gauges")
    if first.multiplier != second.multiplier:
        raise ValueError("a combined train's cards pay alike")
    return TrainSpec(
        name=f"{first.name}/{second.name}",
        distance=first.distance + second.distance,
        multiplier=first.multiplier,
        gauge=BOTH,
    )


def is_combined(train: TrainSpec) -> bool:
    return train.gauge == BOTH
