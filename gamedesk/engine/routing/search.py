"""The best routes of a company (R-175): exact, with a proof flag, a time
budget and a cancel signal.

The candidates of every train type are enumerated (candidates.py), then one
per train is chosen by branch and bound (combine.py). What is maximised is
the objective (objective.py): by default the most revenue, treasury income
breaking ties. If both finish, the result is proven optimal for it. If the
budget runs out or the caller cancels, the best combination of the
candidates found so far is returned, flagged as not proven. Every returned
route is rebuilt and checked by the board's own validator, so its legality
and revenue are the engine's.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from gamedesk.engine.board.routes import Route, TrainSpec, node_id
from gamedesk.engine.board.run_rules import LOCAL, NO_EXTRAS, Extras
from gamedesk.engine.board.track import NodeRef
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.routing import memo
from gamedesk.engine.routing.candidates import Candidate, Enumerator
from gamedesk.engine.routing.clock import Cancel, Clock, Stopped
from gamedesk.engine.routing.combine import Combiner
from gamedesk.engine.routing.graph import TrackGraph
from gamedesk.engine.routing.objective import SCALE, Objective
from gamedesk.engine.routing.rules import RouteRules, Variant
from gamedesk.engine.routing.scoring import KINDS

if TYPE_CHECKING:
    from gamedesk.engine.board.board import Board


class RoutingError(RuntimeError):
    """The engine's validator refused a route the finder built (a bug, never the user's)."""


@dataclass
class RouteResult:
    """One entry per train (None: the train does not run) and the total."""

    routes: list[Route | None]
    revenue: int
    optimal: bool  # proven: the search finished
    ms: float
    stats: dict[str, int] = field(default_factory=dict)
    treasury: int = 0  # income to the treasury besides `revenue` (Route.treasury)
    objective: str = "revenue"  # what was maximised (objective.py)

    def to_dict(self) -> dict:
        d = {
            "revenue": self.revenue,
            "optimal": self.optimal,
            "ms": round(self.ms, 3),
            "routes": [None if r is None else r.to_dict() for r in self.routes],
            "stats": dict(self.stats),
        }
        if self.treasury:
            d["treasury"] = self.treasury
        return d


def find_best_routes(
    board: Board,
    company: str,
    trains: Sequence[TrainSpec],
    colors: Sequence[str],
    *,
    time_budget_s: float | None = 2.0,
    work_budget: int | None = None,
    cancel: Cancel = None,
    rules: RouteRules | None = None,
    train_ids: Sequence[str] | None = None,
    bonuses: Extras = NO_EXTRAS,
    objective: Objective | None = None,
) -> RouteResult:
    """The highest-revenue legal routes of `company`'s trains.

    `cancel` is a callable returning True or an object with `is_set()`
    (threading.Event); `time_budget_s` None means no time limit.
    `work_budget` caps the loop turns of each stage (enumeration, then
    combination): a limit that gives the same answer on every machine.
    `train_ids` label the routes (e.g. "4D-0"). `bonuses`: what the run may
    carry (run_rules.Extras: a car, a goal, treasury contracts); the finder
    picks the trains for them. `objective`: what to maximise where runs pay
    the treasury too (objective.py); by default the title's (`RouteRules.
    objective`: revenue first, treasury income breaking ties).
    A search bounded by work alone (no time budget, no cancel, the board's own
    rules) is answered once for the same inputs (memo.py).
    """
    if time_budget_s is None and cancel is None and rules is None:
        # bounded by work alone, the answer is a function of its inputs: found once
        key = memo.search_key(board, company, trains, colors, work_budget, train_ids,
                              bonuses, objective)
        found = memo.recall(key)
        if found is None:
            found = memo.keep(key, _search(board, company, trains, colors, None, work_budget,
                                           None, None, train_ids, bonuses, objective))
        return found
    return _search(board, company, trains, colors, time_budget_s, work_budget, cancel, rules,
                   train_ids, bonuses, objective)


def _search(
    board: Board, company: str, trains: Sequence[TrainSpec], colors: Sequence[str],
    time_budget_s: float | None, work_budget: int | None, cancel: Cancel,
    rules: RouteRules | None, train_ids: Sequence[str] | None, bonuses: Extras,
    objective: Objective | None,
) -> RouteResult:
    clock = Clock(time_budget_s, cancel, work_budget)
    rules = rules or board.run_rules.finder_rules()
    colors = tuple(colors)
    specs = list(dict.fromkeys(trains))
    slots = [specs.index(t) for t in trains]
    car_spec = None
    if bonuses.car and bonuses.car_on is not None:
        # the train with the car is a type of its own (1822MX R-115); a train
        # not among these carries nothing
        car_spec = -1
        if train_ids is not None and bonuses.car_on in train_ids:
            carrier = list(train_ids).index(bonuses.car_on)
            if slots.count(slots[carrier]) > 1:
                specs.append(trains[carrier])
                slots[carrier] = len(specs) - 1
            car_spec = slots[carrier]
    graph = TrackGraph(board, company, colors, KINDS, rules)
    variants = rules.variants(board, company, specs, colors, bonuses, car_spec=car_spec)
    objective = objective or rules.objective
    weight = _weigh(variants, objective)
    enum = Enumerator(graph, [v.scorer for v in variants], clock)
    complete = _run(enum.run)
    lists = _final_lists(graph, rules, variants, enum.lists)
    clock.restart_work()
    clock.ticks = 1  # the combination gets a first stretch even when time is up
    best, proven = _combine(lists, rules.assignments(slots, variants, bonuses), clock)
    chosen, assignment = best
    extras = [variants[v].extras for v in assignment]
    routes = build_routes(
        board, company, list(trains), chosen, colors, train_ids, extras, graph.refs, weight
    )
    return RouteResult(
        routes=routes,
        revenue=sum(r.revenue for r in routes if r is not None),
        treasury=sum(r.treasury for r in routes if r is not None),
        optimal=complete and proven,
        objective=objective.name,
        ms=clock.elapsed_ms(),
        stats={
            "candidates": sum(len(lst) for lst in lists),
            "nodes": len(graph.refs),
            "work": clock.total_ticks + clock.ticks,
        },
    )


def _weigh(variants: Sequence[Variant], objective: Objective) -> int:
    """Give every train's scorer the objective's weight of revenue; 1 (the plain
    sum, which orders routes the same) when no route can pay the treasury."""
    weight = objective.weight if any(v.scorer.pays_treasury for v in variants) else 1
    for variant in variants:
        variant.scorer.weight = weight
    return weight


def _final_lists(
    graph: TrackGraph,
    rules: RouteRules,
    variants: Sequence[Variant],
    lists: list[list[Candidate]],
) -> list[list[Candidate]]:
    """Each variant's candidates as the combination sees them, best first; an
    L-train's run in its station's city alone is a candidate too (1822MX)."""
    final = []
    for variant, lst in zip(variants, lists, strict=True):
        if variant.kind == LOCAL:
            lst = lst + local_runs(graph, variant)
        lst = [rules.adjust(graph, variant, c) for c in lst]
        lst.sort(key=lambda c: -c.value)
        final.append(lst)
    return final


def local_runs(graph: TrackGraph, variant: Variant) -> list[Candidate]:
    found = []
    for s in dict.fromkeys(graph.stations()):
        facts = [("city", graph.value[s], graph.cost[s], graph.refs[s])]
        value = variant.scorer.exact_value(facts)  # type: ignore[attr-defined]  # RunScorer
        if value > 0:
            found.append(Candidate(value, 0, s, (), ()))
    return found


def _combine(
    lists: list[list[Candidate]], assignments: list[list[int]], clock: Clock
) -> tuple[tuple[list[Candidate | None], list[int]], bool]:
    """The best combination over every assignment of variants to trains, and
    whether every search finished. An assignment whose trains' best candidates
    together cannot beat the best so far is not searched."""
    best: tuple[list[Candidate | None], list[int]] = ([None] * len(assignments[0]), assignments[0])
    best_total, proven = -1, True
    for assignment in assignments:
        if sum(lists[v][0].value if lists[v] else 0 for v in assignment) <= best_total:
            continue
        combiner = Combiner(lists, assignment, clock)
        combiner.run()
        proven = proven and combiner.complete
        if combiner.best_total > best_total:
            best_total, best = combiner.best_total, (combiner.result(), assignment)
        if not combiner.complete:
            break
    return best, proven


def _run(job) -> bool:
    try:
        job()
    except Stopped:
        return False
    return True


def build_routes(
    board: Board,
    company: str,
    trains: list[TrainSpec],
    chosen: Sequence[Candidate | None],
    colors: tuple[str, ...],
    train_ids: Sequence[str] | None = None,
    extras: Sequence[Extras] | None = None,
    refs: Sequence[NodeRef] = (),
    weight: int = 1,
) -> list[Route | None]:
    """The chosen candidates as the board's Routes, checked by the board's
    validator; `weight`: revenue's weight in the candidates' values."""
    routes: list[Route | None] = []
    for t, cand in enumerate(chosen):
        if cand is None:
            routes.append(None)
            continue
        segments = [e.segment.reversed() for e in reversed(cand.left)]
        segments += [e.segment for e in cand.right]
        if segments:
            stops = [node_id(segments[0].start), *(node_id(s.end) for s in segments)]
        else:  # an L-train in its own city
            stops = [node_id(refs[cand.station])]
        legs = [list(s.hexes) for s in segments]
        others = [r for r in routes if r is not None]
        extra = extras[t] if extras is not None else NO_EXTRAS
        try:
            route = board.route_from_stops(
                company, trains[t], stops, colors, legs, others, extras=extra
            )
        except IllegalAction as exc:
            raise RoutingError(f"the finder built an unknown route {stops}: {exc}") from exc
        if route.revenue * weight + route.treasury != cand.value:
            raise RoutingError(f"route {stops}: finder {cand.value}, engine {route.revenue}"
                               f" + {route.treasury} to the treasury")
        routes.append(route if train_ids is None else replace(route, train_id=train_ids[t]))
    if weight > 1 and sum(r.treasury for r in routes if r is not None) >= SCALE:
        raise RoutingError("a run's treasury income outweighs its revenue (objective.SCALE)")
    try:
        board.check_routes(company, [r for r in routes if r is not None])
    except IllegalAction as exc:
        raise RoutingError(f"the engine refuses the finder's routes: {exc}") from exc
    return routes
