"""The route finder (R-163 … R-175): the provably best routes of a company.

    result = find_best_routes(board, "NdM", specs, game.colors())
    result.routes, result.revenue, result.optimal

It maximises the revenue, treasury income breaking ties (`REVENUE`), or with
`objective=INCOME` the two together (objective.py).

`best_routes_for(game)` does the same for the company operating in a game.
No Qt here: the window runs the search on a worker thread and cancels it
through `cancel`.
"""

from gamedesk.engine.routing.game_api import (
    best_routes_by,
    best_routes_for,
    logged_income,
    logged_revenue,
    operating_company,
    other_objective,
    route_job_by,
)
from gamedesk.engine.routing.objective import INCOME, REVENUE, Objective
from gamedesk.engine.routing.rules import RouteRules
from gamedesk.engine.routing.search import RouteResult, RoutingError, find_best_routes

__all__ = [
    "INCOME",
    "REVENUE",
    "Objective",
    "RouteResult",
    "RouteRules",
    "RoutingError",
    "best_routes_by",
    "best_routes_for",
    "find_best_routes",
    "logged_income",
    "logged_revenue",
    "operating_company",
    "other_objective",
    "route_job_by",
]
