"""The route finder for a game position: the operating company and its trains."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from gamedesk.engine.board.routes import Route
from gamedesk.engine.board.run_rules import Extras
from gamedesk.engine.routing.clock import Cancel
from gamedesk.engine.routing.job import RouteJob
from gamedesk.engine.routing.objective import INCOME, REVENUE, Objective
from gamedesk.engine.routing.search import RouteResult, find_best_routes

if TYPE_CHECKING:
    from gamedesk.engine.game import Game


def operating_company(game: Game) -> str | None:
    """The symbol of the company whose operating turn it is, if any."""
    turn = getattr(game.round, "turn", None)
    return None if turn is None else turn.op.sym


def _company(game: Game, company: str | None) -> str:
    """`company`, or the one operating now."""
    sym = company or operating_company(game)
    if sym is None:
        raise ValueError("no company is operating now; name one")
    return sym


def best_routes_for(
    game: Game,
    company: str | None = None,
    *,
    time_budget_s: float | None = 2.0,
    cancel: Cancel = None,
    bonuses: Extras | None = None,
    objective: Objective | None = None,
) -> RouteResult:
    """The best routes of `company` (default: the operating one) with the trains it
    may run now, in the current phase; `bonuses` and `objective` as for
    `find_best_routes`, `bonuses` by default what the game gives the run now
    (not contracts, paid apart)."""
    sym = _company(game, company)
    if bonuses is None:
        bonuses = run_bonuses(game, sym)
    trains = game.runnable_trains(game.operator(sym))
    return find_best_routes(
        game.board,
        sym,
        [t.spec for t in trains],
        game.colors(),
        time_budget_s=time_budget_s,
        cancel=cancel,
        train_ids=[t.id for t in trains],
        bonuses=bonuses,
        objective=objective,
    )


def best_routes_by(
    game: Game, objective: Objective, company: str | None = None, *,
    time_budget_s: float | None = 1.0,
) -> RouteResult:
    """The routes the game would suggest for `company` (its trains, and all
    they carry now: `Game.route_bonuses`), maximising `objective` instead of
    the title's; for a player choosing between the two (the window's Auto)."""
    sym = _company(game, company)
    bonuses = game.route_bonuses(game.operator(sym))
    return best_routes_for(game, sym, time_budget_s=time_budget_s, bonuses=bonuses,
                           objective=objective)


def route_job_by(game: Game, objective: Objective, company: str | None = None) -> RouteJob:
    """`best_routes_by` packed to run on another thread while the game goes on
    (a copy of the board; `RouteJob.run` with a time budget and a cancel)."""
    sym = _company(game, company)
    op = game.operator(sym)
    trains = game.runnable_trains(op)
    return RouteJob(
        key=(len(game.actions), sym, objective.name),
        board=game.board.copy(),
        company=sym,
        trains=tuple(t.spec for t in trains),
        colors=tuple(game.colors()),
        train_ids=tuple(t.id for t in trains),
        work_budget=None,
        bonuses=game.route_bonuses(op),
        objective=objective,
    )


def other_objective(game: Game, company: str) -> Objective | None:
    """The objective the game's suggested run does not follow (objective.py),
    where the title leaves the run to the company (`RouteRules.run_choice_free`)
    and some route of its trains can pay the treasury; else None."""
    board, op = game.board, game.operator(company)
    rules = board.run_rules.finder_rules()
    if not rules.run_choice_free:
        return None
    specs = list(dict.fromkeys(t.spec for t in game.runnable_trains(op)))
    variants = rules.variants(board, company, specs, tuple(game.colors()),
                              game.route_bonuses(op))
    if not any(v.scorer.pays_treasury for v in variants):
        return None
    return INCOME if rules.objective == REVENUE else REVENUE


def logged_revenue(
    game: Game,
    company: str,
    routes: Sequence[dict],
    *,
    bonuses: Extras | None = None,
    car_train: str | None = None,
) -> int:
    """What a recorded run (18xx.games `routes`, or ours with `stops`) earns in this
    position, as the engine counts it (old logs do not store the revenue).

    A car the company has rides on the train `car_train` (an id; by default
    the one the game says it was put on), and what only some routes may earn is
    settled by the title's run rules (`RunRules.settle`)."""
    return sum(r.revenue for r in _logged_routes(game, company, routes, bonuses, car_train))


def _logged_routes(
    game: Game,
    company: str,
    routes: Sequence[dict],
    bonuses: Extras | None = None,
    car_train: str | None = None,
) -> list[Route]:
    board, colors = game.board, game.colors()
    if bonuses is None:
        bonuses = run_bonuses(game, company)
        car_train = car_train or bonuses.car_on
    specs = {t.id: t.spec for t in game.runnable_trains(game.operator(company))}
    built: list[Route] = []
    for entry in routes:
        spec = specs[entry["train"]]
        extras = train_extras(bonuses, entry["train"], car_train)
        if "connections" in entry:
            built.append(board.route_from_log(company, spec, entry, colors, built, extras))
        else:
            stops, paths = entry["stops"], entry.get("paths")
            built.append(
                board.route_from_stops(company, spec, stops, colors, paths, built, extras=extras)
            )
    return board.run_rules.settle(board, company, built, colors)


def logged_income(game: Game, company: str, routes: Sequence[dict]) -> tuple[int, int]:
    """(revenue, treasury income) of a recorded run, the two the route finder
    weighs (objective.py)."""
    built = _logged_routes(game, company, routes)
    return sum(r.revenue for r in built), sum(r.treasury for r in built)


def run_bonuses(game: Game, company: str) -> Extras:
    """What the game's run carries now besides its trains, without contracts
    (paid to the treasury apart)."""
    extras = game.route_bonuses(game.operator(company))
    return Extras(extras.car, extras.goal, car_on=extras.car_on)


def train_extras(bonuses: Extras, train: str, car_train: str | None = None) -> Extras:
    """What one train's route carries of the run's `bonuses` (run_bonuses): the
    car if it rides on that train (`car_train`, by default the one the game
    says it was put on: 18ESP's tender), and the goal."""
    return Extras(train == (car_train or bonuses.car_on), bonuses.goal)
