"""Routes built by hand in the run-routes step: for each train the stops the
player clicked, in order. The board judges them (`route_from_stops` raises
IllegalAction with the reason, `check_routes` the whole set); nothing here
decides a rule. No Qt here.
"""

from __future__ import annotations

from dataclasses import dataclass

from gamedesk.engine.actions import Action, act
from gamedesk.engine.board.routes import Route
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.game import Game
from gamedesk.engine.routing import RouteResult
from gamedesk.engine.routing.game_api import run_bonuses, train_extras
from gamedesk.ui.i18n import refusal_text, translate


@dataclass
class TrainPlan:
    train: str  # the train's id, "3-1"
    name: str  # its type, "3"
    spec: object
    stops: list[str]
    paths: list[list[str]] | None = None  # the hexes of each leg, when from a suggestion
    route: Route | None = None
    problem: str = ""


class RoutePlan:
    """The routes of one company's trains while the player builds them."""

    def __init__(self, game: Game, template: Action) -> None:
        self.game = game
        self.company = template.entity
        self.template = template
        op = game.corporations.get(self.company) or game.minors.get(self.company)
        trains = game.runnable_trains(op) if op is not None else []
        self.trains = [TrainPlan(t.id, t.name, t.spec, []) for t in trains]
        self.current = self.trains[0].train if self.trains else None
        self.problem = ""
        self.unproven = False  # Auto's other objective: the search stopped before a proof

    # ------------------------------------------------------------ editing

    def plan(self, train: str) -> TrainPlan | None:
        return next((p for p in self.trains if p.train == train), None)

    def select(self, train: str) -> None:
        if self.plan(train) is not None:
            self.current = train

    def click(self, stop: str) -> None:
        """Add `stop` to the current train's route; its last stop again takes it off."""
        plan = self.plan(self.current) if self.current else None
        if plan is None:
            return
        if plan.stops and plan.stops[-1] == stop:
            plan.stops.pop()
        else:
            plan.stops.append(stop)
        plan.paths = None
        self.evaluate()

    def clear(self, train: str | None = None) -> None:
        for plan in self.trains:
            if train is None or plan.train == train:
                plan.stops, plan.paths = [], None
        self.evaluate()

    def auto(self) -> None:
        """The engine's suggestion (the template's routes)."""
        self.unproven = False
        self._show_routes(self.template["routes"])

    def take(self, result: RouteResult) -> None:
        """Show a search's routes (`unproven` if it stopped before a proof)."""
        self.unproven = not result.optimal
        self._show_routes(
            [{**r.to_dict(), "train": r.train_id} for r in result.routes if r is not None])

    def _show_routes(self, routes: list[dict]) -> None:
        suggested = {r.get("train"): r for r in routes}
        for plan in self.trains:
            route = suggested.get(plan.train)
            plan.stops = list(route["stops"]) if route else []
            plan.paths = [list(leg) for leg in route["paths"]] if route else None
        self.evaluate()

    # ------------------------------------------------------------ judging

    def evaluate(self) -> None:
        """Ask the board about every train's route and about the set."""
        board, colors = self.game.board, self.game.colors()
        bonuses = run_bonuses(self.game, self.company)  # a tender rides on one train
        done: list[Route] = []
        for plan in self.trains:
            plan.route, plan.problem = None, ""
            if not plan.stops:
                continue
            try:
                route = board.route_from_stops(
                    self.company, plan.spec, plan.stops, colors, plan.paths, others=done,
                    extras=train_extras(bonuses, plan.train),
                )
            except IllegalAction as exc:
                # one stop is a route only for some trains (an 1822MX L-train, R-176)
                next_stop = translate("RoutePlan", "click the next stop")
                plan.problem = next_stop if len(plan.stops) < 2 else refusal_text(exc)
                continue
            plan.route = route
            done.append(route)
        self.problem = ""
        if done:
            try:
                board.check_routes(self.company, done)
            except IllegalAction as exc:
                self.problem = refusal_text(exc)

    def revenue_of(self, plan: TrainPlan) -> int:
        if plan.route is None:
            return 0
        return self.game.board.route_revenue(plan.route, self.game.colors())

    @property
    def total(self) -> int:
        return sum(self.revenue_of(p) for p in self.trains)

    @property
    def ready(self) -> bool:
        """Every train with stops has a route the board accepts."""
        return not self.problem and all(p.route is not None or not p.stops for p in self.trains)

    def drawn(self) -> list[dict]:
        """Route dicts (stops, segments, revenue) to draw on the map."""
        out = []
        for plan in self.trains:
            if plan.route is not None:
                out.append({"train": plan.train, **plan.route.to_dict()})
        return out

    def action(self) -> Action:
        """The run_routes action for the routes as they stand."""
        routes = [
            {"train": p.train, "stops": list(p.route.stops), "paths": p.route.legs}
            for p in self.trains
            if p.route is not None
        ]
        return act("run_routes", self.company, routes=routes)
