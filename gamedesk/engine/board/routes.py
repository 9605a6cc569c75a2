"""Trains, routes, revenue and route validation (R-163 … R-175).

A `Route` is the train's stops in travel order plus, between each two
consecutive stops, the track used: a tuple of (hex, path index) in travel
order. Paths are numbered as in the tile structure of the tile on that hex.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from gamedesk.engine.board import gauges, run_rules
from gamedesk.engine.board.stations import Refusal
from gamedesk.engine.board.tiles import EDGE, JUNCTION, PHASE_COLOR_ORDER
from gamedesk.engine.board.track import NodeRef, Segment
from gamedesk.engine.copying import kept
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.messages import QT_TRANSLATE_NOOP, msg

if TYPE_CHECKING:
    from gamedesk.engine.board.board import Board

ALL_NODE_KINDS = frozenset({"city", "town", "offboard", "halt"})
#: path ends that track continues through (every other end is a stop)
_WALKED = (EDGE, JUNCTION)


# --------------------------------------------------------------------- trains
@dataclass(frozen=True)
class DistanceGroup:
    """Up to `visit` stops of the kinds in `nodes`, of which `pay` count (None: no limit)."""

    nodes: frozenset[str]
    visit: int | None
    pay: int | None
    multiplier: int = 1

    __deepcopy__ = kept  # immutable: a game copy shares it

    def to_dict(self) -> dict:
        d = {"nodes": sorted(self.nodes), "visit": self.visit, "pay": self.pay}
        if self.multiplier != 1:
            d["multiplier"] = self.multiplier
        return d


@dataclass(frozen=True)
class TrainSpec:
    """What a train type may run: its distance groups and revenue multiplier."""

    name: str
    distance: tuple[DistanceGroup, ...]
    multiplier: int = 1
    gauge: str = ""  # the track it runs on: "" standard, "narrow", "both" (gauges.py)

    __deepcopy__ = kept  # immutable: a game copy shares it

    @classmethod
    def from_data(cls, data: dict) -> TrainSpec:
        """From a game.json train entry (or a variant with `name` and `distance`)."""
        distance = data["distance"]
        if isinstance(distance, int):
            groups = (DistanceGroup(ALL_NODE_KINDS, distance, distance),)
        else:
            groups = tuple(
                DistanceGroup(
                    nodes=frozenset(g["nodes"]),
                    visit=g.get("visit", g.get("pay")),
                    pay=g.get("pay"),
                    multiplier=int(g.get("multiplier", 1)),
                )
                for g in distance
            )
        return cls(
            name=str(data["name"]),
            distance=groups,
            multiplier=int(data.get("multiplier", 1) or 1),
            gauge=str(data.get("gauge", data.get("track_type")) or ""),
        )

    def to_dict(self) -> dict:
        d: dict = {"name": self.name, "distance": [g.to_dict() for g in self.distance]}
        if self.multiplier != 1:
            d["multiplier"] = self.multiplier
        if self.gauge:
            d["gauge"] = self.gauge
        return d

    @classmethod
    def from_dict(cls, data: dict) -> TrainSpec:
        return cls.from_data(data)


def score(train: TrainSpec, stops: Sequence[tuple[str, int, int]]) -> tuple[int, bool]:
    """(revenue, within the train's distance) for stops given as (kind, value, visit cost).

    Stops go to the distance groups that accept their kind, the kinds
    accepted by fewest groups first (R-171: towns are free for 18MEX trains,
    cities and off-boards count). Within a group only the `pay` best values
    count, times the group's multiplier (R-174: 4D doubles cities and
    off-boards, not towns); the sum is times the train's multiplier.
    """
    groups = train.distance
    left = [g.visit for g in groups]
    taken: list[list[int]] = [[] for _ in groups]
    fits = True
    by_kind: dict[str, list[tuple[int, int]]] = {}
    for kind, value, cost, *_ in stops:  # facts may carry the node after the cost
        by_kind.setdefault(kind, []).append((value, cost))
    accepting = {k: [i for i, g in enumerate(groups) if k in g.nodes] for k in by_kind}
    for kind in sorted(by_kind, key=lambda k: len(accepting[k])):
        order = sorted(accepting[kind], key=lambda i: len(groups[i].nodes))
        for value, cost in sorted(by_kind[kind], reverse=True):
            for i in order:
                if left[i] is None or left[i] >= cost:
                    if left[i] is not None:
                        left[i] -= cost
                    taken[i].append(value)
                    break
            else:
                fits = False
    revenue = 0
    for group, values in zip(groups, taken, strict=False):
        values.sort(reverse=True)
        paid = values if group.pay is None else values[: group.pay]
        revenue += sum(paid) * group.multiplier
    return revenue * train.multiplier, fits


def phase_revenue(revenue: int | dict, colors: Iterable[str]) -> int:
    """A revenue printed per phase colour: the latest colour of `colors` it names."""
    if not isinstance(revenue, dict):
        return int(revenue)
    value = 0
    for color in sorted(colors, key=_color_rank):
        if color in revenue:
            value = revenue[color]
    return int(value)


def _color_rank(color: str) -> int:
    return PHASE_COLOR_ORDER.index(color) if color in PHASE_COLOR_ORDER else len(PHASE_COLOR_ORDER)


# --------------------------------------------------------------------- routes
def node_id(node: NodeRef) -> str:
    return f"{node[0]}-{node[1]}"


def stop_label(board: Board, node: NodeRef) -> str:
    """A stop as a player names it: "Torreón (I8)"; where the hex holds several stops,
    which one: "Tampico (M12) town", "Mexico City (O10) city 2 of 3". Never the
    internal id "M12-1"."""
    coord, index = node
    info = board.grid.info(coord) if coord in board.grid else None
    name = info.location_name if info is not None else None
    place = f"{name} ({coord})" if name else coord
    nodes = board.tile_def(coord).nodes if coord in board.grid else {}
    if index not in nodes or len(nodes) < 2:
        return place
    kind = nodes[index].kind
    same = sorted(i for i, n in nodes.items() if n.kind == kind)
    which = f" {same.index(index) + 1} of {len(same)}" if len(same) > 1 else ""
    return f"{place} {kind}{which}"


def parse_node_id(text: str) -> NodeRef:
    coord, _, index = text.rpartition("-")
    if not coord or not index.isdigit():
        raise IllegalAction(QT_TRANSLATE_NOOP("game", "not a stop: {text!r}"), "R-163", text=text)
    return (coord, int(index))


NOT_FOUND = "?"  # Route.fit not looked at


@dataclass(frozen=True)
class Route:
    """One train's run: stops in travel order and the track between them."""

    train: TrainSpec
    stops: tuple[str, ...]
    segments: tuple[tuple[tuple[str, int], ...], ...]
    revenue: int
    train_id: str | None = None
    car: bool = False  # a car rides on its train (run_rules.Extras; 1822MX Pullman, R-181)
    goal: tuple[str, str] | None = None  # the stations whose joining pays a bonus
    bonus: int = 0  # the route bonus within `revenue` (1822MX: its destination's)
    #: income to the treasury, not in `revenue`: contracts (1822MX mail, R-122),
    #: mines and harbours (stop_pay.py), bonuses' treasury parts (route_bonuses.py)
    treasury: int = 0
    #: (id of the board, its `tiles_epoch`) when the route was built from that
    #: board's own track segments: while the tiles are the same, its track need
    #: not be walked again to be checked (R-165); () for a route read from elsewhere
    traced_on: tuple = field(default=(), compare=False, repr=False)
    #: (company, why the stops do not suit the train or None: R-171) as found
    #: when it was built for that company with no extras; NOT_FOUND if not then
    fit: tuple | str = field(default=NOT_FOUND, compare=False, repr=False)

    @property
    def extras(self) -> run_rules.Extras:
        """What the route carries besides its train."""
        if not self.car and self.goal is None and not self.treasury:
            return run_rules.NO_EXTRAS
        pair = None
        if self.goal is not None:
            pair = (parse_node_id(self.goal[0]), parse_node_id(self.goal[1]))
        return run_rules.Extras(self.car, pair, int(self.treasury > 0))

    @property
    def paths(self) -> tuple[tuple[str, int], ...]:
        """Every (hex, path index) used, in travel order (for drawing)."""
        return tuple(step for seg in self.segments for step in seg)

    @property
    def legs(self) -> list[list[str]]:
        """The hexes crossed between consecutive stops (18xx.games `connections`)."""
        legs = []
        for seg in self.segments:
            hexes: list[str] = []
            for coord, _ in seg:
                if not hexes or hexes[-1] != coord:
                    hexes.append(coord)
            legs.append(hexes)
        return legs

    def to_log(self) -> dict:
        """The route in the shape of an 18xx.games `run_routes` route."""
        legs = self.legs or [["local", parse_node_id(self.stops[0])[0]]]  # 1822MX L-train
        d = {
            "connections": legs,
            "hexes": [parse_node_id(s)[0] for s in self.stops],
            "revenue": self.revenue,
            "revenue_str": "-".join(parse_node_id(s)[0] for s in self.stops),
            "nodes": list(self.stops),
        }
        if self.train_id is not None:
            d = {"train": self.train_id, **d}
        return d

    def to_dict(self) -> dict:
        """A JSON-able form for our own save files.

        `stops` and `paths` (the hexes of each leg) are enough for
        `Board.route_from_stops`; `segments` pin the exact track.
        """
        d: dict = {} if self.train_id is None else {"train": self.train_id}
        d.update(
            train_spec=self.train.to_dict(),
            stops=list(self.stops),
            paths=self.legs,
            segments=[[[c, p] for c, p in seg] for seg in self.segments],
            revenue=self.revenue,
        )
        if self.car:
            d["car"] = True
        if self.goal is not None:
            d.update(goal=list(self.goal), bonus=self.bonus)
        elif self.bonus:
            d["bonus"] = self.bonus
        if self.treasury:
            d["treasury"] = self.treasury
        return d

    @classmethod
    def from_dict(cls, data: dict) -> Route:
        return cls(
            train=TrainSpec.from_dict(data["train_spec"]),
            stops=tuple(data["stops"]),
            segments=tuple(tuple((c, int(p)) for c, p in seg) for seg in data["segments"]),
            revenue=int(data["revenue"]),
            train_id=data.get("train"),
            car=bool(data.get("car", False)),
            goal=tuple(data["goal"]) if data.get("goal") else None,
            bonus=int(data.get("bonus", 0)),
            treasury=int(data.get("treasury", 0)),
        )


