"""Trains that run by more than their distance: 1822MX's L, E and 3/2 trains, the
Pullman car, destination bonuses and one stop per hex (R-170 … R-182).

A title opts in through its game.json `rules` (`local_trains`, `e_train`,
`three_halves_train`) and its map.json `two_location_hexes`. Titles without
them (18MEX) never reach these rules: `run_rules` returns None for them.

What the game decides for one route is passed in `Extras`: whether the route
pulls the company's Pullman car, the company's (home, destination) stations
when it has a destination bonus to earn, and whether it carries mail.

`routes` imports this module, so the few names of `routes` used here are
imported inside the functions that use them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from gamedesk.engine.board.stations import Refusal
from gamedesk.engine.board.track import NodeRef

if TYPE_CHECKING:
    from gamedesk.engine.board.board import Board
    from gamedesk.engine.board.routes import TrainSpec

NORMAL, LOCAL, EXPRESS = "normal", "local", "express"


@dataclass(frozen=True)
class Extras:
    """What one route carries besides its train (the game decides who owns what)."""

    pullman: bool = False  # the company's Pullman car rides on this train
    destination: tuple[NodeRef, NodeRef] | None = None  # (home, destination)
    #: mail contracts: 1 on a route that carries one; to the finder, how many
    #: the company holds (P14, P15: R-122)
    mail: int = 0
    #: to the finder: the id of the train the Pullman has been put on (None: the
    #: finder gives it to whichever train it helps most)
    pulling: str | None = None


NO_EXTRAS = Extras()


@dataclass(frozen=True)
class RunRules:
    """The title's special trains and its one-stop-per-hex rule."""

    local: frozenset[str]
    express: frozenset[str]
    halved: dict[str, tuple[int, int]]  # train -> (divisor, round up to)
    double_stop_hexes: frozenset[str]
    profile: str
    private_trains: frozenset[str] = frozenset()  # trains that came with a private

    def kind(self, train: TrainSpec) -> str:
        if train.name in self.local:
            return LOCAL
        return EXPRESS if train.name in self.express else NORMAL

    def pullman_allowed(self, train: TrainSpec) -> bool:
        """Not on an E-train; 18xx.games refuses L-type trains too (R-115, R-181)."""
        kind = self.kind(train)
        return kind == NORMAL or (kind == LOCAL and self.profile == "rulebook")

    @property
    def one_destination_bonus(self) -> bool:
        """The rulebook gives the destination bonus to one train a turn (R-179).
        18xx.games gives it to the train earning most of it and to every other
        train running home to destination, except a train that came with a
        private: the results of its logs need this (in 1822MX_game_end_stock_market
        a 6-train earns it beside an E, P1's 5-train does not; in
        ndem_dont_double_up_tokens P1's 5-train, alone, does)."""
        return self.profile == "rulebook"

    def keeps_second_bonus(self, train: TrainSpec) -> bool:
        """18xx.games: whether a train other than the best earner keeps its bonus."""
        return not self.one_destination_bonus and train.name not in self.private_trains

    def mail_allowed(self, train: TrainSpec) -> bool:
        """The printed card lets an L carry mail; 18xx.games (errata) does not (Q-02)."""
        return self.kind(train) != LOCAL or self.profile == "rulebook"

    def hex_group(self, node: NodeRef, town: bool) -> str | None:
        """The group a stop shares with the other stops of its hex under the
        rulebook (R-170), which allows both towns of a double-town hex only.
        None on the 18xx.games profile, whose rule is not per stop (`hexes_ok`)."""
        coord = node[0]
        if self.profile == "18xx.games" or (coord in self.double_stop_hexes and town):
            return None
        return f"hex:{coord}"

    def hexes_ok(self, stops: Sequence[tuple[NodeRef, bool]]) -> bool:
        """No two stops (node, is a town) in one hex (R-170). 18xx.games lifts
        the rule for the whole route when it stops at L19, M22 or M26 (section 4)."""
        if self.profile == "18xx.games":
            hexes = [node[0] for node, _ in stops]
            return len(set(hexes)) == len(hexes) or not self.double_stop_hexes.isdisjoint(hexes)
        groups = [g for g in (self.hex_group(n, town) for n, town in stops) if g is not None]
        return len(set(groups)) == len(groups)


_CACHE: dict[tuple[int, str], RunRules | None] = {}

