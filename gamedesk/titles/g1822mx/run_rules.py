"""Trains that run by more than their distance: 1822MX's L, E and 3/2 trains, the
Pullman car, destination bonuses, mail and one stop per hex (R-170 … R-182).

The trains come from the game.json `rules` (`local_trains`, `e_train`,
`three_halves_train`, `private_company_trains`) and the one-stop-per-hex
exceptions from map.json `two_location_hexes`. The board calls these through
the hooks of `gamedesk.engine.board.run_rules.RunRules`; the route finder's
side is in `route_rules.py`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from gamedesk.engine.board.routes import (
    DistanceGroup,
    TrainSpec,
    parse_node_id,
    score,
    stop_facts,
    stop_label,
)
from gamedesk.engine.board.run_rules import EXPRESS, LOCAL, NO_EXTRAS, NORMAL, Extras, RunRules
from gamedesk.engine.board.stations import Refusal
from gamedesk.engine.board.track import NodeRef
from gamedesk.engine.messages import QT_TRANSLATE_NOOP, Msg, a_train, msg
from gamedesk.titles.g1822mx.rule_ids import SHARED_RULE_IDS

if TYPE_CHECKING:
    from gamedesk.engine.board.board import Board
    from gamedesk.engine.board.routes import Route
    from gamedesk.engine.data import TitleData
    from gamedesk.engine.routing.rules import RouteRules



class MXRunRules(RunRules):
    """The title's special trains and its one-stop-per-hex rule."""

    rule_numbers = SHARED_RULE_IDS  # the shared checks' refusals under 1822MX's numbers
    single_stop_runs = True

    def __init__(self, data: TitleData, profile: str) -> None:
        super().__init__(data, profile)
        rules = data.game.get("rules", {})
        halved = rules.get("three_halves_train")
        self.local = frozenset(rules.get("local_trains", ()))
        self.express = frozenset([rules["e_train"]] if rules.get("e_train") else ())
        self.halved: dict[str, tuple[int, int]] = (
            {halved["train"]: (halved["revenue_divisor"], halved["round_up_to"])} if halved else {}
        )
        self.double_stop_hexes = frozenset(
            data.map.get("two_location_hexes", {}).get("hexes", ())
        )
        #: trains that came with a private
        self.private_trains = frozenset(rules.get("private_company_trains", {}).values())
        self._finder: RouteRules | None = None

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

    def stops_refusal(self, board: Board, stops: Sequence[NodeRef]) -> Refusal | None:
        towns = [(n, board.tile_def(n[0]).nodes[n[1]].kind == "town") for n in stops]
        if self.hexes_ok(towns):
            return None
        return (QT_TRANSLATE_NOOP("game", "a route may not stop twice in one hex"), "R-170")

    # ------------------------------------------------------------- revenue
    def run_value(
        self,
        board: Board,
        company: str,
        train: TrainSpec,
        nodes: Sequence[NodeRef],
        colors: tuple[str, ...],
        extras: Extras = NO_EXTRAS,
    ) -> tuple[int, int, Refusal | None]:
        kind = self.kind(train)
        facts = [stop_facts(board, n, colors) for n in nodes]
        if kind == EXPRESS:
            own = [company in board.city_slots(*n) for n in nodes]
            refusal = _express_refusal(own, train)
            value = train.multiplier * sum(f[1] for f, o in zip(facts, own, strict=True) if o)
        else:
            spec = with_pullman(train) if extras.car else train
            value, fits = score(spec, facts)
            too_many = (msg(QT_TRANSLATE_NOOP("game", "too many stops for {train}"),
                            train=_label(train, extras)), _rule(kind))
            refusal = None if fits else too_many
            cities = sum(1 for f in facts if f[0] != "town")
            if kind == LOCAL and cities != 1:
                refusal = (msg(QT_TRANSLATE_NOOP("game", "{train} runs from one city of its own"),
                               train=a_train(train.name)), "R-176")
        bonus = destination_bonus(board, train, nodes, colors, extras)
        value += bonus
        if train.name in self.halved:
            value = halve(value, *self.halved[train.name])
        return value, bonus, refusal

    def side_income(
        self,
        board: Board,
        company: str,
        train: TrainSpec,
        nodes: Sequence[NodeRef],
        colors: tuple[str, ...],
        extras: Extras = NO_EXTRAS,
    ) -> int:
        """A mail contract's income (to the treasury): half the base values of the
        first and last stops, no doubling or halving (R-122); an L alone in its
        city: half that city's value (rulebook, Q-02)."""
        if not extras.contracts or not self.mail_allowed(train):
            return 0
        first, last = (board.revenue_of(*n, colors) for n in (nodes[0], nodes[-1]))
        return first // 2 if len(nodes) == 1 else (first + last) // 2

    # --------------------------------------------------------------- the run
    def run_refusal(self, board: Board, routes: Sequence[Route]) -> tuple[int, Refusal] | None:
        """(route index, why) when the routes together break a run rule
        (R-115, R-176, R-179, R-181)."""
        return self._extras_refusal(routes) or self._local_refusal(board, routes)

    def _extras_refusal(self, routes: Sequence[Route]) -> tuple[int, Refusal] | None:
        # Mail needs no check here: every route may carry a contract, and the title
        # pays only the best as many as the company holds.
        pulled = [i for i, r in enumerate(routes) if r.car]
        if len(pulled) > 1:
            return (pulled[1], (QT_TRANSLATE_NOOP("game", "a company has one Pullman car"),
                                "R-115"))
        for i in pulled:
            if not self.pullman_allowed(routes[i].train):
                return (i, (msg(QT_TRANSLATE_NOOP("game", "a Pullman car cannot run with {train}"),
                                train=a_train(routes[i].train.name)), "R-181"))
        earning = [i for i, r in enumerate(routes) if r.bonus]
        best = max(earning, key=lambda i: routes[i].bonus, default=None)
        extra = [i for i in earning if i != best and not self.keeps_second_bonus(routes[i].train)]
        if extra:
            return (extra[0], (QT_TRANSLATE_NOOP("game", "only one train earns the destination "
                                                         "bonus"), "R-179"))
        return None

    def _local_refusal(self, board: Board, routes: Sequence[Route]) -> tuple[int, Refusal] | None:
        """One L-type train per station (R-176); each route was checked alone first."""
        stations: set[str] = set()
        for i, route in enumerate(routes):
            if self.kind(route.train) != LOCAL:
                continue
            city = next(s for s in route.stops if _is_city(board, s))
            if city in stations:
                place = stop_label(board, parse_node_id(city))
                return (i, (msg(QT_TRANSLATE_NOOP("game", "only one L-train may run from the "
                                                          "station in {place}"), place=place),
                            "R-176"))
            stations.add(city)
        return None

    def settle(
        self, board: Board, company: str, routes: list[Route], colors: tuple[str, ...]
    ) -> list[Route]:
        """The routes with the destination bonus left on the one earning most of it
        (R-179: one train per turn gets it), and with 18xx.games on the others it
        lets keep theirs (`keeps_second_bonus`)."""
        from gamedesk.engine.board.routes import route_revenue

        earning = sorted(range(len(routes)), key=lambda k: -routes[k].bonus)
        settled = list(routes)
        for k in earning[1:]:
            if settled[k].bonus and not self.keeps_second_bonus(settled[k].train):
                plain = replace(settled[k], goal=None, bonus=0)
                settled[k] = replace(plain, revenue=route_revenue(board, plain, colors, company))
        return settled

    def finder_rules(self) -> RouteRules:
        if self._finder is None:
            from gamedesk.titles.g1822mx import route_rules  # it builds on this module

            self._finder = route_rules.FINDER_RULES
        return self._finder