def stop_facts(board: Board, node: NodeRef, colors: Iterable[str]) -> tuple[str, int, int]:
    nd = board.tile_def(node[0]).nodes[node[1]]
    return (nd.kind, phase_revenue(nd.revenue, colors), nd.visit_cost)


def build_route(
    board: Board,
    train: TrainSpec,
    segments: Sequence[Segment],
    colors: Iterable[str],
    train_id: str | None = None,
    *,
    company: str = "",
    extras: run_rules.Extras = run_rules.NO_EXTRAS,
    start: NodeRef | None = None,
) -> Route:
    """A Route from consecutive segments (each starting where the previous ended);
    with no segments, the one-stop run of a train that may run in one city
    alone, at `start`. The title's run rules value it for `company` (a stop
    may pay some companies only)."""
    colors = tuple(colors)
    nodes = [segments[0].start if segments else start] + [s.end for s in segments]
    rules = board.run_rules
    revenue, bonus, fit = rules.run_value(board, company, train, nodes, colors, extras)
    treasury = rules.side_income(board, company, train, nodes, colors, extras)
    return Route(
        train=train,
        stops=tuple(node_id(n) for n in nodes),
        segments=tuple(s.steps for s in segments),
        revenue=revenue,
        train_id=train_id,
        car=extras.car,
        goal=None if extras.goal is None else tuple(map(node_id, extras.goal)),
        bonus=bonus,
        treasury=treasury,
        traced_on=(id(board), board.tiles_epoch),
        fit=(company, fit) if extras is run_rules.NO_EXTRAS else NOT_FOUND,
    )


