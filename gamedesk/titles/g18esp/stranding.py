"""R-172: a combination that would leave the company with no train able to run.

Combining turns one of the company's trains into a train of both gauges that
must cross a pass (R-170). If none of its other trains has a route on either
map and the combined train has no legal two-map route, the company would be
left unable to run: combining is then illegal. The route finder answers both
questions on the board as it is.
"""

from __future__ import annotations

from gamedesk.engine.board.routes import TrainSpec
from gamedesk.engine.entities import Operator
from gamedesk.engine.messages import QT_TRANSLATE_NOOP
from gamedesk.engine.routing.search import find_best_routes
from gamedesk.titles.g18esp.rule_ids import Refusal


def has_a_route(game, op: Operator, spec: TrainSpec) -> bool:
    """Whether one train of `spec` has a legal route for `op` now (kept for the
    position: the legal actions and the action itself ask the same)."""
    board = game.board
    key = (len(game.actions), op.sym, spec, board.closed_gates, tuple(board.tokens_of(op.sym)))
    cache = game.__dict__.setdefault("_route_probes", {})
    if key not in cache:
        if len(cache) > 32:
            cache.clear()
        cache[key] = _search(game, op, spec)
    return cache[key]


def _search(game, op: Operator, spec: TrainSpec) -> bool:
    found = find_best_routes(game.board, op.sym, (spec,), tuple(game.colors()),
                             time_budget_s=None, train_ids=("probe",))  # exact: a rule
    return any(route is not None for route in found.routes)


def strands(game, op: Operator, base, spec: TrainSpec) -> bool:
    """R-172: `base` joined into `spec` would leave `op` no train that runs."""
    others = [t for t in op.trains if t is not base]
    if any(has_a_route(game, op, t.spec) for t in others):
        return False
    return not has_a_route(game, op, spec)


def check(game, op: Operator, base, spec: TrainSpec) -> None:
    if strands(game, op, base, spec):
        raise Refusal(QT_TRANSLATE_NOOP(
            "game", "{company} would have no train able to run: {train} has no route "
                    "over both maps"), "R-172", company=op.sym, train=spec.name)