def _label(train: TrainSpec, extras: Extras) -> Msg:
    """"a 3-train", or "a 3+ train" with the Pullman."""
    if extras.car:
        return msg(QT_TRANSLATE_NOOP("game", "a {train}+ train"), train=train.name)
    return a_train(train.name)


def _rule(kind: str) -> str:
    return "R-176" if kind == LOCAL else "R-175"


def _express_refusal(own: list[bool], train: TrainSpec) -> Refusal | None:
    """An E-train stops only at its own stations, two at least (R-177). Whatever
    else the run passes or ends in earns nothing: 18xx.games lets a run go on past
    the last of them (log 1822MX_game_end_stock_market)."""
    if sum(own) < 2:
        return (msg(QT_TRANSLATE_NOOP("game", "{train} needs two of its own stations"),
                    train=a_train(train.name)), "R-177")
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
    if extras.goal is None:
        return 0
    home, destination = extras.goal
    if home not in nodes or destination not in nodes:
        return 0
    return board.revenue_of(destination[0], destination[1], colors) * train.multiplier


def halve(value: int, divisor: int, round_to: int) -> int:
    """The 3/2 train: its income halved, then rounded up to a multiple of 10 (R-182)."""
    part = value // divisor
    return -(-part // round_to) * round_to


def with_pullman(train: TrainSpec) -> TrainSpec:
    """The train with a Pullman: towns free and all paid, N other stops (R-181)."""
    groups = []
    for g in train.distance:
        rest = g.nodes - {"town"}
        if rest:
            groups.append(DistanceGroup(rest, g.visit, g.pay, g.multiplier))
    groups.append(DistanceGroup(frozenset({"town"}), None, None))
    return replace(train, distance=tuple(groups))


def _is_city(board: Board, stop: str) -> bool:
    coord, index = parse_node_id(stop)
    return board.tile_def(coord).nodes[index].kind != "town"