def route_revenue(board: Board, route: Route, colors: Iterable[str], company: str = "") -> int:
    nodes = [parse_node_id(s) for s in route.stops]
    rules = board.run_rules
    return rules.run_value(board, company, route.train, nodes, tuple(colors), route.extras)[0]


# ----------------------------------------------------------------- validation
def as_msg(reason) -> tuple:
    """A refusal's reason as a message: a sentence with its own parameters (a Msg)
    stays as it is, a plain sentence gets none (wrapping a Msg again would show
    it raw)."""
    return reason if isinstance(reason, tuple) else (reason, {})


def check_routes(board: Board, company: str, routes: Sequence[Route]) -> None:
    """Raise IllegalAction unless every route is legal and no two share track.

    Routes read one at a time may have taken the same lane of a double track
    where the other lane runs between the same stops; such choices are
    settled jointly before the track is compared (R-157).
    """
    for number, route in enumerate(routes):
        refusal = route_refusal(board, company, route)
        if refusal:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "route {number} ({train}): {reason}"),
                refusal[1], number=number + 1, train=route.train.name, reason=as_msg(refusal[0]),
            )
    rules = board.run_rules
    joint = rules.run_refusal(board, routes)
    if joint is not None:
        number, (message, rule) = joint
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "route {number} ({train}): {reason}"),
            rule, number=number + 1, train=routes[number].train.name, reason=as_msg(message),
        )
    routes = [r for r in routes if rules.shares_track(r.train)]  # 1822MX E-trains do not
    clash = _shared_track(board, routes)
    if clash is not None:
        settled = settle_lanes(board, routes)
        if settled is None or _shared_track(board, settled) is not None:
            first, second, coord = clash
            message = f"routes {first + 1} and {second + 1} share track in {coord}"
            raise IllegalAction(*rules.renumber((message, "R-172")))


