"""R-172: a combination that would leave the company with no train able to run.

Combining turns one of the company's trains into a train of both gauges that
must cross a pass (R-170). If none of its other trains has a route on either
map and the combined train has no legal two-map route, the company would be
left unable to run: combining is then illegal. The walk that tells whether a
company can run at all (`can_run`) answers both questions on the board as it
is. The rulebook profile only: 18xx.games lets such a combination be made.
"""

from __future__ import annotations

from gamedesk.engine.board.gauges import BOTH
from gamedesk.engine.board.routes import TrainSpec
from gamedesk.engine.entities import Operator
from gamedesk.engine.messages import QT_TRANSLATE_NOOP
from gamedesk.engine.routing.reach import can_run
from gamedesk.titles.g18esp.rule_ids import Refusal


def runs(game, op: Operator, specs: list[TrainSpec]) -> bool:
    """Whether one of `specs` has a legal route for `op` now."""
    if not specs:
        return False
    board = game.board
    if all(s.gauge == BOTH for s in specs) and not reaches_open_pass(game, op):
        return False  # a combined train crosses a pass: none to cross
    return can_run(board, op.sym, specs, game.colors())


def reaches_open_pass(game, op: Operator) -> bool:
    board = game.board
    passes = board.run_rules.gates - board.closed_gates
    return any(hex_ in passes for hex_, _ in board.reach(op.sym).nodes)


def strands(game, op: Operator, base, spec: TrainSpec, others_run: dict | None = None) -> bool:
    """R-172: `base` joined into `spec` would leave `op` no train that runs.
    The site does not ask (its log: TBF combined its one train, action 734,
    before the pass it would cross was open). `others_run`: the answers for
    the other trains kept by base train, for a listing that asks of one base
    train once per recycled train and side."""
    if game.gx:
        return False
    kept = {} if others_run is None else others_run
    if base.id not in kept:
        kept[base.id] = runs(game, op, [t.spec for t in op.trains if t is not base])
    if kept[base.id]:
        return False
    return not runs(game, op, [spec])


def check(game, op: Operator, base, spec: TrainSpec) -> None:
    if strands(game, op, base, spec):
        raise Refusal(QT_TRANSLATE_NOOP(
            "game", "{company} would have no train able to run: {train} has no route "
                    "over both maps"), "R-172", company=op.sym, train=spec.name)
