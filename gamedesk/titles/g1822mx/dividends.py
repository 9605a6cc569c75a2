"""Running trains and sharing out the income (R-170 … R-195)."""

from __future__ import annotations

from gamedesk.engine.actions import Action
from gamedesk.engine.board.run_rules import Extras
from gamedesk.engine.entities import IPO
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.messages import QT_TRANSLATE_NOOP
from gamedesk.engine.routing import reach
from gamedesk.titles.g1822mx import destinations

PULLMAN = "P+-"


def runnable(op) -> list:
    """The trains that run: not the Pullman car (R-115)."""
    return [t for t in op.trains if not t.id.startswith(PULLMAN)]


def pullman_candidates(game, op) -> list:
    """The trains the Pullman may ride on (R-115, R-181), in the company's order:
    a choice names one by its place in this list, as 18xx.games does."""
    rules = game.board.run_rules
    return [t for t in runnable(op) if rules.pullman_allowed(t.spec)]


def run_routes(
    game, op, action: Action, pullman: str | None = None
) -> tuple[dict[str, int], int]:
    """The income of each train run in `action` (recomputed, R-178) and the mail
    income (R-122); `pullman`: the train the Pullman rides on (R-181). A logged
    route's revenue is checked."""
    trains = {t.id: t for t in runnable(op)}
    home_and_destination = destinations.route_bonus_ends(game, op)
    contracts = mail_contracts(game, op)
    routes, used, used_order = [], set(), []
    for spec in action["routes"]:
        train = trains.get(spec.get("train"))
        if train is None or train.id in used:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "{company} cannot run train {train!r}"),
                "R-174", company=op.sym, train=spec.get('train'),
            )
        used.add(train.id)
        used_order.append(train.id)
        extras = Extras(car=train.id == pullman, goal=home_and_destination,
                        contracts=int(contracts > 0))
        if "connections" in spec:
            route = game.board.route_from_log(op.sym, train.spec, spec, game.colors(),
                                              others=routes, extras=extras)
        else:
            route = game.board.route_from_stops(op.sym, train.spec, spec["stops"],
                                                game.colors(), spec.get("paths"), others=routes,
                                                extras=extras)
        routes.append(route)
    routes = game.board.run_rules.settle(game.board, op.sym, routes, game.colors())
    for spec, route in zip(action["routes"], routes, strict=True):
        if "revenue" in spec and spec["revenue"] != route.revenue:
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "game",
                    "train {train}: the route is worth {revenue}, not {claimed}",
                ),
                "R-178", train=spec['train'], revenue=route.revenue, claimed=spec['revenue'],
            )
    game.board.check_routes(op.sym, routes)
    mail = sum(sorted((r.treasury for r in routes), reverse=True)[:contracts])
    earned = {train_id: route.revenue for train_id, route in zip(used_order, routes, strict=True)}
    game.add_log(QT_TRANSLATE_NOOP("game", "{company} runs for {amount}"),
                 company=op.sym, amount=game.money(sum(earned.values())))
    return earned, mail


def pay_mail(game, op, mail: int) -> None:
    """R-122: mail income goes to the treasury, whatever is paid out."""
    if mail:
        game.pay(game.bank, op, mail)
        game.add_log(QT_TRANSLATE_NOOP("game", "{company} receives {amount} of mail"),
                     company=op.sym, amount=game.money(mail))


MAIL_CONTRACTS = ("P14", "P15")


def mail_contracts(game, op) -> int:
    """R-122: contracts the major holds, from phase 3 (one per train)."""
    if game.phases.index < [p.name for p in game.phases.all].index("3"):
        return 0
    return sum(1 for sym in op.companies if sym in MAIL_CONTRACTS)


def can_run(game, op) -> bool:
    """Whether any train of the company has a route worth running (R-180): a walk
    to the first route that pays, not the route search. Only the Pullman can make
    a route fit a train (R-181); the destination bonus and mail add to a route
    that pays already, so they are left out."""
    trains = game.runnable_trains(op)
    carried = game.route_bonuses(op)
    return reach.can_run(game.board, op.sym, [t.spec for t in trains], game.colors(),
                         bonuses=Extras(car=carried.car, car_on=carried.car_on))


def split_minor(game, op, revenue: int) -> None:
    """R-194: half to the treasury, half to the director; right if it earned."""
    kept = revenue // 2
    game.pay(game.bank, op, kept)
    game.pay(game.bank, game.player(op.president), revenue - kept)
    game.move_price(op, 1 if revenue > 0 else -1)


def withhold(game, op, revenue: int) -> None:
    game.pay(game.bank, op, revenue)
    game.move_price(op, -1)  # nothing paid


def paid_part(revenue: int, kind: str) -> int:
    """R-190: what goes to the shareholders; a half payout rounds the paid part up
    to $10."""
    if kind == "withhold":
        return 0
    if kind == "payout":
        return revenue
    if kind == "half":
        return revenue - 10 * (revenue // 20)
    raise IllegalAction(
        QT_TRANSLATE_NOOP("game", "{kind!r}: pay out, pay half or withhold"),
        "R-190", kind=kind,
    )


def pay_major(game, op, revenue: int, kind: str, special: tuple[int, str] | None = None) -> None:
    """R-190, R-191, R-193; `special`: the special train's income and its own
    decision when it is treated separately (R-192)."""
    paid = paid_part(revenue, kind)
    if special is not None:
        paid += paid_part(*special)
        revenue += special[0]
    if paid == 0:
        withhold(game, op, revenue)
        return
    game.pay(game.bank, op, revenue - paid)
    per_ten = paid // 10
    for share in op.shares:
        if game.is_player(share.owner):
            game.pay(game.bank, game.player(share.owner), per_ten * share.percent // 10)
        elif share.owner == IPO:
            game.pay(game.bank, op, per_ten * share.percent // 10)
    price = game.share_price(op)
    game.move_price(op, 0 if paid < price else (1 if paid < 2 * price else 2))