def _shared_track(board: Board, routes: Sequence[Route]) -> tuple[int, int, str] | None:
    used: dict[tuple, int] = {}
    for number, route in enumerate(routes):
        for key in set(route_keys(board, route)):
            if key in used:
                return (used[key], number, key[0])
            used[key] = number
    return None


def settle_lanes(board: Board, routes: Sequence[Route]) -> list[Route] | None:
    """The routes with lanes chosen so that no two share track, or None.

    Only the track between two stops that crosses the same hexes by another
    lane is changed; stops and revenue stay as they are.
    """
    slots = []  # (route index, segment index, alternatives)
    for r, route in enumerate(routes):
        stops = [parse_node_id(s) for s in route.stops]
        for k, steps in enumerate(route.segments):
            alternatives = _lane_twins(board, stops[k], stops[k + 1], steps)
            slots.append((r, k, alternatives))
    choice: list[tuple] = []

    def search(i: int, used: frozenset) -> bool:
        if i == len(slots):
            return True
        for steps in slots[i][2]:
            keys = frozenset(key for coord, p in steps for key in board.track_keys(coord, p))
            if keys & used:
                continue
            choice.append(steps)
            if search(i + 1, used | keys):
                return True
            choice.pop()
        return False

    if not search(0, frozenset()):
        return None
    segments: list[list] = [[] for _ in routes]
    for (r, _, _), steps in zip(slots, choice, strict=True):
        segments[r].append(steps)
    return [
        replace(route, segments=tuple(segs)) for route, segs in zip(routes, segments, strict=True)
    ]