#: the shared route rules (18MEX's numbers) as a title's own inventory numbers them
RULE_NUMBERS: dict[str, dict[str, str]] = {
    "1822MX": {
        "R-163": "R-170",  # a route: continuous track between its stops
        "R-164": "R-170",  # no track twice
        "R-165": "R-170",  # no reversing
        "R-167": "R-171",  # not through a full city
        "R-168": "R-170",  # a station of the company on it
        "R-169": "R-170",  # no stop twice
        "R-170": "R-172",  # gray off-boards and terminal track only at the ends
        "R-171": "R-175",  # distance
        "R-172": "R-174",  # no track shared between trains
    }
}


def renumber(board: Board, refusal: Refusal) -> Refusal:
    """A refusal of the shared rules under the title's own rule number."""
    numbers = RULE_NUMBERS.get(board.data.title)
    return refusal if numbers is None else (refusal[0], numbers.get(refusal[1], refusal[1]))


def run_rules(board: Board) -> RunRules | None:
    """The run rules of the board's title and profile, or None for plain titles."""
    key = (id(board.data), board.profile)
    if key not in _CACHE:
        _CACHE[key] = _load(board)
    return _CACHE[key]


def _load(board: Board) -> RunRules | None:
    rules = board.data.game.get("rules", {})
    if "local_trains" not in rules and "e_train" not in rules:
        return None
    halved = rules.get("three_halves_train")
    doubles = board.data.map.get("two_location_hexes", {}).get("hexes", ())
    return RunRules(
        local=frozenset(rules.get("local_trains", ())),
        express=frozenset([rules["e_train"]] if rules.get("e_train") else ()),
        halved={halved["train"]: (halved["revenue_divisor"], halved["round_up_to"])}
        if halved
        else {},
        double_stop_hexes=frozenset(doubles),
        profile=board.profile,
        private_trains=frozenset(rules.get("private_company_trains", {}).values()),
    )


# ------------------------------------------------------------------ revenue
def run_value(
    board: Board,
    company: str,
    train: TrainSpec,
    nodes: Sequence[NodeRef],
    colors: tuple[str, ...],
    extras: Extras = NO_EXTRAS,
) -> tuple[int, Refusal | None]:
    """(revenue, why the stops do not suit the train or None) under the run rules."""
    from gamedesk.engine.board.routes import score, stop_facts

    rules = run_rules(board)
    assert rules is not None
    kind = rules.kind(train)
    facts = [stop_facts(board, n, colors) for n in nodes]
    if kind == EXPRESS:
        own = [company in board.city_slots(*n) for n in nodes]
        refusal = _express_refusal(own, train)
        value = train.multiplier * sum(f[1] for f, o in zip(facts, own, strict=True) if o)
    else:
        spec = with_pullman(train) if extras.pullman else train
        value, fits = score(spec, facts)
        refusal = None if fits else (f"too many stops for a {_label(train, extras)}", _rule(kind))
        cities = sum(1 for f in facts if f[0] != "town")
        if kind == LOCAL and cities != 1:
            refusal = (f"an {train.name}-train runs from one city of its own", "R-176")
    value += destination_bonus(board, train, nodes, colors, extras)
    if train.name in rules.halved:
        value = halve(value, *rules.halved[train.name])
    return value, refusal


def mail_income(
    board: Board, train: TrainSpec, nodes: Sequence[NodeRef], colors: tuple[str, ...]
) -> int:
    """A mail contract's income (to the treasury): half the base values of the
    first and last stops, no doubling or halving (R-122); an L alone in its
    city: half that city's value (rulebook, Q-02)."""
    rules = run_rules(board)
    if rules is None or not rules.mail_allowed(train):
        return 0
    first, last = (board.revenue_of(*n, colors) for n in (nodes[0], nodes[-1]))
    return first // 2 if len(nodes) == 1 else (first + last) // 2


def _label(train: TrainSpec, extras: Extras) -> str:
    return f"{train.name}+ train" if extras.pullman else f"{train.name} train"


def _rule(kind: str) -> str:
    return "R-176" if kind == LOCAL else "R-175"


def _express_refusal(own: list[bool], train: TrainSpec) -> Refusal | None:
    """An E-train stops only at its own stations, two at least (R-177). Whatever
    else the run passes or ends in earns nothing: 18xx.games lets a run go on past
    the last of them (log 1822MX_game_end_stock_market)."""
    if sum(own) < 2:
        return (f"an {train.name}-train needs two of its own stations", "R-177")
    return None


