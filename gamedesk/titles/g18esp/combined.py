"""Combined trains (inventory 3.16, R-168…R-174; the site 4.9.51): from phase
4 a major joins one of its trains to a recycled rusted one, paying twice the
rusted train's face value. The two run as one train over both maps."""

from __future__ import annotations

from gamedesk.engine.actions import Action, act
from gamedesk.engine.board.gauges import BOTH
from gamedesk.engine.board.routes import ALL_NODE_KINDS, DistanceGroup, TrainSpec
from gamedesk.engine.messages import QT_TRANSLATE_NOOP
from gamedesk.titles.g18esp import stranding
from gamedesk.titles.g18esp.rule_ids import Refusal

RECYCLE_FACTOR = 2
SMALL_STOPS = frozenset({"town", "halt"})


def rusted_types(game) -> list[dict]:
    """The train types that have rusted away: what may be recycled (R-169)."""
    rusted = {t.rusts_on for t in game.depot.trains if t.rusts_on}
    return [entry for entry in game.data.game["trains"]
            if entry.get("rusts_on") in rusted and game.depot.bought_names & {entry["rusts_on"]}]


def bases(game, op) -> list:
    """R-173: the company's own trains that may take a recycled part."""
    return [t for t in op.trains if not getattr(t, "combined", False) and t.name != "2P"]


def offers(game, turn) -> list[tuple]:
    op = turn.op
    if op.kind != "major" or not game.phase_at_least("4") or turn.contributed:
        return []
    out = []
    for entry in rusted_types(game):
        if op.cash < RECYCLE_FACTOR * entry["price"]:
            continue
        for train in bases(game, op):
            out.append((train, entry))
    return out


def actions(game, turn) -> list[Action]:
    out: list[Action] = []
    others_run: dict = {}  # whether the trains beside each base run: asked once a base
    for train, entry in offers(game, turn):
        for side in [entry["name"], *(v["name"] for v in entry.get("variants", []))]:
            if side_gauge(game, entry, side) != train.spec.gauge:  # other gauge
                joined = joined_spec(train, entry, side)
                if stranding.strands(game, turn.op, train, joined, others_run):
                    continue
                out.append(act("combine_trains", turn.op.sym, train=train.id,
                               recycled=f"{entry['name']}-0", variant=side))
    return out


def side_gauge(game, entry: dict, side: str) -> str:
    if side == entry["name"]:
        return ""
    variant = next(v for v in entry.get("variants", []) if v["name"] == side)
    return "narrow" if variant.get("track_type") == "narrow" else ""


def reach_of(spec: TrainSpec) -> tuple[int, int]:
    """(stops of any kind, extra small stops) of a card's side: n is (n, 0),
    x+y is (x, y)."""
    small = sum(g.visit or 0 for g in spec.distance if g.nodes == SMALL_STOPS)
    anything = sum(g.visit or 0 for g in spec.distance if g.nodes != SMALL_STOPS)
    return anything, small


def joined_spec(train, entry: dict, side_name: str) -> TrainSpec:
    """R-170: the two as one train of both gauges ("4+3C": stops of any kind
    + small ones)."""
    side = entry if side_name == entry["name"] else next(
        v for v in entry.get("variants", []) if v["name"] == side_name)
    (a, b), (c, d) = reach_of(train.spec), reach_of(TrainSpec.from_data(side))
    name = f"{a + c}+{b + d}C"
    groups = [DistanceGroup(ALL_NODE_KINDS, a + c, a + c)]
    if b + d:
        groups.insert(0, DistanceGroup(SMALL_STOPS, b + d, b + d))
    return TrainSpec(name, tuple(groups), gauge=BOTH)


def combine(game, turn, action: Action) -> None:
    """R-169, R-170: the company pays twice the recycled train's face value; the
    two run as one train of both gauges ("4+3C": stops of any kind + small ones)."""
    op = turn.op
    wanted = (action["train"], action["recycled"].rpartition("-")[0], action["variant"])
    for train, entry in offers(game, turn):
        if (train.id, entry["name"]) == wanted[:2]:
            break
    else:
        raise Refusal(QT_TRANSLATE_NOOP("game", "{company} cannot combine {train} now"),
                      "R-169", company=op.sym, train=action["train"])
    side = entry if wanted[2] == entry["name"] else next(
        (v for v in entry.get("variants", []) if v["name"] == wanted[2]), None)
    if side is None or side_gauge(game, entry, wanted[2]) == train.spec.gauge:
        raise Refusal(QT_TRANSLATE_NOOP("game", "a combined train joins two gauges"), "R-169")
    spec = joined_spec(train, entry, wanted[2])
    stranding.check(game, op, train, spec)
    cost = RECYCLE_FACTOR * entry["price"]
    game.pay(op, game.bank, cost)
    name = spec.name
    train.name, train.spec = name, spec
    train.combined = True
    game.add_log(QT_TRANSLATE_NOOP("game", "{company} combines its train with a recycled "
                                   "{recycled} for {price}: a {train} train"),
                 company=op.sym, recycled=wanted[2], price=game.money(cost), train=name)