def _lane_twins(
    board: Board, start: NodeRef, end: NodeRef, steps: tuple[tuple[str, int], ...]
) -> list[tuple[tuple[str, int], ...]]:
    hexes = [c for i, (c, _) in enumerate(steps) if i == 0 or steps[i - 1][0] != c]
    twins = [
        s.steps
        for s in board.segments(start)
        if s.end == end and list(s.hexes) == hexes and s.steps != steps
    ]
    return [steps, *twins]


def route_keys(board: Board, route: Route) -> list[tuple]:
    return [key for coord, p in route.paths for key in board.track_keys(coord, p)]


def route_refusal(board: Board, company: str, route: Route) -> Refusal | None:
    """Why `route` is not a legal run for `company`, or None (R-163 … R-171;
    1822MX: R-170 … R-177, its own numbers)."""
    refusal = _shape_refusal(board, company, route)
    if refusal is not None:
        return board.run_rules.renumber(refusal)
    stops = [parse_node_id(s) for s in route.stops]
    return board.run_rules.stops_refusal(board, stops) or _distance_refusal(
        board, company, route, stops
    )


def _shape_refusal(board: Board, company: str, route: Route) -> Refusal | None:
    """The rules every title shares, in 18MEX's numbering."""
    try:
        stops = [parse_node_id(s) for s in route.stops]
    except IllegalAction as exc:
        return (exc.message, exc.rule)
    if len(stops) < 2 and not board.run_rules.single_stop(route.train):
        return (QT_TRANSLATE_NOOP("game", "a route needs at least two stops"), "R-163")
    if len(set(stops)) != len(stops):
        return (QT_TRANSLATE_NOOP("game", "a route may not visit a stop twice"), "R-169")
    if not groups_ok(board, stops):
        return (QT_TRANSLATE_NOOP(
            "game", "a route may visit only one stop of each location group"), "R-169")
    if len(route.segments) != len(stops) - 1:
        return (QT_TRANSLATE_NOOP("game", "the track does not join the stops"), "R-163")
    for node in stops:
        if not board.has_node(node):
            return (msg(
                QT_TRANSLATE_NOOP("game", "there is no stop {stop}"),
                stop=stop_label(board, node)), "R-163")
    if route.traced_on != (id(board), board.tiles_epoch):  # else built from this track
        for i, steps in enumerate(route.segments):
            refusal = _segment_refusal(board, stops[i], stops[i + 1], steps)
            if refusal:
                return refusal
    return (
        _ends_refusal(board, company, stops, route.paths)
        or _track_refusal(board, route)
        or _gauge_refusal(board, route)
    )


def _gauge_refusal(board: Board, route: Route) -> Refusal | None:
    """A train on the track of its own gauge (gauges.py), never through a closed gate."""
    closed = board.closed_gates
    if closed:
        for coord, _ in route.paths:
            if coord in closed:
                return (msg(
                    QT_TRANSLATE_NOOP("game", "the pass in {hex} is not open"),
                    hex=coord), "gate")
    return gauges.gauge_refusal(board, route.train.gauge, route.paths)


def hexes_ok(board: Board, stops: Sequence[NodeRef]) -> bool:
    """The title's limit on a route's stops, such as one a hex (1822MX R-170)."""
    return board.run_rules.stops_refusal(board, stops) is None


def groups_ok(board: Board, stops: Iterable[NodeRef]) -> bool:
    """At most one stop of each location group (the parts of one printed place)."""
    seen: set[str] = set()
    for coord, index in stops:
        for group in board.tile_def(coord).nodes[index].groups:
            if group in seen:
                return False
            seen.add(group)
    return True


