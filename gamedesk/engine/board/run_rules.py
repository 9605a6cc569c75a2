"""How a title's trains run beyond the shared route rules (R-163 … R-172 in
18MEX's numbering): the hooks the board and the route finder call, with the
plain rules as their defaults (every train runs its distance, every stop pays
its printed value, every train counts against the others' track).

A title's `Game` names its own rules (`Game.run_rules`, a subclass of
`RunRules`); the board builds them once per rule profile. Nothing here names a
title: what differs is in the title's folder (e.g. the L, E and 3/2 trains of
gamedesk/titles/g1822mx/route_rules.py).

What the game decides for one route is passed in `Extras`: whether a car
rides on its train that changes how the train counts stops, the two stations
of the company whose joining earns a bonus (its goal), and whether it carries
a contract that pays the treasury. The title gives them their meaning (its
`run_value` and `side_income`); the engine only carries them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from gamedesk.engine.board import gates
from gamedesk.engine.board.gauges import BOTH
from gamedesk.engine.board.route_bonuses import NO_BONUSES, BonusTable
from gamedesk.engine.board.stations import Refusal
from gamedesk.engine.board.stop_pay import StopPay, run_and_treasury
from gamedesk.engine.board.track import NodeRef
from gamedesk.engine.copying import kept
from gamedesk.engine.messages import QT_TRANSLATE_NOOP, a_train, msg

if TYPE_CHECKING:
    from gamedesk.engine.board.board import Board
    from gamedesk.engine.board.routes import Route, TrainSpec
    from gamedesk.engine.data import TitleData
    from gamedesk.engine.routing.rules import RouteRules

#: how a train runs: by its distance; in one city alone (a local); between
#: its own stations only, on any track (an express)
NORMAL, LOCAL, EXPRESS = "normal", "local", "express"


@dataclass(frozen=True)
class Extras:
    """What one route carries besides its train (the game decides who owns what)."""

    car: bool = False  # a car rides on the train and changes how it counts stops
    goal: tuple[NodeRef, NodeRef] | None = None  # two stations whose joining pays a bonus
    #: treasury contracts: 1 on a route that carries one; to the finder, how many
    #: the company holds
    contracts: int = 0
    #: to the finder: the id of the train the car has been put on (None: the
    #: finder gives it to whichever train it helps most)
    car_on: str | None = None


NO_EXTRAS = Extras()


class RunRules:
    """The plain run rules of one title under one rule profile; a title with
    other trains or bonuses subclasses this and names it on its Game."""

    #: the shared route rules' numbers (18MEX's) as the title's inventory numbers them
    rule_numbers: Mapping[str, str] = {}
    #: whether some train may run in one city alone (the board then reads such runs)
    single_stop_runs = False

    def __init__(self, data: TitleData, profile: str) -> None:
        self.data = data
        self.profile = profile
        #: who each stop pays (the run, the station holders, the treasury)
        self.pay = StopPay.from_data(data)
        self.bonuses = self.bonus_table(data)
        self.gates = gates.closed_at_start(data)
        self.sides = gates.sides(data)
        #: every stop pays the run its printed value and no route earns a bonus:
        #: the route finder may score routes from its packed tallies
        self.simple = self.pay.plain and not self.bonuses

    def bonus_table(self, data: TitleData) -> BonusTable:
        """The route bonuses of the title (none; a title's rules give theirs)."""
        return NO_BONUSES

    __deepcopy__ = kept  # immutable: a game copy shares it

    # ----------------------------------------------------------- one train
    def kind(self, train: TrainSpec) -> str:
        return NORMAL

    def shares_track(self, train: TrainSpec) -> bool:
        """Whether the train's track counts against the other trains' (R-172)."""
        return self.kind(train) != EXPRESS

    def single_stop(self, train: TrainSpec) -> bool:
        """Whether the train may run in one city alone."""
        return self.kind(train) == LOCAL

    def stops_refusal(self, board: Board, stops: Sequence[NodeRef]) -> Refusal | None:
        """Why the stops of one route break a title's limit beyond the shared
        rules, or None: here, one gate a route at most (gates.py, 18ESP R-108)."""
        if self.gates and sum(1 for n in stops if n[0] in self.gates) > 1:
            return ("a route crosses one pass at most", "gates")
        return None

    def run_value(
        self,
        board: Board,
        company: str,
        train: TrainSpec,
        nodes: Sequence[NodeRef],
        colors: tuple[str, ...],
        extras: Extras = NO_EXTRAS,
    ) -> tuple[int, int, Refusal | None]:
        """(revenue, the bonus within it, why the stops do not suit the train or
        None) of a route's stops (R-171, R-173): each stop what it pays `company`
        (stop_pay.py), plus the route bonuses its stops earn (route_bonuses.py)."""
        from gamedesk.engine.board.routes import score, stop_facts

        if self.pay.plain:
            facts = [stop_facts(board, n, colors) for n in nodes]
        else:
            facts = run_and_treasury(self.pay, board, company, nodes, colors)[0]
        value, fits = score(train, facts)
        refusal = None if fits else (
            msg(QT_TRANSLATE_NOOP("game", "too many stops for {train}"), train=a_train(train.name)),
            "R-171")
        if refusal is None and train.gauge == BOTH:
            hexes = [n[0] for n in nodes]
            refusal = gates.crossing_refusal(
                self.gates, [self.sides.get(h) for h in hexes], hexes
            )
        bonus = self.bonuses.value(n[0] for n in nodes) if self.bonuses else 0
        return value + bonus, bonus, refusal

    def side_income(
        self,
        board: Board,
        company: str,
        train: TrainSpec,
        nodes: Sequence[NodeRef],
        colors: tuple[str, ...],
        extras: Extras = NO_EXTRAS,
    ) -> int:
        """What the route pays the treasury besides its revenue: its stops (mines,
        harbours: stop_pay.py) and its bonuses (route_bonuses.py)."""
        if self.simple:
            return 0
        paid = 0 if self.pay.plain else run_and_treasury(self.pay, board, company, nodes, colors)[1]
        return paid + (self.bonuses.treasury_value(n[0] for n in nodes) if self.bonuses else 0)

    # --------------------------------------------------------------- the run
    def run_refusal(self, board: Board, routes: Sequence[Route]) -> tuple[int, Refusal] | None:
        """(route index, why) when the routes together break a title's run rule."""
        return None

    def settle(
        self, board: Board, company: str, routes: list[Route], colors: tuple[str, ...]
    ) -> list[Route]:
        """The routes with what only some of them may earn settled among them."""
        return routes

    def renumber(self, refusal: Refusal) -> Refusal:
        """A refusal of the shared rules under the title's own rule number."""
        numbers = self.rule_numbers
        return refusal if not numbers else (refusal[0], numbers.get(refusal[1], refusal[1]))

    def finder_rules(self) -> RouteRules:
        """What the route finder needs to know of these rules."""
        from gamedesk.engine.routing.rules import PLAIN

        return PLAIN
