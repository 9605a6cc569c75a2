"""A company buys a player's private during its operating turn (R-023…R-025,
R-028): phases 2 to 4, for 1 up to 100%, 150% or 200% of its face value, never
P7. The step `BuyPrivate` offers it at any moment of the turn and once more
as the turn's last step (titles/g18esp/steps.py)."""

from __future__ import annotations

from gamedesk.engine.actions import Action, act
from gamedesk.engine.entities import Company, Operator
from gamedesk.engine.interrupts import Interrupt
from gamedesk.engine.messages import QT_TRANSLATE_NOOP, Items, msg
from gamedesk.engine.steps import standard
from gamedesk.engine.trains import DEPOT, SCRAPPED
from gamedesk.titles.g18esp import p3_train, train_limits
from gamedesk.titles.g18esp.rule_ids import Refusal

# the highest price in percent of face value, raised by the 3- and 4-trains
PRICE_CAP_EVENTS = {"companies_bought_150": 150, "companies_bought_200": 200}


def price_range(game, company: Company) -> tuple[int, int] | None:
    if not game.phases.has("can_buy_companies"):
        return None  # phases 2-4 only
    return 1, company.value * game.private_price_percent // 100


def buyable(game, op: Operator) -> list[Company]:
    if op.cash < 1:
        return []
    return [c for c in game.companies.values()
            if not c.closed and game.is_player(c.owner or "")
            and not any(a["type"] == "no_buy" for a in c.abilities)  # never P7
            and price_range(game, c) is not None]


def purchase_actions(game, op: Operator) -> list[Action]:
    return standard.BuyPrivate.offers(game, op, buyable(game, op), price_range)


def buy(game, op: Operator, action: Action) -> None:
    company = game.company(action["company"])
    if any(a["type"] == "no_buy" for a in company.abilities):
        raise Refusal(QT_TRANSLATE_NOOP("game", "{private} is never sold to a company"),
                      "R-025", private=company.sym)
    if company not in buyable(game, op):
        raise Refusal(QT_TRANSLATE_NOOP("game", "{company} cannot buy {company2} now"), "R-023",
                      company=op.sym, company2=company.sym)
    low, high = price_range(game, company)
    price = int(action["price"])
    if not low <= price <= high:
        raise Refusal(QT_TRANSLATE_NOOP("game", "{company} sells for {low} to {high}"),
                      "R-024", company=company.sym, low=low, high=high)
    if price > op.cash:
        raise Refusal(QT_TRANSLATE_NOOP("game", "{company} has only {amount}"), "R-024",
                      company=op.sym, amount=game.money(op.cash))
    seller = company.owner
    game.pay(op, game.player(seller), price)
    company.owner = op.sym
    op.companies.append(company.sym)
    p3_train.mark_acquired(game, company)
    game.add_log(QT_TRANSLATE_NOOP("game", "{company} buys {private} from {seller} for "
                                   "{price}"), company=op.sym, private=company.sym,
                 seller=game.name_of(seller), price=game.money(price))
    if company.sym == "P2" and p2_train_rusted(game):
        company.closed = True  # Q17: its train rusted with the 2s; P2 closes with nothing
        op.companies.remove(company.sym)
        game.add_log(QT_TRANSLATE_NOOP("game", "{private} closes: its train has rusted"),
                     private="P2")
    elif company.sym == "P2":
        game.p2_side_for = op.sym  # the buyer chooses the train's side next
        game.interrupts.append(P2Side(game, op.sym))
    elif company.sym == "P5":
        take_last_tender(game, op, company)


def take_last_tender(game, op: Operator, p5: Company) -> None:
    """R-035: P5 closes and its buyer takes the last tender; one that has a
    tender already puts it in the open market, for sale at 80 (R-036)."""
    p5.closed = True
    op.companies.remove(p5.sym)
    if op.sym in game.tender_owners:
        game.tenders_in_market += 1
        game.add_log(QT_TRANSLATE_NOOP("game", "{private} closes; its last tender is for sale "
                                       "in the market"), private="P5")
    else:
        game.tender_owners.add(op.sym)
        game.add_log(QT_TRANSLATE_NOOP("game", "{private} closes; {company} takes its last "
                                       "tender"), private="P5", company=op.sym)


class P2Side(Interrupt):
    """R-028: a company that bought P2 at any moment of its turn chooses the
    side of the Barcelona-Mataró train before it does anything else."""

    step_id = "choose_side"

    def __init__(self, game, op: str) -> None:
        self.game = game
        self.op = op

    def active_entities(self) -> list[str]:
        return [self.op]

    def legal_actions(self) -> list[Action]:
        op = self.game.operator(self.op)
        return [act("choose_side", self.op, variant=side) for side in p2_sides(self.game, op)]

    def process(self, action: Action) -> None:
        if action.type != "choose_side" or action.entity != self.op:
            raise Refusal(QT_TRANSLATE_NOOP("game", "first the side of the Barcelona-Mataró "
                                            "train"), "R-028")
        take_p2_train(self.game, self.game.operator(self.op), action["variant"])

    def done(self) -> bool:
        return self.game.p2_side_for != self.op

    def why(self) -> tuple[str, str]:
        # a marked template, told in English until a step's words carry templates
        return msg(QT_TRANSLATE_NOOP("game", "{company} chooses the side of the "
                                     "Barcelona-Mataró train"), company=self.op), "R-028"


def p2_train_rusted(game) -> bool:
    return game.depot.by_id[game.data.game["rules"]["p2_train"]].owner == SCRAPPED


def p2_sides(game, op: Operator) -> list[str]:
    """The sides of the Barcelona-Mataró card the company may take (a minor: the 2)."""
    train = game.depot.by_id[game.data.game["rules"]["p2_train"]]
    kind = train.id.rpartition("-")[0]
    if op.kind == "minor":
        return [kind]
    entry = next(t for t in game.data.game["trains"] if t["name"] == kind)
    return [kind, *(v["name"] for v in entry.get("variants", []))]


def take_p2_train(game, op: Operator, side: str) -> None:
    """R-028: P2 closes; its Barcelona-Mataró train joins the company on the
    side its director chose (18xx.games; a minor takes the 2)."""
    if game.p2_side_for != op.sym:
        raise Refusal(QT_TRANSLATE_NOOP("game", "no Barcelona-Mataró train is waiting for a "
                                        "side"), "R-028")
    if side not in p2_sides(game, op):
        raise Refusal(QT_TRANSLATE_NOOP("game", "the Barcelona-Mataró train is one of {sides}"),
                      "R-028", sides=Items(p2_sides(game, op)))
    company = game.companies["P2"]
    train = game.depot.by_id[game.data.game["rules"]["p2_train"]]
    train.owner = DEPOT
    game.give_train(train, op.sym)
    game.turn_train_side(train, side)
    train.idle_in = game.round_marker()  # it runs from the next operating round
    company.closed = True
    op.companies.remove(company.sym)
    game.p2_side_for = None
    game.add_log(QT_TRANSLATE_NOOP("game", "{private} closes; {company} takes the "
                                   "Barcelona-Mataró train as a {train}"),
                 private="P2", company=op.sym, train=side)
    train_limits.discard_over_limit(game, op)  # Q18: it may crowd the company
