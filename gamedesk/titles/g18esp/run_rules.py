"""18ESP's run rules beyond the shared ones: the tender (R-034, inventory 1.7)
and the route bonuses (R-120, R-123…R-125).

A tender rides on one train of its company for a run: the train may then add
one town, mine or harbour beyond its range. The engine carries it as the
route's car (`run_rules.Extras.car`); here it gets its meaning.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from gamedesk.engine.board import gates
from gamedesk.engine.board.combined import is_combined
from gamedesk.engine.board.route_bonuses import BonusTable, RouteBonus
from gamedesk.engine.board.routes import DistanceGroup, TrainSpec
from gamedesk.engine.board.run_rules import NO_EXTRAS, Extras, RunRules
from gamedesk.engine.board.track import NodeRef
from gamedesk.engine.messages import QT_TRANSLATE_NOOP
from gamedesk.engine.routing.rules import ExactScorer, RouteRules, Variant
from gamedesk.engine.routing.scoring import Facts
from gamedesk.titles.g18esp import p3_train
from gamedesk.titles.g18esp.rule_ids import SHARED_BOARD_RULE_IDS

if TYPE_CHECKING:
    from gamedesk.engine.board.board import Board

# Route refusals, plain sentences marked for translation (here: lupdate would
# take the module's #: comments below for translator notes): R-120 for each end,
# a minor's.
TWO_ENDS = {"E": QT_TRANSLATE_NOOP("game", "a route joins two E ends"),
            "W": QT_TRANSLATE_NOOP("game", "a route joins two W ends")}
NO_OFFBOARD = QT_TRANSLATE_NOOP("game", "a minor's route enters no off-board area")
NO_PASS_END = QT_TRANSLATE_NOOP("game", "a minor's route neither starts nor ends at a pass")

#: what a tender adds: one more small stop (towns; mines and harbours are halts)
TENDER_STOP = DistanceGroup(frozenset({"town", "halt"}), 1, 1)


TENDER_MARK = "+T"


def with_tender(train: TrainSpec) -> TrainSpec:
    return replace(train, name=f"{train.name}{TENDER_MARK}",
                   distance=(*train.distance, TENDER_STOP))


def without_tender(train: TrainSpec) -> TrainSpec:
    """The train a tender rides on (the finder values a tendered train as one)."""
    if not train.name.endswith(TENDER_MARK):
        return train
    return replace(train, name=train.name.removesuffix(TENDER_MARK), distance=train.distance[:-1])


#: R-123: Madrid or Barcelona (their M and B labels) with Gijón or Bilbao
NORTH_ENDS = frozenset({"E3", "K5"})
SOUTH_LABELS = ("M", "B")
#: R-125: both bonuses on one route; the site pays 200 (4.5.29)
BOTH_BONUSES = {"rulebook": 150, "18xx.games": 200}


def labelled(data, *labels: str) -> frozenset[str]:
    return frozenset(h["coord"] for h in data.map["hexes"]
                     if set(h.get("labels") or ()) & set(labels))


class CrossingFirstScorer(ExactScorer):
    """A combined train's routes, valued by the run rules as ever, but a route
    that does not cross exactly one pass (R-170, the run rules' own check) is
    worth nothing to it without scoring its stops: most of the routes the
    finder sees from a station do not reach a pass."""

    def exact_value(self, facts: Facts) -> int:
        rules = self.rules
        hexes = [f[3][0] for f in facts]
        if gates.crossing_refusal(rules.gates, [rules.sides.get(h) for h in hexes],
                                  hexes) is not None:
            return 0
        return super().exact_value(facts)


def crossing_first(variant: Variant, board, company: str, colors) -> Variant:
    scorer = variant.scorer
    if not isinstance(scorer, ExactScorer) or not is_combined(scorer.train):
        return variant
    return replace(variant, scorer=CrossingFirstScorer(board, company, scorer.train, colors))


class EspRouteRules(RouteRules):
    """The route finder's side of the tender: the train it rides on counts
    one more town, mine or harbour (R-128); everything else is valued by the
    run rules route by route (ExactScorer)."""

    #: R-126: a company need not choose the best routes; a player may prefer
    #: the most for the treasury to the most paid out
    run_choice_free = True

    def variants(self, board, company, specs, colors, bonuses, car_spec=None) -> list[Variant]:
        out = super().variants(board, company, specs, colors, bonuses, car_spec)
        if car_spec is not None and car_spec >= 0:
            tender = ExactScorer(board, company, with_tender(specs[car_spec]), colors)
            out = [replace(v, extras=Extras(car=True), scorer=tender) if v.spec == car_spec
                   else v for v in out]
        return [crossing_first(v, board, company, colors) for v in out]


ROUTE_RULES = EspRouteRules()


class EspRunRules(RunRules):
    rule_numbers = SHARED_BOARD_RULE_IDS  # the shared checks' refusals in 18ESP's numbers

    def __init__(self, data, profile: str) -> None:
        super().__init__(data, profile)
        self.minors = frozenset(c["sym"] for c in data.game["corporations"]
                                if c.get("type") == "minor")

    def minor_refusal(self, board: Board, nodes: Sequence[NodeRef]):
        """R-119: a minor's route enters no off-board area; R-109: it neither
        starts nor ends at a pass."""
        if any(board.tile_def(h).nodes[i].kind == "offboard" for h, i in nodes):
            return (NO_OFFBOARD, "R-119")
        if nodes and (nodes[0][0] in self.gates or nodes[-1][0] in self.gates):
            return (NO_PASS_END, "R-109")
        return None

    def finder_rules(self) -> RouteRules:
        return ROUTE_RULES

    def bonus_table(self, data) -> BonusTable:
        """R-124: east to west; R-123: Madrid or Barcelona to Gijón or Bilbao."""
        amount = data.game["rules"]["east_west_or_gijon_bilbao_bonus"]
        east_west = RouteBonus("east_west", (labelled(data, "E"), labelled(data, "W")), amount)
        north_south = RouteBonus("north_south", (labelled(data, *SOUTH_LABELS), NORTH_ENDS),
                                 amount)
        both = frozenset({east_west.name, north_south.name})
        return BonusTable((east_west, north_south), {both: BOTH_BONUSES[self.profile]})

    def stops_refusal(self, board, stops):
        """R-120: a route joins no two east ends, nor two west ends."""
        refusal = super().stops_refusal(board, stops)
        if refusal is not None:
            return refusal
        for end, hexes in zip("EW", self.bonuses.bonuses[0].groups, strict=True):
            if sum(1 for n in stops if n[0] in hexes) > 1:
                return (TWO_ENDS[end], "R-120")
        return None

    def run_value(
        self,
        board: Board,
        company: str,
        train: TrainSpec,
        nodes: Sequence[NodeRef],
        colors: tuple[str, ...],
        extras: Extras = NO_EXTRAS,
    ):
        spec, carried = (with_tender(train), replace(extras, car=False)) if extras.car \
            else (train, extras)  # the route finder asks this for every route it sees
        value, bonus, refusal = super().run_value(board, company, spec, nodes, colors, carried)
        if refusal is None and company in self.minors:
            refusal = self.minor_refusal(board, nodes)
        if refusal is None:
            # R-032, with or without a tender on it
            refusal = p3_train.first_run_refusal(without_tender(train), nodes, self.profile)
        return value, bonus, refusal