def destination_bonus(
    board: Board,
    train: TrainSpec,
    nodes: Sequence[NodeRef],
    colors: tuple[str, ...],
    extras: Extras,
) -> int:
    """The destination's value once more (twice more for an E-train) when the
    route holds both the home and the destination station (R-179)."""
    if extras.destination is None:
        return 0
    home, destination = extras.destination
    if home not in nodes or destination not in nodes:
        return 0
    return board.revenue_of(destination[0], destination[1], colors) * train.multiplier


def halve(value: int, divisor: int, round_to: int) -> int:
    """The 3/2 train: its income halved, then rounded up to a multiple of 10 (R-182)."""
    part = value // divisor
    return -(-part // round_to) * round_to


def with_pullman(train: TrainSpec) -> TrainSpec:
    """The train with a Pullman: towns free and all paid, N other stops (R-181)."""
    from gamedesk.engine.board.routes import DistanceGroup

    groups = []
    for g in train.distance:
        rest = g.nodes - {"town"}
        if rest:
            groups.append(DistanceGroup(rest, g.visit, g.pay, g.multiplier))
    groups.append(DistanceGroup(frozenset({"town"}), None, None))
    return type(train)(train.name, tuple(groups), train.multiplier)


# ---------------------------------------------------------------- the run
def run_refusal(board: Board, routes: Sequence) -> tuple[int, Refusal] | None:
    """(route index, why) when the routes together break a run rule
    (R-115, R-176, R-179, R-181)."""
    rules = run_rules(board)
    if rules is None:
        return None
    return _extras_refusal(rules, routes) or _local_refusal(board, rules, routes)


def _extras_refusal(rules: RunRules, routes: Sequence) -> tuple[int, Refusal] | None:
    # Mail needs no check here: every route may carry a contract, and the title
    # pays only the best as many as the company holds.
    pulled = [i for i, r in enumerate(routes) if r.pullman]
    if len(pulled) > 1:
        return (pulled[1], ("a company has one Pullman car", "R-115"))
    for i in pulled:
        if not rules.pullman_allowed(routes[i].train):
            return (i, (f"a Pullman car cannot run with an {routes[i].train.name}-train", "R-181"))
    earning = [i for i, r in enumerate(routes) if r.bonus]
    best = max(earning, key=lambda i: routes[i].bonus, default=None)
    extra = [i for i in earning if i != best and not rules.keeps_second_bonus(routes[i].train)]
    if extra:
        return (extra[0], ("only one train earns the destination bonus", "R-179"))
    return None


def _local_refusal(board: Board, rules: RunRules, routes: Sequence) -> tuple[int, Refusal] | None:
    """One L-type train per station (R-176); each route was checked alone first."""
    stations: set[str] = set()
    for i, route in enumerate(routes):
        if rules.kind(route.train) != LOCAL:
            continue
        city = next(s for s in route.stops if _is_city(board, s))
        if city in stations:
            return (i, (f"only one L-train may run from the station in {city}", "R-176"))
        stations.add(city)
    return None


def one_bonus(board: Board, company: str, routes: list, colors: tuple[str, ...]) -> list:
    """The routes with the destination bonus left on the one earning most of it
    (R-179: one train per turn gets it), and with 18xx.games on the others it
    lets keep theirs (`RunRules.keeps_second_bonus`)."""
    from gamedesk.engine.board.routes import route_revenue

    rules = run_rules(board)
    earning = sorted(range(len(routes)), key=lambda k: -routes[k].bonus)
    settled = list(routes)
    for k in earning[1:]:
        kept = rules is not None and rules.keeps_second_bonus(settled[k].train)
        if settled[k].bonus and not kept:
            plain = replace(settled[k], destination=None, bonus=0)
            settled[k] = replace(plain, revenue=route_revenue(board, plain, colors, company))
    return settled


def _is_city(board: Board, stop: str) -> bool:
    from gamedesk.engine.board.routes import parse_node_id

    coord, index = parse_node_id(stop)
    return board.tile_def(coord).nodes[index].kind != "town"


def shares_track(board: Board, train: TrainSpec) -> bool:
    """Whether the train's track counts against the other trains' (E-trains do not, R-174)."""
    rules = run_rules(board)
    return rules is None or rules.kind(train) != EXPRESS