def _segment_refusal(
    board: Board, start: NodeRef, end: NodeRef, steps: Sequence[tuple[str, int]]
) -> Refusal | None:
    """The steps must be real track from `start` to `end` with no stop between (R-165)."""
    if _segment_joins(board, start, end, steps):
        return None
    return (
        msg(
            QT_TRANSLATE_NOOP("game", "no track joins {start} and {end} that way"),
            start=stop_label(board, start), end=stop_label(board, end)),
        "R-165",
    )


def _segment_joins(
    board: Board, start: NodeRef, end: NodeRef, steps: Sequence[tuple[str, int]]
) -> bool:
    if not steps or steps[0][0] != start[0]:
        return False
    orient = board.orientation(start[0])
    if steps[0][1] >= len(orient.paths):
        return False
    first = orient.paths[steps[0][1]]
    positions = [pos for pos, e in enumerate(first.ends) if e.is_node and e.num == start[1]]
    if not positions:
        return False
    pos = positions[0]
    orients, links = board.orientations, board.grid.links
    for k, (coord, p) in enumerate(steps):
        orient = orients[coord]
        if p >= len(orient.paths):
            return False
        kind, num, facing = orient.ahead[p][pos]
        if k == len(steps) - 1:
            return kind not in _WALKED and (coord, num) == end
        nxt = steps[k + 1]
        if kind == EDGE:
            other = links[coord][num]
            ways = orients[other].entered.get(facing, ()) if other == nxt[0] else ()
        elif kind == JUNCTION:
            ways = orient.junction_paths[num] if coord == nxt[0] else ()
        else:
            return False  # a stop in the middle of a segment
        entered = [qpos for q, qpos in ways if q == nxt[1] and (kind == EDGE or q != p)]
        if not entered:
            return False
        pos = entered[0]
    return False


def _ends_refusal(
    board: Board, company: str, stops: list[NodeRef], paths: Sequence[tuple[str, int]]
) -> Refusal | None:
    for k, (coord, p) in enumerate(paths):
        if 0 < k < len(paths) - 1 and board.orientation(coord).paths[p].terminal:
            return (msg(
                QT_TRANSLATE_NOOP("game", "a route may not pass through {hex}"),
                hex=coord), "R-170")
    for node in stops[1:-1]:
        kind = board.tile_def(node[0]).nodes[node[1]].kind
        if kind == "offboard":
            return (msg(
                QT_TRANSLATE_NOOP("game", "a route may not pass through the red area {hex}"),
                hex=node[0]), "R-170")
        if board.blocks(node[0], node[1], company):
            return (msg(
                QT_TRANSLATE_NOOP("game", "{stop} is blocked for {company}"),
                stop=node_id(node), company=company), "R-167")
    if not any(company in board.city_slots(c, i) for c, i in stops):
        return (msg(
            QT_TRANSLATE_NOOP("game", "the route includes no station of {company}"),
            company=company), "R-168")
    return None


def _track_refusal(board: Board, route: Route) -> Refusal | None:
    seen: set[tuple] = set()
    # A town drawn on its track line where the route stops: entered by one leg
    # and left by the next along the same stub (an 18ESP mine-and-town hex).
    stops = {parse_node_id(s) for s in route.stops}
    passed: set[tuple] = set()
    for key in route_keys(board, route):
        if key in seen:
            if key[1] == "T" and (key[0], key[2]) in stops and key not in passed:
                passed.add(key)
                continue
            return (msg(
                QT_TRANSLATE_NOOP("game", "the route uses track in {hex} twice"),
                hex=key[0]), "R-164")
        seen.add(key)
    return None


def _distance_refusal(
    board: Board, company: str, route: Route, stops: list[NodeRef]
) -> Refusal | None:
    found = route.fit
    if found != NOT_FOUND and found[0] == company and route.extras is run_rules.NO_EXTRAS:
        return found[1]  # as found when it was built
    return board.run_rules.run_value(board, company, route.train, stops, (), route.extras)[2]
